import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO } from './support/env.js';
import { mailTexts } from './support/outbox.js';
import {
  chooseOption,
  expectPath,
  newConsumer,
  registerConsumer,
  signInWithMailCode,
  visit,
} from './support/portal.js';
import { SCREENSHOT_DIR, screenshotBothWidths } from './support/screenshots.js';

const SOAT = 'Seguro Obligatorio de Accidentes de Tránsito (SOAT)';
const COLLECTION = 'Inconformidades relacionadas con el proceso de cobranza';
/** MM/DD/YYYY hh:mm followed by the zone: the portal's one display rule (docs/dates.md). */
const DATE_TIME_WITH_ZONE = /(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4} \d{2}:\d{2} \(hora de Colombia\)/;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The names a searchable select offers once opened (it is closed again afterwards). */
async function optionsOf(page: Page, label: string): Promise<string[]> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await expect.poll(() => input.isDisabled()).toBe(false);
  await input.click();
  if ((await input.getAttribute('aria-expanded')) !== 'true') await input.press('ArrowDown');
  await page.getByRole('option').first().waitFor();
  const names = (await page.getByRole('option').allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  return names;
}

/** The newest mail to `address` that holds `subject`, as a person reads it. */
async function latestMailWith(address: string, subject: string): Promise<string> {
  const mail = (await mailTexts(address)).reverse().find((text) => text.includes(subject));
  if (mail === undefined) throw new Error(`no mail "${subject}" for ${address}`);
  return mail;
}

describe('the demo complaints name their product', () => {
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

  it('shows a product on every row of the demo consumer’s tracking list', async () => {
    await signInWithMailCode(page, DEMO.consumer.email, DEMO.consumer.password);
    await visit(page, '/customer/complaint/tracking', 'complaint tracking (demo)');
    await page.getByRole('table').waitFor();
    const products = await page.locator('td[data-label="Producto"]').allTextContents();
    expect(products.length).toBeGreaterThanOrEqual(5);
    expect(products).not.toContain('—');
    expect(products).toContain('Tarjeta de crédito');
  });
});

describe('a consumer files a complaint, keeps the receipt and follows its history', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let code = '';
  const consumer = newConsumer('constancia', 'Begoña', 'Muñoz');

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
    await registerConsumer(page, consumer);
    await signInWithMailCode(page, consumer.email, consumer.password);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('offers the products and reasons of the chosen entity’s sector, each reason once', async () => {
    await visit(page, '/customer/complaint/registration', 'complaint registration');
    await chooseOption(page, 'Tipo de entidad', 'Compañías de seguros generales');
    await chooseOption(page, 'Entidad vigilada', 'SURA');
    const insurerProducts = await optionsOf(page, 'Producto');
    expect(insurerProducts).toContain(SOAT);
    expect(insurerProducts).not.toContain('Cuenta de ahorros');

    await page.reload();
    await chooseOption(page, 'Tipo de entidad', 'Establecimientos bancarios');
    await chooseOption(page, 'Entidad vigilada', 'Bancolombia');
    const bankProducts = await optionsOf(page, 'Producto');
    expect(bankProducts).toContain('Cuenta de ahorros');
    expect(bankProducts).not.toContain(SOAT);
    const reasons = await optionsOf(page, 'Motivo');
    expect(reasons.filter((r) => r === COLLECTION)).toHaveLength(1);
    expect(new Set(reasons).size).toBe(reasons.length);
  });

  it('files it and gets a receipt with entity, product, date, the legal term and what comes next', async () => {
    await chooseOption(page, 'Producto', 'Cuenta de ahorros');
    await chooseOption(page, 'Motivo', COLLECTION);
    await chooseOption(page, 'Canal', 'Oficinas');
    await chooseOption(page, 'Departamento', 'Antioquia');
    await chooseOption(page, 'Municipio', 'Medellín');
    await page
      .getByLabel('Describe los hechos de tu queja')
      .fill(
        'Desde septiembre me llaman a diario, incluso los domingos, para cobrar una deuda de mi cuñado. ' +
          'Les expliqué que no soy la titular ni la codeudora y siguen llamando a mi número.',
      );
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Radicar queja' }).click();
    await expectPath(page, '/customer/complaint/message');
    await page.getByRole('heading', { name: 'Tu queja fue radicada' }).waitFor();
    const receipt = page.getByRole('region', { name: 'Constancia de radicación' });
    await receipt.getByText('Bancolombia').waitFor();
    code = ((await page.getByTestId('codigo-queja').textContent()) ?? '').trim();
    expect(code).toMatch(/^17\d+$/);
    // The code appears once, in the receipt.
    expect(await page.locator('main').getByText(code).count()).toBe(1);
    expect(await receipt.getByText('Cuenta de ahorros').count()).toBe(1);
    expect(await receipt.textContent()).toMatch(DATE_TIME_WITH_ZONE);
    expect(await receipt.textContent()).toMatch(
      /Plazo de respuesta de la entidad15 días hábiles: a más tardar el \d{2}\/\d{2}\/\d{4}/,
    );
    const next = page.getByRole('region', { name: 'Qué sigue' });
    expect(await next.textContent()).toContain(
      'La entidad debe responderte dentro de los 15 días hábiles siguientes a la radicación',
    );
    await page.getByRole('button', { name: 'Imprimir constancia' }).waitFor();
    await expectAccessible(page, 'complaint filed receipt');
    await screenshotBothWidths(page, 'complaint-receipt');

    // Printed: the receipt and the next steps, without the portal's frame nor the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.site-footer').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Imprimir constancia' }).isVisible()).toBe(false);
    expect(await receipt.isVisible()).toBe(true);
    expect(
      await page.getByText('Portal de quejas de la Superintendencia Financiera de Colombia').isVisible(),
    ).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'complaint-receipt-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // The mail tells the date by the same rule, and the same term.
    const mail = await latestMailWith(consumer.email, code);
    expect(mail).toMatch(DATE_TIME_WITH_ZONE);
    expect(mail).toContain('15 días hábiles siguientes a la radicación');
    expect(mail).not.toMatch(/\b(1[3-9]|2\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}\b/);
  });

  it('links to the detail, whose history says what happened, not "Recibida → Recibida"', async () => {
    await page.getByRole('link', { name: 'Ver el detalle de la queja' }).click();
    await page.waitForURL(/\/customer\/complaint\/tracking\/detail\/\d+$/);
    const detailPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Historial de estados' }).waitFor();
    await page.getByRole('link', { name: 'Agregar anexos' }).click();
    await page.getByText(/Adjunta documentos nuevos/).waitFor();
    await page
      .getByRole('group', { name: /Anexos nuevos/ })
      .locator('input[type=file]')
      .setInputFiles({
        name: 'pantallazo llamadas de cobranza.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
    await page.getByRole('button', { name: 'Agregar anexos' }).click();
    await page.getByText('Los anexos fueron agregados a tu queja.').waitFor();
    await page.goto(detailPath);
    const history = page.getByRole('table', { name: 'Historial de estados' });
    await history.getByText('Radicaste la queja en el portal.').waitFor();
    await history.getByText('Agregaste un anexo: pantallazo llamadas de cobranza.pdf.').waitFor();
    expect(await history.getByRole('cell', { name: 'Sigue en Recibida', exact: true }).count()).toBe(1);
    expect(await history.textContent()).not.toContain('Recibida → Recibida');
    await expectAccessible(page, 'complaint detail with history');
  });

  it('shows the escalation reason on the detail', async () => {
    await page.getByRole('link', { name: 'Escalar al defensor del consumidor financiero' }).click();
    await page
      .getByLabel(/^Motivo del escalamiento/)
      .fill('La entidad sigue llamando a pesar de mi petición.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Tu queja fue escalada al defensor del consumidor financiero.').waitFor();
    await page.getByRole('link', { name: 'Detalle de la queja' }).click();
    await page.getByText('La entidad sigue llamando a pesar de mi petición.').waitFor();
    await page.getByText('Motivo del escalamiento', { exact: true }).waitFor();
    const history = page.getByRole('table', { name: 'Historial de estados' });
    await history.getByText('Escalaste la queja al defensor del consumidor financiero.').waitFor();
    await screenshotBothWidths(page, 'complaint-detail-history');
  });
});
