import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import {
  latestCode,
  latestMailCode,
  latestSignInCode,
  mailCount,
  messageCount,
  untilSignInCodeCanBeResent,
} from './support/outbox.js';
import {
  expectPath,
  newConsumer,
  registerConsumer,
  signIn,
  signInWithMailCode,
  typeCode,
} from './support/portal.js';
import { OTP_RESEND_SECONDS } from './support/env.js';
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

// A consumer who gave a phone at signup validates it in the profile, and from then on
// the sign-in offers the SMS code. The code step greets nobody with errors; a code asked for again
// at once is not claimed as sent: the screen says the last one is still valid and counts the wait,
// after which the same code is sent again.
describe('a phone given at signup becomes a second factor once validated', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const phone = `311${String(Date.now()).slice(-7)}`;
  const consumer = { ...newConsumer('celular', 'Íñigo', 'Ordóñez'), phone };

  /** Prelogin on /login up to the second-factor step. */
  async function credentials(): Promise<void> {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(consumer.email);
    await page.getByLabel(/^Contraseña\W*$/).fill(consumer.password);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
    await registerConsumer(page, consumer);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('offers only the mail code while the phone is not validated; the code step shows no error on arrival', async () => {
    await untilSignInCodeCanBeResent(consumer.email);
    await credentials();
    expect(await page.getByRole('radio', { name: /mensaje de texto/ }).count()).toBe(0);
    const before = await mailCount(consumer.email);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: 'Ingresa tu código de verificación' }).waitFor();
    await page.getByText('Te enviamos un código de verificación a tu correo electrónico.').waitFor();
    expect(await page.getByText('Este campo es obligatorio').count()).toBe(0);
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    await screenshotBothWidths(page, 'sign-in-code-arrival');
    await typeCode(page, await latestSignInCode(consumer.email, before));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expectPath(page, '/customer/home');
  });

  it('validates the phone given at signup from the profile', async () => {
    await page.goto('/profile');
    await page.getByText(/Tu celular aún no está validado/).waitFor();
    expect(await page.getByLabel('Número de celular').inputValue()).toBe(phone);
    const before = await messageCount('sms', phone);
    await page.getByRole('button', { name: 'Enviar código al celular' }).click();
    await page.getByRole('group', { name: /Código recibido por mensaje de texto/ }).waitFor();
    await typeCode(page, await latestCode('sms', phone, before));
    await page.getByRole('button', { name: 'Validar celular' }).click();
    await page.getByText('Tu número de celular fue validado correctamente.').waitFor();
    await page.getByText(`Celular ${phone}: validado.`).waitFor();
    await expectAccessible(page, 'profile, phone validated');
    await screenshotBothWidths(page, 'profile-phone-validated');
  });

  it('then offers the SMS code; a mail code asked for again at once is said to be still valid, then sent again', async () => {
    await signOut(page);
    await credentials();
    await page.getByRole('radio', { name: /mensaje de texto/ }).waitFor();
    // The mail code twice in a row: the second time nothing is sent, and the screen says so.
    const mailsBefore = await mailCount(consumer.email);
    await page.getByRole('radio', { name: /correo electrónico/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: 'Ingresa tu código de verificación' }).waitFor();
    const mailed = await latestMailCode(consumer.email, mailsBefore);
    await page.getByRole('button', { name: 'Usar otro método de verificación' }).click();
    await page.getByRole('radio', { name: /correo electrónico/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: 'Ingresa tu código de verificación' }).waitFor();
    const resend = page.getByRole('button', { name: /^Reenviar código en \d+ s$/ });
    await resend.waitFor();
    expect(await resend.isDisabled()).toBe(true);
    await page
      .getByText(
        /^Ya te enviamos un código a tu correo electrónico \(revisa también el correo no deseado\) y sigue vigente \d+ minutos más\. Podrás pedir que te lo enviemos de nuevo en \d+ segundos\.$/,
      )
      .waitFor();
    expect(
      await page.getByText('Te enviamos un código de verificación a tu correo electrónico.').count(),
    ).toBe(0);
    expect(await mailCount(consumer.email)).toBe(mailsBefore + 1);
    await expectAccessible(page, 'login, code still valid');
    await screenshotBothWidths(page, 'sign-in-code-cooldown');

    // When the wait is over, asking again sends the same code, and the screen says it.
    await page.getByRole('button', { name: 'Reenviar código', exact: true }).waitFor({
      timeout: (OTP_RESEND_SECONDS + 5) * 1000,
    });
    await page.getByRole('button', { name: 'Reenviar código', exact: true }).click();
    await page
      .getByText(
        /^Te enviamos de nuevo el mismo código a tu correo electrónico; sigue vigente \d+ minutos más\.$/,
      )
      .waitFor();
    expect(await latestMailCode(consumer.email, mailsBefore + 1)).toBe(mailed);

    await page.getByRole('button', { name: 'Usar otro método de verificación' }).click();
    await page.getByRole('radio', { name: /mensaje de texto/ }).check();
    const before = await messageCount('sms', phone);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: 'Ingresa tu código de verificación' }).waitFor();
    await typeCode(page, await latestCode('sms', phone, before));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expectPath(page, '/customer/home');
  });
});
