import { SERVER_TEXTS, STAFF_COMPLAINT_ACTION_TEXTS as T } from '../../core.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnBothDrivers, type DriverContext } from '../../../test/harness.js';
import {
  addBusinessDays,
  bogotaDay,
  bogotaDayStart,
  displayDay,
  isoDay,
  type DayNumber,
} from '../../domain/alerts/colombian-calendar.js';
import { clockFrom, dayOfIso } from '../../domain/deadlines/deadline-sql.js';
import { BANCOLOMBIA, DAVIVIENDA, complaintFiledAt, staffWith } from '../alerts/alerts-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';
import {
  as,
  consumerAccount,
  expectFieldError,
  expectNotFound,
  expectOnlyModuleHolders,
  linkEntity,
  longText,
} from '../users-management/staff-admin-test-kit.js';

const MODULE = 'Gestión de quejas';

interface Deadline {
  regime: string;
  regime_label: string;
  term_days: number;
  due_day: string;
  days_left: number;
  suspended: boolean;
  suspended_days: number;
  status: string;
}

interface Row {
  id: number;
  codigo_queja: string;
  deadline: Deadline;
}

interface Answer {
  complaint: Row;
  suspensions: { from_day: string; to_day: string | null; reason: string; suspended_by: string | null }[];
}

const suspensionUrl = (id: number) => `/api/complaint_management/${id}/suspension/`;

/** A Bogotá noon on the day `businessDays` business days before today. */
function filedBusinessDaysAgo(businessDays: number): Date {
  const today = bogotaDay(new Date());
  let day = today;
  while (day > today - 400 && addBusinessDays(day, businessDays) > today) day -= 1;
  return new Date(bogotaDayStart(day).getTime() + 12 * 3600_000);
}

describeOnBothDrivers('suspension of a complaint’s term (module 9)', (ctx: DriverContext) => {
  let holder: TestAccount;
  let staffWithout: TestAccount;
  let evDavivienda: TestAccount;
  let consumer: TestAccount;

  beforeAll(async () => {
    const all = (await ctx.db.query<{ id: number }>('SELECT id FROM modules ORDER BY id')).rows.map((r) =>
      Number(r.id),
    );
    holder = await staffWith(ctx, all);
    staffWithout = await staffWith(ctx, [1, 2, 28]);
    evDavivienda = await staffWith(ctx, [9, 10, 11, 12], DAVIVIENDA);
    await linkEntity(ctx, evDavivienda, DAVIVIENDA);
    consumer = await consumerAccount(ctx);
  });

  const fresh = async (filedAt = new Date(), entity = BANCOLOMBIA, estado = 1) =>
    complaintFiledAt(ctx, consumer.id, entity, filedAt, estado);

  const queueRow = async (code: string, status?: string) => {
    const filters = [{ column: 'codigo_queja', operator: 'equals', value: code }];
    if (status) filters.push({ column: 'deadline_status', operator: 'in', value: [status] as never });
    const res = await as(ctx, holder, {
      url: `/api/complaint_management/?filters=${encodeURIComponent(JSON.stringify(filters))}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: Row[] }).results[0] ?? null;
  };

  describe('who may suspend', () => {
    let complaint: { id: number; codigo_queja: string };
    let own: { id: number; codigo_queja: string };
    beforeAll(async () => {
      complaint = await fresh();
      own = await fresh(new Date(), DAVIVIENDA);
    });

    it('answers module holders; staff without the module and consumers get 403, anonymous 400', async () => {
      const url = suspensionUrl(complaint.id);
      expect((await as(ctx, holder, { url })).statusCode).toBe(200);
      const actors = { staffWithout, consumer } as never;
      await expectOnlyModuleHolders(ctx, actors, MODULE, { url });
      await expectOnlyModuleHolders(ctx, actors, MODULE, { method: 'POST', url, body: { reason: 'x' } });
      await expectOnlyModuleHolders(ctx, actors, MODULE, { method: 'DELETE', url });
      expect((await as(ctx, holder, { url })).json()).toEqual({ suspensions: [] });
    });

    it('hides another entity’s complaint from an EV user (404), lets them act on their own', async () => {
      const url = suspensionUrl(complaint.id);
      expectNotFound(await as(ctx, evDavivienda, { url }));
      expectNotFound(await as(ctx, evDavivienda, { method: 'POST', url, body: { reason: 'Falta un extracto.' } }));
      expectNotFound(await as(ctx, evDavivienda, { method: 'DELETE', url }));
      expect((await queueRow(complaint.codigo_queja))!.deadline.suspended).toBe(false);
      const res = await as(ctx, evDavivienda, {
        method: 'POST',
        url: suspensionUrl(own.id),
        body: { reason: 'Se pidió al consumidor el extracto de octubre.' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expectNotFound(await as(ctx, holder, { url: suspensionUrl(99_999_999) }));
      expectNotFound(await as(ctx, holder, { url: '/api/complaint_management/abc/suspension/' }));
    });
  });

  describe('suspend and resume', () => {
    let complaint: { id: number; codigo_queja: string };
    beforeAll(async () => {
      complaint = await fresh(filedBusinessDaysAgo(2));
    });

    it('refuses a blank, a missing or a too long reason with the catalogue’s text', async () => {
      const url = suspensionUrl(complaint.id);
      expectFieldError(await as(ctx, holder, { method: 'POST', url, body: { reason: '   ' } }), 'reason', SERVER_TEXTS.fieldBlank);
      expectFieldError(
        await as(ctx, holder, { method: 'POST', url, body: { reason: longText(501) } }),
        'reason',
        SERVER_TEXTS.fieldMaxLength(500),
      );
      const missing = await as(ctx, holder, { method: 'POST', url, body: {} });
      expect(missing.statusCode, missing.body).toBe(400);
      expectFieldError(
        await as(ctx, holder, { method: 'DELETE', url }),
        'suspension',
        T.notSuspended(complaint.codigo_queja),
      );
      expect((await as(ctx, holder, { url })).json()).toEqual({ suspensions: [] });
    });

    it('stops the clock with a reason, once: the queue shows and filters it as suspended', async () => {
      const before = (await queueRow(complaint.codigo_queja))!;
      expect(before.deadline).toMatchObject({ status: 'on_time', suspended: false });
      const url = suspensionUrl(complaint.id);
      const reason = 'Se espera información del consumidor: copia del extracto de octubre.';
      const res = await as(ctx, holder, { method: 'POST', url, body: { reason: `  ${reason} ` } });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as Answer;
      expect(body.complaint.deadline).toMatchObject({ status: 'suspended', suspended: true });
      expect(body.suspensions).toEqual([
        expect.objectContaining({ from_day: isoDay(bogotaDay(new Date())), to_day: null, reason }),
      ]);
      expect((await queueRow(complaint.codigo_queja, 'suspended'))?.codigo_queja).toBe(complaint.codigo_queja);
      expect(await queueRow(complaint.codigo_queja, 'on_time')).toBeNull();

      expectFieldError(
        await as(ctx, holder, { method: 'POST', url, body: { reason: 'Otra vez' } }),
        'reason',
        T.alreadySuspended(complaint.codigo_queja),
      );

      // The history and the monitoring timeline show the stop and its reason.
      const history = (
        await as(ctx, holder, { url: `/api/complaint_historical/${complaint.codigo_queja}/` })
      ).json() as { versions: { action: string; summary: string }[] };
      expect(history.versions.at(-1)).toMatchObject({
        action: 'staff_suspend',
        summary: `Se suspendió el plazo de respuesta: ${reason}`,
      });
      const monitoring = (await as(ctx, holder, { url: `/api/complaint_monitoring/${complaint.id}/` })).json() as {
        timeline: { kind: string; label: string; detail: string | null }[];
        suspensions: unknown[];
      };
      expect(monitoring.timeline).toContainEqual(
        expect.objectContaining({ kind: 'suspend', label: 'Plazo suspendido', detail: reason }),
      );
      expect(monitoring.suspensions).toHaveLength(1);
    });

    it('restarts the clock on resume: the period is closed and written to the history', async () => {
      const url = suspensionUrl(complaint.id);
      const res = await as(ctx, holder, { method: 'DELETE', url });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as Answer;
      expect(body.complaint.deadline.suspended).toBe(false);
      expect(['on_time', 'due_soon']).toContain(body.complaint.deadline.status);
      const today = isoDay(bogotaDay(new Date()));
      expect(body.suspensions).toEqual([expect.objectContaining({ from_day: today, to_day: today })]);
      expect((await queueRow(complaint.codigo_queja, body.complaint.deadline.status))?.id).toBe(complaint.id);
      expectFieldError(
        await as(ctx, holder, { method: 'DELETE', url }),
        'suspension',
        T.notSuspended(complaint.codigo_queja),
      );
      const history = (
        await as(ctx, holder, { url: `/api/complaint_historical/${complaint.codigo_queja}/` })
      ).json() as { versions: { action: string; summary: string }[] };
      expect(history.versions.at(-1)).toMatchObject({
        action: 'staff_resume',
        summary: 'Se reanudó el plazo de respuesta.',
      });
    });

    it('refuses to suspend an answered complaint or a term past its due day', async () => {
      const closed = await fresh(filedBusinessDaysAgo(3), BANCOLOMBIA, 4);
      expectFieldError(
        await as(ctx, holder, { method: 'POST', url: suspensionUrl(closed.id), body: { reason: 'Falta un dato.' } }),
        'reason',
        T.finishedNoSuspension(closed.codigo_queja),
      );
      const late = await fresh(filedBusinessDaysAgo(20));
      const row = (await queueRow(late.codigo_queja))!;
      expect(row.deadline.status).toBe('overdue');
      const due = row.deadline.due_day;
      expectFieldError(
        await as(ctx, holder, { method: 'POST', url: suspensionUrl(late.id), body: { reason: 'Falta un dato.' } }),
        'reason',
        T.lateNoSuspension(late.codigo_queja, displayDay(dayOfIso(due)!)),
      );
    });
  });

  describe('the queue’s deadline under the classified regime and past suspensions', () => {
    /** Complaints filed `ago` business days back, with a past suspension and a regime each. */
    const cases: { ago: number; stopped: number; regime: string | null; extended?: boolean }[] = [];
    for (const regime of [null, 'habeas_data_consulta', 'peticion_consulta', 'peticion_documentos'])
      for (const ago of [4, 9, 11, 13, 16, 22, 31])
        for (const stopped of [0, 2, 6]) cases.push({ ago, stopped, regime });
    cases.push({ ago: 27, stopped: 3, regime: null, extended: true });
    cases.push({ ago: 33, stopped: 0, regime: null, extended: true });
    const codes = new Map<string, (typeof cases)[number]>();

    beforeAll(async () => {
      const today = bogotaDay(new Date());
      for (const c of cases) {
        const filedAt = filedBusinessDaysAgo(c.ago);
        const complaint = await fresh(filedAt);
        codes.set(complaint.codigo_queja, c);
        if (c.extended) await ctx.db.query('UPDATE complaints SET prorroga_queja = 1 WHERE id = $1', [complaint.id]);
        if (c.regime) {
          await ctx.db.query(
            `INSERT INTO complaint_classifications (complaint_id, kind, subtype, regime)
             VALUES ($1, $2, 'x', $3)`,
            [complaint.id, c.regime.startsWith('habeas') ? 'habeas_data' : 'right_request', c.regime],
          );
        }
        if (c.stopped > 0) {
          // A stop that began the business day after filing and ended `stopped` business days later.
          const filing = bogotaDay(filedAt);
          const from: DayNumber = addBusinessDays(filing, 1);
          const to: DayNumber = Math.min(addBusinessDays(from, c.stopped), today);
          const clock = clockFrom(filing, [{ from, to }]);
          await ctx.db.query(
            `INSERT INTO complaint_suspensions (complaint_id, from_day, to_day, reason, clock_from, suspended_at, resumed_at)
             VALUES ($1, $2::date, $3::date, 'Se espera información del consumidor.', $4::date, now(), now())`,
            [complaint.id, isoDay(from), isoDay(to), isoDay(clock)],
          );
        }
      }
    });

    it('computes each row under its regime and filters every status to exactly those rows', async () => {
      const rows: Row[] = [];
      for (const code of codes.keys()) rows.push((await queueRow(code))!);
      const byStatus = new Map<string, string[]>();
      for (const row of rows) {
        const c = codes.get(row.codigo_queja)!;
        expect(row.deadline.regime).toBe(c.regime ?? 'queja');
        if (c.stopped > 0) expect(row.deadline.suspended_days).toBeGreaterThan(0);
        byStatus.set(row.deadline.status, [...(byStatus.get(row.deadline.status) ?? []), row.codigo_queja]);
      }
      // The table spans every status a running complaint can have.
      expect([...byStatus.keys()].sort()).toEqual(['due_soon', 'on_time', 'overdue']);
      for (const status of ['on_time', 'due_soon', 'overdue', 'suspended', 'answered']) {
        // The file's database holds only its own complaints: those of this table are picked out.
        const filters = [{ column: 'deadline_status', operator: 'in', value: [status] }];
        const res = await as(ctx, holder, {
          url: `/api/complaint_management/?page_size=1000&filters=${encodeURIComponent(JSON.stringify(filters))}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        const found = (res.json() as { results: Row[] }).results
          .map((r) => r.codigo_queja)
          .filter((code) => codes.has(code))
          .sort();
        expect(found, status).toEqual((byStatus.get(status) ?? []).sort());
      }
    });

    it('gives a habeas data query 10 business days: overdue where a complaint would still be on time', async () => {
      const pick = (regime: string | null, ago: number, stopped: number) =>
        [...codes].find(([, c]) => c.regime === regime && c.ago === ago && c.stopped === stopped)![0];
      const habeas = (await queueRow(pick('habeas_data_consulta', 11, 0)))!;
      const queja = (await queueRow(pick(null, 11, 0)))!;
      expect(habeas.deadline).toMatchObject({ status: 'overdue', term_days: 10 });
      expect(habeas.deadline.regime_label).toMatch(/habeas data/);
      expect(queja.deadline).toMatchObject({ status: 'on_time', term_days: 15 });
      // Six business days stopped move the same query back into its term.
      expect((await queueRow(pick('habeas_data_consulta', 11, 6)))!.deadline.status).not.toBe('overdue');
    });
  });
});
