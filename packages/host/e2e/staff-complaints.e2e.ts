import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO } from './support/env.js';
import { mailTexts } from './support/outbox.js';
import { chooseOption, expectPath, signInWithMailCode } from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';

// The demo logins of the complaint analyst and of the EV user of Bancolombia (1-7) (README).
const ANALYST = { email: 'analista@demo.sfc.local', password: 'Analista#2026' };
const EV = { email: 'ev@demo.sfc.local', password: 'Entidad#2026' };

const run = Date.now().toString(36).slice(-4);
const NOTE = `Nota interna ${run}: la consumidora ya había reclamado en la oficina.`;
const REASON = 'La entidad confirmó por teléfono que recibió la queja.';
const SUSPENSION = 'Se espera que el consumidor envíe el extracto de octubre.';
/** A minimal real PDF (the server checks the content, not only the extension). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Picks the first option of the searchable select labelled `label`. */
async function chooseFirst(page: Page, label: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await expect.poll(() => input.isDisabled()).toBe(false);
  await input.click();
  // The searchable select's own options (the filter builder's native selects have options too).
  await page.locator('[role="option"]:visible').first().click();
}

/** Sets condition `n` of the filter builder. */
async function condition(page: Page, n: number, column: string, operator: string, value: string) {
  const group = page.getByRole('group', { name: `Condición ${n}` });
  await group.getByLabel('Columna').selectOption({ label: column });
  await group.getByLabel('Operador').locator('option', { hasText: operator }).waitFor({ state: 'attached' });
  await group.getByLabel('Operador').selectOption({ label: operator });
  // The whole name, perhaps told apart by type and code («Bancolombia — Establecimientos
  // bancarios (1-7)»): «Bancolombia» must not also match «Fiduciaria Bancolombia».
  const whole = new RegExp(`^\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: — .*)?\\s*$`);
  const option = group.getByLabel('Valor').locator('option', { hasText: whole }).first();
  await option.waitFor({ state: 'attached' });
  await group.getByLabel('Valor').selectOption({ label: (await option.textContent())!.trim() });
}

describe('an analyst works the complaint queue', () => {
  let browser: Browser;
  let analyst: { context: BrowserContext; page: Page };
  let code = '';
  /** The complaint filed on the consumer's behalf (its term is running). */
  let filed = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    analyst = await newPortalPage(browser);
    await signInWithMailCode(analyst.page, ANALYST.email, ANALYST.password);
  });
  afterAll(async () => {
    await analyst?.context.close();
    await browser?.close();
  });

  it('filters the queue to overdue complaints of one entity and assigns two in bulk', async () => {
    const { page } = analyst;
    await page
      .getByRole('navigation', { name: 'Módulos' })
      .getByRole('link', { name: 'Gestión de quejas' })
      .click();
    await expectPath(page, '/dashboard/complaints/management');
    await page.getByRole('heading', { name: 'Gestión de quejas', level: 1 }).waitFor();
    // The filter builder is folded into the compact bar until «Filtros» opens it.
    const filtersToggle = page.getByRole('button', { name: /^Filtros/ });
    await filtersToggle.click();
    await condition(page, 1, 'Entidad', 'Es igual a', 'Bancolombia');
    await page.getByRole('button', { name: 'Agregar condición' }).click();
    await condition(page, 2, 'Estado del plazo', 'Es igual a', 'Vencida');
    // The complaint work demo's (the defender's demo has overdue escalated ones of the same consumer).
    await page.getByRole('button', { name: 'Agregar condición' }).click();
    const third = page.getByRole('group', { name: 'Condición 3' });
    await third.getByLabel('Columna').selectOption({ label: 'Texto de la queja' });
    await third
      .getByLabel('Operador')
      .locator('option', { hasText: 'Contiene' })
      .waitFor({ state: 'attached' });
    await third.getByLabel('Operador').selectOption({ label: 'Contiene' });
    await third.getByLabel('Valor').fill('Queja de demostración de gestión');
    const table = page.getByRole('table', { name: /^Bandeja de quejas/ });
    const caption = async () => (await table.locator('caption').textContent()) ?? '';
    const unfiltered = await caption();
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await page.waitForURL((url) => (url.searchParams.get('filters') ?? '').includes('deadline_status'));
    await expect.poll(caption).not.toBe(unfiltered);
    // Applied, the bar folds back to a summary of the filters in force.
    expect(await filtersToggle.getAttribute('aria-expanded')).toBe('false');
    await page.getByText('3 filtros activos:').waitFor();
    await page.getByText(/^Entidad: Bancolombia(?: — .*)?$/).waitFor();
    // Fifty a page, newest first: the demo consumer's overdue complaints (the newest overdue ones)
    // among the dashboards' older ones still in réplica or escalated.
    await page.getByLabel('Filas por página').selectOption('50');
    await expect.poll(caption).toMatch(/^Bandeja de quejas: \d+ resultados, página 1 de \d+$/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('filters')).toContain('deadline_status');
    expect(query.get('page_size')).toBe('50');
    const rows = table.locator('tbody tr');
    const count = await rows.count();
    for (let i = 0; i < count; i++) {
      expect(await rows.nth(i).textContent()).toContain('Bancolombia');
      expect(await rows.nth(i).textContent()).toContain('Vencida');
    }
    await expectAccessible(page, 'complaint queue, filtered');
    await screenshotBothWidths(page, 'staff-complaint-queue');

    // The demo consumer's (Laura Gómez): the journey then checks what she sees of one.
    const theirs = rows.filter({ hasText: 'Laura Gómez' });
    expect(await theirs.count()).toBeGreaterThanOrEqual(2);
    const codes = [
      (await theirs.nth(0).getByRole('link').first().textContent()) ?? '',
      (await theirs.nth(1).getByRole('link').first().textContent()) ?? '',
    ];
    for (const c of codes) await page.getByRole('checkbox', { name: `Seleccionar la queja ${c}` }).check();
    // The assignment shows in the bulk action bar once rows are selected.
    const bulkBar = page.getByRole('region', { name: 'Acciones sobre las filas seleccionadas' });
    await bulkBar.getByText('2 seleccionadas').waitFor();
    await chooseFirst(page, 'Dirección');
    await chooseOption(page, 'Analista (opcional)', 'Ana Gómez');
    await page.getByRole('button', { name: 'Asignar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se asignaron 2 quejas.' }).waitFor();
    for (const c of codes) {
      const row = table.locator('tbody tr').filter({ hasText: c });
      await expect.poll(async () => (await row.textContent()) ?? '').toContain('Ana Gómez');
    }
    code = codes[0]!;
  });

  it('opens one, changes its state and adds an internal note', async () => {
    const { page } = analyst;
    await page.getByRole('link', { name: `Abrir la queja ${code}` }).click();
    await expectPath(page, `/dashboard/complaints/management/detail/${code}`);
    await page.getByRole('heading', { name: `Queja ${code}`, level: 1 }).waitFor();
    await page.getByText('soporte-de-la-queja.pdf').waitFor();
    await expectAccessible(page, 'complaint detail (staff)');
    const stateNow = () =>
      page
        .locator('.case-view__side dt', { hasText: /^Estado$/ })
        .locator('xpath=following-sibling::dd')
        .textContent();
    const state = (await stateNow()) ?? '';
    // One composer for every action: acknowledge a received complaint, close a running one (with
    // confirmation); one escalated to the defender is the defender's, and only takes a note.
    const target = state.includes('Recibida')
      ? 'Abierta / en trámite'
      : state.includes('Escalada')
        ? state.trim()
        : 'Cerrada';
    if (target === 'Cerrada') {
      await chooseOption(page, 'Acción', 'Cerrar la queja');
      await page.locator('#composer-text').fill(REASON);
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '¿Cerrar la queja?' });
      await dialog.getByLabel(/^Motivo/).fill(REASON);
      await dialog.getByRole('button', { name: 'Sí, confirmar' }).click();
      await page.getByRole('status').filter({ hasText: 'Queja cerrada.' }).waitFor();
    } else if (target === 'Abierta / en trámite') {
      await chooseOption(page, 'Acción', 'Marcar como abierta / en trámite');
      await page.locator('#composer-text').fill(REASON);
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `La queja quedó en estado «${target}».` })
        .waitFor();
    } else {
      await page.getByRole('combobox', { name: 'Acción' }).click();
      expect(await page.getByRole('option', { name: 'Cerrar la queja' }).count()).toBe(0);
      await page.keyboard.press('Escape');
    }
    await expect.poll(async () => ((await stateNow()) ?? '').trim()).toBe(target);

    await chooseOption(page, 'Acción', 'Nota interna');
    await page.locator('#composer-text').fill(NOTE);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Nota guardada.' }).waitFor();
    await page.getByRole('list', { name: 'Línea de tiempo' }).getByText(NOTE).waitFor();
    await page
      .getByRole('group', { name: 'Documentos', exact: true })
      .locator('input[type=file]')
      .setInputFiles({ name: `acta-${run}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Subir los documentos' }).click();
    await page.getByRole('status').filter({ hasText: 'Se subió 1 documento.' }).waitFor();
    await page.getByRole('link', { name: `Descargar acta-${run}.pdf` }).waitFor();
    await screenshotBothWidths(page, 'staff-complaint-detail');

    await page.getByRole('link', { name: 'Ver el seguimiento frente al plazo' }).click();
    await expectPath(page, `/dashboard/complaints/management/monitoring/${code}`);
    await page
      .getByRole('row')
      .filter({ hasText: /Vence el plazo de respuesta/ })
      .waitFor();
    await page.getByRole('row').filter({ hasText: NOTE }).waitFor();
    await expectAccessible(page, 'complaint monitoring');
  });

  it('keeps the note out of the consumer’s and the entity’s views', async () => {
    for (const [who, path] of [
      [DEMO.consumer, `/customer/complaint/tracking/detail/${code}`],
      [EV, `/dashboard/complaints/management/detail/${code}`],
    ] as const) {
      const other = await newPortalPage(browser);
      try {
        await signInWithMailCode(other.page, who.email, who.password);
        await other.page.goto(path);
        // The complaint's own text is on screen (every demo complaint of the queue ends so).
        await other.page.getByText('(Queja de demostración de gestión)').first().waitFor();
        expect(await other.page.getByText(NOTE).count()).toBe(0);
        expect(await other.page.content()).not.toContain(`Nota interna ${run}`);
        expect(await other.page.content()).not.toContain(`acta-${run}.pdf`);
        expect(await other.page.getByRole('heading', { name: 'Notas internas' }).count()).toBe(0);
      } finally {
        await other.context.close();
      }
    }
  }, 150_000);

  it('sees the change between two versions in the history', async () => {
    const { page } = analyst;
    await page
      .getByRole('navigation', { name: 'Módulos' })
      .getByRole('link', { name: 'Histórico de quejas' })
      .click();
    await page.getByRole('table', { name: /^Histórico de quejas: \d+ resultados/ }).waitFor();
    await expectAccessible(page, 'complaint history list');
    await page.getByRole('textbox', { name: 'Código de la queja' }).fill(code);
    await page.getByRole('button', { name: 'Ver versiones' }).click();
    await expectPath(page, `/dashboard/complaints/historical/${code}`);
    const versions = page.getByRole('table', { name: `Versiones de la queja ${code}` });
    await versions.waitFor();
    await expectAccessible(page, 'complaint versions');
    // The last two versions are chosen by default: the assignment and the state change.
    await page.getByRole('button', { name: 'Comparar las versiones elegidas' }).click();
    await page.waitForURL(/\/dashboard\/complaints\/historical\/[^/]+\/\d+\?compare=\d+$/);
    const diff = page.getByRole('table', { name: /^Cambios de la versión \d+ a la versión \d+$/ });
    await diff.waitFor();
    await diff.getByRole('row').filter({ hasText: 'Estado' }).waitFor();
    await expectAccessible(page, 'complaint version diff');
    await screenshotBothWidths(page, 'staff-complaint-diff');
  });

  it('finds a complaint by two words, "credito" finding "crédito"', async () => {
    const { page } = analyst;
    await page
      .getByRole('navigation', { name: 'Módulos' })
      .getByRole('link', { name: 'Búsqueda de quejas' })
      .click();
    await page.getByLabel('Palabras a buscar').fill('credito hipotecario');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const results = page.getByRole('table', { name: /^Resultados de la búsqueda/ });
    await results.waitFor();
    await expectAccessible(page, 'complaint search');
    await results.locator('tbody tr').first().getByRole('link').click();
    await page.getByText(/crédito hipotecario/).waitFor();
  });

  it('lists the desisted complaints with their reason', async () => {
    const { page } = analyst;
    await page
      .getByRole('navigation', { name: 'Módulos' })
      .getByRole('link', { name: 'Desistimientos' })
      .click();
    const table = page.getByRole('table', { name: /^Desistimientos: \d+ resultados?/ });
    await table.waitFor();
    await table.getByText('La entidad me contactó y resolvimos el caso directamente.').waitFor();
    await expectAccessible(page, 'desisted complaints');
  });

  it('files a complaint for a consumer registered on the spot', async () => {
    const { page } = analyst;
    const email = `jesus.penaloza.${run}@example.com`;
    await page
      .getByRole('navigation', { name: 'Módulos' })
      .getByRole('link', { name: 'Radicar queja' })
      .click();
    await expectPath(page, '/dashboard/complaints');
    // Nothing of the search screen stays behind.
    expect(await page.getByLabel('Palabras a buscar').count()).toBe(0);
    await expectAccessible(page, 'file a complaint: start');
    await page.getByRole('link', { name: 'Buscar un consumidor registrado' }).click();
    await page.getByLabel('Identificación, correo o nombre').fill('consumidor@demo.sfc.local');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page
      .getByRole('link', { name: /^Radicar a su nombre: / })
      .first()
      .waitFor();
    await expectAccessible(page, 'file a complaint: registered consumer');
    await page.getByRole('link', { name: 'Registrar un consumidor nuevo' }).click();
    await page.getByLabel(/^Primer nombre/).fill('Jesús');
    await page.getByLabel(/^Primer apellido/).fill('Peñaloza');
    await chooseOption(page, 'Tipo de identificación', 'Cédula de ciudadanía');
    await page.getByLabel(/^Número de identificación/).fill(String(80_000_000 + (Date.now() % 9_000_000)));
    await chooseFirst(page, 'Tipo de persona');
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await expectAccessible(page, 'file a complaint: new consumer');
    await page.getByRole('button', { name: 'Registrar y continuar' }).click();
    await page.waitForURL(/\/dashboard\/complaint\/create\?consumer=\d+$/);
    await page.getByText(email).waitFor();
    await page.getByLabel('Punto de recepción').selectOption({ label: 'Manual' });
    await page.getByRole('combobox', { name: 'Tipo de entidad' }).waitFor();
    await chooseOption(page, 'Tipo de entidad', 'Establecimientos bancarios');
    await chooseOption(page, 'Entidad vigilada', 'Bancolombia');
    await chooseFirst(page, 'Producto');
    await chooseFirst(page, 'Motivo');
    await chooseFirst(page, 'Canal');
    await chooseFirst(page, 'Departamento');
    await chooseFirst(page, 'Municipio');
    // Filed by staff: the form speaks of the consumer.
    await page
      .getByLabel(/^Hechos de la queja, como los cuenta el consumidor/)
      .fill('Radicada en la ventanilla: el banco me cobra un crédito que ya pagué.');
    await page.getByRole('radio', { name: 'No' }).check();
    await expectAccessible(page, 'file a complaint: form');
    await page.getByRole('button', { name: 'Radicar queja' }).click();
    await expectPath(page, '/dashboard/complaint/new/completed');
    const filedText = page.getByText(/^Se radicó la queja \d+ a nombre de Jesús Peñaloza\.$/);
    await filedText.waitFor();
    filed = /queja (\d+) a nombre/.exec((await filedText.textContent()) ?? '')?.[1] ?? '';
    await expectAccessible(page, 'file a complaint: completed');
    await screenshotBothWidths(page, 'staff-complaint-filed');
    const mails = await mailTexts(email);
    expect(mails.some((text) => text.includes('/recovery/restore?email='))).toBe(true);
  });

  it('suspends the new complaint’s term while waiting for the consumer, then resumes it', async () => {
    const { page } = analyst;
    expect(filed).not.toBe('');
    await page.goto(`/dashboard/complaints/management/detail/${filed}`);
    await page.getByRole('heading', { name: `Queja ${filed}`, level: 1 }).waitFor();
    const side = (label: RegExp) =>
      page.locator('.case-view__side dt', { hasText: label }).locator('xpath=following-sibling::dd');
    const deadline = async () => (await side(/^Plazo$/).textContent()) ?? '';
    await expect.poll(deadline).toMatch(/^A tiempo/);
    expect(await side(/^Régimen$/).textContent()).toBe('Queja ante la entidad');
    // One composer: suspend the term with its reason, then resume it.
    await chooseOption(page, 'Acción', 'Suspender el plazo');
    await page.locator('#composer-text').fill(SUSPENSION);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Plazo suspendido.' }).waitFor();
    await expect.poll(deadline).toMatch(/^Suspendida/);
    await page.getByRole('list', { name: 'Línea de tiempo' }).getByText(SUSPENSION).waitFor();
    await expectAccessible(page, 'complaint detail, term suspended');
    await screenshotBothWidths(page, 'staff-complaint-suspended');
    await chooseOption(page, 'Acción', 'Reanudar el plazo');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Plazo reanudado.' }).waitFor();
    await expect.poll(deadline).toMatch(/^A tiempo/);
    await page.getByRole('combobox', { name: 'Acción' }).click();
    await page.getByRole('option', { name: 'Suspender el plazo' }).waitFor();
  });
});
