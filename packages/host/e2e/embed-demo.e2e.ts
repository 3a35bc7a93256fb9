import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { expectAccessible, HIGH_CONTRAST_CLASS } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO } from './support/env.js';
import { withAccountLock } from './support/account-lock.js';
import { latestSignInCode, mailCount, untilSignInCodeCanBeResent } from './support/outbox.js';
import { chooseOption } from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';

// The authority's CMS page imitated (packages/widgets/embed-demo/index.html, served at
// /embed-demo): its own aggressive global CSS and the five elements, one script tag each.
const ELEMENTS = [
  'sfc-accessibility-bar',
  'sfc-alerts-bell',
  'sfc-complaint-form',
  'sfc-complaint-tracking',
  'sfc-report-viewer',
] as const;
// What the CMS theme paints every light-DOM button with (`background: #ffd400 !important`).
const CMS_BUTTON_BACKGROUND = 'rgb(255, 212, 0)';

/** The computed value of `property` of the first element `locator` matches (shadow roots pierced). */
const computed = (locator: Locator, property: string) =>
  locator.first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** Signs in through the sign-in an element shows (prelogin, mail code from the outbox). */
async function signInThrough(host: Locator, email: string, password: string): Promise<void> {
  await host.getByLabel('Correo electrónico').fill(email);
  await host.getByLabel(/^Contraseña\W*$/).fill(password);
  await host.getByRole('button', { name: 'Continuar' }).click();
  await host.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
  await host.getByRole('radio', { name: /correo electrónico/ }).check();
  await withAccountLock(email, async () => {
    await untilSignInCodeCanBeResent(email);
    const before = await mailCount(email);
    await host.getByRole('button', { name: 'Continuar' }).click();
    await host.getByLabel('Dígito 1 de 6').fill(await latestSignInCode(email, before));
    await host.getByRole('button', { name: 'Verificar' }).click();
  });
}

/** Picks the first option of the searchable select labelled `label` inside `host`. */
async function chooseFirst(host: Locator, label: string): Promise<void> {
  const input = host.getByRole('combobox', { name: label });
  await expect.poll(() => input.isDisabled()).toBe(false);
  await input.click();
  await host.getByRole('option').first().click();
}

describe('the CMS page that embeds the five elements', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let form: Locator;
  let tracking: Locator;
  let viewer: Locator;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
    form = page.locator('sfc-complaint-form');
    tracking = page.locator('sfc-complaint-tracking');
    viewer = page.locator('sfc-report-viewer');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('loads every element from its script tag, each isolated from the page CSS and the page from them', async () => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/widgets/') && !response.ok()) failed.push(response.url());
    });
    await page.goto('/embed-demo');
    await page.evaluate(
      (tags) => Promise.all(tags.map((tag) => customElements.whenDefined(tag))),
      [...ELEMENTS],
    );
    await form.getByRole('heading', { name: 'Ingresa para radicar tu queja' }).waitFor();
    expect(failed).toEqual([]);

    // The page paints its own buttons yellow with a serif font; the elements' buttons keep theirs.
    const pageButton = page.locator('.cms-newsletter button');
    expect(await computed(pageButton, 'background-color')).toBe(CMS_BUTTON_BACKGROUND);
    expect(await computed(pageButton, 'font-family')).toContain('Georgia');
    const continueButton = form.getByRole('button', { name: 'Continuar' });
    expect(await computed(continueButton, 'background-color')).not.toBe(CMS_BUTTON_BACKGROUND);
    expect(await computed(continueButton, 'font-family')).not.toContain('Georgia');
    expect(await computed(continueButton, 'border-top-style')).not.toBe('dashed');
    expect(await computed(form.getByLabel('Correo electrónico'), 'text-transform')).toBe('none');
    // Nothing of the elements' styles reaches the page: its heading keeps the CMS theme.
    expect(await computed(page.locator('main > h1'), 'text-transform')).toBe('uppercase');

    // One sign-in for the page (two identical forms were stacked): the form element has it, the
    // tracking element points to it and takes the person there.
    expect(await page.getByLabel('Correo electrónico').count()).toBe(1);
    expect(await tracking.getByLabel('Correo electrónico').count()).toBe(0);
    await tracking
      .getByText('Ingresa una sola vez para toda la página, en «Ingresa para radicar tu queja»', {
        exact: false,
      })
      .waitFor();
    await tracking.getByRole('button', { name: 'Ir al ingreso' }).click();
    expect(await form.getByLabel('Correo electrónico').evaluate((input) => input.matches(':focus'))).toBe(
      true,
    );

    // Signed out: the staff-only bell shows nothing; the viewer asks to sign in.
    expect(await page.locator('sfc-alerts-bell').getByRole('button').count()).toBe(0);
    await viewer.getByText('Inicia sesión para consultar los reportes.').waitFor();
    await expectAccessible(page, 'embed demo (signed out)');
    await screenshotBothWidths(page, 'embed-demo-signed-out');
  });

  it('a consumer signs in through the complaint form; the tracking element updates without a reload', async () => {
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await tracking.getByRole('heading', { name: 'Ingresa para consultar tus quejas' }).waitFor();
    await signInThrough(form, DEMO.consumer.email, DEMO.consumer.password);

    await form.getByRole('heading', { name: 'Radicar una queja' }).waitFor();
    const list = tracking.getByRole('table');
    await list.waitFor();
    expect(await list.getByRole('row').filter({ hasText: 'Nequi' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(new URL(page.url()).pathname).toBe('/embed-demo');
    // A consumer's account opens no report: no «Consultar» that can only answer "Tu rol no tiene acceso".
    await viewer
      .getByText('Los reportes son para funcionarios con acceso a reportes.', { exact: false })
      .waitFor();
    expect(await viewer.getByRole('button', { name: 'Consultar' }).count()).toBe(0);
    expect(await viewer.getByText('Tu rol no tiene acceso a los reportes.').count()).toBe(0);
  }, 120_000);

  it('files a complaint through the form element, and the tracking element lists it', async () => {
    await chooseOption(form, 'Tipo de entidad', 'Establecimientos bancarios');
    // The report viewer's "Entidad" select on the same page lists Bancolombia too.
    await chooseOption(form, 'Entidad vigilada', 'Bancolombia');
    for (const label of ['Producto', 'Motivo', 'Canal', 'Departamento', 'Municipio'])
      await chooseFirst(form, label);
    await form
      .getByLabel('Describe los hechos de tu queja')
      .fill('Desde la página de contenidos: me cobraron una comisión que no autoricé.');
    await form.getByRole('radio', { name: 'No' }).check();
    await form.getByRole('button', { name: 'Radicar queja' }).click();

    const codeText = form.locator('.sfc-filed__code');
    await codeText.waitFor();
    const code = ((await codeText.textContent()) ?? '').trim();
    expect(code).toMatch(/^17\d+$/);
    // The receipt, as the portal's: entity, date and time, the entity's deadline, print and download.
    const receipt = form.locator('[part="receipt"]');
    const value = (label: string) =>
      receipt
        .locator('div')
        .filter({ has: page.locator(`dt:text-is("${label}")`) })
        .locator('dd');
    await value('Entidad').filter({ hasText: 'Bancolombia' }).waitFor();
    expect(await value('Fecha de radicación').textContent()).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(hora de Colombia\)$/,
    );
    expect(await value('Plazo de respuesta de la entidad').textContent()).toMatch(
      /^15 días hábiles: a más tardar el \d{2}\/\d{2}\/\d{4}$/,
    );
    await receipt.getByRole('button', { name: 'Imprimir constancia' }).waitFor();
    const saved = page.waitForEvent('download');
    await receipt.getByRole('button', { name: 'Descargar constancia' }).click();
    const receiptFile = await saved;
    expect(receiptFile.suggestedFilename()).toBe(`constancia-queja-${code}.html`);
    const receiptHtml = readFileSync(await receiptFile.path(), 'utf8');
    for (const text of [
      'Constancia de radicación',
      code,
      'Bancolombia',
      'hora de Colombia',
      '15 días hábiles',
    ])
      expect(receiptHtml).toContain(text);
    const row = tracking.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    expect(await row.getByRole('cell', { name: 'Recibida' }).count()).toBe(1);
    await expectAccessible(page, 'embed demo (complaint filed)');
    await screenshotBothWidths(page, 'embed-demo-complaint-filed');
  });

  it('the accessibility bar changes the font size and contrast of the page and of every element', async () => {
    const bar = page.locator('sfc-accessibility-bar');
    const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    const trackingTitle = tracking.getByRole('heading', { name: 'Seguimiento de mis quejas' });
    const titleBefore = parseFloat(await computed(trackingTitle, 'font-size'));
    const before = await rootSize();
    await bar.getByRole('button', { name: /Aumentar letra/ }).click();
    await expect.poll(rootSize).not.toBe(before);
    expect(parseFloat(await rootSize())).toBeGreaterThan(parseFloat(before));
    expect(parseFloat(await computed(trackingTitle, 'font-size'))).toBeGreaterThan(titleBefore);

    const detailLink = tracking.getByRole('link', { name: /Ver detalle/ });
    const linkColour = await computed(detailLink, 'color');
    await bar.getByRole('button', { name: /Contraste/ }).click();
    expect(
      await page.evaluate((cls) => document.documentElement.classList.contains(cls), HIGH_CONTRAST_CLASS),
    ).toBe(true);
    await expect.poll(() => computed(detailLink, 'color')).not.toBe(linkColour);
    await screenshotBothWidths(page, 'embed-demo-high-contrast-larger');

    await bar.getByRole('button', { name: /Contraste/ }).click();
    await bar.getByRole('button', { name: /Reducir letra/ }).click();
    await expect.poll(rootSize).toBe(before);
  });

  it('a staff member signs in after the consumer signs out, sees the bell and exports a report to xlsx', async () => {
    await form.getByRole('button', { name: 'Cerrar sesión' }).first().click();
    await form.getByRole('heading', { name: 'Ingresa para radicar tu queja' }).waitFor();
    await tracking.getByRole('heading', { name: 'Ingresa para consultar tus quejas' }).waitFor();

    await signInThrough(form, DEMO.staff.email, DEMO.staff.password);
    const bell = page.locator('sfc-alerts-bell').getByRole('button', { name: /^Alertas: \d+ sin leer$/ });
    await bell.waitFor();
    await bell.click();
    await page
      .locator('sfc-alerts-bell')
      .getByText(/Nueva queja/)
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    await viewer.getByRole('button', { name: 'Consultar' }).click();
    await viewer.getByRole('tab', { name: 'Tabla' }).click();
    const table = viewer.getByRole('table');
    await table.waitFor();
    const shown = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
      );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.flat()).toContain('Bancolombia');
    await expectAccessible(page, 'embed demo (staff, report)');
    await screenshotBothWidths(page, 'embed-demo-report');

    const download = page.waitForEvent('download');
    await viewer.getByRole('button', { name: 'Exportar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = XLSX.read(readFileSync(await file.path()));
    const sheetName = workbook.SheetNames[0] ?? '';
    expect(sheetName).toBe('Reporte');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[sheetName] as XLSX.WorkSheet, {
      header: 1,
      raw: false,
    });
    // A header row, then the rows the table shows, cell for cell.
    expect(rows.slice(1).map((row) => row.map((cell) => String(cell ?? '').trim()))).toEqual(shown);
  }, 120_000);
});
