import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { latestCode, messageCount } from './support/outbox.js';
import {
  expectPath,
  newConsumer,
  registerConsumer,
  signIn,
  signInWithMailCode,
  typeCode,
} from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';
import { totpCode } from './support/totp.js';

async function signOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Cerrar sesión' }).click();
  await page.getByText('Sesión cerrada correctamente.').waitFor();
}

// The three second factors of portal-spec §4: after the mail code, the consumer validates a
// mobile number and sets up an authenticator app in /profile, then signs in with each of them.
describe('SMS and authenticator second factors', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const consumer = newConsumer('factores', 'Mateo', 'Quintero');
  const phone = `310${String(Date.now()).slice(-7)}`;
  let secret = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('validates a mobile number with the texted code', async () => {
    await registerConsumer(page, consumer);
    await signInWithMailCode(page, consumer.email, consumer.password);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
    await expectAccessible(page, 'profile');
    await page.getByLabel('Número de celular').fill(phone);
    const before = await messageCount('sms', phone);
    await page.getByRole('button', { name: 'Enviar código al celular' }).click();
    await page.getByRole('group', { name: /Código recibido por mensaje de texto/ }).waitFor();
    await typeCode(page, await latestCode('sms', phone, before));
    await page.getByRole('button', { name: 'Validar celular' }).click();
    await page.getByText('Tu número de celular fue validado correctamente.').waitFor();
    await page.getByText(`Celular ${phone}: validado.`).waitFor();
  });

  it('sets up the authenticator app from its QR code and secret', async () => {
    await page.getByRole('button', { name: 'Configurar la aplicación autenticadora' }).click();
    const qr = page.locator('sl-qr-code');
    await qr.waitFor();
    // React sets `value` as the element's property (Shoelace does not reflect it to an attribute).
    expect(await qr.evaluate((el) => (el as HTMLElement & { value: string }).value)).toMatch(
      /^otpauth:\/\/totp\//,
    );
    secret = ((await page.locator('code.secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await expectAccessible(page, 'profile, authenticator set-up');
    await screenshotBothWidths(page, 'profile');
    await page.getByLabel('Dígito 1 de 6', { exact: true }).last().fill(totpCode(secret, Date.now()));
    await page.getByRole('button', { name: 'Activar' }).click();
    await page.getByText('La autenticación con código QR quedó activada.').waitFor();
    await page.getByText('La aplicación autenticadora está habilitada para ingresar.').waitFor();
  });

  it('signs in with a code by text message', async () => {
    await signOut(page);
    const before = await messageCount('sms', phone);
    await signIn(page, consumer.email, consumer.password, 'sms', () => latestCode('sms', phone, before), {
      check: true,
    });
    await expectPath(page, '/customer/home');
  });

  it('signs in with the authenticator app', async () => {
    await signOut(page);
    // The code of the next 30-second step: the server accepts one step of drift, and the current
    // step's code was already used to activate the app (a step is accepted once).
    await signIn(page, consumer.email, consumer.password, 'qr', async () =>
      totpCode(secret, Date.now() + 30_000),
    );
    await expectPath(page, '/customer/home');
  });
});
