import { API_ERROR_TEXTS, COMPLAINT_MESSAGES, SERVER_TEXTS } from '@sfc/core';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { resetThrottles } from '../auth/sign-in-test-kit.js';
import {
  NOT_FOUND,
  consumer,
  filedComplaint,
  insertedComplaint,
  mailsTo,
  pdfPart,
  validation,
  type TestAccount,
} from './complaint-test-kit.js';
import { multipartRequest } from '../auth/sign-in-test-kit.js';

const DAY = 24 * 60 * 60 * 1000;
const refused = (reason: string) => validation({ [SERVER_TEXTS.nonFieldKey]: [reason] });

describeOnPostgres('Complaints: desist, réplica, escalation, rating, annexes, history', (ctx) => {
  let maria: TestAccount;
  let pedro: TestAccount;

  beforeAll(async () => {
    maria = await consumer(ctx);
    pedro = await consumer(ctx);
  });
  beforeEach(() => resetThrottles(ctx));

  const post = (account: TestAccount, url: string, body: unknown) =>
    ctx.request({ method: 'POST', url, token: account.token, body });

  it('desists with PATCH: state Desistida, a version, a mail; a second time is refused', async () => {
    const filed = await filedComplaint(ctx, maria);
    const res = await ctx.request({
      method: 'PATCH',
      url: `/api/queja/${filed.id}/`,
      token: maria.token,
      body: { desistimiento_queja: 'True', argumento_desistimiento: 'La entidad ya me respondió.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      estado: { id: 5, name: 'Desistida' },
      desistimiento_queja: 1,
      argumento_desistimiento: 'La entidad ya me respondió.',
      acciones: {
        can_attach: false,
        can_desist: false,
        can_escalate: false,
        can_replica: false,
        can_rate: false,
      },
      detail: COMPLAINT_MESSAGES.desisted,
    });
    const mails = await mailsTo(ctx, maria.email);
    expect(mails.at(-1)?.content).toContain('"Recibida" al estado "Desistida"');

    const again = await ctx.request({
      method: 'PATCH',
      url: `/api/queja/${filed.id}/`,
      token: maria.token,
      body: { desistimiento_queja: 1 },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused(COMPLAINT_MESSAGES.desistNotAllowed));

    const detail = (
      await ctx.request({ url: `/api/complaint_detail/${filed.id}/`, token: maria.token })
    ).json();
    expect(detail.history.map((v: { action: string }) => v.action)).toEqual(['create', 'desist']);
    expect(detail.history[1]).toMatchObject({
      version: 2,
      actor: 'consumer',
      estado_from: 1,
      estado_from_name: 'Recibida',
      estado_to: 5,
      estado_to_name: 'Desistida',
      changes: {
        estado_cod: { old: 1, new: 5 },
        desistimiento_queja: { old: 2, new: 1 },
        argumento_desistimiento: { old: null, new: 'La entidad ya me respondió.' },
      },
    });
    const versions = await ctx.db.query<{ actor_user_id: number }>(
      'SELECT actor_user_id FROM complaint_versions WHERE complaint_id = $1 ORDER BY version',
      [filed.id],
    );
    expect(versions.rows.map((r) => r.actor_user_id)).toEqual([maria.id, maria.id]);
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    ['no value', {}, { desistimiento_queja: [API_ERROR_TEXTS.fieldRequired] }],
    [
      'the value 2',
      { desistimiento_queja: 2 },
      { desistimiento_queja: [COMPLAINT_MESSAGES.desistValueRequired] },
    ],
    ['another field', { desistimiento_queja: 1, estado_cod: 4 }, { estado_cod: [SERVER_TEXTS.fieldUnknown] }],
    ['a list body', [1], { [SERVER_TEXTS.nonFieldKey]: [SERVER_TEXTS.bodyNotObject('list')] }],
  ])('refuses a desist PATCH with %s', async (_case, body, message) => {
    const mine = await insertedComplaint(ctx, maria.id);
    const res = await ctx.request({
      method: 'PATCH',
      url: `/api/queja/${mine.id}/`,
      token: maria.token,
      body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(validation(message));
  });

  it('files a réplica on a closed complaint once, within the window, reopening it', async () => {
    const closed = await insertedComplaint(ctx, maria.id, {
      estado_cod: 4,
      fecha_cierre: new Date(Date.now() - 3 * DAY),
    });
    const view = (await ctx.request({ url: `/api/queja/${closed.id}/`, token: maria.token })).json();
    expect(view.acciones).toMatchObject({ can_replica: true, can_rate: true, can_attach: false });
    expect(view.replica_plazo).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

    const res = await post(maria, '/api/quejareplica/', {
      codigo_queja: closed.codigo_queja,
      argumento_replica: 'La respuesta no resuelve el cobro.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      estado: { id: 6, name: 'En réplica' },
      replica: 1,
      argumento_replica: 'La respuesta no resuelve el cobro.',
      fecha_cierre: null,
      acciones: { can_attach: true, can_replica: false },
      detail: COMPLAINT_MESSAGES.replicaFiled,
    });
    expect((await mailsTo(ctx, maria.email)).at(-1)?.content).toContain('al estado "En réplica"');

    // Closed again by the entity: no second réplica.
    await ctx.db.query('UPDATE complaints SET estado_cod = 4, fecha_cierre = now() WHERE id = $1', [
      closed.id,
    ]);
    const second = await post(maria, '/api/quejareplica/', { id: closed.id, argumento_replica: 'Otra vez.' });
    expect(second.json()).toEqual(refused(COMPLAINT_MESSAGES.replicaAlreadyFiled));
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an open complaint', { estado_cod: 2 }, COMPLAINT_MESSAGES.replicaNotClosed],
    [
      'a complaint closed 16 days ago',
      { estado_cod: 4, fecha_cierre: new Date(Date.now() - 16 * DAY) },
      COMPLAINT_MESSAGES.replicaWindowExpired(15),
    ],
    ['a desisted complaint', { estado_cod: 5 }, COMPLAINT_MESSAGES.replicaNotClosed],
  ])('refuses a réplica on %s', async (_case, values, reason) => {
    const c = await insertedComplaint(ctx, maria.id, values);
    const res = await post(maria, '/api/quejareplica/', {
      id: c.id,
      argumento_replica: 'No estoy de acuerdo.',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(reason));
  });

  it('escalates an open complaint to the consumer defender once', async () => {
    const open = await insertedComplaint(ctx, maria.id, { estado_cod: 2 });
    const res = await post(maria, '/api/quejaescalamiento/', {
      id: open.id,
      argumento_escalamiento: 'La entidad no responde.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      estado: { id: 7, name: 'Escalada al defensor del consumidor financiero' },
      escalamiento_DCF: 1,
      argumento_escalamiento: 'La entidad no responde.',
      detail: COMPLAINT_MESSAGES.escalated,
    });
    const again = await post(maria, '/api/quejaescalamiento/', {
      id: open.id,
      argumento_escalamiento: 'Otra vez.',
    });
    expect(again.json()).toEqual(refused(COMPLAINT_MESSAGES.escalateAlreadyFiled));
    const closed = await insertedComplaint(ctx, maria.id, { estado_cod: 4, fecha_cierre: new Date() });
    const late = await post(maria, '/api/quejaescalamiento/', {
      id: closed.id,
      argumento_escalamiento: 'Tarde.',
    });
    expect(late.json()).toEqual(refused(COMPLAINT_MESSAGES.escalateNotAllowed));
  });

  it('lists closed unrated complaints, rates once, and then no longer lists them', async () => {
    const lucia = await consumer(ctx);
    const closed = await insertedComplaint(ctx, lucia.id, { estado_cod: 4, fecha_cierre: new Date() });
    await insertedComplaint(ctx, lucia.id, { estado_cod: 2 });
    const before = (await ctx.request({ url: '/api/quejacalificacion/', token: lucia.token })).json();
    expect(before.size_unqualifieds).toBe(1);
    expect(before.unqualifieds[0]).toMatchObject({
      id: closed.id,
      codigo_queja: closed.codigo_queja,
      estado_cod: 4,
    });

    const res = await post(lucia, '/api/quejacalificacion/', {
      id: closed.codigo_queja,
      calificacion: '5',
      comentario: 'Bien.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: closed.id,
      codigo_queja: closed.codigo_queja,
      calificacion: 5,
      comentario: 'Bien.',
      detail: COMPLAINT_MESSAGES.ratingSaved,
    });
    const after = (await ctx.request({ url: '/api/quejacalificacion/', token: lucia.token })).json();
    expect(after).toEqual({ size_unqualifieds: 0, unqualifieds: [] });
    const twice = await post(lucia, '/api/quejacalificacion/', { id: closed.id, calificacion: 3 });
    expect(twice.json()).toEqual(refused(COMPLAINT_MESSAGES.rateAlreadyDone));
    const view = (await ctx.request({ url: `/api/queja/${closed.id}/`, token: lucia.token })).json();
    expect(view.calificacion).toMatchObject({ calificacion: 5, comentario: 'Bien.' });
    expect(view.acciones.can_rate).toBe(false);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['no rating', {}, { calificacion: [API_ERROR_TEXTS.fieldRequired] }],
    ['a rating of 0', { calificacion: 0 }, { calificacion: [SERVER_TEXTS.fieldMinimum(1)] }],
    ['a rating of 6', { calificacion: '6' }, { calificacion: [SERVER_TEXTS.fieldMaximum(5)] }],
    ['a rating in words', { calificacion: 'cinco' }, { calificacion: [SERVER_TEXTS.fieldNotInteger] }],
    [
      'a long comment',
      { calificacion: 4, comentario: 'x'.repeat(1001) },
      { comentario: [SERVER_TEXTS.fieldMaxLength(1000)] },
    ],
  ])('refuses a rating with %s', async (_case, body, message) => {
    const closed = await insertedComplaint(ctx, maria.id, { estado_cod: 4, fecha_cierre: new Date() });
    const res = await post(maria, '/api/quejacalificacion/', { id: closed.id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(validation(message));
  });

  it('refuses to rate an open complaint', async () => {
    const open = await insertedComplaint(ctx, maria.id, { estado_cod: 2 });
    const res = await post(maria, '/api/quejacalificacion/', { id: open.id, calificacion: 4 });
    expect(res.json()).toEqual(refused(COMPLAINT_MESSAGES.rateNotAllowed));
  });

  it('adds annexes while the complaint is open, not once it is closed', async () => {
    const filed = await filedComplaint(ctx, maria);
    const res = await multipartRequest(
      ctx,
      '/api/nuevos_anexos/',
      [['id', String(filed.id)]],
      [pdfPart('file-anexos-0', 'respuesta del banco.pdf'), pdfPart('file-anexos-1', 'recibo.pdf')],
      maria.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: filed.id,
      annexes_count: 3,
      detail: COMPLAINT_MESSAGES.annexesAdded,
    });
    expect(res.json().files.map((f: { name: string }) => f.name)).toEqual([
      'respuesta del banco.pdf',
      'recibo.pdf',
    ]);
    const detail = (
      await ctx.request({ url: `/api/complaint_detail/${filed.id}/`, token: maria.token })
    ).json();
    expect(detail.files.map((f: { kind: string }) => f.kind)).toEqual(['complaint', 'anexo', 'anexo']);
    expect(detail.history.at(-1)).toMatchObject({
      action: 'attach',
      changes: {
        anexos: { old: ['soporte.pdf'], new: ['soporte.pdf', 'respuesta del banco.pdf', 'recibo.pdf'] },
      },
    });

    const closed = await insertedComplaint(ctx, maria.id, { estado_cod: 4, fecha_cierre: new Date() });
    const late = await multipartRequest(
      ctx,
      '/api/nuevos_anexos/',
      [['id', closed.codigo_queja]],
      [pdfPart('file-anexos-0')],
      maria.token,
    );
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(refused(COMPLAINT_MESSAGES.attachNotAllowed));
  });

  it('refuses annexes without files or without a complaint', async () => {
    const mine = await insertedComplaint(ctx, maria.id);
    const none = await multipartRequest(
      ctx,
      '/api/nuevos_anexos/',
      [['id', String(mine.id)]],
      [],
      maria.token,
    );
    expect(none.json()).toEqual(validation({ 'file-anexos-0': [API_ERROR_TEXTS.fieldRequired] }));
    const noId = await multipartRequest(
      ctx,
      '/api/nuevos_anexos/',
      [],
      [pdfPart('file-anexos-0')],
      maria.token,
    );
    expect(noId.json()).toEqual(validation({ id: [API_ERROR_TEXTS.fieldRequired] }));
  });

  it('answers 404 for every action on another consumer’s complaint, changing nothing', async () => {
    const mine = await insertedComplaint(ctx, maria.id, { estado_cod: 4, fecha_cierre: new Date() });
    const open = await insertedComplaint(ctx, maria.id, { estado_cod: 2 });
    const attempts = [
      ctx.request({
        method: 'PATCH',
        url: `/api/queja/${open.id}/`,
        token: pedro.token,
        body: { desistimiento_queja: 1 },
      }),
      post(pedro, '/api/quejareplica/', { id: mine.id, argumento_replica: 'x' }),
      post(pedro, '/api/quejaescalamiento/', { id: open.id, argumento_escalamiento: 'x' }),
      post(pedro, '/api/quejacalificacion/', { id: mine.id, calificacion: 1 }),
      multipartRequest(
        ctx,
        '/api/nuevos_anexos/',
        [['id', String(open.id)]],
        [pdfPart('file-anexos-0')],
        pedro.token,
      ),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    const versions = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM complaint_versions WHERE complaint_id = ANY($1::int[])',
      [[mine.id, open.id]],
    );
    // One creation and one set-up version each: nothing from the other consumer.
    expect(versions.rows[0]!.n).toBe(4);
    expect(
      await ctx.db.query('SELECT 1 FROM complaint_ratings WHERE complaint_id = $1', [mine.id]),
    ).toMatchObject({
      rowCount: 0,
    });
  });
});
