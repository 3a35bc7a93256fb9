import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO } from './support/env.js';
import { chooseOption, signInWithMailCode } from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';

// A complaint analyst classifies a complaint as habeas data (its deadline moves), a
// jurisdictional analyst files a request from that complaint with two annexes and works it
// through classification, annex correction and the consolidated report, and an administrator
// generates a rates report for two banks and one product over a year.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
const ANALYST = { email: 'analista@demo.sfc.local', password: 'Analista#2026' };
const JURISDICTIONAL = { email: 'jurisdiccional@demo.sfc.local', password: 'Jurisdiccional#2026' };
const RECLAMACION = 'Reclamación directa a la entidad y su respuesta';

async function downloadedBook(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await (await download).path();
  return XLSX.read(await readFile(file), { type: 'buffer' });
}

describe('jurisdictional requests, classification and rates', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let complaintCode = '';

  const open = async () => {
    const opened = await newPortalPage(browser);
    contexts.push(opened.context);
    return opened.page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('a complaint analyst classifies a complaint as habeas data and sees its deadline change', async () => {
    const page = await open();
    await signInWithMailCode(page, ANALYST.email, ANALYST.password);
    await page.goto('/dashboard/classification/habeas_data?classified=no');
    await page.getByRole('heading', { name: 'Clasificación de habeas data', level: 1 }).waitFor();
    const first = page.getByRole('table').getByRole('rowheader').first().getByRole('link');
    complaintCode = (await first.textContent())!.trim();
    await expectAccessible(page, 'habeas data list');
    await screenshotBothWidths(page, 'classification-habeas-data');
    await first.click();
    await page.getByRole('heading', { name: `Queja ${complaintCode}` }).waitFor();
    const regime = page.locator('dt', { hasText: 'Régimen' }).locator('xpath=following-sibling::dd');
    const due = page.locator('dt', { hasText: 'Vence' }).locator('xpath=following-sibling::dd');
    // The detail's facts arrive after its heading: wait for them before reading the due date.
    await expect.poll(() => regime.textContent()).toBe('Queja ante la entidad');
    const dueBefore = await due.textContent();
    await page.getByRole('radio', { name: /^Reclamo/ }).check();
    // A reclamo names a claimed fact, never plain access; a consulta none or access.
    expect(await page.getByLabel('Hecho reclamado').locator('option').allTextContents()).not.toContain(
      'Acceso a la información reportada',
    );
    await page.getByRole('radio', { name: /^Consulta \(10 días hábiles/ }).check();
    expect(await page.getByLabel('Hecho reclamado').locator('option').allTextContents()).toEqual([
      'Ninguno (consulta)',
      'Acceso a la información reportada',
    ]);
    await page.getByLabel('Hecho reclamado').selectOption({ label: 'Acceso a la información reportada' });
    await page.getByRole('button', { name: 'Guardar clasificación' }).click();
    await page.getByText('Clasificación guardada: el plazo se recalculó.').waitFor();
    await expect.poll(() => regime.textContent()).toBe('Consulta de habeas data (Ley 1266 de 2008, art. 16)');
    expect(await page.getByText('10 días hábiles', { exact: true }).count()).toBe(1);
    expect(await due.textContent()).not.toBe(dueBefore);
    await page
      .getByLabel('Archivo del documento de soporte')
      .setInputFiles(pdf('certificado-central-de-riesgo.pdf'));
    await page.getByRole('button', { name: 'Adjuntar documento' }).click();
    await page.getByText('Documento adjuntado.').waitFor();
    await expectAccessible(page, 'habeas data detail');
    await screenshotBothWidths(page, 'classification-habeas-data-detail');
  });

  it('a jurisdictional analyst files a request from that complaint and works it to the consolidated report', async () => {
    const page = await open();
    await signInWithMailCode(page, JURISDICTIONAL.email, JURISDICTIONAL.password);
    await page.goto('/dashboard/fco/clasification-demand');
    await page.getByRole('heading', { name: 'Clasificación de demandas', level: 1 }).waitFor();
    await page.getByRole('table', { name: /^Clasificación de demandas/ }).waitFor();
    await expectAccessible(page, 'requests to classify');
    await screenshotBothWidths(page, 'jurisdictional-classification-list');

    await page.getByRole('link', { name: 'Registrar solicitud' }).click();
    await page.getByRole('heading', { name: 'Nueva solicitud jurisdiccional' }).waitFor();
    await expectAccessible(page, 'new request form');
    await chooseOption(page, 'Tipo de solicitud', 'Demanda: acción de protección al consumidor');
    await page.getByLabel('Queja de origen').fill(complaintCode);
    await page
      .getByRole('textbox', { name: /^Pretensiones/ })
      .fill('Que la entidad corrija el reporte y devuelva los cobros hechos sin autorización.');
    await page.getByLabel('Valor de las pretensiones (COP)').fill('85.000.000');
    await page.getByLabel('Fecha de presentación').fill('2025-11-20');
    await page
      .getByRole('group', { name: 'Documento de identidad del demandante' })
      .locator('input[type=file]')
      .setInputFiles(pdf('cedula.pdf'));
    await page
      .getByRole('group', { name: RECLAMACION })
      .locator('input[type=file]')
      .setInputFiles(pdf('reclamacion.pdf'));
    await screenshotBothWidths(page, 'jurisdictional-new-request');
    await page.getByRole('button', { name: 'Registrar solicitud' }).click();

    await page.getByRole('heading', { name: /^Solicitud 2025-SOLIP-\d{6}$/ }).waitFor();
    const radicado = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Solicitud ', '');
    await page.getByText('Solicitud registrada.', { exact: true }).waitFor();
    // 85.000.000 pesos are 59,71 SMMLV of 2025 (1.423.500): menor cuantía.
    await page.getByText('Menor cuantía').waitFor();
    await page.getByText('59,71 SMMLV (SMMLV 2025: $ 1.423.500)').waitFor();
    await page.getByText(complaintCode, { exact: true }).waitFor();
    expect(await page.getByText('Cumple.').count()).toBe(4);
    await expectAccessible(page, 'request to classify');
    await screenshotBothWidths(page, 'jurisdictional-request-classify');
    expect(await page.getByLabel('Tipo de análisis').inputValue()).toBe('1');
    await page
      .getByLabel('Observación de la clasificación')
      .fill('Cobros sin autorización: competencia del despacho.');
    await page.getByRole('button', { name: 'Confirmar clasificación' }).click();
    await page
      .getByText('Clasificada como «Admisión» (Propuesta automática confirmada).', { exact: true })
      .waitFor();
    // The note typed at classification stays on the request.
    await page.getByText('Cobros sin autorización: competencia del despacho.', { exact: true }).waitFor();

    // The prior claim lacks the entity's answer: to be corrected, then uploaded again.
    const mark = page.getByRole('form', { name: `Cambiar estado: ${RECLAMACION}` });
    await mark.getByLabel('Estado del anexo').selectOption({ label: 'Por corregir' });
    await mark.getByLabel('Observación').fill('Falta la respuesta de la entidad.');
    await mark.getByRole('button', { name: 'Cambiar estado' }).click();
    await page.getByText('Estado del anexo actualizado.', { exact: true }).waitFor();
    const retry = page.getByRole('form', { name: `Reintentar carga: ${RECLAMACION}` });
    await retry
      .getByLabel(`Archivo corregido de «${RECLAMACION}»`)
      .setInputFiles(pdf('reclamacion-con-respuesta.pdf'));
    await retry.getByRole('button', { name: 'Reintentar carga' }).click();
    await page.getByText('Anexo cargado de nuevo.', { exact: true }).waitFor();
    await page.getByRole('cell', { name: /^reclamacion-con-respuesta\.pdf/ }).waitFor();
    expect(await page.getByRole('form', { name: `Reintentar carga: ${RECLAMACION}` }).count()).toBe(0);

    await page.goto('/dashboard/fco/management-demand');
    await page.getByRole('link', { name: radicado }).waitFor();
    await expectAccessible(page, 'requests in management');
    await screenshotBothWidths(page, 'jurisdictional-management');
    const book = await downloadedBook(page, () =>
      page.getByRole('button', { name: 'Descargar informe consolidado (xlsx)' }).click(),
    );
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Solicitudes!);
    const ours = rows.find((r) => r.Radicado === radicado);
    expect(ours).toMatchObject({
      Cuantía: 'Menor cuantía',
      Estado: 'Clasificada',
      'Tipo de análisis': 'Admisión',
      'Queja de origen': complaintCode,
    });

    await page.getByRole('link', { name: radicado }).click();
    await page.getByRole('button', { name: 'Imprimir' }).waitFor();
    await page
      .getByText(
        'Anexo cargado de nuevo: Reclamación directa a la entidad y su respuesta: reclamacion-con-respuesta.pdf',
      )
      .waitFor();
    await expectAccessible(page, 'printable request');
    await screenshotBothWidths(page, 'jurisdictional-request');
    await page.getByText('Cobros sin autorización: competencia del despacho.', { exact: true }).waitFor();

    // A classified request offers only the next steps of the process; a rejected one is final.
    const statusForm = page.getByRole('region', { name: 'Cambiar estado' });
    const next = statusForm.getByRole('combobox', { name: 'Estado', exact: true });
    expect(await next.locator('option').allTextContents()).toEqual([
      'Admitida',
      'Inadmitida, en término para subsanar',
      'Rechazada',
    ]);
    await next.selectOption({ label: 'Rechazada' });
    await statusForm.getByRole('button', { name: 'Cambiar estado' }).click();
    const finished = 'La solicitud está «Rechazada»: ya terminó y no admite cambios.';
    await page.getByText(finished, { exact: true }).waitFor();

    await page.goto('/dashboard/fco/historical-demand');
    await page.getByRole('link', { name: radicado }).waitFor();
    await expectAccessible(page, 'request history');
    await page.getByRole('link', { name: radicado }).click();
    await page.getByText(finished, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Cambiar estado' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: /^(Cambiar estado|Reintentar carga):/ }).count()).toBe(0);

    // The demo data covers the current year: a request filed today has its cuantía.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
    await page.goto('/dashboard/fco/clasification-demand');
    await page.getByRole('link', { name: 'Registrar solicitud' }).click();
    await chooseOption(page, 'Tipo de solicitud', 'Demanda: acción de protección al consumidor');
    await page.getByLabel('Queja de origen').fill(complaintCode);
    await page.getByRole('textbox', { name: /^Pretensiones/ }).fill('Que la entidad devuelva el cobro.');
    await page.getByLabel('Valor de las pretensiones (COP)').fill('3.000.000');
    await page.getByLabel('Fecha de presentación').fill(today);
    await page.getByRole('button', { name: 'Registrar solicitud' }).click();
    await page.getByText('Solicitud registrada.', { exact: true }).waitFor();
    await page.getByText('Mínima cuantía').waitFor();
    await page.getByText(new RegExp(`SMMLV \\(SMMLV ${today.slice(0, 4)}: \\$ `)).waitFor();
    expect(await page.getByText(/No hay SMMLV registrado/).count()).toBe(0);
  });

  it('an administrator generates a rates report for two banks and one product over a year', async () => {
    const page = await open();
    await signInWithMailCode(page, DEMO.staff.email, DEMO.staff.password);
    await page.goto('/dashboard/rates');
    await page.getByRole('heading', { name: 'Reporte de tarifas', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Entidades/ }).click();
    await page.getByRole('checkbox', { name: 'Bancolombia', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Davivienda', exact: true }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Productos/ }).click();
    await page.getByRole('checkbox', { name: 'Cuenta de ahorros', exact: true }).check();
    await page.keyboard.press('Escape');
    await page.getByLabel('Periodo desde').fill('2025-01');
    await page.getByLabel('Periodo hasta').fill('2025-12');
    await expectAccessible(page, 'rates report form');
    const book = await downloadedBook(page, () =>
      page.getByRole('button', { name: 'Generar reporte' }).click(),
    );
    // Six savings-account fees, four quarterly reports, two banks.
    await page.getByText('Reporte generado: 48 filas.').waitFor();
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Tarifas!);
    expect(rows).toHaveLength(48);
    expect(new Set(rows.map((r) => r.Entidad))).toEqual(new Set(['Bancolombia', 'Davivienda']));
    expect(new Set(rows.map((r) => r.Producto))).toEqual(new Set(['Cuenta de ahorros']));
    expect(new Set(rows.map((r) => String(r.Periodo)))).toEqual(
      new Set(['2025-01', '2025-04', '2025-07', '2025-10']),
    );
    await expectAccessible(page, 'rates report preview');
    await screenshotBothWidths(page, 'rates-report');

    // The import's hint names every column the import requires, and its template imports as is.
    await page
      .getByText(/columnas en la primera fila: formato \(id o nombre corto del formato: 1 o cuentas/)
      .waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar plantilla (xlsx)' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('plantilla-tarifas.xlsx');
    const templateBytes = await readFile(await saved.path());
    const template = XLSX.read(templateBytes, { type: 'buffer' });
    const [header] = XLSX.utils.sheet_to_json<string[]>(template.Sheets.Tarifas!, { header: 1 });
    expect(header).toEqual([
      'formato',
      'entidad',
      'nit',
      'producto',
      'servicio',
      'canal',
      'tarifa',
      'unidad',
      'periodo',
    ]);
    await page.getByLabel('Archivo del reporte').setInputFiles({
      name: saved.suggestedFilename(),
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: templateBytes,
    });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page.getByText('1 tarifas importadas.', { exact: true }).waitFor();
  });
});
