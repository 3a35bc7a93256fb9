import { API_ERROR_TEXTS, SERVER_TEXTS, STAFF_COMPLAINT_ACTION_TEXTS as T } from '../../core.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnPostgres, type DriverContext } from '../../../test/harness.js';
import {
  addBusinessDays,
  bogotaDay,
  displayDay,
  isoDay,
  type DayNumber,
} from '../../domain/alerts/colombian-calendar.js';
import { clockFrom, dayOfIso } from '../../domain/deadlines/deadline-sql.js';
import {
  BANCOLOMBIA,
  DAVIVIENDA,
  allAlerts,
  complaintFiledAt,
  runDeadlineAlertJob,
  staffWith,
} from '../alerts/alerts-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';
import {
  as,
  expectFieldError,
  expectOnlyModuleHolders,
  longText,
} from '../users-management/staff-admin-test-kit.js';
import { complaintManagementActors, filedBusinessDaysAgo } from './complaint-management-test-kit.js';

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
  deadline: Deadline & { status_label: string };
}

interface Suspension {
  from_day: string;
  to_day: string | null;
  reason: string;
  resume_note: string | null;
  suspended_by: string | null;
}

describeOnPostgres('suspension of a complaint’s term (module 9)', (ctx: DriverContext) => {
  let holder: TestAccount;
  let staffWithout: TestAccount;
  let evDavivienda: TestAccount;
  let consumer: TestAccount;

  beforeAll(async () => {
    ({ holder, staffWithout, evDavivienda, consumer } = await complaintManagementActors(ctx));
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

  /** `POST /api/complaint_management/` with `action` on `ids` as `actor`. */
  const act = (actor: TestAccount | null, action: string, ids: number[], reason?: string) =>
    as(ctx, actor, {
      method: 'POST',
      url: '/api/complaint_management/',
      body: reason === undefined ? { action, ids } : { action, ids, reason },
    });

  const monitoring = async (id: number) => {
    const res = await as(ctx, holder, { url: `/api/complaint_monitoring/${id}/` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      deadline: Deadline;
      timeline: { kind: string; label: string; detail: string | null }[];
      suspensions: Suspension[];
    };
  };

  const lastVersion = async (code: string) =>
    (
      (await as(ctx, holder, { url: `/api/complaint_historical/${code}/` })).json() as {
        versions: { action: string; summary: string }[];
      }
    ).versions.at(-1);

  describe('who may suspend', () => {
    let complaint: { id: number; codigo_queja: string };
    let own: { id: number; codigo_queja: string };
    beforeAll(async () => {
      complaint = await fresh();
      own = await fresh(new Date(), DAVIVIENDA);
    });

    it('lets module holders suspend and resume; staff without the module and consumers get 403, anonymous 400', async () => {
      const actors = { staffWithout, consumer } as never;
      for (const action of ['suspend', 'resume']) {
        await expectOnlyModuleHolders(ctx, actors, MODULE, {
          method: 'POST',
          url: '/api/complaint_management/',
          body: { action, ids: [complaint.id], reason: 'Se espera el extracto.' },
        });
      }
      expect((await monitoring(complaint.id)).suspensions).toEqual([]);
      const res = await act(holder, 'suspend', [complaint.id], 'Se espera el extracto.');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ action: 'suspend', updated: 1, ids: [complaint.id] });
      expect((await act(holder, 'resume', [complaint.id])).statusCode).toBe(200);
    });

    it('refuses another entity’s complaint to an EV user as unknown, lets them act on their own', async () => {
      expectFieldError(
        await act(evDavivienda, 'suspend', [complaint.id], 'Falta un extracto.'),
        'ids',
        T.complaintsNotFound(String(complaint.id)),
      );
      expectFieldError(
        await act(evDavivienda, 'resume', [complaint.id]),
        'ids',
        T.complaintsNotFound(String(complaint.id)),
      );
      expect((await queueRow(complaint.codigo_queja))!.deadline.suspended).toBe(false);
      const res = await act(
        evDavivienda,
        'suspend',
        [own.id],
        'Se pidió al consumidor el extracto de octubre.',
      );
      expect(res.statusCode, res.body).toBe(200);
      expect((await monitoring(own.id)).deadline.status).toBe('suspended');
    });
  });

  describe('suspend and resume', () => {
    let complaint: { id: number; codigo_queja: string };
    let other: { id: number; codigo_queja: string };
    beforeAll(async () => {
      complaint = await fresh(filedBusinessDaysAgo(2));
      other = await fresh(filedBusinessDaysAgo(1));
    });

    it('refuses a blank, a missing or a too long reason with the catalogue’s text', async () => {
      const ids = [complaint.id];
      expectFieldError(await act(holder, 'suspend', ids, '   '), 'reason', SERVER_TEXTS.fieldBlank);
      expectFieldError(await act(holder, 'suspend', ids), 'reason', API_ERROR_TEXTS.fieldRequired);
      expectFieldError(
        await act(holder, 'suspend', ids, longText(501)),
        'reason',
        SERVER_TEXTS.fieldMaxLength(500),
      );
      expectFieldError(await act(holder, 'resume', ids), 'ids', T.notSuspended(complaint.codigo_queja));
      expect((await monitoring(complaint.id)).suspensions).toEqual([]);
    });

    it('stops the clock with a reason, once: the queue shows and filters it as suspended', async () => {
      const before = (await queueRow(complaint.codigo_queja))!;
      expect(before.deadline).toMatchObject({ status: 'on_time', suspended: false });
      const reason = 'Se espera información del consumidor: copia del extracto de octubre.';
      const res = await act(holder, 'suspend', [complaint.id], `  ${reason} `);
      expect(res.statusCode, res.body).toBe(200);
      const after = (await queueRow(complaint.codigo_queja))!;
      expect(after.deadline).toMatchObject({
        status: 'suspended',
        suspended: true,
        status_label: 'Suspendida',
      });
      expect((await queueRow(complaint.codigo_queja, 'suspended'))?.id).toBe(complaint.id);
      expect(await queueRow(complaint.codigo_queja, 'on_time')).toBeNull();

      // All or nothing: one already suspended refuses the whole action.
      expectFieldError(
        await act(holder, 'suspend', [other.id, complaint.id], 'Otra vez'),
        'ids',
        T.alreadySuspended(complaint.codigo_queja),
      );
      expect((await queueRow(other.codigo_queja))!.deadline.suspended).toBe(false);

      // The history (naming the analyst who acted, Ana Gómez of the test kit) and the monitoring
      // timeline show the stop and its reason.
      expect(await lastVersion(complaint.codigo_queja)).toMatchObject({
        action: 'staff_suspend',
        summary: `Ana Gómez suspendió el plazo de respuesta: ${reason}`,
      });
      const seen = await monitoring(complaint.id);
      expect(seen.timeline).toContainEqual(
        expect.objectContaining({ kind: 'suspension', label: 'Plazo suspendido', detail: reason }),
      );
      expect(seen.suspensions).toEqual([
        expect.objectContaining({ from_day: isoDay(bogotaDay(new Date())), to_day: null, reason }),
      ]);
    });

    it('restarts the clock on resume: the period is closed and written to the history', async () => {
      const note = 'El consumidor envió el extracto.';
      const res = await act(holder, 'resume', [complaint.id], note);
      expect(res.statusCode, res.body).toBe(200);
      const row = (await queueRow(complaint.codigo_queja))!;
      expect(row.deadline.suspended).toBe(false);
      expect(['on_time', 'due_soon']).toContain(row.deadline.status);
      expect((await queueRow(complaint.codigo_queja, row.deadline.status))?.id).toBe(complaint.id);
      const today = isoDay(bogotaDay(new Date()));
      const seen = await monitoring(complaint.id);
      expect(seen.suspensions).toEqual([
        expect.objectContaining({ from_day: today, to_day: today, resume_note: note }),
      ]);
      expect(seen.timeline).toContainEqual(
        expect.objectContaining({ kind: 'resumption', label: 'Plazo reanudado', detail: note }),
      );
      expectFieldError(
        await act(holder, 'resume', [complaint.id]),
        'ids',
        T.notSuspended(complaint.codigo_queja),
      );
      expect(await lastVersion(complaint.codigo_queja)).toMatchObject({
        action: 'staff_resume',
        summary: 'Ana Gómez reanudó el plazo de respuesta.',
      });
    });

    it('refuses to suspend an answered complaint or a term on or past its due day', async () => {
      const closed = await fresh(filedBusinessDaysAgo(3), BANCOLOMBIA, 4);
      expectFieldError(
        await act(holder, 'suspend', [closed.id], 'Falta un dato.'),
        'ids',
        T.finishedNoSuspension(closed.codigo_queja),
      );
      const late = await fresh(filedBusinessDaysAgo(20));
      const row = (await queueRow(late.codigo_queja))!;
      expect(row.deadline.status).toBe('overdue');
      expectFieldError(
        await act(holder, 'suspend', [late.id], 'Falta un dato.'),
        'ids',
        T.lateNoSuspension(late.codigo_queja, displayDay(dayOfIso(row.deadline.due_day)!)),
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
        if (c.extended)
          await ctx.db.query('UPDATE complaints SET prorroga_queja = 1 WHERE id = $1', [complaint.id]);
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
  describe('deadline alerts', () => {
    it('warn of a complaint due soon under its classified regime, never of a suspended one', async () => {
      const watcher = await staffWith(ctx, [28]);
      // Eight business days ago: due in two under a habeas data query's 10, in seven under a queja's 15.
      const habeas = await fresh(filedBusinessDaysAgo(8));
      await ctx.db.query(
        `INSERT INTO complaint_classifications (complaint_id, kind, subtype, regime)
         VALUES ($1, 'habeas_data', 'consulta', 'habeas_data_consulta')`,
        [habeas.id],
      );
      const queja = await fresh(filedBusinessDaysAgo(8));
      const dueSoon = await fresh(filedBusinessDaysAgo(13));
      const suspended = await fresh(filedBusinessDaysAgo(13));
      const res = await act(holder, 'suspend', [suspended.id], 'Se espera la copia del contrato.');
      expect(res.statusCode, res.body).toBe(200);
      await runDeadlineAlertJob(ctx);
      const alerted = (await allAlerts(ctx, watcher))
        .filter((a) => a.type_alert.id === 3)
        .map((a) => a.complaint_code);
      expect(alerted).toContain(habeas.codigo_queja);
      expect(alerted).toContain(dueSoon.codigo_queja);
      expect(alerted).not.toContain(queja.codigo_queja);
      expect(alerted).not.toContain(suspended.codigo_queja);
      const habeasRow = (await queueRow(habeas.codigo_queja))!;
      const message = (await allAlerts(ctx, watcher)).find(
        (a) => a.type_alert.id === 3 && a.complaint_code === habeas.codigo_queja,
      )!.message;
      expect(message).toContain(displayDay(dayOfIso(habeasRow.deadline.due_day)!));
    });
  });
});
