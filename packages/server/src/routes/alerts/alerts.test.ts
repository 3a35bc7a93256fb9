import { ALERTS_API_TEXTS, API_ERROR_TEXTS, SERVER_TEXTS } from '@sfc/core';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import {
  bogotaDay,
  bogotaDayStart,
  businessDaysBetween,
  displayDay,
} from '../../domain/alerts/colombian-calendar.js';
import { filingDaysDueWithin, responseDeadline } from '../../domain/alerts/response-deadline.js';
import { resetThrottles } from '../auth/sign-in-test-kit.js';
import {
  NOT_FOUND,
  consumer,
  filedComplaint,
  validation,
  type TestAccount,
} from '../complaints/complaint-test-kit.js';
import {
  asEntity,
  complaintBody,
  entityClient,
  resetEntityThrottles,
  type EntityClient,
} from '../entity-api/entity-test-kit.js';
import {
  BANCOLOMBIA,
  DAVIVIENDA,
  allAlerts,
  complaintFiledAt,
  getPage,
  runDeadlineAlertJob,
  staffWith,
  type AlertBody,
} from './alerts-test-kit.js';

const ALERTS = 28;
const SETTINGS = 29;
const REPORTS = 16;

const forbidden = (detail: string) => ({ status_code: 403, detail });

describeOnPostgres('Alerts: raised on complaint events, listed, marked and configured', (ctx) => {
  let maria: TestAccount;
  let bancolombiaClient: EntityClient;

  beforeAll(async () => {
    maria = await consumer(ctx);
    bancolombiaClient = await entityClient(ctx, BANCOLOMBIA);
  });
  beforeEach(async () => {
    await resetThrottles(ctx);
    await resetEntityThrottles(ctx);
  });

  const newAlerts = (account: TestAccount, query = '') =>
    getPage(ctx, account, `/api/alerts/new_alerts/${query}`);
  const alertsAbout = async (account: TestAccount, code: string): Promise<AlertBody[]> =>
    (await allAlerts(ctx, account)).filter((a) => a.complaint_code === code);

  it('filing a complaint through POST /api/queja/ alerts staff with the alerts module, newest first', async () => {
    const boss = await staffWith(ctx, [ALERTS, SETTINGS]);
    const before = await newAlerts(boss);
    expect(before.count).toBe(0);

    const complaint = await filedComplaint(ctx, maria);
    const after = await newAlerts(boss);
    expect(after.count).toBe(1);
    expect(after.results).toEqual([
      {
        id: expect.any(Number),
        type_alert: { id: 1, name: 'Nueva queja' },
        title: `Nueva queja ${complaint.codigo_queja}`,
        message: `Se radicó la queja ${complaint.codigo_queja} contra Bancolombia.`,
        complaint_code: complaint.codigo_queja,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        is_read: false,
      },
    ]);
    expect(Math.abs(Date.parse(after.results[0]!.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it("staff tied to an entity hear only of that entity's complaints; staff without the module, inactive staff and consumers hear nothing", async () => {
    const ofBancolombia = await staffWith(ctx, [ALERTS], BANCOLOMBIA);
    const ofDavivienda = await staffWith(ctx, [ALERTS], DAVIVIENDA);
    const reportsOnly = await staffWith(ctx, [REPORTS]);
    const inactive = await staffWith(ctx, [ALERTS]);
    await ctx.db.query('UPDATE users SET is_active = false WHERE id = $1', [inactive.id]);

    const complaint = await filedComplaint(ctx, maria);
    expect((await alertsAbout(ofBancolombia, complaint.codigo_queja)).map((a) => a.title)).toEqual([
      `Nueva queja ${complaint.codigo_queja}`,
    ]);
    expect(await alertsAbout(ofDavivienda, complaint.codigo_queja)).toEqual([]);
    const stored = await ctx.db.query('SELECT user_id FROM alerts WHERE user_id = ANY($1::int[])', [
      [reportsOnly.id, inactive.id, maria.id],
    ]);
    expect(stored.rows).toEqual([]);
  });

  it('a state change (the consumer desists) raises "Cambio de estado" with both state names', async () => {
    const boss = await staffWith(ctx, [ALERTS]);
    const complaint = await filedComplaint(ctx, maria);
    const desist = await ctx.request({
      method: 'PATCH',
      url: `/api/queja/${complaint.id}/`,
      token: maria.token,
      body: { desistimiento_queja: 1 },
    });
    expect(desist.statusCode, desist.body).toBe(200);

    const page = await newAlerts(boss);
    expect(page.count).toBe(2);
    expect(page.results.map((a) => [a.type_alert.name, a.title, a.message])).toEqual([
      [
        'Cambio de estado',
        `Cambio de estado ${complaint.codigo_queja}`,
        `La queja ${complaint.codigo_queja} contra Bancolombia pasó de «Recibida» a «Desistida».`,
      ],
      [
        'Nueva queja',
        `Nueva queja ${complaint.codigo_queja}`,
        `Se radicó la queja ${complaint.codigo_queja} contra Bancolombia.`,
      ],
    ]);
  });

  it('the entity API raises them too: a complaint it registers, and its acknowledgement (Recibida → Abierta)', async () => {
    const ofBancolombia = await staffWith(ctx, [ALERTS], BANCOLOMBIA);
    const registered = await asEntity(ctx, bancolombiaClient, {
      method: 'POST',
      url: '/api/queja/',
      body: complaintBody(`17${Date.now()}`.slice(0, 15)),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const code = String(registered.json().codigo_queja);
    expect((await alertsAbout(ofBancolombia, code)).map((a) => a.type_alert.id)).toEqual([1]);

    const portal = await complaintFiledAt(ctx, maria.id, BANCOLOMBIA, new Date());
    const ack = await asEntity(ctx, bancolombiaClient, {
      method: 'POST',
      url: '/api/complaint/ack',
      body: { pqrs: [portal.codigo_queja] },
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect((await alertsAbout(ofBancolombia, portal.codigo_queja)).map((a) => a.message)).toEqual([
      `La queja ${portal.codigo_queja} contra Bancolombia pasó de «Recibida» a «Abierta / en trámite».`,
      `Se radicó la queja ${portal.codigo_queja} contra Bancolombia.`,
    ]);
  });

  it('a type switched off in the configuration is not raised for that user; the others still are', async () => {
    const picky = await staffWith(ctx, [ALERTS, SETTINGS]);
    const config = await getPage(ctx, picky, '/api/alerts/configuration_alert');
    const stateRow = (config.results as unknown as { id: number; type_alert: { id: number } }[]).find(
      (r) => r.type_alert.id === 2,
    )!;
    const off = await ctx.request({
      method: 'POST',
      url: '/api/alerts/change_state_configuration/',
      token: picky.token,
      body: { id: stateRow.id, is_active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      id: stateRow.id,
      type_alert: { id: 2, name: 'Cambio de estado' },
      is_active: false,
      days_before: 3,
    });

    const complaint = await complaintFiledAt(ctx, maria.id, BANCOLOMBIA, new Date(), 2);
    expect((await alertsAbout(picky, complaint.codigo_queja)).map((a) => a.type_alert.id)).toEqual([1]);
  });

  it('the deadline job creates a "Vencimiento próximo" alert once per complaint, even run many times at once', async () => {
    const watcher = await staffWith(ctx, [ALERTS]);
    const ofDavivienda = await staffWith(ctx, [ALERTS], DAVIVIENDA);
    const now = new Date();
    const today = bogotaDay(now);
    const window = filingDaysDueWithin(today, 3)!;
    const filedAt = new Date(bogotaDayStart(window.first).getTime() + 15 * 3600_000);
    const due = await complaintFiledAt(ctx, maria.id, BANCOLOMBIA, filedAt);
    const closed = await complaintFiledAt(ctx, maria.id, BANCOLOMBIA, filedAt, 4);
    const recent = await complaintFiledAt(ctx, maria.id, BANCOLOMBIA, now);

    // Reading the bell creates nothing: due: new; closed: new + state change; recent: new.
    expect((await newAlerts(watcher)).count).toBe(4);
    await Promise.all([runDeadlineAlertJob(ctx), runDeadlineAlertJob(ctx), runDeadlineAlertJob(ctx)]);
    // due: new + deadline; closed: new + state change; recent: new.
    expect((await newAlerts(watcher)).count).toBe(5);
    await runDeadlineAlertJob(ctx);
    expect((await newAlerts(watcher)).count).toBe(5);
    const deadline = responseDeadline(filedAt);
    const daysLeft = businessDaysBetween(today, deadline);
    const expected = ALERTS_API_TEXTS.deadlineMessage(
      due.codigo_queja,
      'Bancolombia',
      displayDay(deadline),
      daysLeft,
    );
    expect(expected).toContain(`vence ${daysLeft === 0 ? 'hoy, ' : 'el '}${displayDay(deadline)}`);
    const deadlineAlerts = (await alertsAbout(watcher, due.codigo_queja)).filter(
      (a) => a.type_alert.id === 3,
    );
    expect(deadlineAlerts.map((a) => [a.type_alert.name, a.title, a.message])).toEqual([
      ['Vencimiento próximo', `Vencimiento próximo ${due.codigo_queja}`, expected],
    ]);
    expect((await alertsAbout(watcher, closed.codigo_queja)).map((a) => a.type_alert.id)).toEqual([2, 1]);
    expect((await alertsAbout(watcher, recent.codigo_queja)).map((a) => a.type_alert.id)).toEqual([1]);
    const rows = await ctx.db.query(
      'SELECT 1 FROM alerts WHERE user_id = $1 AND complaint_id = $2 AND type_alert_id = 3',
      [watcher.id, due.id],
    );
    expect(rows.rowCount).toBe(1);
    // Another entity's staff never get it, however often they ask.
    await newAlerts(ofDavivienda);
    expect(await alertsAbout(ofDavivienda, due.codigo_queja)).toEqual([]);
  });

  it('a user with deadline alerts switched off gets none', async () => {
    const quiet = await staffWith(ctx, [ALERTS, SETTINGS]);
    const config = (await getPage(ctx, quiet, '/api/alerts/configuration_alert')).results as unknown as {
      id: number;
      type_alert: { id: number };
    }[];
    const row = config.find((r) => r.type_alert.id === 3)!;
    const res = await ctx.request({
      method: 'PATCH',
      url: `/api/alerts/configuration_alert/${row.id}/`,
      token: quiet.token,
      body: { is_active: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const window = filingDaysDueWithin(bogotaDay(new Date()), 3)!;
    const due = await complaintFiledAt(
      ctx,
      maria.id,
      BANCOLOMBIA,
      new Date(bogotaDayStart(window.last).getTime() + 15 * 3600_000),
    );
    await runDeadlineAlertJob(ctx);
    expect((await alertsAbout(quiet, due.codigo_queja)).map((a) => a.type_alert.id)).toEqual([1]);
  });

  it('marks one alert read (again harmlessly), then all; the unread count goes down and history keeps them', async () => {
    const reader = await staffWith(ctx, [ALERTS]);
    // Deadline alerts of earlier tests' complaints arrive on the first read.
    const earlier = (await newAlerts(reader)).count;
    for (let i = 0; i < 3; i += 1) await complaintFiledAt(ctx, maria.id, BANCOLOMBIA, new Date());
    const first = await newAlerts(reader, '?page_size=2');
    expect(first.count).toBe(earlier + 3);
    expect(first.results).toHaveLength(2);
    expect(first.pages).toBe(Math.ceil((earlier + 3) / 2));
    expect(first.next).toBe('http://api.test/api/alerts/new_alerts/?page_size=2&page=2');
    expect(first.results.map((a) => a.type_alert.id)).toEqual([1, 1]);

    const target = first.results[0]!;
    const mark = () =>
      ctx.request({
        method: 'POST',
        url: '/api/alerts/mark_alert/',
        token: reader.token,
        body: { id: target.id },
      });
    const once = await mark();
    expect(once.statusCode, once.body).toBe(200);
    expect(once.json()).toEqual({ detail: ALERTS_API_TEXTS.markedOne, count: earlier + 2 });
    const twice = await mark();
    expect(twice.json()).toEqual({ detail: ALERTS_API_TEXTS.markedOne, count: earlier + 2 });
    const unread = await newAlerts(reader);
    expect(unread.count).toBe(earlier + 2);
    expect(unread.results.map((a) => a.id)).not.toContain(target.id);

    const all = await ctx.request({
      method: 'POST',
      url: '/api/alerts/mark_alert/',
      token: reader.token,
      body: { all: true },
    });
    expect(all.json()).toEqual({ detail: ALERTS_API_TEXTS.markedAll, count: 0 });
    expect((await newAlerts(reader)).count).toBe(0);
    const history = await getPage(ctx, reader, '/api/alerts/history');
    expect(history.count).toBe(earlier + 3);
    expect(history.results.every((a) => a.is_read)).toBe(true);
  });

  it("another user's alert or configuration row is a 404, and nothing changes", async () => {
    const owner = await staffWith(ctx, [ALERTS, SETTINGS]);
    const intruder = await staffWith(ctx, [ALERTS, SETTINGS]);
    await complaintFiledAt(ctx, maria.id, BANCOLOMBIA, new Date());
    const alert = (await newAlerts(owner)).results[0]!;
    const row = (
      (await getPage(ctx, owner, '/api/alerts/configuration_alert')).results[0] as unknown as { id: number }
    ).id;

    const attempts = [
      { method: 'POST' as const, url: '/api/alerts/mark_alert/', body: { id: alert.id } },
      { method: 'POST' as const, url: '/api/alerts/mark_alert/', body: { id: 2_000_000_000 } },
      {
        method: 'PATCH' as const,
        url: `/api/alerts/configuration_alert/${row}/`,
        body: { is_active: false },
      },
      {
        method: 'POST' as const,
        url: '/api/alerts/change_state_configuration/',
        body: { id: row, is_active: false },
      },
    ];
    for (const attempt of attempts) {
      const res = await ctx.request({ ...attempt, token: intruder.token });
      expect(res.statusCode, `${attempt.url} ${res.body}`).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect((await newAlerts(owner)).results[0]).toEqual(alert);
    const config = await getPage(ctx, owner, '/api/alerts/configuration_alert');
    expect((config.results as unknown as { is_active: boolean }[]).every((r) => r.is_active)).toBe(true);
  });

  it('lists the alert types to holders of module 28 or 29, and the configuration (created with defaults) to 29', async () => {
    const settingsOnly = await staffWith(ctx, [SETTINGS]);
    const types = await ctx.request({ url: '/api/alerts/type_alert', token: settingsOnly.token });
    expect(types.statusCode, types.body).toBe(200);
    expect(types.json()).toEqual({
      count: 4,
      next: null,
      previous: null,
      results: [
        { id: 1, name: 'Nueva queja' },
        { id: 2, name: 'Cambio de estado' },
        { id: 3, name: 'Vencimiento próximo' },
        { id: 4, name: 'Alerta temprana' },
      ],
      pages: 1,
      current_page: 1,
    });
    const config = await ctx.request({ url: '/api/alerts/configuration_alert/', token: settingsOnly.token });
    expect(config.json().results).toEqual([
      { id: expect.any(Number), type_alert: { id: 1, name: 'Nueva queja' }, is_active: true, days_before: 3 },
      {
        id: expect.any(Number),
        type_alert: { id: 2, name: 'Cambio de estado' },
        is_active: true,
        days_before: 3,
      },
      {
        id: expect.any(Number),
        type_alert: { id: 3, name: 'Vencimiento próximo' },
        is_active: true,
        days_before: 3,
      },
      {
        id: expect.any(Number),
        type_alert: { id: 4, name: 'Alerta temprana' },
        is_active: true,
        days_before: 3,
      },
    ]);
    const deadlineRow = config.json().results[2].id as number;
    const patched = await ctx.request({
      method: 'PATCH',
      url: `/api/alerts/configuration_alert/${deadlineRow}/`,
      token: settingsOnly.token,
      body: { days_before: 5 },
    });
    expect(patched.json()).toEqual({
      id: deadlineRow,
      type_alert: { id: 3, name: 'Vencimiento próximo' },
      is_active: true,
      days_before: 5,
    });
    const again = await ctx.request({ url: '/api/alerts/configuration_alert', token: settingsOnly.token });
    expect(again.json().count).toBe(4);
    expect(again.json().results[2].days_before).toBe(5);
    // Module 29 alone does not open the alerts themselves.
    const bell = await ctx.request({ url: '/api/alerts/new_alerts/', token: settingsOnly.token });
    expect(bell.statusCode).toBe(403);
  });

  it('refuses every endpoint with 403 to consumers, to entity API accounts and to staff without the module', async () => {
    const reportsOnly = await staffWith(ctx, [REPORTS]);
    const alertsOnly = await staffWith(ctx, [ALERTS]);
    const calls = [
      {
        method: 'GET' as const,
        url: '/api/alerts/new_alerts/?page_size=7',
        detail: ALERTS_API_TEXTS.alertsForbidden,
      },
      { method: 'GET' as const, url: '/api/alerts/history', detail: ALERTS_API_TEXTS.alertsForbidden },
      { method: 'GET' as const, url: '/api/alerts/type_alert', detail: ALERTS_API_TEXTS.alertsForbidden },
      {
        method: 'POST' as const,
        url: '/api/alerts/mark_alert/',
        body: { all: true },
        detail: ALERTS_API_TEXTS.alertsForbidden,
      },
      {
        method: 'GET' as const,
        url: '/api/alerts/configuration_alert',
        detail: ALERTS_API_TEXTS.settingsForbidden,
      },
      {
        method: 'PATCH' as const,
        url: '/api/alerts/configuration_alert/1/',
        body: { is_active: false },
        detail: ALERTS_API_TEXTS.settingsForbidden,
      },
      {
        method: 'POST' as const,
        url: '/api/alerts/change_state_configuration/',
        body: { id: 1, is_active: false },
        detail: ALERTS_API_TEXTS.settingsForbidden,
      },
    ];
    for (const { detail, ...call } of calls) {
      for (const token of [maria.token, bancolombiaClient.access, reportsOnly.token]) {
        const secret = token === bancolombiaClient.access ? bancolombiaClient.signingSecret : undefined;
        const res = await ctx.request({ ...call, token, secret });
        expect(res.statusCode, `${call.method} ${call.url} ${res.body}`).toBe(403);
        expect(res.json()).toEqual(forbidden(detail));
      }
    }
    // The alerts module does not open the configuration (29).
    const res = await ctx.request({ url: '/api/alerts/configuration_alert', token: alertsOnly.token });
    expect(res.json()).toEqual(forbidden(ALERTS_API_TEXTS.settingsForbidden));
    // Without a token: the usual 400 "missing header", before anything else.
    const anonymous = await ctx.request({ url: '/api/alerts/new_alerts/' });
    expect(anonymous.statusCode).toBe(400);
  });

  it('answers bad input with a 400 in the documented shape, never a 500', async () => {
    const user = await staffWith(ctx, [ALERTS, SETTINGS]);
    const rowId = (
      (await getPage(ctx, user, '/api/alerts/configuration_alert')).results[0] as unknown as { id: number }
    ).id;
    const post = (url: string, body: unknown) =>
      ctx.request({ method: 'POST', url, token: user.token, body });
    const markTarget = validation({ [SERVER_TEXTS.nonFieldKey]: [ALERTS_API_TEXTS.markTargetRequired] });
    const cases: [string, Promise<{ statusCode: number; json: () => unknown }>, unknown][] = [
      ['empty body', post('/api/alerts/mark_alert/', {}), markTarget],
      ['all false', post('/api/alerts/mark_alert/', { all: false }), markTarget],
      ['id and all', post('/api/alerts/mark_alert/', { id: 1, all: true }), markTarget],
      [
        'id not a number',
        post('/api/alerts/mark_alert/', { id: 'doce' }),
        validation({ id: [SERVER_TEXTS.fieldNotInteger] }),
      ],
      [
        'id zero',
        post('/api/alerts/mark_alert/', { id: 0 }),
        validation({ id: [SERVER_TEXTS.fieldMinimum(1)] }),
      ],
      [
        'unknown field',
        post('/api/alerts/mark_alert/', { id: 1, leida: true }),
        validation({ leida: [SERVER_TEXTS.fieldUnknown] }),
      ],
      [
        'a list body',
        post('/api/alerts/mark_alert/', [1]),
        validation({ [SERVER_TEXTS.nonFieldKey]: [SERVER_TEXTS.bodyNotObject('list')] }),
      ],
      [
        'is_active missing',
        post('/api/alerts/change_state_configuration/', { id: rowId }),
        validation({ is_active: [API_ERROR_TEXTS.fieldRequired] }),
      ],
      [
        'is_active not a boolean',
        post('/api/alerts/change_state_configuration/', { id: rowId, is_active: 'quizás' }),
        validation({ is_active: [SERVER_TEXTS.fieldNotBoolean] }),
      ],
      [
        'days_before too large',
        ctx.request({
          method: 'PATCH',
          url: `/api/alerts/configuration_alert/${rowId}/`,
          token: user.token,
          body: { days_before: 99 },
        }),
        validation({ days_before: [SERVER_TEXTS.fieldMaximum(15)] }),
      ],
      [
        'a configuration id that is not a number',
        ctx.request({
          method: 'PATCH',
          url: '/api/alerts/configuration_alert/abc/',
          token: user.token,
          body: {},
        }),
        validation({ id: [SERVER_TEXTS.fieldNotInteger] }),
      ],
      [
        'page 0',
        ctx.request({ url: '/api/alerts/new_alerts/?page=0', token: user.token }),
        validation({ page: [SERVER_TEXTS.fieldMinimum(1)] }),
      ],
    ];
    for (const [name, pending, body] of cases) {
      const res = await pending;
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual(body);
    }
    // Malformed JSON is refused before the signature (nothing to sign) and the token are looked at.
    const malformed = await ctx.request({
      method: 'POST',
      url: '/api/alerts/mark_alert/',
      token: user.token,
      body: '{"id": 1',
      secret: null,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(
      validation({ [SERVER_TEXTS.nonFieldKey]: [SERVER_TEXTS.malformedJson(1, 9)] }),
    );
    const pastLast = await ctx.request({ url: '/api/alerts/history?page=99', token: user.token });
    expect(pastLast.statusCode).toBe(404);
    expect(pastLast.json()).toEqual({ status_code: 404, detail: SERVER_TEXTS.pageInvalid, messages: [] });
  });
  it('the deadline job reads the due complaints once for staff who share a warning, and each of them gets the alert once, also one who joins later', async () => {
    const first = await staffWith(ctx, [ALERTS]);
    const second = await staffWith(ctx, [ALERTS]);
    const today = bogotaDay(new Date());
    const window = filingDaysDueWithin(today, 3)!;
    const filedAt = new Date(bogotaDayStart(window.first).getTime() + 15 * 3600_000);
    const due = await complaintFiledAt(ctx, maria.id, BANCOLOMBIA, filedAt);
    const deadlineTitles = async (who: TestAccount) =>
      (await alertsAbout(who, due.codigo_queja)).filter((a) => a.type_alert.id === 3).map((a) => a.title);
    await runDeadlineAlertJob(ctx);
    const later = await staffWith(ctx, [ALERTS]);
    expect(await deadlineTitles(later)).toEqual([]);
    await runDeadlineAlertJob(ctx);
    await runDeadlineAlertJob(ctx);
    for (const who of [first, second, later]) {
      expect(await deadlineTitles(who)).toEqual([`Vencimiento próximo ${due.codigo_queja}`]);
    }
  });
  it('a longer warning set in the configuration raises its "Vencimiento próximo" alerts at once, not at the next round', async () => {
    const planner = await staffWith(ctx, [ALERTS, SETTINGS]);
    const today = bogotaDay(new Date());
    // Due within 15 business days, but not within 3: only a longer warning calls for an alert.
    const wide = filingDaysDueWithin(today, 15)!;
    const filedAt = new Date(bogotaDayStart(wide.last).getTime() + 15 * 3600_000);
    const due = await complaintFiledAt(ctx, maria.id, BANCOLOMBIA, filedAt);
    await runDeadlineAlertJob(ctx);
    const deadlineAlertsOf = async () =>
      (await alertsAbout(planner, due.codigo_queja)).filter((a) => a.type_alert.id === 3);
    expect(await deadlineAlertsOf()).toEqual([]);
    const config = await getPage(ctx, planner, '/api/alerts/configuration_alert');
    const deadlineRow = (config.results as unknown as { id: number; type_alert: { id: number } }[]).find(
      (r) => r.type_alert.id === 3,
    )!;
    const longer = await ctx.request({
      method: 'PATCH',
      url: `/api/alerts/configuration_alert/${deadlineRow.id}/`,
      token: planner.token,
      body: { days_before: 15 },
    });
    expect(longer.statusCode, longer.body).toBe(200);
    expect((await deadlineAlertsOf()).map((a) => a.title)).toEqual([
      `Vencimiento próximo ${due.codigo_queja}`,
    ]);
  });
});
