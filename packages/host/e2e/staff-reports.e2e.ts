import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { expectPath, signInWithMailCode } from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';

/** Demo logins seeded by `npm start` (packages/server/src/domain/staff-admin/seed-staff-demo.ts). */
const ANALYST = { email: 'analista@demo.sfc.local', password: 'Analista#2026' };
const EV_USER = { email: 'ev@demo.sfc.local', password: 'Entidad#2026' };

/** A year back from today: the dashboards' demo data covers it. */
function period(): string {
  const end = new Date().toISOString().slice(0, 10);
  const start = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return `desde=${start}&hasta=${end}`;
}

interface Answer {
  title: string;
  columns: { key: string; label: string }[];
  rows: Record<string, string | number | null>[];
  chart: { labels: string[]; datasets: { label: string; key?: string; data: number[] }[] };
}

/** A table cell as the screen writes it (es-CO: "1.234", "10,5") back to a number. */
function cellNumber(text: string): number | null {
  if (text.trim() === '') return null;
  return Number(text.replace(/\./g, '').replace(',', '.'));
}

/** The data table beside the chart: its headers and its rows' cell texts. */
async function readTable(page: Page): Promise<{ headers: string[]; rows: string[][] }> {
  const table = page.locator('.dash-report__table table');
  await table.waitFor();
  const headers = await table.locator('thead th').allInnerTexts();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText)));
  return { headers, rows };
}

/** Opens `path` (the report asked in its URL) and returns the server's answer the screen shows. */
async function openReport(page: Page, path: string, endpoint: string): Promise<Answer> {
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/dashboard/${endpoint}/`) && response.request().method() === 'POST',
  );
  await page.goto(path);
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as Answer;
}

/** The table shows every chart series: the column of each dataset holds the chart's values. */
function expectTableMatchesChart(answer: Answer, table: { headers: string[]; rows: string[][] }) {
  expect(table.headers).toEqual(answer.columns.map((c) => c.label));
  expect(table.rows.map((r) => r[0])).toEqual(answer.chart.labels);
  for (const dataset of answer.chart.datasets) {
    const index = answer.columns.findIndex((c) => c.key === dataset.key);
    expect(index, dataset.label).toBeGreaterThan(0);
    expect(table.rows.map((r) => cellNumber(r[index]!) ?? 0)).toEqual(dataset.data);
  }
}

/** Whether the chart's canvas has something drawn on it. */
function chartDrawn(page: Page): Promise<boolean> {
  return page.locator('.dash-report__visual canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) return false;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) return true;
    return false;
  });
}

/** Exports the shown report (xlsx, the default) and reads the file back with SheetJS. */
async function exportedRows(page: Page): Promise<unknown[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  const file = await (await download).path();
  const book = XLSX.read(await readFile(file));
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: null });
}

describe('staff read the dashboards, an entity user its alerts', () => {
  let browser: Browser;
  let analyst: { context: BrowserContext; page: Page };
  let ev: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    analyst = await newPortalPage(browser);
    ev = await newPortalPage(browser);
    await signInWithMailCode(analyst.page, ANALYST.email, ANALYST.password);
  });
  afterAll(async () => {
    await analyst?.context.close();
    await ev?.context.close();
    await browser?.close();
  });

  it('shows each report as a chart with the same numbers in its table and its export', async () => {
    const { page } = analyst;
    const reports: [path: string, endpoint: string, heading: string][] = [
      [
        '/dashboard/management/complaints?reporte=complaints&agrupar_por=producto',
        'complaints',
        'Reporte de quejas',
      ],
      [
        '/dashboard/management/complaints?reporte=complaint_response_time',
        'complaint_response_time',
        'Reporte de quejas',
      ],
      [
        '/dashboard/management/complaints?reporte=complaint_satisfaction',
        'complaint_satisfaction',
        'Reporte de quejas',
      ],
      [
        '/dashboard/management/fraud?reporte=complaint_fraud&agrupar_por=modalidad',
        'complaint_fraud',
        'Reporte de fraude',
      ],
      [
        '/dashboard/management/favorability?reporte=complaint_favorability',
        'complaint_favorability',
        'Reporte de favorabilidad',
      ],
    ];
    for (const [path, endpoint, heading] of reports) {
      const answer = await openReport(page, `${path}&${period()}`, endpoint);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(answer.rows.length, endpoint).toBeGreaterThan(0);
      const table = await readTable(page);
      expectTableMatchesChart(answer, table);
      await expect.poll(() => chartDrawn(page), { timeout: 10_000 }).toBe(true);
      const sheet = await exportedRows(page);
      expect(sheet[0]).toEqual(table.headers);
      expect(sheet.slice(1).map((row) => row.map((v) => (v === null ? '' : v)))).toEqual(
        table.rows.map((row) => row.map((text, i) => (i === 0 ? text : (cellNumber(text) ?? '')))),
      );
      await expectAccessible(page, `report ${endpoint}`);
    }
    await screenshotBothWidths(page, 'dashboard-report-favorability');

    // The filter form asks the same report again for one entity; the URL keeps the question.
    await page.goto('/dashboard/management/complaints');
    await page.getByLabel('Agrupar por').selectOption({ label: 'Departamento' });
    await page.getByLabel('Entidad', { exact: true }).selectOption({ label: 'Bancolombia' });
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByRole('heading', { level: 2, name: 'Tabla de datos' }).waitFor();
    expect(page.url()).toMatch(/agrupar_por=departamento/);
    const byDepartment = await readTable(page);
    expect(byDepartment.headers[0]).toBe('Departamento');
    const complaints = byDepartment.rows.reduce((sum, row) => sum + (cellNumber(row[1]!) ?? 0), 0);

    // Every complaint of the period, streamed by the server as CSV, with the rows counted as they arrive.
    await page.getByLabel('Formato del archivo').selectOption('csv');
    const streamed = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar quejas' }).click();
    const csv = await readFile(await (await streamed).path(), 'utf8');
    await page.getByText(`Listo: ${complaints.toLocaleString('es-CO')} filas`).waitFor();
    expect(csv.trim().split('\r\n')).toHaveLength(complaints + 1);
    await screenshotBothWidths(page, 'dashboard-report-complaints');
  });

  it('colours the departments of the map, reads its legend, and drills down to municipalities', async () => {
    const { page } = analyst;
    const answer = await openReport(
      page,
      `/dashboard/management/map?reporte=complaint_map&${period()}`,
      'complaint_map',
    );
    const departments = page.getByRole('button', { name: /: [\d.]+ quejas$/ });
    await expect.poll(() => departments.count()).toBe(33);
    const fills = await page
      .locator('.colombia-map__department')
      .evaluateAll((paths) => paths.map((p) => [p.getAttribute('data-codigo'), p.getAttribute('fill')]));
    const withComplaints = answer.rows.filter((r) => Number(r.quejas) > 0).map((r) => r.codigo);
    expect(withComplaints.length).toBeGreaterThan(20);
    expect(new Set(fills.map(([, fill]) => fill)).size).toBeGreaterThan(3);
    for (const [code, fill] of fills) {
      expect(fill === '#f0f0f0', `department ${code}`).toBe(!withComplaints.includes(code));
    }
    await page.getByRole('list', { name: 'Quejas por departamento' }).getByRole('listitem').first().waitFor();
    await page.getByText('Fuente: DANE – Marco Geoestadístico Nacional 2018').waitFor();
    const table = await readTable(page);
    expect(table.rows.map((r) => [r[0], cellNumber(r[2]!)])).toEqual(
      answer.rows.map((r) => [r.codigo, r.quejas]),
    );
    await expectAccessible(page, 'complaints map');
    await screenshotBothWidths(page, 'dashboard-map');

    // San Andrés is in its inset and answers the keyboard like every department.
    const drill = page.waitForResponse((r) => r.url().includes('/api/dashboard/complaint_map/'));
    await page.getByRole('button', { name: /^Archipiélago de San Andrés/ }).focus();
    await page.keyboard.press('Enter');
    await drill;
    await page.getByText('Municipios de Archipiélago de San Andrés, Providencia y Santa Catalina').waitFor();
    expect((await readTable(page)).headers[1]).toBe('Municipio');
    await page.getByRole('button', { name: 'Volver a los departamentos' }).click();
    await expect.poll(async () => (await readTable(page)).rows.length).toBe(33);
  });

  it('an analyst changes an alert setting and the next alerts follow it', async () => {
    const { page } = analyst;
    const unread = async () => {
      const name = await page.getByRole('button', { name: /^Alertas: / }).getAttribute('aria-label');
      return Number(/(\d+) sin leer/.exec(name ?? '')?.[1] ?? 0);
    };
    await page.goto('/dashboard/home');
    await page.getByRole('button', { name: /^Alertas: / }).waitFor();
    const before = await unread();
    await page.goto('/dashboard/alerts/settings');
    await page.getByRole('heading', { level: 1, name: 'Configuración de alertas' }).waitFor();
    await expectAccessible(page, 'alert settings');
    const days = page.getByLabel('Días hábiles de anticipación: Vencimiento próximo');
    await days.fill('15');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Se guardó la configuración de «Vencimiento próximo».').waitFor();
    await screenshotBothWidths(page, 'dashboard-alert-settings');
    // Complaints due within 15 business days (not only 3) now raise "Vencimiento próximo".
    await page.goto('/dashboard/home');
    await page.getByRole('button', { name: /^Alertas: / }).waitFor();
    await expect.poll(unread).toBeGreaterThan(before);
  });

  it("an entity's user sees only their entity's alerts and reports", async () => {
    const { page } = ev;
    await signInWithMailCode(page, EV_USER.email, EV_USER.password);
    await page.getByRole('link', { name: /^Alertas EV: \d+ sin leer$/ }).click();
    await expectPath(page, '/dashboard/alerts/Notifications_ev');
    await page.getByRole('heading', { level: 1, name: 'Alertas de la entidad' }).waitFor();
    const rows = page.locator('.staff-list table tbody tr');
    await rows.first().waitFor();
    const seen = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        title: (tr.children[2] as HTMLElement).innerText,
        code: (tr.children[3] as HTMLElement).innerText,
      })),
    );
    expect(seen.some((row) => row.code !== '')).toBe(true);
    for (const row of seen) {
      // Bancolombia (1-7): every codigo_queja starts with its prefix "17" and a year; an alert
      // about the entity itself (an early warning) has no complaint and names Bancolombia.
      if (row.code) expect(row.code).toMatch(/^1720\d{2}/);
      else expect(row.title).toMatch(/^Alerta temprana: Bancolombia/);
    }
    await expectAccessible(page, 'entity alerts');
    await screenshotBothWidths(page, 'dashboard-entity-alerts');

    const answer = await openReport(
      page,
      `/dashboard/management/complaints?reporte=complaint_response_time&${period()}`,
      'complaint_response_time',
    );
    expect(answer.rows.map((r) => r.entidad)).toEqual(['Bancolombia']);
    expect((await readTable(page)).rows.map((r) => r[0])).toEqual(['Bancolombia']);
  });
});
