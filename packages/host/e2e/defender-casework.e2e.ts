import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, hmacSha256Hex } from '@sfc/core';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO, PORTAL_URL } from './support/env.js';
import { chooseOption, signInWithMailCode } from './support/portal.js';

// The demo defender (README) and Davivienda's demo API account (seed-defender-demo.ts).
const DCF = { email: 'dcf@demo.sfc.local', password: 'Defensor#2026' };
const ENTITY_API = {
  username: 'api-1-39',
  password: 'EntidadApi#2026',
  secret: '5eed0000000000000000000000000000000000000000000000000000000d3f3c',
};
const run = Date.now().toString(36).slice(-4);
const YEAR = Number(new Date().toLocaleString('en-US', { timeZone: 'America/Bogota', year: 'numeric' }));

/** The entity's CRM: plain fetch, signed as entity-api.md says (a GET over its URL, a JSON body over its canonical form). */
class EntityApi {
  private access = '';

  private async call(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) {
    const url = `${PORTAL_URL}${path}`;
    const signed = body === undefined ? url : canonicalJson(body);
    return fetch(url, {
      method,
      headers: {
        ...(this.access ? { authorization: `Bearer ${this.access}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-sfc-signature': hmacSha256Hex(ENTITY_API.secret, signed),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async login(): Promise<void> {
    const answer = await this.call('POST', '/api/login/', {
      username: ENTITY_API.username,
      password: ENTITY_API.password,
    });
    expect(answer.status).toBe(200);
    this.access = ((await answer.json()) as { access: string }).access;
  }

  async json<T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<T> {
    const answer = await this.call(method, path, body);
    const text = await answer.text();
    expect(answer.status, `${method} ${path}: ${text}`).toBe(200);
    return JSON.parse(text) as T;
  }

  async bytes(path: string): Promise<Buffer> {
    const answer = await this.call('GET', path);
    expect(answer.status).toBe(200);
    return Buffer.from(await answer.arrayBuffer());
  }
}

/** Fills and sends the action form titled `action` on a case or vocería screen. */
async function act(page: Page, action: string, text: string, choose?: string, days?: string): Promise<void> {
  const form = page.getByRole('region', { name: action, exact: true });
  if (choose) await form.getByLabel(choose, { exact: true }).check();
  if (days) await form.getByLabel(/^Plazo en días hábiles/).fill(days);
  await form.getByLabel(/^Texto/).fill(text);
  await form.getByRole('button', { name: action, exact: true }).click();
}

/** The case screen shows `stage` as the current stage. */
async function stageIs(page: Page, stage: string): Promise<void> {
  await page.locator('.record-summary').getByText(stage, { exact: true }).waitFor();
}

/** Downloads the decision from the screen and answers its bytes. */
async function downloadDecision(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar la decisión (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^decision-defensor-\d+\.pdf$/);
  return readFile((await download.path())!);
}

describe('the consumer defender decides escalated complaints and speaks for consumers', () => {
  let browser: Browser;
  let consumer: { context: BrowserContext; page: Page };
  let dcf: { context: BrowserContext; page: Page };
  const entity = new EntityApi();
  let code = '';
  let complaintId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    consumer = await newPortalPage(browser);
    dcf = await newPortalPage(browser);
    await Promise.all([
      signInWithMailCode(consumer.page, DEMO.consumer.email, DEMO.consumer.password),
      signInWithMailCode(dcf.page, DCF.email, DCF.password),
      entity.login(),
    ]);
  });
  afterAll(async () => {
    await consumer?.context.close();
    await dcf?.context.close();
    await browser?.close();
  });

  it('a consumer escalates; the defender asks the entity, admits and forwards; the entity rectifies; the consumer accepts', async () => {
    const { page } = consumer;
    await page.goto('/customer/complaint/tracking');
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Davivienda' })
      .filter({ hasText: 'Abierta / en trámite' })
      .first();
    code = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
    expect(code).toMatch(/^\d+$/);
    await row.getByRole('link').first().click();
    await page.getByRole('link', { name: 'Escalar al defensor del consumidor financiero' }).click();
    await page.waitForURL(/\/detail\/\d+\/escalate$/);
    complaintId = /detail\/(\d+)\/escalate$/.exec(new URL(page.url()).pathname)![1]!;
    await page.getByLabel(/^Motivo del escalamiento/).fill(`La entidad no respondió de fondo (${run}).`);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Tu queja fue escalada al defensor del consumidor financiero.').waitFor();

    // The defender's queue: the new case, in «Estudio de competencia».
    const d = dcf.page;
    await d
      .getByRole('navigation', { name: 'Módulos' })
      .getByRole('link', { name: 'Casos y vocerías' })
      .click();
    await d.getByRole('heading', { name: 'Casos del defensor', level: 1 }).waitFor();
    await d
      .getByRole('list', { name: 'Contadores' })
      .getByText(/^Vencidos: [1-9]/)
      .waitFor();
    await expectAccessible(d, 'defender queue');
    await d.goto(`/dashboard/fco/defender-cases?search=${code}`);
    await d.getByRole('link', { name: code, exact: true }).click();
    await d.getByRole('heading', { name: `Caso de la queja ${code}` }).waitFor();
    await stageIs(d, 'Estudio de competencia');
    await expectAccessible(d, 'defender case');
    await act(d, 'Pedir información', `Envíen el extracto del último mes (${run}).`, 'La entidad', '5');
    await stageIs(d, 'Información solicitada');

    // The entity answers the defender through its API.
    const asked = await entity.json<{ results: { codigo_queja: string }[] }>(
      'GET',
      '/api/defensor/casos/?espera=entity&page_size=200',
    );
    expect(asked.results.map((r) => r.codigo_queja)).toContain(code);
    await entity.json('POST', `/api/defensor/casos/${code}/respuesta/`, {
      tipo: 'informacion',
      texto: `Adjuntamos el extracto (${run}).`,
    });

    await d.reload();
    await stageIs(d, 'Decisión de admisión');
    await d.getByText(`Adjuntamos el extracto (${run}).`).waitFor();
    await act(d, 'Admitir', 'Es de nuestra competencia.');
    await stageIs(d, 'Admitida, por trasladar a la entidad');
    await act(d, 'Trasladar a la entidad', `Presenten sus argumentos (${run}).`);
    await stageIs(d, 'Traslado a la entidad');

    const rectified = await entity.json<{ stage: string }>('POST', `/api/defensor/casos/${code}/respuesta/`, {
      tipo: 'rectificacion_total',
      texto: `Cerramos la cuenta y devolvemos el saldo (${run}).`,
    });
    expect(rectified.stage).toBe('rectified');
    await d.reload();
    await act(d, 'Preguntar al consumidor por la rectificación', '¿La rectificación resuelve tu queja?');
    await stageIs(d, 'Consulta al consumidor');

    // The consumer accepts from /customer.
    await page.goto(`/customer/complaint/tracking/detail/${complaintId}`);
    const section = page.getByRole('region', { name: 'Trámite ante el defensor del consumidor financiero' });
    await section.getByText(/La entidad rectificó su posición/).waitFor();
    await expectAccessible(page, 'consumer answers the defender');
    await section.getByRole('button', { name: 'Sí, acepto la rectificación' }).click();
    await section.getByText('Recibimos tu respuesta.').waitFor();
    await page.reload();
    await section
      .getByText(/Consumidor satisfecho con la rectificación/)
      .first()
      .waitFor();
  });

  it('another case is decided in favour of the consumer, with a PDF both parties download', async () => {
    const d = dcf.page;
    await d.goto('/dashboard/fco/defender-cases?stage=decision&search=');
    const row = d.getByRole('row').filter({ hasText: 'Davivienda' }).first();
    const decided = ((await row.getByRole('link').first().textContent()) ?? '').trim();
    const [opened] = await Promise.all([
      d.waitForResponse((r) => /\/api\/dcf\/cases\/\d+\/$/.test(new URL(r.url()).pathname)),
      row.getByRole('link').first().click(),
    ]);
    const decidedComplaint = ((await opened.json()) as { complaint_id: number }).complaint_id;
    await stageIs(d, 'En decisión');
    await act(d, 'Decidir', `La entidad no probó el segundo débito (${run}).`, 'A favor del consumidor');
    await d.getByText('Decidida a favor del consumidor').first().waitFor();
    expect((await downloadDecision(d)).subarray(0, 5).toString()).toBe('%PDF-');

    const entityPdf = await entity.bytes(`/api/defensor/casos/${decided}/decision/`);
    expect(entityPdf.subarray(0, 5).toString()).toBe('%PDF-');

    const { page } = consumer;
    await page.goto(`/customer/complaint/tracking/detail/${decidedComplaint}`);
    const section = page.getByRole('region', { name: 'Trámite ante el defensor del consumidor financiero' });
    await section.getByText(`La entidad no probó el segundo débito (${run}).`).first().waitFor();
    expect((await downloadDecision(page)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a consumer asks for a vocería, the defender presents it, and the consumer reads the entity’s answer', async () => {
    const { page } = consumer;
    const subject = `Copia de extractos ${run}`;
    const answer = `Enviamos los extractos al correo registrado (${run}).`;
    await page.goto('/customer/complaint/tracking');
    const vocerias = page.getByRole('region', { name: 'Vocerías' });
    await vocerias.getByText('Pedir una vocería').click();
    await chooseOption(vocerias, 'Entidad', 'Davivienda');
    await vocerias.getByLabel(/^Asunto/).fill(subject);
    await vocerias
      .getByLabel(/^Qué quieres que el defensor pida/)
      .fill('Que me envíen los extractos de 2024.');
    await vocerias.getByRole('button', { name: 'Enviar la solicitud' }).click();
    await vocerias.getByText('Recibimos tu solicitud de vocería.').waitFor();
    await expectAccessible(page, 'consumer vocerías');

    const d = dcf.page;
    await d.goto(`/dashboard/fco/vocerias?search=${encodeURIComponent(subject)}`);
    await d.getByRole('link', { name: subject }).click();
    await d.getByRole('heading', { name: subject, level: 1 }).waitFor();
    await act(d, 'Presentar a la entidad', 'El defensor pide a la entidad los extractos del consumidor.');
    await d.getByText('Presentada a la entidad', { exact: true }).waitFor();

    const presented = await entity.json<{ results: { id: number; subject: string }[] }>(
      'GET',
      '/api/defensor/vocerias/?estado=presented',
    );
    const id = presented.results.find((v) => v.subject === subject)!.id;
    await entity.json('POST', `/api/defensor/vocerias/${id}/respuesta/`, { texto: answer });

    await page.reload();
    await vocerias.getByText(`Respuesta de la entidad: ${answer}`).waitFor();
  });

  it("the annual report's figures come pre-filled from the casework", async () => {
    const d = dcf.page;
    await d.goto('/dashboard/annual-report/create');
    await d.getByLabel('Año del informe').fill(String(YEAR));
    await d.getByRole('button', { name: 'Crear informe' }).click();
    await d.getByRole('heading', { name: /^Paso 1 de 6/ }).waitFor();
    await d.goto(`${new URL(d.url()).pathname}?step=2`);
    const davivienda = d.getByRole('group', { name: /Davivienda/i });
    const value = (label: string) => davivienda.getByLabel(label).inputValue().then(Number);
    await davivienda.getByLabel('Casos recibidos por el defensor').waitFor();
    expect(await value('Casos recibidos por el defensor')).toBeGreaterThanOrEqual(5);
    expect(
      await value('Casos decididos a favor del consumidor (total o parcialmente)'),
    ).toBeGreaterThanOrEqual(1);
    expect(await value('Casos rectificados por la entidad')).toBeGreaterThanOrEqual(2);
    expect(await value('Vocerías')).toBeGreaterThanOrEqual(2);
  });
});
