import { DEFENDER_CASE_TEXTS as T } from '@sfc/core';
import { beforeAll, expect, it } from 'vitest';
import { insertUser, type EntityRef } from '../../db/repositories/users.js';
import { caseworkFigures } from '../../domain/defender-cases/figures.js';
import { endSilentCases, SETTLE_BATCH, settleNewCases } from '../../domain/defender-cases/service.js';
import { cloneComplaints } from '../../../test/bulk-complaints.js';
import { describeOnPostgres } from '../../../test/harness.js';
import { companyId } from '../alerts/alerts-test-kit.js';
import { newEmail } from '../auth/sign-in-test-kit.js';
import {
  complaintForm,
  consumer,
  filedComplaint,
  type TestAccount,
} from '../complaints/complaint-test-kit.js';
import { asEntity, entityClient, type EntityClient } from '../entity-api/entity-test-kit.js';

/**
 * The defender's casework over HTTP on PostgreSQL: each stage of the procedure as the defender,
 * the entity (API) and the consumer take it, the silence job, vocerías, the annual figures, and
 * the scoping (another entity's defender, another consumer: the same 404 as a missing case).
 */

const BANCOLOMBIA: EntityRef = { tipo_entidad: 1, entidad_cod: '7' };
const BOGOTA: EntityRef = { tipo_entidad: 1, entidad_cod: '1' };

describeOnPostgres('Defender casework', (ctx) => {
  let owner: TestAccount;
  let other: TestAccount;
  let dcfA: TestAccount;
  let dcfB: TestAccount;
  let bank: EntityClient;
  let entityA: number;

  /** A defender of `entity`: role with «Recomendaciones», the defender's position, tied to it. */
  async function defender(entity: EntityRef): Promise<TestAccount> {
    const group = await ctx.db.query<{ id: number }>(`INSERT INTO groups (name) VALUES ($1) RETURNING id`, [
      `DCF ${Math.random().toString(36).slice(2, 8)}`,
    ]);
    await ctx.db.query(
      `INSERT INTO group_modules (group_id, module_id) SELECT $1, id FROM modules WHERE name = 'Recomendaciones'`,
      [group.rows[0]!.id],
    );
    let position = await ctx.db.query<{ id: number }>('SELECT id FROM positions WHERE name = $1', [
      'Defensor del consumidor financiero',
    ]);
    if (position.rows.length === 0)
      position = await ctx.db.query<{ id: number }>(
        `INSERT INTO positions (id, name) VALUES ((SELECT coalesce(max(id), 0) + 1 FROM positions), $1) RETURNING id`,
        ['Defensor del consumidor financiero'],
      );
    const email = newEmail('defensor');
    const id = await ctx.db.transaction((tx) =>
      insertUser(tx, {
        email,
        passwordHash: null,
        isVerified: true,
        person: { firstName: 'Diana', firstLastName: 'Fuentes', positionId: position.rows[0]!.id },
        groupIds: [group.rows[0]!.id],
      }),
    );
    await ctx.db.query('INSERT INTO user_entities (user_id, entity_id) VALUES ($1, $2)', [
      id,
      await companyId(ctx, entity),
    ]);
    return { id, email, token: (await ctx.app.tokens.issuePair(id)).access };
  }

  const as = (account: TestAccount, method: 'GET' | 'POST', url: string, body?: unknown) =>
    ctx.request({ method, url, token: account.token, ...(body === undefined ? {} : { body }) });

  /** A complaint of `owner` against Bancolombia, escalated; answers its id and the case id. */
  async function escalated(account = owner) {
    const filed = await filedComplaint(ctx, account, complaintForm({ entidad_cod: '7' }));
    const res = await as(account, 'POST', '/api/quejaescalamiento/', {
      id: filed.id,
      argumento_escalamiento: 'La entidad no resolvió el cobro.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await ctx.db.query<{ id: number }>(
      'SELECT id FROM defender_cases WHERE complaint_id = $1',
      [filed.id],
    );
    return { complaintId: filed.id, code: filed.codigo_queja, caseId: Number(rows[0]!.id) };
  }

  const step = async (caseId: number, action: string, body: Record<string, unknown> = {}, who = dcfA) => {
    const res = await as(who, 'POST', `/api/dcf/cases/${caseId}/${action}/`, body);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    owner = await consumer(ctx);
    other = await consumer(ctx);
    dcfA = await defender(BANCOLOMBIA);
    dcfB = await defender(BOGOTA);
    bank = await entityClient(ctx, BANCOLOMBIA);
    entityA = await companyId(ctx, BANCOLOMBIA);
  });

  it('an escalated complaint is a case in the defender’s queue, due in 3 business days; another entity’s defender gets 404', async () => {
    const c = await escalated();
    const queue = await as(dcfA, 'GET', '/api/dcf/cases/?stage=competence&page_size=200');
    expect(queue.statusCode, queue.body).toBe(200);
    const row = queue.json().results.find((r: { id: number }) => r.id === c.caseId);
    expect(row).toMatchObject({
      codigo_queja: c.code,
      stage: 'competence',
      awaiting: 'dcf',
      due_status: 'on_time',
    });
    expect(row.due_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(queue.json().counters.open).toBeGreaterThanOrEqual(1);

    const theirs = await as(dcfB, 'GET', `/api/dcf/cases/${c.caseId}/`);
    const missing = await as(dcfB, 'GET', '/api/dcf/cases/999999999/');
    expect([theirs.statusCode, theirs.json()]).toEqual([404, missing.json()]);
    const act = await as(dcfB, 'POST', `/api/dcf/cases/${c.caseId}/admit/`, {});
    expect(act.statusCode).toBe(404);
    const list = await as(dcfB, 'GET', '/api/dcf/cases/?page_size=200');
    expect(list.json().results.map((r: { id: number }) => r.id)).not.toContain(c.caseId);
    // Another consumer reads nothing of it either.
    expect((await as(other, 'GET', `/api/defender/complaints/${c.complaintId}/`)).statusCode).toBe(404);
  });

  it('information from the entity, admission, «traslado», a total rectification the consumer accepts: the case ends satisfied', async () => {
    const c = await escalated();
    // Bad input is a 400 with the field's message; a step out of order a 409 with the stage.
    const bad = await as(dcfA, 'POST', `/api/dcf/cases/${c.caseId}/request_info/`, {
      party: 'entity',
      days: 12,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatchObject({ days: [T.daysRange], text: [T.textRequired] });
    const early = await as(dcfA, 'POST', `/api/dcf/cases/${c.caseId}/decide/`, {
      outcome: 'favour',
      text: 'x',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(T.wrongStage('Estudio de competencia', 'Decidir'));

    const asked = await step(c.caseId, 'request_info', {
      party: 'entity',
      days: 5,
      text: 'Envíe el extracto.',
    });
    expect(asked).toMatchObject({ stage: 'information', awaiting: 'entity' });
    const waiting = await asEntity(ctx, bank, { url: '/api/defensor/casos/?espera=entity&page_size=200' });
    expect(waiting.json().results.map((r: { codigo_queja: string }) => r.codigo_queja)).toContain(c.code);
    const info = await asEntity(ctx, bank, {
      method: 'POST',
      url: `/api/defensor/casos/${c.code}/respuesta/`,
      body: { tipo: 'informacion', texto: 'Adjuntamos el extracto.' },
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ stage: 'admission', awaiting: 'dcf' });

    // The entity can no longer close it itself.
    const close = await asEntity(ctx, bank, {
      method: 'PATCH',
      url: `/api/queja/${c.code}/`,
      body: {
        estado_cod: 4,
        fecha_cierre: '2026-04-10T16:30:00',
        documentacion_rta_final: true,
        a_favor_de: 1,
      },
    });
    expect(close.statusCode, close.body).toBe(400);
    expect(close.json().message.estado_cod).toEqual([T.escalatedCloseRefused]);

    await step(c.caseId, 'admit');
    const forwarded = await step(c.caseId, 'forward', { text: 'Traslado a la entidad.' });
    expect(forwarded).toMatchObject({ stage: 'entity_answer', awaiting: 'entity' });
    const rectified = await asEntity(ctx, bank, {
      method: 'POST',
      url: `/api/defensor/casos/${c.code}/respuesta/`,
      body: { tipo: 'rectificacion_total', texto: 'Reversamos el cobro.' },
    });
    expect(rectified.json()).toMatchObject({ stage: 'rectified', rectification: 'total' });
    await step(c.caseId, 'ask_consumer', { text: '¿La reversión resuelve su queja?' });

    const mine = await as(owner, 'GET', `/api/defender/complaints/${c.complaintId}/`);
    expect(mine.json()).toMatchObject({ stage: 'consumer_reply', actions: ['reply'] });
    expect(mine.json().events.every((e: { user?: unknown }) => e.user === undefined)).toBe(true);
    const reply = await as(owner, 'POST', `/api/defender/complaints/${c.complaintId}/reply/`, {
      accepts: true,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ stage: 'closed', outcome: 'satisfied' });
    const { rows } = await ctx.db.query<{ estado_cod: number }>(
      'SELECT estado_cod FROM complaints WHERE id = $1',
      [c.complaintId],
    );
    expect(rows[0]!.estado_cod).toBe(4);
  });

  it('a case decided against the entity: a reasoned decision both parties download as a PDF', async () => {
    const c = await escalated();
    await step(c.caseId, 'admit');
    await step(c.caseId, 'forward', { text: 'Traslado.' });
    const decided = await step(c.caseId, 'decide', {
      outcome: 'favour',
      text: 'El cobro no estaba pactado.',
    });
    expect(decided).toMatchObject({ stage: 'closed', outcome: 'favour', has_decision: true });
    const consumerPdf = await as(owner, 'GET', `/api/defender/complaints/${c.complaintId}/decision/`);
    expect(consumerPdf.statusCode).toBe(200);
    expect(consumerPdf.headers['content-type']).toBe('application/pdf');
    expect(consumerPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const entityPdf = await asEntity(ctx, bank, { url: `/api/defensor/casos/${c.code}/decision/` });
    expect(entityPdf.statusCode).toBe(200);
    expect(entityPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await as(other, 'GET', `/api/defender/complaints/${c.complaintId}/decision/`)).statusCode).toBe(
      404,
    );
  });

  it('a consumer silent 8 business days on a rectification is satisfied (the job), and a partial one goes on to the decision', async () => {
    const silent = await escalated();
    const partial = await escalated();
    for (const [c, tipo] of [
      [silent, 'rectificacion_total'],
      [partial, 'rectificacion_parcial'],
    ] as const) {
      await step(c.caseId, 'admit');
      await step(c.caseId, 'forward', { text: 'Traslado.' });
      await asEntity(ctx, bank, {
        method: 'POST',
        url: `/api/defensor/casos/${c.code}/respuesta/`,
        body: { tipo, texto: 'Rectificamos.' },
      });
      await step(c.caseId, 'ask_consumer', { text: '¿Le satisface?' });
    }
    await ctx.db.query(`UPDATE defender_cases SET due_day = '2020-01-02' WHERE id = $1`, [silent.caseId]);
    expect(await endSilentCases({ db: ctx.db, now: () => new Date() })).toBeGreaterThanOrEqual(1);
    const ended = await as(dcfA, 'GET', `/api/dcf/cases/${silent.caseId}/`);
    expect(ended.json()).toMatchObject({ stage: 'closed', outcome: 'satisfied' });
    expect(ended.json().events.at(-1).kind).toBe('silence_satisfied');
    const accepted = await as(owner, 'POST', `/api/defender/complaints/${partial.complaintId}/reply/`, {
      accepts: true,
    });
    expect(accepted.json()).toMatchObject({ stage: 'decision', awaiting: 'dcf' });
  });

  it('a vocería: the consumer asks, the defender presents it, the entity answers, the consumer reads the answer', async () => {
    const asked = await as(owner, 'POST', '/api/defender/vocerias/', {
      entity_id: entityA,
      subject: 'Cambio de producto',
      request: 'Que la entidad me cambie la tarjeta de crédito por una sin cuota de manejo.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().id as number;
    expect((await as(dcfB, 'POST', `/api/dcf/vocerias/${id}/present/`, { text: 'x' })).statusCode).toBe(404);
    const presented = await as(dcfA, 'POST', `/api/dcf/vocerias/${id}/present/`, {
      text: 'Presento la solicitud.',
    });
    expect(presented.json()).toMatchObject({ status: 'presented' });
    const answered = await asEntity(ctx, bank, {
      method: 'POST',
      url: `/api/defensor/vocerias/${id}/respuesta/`,
      body: { texto: 'Aprobamos el cambio de producto.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const own = await as(owner, 'GET', '/api/defender/vocerias/');
    expect(own.json().results[0]).toMatchObject({
      id,
      status: 'answered',
      answer: 'Aprobamos el cambio de producto.',
    });
    expect((await as(other, 'GET', '/api/defender/vocerias/')).json().results).toEqual([]);
    const empty = await as(owner, 'POST', '/api/defender/vocerias/', { entity_id: entityA });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatchObject({ subject: [T.textRequired], request: [T.textRequired] });
  });

  it("the annual report's casework figures count this year's cases and vocerías", async () => {
    const year = Number(new Date().toLocaleString('en-US', { timeZone: 'America/Bogota', year: 'numeric' }));
    const figures = await caseworkFigures(ctx.db, entityA, year);
    expect(figures.casos_recibidos).toBeGreaterThanOrEqual(5);
    expect(figures.casos_admitidos).toBeGreaterThanOrEqual(4);
    expect(figures.casos_rectificados).toBeGreaterThanOrEqual(3);
    expect(figures.casos_favor_consumidor).toBeGreaterThanOrEqual(1);
    expect(figures.vocerias).toBeGreaterThanOrEqual(1);
  });
  it('new cases in bulk: two settlers at once, then the job, give each its competence term and one first entry', async () => {
    const template = await escalated();
    const complaints = await cloneComplaints(ctx.db, template.complaintId, SETTLE_BATCH + 250);
    const waiting = () =>
      ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM defender_cases WHERE complaint_id = ANY($1::int[]) AND due_day IS NULL`,
        [complaints],
      );
    // The escalation trigger opened a case for each copy; none has its term yet.
    expect((await waiting()).rows[0]!.n).toBe(SETTLE_BATCH + 250);
    // Two nodes settling at once take different cases: none is settled twice.
    const [first, second] = await Promise.all([settleNewCases(ctx.db), settleNewCases(ctx.db)]);
    expect(first + second).toBeGreaterThanOrEqual(SETTLE_BATCH);
    await endSilentCases({ db: ctx.db, now: () => new Date() });
    expect((await waiting()).rows[0]!.n).toBe(0);
    const { rows } = await ctx.db.query<{ entries: number; matching: number }>(
      `SELECT count(ev.id)::int AS entries,
              count(ev.id) FILTER (WHERE ev.kind = 'received' AND ev.stage_to = 'competence'
                                     AND ev.due_day = c.due_day AND ev.at = c.received_at)::int AS matching
         FROM defender_cases c LEFT JOIN defender_case_events ev ON ev.case_id = c.id
        WHERE c.complaint_id = ANY($1::int[])`,
      [complaints],
    );
    expect(rows[0]).toEqual({ entries: SETTLE_BATCH + 250, matching: SETTLE_BATCH + 250 });
    // The copies were received the day the original was: the same term, three business days on.
    const { rows: dues } = await ctx.db.query<{ due_day: string }>(
      `SELECT DISTINCT due_day FROM defender_cases WHERE complaint_id = ANY($1::int[]) OR id = $2`,
      [complaints, template.caseId],
    );
    expect(dues).toHaveLength(1);
    expect(dues[0]!.due_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
