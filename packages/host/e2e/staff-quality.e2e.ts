import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, hmacSha256Hex } from '@sfc/core';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO, PORTAL_URL } from './support/env.js';
import { chooseOption, expectPath, signInWithMailCode } from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';

/** The demo complaint analyst (packages/server/src/domain/staff-admin/seed-staff-demo.ts). */
const ANALYST = { email: 'analista@demo.sfc.local', password: 'Analista#2026' };
/** The quarter of the demo's closed complaints (packages/server/src/domain/quality/seed-quality-demo.ts). */
const QUARTER = { from: '2026-07-01', to: '2026-09-30' };
/** An entity no other journey files against, so its API account can be created here. */
const BANK = 'Banco Caja Social';
const run = Date.now().toString(36).slice(-4);

const FIRST_TEXT =
  `Referencia ${run}. El banco me cobró dos veces la cuota de manejo de la tarjeta débito en octubre. ` +
  'Fui a la oficina de la avenida Boyacá, pedí la devolución y todavía no me la han hecho.';
const SECOND_TEXT =
  `Referencia ${run}. Me cobraron 2 veces la cuota de manejo de la tarjeta debito en octubre; ` +
  'fui a la oficina de la avenida Boyacá, pedí la devolución y todavía no me la han hecho.';

/** n = N·z²·p(1−p) / ((N−1)·e² + z²·p(1−p)), rounded up: the size the screen must show. */
function expectedSize(population: number, z: number, margin: number): number {
  const pq = z * z * 0.25;
  return Math.ceil((population * pq) / ((population - 1) * margin * margin + pq) - 1e-9);
}

/** Exports the list inside `scope` as xlsx and reads its rows back. */
async function exportRows(page: Page, scope: Locator): Promise<Record<string, string>[]> {
  const download = page.waitForEvent('download');
  await scope.getByRole('button', { name: 'Exportar' }).click();
  const file = await (await download).path();
  const book = XLSX.read(await readFile(file), { type: 'buffer' });
  return XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0] as string]!);
}

/** Fills the new-sample form for Bancolombia's third quarter (95 %, 5 %), optionally with a seed. */
async function newSample(page: Page, seed?: string): Promise<void> {
  await page.goto('/dashboard/complaints/management/sample');
  await page.getByRole('heading', { level: 1, name: 'Nueva muestra' }).waitFor();
  await page.getByRole('button', { name: /^Entidades/ }).click();
  await page.getByRole('searchbox', { name: /Buscar/ }).fill('Bancolombia');
  await page.getByRole('checkbox', { name: 'Bancolombia', exact: true }).check();
  await page.keyboard.press('Escape');
  await page.getByLabel('Cerradas desde').fill(QUARTER.from);
  await page.getByLabel('Cerradas hasta').fill(QUARTER.to);
  if (seed) await page.getByLabel('Semilla').fill(seed);
  await page.getByRole('button', { name: 'Calcular y sortear' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/dashboard/complaints/management/sample' && url.search.startsWith('?id='),
  );
  await page.getByTestId('sample-size').waitFor();
}

/** Files a complaint against {@link BANK} through the consumer's form; answers its code. */
async function fileComplaint(page: Page, text: string, motive: number): Promise<string> {
  await page.goto('/customer/complaint/registration');
  await chooseOption(page, 'Tipo de entidad', 'Establecimientos bancarios');
  await chooseOption(page, 'Entidad vigilada', BANK);
  for (const [label, index] of [
    ['Producto', 0],
    ['Motivo', motive],
    ['Canal', 0],
    ['Departamento', 0],
    ['Municipio', 0],
  ] as const) {
    const input = page.getByRole('combobox', { name: label });
    await expect.poll(() => input.isDisabled()).toBe(false);
    await input.click();
    await page.getByRole('option').nth(index).click();
  }
  await page.getByLabel('Describe los hechos de tu queja').fill(text);
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Radicar queja' }).click();
  await expectPath(page, '/customer/complaint/message');
  return (await page.getByTestId('codigo-queja').textContent())?.trim() ?? '';
}

describe('quality: samples, duplicates and productivity', () => {
  let browser: Browser;
  let analyst: { context: BrowserContext; page: Page };
  const evaluated: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    analyst = await newPortalPage(browser);
    await signInWithMailCode(analyst.page, ANALYST.email, ANALYST.password);
  });
  afterAll(async () => {
    await analyst?.context.close();
    await browser?.close();
  });

  it('creates a 95 %/5 % sample whose size matches the formula, evaluates two, exports, and redraws it from the seed', async () => {
    const { page } = analyst;
    await page.goto('/dashboard/complaints/management/samples');
    await page.getByRole('heading', { level: 1, name: 'Muestras' }).waitFor();
    await page.getByRole('heading', { name: 'Criterios de evaluación' }).waitFor();
    await expectAccessible(page, 'samples');
    await screenshotBothWidths(page, 'quality-samples');
    await page.goto('/dashboard/complaints/management/sample');
    await expectAccessible(page, 'sample, new');
    await screenshotBothWidths(page, 'quality-sample-new');

    await newSample(page);
    const population = Number(await page.getByTestId('sample-population').textContent());
    const size = Number(await page.getByTestId('sample-size').textContent());
    const seed = (await page.getByTestId('sample-seed').textContent())?.trim() ?? '';
    expect(population).toBeGreaterThanOrEqual(150);
    expect(size).toBe(expectedSize(population, 1.96, 0.05));
    await page.getByText(`la semilla «${seed}»`).waitFor();
    await expectAccessible(page, 'sample detail');
    await screenshotBothWidths(page, 'quality-sample-detail');

    for (const [i, verdict] of (['Cumple', 'No cumple'] as const).entries()) {
      const link = page.getByRole('link', { name: /^Evaluar la queja / }).nth(i);
      const code = ((await link.textContent()) ?? '').trim();
      evaluated.push(code);
      await link.click();
      await page.getByRole('heading', { level: 1, name: `Evaluación de la queja ${code}` }).waitFor();
      await page.getByRole('radio', { name: verdict, exact: true }).check();
      await page
        .getByLabel('Comentario')
        .fill(i === 0 ? 'Respuesta oportuna y de fondo.' : 'Respondió fuera del término.');
      await page.getByRole('button', { name: 'Guardar evaluación' }).click();
      await page.getByText('Evaluación de «Oportunidad de la respuesta» guardada.').waitFor();
      await page
        .getByRole('navigation', { name: 'Criterios de evaluación' })
        .getByText(`: ${verdict}`)
        .waitFor();
      if (i === 0) {
        await expectAccessible(page, 'sample evaluation');
        await screenshotBothWidths(page, 'quality-sample-evaluation');
      }
      await page.getByRole('link', { name: 'Volver a la muestra' }).click();
      await page.getByTestId('sample-size').waitFor();
    }
    const results = page.getByRole('table', { name: 'Resultados por criterio' });
    await expect
      .poll(async () =>
        (await results.getByRole('row', { name: /Oportunidad de la respuesta/ }).innerText())
          .split(/\s+/)
          .join(' '),
      )
      .toContain('Oportunidad de la respuesta 1 1 0 50 %');

    const complaints = page.getByRole('region', { name: 'Quejas de la muestra' });
    const exported = await exportRows(page, complaints);
    expect(exported).toHaveLength(size);
    const byCode = new Map(exported.map((row) => [row['Código de la queja'], row]));
    expect(byCode.get(evaluated[0]!)?.['Oportunidad de la respuesta']).toBe('Cumple');
    expect(byCode.get(evaluated[1]!)?.['Oportunidad de la respuesta']).toBe('No cumple');

    await newSample(page, seed);
    expect(Number(await page.getByTestId('sample-size').textContent())).toBe(size);
    const again = await exportRows(page, page.getByRole('region', { name: 'Quejas de la muestra' }));
    expect(again.map((row) => row['Código de la queja'])).toEqual(
      exported.map((row) => row['Código de la queja']),
    );
  });

  it('proposes a consumer’s second, nearly identical complaint; the analyst confirms it and the entity API shows it closed as duplicate', async () => {
    const consumer = await newPortalPage(browser);
    await signInWithMailCode(consumer.page, DEMO.consumer.email, DEMO.consumer.password);
    const first = await fileComplaint(consumer.page, FIRST_TEXT, 0);
    const second = await fileComplaint(consumer.page, SECOND_TEXT, 1);
    await consumer.context.close();

    const { page } = analyst;
    const review = page.getByRole('link', { name: `Revisar la queja ${second}` });
    await expect
      .poll(async () => {
        await page.goto(`/dashboard/complaints/duplicate_complaints/management?search=${second}`);
        await page.getByRole('heading', { level: 1, name: 'Quejas duplicadas' }).waitFor();
        await page.locator('.staff-list__state, table').first().waitFor();
        return review.count();
      })
      .toBe(1);
    await expectAccessible(page, 'duplicates');
    await screenshotBothWidths(page, 'quality-duplicates');
    await review.click();
    await page.getByRole('heading', { name: `Queja original ${first}` }).waitFor();
    const later = page.getByRole('region', { name: `Queja posible duplicada ${second}` });
    const marks = (await later.locator('mark').allTextContents()).join(' ');
    expect(marks).toContain(
      'la oficina de la avenida Boyacá, pedí la devolución y todavía no me la han hecho',
    );
    expect(await page.getByTestId('duplicate-score').textContent()).toMatch(
      /^Similitud de los textos: \d+ %$/,
    );
    await expectAccessible(page, 'duplicate details');
    await screenshotBothWidths(page, 'quality-duplicate-details');
    await page.getByRole('button', { name: 'Confirmar: cerrar como duplicada' }).click();
    await page
      .getByText(`La queja ${second} quedó cerrada como duplicada de ${first} (marcación 7).`)
      .waitFor();

    // The entity's CRM: an API account for the bank (created by the administrator), then momento 1.
    const admin = await newPortalPage(browser);
    await signInWithMailCode(admin.page, DEMO.staff.email, DEMO.staff.password);
    await admin.page.goto(`/dashboard/companies?search=${encodeURIComponent(BANK)}`);
    await admin.page.getByRole('link', { name: `Editar ${BANK}` }).click();
    await admin.page.getByRole('button', { name: 'Crear cuenta de API' }).click();
    const codes = admin.page.locator('.secret-once code');
    await codes.last().waitFor();
    const [username, password, secret] = (await codes.allTextContents()).map((t) => t.trim());
    await admin.context.close();

    const loginBody = { username, password };
    const login = await fetch(`${PORTAL_URL}/api/login/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-sfc-signature': hmacSha256Hex(secret!, canonicalJson(loginBody)),
      },
      body: JSON.stringify(loginBody),
    });
    expect(login.status).toBe(200);
    const { access } = (await login.json()) as { access: string };
    const url = `${PORTAL_URL}/api/queja/${second}/`;
    const seen = await fetch(url, {
      headers: { authorization: `Bearer ${access}`, 'x-sfc-signature': hmacSha256Hex(secret!, url) },
    });
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({ codigo_queja: second, estado_cod: 4, marcacion: 7 });
  });

  it('shows the analyst’s evaluations in the productivity report and chart', async () => {
    const { page } = analyst;
    await page.goto('/dashboard/productivity_report/managment');
    const evaluations = page.getByRole('region', { name: 'Evaluaciones de muestras' });
    for (const code of evaluated) {
      await evaluations
        .getByRole('link', { name: `Ver la evaluación de ${code} en Oportunidad de la respuesta` })
        .waitFor();
    }
    // The evaluator's row of the per-analyst table counts at least these two evaluations.
    const evaluator = (
      await evaluations.getByRole('row').nth(1).getByRole('cell').first().innerText()
    ).trim();
    const perAnalyst = page.getByRole('table', { name: /^Reporte de productividad/ });
    const cells = await perAnalyst
      .getByRole('row', { name: new RegExp(evaluator) })
      .getByRole('cell')
      .allInnerTexts();
    expect(Number(cells[cells.length - 1])).toBeGreaterThanOrEqual(2);
    await expectAccessible(page, 'productivity report');
    await screenshotBothWidths(page, 'quality-productivity-report');
    await evaluations
      .getByRole('link', { name: `Ver la evaluación de ${evaluated[1]} en Oportunidad de la respuesta` })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Detalle de la evaluación' }).waitFor();
    await page.getByRole('cell', { name: 'Respondió fuera del término.' }).waitFor();
    await expectAccessible(page, 'productivity detail');

    await page.goto('/dashboard/management/productivity');
    await page.locator('.productivity-chart canvas').waitFor();
    const table = page.getByRole('table', { name: /^Analista/ });
    await table.getByRole('rowheader', { name: evaluator }).waitFor();
    await expectAccessible(page, 'productivity chart');
    await screenshotBothWidths(page, 'quality-productivity-chart');
  });
});
