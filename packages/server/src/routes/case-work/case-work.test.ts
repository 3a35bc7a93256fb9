import { CASE_WORK_SERVER_TEXTS as T } from '@sfc/core/messages/case-work-server-texts';
import { canonicalJson, hmacSha256Hex } from '@sfc/core';
import { STAFF_COMPLAINT_ACTION_TEXTS } from '../../core.js';
import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { TEST_HOST, describeOnPostgres, type DriverContext } from '../../../test/harness.js';
import type { EntityRef } from '../../db/repositories/users.js';
import { insertComplaint } from '../../domain/complaints/repository.js';
import { BANCOLOMBIA, DAVIVIENDA, companyId, staffWith } from '../alerts/alerts-test-kit.js';
import { multipartRequest } from '../auth/sign-in-test-kit.js';
import { PDF, type TestAccount } from '../complaints/complaint-test-kit.js';
import { NOT_FOUND, asEntity, entityClient, pdf, type EntityClient } from '../entity-api/entity-test-kit.js';
import { consumerAccount, linkEntity } from '../users-management/staff-admin-test-kit.js';

/**
 * The analyst's case workspace on PostgreSQL (docs/case-work-api.md): views and their counters,
 * take, requerimientos answered through the entity API, requests to the consumer answered from the
 * portal, transfer, closing, templates and the one-box search, each as its user sees it.
 */

interface View {
  key: string;
  name: string;
  count: number | null;
  count_is_estimate: boolean;
  filters: unknown[];
}
interface TimelineItem {
  kind: string;
  label: string;
  actor: string;
  actor_name: string | null;
  detail: string | null;
  documents: { name: string }[];
}

/** The portal's multipart request signed over its text fields, as a logged-in user. */
function portalMultipart(
  ctx: DriverContext,
  url: string,
  token: string,
  fields: [string, string][],
  files = [] as Buffer[],
) {
  return multipartRequest(
    ctx,
    url,
    fields,
    files.map((data, i) => ({
      field: `file-${i}`,
      filename: `soporte-${i}.pdf`,
      contentType: 'application/pdf',
      data,
    })),
    token,
  );
}

/** The entity API's multipart answer to a requerimiento, signed over `{"texto": …}` with the entity's key. */
function entityAnswer(ctx: DriverContext, client: EntityClient, url: string, texto: string, file?: Buffer) {
  const boundary = `----sfc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="texto"\r\n\r\n${texto}\r\n`),
  ];
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="extracto_RESP.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      host: TEST_HOST,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${client.access}`,
      'x-sfc-signature': hmacSha256Hex(client.signingSecret, canonicalJson({ texto })),
    },
    payload: Buffer.concat(chunks),
  });
}

describeOnPostgres('case workspace (module 9)', (ctx) => {
  let analyst: TestAccount;
  let evBancolombia: TestAccount;
  let evDavivienda: TestAccount;
  let owner: TestAccount;
  let otherConsumer: TestAccount;
  let bancolombia: EntityClient;
  let davivienda: EntityClient;
  let direction: number;

  const get = (token: string, url: string) => ctx.request({ url, token });
  const post = (token: string, url: string, body: unknown = {}) =>
    ctx.request({ method: 'POST', url, token, body });

  async function complaint(
    ref: EntityRef,
    nombres: string,
    numero: string,
    ownerId: number | null = owner.id,
  ) {
    const c = await ctx.db.transaction((tx) =>
      insertComplaint(
        tx,
        {
          tipo_entidad: ref.tipo_entidad,
          entidad_cod: ref.entidad_cod,
          owner_user_id: ownerId,
          codigo_pais: '170',
          departamento_cod: '11',
          municipio_cod: '11001',
          nombres,
          tipo_id_CF: 1,
          numero_id_CF: numero,
          tipo_persona: 1,
          canal_cod: 13,
          producto_cod: 3,
          macro_motivo_cod: 940,
          texto_queja: `Me cobraron una comisión de manejo que no autoricé ${randomBytes(3).toString('hex')}.`,
          estado_cod: 1,
        },
        { userId: ownerId, kind: 'consumer' },
        new Date(),
      ),
    );
    return c;
  }

  const timeline = async (id: number, token = analyst.token) => {
    const res = await get(token, `/api/case_work/complaints/${id}/timeline/`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: TimelineItem[] }).results;
  };
  const views = async (token = analyst.token) => {
    const res = await get(token, '/api/case_work/views/');
    expect(res.statusCode, res.body).toBe(200);
    return new Map((res.json() as { results: View[] }).results.map((v) => [v.key, v]));
  };

  beforeAll(async () => {
    analyst = await staffWith(ctx, [9, 10]);
    const { rows } = await ctx.db.query<{ id: number }>(
      'SELECT id FROM directions WHERE is_active ORDER BY id LIMIT 1',
    );
    direction = Number(rows[0]!.id);
    await ctx.db.query('UPDATE persons SET direction_id = $2 WHERE user_id = $1', [analyst.id, direction]);
    evBancolombia = await staffWith(ctx, [9, 30], BANCOLOMBIA);
    await linkEntity(ctx, evBancolombia, BANCOLOMBIA);
    evDavivienda = await staffWith(ctx, [9, 30], DAVIVIENDA);
    await linkEntity(ctx, evDavivienda, DAVIVIENDA);
    owner = await consumerAccount(ctx, { firstName: 'Mariana', firstLastName: 'Córdoba' });
    otherConsumer = await consumerAccount(ctx);
    bancolombia = await entityClient(ctx, BANCOLOMBIA);
    davivienda = await entityClient(ctx, DAVIVIENDA);
  });

  it('takes a complaint: «Mis quejas» counts it, an entity user cannot take, nor be assigned', async () => {
    const c = await complaint(BANCOLOMBIA, 'Mariana Córdoba Ruiz', '52111222');
    const before = await views();
    expect([...before.keys()].slice(0, 6)).toEqual([
      'mine',
      'unassigned',
      'due_today',
      'overdue',
      'waiting_entity',
      'waiting_consumer',
    ]);
    expect(before.get('mine')!.name).toBe('Mis quejas');
    const taken = await post(analyst.token, `/api/case_work/complaints/${c.id}/take/`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().assignment.analyst).toEqual({ id: analyst.id, name: 'Ana Gómez' });
    const after = await views();
    expect(after.get('mine')!.count).toBe(before.get('mine')!.count! + 1);
    expect(after.get('mine')!.count_is_estimate).toBe(false);
    // The queue opened with the view's filters shows it.
    const queue = await get(
      analyst.token,
      `/api/complaint_management/?filters=${encodeURIComponent(JSON.stringify(after.get('mine')!.filters))}`,
    );
    expect((queue.json() as { results: { id: number }[] }).results.map((r) => r.id)).toContain(c.id);
    // Entity users are kept out of the actions; an entity user cannot be given the complaint.
    expect((await post(evBancolombia.token, `/api/case_work/complaints/${c.id}/take/`)).statusCode).toBe(403);
    const toEv = await post(analyst.token, `/api/case_work/complaints/${c.id}/assign/`, {
      analyst: evBancolombia.id,
    });
    expect(toEv.statusCode).toBe(400);
    expect(toEv.json().message).toEqual({
      analyst: [STAFF_COMPLAINT_ACTION_TEXTS.analystNotFound(String(evBancolombia.id))],
    });
    const items = await timeline(c.id);
    expect(items.at(-1)).toMatchObject({
      kind: 'assign',
      label: 'Asignada a Ana Gómez',
      actor_name: 'Ana Gómez',
    });
  });

  it('asks the entity: the entity reads and answers through its API, the other entity gets 404, the answer lands in the timeline', async () => {
    const c = await complaint(BANCOLOMBIA, 'Laura Gómez', '52333444');
    const bad = await post(analyst.token, `/api/case_work/complaints/${c.id}/entity_requests/`, {
      text: 'x',
      term_days: 0,
    });
    expect(bad.json().message.term_days).toEqual([T.termRange(1, 30)]);
    const created = await post(analyst.token, `/api/case_work/complaints/${c.id}/entity_requests/`, {
      text: 'Envíe el extracto de octubre y la grabación de la llamada.',
      term_days: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json().entity_requests[0];
    expect(request).toMatchObject({
      term_days: 5,
      status: 'open',
      status_label: 'Abierto',
      requested_by: 'Ana Gómez',
    });
    expect((await views()).get('waiting_entity')!.count).toBeGreaterThanOrEqual(1);

    // The entity's API lists it; another entity's account gets the 404 of a complaint that does not exist.
    const list = await asEntity(ctx, bancolombia, { url: `/api/queja/${c.codigo_queja}/requerimientos/` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().results[0]).toMatchObject({
      id: request.id,
      codigo_queja: c.codigo_queja,
      plazo_dias_habiles: 5,
      estado: 'abierto',
      respuesta: null,
    });
    const foreign = await asEntity(ctx, davivienda, { url: `/api/queja/${c.codigo_queja}/requerimientos/` });
    expect([foreign.statusCode, foreign.json()]).toEqual([404, NOT_FOUND]);
    const foreignAnswer = await entityAnswer(
      ctx,
      davivienda,
      `/api/queja/${c.codigo_queja}/requerimientos/${request.id}/respuesta/`,
      'No es nuestra',
    );
    expect(foreignAnswer.statusCode).toBe(404);
    // EV users of another entity neither list nor answer it.
    const evOther = await get(evDavivienda.token, '/api/case_work/entity_requests/');
    expect((evOther.json() as { results: { id: number }[] }).results.map((r) => r.id)).not.toContain(
      request.id,
    );
    const evMine = await get(evBancolombia.token, '/api/case_work/entity_requests/');
    expect((evMine.json() as { results: { id: number }[] }).results.map((r) => r.id)).toContain(request.id);
    const evOtherAnswer = await portalMultipart(
      ctx,
      `/api/case_work/entity_requests/${request.id}/answer/`,
      evDavivienda.token,
      [['text', 'Intento']],
    );
    expect(evOtherAnswer.statusCode).toBe(404);
    // The entity's EV users were alerted.
    const { rows } = await ctx.db.query(
      'SELECT 1 FROM ev_alerts WHERE user_id = $1 AND type_id = 7 AND complaint_id = $2',
      [evBancolombia.id, c.id],
    );
    expect(rows.length).toBe(1);

    const answered = await entityAnswer(
      ctx,
      bancolombia,
      `/api/queja/${c.codigo_queja}/requerimientos/${request.id}/respuesta/`,
      'Adjuntamos el extracto solicitado.',
      pdf('extracto'),
    );
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({
      estado: 'respondido',
      respuesta: { texto: 'Adjuntamos el extracto solicitado.' },
    });
    expect(answered.json().respuesta.documentos[0].name).toBe('extracto_RESP.pdf');
    const again = await entityAnswer(
      ctx,
      bancolombia,
      `/api/queja/${c.codigo_queja}/requerimientos/${request.id}/respuesta/`,
      'Otra vez',
    );
    expect(again.json().message).toEqual({ texto: [T.requestAnswered] });

    const items = await timeline(c.id);
    const answer = items.find((i) => i.kind === 'entity_request_answer')!;
    expect(answer).toMatchObject({
      actor: 'entity',
      actor_name: 'Bancolombia',
      detail: 'Adjuntamos el extracto solicitado.',
    });
    expect(answer.documents.map((d) => d.name)).toEqual(['extracto_RESP.pdf']);
    expect(items.find((i) => i.kind === 'entity_request')!.label).toMatch(
      /^Requerimiento a la entidad \(5 días hábiles, vence el \d{2}\/\d{2}\/\d{4}\)$/,
    );
    // The EV user sees the same timeline, without internal notes.
    expect((await timeline(c.id, evBancolombia.token)).map((i) => i.kind)).toEqual(items.map((i) => i.kind));
    expect((await get(evDavivienda.token, `/api/case_work/complaints/${c.id}/timeline/`)).statusCode).toBe(
      404,
    );
  });

  it('asks the consumer: the term is suspended and mailed, the consumer answers with a file and the term runs again', async () => {
    const c = await complaint(BANCOLOMBIA, 'Mariana Córdoba', '52555666');
    const asked = await post(analyst.token, `/api/case_work/complaints/${c.id}/consumer_requests/`, {
      text: 'Envíe copia del extracto donde aparece el cobro.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().deadline.status).toBe('suspended');
    const mails = await ctx.db.query<{ message: { to: string; subject: string } | string }>(
      "SELECT message FROM mail_outbox WHERE message->>'to' = $1",
      [owner.email],
    );
    const subjects = mails.rows.map(
      (r) => (typeof r.message === 'string' ? JSON.parse(r.message) : r.message).subject,
    );
    expect(subjects).toContain(T.consumerRequestMailSubject(c.codigo_queja));
    expect((await views()).get('waiting_consumer')!.count).toBeGreaterThanOrEqual(1);

    const mine = await get(owner.token, `/api/complaint_detail/${c.id}/requests/`);
    expect(mine.statusCode, mine.body).toBe(200);
    const request = mine.json().results[0];
    expect(request).toMatchObject({ status: 'open', requested_by: 'Superintendencia Financiera' });
    expect((await get(otherConsumer.token, `/api/complaint_detail/${c.id}/requests/`)).statusCode).toBe(404);

    const empty = await portalMultipart(
      ctx,
      `/api/complaint_detail/${c.id}/requests/${request.id}/answer/`,
      owner.token,
      [['text', '  ']],
    );
    expect(empty.statusCode).toBe(400);
    const answered = await portalMultipart(
      ctx,
      `/api/complaint_detail/${c.id}/requests/${request.id}/answer/`,
      owner.token,
      [['text', 'Adjunto el extracto.']],
      [PDF],
    );
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({ status: 'answered', answer: { text: 'Adjunto el extracto.' } });
    const detail = await get(analyst.token, `/api/case_work/complaints/${c.id}/`);
    expect(detail.json().deadline.status).not.toBe('suspended');
    const kinds = (await timeline(c.id)).map((i) => i.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['consumer_request', 'suspension', 'consumer_answer', 'resumption']),
    );
  });

  it('transfers a complaint: the new entity receives it through its API, the old one no longer sees it, the history stays', async () => {
    const c = await complaint(BANCOLOMBIA, 'Pedro Páramo', '52777888');
    const noReason = await post(analyst.token, `/api/case_work/complaints/${c.id}/transfer/`, {
      entity: await companyId(ctx, DAVIVIENDA),
    });
    expect(noReason.json().message).toEqual({ reason: [T.reasonRequired] });
    const moved = await post(analyst.token, `/api/case_work/complaints/${c.id}/transfer/`, {
      entity: await companyId(ctx, DAVIVIENDA),
      reason: 'El producto es de Davivienda.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().complaint.entity.entidad_cod).toBe('39');
    const theirs = await asEntity(ctx, davivienda, { url: `/api/queja/${c.codigo_queja}/` });
    expect(theirs.statusCode).toBe(200);
    const oldOne = await asEntity(ctx, bancolombia, { url: `/api/queja/${c.codigo_queja}/` });
    expect([oldOne.statusCode, oldOne.json()]).toEqual([404, NOT_FOUND]);
    const items = await timeline(c.id);
    expect(items.find((i) => i.kind === 'transfer')).toMatchObject({
      label: 'Trasladada de Bancolombia a Davivienda',
      detail: 'El producto es de Davivienda.',
      actor_name: 'Ana Gómez',
    });
  });

  it('closes with a template of the direction, and closes as duplicate and undoes it, each with its reason', async () => {
    const first = await complaint(BANCOLOMBIA, 'Laura Gómez Ríos', '52999000');
    const second = await complaint(BANCOLOMBIA, 'Laura Gómez Ríos', '52999000');
    const badTemplate = await post(analyst.token, '/api/case_work/templates/', {
      name: 'Mala',
      kind: 'closing',
      body: 'Hola {nombre}',
    });
    expect(badTemplate.json().message.body[0]).toMatch(/^La variable \{nombre\} no existe/);
    const template = await post(analyst.token, '/api/case_work/templates/', {
      name: `Cierre ${randomBytes(2).toString('hex')}`,
      kind: 'closing',
      body: 'Estimado(a) {nombre_consumidor}: cerramos la queja {codigo} contra {entidad}.',
    });
    expect(template.statusCode, template.body).toBe(201);
    const rendered = await post(analyst.token, `/api/case_work/complaints/${first.id}/render/`, {
      template: template.json().id,
    });
    expect(rendered.json().text).toBe(
      `Estimado(a) Laura Gómez Ríos: cerramos la queja ${first.codigo_queja} contra Bancolombia.`,
    );

    const noReason = await post(analyst.token, `/api/case_work/complaints/${first.id}/close/`, {
      template: template.json().id,
    });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, { reason: [T.reasonRequired] }]);
    const closed = await post(analyst.token, `/api/case_work/complaints/${first.id}/close/`, {
      reason: 'La entidad respondió de fondo.',
      template: template.json().id,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().case.state.id).toBe(4);
    expect(closed.json().case.closing).toMatchObject({ kind: 'closed', message: rendered.json().text });

    const dup = await post(analyst.token, `/api/case_work/complaints/${second.id}/close_duplicate/`, {
      duplicate_of: first.codigo_queja,
      reason: 'Misma queja radicada dos veces.',
    });
    expect(dup.statusCode, dup.body).toBe(200);
    expect(dup.json().case).toMatchObject({ marcacion: 7, state: { id: 4 } });
    const undone = await post(analyst.token, `/api/case_work/complaints/${second.id}/undo_duplicate/`, {
      reason: 'No era la misma queja.',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().case).toMatchObject({ marcacion: null, state: { id: 2 } });
    expect((await timeline(second.id)).map((i) => i.kind)).toEqual(
      expect.arrayContaining(['duplicate', 'duplicate_undone']),
    );
  });

  it('finds complaints by name with or without accents, by identification number and by code, with a snippet', async () => {
    const c = await complaint(BANCOLOMBIA, 'Mariana Córdoba Vélez', '1098765432');
    const search = async (q: string) => {
      const res = await get(analyst.token, `/api/case_work/search/?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { results: { id: number; match: string; snippet: string }[] };
    };
    const byName = await search('mariana cordoba velez');
    expect(byName.results[0]).toMatchObject({
      id: c.id,
      match: 'name',
      snippet: '**Mariana** **Córdoba** **Vélez** — 1098765432',
    });
    expect((await search('MARIANA CÓRDOBA')).results.map((r) => r.id)).toContain(c.id);
    expect((await search('1098765432')).results[0]).toMatchObject({ id: c.id, match: 'identification' });
    expect((await search(c.codigo_queja)).results[0]).toMatchObject({ id: c.id, match: 'code' });
    const empty = await get(analyst.token, '/api/case_work/search/?q=%20');
    expect(empty.json().message).toEqual({ q: [T.searchEmpty] });
  });
});
