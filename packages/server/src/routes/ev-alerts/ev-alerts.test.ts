import { ALERTS_API_TEXTS, EV_ALERTS_TEXTS } from '@sfc/core';
import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import {
  BANCOLOMBIA,
  DAVIVIENDA,
  complaintFiledAt,
  staffWith,
  type AlertPage,
} from '../alerts/alerts-test-kit.js';
import { consumer, validation, type TestAccount } from '../complaints/complaint-test-kit.js';

const ALERTS = 28;
const EV_ALERTS = 30;
const DAY = 24 * 60 * 60 * 1000;

describeOnPostgres('Alertas EV: an entity user is alerted about their entity’s complaints only', (ctx) => {
  let bancolombiaUser: TestAccount;
  let daviviendaUser: TestAccount;
  let bancolombiaNoModule: TestAccount;
  let code: string;

  beforeAll(async () => {
    bancolombiaUser = await staffWith(ctx, [EV_ALERTS], BANCOLOMBIA);
    daviviendaUser = await staffWith(ctx, [EV_ALERTS], DAVIVIENDA);
    bancolombiaNoModule = await staffWith(ctx, [ALERTS], BANCOLOMBIA);
    const owner = (await consumer(ctx)).id;
    // New now; then one a month old and unanswered (overdue); then one in réplica and one escalated.
    code = (await complaintFiledAt(ctx, owner, BANCOLOMBIA, new Date())).codigo_queja;
    await complaintFiledAt(ctx, owner, BANCOLOMBIA, new Date(Date.now() - 40 * DAY));
    await complaintFiledAt(ctx, owner, BANCOLOMBIA, new Date(Date.now() - 5 * DAY), 6);
    await complaintFiledAt(ctx, owner, BANCOLOMBIA, new Date(Date.now() - 5 * DAY), 7);
    await complaintFiledAt(ctx, owner, DAVIVIENDA, new Date());
  });

  const get = async (account: TestAccount, url: string): Promise<AlertPage> => {
    const res = await ctx.request({ url, token: account.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('alerts about new, overdue, réplica and escalated complaints of the user’s entity', async () => {
    const history = await get(bancolombiaUser, '/api/alerts/ev_history?page_size=100');
    const types = history.results.map((a) => a.type_alert.name);
    expect(types).toContain(EV_ALERTS_TEXTS.types[1]);
    expect(types).toContain(EV_ALERTS_TEXTS.types[3]);
    expect(types).toContain(EV_ALERTS_TEXTS.types[4]);
    expect(types).toContain(EV_ALERTS_TEXTS.types[5]);
    expect(history.results.find((a) => a.complaint_code === code)?.title).toBe(
      EV_ALERTS_TEXTS.newTitle(code),
    );
    // Davivienda's complaint is not Bancolombia's user's business, and the other way round.
    expect(history.results.every((a) => a.complaint_code.startsWith('17'))).toBe(true);
    const davivienda = await get(daviviendaUser, '/api/alerts/ev_history?page_size=100');
    expect(davivienda.results.length).toBeGreaterThan(0);
    expect(davivienda.results.every((a) => a.complaint_code.startsWith('139'))).toBe(true);
    // Reading again raises no second deadline alert.
    const again = await get(bancolombiaUser, '/api/alerts/ev_history?page_size=100');
    expect(again.count).toBe(history.count);
  });

  it('filters by type and status, and marks alerts read', async () => {
    const overdue = await get(bancolombiaUser, '/api/alerts/ev_history?type_alert=3');
    expect(overdue.results.length).toBeGreaterThan(0);
    expect(overdue.results.every((a) => a.type_alert.id === 3)).toBe(true);
    const unread = await get(bancolombiaUser, '/api/alerts/ev_new_alerts/');
    const first = unread.results[0]!;
    const marked = await ctx.request({
      method: 'POST',
      url: '/api/alerts/ev_mark_alert/',
      token: bancolombiaUser.token,
      body: { id: first.id },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ detail: ALERTS_API_TEXTS.markedOne, count: unread.count - 1 });
    const read = await get(bancolombiaUser, '/api/alerts/ev_history?status=read');
    expect(read.results.map((a) => a.id)).toEqual([first.id]);
    // Another user's alert is a 404.
    const stolen = await ctx.request({
      method: 'POST',
      url: '/api/alerts/ev_mark_alert/',
      token: daviviendaUser.token,
      body: { id: first.id },
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('lists the types and the status options', async () => {
    const types = await get(bancolombiaUser, '/api/alerts/ev_type_alert');
    expect(types.results).toEqual(
      Object.entries(EV_ALERTS_TEXTS.types).map(([id, name]) => ({ id: Number(id), name })),
    );
    const statuses = await ctx.request({
      url: '/api/alerts/ev_status_options',
      token: bancolombiaUser.token,
    });
    expect(statuses.json().results).toEqual([
      { id: 'unread', name: 'No leída' },
      { id: 'read', name: 'Leída' },
    ]);
  });

  it('refuses anonymous callers (400), consumers and staff without module 30', async () => {
    const maria = await consumer(ctx);
    for (const url of ['/api/alerts/ev_history', '/api/alerts/ev_new_alerts/', '/api/alerts/ev_type_alert']) {
      expect((await ctx.request({ url })).statusCode).toBe(400);
      for (const account of [maria, bancolombiaNoModule]) {
        const res = await ctx.request({ url, token: account.token });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ status_code: 403, detail: EV_ALERTS_TEXTS.evForbidden });
      }
    }
  });

  it('answers bad input with Spanish field messages, never a 500', async () => {
    const badStatus = await ctx.request({
      url: '/api/alerts/ev_history?status=todas',
      token: bancolombiaUser.token,
    });
    expect(badStatus.statusCode).toBe(400);
    expect(Object.keys(badStatus.json().message)).toEqual(['status']);
    const both = await ctx.request({
      method: 'POST',
      url: '/api/alerts/ev_mark_alert/',
      token: bancolombiaUser.token,
      body: { id: 1, all: true },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual(validation({ non_field_errors: [ALERTS_API_TEXTS.markTargetRequired] }));
  });
});
