import { ANNUAL_REPORT_TEXTS as T, MESSAGES, STAFF_ADMIN_TEXTS } from '../../core.js';
import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres, type DriverContext } from '../../../test/harness.js';
import { pdfLines } from '../../../test/pdf-text.js';
import type { EntityRef } from '../../db/repositories/users.js';
import { DCF_POSITION } from '../../domain/staff-admin/staff-users.js';
import {
  BANCOLOMBIA,
  DAVIVIENDA,
  NEQUI,
  companyId,
  complaintFiledAt,
  staffWith,
} from '../alerts/alerts-test-kit.js';
import { multipartRequest } from '../auth/sign-in-test-kit.js';
import { mailsTo, pdfPart, type TestAccount } from '../complaints/complaint-test-kit.js';
import {
  as,
  consumerAccount,
  expectAnonymousRefused,
  expectFieldError,
  expectForbidden,
  expectNotFound,
  linkEntity,
} from '../users-management/staff-admin-test-kit.js';

const MODULE = 'Informe anual';
const YEAR = new Date().getUTCFullYear();

/** A consumer defender of `entities` whose role holds `modules`. */
async function defender(
  ctx: DriverContext,
  entities: EntityRef[],
  modules = [9, 21, 23],
): Promise<TestAccount> {
  const account = await staffWith(ctx, modules, entities[0]);
  for (const e of entities) await linkEntity(ctx, account, e);
  await ctx.db.query(
    'UPDATE persons SET position_id = (SELECT id FROM positions WHERE name = $2) WHERE user_id = $1',
    [account.id, DCF_POSITION],
  );
  return account;
}

interface Report {
  id: number;
  year: number;
  state: string;
  state_name: string;
  entities: { id: number; name: string; data: Record<string, unknown>; prefill: Record<string, number> }[];
  steps: { n: number; saved: boolean; complete: boolean }[];
  files: { id_storage: number; name: string }[];
  history: { action: string; state_to: string; comment: string | null }[];
  sections: Record<string, Record<string, unknown>>;
  can_edit: boolean;
  can_review: boolean;
  last_comment: string | null;
}

const COMPLETE: Record<number, (r: Report) => unknown> = {
  1: () => ({ resumen: 'Atendimos las quejas de los consumidores con oportunidad.' }),
  2: (r) => ({
    entities: r.entities.map((e) => ({
      entity_id: e.id,
      recibidas: 10,
      tramitadas: 8,
      favor_consumidor: 5,
      favor_entidad: 3,
      tiempo_promedio_dias: 12,
    })),
  }),
  3: () => ({ hubo_incidentes: 'no' }),
  4: () => ({ puntos_atencion: 3, canales: 'Oficina, correo y teléfono', personas_atendidas: 420 }),
  5: () => ({ reuniones_junta: 2 }),
  6: () => ({}),
};

describeOnPostgres('the consumer defender annual report (/dcf/annual_report/)', (ctx) => {
  let dcf: TestAccount;
  let otherDcf: TestAccount;
  let reviewer: TestAccount;
  let dcfSideOnly: TestAccount;
  let evDavivienda: TestAccount;
  let evNequi: TestAccount;
  let staffWithout: TestAccount;
  let consumer: TestAccount;
  let report: Report;

  beforeAll(async () => {
    dcf = await defender(ctx, [BANCOLOMBIA, DAVIVIENDA]);
    otherDcf = await defender(ctx, [DAVIVIENDA]);
    reviewer = await staffWith(ctx, [22]);
    dcfSideOnly = await staffWith(ctx, [21]);
    evDavivienda = await staffWith(ctx, [21], DAVIVIENDA);
    await linkEntity(ctx, evDavivienda, DAVIVIENDA);
    evNequi = await staffWith(ctx, [21], NEQUI);
    await linkEntity(ctx, evNequi, NEQUI);
    staffWithout = await staffWith(ctx, [9, 28]);
    consumer = await consumerAccount(ctx);
    // Two Bancolombia complaints this year, one closed: the report starts from these figures.
    await complaintFiledAt(ctx, consumer.id, BANCOLOMBIA, new Date(Date.UTC(YEAR, 0, 10, 15)));
    await complaintFiledAt(ctx, consumer.id, BANCOLOMBIA, new Date(Date.UTC(YEAR, 0, 11, 15)), 4);
  });

  const create = (actor: TestAccount, year: unknown = YEAR) =>
    as(ctx, actor, { method: 'POST', url: '/api/dcf/annual_report/', body: { year } });
  const saveStep = (actor: TestAccount, n: number | string, body: unknown, id = report.id) =>
    as(ctx, actor, { method: 'PUT', url: `/api/dcf/annual_report/${id}/step/${n}/`, body });
  const act = (actor: TestAccount, action: string, comment?: string) =>
    as(ctx, actor, {
      method: 'PUT',
      url: `/api/dcf/annual_report/${report.id}/`,
      body: comment === undefined ? { action } : { action, comment },
    });
  const detail = (actor: TestAccount) =>
    as(ctx, actor, { url: `/api/dcf/annual_report/detail/?id=${report.id}` });

  it('opens only to holders of «Informe anual» or «Registro de informe anual»', async () => {
    for (const actor of [dcf, reviewer, dcfSideOnly]) {
      expect((await as(ctx, actor, { url: '/api/dcf/annual_report/' })).statusCode).toBe(200);
    }
    expectForbidden(await as(ctx, staffWithout, { url: '/api/dcf/annual_report/' }), MODULE);
    expectForbidden(await as(ctx, consumer, { url: '/api/annual-report-servi/list_reports' }), MODULE);
    expectAnonymousRefused(await as(ctx, null, { url: '/api/dcf/annual_report/' }));
    expect(STAFF_ADMIN_TEXTS.moduleForbidden(MODULE)).toContain(MODULE);
  });

  it('lets only a defender create a report, once per year, with parts pre-filled from the complaints', async () => {
    const refused = await create(evDavivienda);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status_code: 403, detail: T.notDcf });
    expect((await create(reviewer)).statusCode).toBe(403);
    expectFieldError(await create(dcf, 1999), 'year');
    expectFieldError(await create(dcf, YEAR + 1), 'year', T.yearOutOfRange(YEAR));

    const res = await create(dcf);
    expect(res.statusCode, res.body).toBe(201);
    report = res.json();
    expect(report.state).toBe('draft');
    expect(report.entities.map((e) => e.id).sort()).toEqual(
      [await companyId(ctx, BANCOLOMBIA), await companyId(ctx, DAVIVIENDA)].sort(),
    );
    const bancolombiaId = await companyId(ctx, BANCOLOMBIA);
    const bancolombia = report.entities.find((e) => e.id === bancolombiaId)!;
    expect(bancolombia.prefill).toMatchObject({ recibidas: 2 });
    expect(bancolombia.data).toMatchObject({ recibidas: 2 });
    expect(report.history.map((h) => h.action)).toEqual(['created']);

    const again = await create(dcf);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status_code: 409, detail: T.yearTaken(YEAR) });
  });

  it('shows each caller only the reports and entity parts of their entities', async () => {
    const ids = async (actor: TestAccount) =>
      (
        (await as(ctx, actor, { url: '/api/dcf/annual_report/' })).json() as { results: { id: number }[] }
      ).results.map((r) => r.id);
    expect(await ids(dcf)).toContain(report.id);
    expect(await ids(reviewer)).toContain(report.id);
    expect(await ids(evDavivienda)).toContain(report.id);
    expect(await ids(evNequi)).not.toContain(report.id);
    expectNotFound(await detail(evNequi));
    const seenByEv = (await detail(evDavivienda)).json() as Report;
    expect(seenByEv.entities.map((e) => e.id)).toEqual([await companyId(ctx, DAVIVIENDA)]);
    expect(seenByEv.can_edit).toBe(false);
    expectNotFound(await as(ctx, dcf, { url: '/api/dcf/annual_report/detail/?id=999999' }));
  });

  it('saves each step as a draft, refusing bad input with Spanish messages', async () => {
    const first = await saveStep(dcf, 1, { resumen: '  Borrador a medias  ' });
    expect(first.statusCode, first.body).toBe(200);
    const step = (await as(ctx, dcf, { url: `/api/dcf/annual_report/${report.id}/step/1/` })).json() as {
      data: Record<string, unknown>;
      saved: boolean;
    };
    expect(step).toMatchObject({
      saved: true,
      data: { resumen: 'Borrador a medias', hechos_relevantes: null },
    });

    expectFieldError(await saveStep(dcf, 4, { puntos_atencion: 'tres' }), 'puntos_atencion', T.notInteger);
    expectFieldError(await saveStep(dcf, 4, { puntos_atencion: -1 }), 'puntos_atencion', T.notInteger);
    expectFieldError(
      await saveStep(dcf, 3, { hubo_incidentes: 'tal vez' }),
      'hubo_incidentes',
      T.choiceInvalid,
    );
    expectFieldError(await saveStep(dcf, 1, { otro: 'x' }), 'otro');
    const entityId = report.entities[0]!.id;
    expectFieldError(
      await saveStep(dcf, 2, {
        entities: [{ entity_id: entityId, tramitadas: 2, favor_consumidor: 2, favor_entidad: 1 }],
      }),
      'entities.0.favor_consumidor',
      T.decidedAboveProcessed,
    );
    expectFieldError(
      await saveStep(dcf, 2, { entities: [{ entity_id: 999999 }] }),
      'entities.0.entity_id',
      T.unknownEntity,
    );
    expectNotFound(await saveStep(dcf, 9, {}));

    const notAuthor = await saveStep(otherDcf, 1, { resumen: 'Intruso' });
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json()).toEqual({ status_code: 403, detail: T.notAuthor });
    expectNotFound(await saveStep(evNequi, 1, { resumen: 'Intruso' }));
  });

  it('refuses to submit an incomplete report, naming the steps left', async () => {
    const res = await act(dcf, 'submit');
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: Record<string, string[]> };
    expect(body.message.step_3).toEqual([T.stepIncomplete('Incidentes')]);
    expect(body.message.step_2).toEqual([T.stepIncomplete('Quejas por entidad')]);
    expect(body.message.step_1).toBeUndefined();
  });

  it('attaches documents checked by extension and content', async () => {
    const bad = await multipartRequest(
      ctx,
      '/api/queries-servi/file/annual_report_attach',
      [['id', String(report.id)]],
      [
        {
          field: 'file',
          filename: 'acta.pdf',
          contentType: 'application/pdf',
          data: Buffer.from('MZ not a pdf'),
        },
      ],
      dcf.token,
    );
    expectFieldError(bad, 'file', MESSAGES.fileFormatInvalid);
    const res = await multipartRequest(
      ctx,
      '/api/queries-servi/file/annual_report_attach',
      [['id', String(report.id)]],
      [pdfPart('file', 'Acta de junta.pdf')],
      dcf.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Report).files.map((f) => f.name)).toEqual(['Acta de junta.pdf']);
    const fileId = (res.json() as Report).files[0]!.id_storage;
    const link = await as(ctx, reviewer, { url: `/api/dcf/annual_report/${report.id}/files/${fileId}/url/` });
    expect(link.statusCode).toBe(200);
    expectNotFound(
      await as(ctx, evNequi, { url: `/api/dcf/annual_report/${report.id}/files/${fileId}/url/` }),
    );
    const other = await multipartRequest(
      ctx,
      '/api/queries-servi/file/annual_report_attach',
      [['id', String(report.id)]],
      [pdfPart('file')],
      otherDcf.token,
    );
    expect(other.statusCode).toBe(403);
  });

  it('goes submit → return with comment → resubmit → accept, with mails, history and a PDF', async () => {
    expect((await as(ctx, dcf, { url: `/api/dcf/annual_report/${report.id}/pdf/` })).statusCode).toBe(409);
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const res = await saveStep(dcf, n, COMPLETE[n]!(report));
      expect(res.statusCode, res.body).toBe(200);
    }
    const submitted = await act(dcf, 'submit');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((submitted.json() as Report).state).toBe('submitted');

    const late = await saveStep(dcf, 1, { resumen: 'Cambio tardío' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ status_code: 409, detail: T.notEditable('Enviado') });
    expect((await act(dcf, 'submit')).json()).toEqual({
      status_code: 409,
      detail: T.wrongTransition('Enviado', 'enviar'),
    });
    expect((await act(dcf, 'accept')).json()).toEqual({ status_code: 403, detail: T.notReviewer });
    expect((await act(evDavivienda, 'return', 'x')).statusCode).toBe(403);
    expectFieldError(await act(reviewer, 'return'), 'comment', T.commentRequired);

    const pdf = await as(ctx, reviewer, { url: `/api/dcf/annual_report/${report.id}/pdf/` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A Unicode font is embedded: dashes and bullets print as such, dates as MM/DD/YYYY hh:mm.
    const printed = await pdfLines(pdf.rawPayload);
    expect(printed.fonts.every((f) => f.includes('DejaVuSans'))).toBe(true);
    const text = printed.lines.join('\n');
    expect(text).toMatch(/: —\n/);
    expect(text).not.toContain('\ufffd');
    expect(text).toContain('• Acta de junta.pdf');
    expect(text).toMatch(/\n\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} — /);
    expect(text).toMatch(/: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\n/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}/);

    const returned = await act(reviewer, 'return', 'Falta el detalle de los canales de atención.');
    expect(returned.statusCode, returned.body).toBe(200);
    const mails = await mailsTo(ctx, dcf.email);
    expect(mails.at(-1)?.subject).toBe(T.mailReturnedSubject(YEAR));
    expect(mails.at(-1)?.content).toContain('Falta el detalle de los canales de atención.');
    const back = (await detail(dcf)).json() as Report;
    expect(back).toMatchObject({
      state: 'returned',
      can_edit: true,
      last_comment: 'Falta el detalle de los canales de atención.',
    });

    expect(
      (
        await saveStep(dcf, 4, {
          ...(COMPLETE[4]!(report) as object),
          canales: 'Oficinas, correo, teléfono y chat',
        })
      ).statusCode,
    ).toBe(200);
    expect((await act(dcf, 'submit')).statusCode).toBe(200);
    expect((await mailsTo(ctx, reviewer.email)).at(-1)?.subject).toBe(
      T.mailSubmittedSubject(YEAR, 'Ana Gómez'),
    );
    const accepted = await as(ctx, reviewer, {
      method: 'PATCH',
      url: `/api/annual-report-servi/update_report?id=${report.id}`,
      body: { action: 'accept' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const final = accepted.json() as Report;
    expect(final.state).toBe('accepted');
    expect(final.history.map((h) => [h.action, h.state_to])).toEqual([
      ['created', 'draft'],
      ['attached', 'draft'],
      ['submitted', 'submitted'],
      ['returned', 'returned'],
      ['submitted', 'submitted'],
      ['accepted', 'accepted'],
    ]);
    expect((await mailsTo(ctx, dcf.email)).at(-1)?.subject).toBe(T.mailAcceptedSubject(YEAR));
    expect((await act(reviewer, 'return', 'Otra vez')).statusCode).toBe(409);
  });

  it('filters the list by state and year', async () => {
    const page = (
      await as(ctx, reviewer, { url: `/api/dcf/annual_report/?state=accepted&year=${YEAR}` })
    ).json() as {
      results: { id: number; state_name: string }[];
    };
    expect(page.results.find((r) => r.id === report.id)?.state_name).toBe('Aceptado');
    const none = (await as(ctx, reviewer, { url: '/api/dcf/annual_report/?state=draft' })).json() as {
      results: { id: number }[];
    };
    expect(none.results.map((r) => r.id)).not.toContain(report.id);
    expect((await as(ctx, reviewer, { url: '/api/dcf/annual_report/?state=otro' })).statusCode).toBe(400);
  });
});
