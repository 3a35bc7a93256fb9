import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, hmacSha256Hex } from '@sfc/core';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { PORTAL_URL } from './support/env.js';
import { signInWithMailCode } from './support/portal.js';

// A demo staff member with «Reportes» (module 16) whom few other suites sign in (README).
const STAFF = { email: 'jurisdiccional@demo.sfc.local', password: 'Jurisdiccional#2026' };

interface Row {
  clave: string;
  nombre: string;
  quejas: number | string;
}
interface Stats {
  periodo: string;
  desde: string;
  hasta: string;
  resumen: Row;
  por_producto: Row[];
  ranking: Row[];
}
interface Filters {
  entidades: { id: number; nombre: string }[];
  productos: { id: number; nombre: string }[];
}

const open = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${PORTAL_URL}/api/public-statistics/${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

/** A staff dashboard report through the staff API, signed as the portal signs, with `access`. */
async function dashboard(access: string, path: string, body: Record<string, unknown>) {
  const config = (await (await fetch(`${PORTAL_URL}/config.json`)).json()) as { signingSecret: string };
  const res = await fetch(`${PORTAL_URL}/api/dashboard/${path}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${access}`,
      'x-sfc-signature': hmacSha256Hex(config.signingSecret, canonicalJson(body)),
    },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { rows: Record<string, string | number>[] };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('public complaint statistics', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  // The biggest entity of the newest year and its biggest product with a published count.
  let entity: { id: number; nombre: string };
  let product: { id: number; nombre: string };
  let stats: Stats;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPortalPage(browser));
    const [all, filters] = await Promise.all([open<Stats>(''), open<Filters>('filters/')]);
    const biggest = all.ranking
      .filter((r) => typeof r.quejas === 'number')
      .sort((a, b) => Number(b.quejas) - Number(a.quejas))[0]!;
    entity = filters.entidades.find((e) => e.nombre === biggest.nombre)!;
    const ofEntity = await open<Stats>(`?entidad=${entity.id}`);
    // The first of its products whose own figure is published (a product may be «reservado»).
    for (const shown of ofEntity.por_producto.filter((r) => typeof r.quejas === 'number')) {
      product = filters.productos.find((p) => String(p.id) === shown.clave)!;
      stats = await open<Stats>(`?entidad=${entity.id}&producto=${product.id}`);
      if (typeof stats.resumen.quejas === 'number') break;
    }
    expect(typeof stats.resumen.quejas).toBe('number');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('anyone filters /estadisticas to one entity and product and reads the figures the staff dashboard shows', async () => {
    await page.goto('/estadisticas');
    await page.getByRole('heading', { level: 1, name: 'Estadísticas de quejas' }).waitFor();
    await page.locator('[data-figure="quejas"] dd').filter({ hasText: /\d/ }).waitFor();
    await page.getByLabel('Entidad', { exact: true }).selectOption({ label: entity.nombre });
    await page.getByLabel('Producto', { exact: true }).selectOption({ label: product.nombre });
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.waitForURL((url) => url.searchParams.get('entidad') === String(entity.id));
    expect(new URL(page.url()).searchParams.get('producto')).toBe(String(product.id));
    const count = page.locator('[data-figure="quejas"] dd');
    await expect
      .poll(() => count.textContent())
      .toBe(new Intl.NumberFormat('es-CO').format(Number(stats.resumen.quejas)));

    // The staff dashboard's count for the same closed period, entity and product.
    const staff = await newPortalPage(browser);
    await signInWithMailCode(staff.page, STAFF.email, STAFF.password);
    const access = (await staff.context.cookies()).find((c) => c.name === 'acc')!.value;
    await staff.context.close();
    const report = await dashboard(access, 'complaints', {
      fecha_inicio: stats.desde,
      fecha_fin: stats.hasta,
      entidades: [entity.id],
      agrupar_por: 'producto',
    });
    expect(report.rows.find((r) => r.grupo === product.nombre)?.quejas).toBe(stats.resumen.quejas);

    // Every chart has its table beside it; the page is accessible and fits a phone.
    // Charts are drawn as their section comes near the viewport.
    for (const section of await page.locator('.sfc-stats__section').all())
      await section.scrollIntoViewIfNeeded();
    const tables = await page.locator('.sfc-stats__pair table').count();
    await expect.poll(() => page.locator('canvas[role="img"]').count()).toBe(tables);
    await expectAccessible(page, 'public statistics');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.setViewportSize({ width: 1366, height: 768 });
    expect(await noSidewaysScroll(page)).toBe(true);

    // A shared URL opens the same view.
    const shared = await newPortalPage(browser);
    await shared.page.goto(page.url().replace(PORTAL_URL, ''));
    await expect
      .poll(() => shared.page.locator('[data-figure="quejas"] dd').textContent())
      .toBe(await count.textContent());
    await shared.context.close();
  }, 45_000);

  it('downloads the same figures as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV' }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'periodo,seccion,clave,nombre,sector,quejas,por_10000_clientes,a_tiempo_pct,mediana_dias,a_favor_pct,escaladas_pct',
    );
    const summary = lines[1]!.split(',');
    expect(summary.slice(0, 2)).toEqual([stats.periodo, 'resumen']);
    expect(summary[5]).toBe(String(stats.resumen.quejas));
    expect(lines.filter((l) => l.includes(',ranking,')).length).toBe(stats.ranking.length);
  });

  it('works as an element on the CMS page with its hostile CSS', async () => {
    await page.goto('/embed-demo');
    const element = page.locator('sfc-public-statistics');
    const figure = element.locator('[data-figure="quejas"] dd');
    await figure.filter({ hasText: /\d|menos de 10/ }).waitFor();
    const newest = await open<Stats>('');
    expect(await figure.textContent()).toBe(
      new Intl.NumberFormat('es-CO').format(Number(newest.resumen.quejas)),
    );
    const button = element.getByRole('button', { name: 'Consultar' });
    const style = (name: string) => button.evaluate((b, n) => getComputedStyle(b).getPropertyValue(n), name);
    expect(await style('background-color')).not.toBe('rgb(255, 212, 0)');
    expect(await style('font-family')).not.toContain('Georgia');
    await element.getByLabel('Entidad', { exact: true }).selectOption({ label: entity.nombre });
    await button.click();
    await expect
      .poll(() => element.getByRole('heading', { name: new RegExp(entity.nombre) }).count())
      .toBe(1);
    await element.locator('.sfc-stats__section').nth(1).scrollIntoViewIfNeeded();
    await element.locator('canvas').first().waitFor();
  });
});
