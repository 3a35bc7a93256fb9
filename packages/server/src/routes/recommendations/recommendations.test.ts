import { API_ERROR_TEXTS, RECOMMENDATION_TEXTS as T } from '../../core.js';
import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres, type DriverContext } from '../../../test/harness.js';
import type { EntityRef } from '../../db/repositories/users.js';
import { addBusinessDays, bogotaDay, isoDay } from '../../domain/alerts/colombian-calendar.js';
import { DCF_POSITION } from '../../domain/staff-admin/staff-users.js';
import { BANCOLOMBIA, DAVIVIENDA, NEQUI, companyId, staffWith } from '../alerts/alerts-test-kit.js';
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

const MODULE = 'Recomendaciones';

interface Detail {
  id: number;
  state: string;
  is_active: boolean;
  side: string;
  targets: {
    id: number;
    entity: { id: number; name: string };
    status: string;
    due_day: string | null;
    due_status: string;
    events: { kind: string; text: string | null; files: { name: string }[]; data: unknown }[];
  }[];
}

interface Row {
  id: number;
  status: string;
  entity: { id: number } | null;
  due_status: string;
}

async function entityUser(ctx: DriverContext, entity: EntityRef, modules = [23]): Promise<TestAccount> {
  const account = await staffWith(ctx, modules, entity);
  await linkEntity(ctx, account, entity);
  return account;
}

describeOnPostgres('recommendations (/dcf/recommendations/)', (ctx) => {
  let analyst: TestAccount;
  let dcf: TestAccount;
  let evBancolombia: TestAccount;
  let evDavivienda: TestAccount;
  let evNequi: TestAccount;
  let staffWithout: TestAccount;
  let consumer: TestAccount;
  let bancolombia: number;
  let davivienda: number;
  let rec: Detail;

  beforeAll(async () => {
    analyst = await staffWith(ctx, [23]);
    dcf = await entityUser(ctx, BANCOLOMBIA, [23]);
    await linkEntity(ctx, dcf, DAVIVIENDA);
    await ctx.db.query(
      'UPDATE persons SET position_id = (SELECT id FROM positions WHERE name = $2) WHERE user_id = $1',
      [dcf.id, DCF_POSITION],
    );
    evBancolombia = await entityUser(ctx, BANCOLOMBIA);
    evDavivienda = await entityUser(ctx, DAVIVIENDA);
    evNequi = await entityUser(ctx, NEQUI);
    staffWithout = await staffWith(ctx, [9, 21]);
    consumer = await consumerAccount(ctx);
    bancolombia = await companyId(ctx, BANCOLOMBIA);
    davivienda = await companyId(ctx, DAVIVIENDA);
  });

  const post = (actor: TestAccount, path: string, body: unknown) =>
    as(ctx, actor, { method: 'POST', url: `/api/dcf/recommendations/${path}`, body });
  const step = (actor: TestAccount, n: number, body: unknown, id = rec.id) =>
    as(ctx, actor, { method: 'PUT', url: `/api/dcf/recommendations/${id}/step/${n}/`, body });
  const detail = async (actor: TestAccount) => {
    const res = await as(ctx, actor, { url: `/api/dcf/recommendations/${rec.id}/company` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Detail;
  };
  const queue = async (actor: TestAccount, query = '') =>
    (
      (await as(ctx, actor, { url: `/api/dcf/recommendations/list/?page_size=100${query}` })).json() as {
        results: Row[];
      }
    ).results.filter((r) => r.id === rec.id);
  const target = (d: Detail, entityId: number) => d.targets.find((t) => t.entity.id === entityId)!;

  it('opens only to holders of «Recomendaciones»', async () => {
    for (const actor of [analyst, dcf, evBancolombia]) {
      expect((await as(ctx, actor, { url: '/api/dcf/recommendations/list/' })).statusCode).toBe(200);
    }
    expectForbidden(await as(ctx, staffWithout, { url: '/api/dcf/recommendations/list/' }), MODULE);
    expectForbidden(await as(ctx, consumer, { url: '/api/dcf/recommendations/status/' }), MODULE);
    expectAnonymousRefused(await as(ctx, null, { url: '/api/dcf/recommendations/list/' }));
  });

  it('lets the authority and defenders, not entities, issue; a defender only to their entities', async () => {
    const refused = await post(evBancolombia, 'create/', {});
    expect(refused.json()).toEqual({ status_code: 403, detail: T.cannotIssue });
    const own = (await post(dcf, 'create/', { title: 'Del defensor' })).json() as Detail;
    expectFieldError(
      await step(dcf, 2, { entities: [await companyId(ctx, NEQUI)] }, own.id),
      'entities',
      T.entityOutOfScope,
    );
    expect((await step(dcf, 2, { entities: [bancolombia] }, own.id)).statusCode).toBe(200);

    const options = async (actor: TestAccount) =>
      (
        (await as(ctx, actor, { url: '/api/dcf/recommendations/entities/' })).json() as {
          results: { id: number }[];
        }
      ).results.map((e) => e.id);
    expect((await options(dcf)).sort()).toEqual([bancolombia, davivienda].sort());
    expect(await options(evBancolombia)).toEqual([]);
    expect((await options(analyst)).length).toBeGreaterThan(2);

    const created = await post(analyst, 'create/', {});
    expect(created.statusCode, created.body).toBe(201);
    rec = created.json();
    expect(rec.state).toBe('draft');
  });

  it('saves the steps of the draft, refusing bad input, and issues it with deadlines and mails', async () => {
    expectFieldError(await step(analyst, 1, { title: 'Cobros' }), 'finding', API_ERROR_TEXTS.fieldRequired);
    expectFieldError(await step(analyst, 1, { nada: 1 }), 'nada');
    expectFieldError(await step(analyst, 2, { entities: [999999] }), 'entities', T.entityUnknown);
    expectFieldError(await step(analyst, 2, { entities: [] }), 'entities');
    // A term of 0 or over 60 says the rule: whole working days from 1 to 60.
    for (const term of [0, 61, 2.5])
      expectFieldError(
        await step(analyst, 2, { entities: [bancolombia], plan_term_days: term }),
        'plan_term_days',
        T.planTermRange,
      );
    expectNotFound(await step(analyst, 7, {}));
    const early = await post(analyst, `${rec.id}/finish/`, {});
    expect(early.statusCode).toBe(400);
    expect((early.json() as { message: Record<string, string[]> }).message.step_2).toEqual([
      T.stepIncomplete('Entidades y plazo'),
    ]);
    expectNotFound(await as(ctx, evBancolombia, { url: `/api/dcf/recommendations/${rec.id}/company` }));

    expect(
      (
        await step(analyst, 1, {
          title: 'Reversión de cargos no reconocidos',
          finding: 'Las respuestas a quejas por cargos no reconocidos tardan más de 30 días.',
          recommendation: 'Ajustar el procedimiento de reversión para responder en el término legal.',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await step(analyst, 2, { entities: [bancolombia, davivienda], plan_term_days: 10 })).statusCode,
    ).toBe(200);
    const issued = await post(analyst, `${rec.id}/finish/`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    rec = issued.json();
    expect(rec.targets.map((t) => [t.entity.id, t.status]).sort()).toEqual(
      [
        [bancolombia, 'pending_plan'],
        [davivienda, 'pending_plan'],
      ].sort(),
    );
    expect(target(rec, bancolombia).due_day).toBe(isoDay(addBusinessDays(bogotaDay(new Date()), 10)));
    expect((await mailsTo(ctx, evBancolombia.email)).at(-1)?.subject).toBe(
      T.mailIssuedSubject('Reversión de cargos no reconocidos'),
    );
    expect((await post(analyst, `${rec.id}/finish/`, {})).statusCode).toBe(409);
    expect((await step(analyst, 1, { title: 'x' })).json()).toEqual({ status_code: 409, detail: T.notDraft });
  });

  it('shows each entity only its own copy; others get 404', async () => {
    const seen = await detail(evBancolombia);
    expect(seen.side).toBe('entity');
    expect(seen.targets.map((t) => t.entity.id)).toEqual([bancolombia]);
    expect((await queue(evBancolombia)).map((r) => r.entity?.id)).toEqual([bancolombia]);
    expect((await queue(analyst)).length).toBe(2);
    expect((await detail(dcf)).targets.length).toBe(2);
    expectNotFound(await as(ctx, evNequi, { url: `/api/dcf/recommendations/${rec.id}/company` }));
    expect(await queue(evNequi)).toEqual([]);
  });

  it('follows one entity: plan, report with evidence, follow-up, close, reopen — each by the right side', async () => {
    const t = target(rec, bancolombia).id;
    expect((await post(analyst, 'action-plans/', { target: t, text: 'x', actions: [] })).json()).toEqual({
      status_code: 403,
      detail: T.entityOnly,
    });
    expect((await post(evDavivienda, 'action-plans/', { target: t, text: 'x' })).statusCode).toBe(404);
    const early = await post(evBancolombia, 'progress-reports/', { target: t, text: 'Avance', progress: 10 });
    expect(early.statusCode).toBe(409);
    expectFieldError(
      await post(evBancolombia, 'action-plans/', { target: t, text: 'Plan', actions: [] }),
      'actions',
      T.actionsRequired,
    );
    expectFieldError(
      await post(evBancolombia, 'action-plans/', {
        target: t,
        text: 'Plan',
        actions: [{ action: 'Capacitar', owner: 'Gerencia', due: '2026-13-40' }],
      }),
      'actions.0.due',
      T.dateInvalid,
    );
    const plan = await post(evBancolombia, 'action-plans/', {
      target: t,
      text: 'Plan de acción aprobado por la vicepresidencia.',
      actions: [
        { action: 'Automatizar la reversión', owner: 'Vicepresidencia de operaciones', due: '2026-12-15' },
      ],
    });
    expect(plan.statusCode, plan.body).toBe(201);
    expect(target(plan.json(), bancolombia).status).toBe('in_progress');
    expect((await mailsTo(ctx, analyst.email)).at(-1)?.subject).toBe(
      T.mailStepSubject('Reversión de cargos no reconocidos', 'Plan de acción'),
    );

    expectFieldError(
      await post(evBancolombia, 'progress-reports/', { target: t, text: 'Avance', progress: 140 }),
      'progress',
      T.progressInvalid,
    );
    const report = await multipartRequest(
      ctx,
      '/api/dcf/recommendations/progress-reports/',
      [
        ['target', String(t)],
        ['text', 'Se automatizó el 60 % de las reversiones.'],
        ['progress', '60'],
      ],
      [pdfPart('file-0', 'evidencia-reversiones.pdf')],
      evBancolombia.token,
    );
    expect(report.statusCode, report.body).toBe(201);
    const events = target(report.json(), bancolombia).events;
    expect(events.at(-1)).toMatchObject({
      kind: 'progress_report',
      data: { progress: 60 },
      files: [{ name: 'evidencia-reversiones.pdf' }],
    });

    expect((await post(evBancolombia, 'close/', { target: t })).json()).toEqual({
      status_code: 403,
      detail: T.issuerOnly,
    });
    expect(
      (
        await post(analyst, 'tracing-recommendations/', {
          target: t,
          text: 'Revisamos la muestra de 20 casos.',
        })
      ).statusCode,
    ).toBe(201);
    const closed = await post(analyst, 'close/', { target: t, text: 'Cumplida.' });
    expect(closed.statusCode).toBe(201);
    expect(target(closed.json(), bancolombia)).toMatchObject({
      status: 'closed',
      due_day: null,
      due_status: 'none',
    });
    expect((await post(evBancolombia, 'answer/', { target: t, text: 'Respuesta' })).json()).toEqual({
      status_code: 409,
      detail: T.wrongStep('Cerrada', 'Respuesta final'),
    });
    expect((await queue(evBancolombia, '&status=closed')).length).toBe(1);
    expect((await queue(analyst, '&status=pending_plan')).map((r) => r.entity?.id)).toEqual([davivienda]);

    const reopened = await post(analyst, 'close/', { target: t, reopen: true });
    expect(target(reopened.json(), bancolombia).status).toBe('in_progress');
    expect(
      (await post(evBancolombia, 'answer/', { target: t, text: 'Terminamos la automatización.' })).statusCode,
    ).toBe(201);
    expect(target(await detail(evBancolombia), bancolombia).events.map((e) => e.kind)).toEqual([
      'issued',
      'action_plan',
      'progress_report',
      'tracing',
      'closed',
      'reopened',
      'answer',
    ]);
  });

  it('is switched inactive by its issuer only; an inactive one takes no follow-up', async () => {
    const patch = (actor: TestAccount, is_active: boolean) =>
      as(ctx, actor, { method: 'PATCH', url: `/api/dcf/recommendations/${rec.id}/`, body: { is_active } });
    expect((await patch(evBancolombia, false)).statusCode).toBe(403);
    expect(((await patch(analyst, false)).json() as Detail).is_active).toBe(false);
    const t = target(rec, davivienda).id;
    const refused = await post(evDavivienda, 'action-plans/', {
      target: t,
      text: 'Plan',
      actions: [{ action: 'Revisar', owner: 'Calidad', due: '2026-12-01' }],
    });
    expect(refused.json()).toEqual({ status_code: 409, detail: T.inactive });
    expect((await queue(analyst, '&is_active=false')).length).toBe(2);
    expect(((await patch(analyst, true)).json() as Detail).is_active).toBe(true);
  });
});
