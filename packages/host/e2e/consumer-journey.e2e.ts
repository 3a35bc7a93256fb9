import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { latestMailCode, mailCount } from './support/outbox.js';
import {
  chooseOption,
  expectPath,
  signInWithMailCode,
  SIGNUP_TIMEOUT_MS,
  typeCode,
  visit,
} from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';

// A new financial consumer, as a person would do it: register, read the code from the mail,
// confirm the account, sign in with the mail code, see the home page, sign out.
describe('a new consumer registers, confirms, signs in and signs out', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `ana.perez.${Date.now()}@example.com`;
  const password = 'Río-Magdalena#2026';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('registers with the form (captcha solved in the browser) and lands on /verify', async () => {
    await visit(page, '/signup', 'signup');
    await page.getByRole('radio', { name: 'Persona natural' }).check();
    await chooseOption(page, 'Tipo de identificación', 'Cédula de ciudadanía');
    await page.getByLabel('Número de identificación').fill('1023456789');
    await page.getByLabel('Primer nombre').fill('Ana');
    await page.getByLabel('Primer apellido').fill('Pérez');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Número de celular').fill('3001234567');
    await page.getByLabel(/^Contraseña\W*$/).fill(password);
    await page.getByLabel('Confirmar contraseña').fill(password);
    await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expectPath(page, '/verify', SIGNUP_TIMEOUT_MS);
    await page.getByText('Tu cuenta fue creada.', { exact: false }).waitFor();
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(email);
    await expectAccessible(page, 'verify');
  });

  it('confirms the account with the code from the outbox', async () => {
    await typeCode(page, await latestMailCode(email));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Tu cuenta fue activada correctamente.').waitFor();
    await expectAccessible(page, 'verify, confirmed');
    await page.getByRole('link', { name: 'Ingresar', exact: true }).last().click();
    await expectPath(page, '/login');
  });

  it('signs in with the mail code and lands on /customer/home with its session', async () => {
    const before = await mailCount(email);
    await signInWithMailCode(page, email, password, { check: true });
    expect(await mailCount(email)).toBe(before + 1);
    await expectPath(page, '/customer/home');
    await page.getByRole('heading', { level: 1, name: 'Hola, Ana' }).waitFor();
    await expectAccessible(page, 'customer home');
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(Object.keys(cookies)).toEqual(expect.arrayContaining(['acc', 'ref']));
    expect(await page.evaluate(() => sessionStorage.getItem('sfc-session'))).toContain('"access"');
    expect(await page.getByRole('navigation', { name: 'Ruta de navegación' }).textContent()).toContain(
      'Inicio',
    );
    await screenshotBothWidths(page, 'customer-home');
  });

  it('sees its own profile', async () => {
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Mi perfil' })
      .click();
    await expectPath(page, '/profile');
    await page.getByRole('heading', { name: 'Datos de la cuenta' }).waitFor();
    expect(await page.getByText(email).count()).toBe(1);
    expect(await page.getByLabel('Primer apellido').inputValue()).toBe('Pérez');
    await expectAccessible(page, 'profile');
  });

  it('opens the complaint form and the tracking list in a new tab without downloading staff code', async () => {
    const tab = await context.newPage();
    const scripts: string[] = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    try {
      await tab.goto('/customer/complaint/registration');
      await tab.getByRole('heading', { level: 1, name: 'Radicar una queja' }).waitFor();
      const formScripts = [...scripts];
      await tab.goto('/customer/complaint/tracking');
      await tab.getByRole('heading', { level: 1, name: 'Seguimiento de mis quejas' }).waitFor();
      // The staff lists' table and the dashboard's routes are the staff area's, never a consumer's.
      expect(scripts.filter((script) => /\/(staff-list|dashboard-)[^/]*\.js$/.test(script))).toEqual([]);
      // The form does not wait for the tracking screens' code either.
      expect(formScripts.filter((script) => /\/complaint-routes-[^/]*\.js$/.test(script))).toEqual([]);
      expect(scripts.some((script) => /\/complaint-routes-[^/]*\.js$/.test(script))).toBe(true);
    } finally {
      await tab.close();
    }
  });

  it('signs out: the session and its cookies are gone, the customer area asks to sign in again', async () => {
    await page.getByRole('link', { name: 'Cerrar sesión' }).click();
    await expectPath(page, '/logout');
    await page.getByText('Sesión cerrada correctamente.').waitFor();
    await expectAccessible(page, 'logout');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('acc');
    expect(await page.evaluate(() => sessionStorage.getItem('sfc-session'))).toBeNull();
    await page.goto('/customer/home');
    await expectPath(page, '/login');
  });
});
