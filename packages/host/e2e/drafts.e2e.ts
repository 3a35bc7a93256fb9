import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO } from './support/env.js';
import { latestCode, messageCount } from './support/outbox.js';
import { expectPath, signIn, signInWithMailCode, typeCode, visit } from './support/portal.js';

// What a user types is never lost (ADR 0041): a reload, a dropped connection or an expired
// session in the middle of a form keeps the draft and offers it back.
const SAVED = 'Guardado hace un momento';
const OFFLINE = 'Sin conexión: se guardará al reconectar';
const DCF = { email: 'dcf@demo.sfc.local', password: 'Defensor#2026', phone: '3157260014' };
const COMPLAINT = [
  'El 3 de noviembre la entidad debitó dos veces la cuota de manejo de mi tarjeta débito.',
  'Presenté una petición en la oficina de Chapinero y no recibí respuesta en quince días.',
  'Solicito la devolución del cobro duplicado y la corrección de la información reportada.',
].join('\n\n');
const AFTER_OFFLINE = '\n\nAñado: el cajero también retuvo mi tarjeta.';

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
const offer = (page: Page) =>
  page.getByRole('button', { name: /^Continuar el borrador del \d\d\/\d\d\/\d{4}$/ });

async function chooseFirst(page: Page, label: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await expect.poll(() => input.isDisabled()).toBe(false);
  await input.click();
  await page.getByRole('option').first().click();
}

describe('drafts survive reloads, lost connections and expired sessions', () => {
  let browser: Browser;
  let consumer: { context: BrowserContext; page: Page };
  let dcf: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    browser = await launchBrowser();
    [consumer, dcf] = await Promise.all([newPortalPage(browser), newPortalPage(browser)]);
  });
  afterAll(async () => {
    await consumer?.context.close();
    await dcf?.context.close();
    await browser?.close();
  });

  it('a consumer finds a three-paragraph complaint after a reload, keeps typing offline and files it', async () => {
    const { page, context } = consumer;
    await signInWithMailCode(page, DEMO.consumer.email, DEMO.consumer.password);
    await visit(page, '/customer/complaint/registration', 'complaint registration');
    const text = page.getByRole('textbox', { name: 'Describe los hechos de tu queja' });
    await text.fill(COMPLAINT);
    await status(page, SAVED);

    await page.reload();
    await offer(page).waitFor();
    expect(await text.inputValue()).toBe('');
    await expectAccessible(page, 'complaint form offering a draft');
    await offer(page).click();
    expect(await text.inputValue()).toBe(COMPLAINT);

    // The connection drops: typing goes on, kept in the browser, and leaving asks first.
    await context.setOffline(true);
    await text.press('End');
    await text.pressSequentially(AFTER_OFFLINE);
    await status(page, OFFLINE);
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link').first().click();
    expect(await asked).toBe('Hay cambios que aún no se han guardado. ¿Desea salir de esta página?');
    await expectPath(page, '/customer/complaint/registration');
    await context.setOffline(false);
    await status(page, SAVED);

    // What was typed offline reached the server: a reload offers it whole.
    await page.reload();
    await offer(page).click();
    expect(await text.inputValue()).toBe(COMPLAINT + AFTER_OFFLINE);
    for (const label of [
      'Tipo de entidad',
      'Entidad vigilada',
      'Producto',
      'Motivo',
      'Canal',
      'Departamento',
      'Municipio',
    ])
      await chooseFirst(page, label);
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Radicar queja' }).click();
    await expectPath(page, '/customer/complaint/message');
    expect(await page.getByTestId('codigo-queja').textContent()).toMatch(/^\d{10,}$/);

    // Filed: the draft is gone.
    await visit(page, '/customer/complaint/registration', 'complaint registration again');
    await page.getByRole('button', { name: 'Radicar queja' }).waitFor();
    expect(await offer(page).count()).toBe(0);
    expect(await text.inputValue()).toBe('');
  });

  it("the DCF's half-typed annual-report step survives a reload and an expired session", async () => {
    const { page } = dcf;
    let before = await messageCount('sms', DCF.phone);
    await signIn(page, DCF.email, DCF.password, 'sms', () => latestCode('sms', DCF.phone, before));
    // A year no other journey writes (dcf-reports.e2e.ts writes last year's).
    await page.goto('/dashboard/annual-report/create');
    await page.getByLabel('Año del informe').fill(String(new Date().getFullYear() - 3));
    await page.getByRole('button', { name: 'Crear informe' }).click();
    await page.getByRole('heading', { name: /^Paso 1 de 6/ }).waitFor();
    const editPath = new URL(page.url()).pathname + new URL(page.url()).search;
    const summary = page.getByLabel('Resumen de la gestión del año');
    const typed = 'Atendimos 412 quejas; la mayoría, por cobros no reconocidos en tarjetas de crédito.';
    await summary.fill(typed);
    await status(page, SAVED);
    await page.reload();
    await offer(page).click();
    expect(await summary.inputValue()).toBe(typed);
    await expectAccessible(page, 'annual report step with its draft');

    // The session ends while the defender types: every call answers that the token expired.
    const expired = JSON.stringify({ detail: 'El token es inválido o ha expirado', code: 'token_not_valid' });
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: expired }),
    );
    const more = ' También atendimos 35 consultas de habeas data.';
    await summary.press('End');
    await summary.pressSequentially(more);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(editPath);
    await page.unrouteAll();

    before = await messageCount('sms', DCF.phone);
    await page.getByLabel('Correo electrónico').fill(DCF.email);
    await page.getByLabel(/^Contraseña\W*$/).fill(DCF.password);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('radio', { name: /mensaje de texto/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await typeCode(page, await latestCode('sms', DCF.phone, before));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expectPath(page, editPath.split('?')[0]!);
    await offer(page).click();
    expect(await summary.inputValue()).toBe(typed + more);
    await status(page, SAVED);
  });
});
