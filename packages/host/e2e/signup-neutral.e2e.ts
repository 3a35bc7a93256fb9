import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO } from './support/env.js';
import { mailCount, mailTexts } from './support/outbox.js';
import { chooseOption, newConsumer, SIGNUP_TIMEOUT_MS, type TestConsumer } from './support/portal.js';

/** Fills and sends the signup form as a person would, up to the page it leads to. */
async function signUp(page: Page, consumer: TestConsumer): Promise<string> {
  await page.goto('/signup');
  await page.getByRole('radio', { name: 'Persona natural' }).check();
  await chooseOption(page, 'Tipo de identificación', 'Cédula de ciudadanía');
  await page
    .getByLabel('Número de identificación')
    .fill(String(1_000_000 + Math.floor(Math.random() * 8_999_999)));
  await page.getByLabel('Primer nombre').fill(consumer.firstName);
  await page.getByLabel('Primer apellido').fill(consumer.lastName);
  await page.getByLabel('Correo electrónico').fill(consumer.email);
  await page.getByLabel(/^Contraseña\W*$/).fill(consumer.password);
  await page.getByLabel('Confirmar contraseña').fill(consumer.password);
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  // The browser solves the proof-of-work captcha first: slow on a loaded machine.
  await page
    .waitForURL((url) => url.pathname === '/verify', { timeout: SIGNUP_TIMEOUT_MS })
    .catch(async (error: unknown) => {
      throw new Error(`not on /verify: ${await page.locator('main').textContent()}`, { cause: error });
    });
  // Read once the screen has rendered whole (on a loaded machine the URL changes first).
  await page.getByLabel('Dígito 1 de 6').waitFor();
  await page.getByRole('button', { name: 'Reenviar código' }).waitFor();
  return (await page.locator('main').textContent()) ?? '';
}

/** The newest mail to `address`, as a person reads it. */
async function newestMail(address: string): Promise<string> {
  return (await mailTexts(address)).at(-1) ?? '';
}

describe('signing up with an address that already has an account', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('answers exactly as for a new address, and mails the owner a link to recovery', async () => {
    const fresh = await signUp(page, newConsumer('nuevo', 'Íñigo', 'Peña'));
    const owner = DEMO.consumer.email;
    const before = await mailCount(owner);
    const taken = await signUp(page, { ...newConsumer('x', 'Íñigo', 'Peña'), email: owner });
    // The visitor sees the same screen and message as for a new address; nothing says it is taken.
    expect(taken).toBe(fresh);
    expect(taken).not.toContain('Ya existe');
    await expect.poll(() => mailCount(owner)).toBe(before + 1);
    const mail = await newestMail(owner);
    expect(mail).toContain('Alguien intentó crear una cuenta nueva');
    expect(mail).toMatch(/https?:\/\/[^\s]+\/recovery/);
  });
});
