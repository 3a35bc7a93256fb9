import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { latestMailCode, mailCount } from './support/outbox.js';
import {
  chooseOption,
  expectPath,
  newConsumer,
  registerConsumer,
  typeCode,
  visit,
} from './support/portal.js';

// The other public forms against the real server: a technical-support request and a password
// reset with the code from the outbox (each with the proof-of-work captcha solved in the page).
describe('technical support and password recovery', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `soporte.${Date.now()}@example.com`;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('sends a technical-support request and confirms it', async () => {
    await visit(page, '/technical-support', 'technical support');
    await page.getByLabel('Nombre completo').fill('Carlos Gómez');
    await page.getByLabel('Correo electrónico').fill(email);
    await chooseOption(page, 'Tipo de problema', 'No recibo el código de verificación');
    await page.getByLabel('Describe el problema').fill('No me llega el código de verificación al correo.');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByRole('status').filter({ hasText: 'soporte técnico' }).waitFor();
    await expectAccessible(page, 'technical support sent');
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe('');
  });

  it('resets a password with the mailed code, then signs in with the new one', async () => {
    // A registered, confirmed account to recover: the demo consumer's is left alone.
    const consumer = newConsumer('recupera', 'Lucía', 'Ñúñez');
    const account = consumer.email;
    await registerConsumer(page, consumer);

    const before = await mailCount(account);
    await visit(page, '/recovery', 'recovery');
    await page.getByLabel('Correo electrónico').fill(account);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expectPath(page, '/recovery/restore');
    await expectAccessible(page, 'recovery restore');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(account);
    await typeCode(page, await latestMailCode(account, before));
    await page.getByLabel(/^Contraseña nueva\W*$/).fill('Sierra-Nevada#2027');
    await page.getByLabel('Confirmar contraseña').fill('Sierra-Nevada#2027');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('Tu contraseña fue actualizada correctamente.').waitFor();
    await expectAccessible(page, 'password changed');

    await page.getByRole('link', { name: 'Ingresar', exact: true }).last().click();
    await page.getByLabel('Correo electrónico').fill(account);
    await page.getByLabel(/^Contraseña\W*$/).fill(consumer.password);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('El correo o la contraseña no son correctos.').waitFor();
    await page.getByLabel(/^Contraseña\W*$/).fill('Sierra-Nevada#2027');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
  });
});
