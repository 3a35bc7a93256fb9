import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import {
  chooseOption,
  expectPath,
  newConsumer,
  registerConsumer,
  signInWithMailCode,
  visit,
} from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';

const REQUIRED = 'Este campo es obligatorio';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// What people write: several paragraphs, accents and ñ. Chromium sends each line break as CRLF.
const COMPLAINT_TEXT = [
  'El 3 de noviembre apareció en mi extracto una compra de $250.000 que no reconozco.',
  '',
  'Llamé a la línea de atención y el señor Muñoz me dijo que abrirían una investigación.',
  'Han pasado tres semanas y no tengo respuesta; pido la reversión del cobro.',
].join('\n');
const SUPPORT_TEXT = [
  'Al adjuntar el extracto la página se queda cargando.',
  '',
  'Probé dos veces desde Bogotá, con conexión estable. ¿Podrían revisarlo? Gracias, Peña.',
].join('\n');

/** Picks the first option of the searchable select labelled `label` (catalogue names vary). */
async function chooseFirst(page: Page, label: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await expect.poll(() => input.isDisabled()).toBe(false);
  await input.click();
  await page.getByRole('option').first().waitFor();
  await page.getByRole('option').first().click();
}

describe('texts of several paragraphs are accepted and kept', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const consumer = newConsumer('parrafos', 'Ñusta', 'Muñoz');

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

  it('files a complaint whose text has several paragraphs and shows them on the detail', async () => {
    await visit(page, '/customer/complaint/registration', 'complaint registration');
    await chooseOption(page, 'Tipo de entidad', 'Establecimientos bancarios');
    await chooseOption(page, 'Entidad vigilada', 'Bancolombia');
    for (const label of ['Producto', 'Motivo', 'Canal', 'Departamento', 'Municipio'])
      await chooseFirst(page, label);
    await page.getByLabel('Describe los hechos de tu queja').fill(COMPLAINT_TEXT);
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Radicar queja' }).click();
    await expectPath(page, '/customer/complaint/message');
    const code = (await page.getByTestId('codigo-queja').textContent()) ?? '';
    expect(code).toMatch(/^\d+$/);

    await page.goto('/customer/complaint/tracking');
    await page.getByRole('link', { name: `Ver detalle de la queja ${code}` }).click();
    await page.waitForURL(/\/customer\/complaint\/tracking\/detail\/\d+$/);
    const text = page.locator('.sfc-detail__text');
    await text.waitFor();
    expect(await text.innerText()).toBe(COMPLAINT_TEXT);
    await screenshotBothWidths(page, 'complaint-detail-paragraphs');
  });

  it('adds an annex: the success message shows alone, no "obligatorio" under it', async () => {
    await page.getByRole('link', { name: 'Agregar anexos' }).click();
    await page.waitForURL(/\/customer\/complaint\/details\/\d+\/anexos\/1\/\d+$/);
    await page
      .getByRole('group', { name: /Anexos nuevos/ })
      .locator('input[type=file]')
      .setInputFiles({ name: 'respuesta-del-banco.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Agregar anexos' }).click();
    await page.getByText('Los anexos fueron agregados a tu queja.').waitFor();
    expect(await page.getByText(REQUIRED).count()).toBe(0);
    await screenshotBothWidths(page, 'complaint-annexes-added');
  });

  it('sends a support request of several paragraphs: success, and the emptied form shows no errors', async () => {
    await visit(page, '/technical-support', 'technical support');
    await page.getByLabel('Nombre completo').fill('Ñusta Muñoz');
    await page.getByLabel('Correo electrónico').fill(consumer.email);
    await chooseFirst(page, 'Tipo de problema');
    await page.getByLabel('Describe el problema').fill(SUPPORT_TEXT);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByRole('status').filter({ hasText: 'soporte técnico' }).waitFor();
    expect(await page.getByText('Verificación de firma fallida').count()).toBe(0);
    expect(await page.getByText(REQUIRED).count()).toBe(0);
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await page.getByLabel('Describe el problema').inputValue()).toBe('');
    await expectAccessible(page, 'technical support sent');
    await screenshotBothWidths(page, 'technical-support-sent');
  });
});
