import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO, PORTAL_URL } from './support/env.js';
import { chooseOption, expectPath, signInWithMailCode } from './support/portal.js';
import { SCREENSHOT_DIR } from './support/screenshots.js';

/** MM/DD/YYYY hh:mm followed by the zone: the portal's one display rule (docs/dates.md). */
const DATE_TIME_WITH_ZONE = /(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4} \d{2}:\d{2} \(hora de Colombia\)/;
const VERIFIED = /^Esta constancia corresponde a una radicación registrada el (.+) y no ha sido alterada\.$/;
const MARKER = /SFC-CONSTANCIA:v1:(\d+):([0-9a-f]{64}):(\d+):([0-9a-f]{64})/;

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Accessible and without sideways scroll at a phone's 390 px and a laptop's 1366 px (screenshots of both). */
async function checkBothWidths(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await noSidewaysScroll(page), `${name} at ${width} px`).toBe(true);
    await expectAccessible(page, `${name} at ${width} px`);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
}

describe('a filing receipt anyone can verify', () => {
  let browser: Browser;
  let consumer: { context: BrowserContext; page: Page };
  let visitor: { context: BrowserContext; page: Page };
  let pdf: Buffer;
  let code = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    consumer = await newPortalPage(browser);
    visitor = await newPortalPage(browser);
  });
  afterAll(async () => {
    await consumer?.context.close();
    await visitor?.context.close();
    await browser?.close();
  });

  it('the consumer files a complaint and downloads its «Constancia de radicación»', async () => {
    const { page } = consumer;
    await signInWithMailCode(page, DEMO.consumer.email, DEMO.consumer.password);
    await page.goto('/customer/complaint/registration');
    await chooseOption(page, 'Tipo de entidad', 'Establecimientos bancarios');
    await chooseOption(page, 'Entidad vigilada', 'Bancolombia');
    await chooseOption(page, 'Producto', 'Cuenta de ahorros');
    await chooseOption(page, 'Motivo', 'Inconformidades relacionadas con el proceso de cobranza');
    await chooseOption(page, 'Canal', 'Oficinas');
    await chooseOption(page, 'Departamento', 'Antioquia');
    await chooseOption(page, 'Municipio', 'Medellín');
    await page
      .getByLabel('Describe los hechos de tu queja')
      .fill('Me cobran una cuota de manejo que no acepté y la oficina no me da una explicación por escrito.');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Radicar queja' }).click();
    await expectPath(page, '/customer/complaint/message');
    code = ((await page.getByTestId('codigo-queja').textContent()) ?? '').trim();
    expect(code).toMatch(/^17\d+$/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar constancia' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`constancia-${code}.pdf`);
    pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(MARKER.exec(pdf.toString('latin1'))?.[1]).toBe(code);
  }, 40_000);

  it('anyone uploads it on /verificar and reads that it is registered and unaltered', async () => {
    const { page } = visitor;
    await page.goto('/verificar');
    await page.getByLabel('Constancia de radicación (PDF)').setInputFiles({
      name: `constancia-${code}.pdf`,
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    const verdict = page.getByTestId('ledger-verdict');
    await verdict.waitFor();
    const sentence = ((await verdict.textContent()) ?? '').trim();
    expect(sentence).toMatch(VERIFIED);
    expect(VERIFIED.exec(sentence)?.[1]).toMatch(DATE_TIME_WITH_ZONE);
    // The code and hash were read from the file; no personal data is on the page.
    expect(await page.getByLabel('Código de la queja').inputValue()).toBe(code);
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).not.toContain('Cuenta de ahorros');
    expect(main).not.toContain('cuota de manejo');
    await checkBothWidths(page, 'ledger-verify');
  });

  it('refuses a receipt whose hash was changed, typed or inside the PDF', async () => {
    const { page } = visitor;
    const [, , hash] = MARKER.exec(pdf.toString('latin1'))!;
    const changed = `${hash!.slice(0, -1)}${hash!.endsWith('0') ? '1' : '0'}`;
    await page.goto(`/verificar?codigo=${code}&hash=${changed}`);
    await page.getByText(/^No encontramos una radicación con ese código y esa huella\./).waitFor();
    expect(await page.getByTestId('ledger-verdict').count()).toBe(0);

    await page.goto('/verificar');
    await page.getByLabel('Constancia de radicación (PDF)').setInputFiles({
      name: 'constancia.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdf.toString('latin1').replace(hash!, changed), 'latin1'),
    });
    await page.getByText(/^No encontramos una radicación con ese código y esa huella\./).waitFor();
    await page.getByLabel('Constancia de radicación (PDF)').setInputFiles({
      name: 'otra.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('no es un PDF'),
    });
    await page
      .getByRole('alert')
      .getByText(/^No pudimos leer el archivo\./)
      .waitFor();
  });

  it('/transparencia/registro shows the newest signed head, the history of heads and the public key', async () => {
    const { page } = visitor;
    const key = (await (await fetch(`${PORTAL_URL}/api/ledger/key/`)).json()) as { public_key: string };
    await page.goto('/transparencia/registro');
    await page.getByRole('heading', { level: 1, name: 'Registro de integridad de las quejas' }).waitFor();
    await page.getByTestId('ledger-tree-size').waitFor();
    expect(await page.getByTestId('ledger-public-key').textContent()).toBe(key.public_key);
    const history = page.getByRole('table', { name: /Cabeceras firmadas/ });
    await history.locator('tbody tr').first().waitFor();
    expect(await history.locator('tbody tr').count()).toBeGreaterThan(0);
    await checkBothWidths(page, 'ledger-register');
  });
});
