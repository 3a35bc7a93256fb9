import { ALERTS_API_TEXTS, EV_ALERTS_TEXTS } from '@sfc/core';
import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { raiseEarlyWarningAlerts, scanWindows } from '../../domain/alerts/early-warning-alerts.js';
import { JOB } from '../../jobs/job-queue.js';
import { consumer, type TestAccount } from '../complaints/complaint-test-kit.js';
import {
  allAlerts,
  BANCOLOMBIA,
  companyId,
  complaintFiledAt,
  DAVIVIENDA,
  getPage,
  staffWith,
} from './alerts-test-kit.js';

const ALERTS = 28;
const SETTINGS = 29;
const EV_ALERTS = 30;
const EARLY_WARNING = 4;
const EV_EARLY_WARNING = 6;

/** The scan's day: 20 November 2026, 10:00 in Bogotá. */
const NOW = new Date('2026-11-20T15:00:00Z');

const at = (iso: string) => new Date(`${iso}T15:00:00Z`);

describeOnPostgres('Early warnings reach the alerts once per entity and month', (ctx) => {
  let analyst: TestAccount;
  let analystOff: TestAccount;
  let bancolombiaStaff: TestAccount;
  let daviviendaStaff: TestAccount;
  let bancolombiaEv: TestAccount;
  let daviviendaEv: TestAccount;
  let dcf: TestAccount;
  let bancolombiaName: string;

  beforeAll(async () => {
    analyst = await staffWith(ctx, [ALERTS]);
    analystOff = await staffWith(ctx, [ALERTS, SETTINGS]);
    bancolombiaStaff = await staffWith(ctx, [ALERTS], BANCOLOMBIA);
    daviviendaStaff = await staffWith(ctx, [ALERTS], DAVIVIENDA);
    bancolombiaEv = await staffWith(ctx, [EV_ALERTS], BANCOLOMBIA);
    daviviendaEv = await staffWith(ctx, [EV_ALERTS], DAVIVIENDA);
    // A consumer defender of Bancolombia: tied to it through user_entities, not users.entidad_cod.
    dcf = await staffWith(ctx, [EV_ALERTS]);
    await ctx.db.query('INSERT INTO user_entities (user_id, entity_id) VALUES ($1, $2)', [
      dcf.id,
      await companyId(ctx, BANCOLOMBIA),
    ]);
    bancolombiaName = (
      await ctx.db.query<{ name: string }>(
        'SELECT name FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2',
        [BANCOLOMBIA.tipo_entidad, BANCOLOMBIA.entidad_cod],
      )
    ).rows[0]!.name;

    // The analyst turns early warnings off in their alert settings.
    const config = await ctx.request({ url: '/api/alerts/configuration_alert/', token: analystOff.token });
    const row = (config.json().results as { id: number; type_alert: { id: number } }[]).find(
      (r) => r.type_alert.id === EARLY_WARNING,
    );
    expect(row, 'the settings list the early-warning type').toBeDefined();
    const off = await ctx.request({
      method: 'PATCH',
      url: `/api/alerts/configuration_alert/${row!.id}/`,
      token: analystOff.token,
      body: { is_active: false },
    });
    expect(off.statusCode, off.body).toBe(200);

    // The year before November: Bancolombia has 2 of 20 complaints (10 %), Davivienda 18.
    const owner = (await consumer(ctx)).id;
    for (const day of ['2026-03-10', '2026-06-15']) await complaintFiledAt(ctx, owner, BANCOLOMBIA, at(day));
    for (let i = 0; i < 18; i++)
      await complaintFiledAt(ctx, owner, DAVIVIENDA, at(`2026-0${1 + (i % 9)}-1${i % 10}`));
    // November so far: Bancolombia 12 of 14 (1.4 expected), Davivienda 2.
    for (let i = 0; i < 12; i++)
      await complaintFiledAt(ctx, owner, BANCOLOMBIA, at(`2026-11-0${2 + (i % 8)}`));
    for (const day of ['2026-11-04', '2026-11-12']) await complaintFiledAt(ctx, owner, DAVIVIENDA, at(day));
  });

  const earlyWarnings = async (account: TestAccount) =>
    (await allAlerts(ctx, account)).filter((a) => a.type_alert.id === EARLY_WARNING);
  const evEarlyWarnings = async (account: TestAccount) =>
    (await getPage(ctx, account, '/api/alerts/ev_history?page_size=100')).results.filter(
      (a) => a.type_alert.id === EV_EARLY_WARNING,
    );

  it('scans last month whole and this month up to today (Bogotá)', () => {
    expect(scanWindows(NOW).map((w) => w.period)).toEqual(['2026-10', '2026-11']);
    expect(scanWindows(new Date('2027-01-01T04:00:00Z')).map((w) => w.period)).toEqual([
      '2026-11',
      '2026-12',
    ]);
  });

  it('alerts staff with the alerts module in the bell, in Spanish, with no complaint code', async () => {
    const scan = await raiseEarlyWarningAlerts(ctx.db, NOW);
    expect(scan.warnings).toEqual([`${await companyId(ctx, BANCOLOMBIA)}:2026-11`]);

    const bell = await getPage(ctx, analyst, '/api/alerts/new_alerts/?page_size=100');
    const warning = bell.results.find((a) => a.type_alert.id === EARLY_WARNING);
    expect(warning).toEqual({
      id: expect.any(Number),
      type_alert: { id: EARLY_WARNING, name: 'Alerta temprana' },
      title: `Alerta temprana: ${bancolombiaName}, noviembre de 2026`,
      message: `${bancolombiaName} recibió 12 quejas en noviembre de 2026 (hasta el 11/20/2026), muy por encima de las 1,4 que predice su propio histórico de los 365 días anteriores (prueba de Poisson, valor p < 0,000001).`,
      complaint_code: null,
      created_at: NOW.toISOString(),
      is_read: false,
    });
    expect(warning!.title).toBe(ALERTS_API_TEXTS.earlyWarningTitle(bancolombiaName, 'noviembre de 2026'));
    // The history shows it too; staff tied to Bancolombia get it, staff of Davivienda do not.
    expect(await earlyWarnings(analyst)).toHaveLength(1);
    expect(await earlyWarnings(bancolombiaStaff)).toHaveLength(1);
    expect(await earlyWarnings(daviviendaStaff)).toEqual([]);
    // Turned off in the settings: nothing.
    expect(await earlyWarnings(analystOff)).toEqual([]);
  });

  it("alerts the entity's own users (EV and its consumer defender) in the Alertas EV, not other entities'", async () => {
    const [ev] = await evEarlyWarnings(bancolombiaEv);
    expect(ev).toMatchObject({
      type_alert: { id: EV_EARLY_WARNING, name: EV_ALERTS_TEXTS.types[EV_EARLY_WARNING] },
      title: `Alerta temprana: ${bancolombiaName}, noviembre de 2026`,
      complaint_code: null,
      is_read: false,
    });
    expect(await evEarlyWarnings(dcf)).toHaveLength(1);
    expect(await evEarlyWarnings(daviviendaEv)).toEqual([]);
    const types = await getPage(ctx, bancolombiaEv, '/api/alerts/ev_type_alert');
    expect(types.results).toContainEqual({ id: EV_EARLY_WARNING, name: 'Alerta temprana de la entidad' });
  });

  it('raises nothing twice: a re-scan, or scans at once, add no alert', async () => {
    const before = {
      staff: await earlyWarnings(analyst),
      ev: await evEarlyWarnings(bancolombiaEv),
    };
    // Later the same month, with more complaints: still the same warning, not a new alert.
    const later = new Date('2026-11-24T15:00:00Z');
    const scans = await Promise.all([
      raiseEarlyWarningAlerts(ctx.db, later),
      raiseEarlyWarningAlerts(ctx.db, later),
      raiseEarlyWarningAlerts(ctx.db, NOW),
    ]);
    expect(scans.map((s) => s.warnings.length)).toEqual([1, 1, 1]);
    expect(scans.reduce((sum, s) => sum + s.staff + s.entityUsers, 0)).toBe(0);
    expect(await earlyWarnings(analyst)).toEqual(before.staff);
    expect(await evEarlyWarnings(bancolombiaEv)).toEqual(before.ev);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM alerts WHERE type_alert_id = $1 AND user_id = $2',
      [EARLY_WARNING, bancolombiaStaff.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('marks an early warning read like any alert', async () => {
    const [warning] = await earlyWarnings(analyst);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/alerts/mark_alert/',
      token: analyst.token,
      body: { id: warning!.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await earlyWarnings(analyst))[0]!.is_read).toBe(true);
  });

  it('runs as the server job', async () => {
    // Today's months hold none of these complaints' warnings unless today is November or December
    // 2026; either way the job finishes and adds no second alert for November.
    await ctx.app.jobs.runNow(JOB.earlyWarningAlerts);
    const november = (await earlyWarnings(bancolombiaStaff)).filter((a) =>
      a.title.endsWith('noviembre de 2026'),
    );
    expect(november).toHaveLength(1);
  });
});
