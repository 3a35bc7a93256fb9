import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, hmacSha256Hex } from '@sfc/core';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO, PORTAL_URL } from './support/env.js';
import { chooseOption, signInWithMailCode } from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';

// The demo complaint analyst (README).
const ANALYST = { email: 'analista@demo.sfc.local', password: 'Analista#2026' };
// Davivienda's demo API account: public credentials, like the demo logins (demo data).
const DAVIVIENDA_API = {
  username: 'api-1-39',
  password: 'EntidadApi#2026',
  secret: '5eed0000000000000000000000000000000000000000000000000000000d3f3c',
};
/** The demo consumer's identification number (demo data). */
const DEMO_CONSUMER_ID = '1012345678';

const run = Date.now().toString(36).slice(-4);
const ASK_ENTITY = `Remitan el extracto de octubre y la trazabilidad del cobro (${run}).`;
const ENTITY_ANSWER = `Adjuntamos el extracto; el cobro se reversó el 11/20 (${run}).`;
const ASK_CONSUMER = `Envíe copia de la carta que le entregó la oficina (${run}).`;
const CONSUMER_ANSWER = `La carta dice que el cobro era por cuota de manejo (${run}).`;
const TRANSFER_REASON = `El producto es de otra entidad (${run}).`;
const CLOSE_REASON = `La entidad respondió de fondo (${run}).`;

/** The entity's API, signed as the example client signs it (examples/entity-client). */
class EntityApi {
  private access = '';
  constructor(
    private readonly username: string,
    private readonly password: string,
    private readonly secret: string,
  ) {}

  async login(): Promise<void> {
    const body = { username: this.username, password: this.password };
    const answer = await fetch(`${PORTAL_URL}/api/login/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-sfc-signature': hmacSha256Hex(this.secret, canonicalJson(body)),
      },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(200);
    this.access = ((await answer.json()) as { access: string }).access;
  }

  async get<T>(path: string): Promise<{ status: number; body: T }> {
    const url = `${PORTAL_URL}${path}`;
    const answer = await fetch(url, {
      headers: { authorization: `Bearer ${this.access}`, 'x-sfc-signature': hmacSha256Hex(this.secret, url) },
    });
    return { status: answer.status, body: (await answer.json()) as T };
  }

  /** A multipart POST, signed over its text fields (entity-api.md). */
  async postForm<T>(path: string, fields: Record<string, string>): Promise<{ status: number; body: T }> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const answer = await fetch(`${PORTAL_URL}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.access}`,
        'x-sfc-signature': hmacSha256Hex(this.secret, canonicalJson(fields)),
      },
      body: form,
    });
    return { status: answer.status, body: (await answer.json()) as T };
  }
}

/** A requerimiento as the entity API answers it (entity-api.md). */
interface Requerimiento {
  id: number;
  texto: string;
  plazo_dias_habiles: number;
  fecha_vencimiento: string;
  estado: string;
  respuesta: { texto: string } | null;
}

/** Picks `action` in the composer, writes `text` and saves; waits for the composer's notice. */
async function act(page: Page, action: string, text: string, done: string): Promise<void> {
  await chooseOption(page, 'Acción', action);
  await page.locator('#composer-text').fill(text);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.getByRole('status').filter({ hasText: done }).waitFor();
}

/** The timeline's entries as text, in order. */
async function timeline(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Línea de tiempo' });
  await list.waitFor();
  return list.locator(':scope > li').allTextContents();
}

describe('the analyst works a case with the entity and the consumer', () => {
  let browser: Browser;
  let analyst: { context: BrowserContext; page: Page };
  /** The complaint due today the analyst takes, asks the entity about and closes. */
  let first = '';
  /** Another complaint, filed against the wrong entity: transferred. */
  let second = '';
  /** A running complaint of the demo consumer: the consumer is asked about it. */
  let third = '';
  let entityName = '';
  let consumer: { context: BrowserContext; page: Page } | undefined;
  let entity: EntityApi | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    analyst = await newPortalPage(browser);
    await signInWithMailCode(analyst.page, ANALYST.email, ANALYST.password);
  });
  afterAll(async () => {
    await consumer?.context.close();
    await analyst?.context.close();
    await browser?.close();
  });

  /** The queue's rows (code and text) once the list shows `count` results, minus those of `except`. */
  async function rowsOf(page: Page, count: string | undefined, except: readonly string[]) {
    const table = page.getByRole('table', { name: /^Bandeja de quejas/ });
    const ready = async () =>
      (await table.getAttribute('aria-busy')) !== 'true' &&
      (count === undefined ||
        ((await table.locator('caption').textContent()) ?? '').includes(`: ${count} resultado`));
    await expect.poll(ready).toBe(true);
    const rows = table.locator('tbody tr');
    const found: Array<{ code: string; text: string }> = [];
    for (let i = 0; i < (await rows.count()); i += 1) {
      const code = ((await rows.nth(i).getByRole('link').first().textContent()) ?? '').trim();
      if (code && !except.includes(code)) found.push({ code, text: (await rows.nth(i).textContent()) ?? '' });
    }
    expect(found.length).toBeGreaterThan(0);
    return found;
  }

  it('opens «Vencen hoy», takes a complaint and asks the entity with a 5-day term', async () => {
    const { page } = analyst;
    await page.goto('/dashboard/complaints/management');
    const views = page.getByRole('navigation', { name: 'Vistas de la bandeja' });
    const open = async (view: RegExp, key: string) => {
      const link = views.getByRole('link', { name: view });
      const count = / (\d+) quejas?$/.exec((await link.textContent()) ?? '')?.[1];
      await link.click();
      await page.waitForURL((url) => url.searchParams.get('view') === key);
      return count;
    };
    // The demo seeds complaints due today (on business days; on other days an unassigned one is
    // taken instead) and one waiting for the entity.
    const dueToday = views.getByRole('link', { name: /^Vencen hoy \d+ quejas?$/ });
    await dueToday.waitFor();
    const businessDay = !/ 0 quejas$/.test((await dueToday.textContent()) ?? '');
    second = (
      await rowsOf(page, await open(/^Esperando a la entidad \d+ quejas?$/, 'waiting_entity'), [])
    )[0]!.code;
    const candidates = businessDay
      ? await rowsOf(page, await open(/^Vencen hoy \d+ quejas?$/, 'due_today'), [second])
      : await rowsOf(page, await open(/^Sin asignar \d+ quejas?$/, 'unassigned'), [second]);
    // Davivienda has a demo API account: its complaint, when there is one due today.
    first = (candidates.find((c) => c.text.includes('Davivienda')) ?? candidates[0]!).code;
    await expectAccessible(page, 'queue, view «Vencen hoy»');

    await page.getByRole('link', { name: `Abrir la queja ${first}` }).click();
    await page.getByRole('heading', { name: `Queja ${first}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Tomarla' }).click();
    await page.getByRole('status').filter({ hasText: 'La queja ahora es tuya.' }).waitFor();
    const entityCell = page
      .locator('.case-view__side dt', { hasText: /^Entidad$/ })
      .locator('xpath=following-sibling::dd');
    entityName = (await entityCell.textContent()) ?? '';
    expect(entityName).toMatch(/ \(\d+-\w+\)$/);

    await chooseOption(page, 'Acción', 'Requerir a la entidad');
    expect(await page.getByLabel(/^Plazo en días hábiles/).inputValue()).toBe('5');
    await page.locator('#composer-text').fill(ASK_ENTITY);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Requerimiento enviado a la entidad.' }).waitFor();
    await expect
      .poll(async () => (await timeline(page)).some((entry) => entry.includes(ASK_ENTITY)))
      .toBe(true);
    await expectAccessible(page, 'case view');
    await screenshotBothWidths(page, 'case-work-case-view');

    // Back to the view it came from, then into the case again.
    await page.getByRole('link', { name: /^Volver a «(Vencen hoy|Sin asignar)»$/ }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('view') === (businessDay ? 'due_today' : 'unassigned'),
    );
    // Taken, it left «Sin asignar»: on such a day it is found again in «Mis quejas».
    if (!businessDay) await open(/^Mis quejas \d+ quejas?$/, 'mine');
    await page.getByRole('link', { name: `Abrir la queja ${first}` }).click();
    await page.getByRole('heading', { name: `Queja ${first}`, level: 1 }).waitFor();
  });

  it('the entity answers through its API and the answer lands in the timeline', async () => {
    if (entityName.startsWith('Davivienda')) {
      entity = new EntityApi(DAVIVIENDA_API.username, DAVIVIENDA_API.password, DAVIVIENDA_API.secret);
    } else {
      // Another entity: an API account created by the administrator, its credentials shown once.
      const admin = await newPortalPage(browser);
      await signInWithMailCode(admin.page, DEMO.staff.email, DEMO.staff.password);
      const name = entityName
        .split(' — ')[0]!
        .replace(/ \(\d+-\w+\)$/u, '')
        .trim();
      await admin.page.goto(`/dashboard/companies?search=${encodeURIComponent(name)}`);
      await admin.page.getByRole('link', { name: `Editar ${name}`, exact: true }).click();
      await admin.page.getByRole('button', { name: 'Crear cuenta de API' }).click();
      const secrets = admin.page.locator('.secret-once code');
      await secrets.last().waitFor();
      const [username, password, secret] = (await secrets.allTextContents()).map((t) => t.trim());
      await admin.context.close();
      entity = new EntityApi(username!, password!, secret!);
    }
    await entity.login();
    const listed = await entity.get<{ results: Requerimiento[] }>(
      `/api/queja/${encodeURIComponent(first)}/requerimientos/`,
    );
    expect(listed.status).toBe(200);
    const request = listed.body.results.find((r) => r.texto === ASK_ENTITY);
    expect(request).toMatchObject({ plazo_dias_habiles: 5, estado: 'abierto', respuesta: null });
    const answered = await entity.postForm<Requerimiento>(
      `/api/queja/${encodeURIComponent(first)}/requerimientos/${request!.id}/respuesta/`,
      { texto: ENTITY_ANSWER },
    );
    expect(answered.status).toBe(201);
    expect(answered.body).toMatchObject({ estado: 'respondido', respuesta: { texto: ENTITY_ANSWER } });

    const { page } = analyst;
    await page.reload();
    await page.getByRole('heading', { name: `Queja ${first}`, level: 1 }).waitFor();
    await expect.poll(async () => (await timeline(page)).some((e) => e.includes(ENTITY_ANSWER))).toBe(true);
  });

  it('asks the consumer, who answers from /customer', async () => {
    const { page } = analyst;
    // A complaint due today cannot be suspended (ADR 0022): the consumer is asked about a running one.
    const filters = [
      { column: 'numero_id_cf', operator: 'equals', value: DEMO_CONSUMER_ID },
      { column: 'deadline_status', operator: 'equals', value: 'on_time' },
    ];
    await page.goto(
      `/dashboard/complaints/management?filters=${encodeURIComponent(JSON.stringify(filters))}`,
    );
    third = (await rowsOf(page, undefined, [first, second]))[0]!.code;
    await page.getByRole('link', { name: `Abrir la queja ${third}` }).click();
    await page.getByRole('heading', { name: `Queja ${third}`, level: 1 }).waitFor();
    await act(page, 'Pedir información al consumidor', ASK_CONSUMER, 'Solicitud enviada al consumidor');

    consumer = await newPortalPage(browser);
    await signInWithMailCode(consumer.page, DEMO.consumer.email, DEMO.consumer.password);
    await consumer.page.goto(`/customer/complaint/tracking/detail/${encodeURIComponent(third)}`);
    const requests = consumer.page.getByRole('region', { name: 'Solicitudes de la Superintendencia' });
    // Our request's item: the complaint may hold other requests, and the typed answer is text of
    // its textarea too, so the answer counts as shown once it is a paragraph and the form is gone.
    const ours = requests.getByRole('listitem').filter({ hasText: ASK_CONSUMER });
    await ours.waitFor();
    await expectAccessible(consumer.page, 'consumer tracking, request of information');
    await ours.getByLabel(/^Tu respuesta/).fill(CONSUMER_ANSWER);
    await ours.getByRole('button', { name: 'Enviar respuesta' }).click();
    await ours.locator('p', { hasText: CONSUMER_ANSWER }).waitFor();
    expect(await ours.getByRole('button', { name: 'Enviar respuesta' }).count()).toBe(0);
    expect(await ours.getByRole('textbox').count()).toBe(0);

    await page.reload();
    await expect.poll(async () => (await timeline(page)).some((e) => e.includes(CONSUMER_ANSWER))).toBe(true);
    const staffSees = (await timeline(page)).join('\n');
    expect(staffSees).toContain(ASK_CONSUMER);
  });

  it('transfers another complaint to the right entity', async () => {
    const { page } = analyst;
    await page.goto(`/dashboard/complaints/management/detail/${encodeURIComponent(second)}`);
    await page.getByRole('heading', { name: `Queja ${second}`, level: 1 }).waitFor();
    await chooseOption(page, 'Acción', 'Trasladar a otra entidad');
    const picker = page.getByRole('combobox', { name: /^Entidad a la que se traslada/ });
    await picker.click();
    await picker.fill('Davivienda');
    const option = page.getByRole('option', { name: /^Davivienda/ }).first();
    await option.click();
    await page.locator('#composer-text').fill(TRANSFER_REASON);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Queja trasladada.' }).waitFor();
    const entityNow = page
      .locator('.case-view__side dt', { hasText: /^Entidad$/ })
      .locator('xpath=following-sibling::dd');
    await expect.poll(async () => (await entityNow.textContent()) ?? '').toMatch(/^Davivienda/);
    // The new entity receives it through its API.
    const davivienda = new EntityApi(DAVIVIENDA_API.username, DAVIVIENDA_API.password, DAVIVIENDA_API.secret);
    await davivienda.login();
    expect((await davivienda.get(`/api/queja/${encodeURIComponent(second)}/`)).status).toBe(200);
  });

  it('closes the first with a template, and every party sees the same entries', async () => {
    const { page } = analyst;
    await page.goto(`/dashboard/complaints/management/detail/${encodeURIComponent(first)}`);
    await page.getByRole('heading', { name: `Queja ${first}`, level: 1 }).waitFor();
    await chooseOption(page, 'Acción', 'Cerrar la queja');
    const templates = page.getByLabel('Plantilla');
    await templates.locator('option').nth(1).waitFor({ state: 'attached' });
    await templates.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Insertar plantilla' }).click();
    expect(await page.locator('#composer-text').inputValue()).toContain(first);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cerrar la queja?' });
    await dialog.waitFor();
    await expectAccessible(page, 'case view, confirm close');
    await dialog.getByLabel(/^Motivo/).fill(CLOSE_REASON);
    await dialog.getByRole('button', { name: 'Sí, confirmar' }).click();
    await page.getByRole('status').filter({ hasText: 'Queja cerrada.' }).waitFor();

    const staffSees = (await timeline(page)).join('\n');
    for (const text of [ASK_ENTITY, ENTITY_ANSWER]) expect(staffSees).toContain(text);

    // The entity's API shows the same requerimiento and answer; the consumer's tracking the same request and answer.
    const listed = await entity!.get<{ results: Requerimiento[] }>(
      `/api/queja/${encodeURIComponent(first)}/requerimientos/`,
    );
    expect(listed.body.results.find((r) => r.texto === ASK_ENTITY)?.respuesta?.texto).toBe(ENTITY_ANSWER);
    await consumer!.page.reload();
    const requests = consumer!.page.getByRole('region', { name: 'Solicitudes de la Superintendencia' });
    await requests.getByText(ASK_CONSUMER).waitFor();
    await requests.getByText(CONSUMER_ANSWER).waitFor();
  });
});
