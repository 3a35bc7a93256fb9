import { ALERTS_API_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { earlyWarning, type WarningResult } from '../reports/early-warnings.js';
import { ALERT_TYPE } from './alert-types.js';
import {
  bogotaDay,
  bogotaDayStart,
  dayOf,
  displayDay,
  isoDay,
  type DayNumber,
} from './colombian-calendar.js';
import { EV_ALERT_TYPE, EV_ALERTS_MODULE } from './ev-alerts.js';
import { STAFF_MODULE } from './staff-access.js';

/**
 * Early warnings as alerts (ADR 0024). The early-warning job (src/jobs/server-jobs.ts) scans the
 * current calendar month (Bogotá) up to today and the previous, whole month with the test of
 * ADR 0018 (reports/early-warnings.ts: the entity's share of the 365 days before the month,
 * a one-sided Poisson tail); every entity with a warning raises one alert per recipient, entity
 * and month: to staff with module 28 "Alertas" (type 4 "Alerta temprana", unless they turned
 * it off in their configuration; staff tied to one entity only about theirs), and to that
 * entity's own users with module 30 "Alertas EV" (EV users, and the DCF users who defend it;
 * type 6). Unique indexes make a re-scan, or two nodes scanning at once, raise nothing twice.
 */

/** Days of history the baseline takes (the report's own window, ADR 0018). */
export const BASELINE_DAYS = 365;

/** One month scanned: its `YYYY-MM` and the days it covers (both included). */
export interface ScanWindow {
  period: string;
  from: DayNumber;
  to: DayNumber;
}

/** The months a scan at `now` covers: the previous whole month, then this month up to today. */
export function scanWindows(now: Date): ScanWindow[] {
  const today = bogotaDay(now);
  const [year, month] = isoDay(today).split('-').map(Number) as [number, number];
  const thisMonth = dayOf(year, month, 1);
  const previous = month === 1 ? dayOf(year - 1, 12, 1) : dayOf(year, month - 1, 1);
  return [
    { period: isoDay(previous).slice(0, 7), from: previous, to: thisMonth - 1 },
    { period: isoDay(thisMonth).slice(0, 7), from: thisMonth, to: today },
  ];
}

/** An entity whose complaints in a window are far above its own baseline. */
export interface EntityWarning {
  entityId: number;
  name: string;
  tipo_entidad: number;
  entidad_cod: string;
  complaints: number;
  result: WarningResult;
}

/** The entities with an early warning in `window` (the test of reports/early-warnings.ts). */
export async function entityWarnings(db: Db, window: ScanWindow): Promise<EntityWarning[]> {
  const perEntity = async (from: DayNumber, toExclusive: DayNumber) =>
    (
      await db.query<{ id: number; name: string; tipo_entidad: number; entidad_cod: string; n: number }>(
        `SELECT e.id, e.name, e.tipo_entidad, e.entidad_cod, count(*)::int AS n
           FROM complaints c
           JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
          WHERE c.fecha_creacion >= $1 AND c.fecha_creacion < $2
          GROUP BY e.id, e.name, e.tipo_entidad, e.entidad_cod`,
        [bogotaDayStart(from), bogotaDayStart(toExclusive)],
      )
    ).rows;
  // Everyone's complaints, whatever their entity (only a denominator).
  const total = async (from: DayNumber, toExclusive: DayNumber) =>
    Number(
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM complaints WHERE fecha_creacion >= $1 AND fecha_creacion < $2',
          [bogotaDayStart(from), bogotaDayStart(toExclusive)],
        )
      ).rows[0]?.n ?? 0,
    );
  const current = await perEntity(window.from, window.to + 1);
  if (current.length === 0) return [];
  const baseline = new Map(
    (await perEntity(window.from - BASELINE_DAYS, window.from)).map((r) => [Number(r.id), Number(r.n)]),
  );
  const currentTotal = await total(window.from, window.to + 1);
  const baselineTotal = await total(window.from - BASELINE_DAYS, window.from);
  return current
    .map((row) => ({
      entityId: Number(row.id),
      name: row.name,
      tipo_entidad: Number(row.tipo_entidad),
      entidad_cod: row.entidad_cod,
      complaints: Number(row.n),
      result: earlyWarning({
        baseline: baseline.get(Number(row.id)) ?? 0,
        baselineTotal,
        current: Number(row.n),
        currentTotal,
      }),
    }))
    .filter((w) => w.result.warning)
    .sort((a, b) => a.entityId - b.entityId);
}

const months = new Intl.DateTimeFormat('es-CO', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "noviembre de 2026" for `2026-11`. */
export function monthName(period: string): string {
  return months.format(new Date(`${period}-01T00:00:00Z`));
}

/** The alert's title and message for `warning` in `window` (`today`: the scan's day). */
export function warningText(
  warning: EntityWarning,
  window: ScanWindow,
  today: DayNumber,
): { title: string; message: string } {
  const expected = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 }).format(
    warning.result.expected,
  );
  const p = warning.result.pValue;
  return {
    title: ALERTS_API_TEXTS.earlyWarningTitle(warning.name, monthName(window.period)),
    message: ALERTS_API_TEXTS.earlyWarningMessage({
      entity: warning.name,
      month: monthName(window.period),
      // A month still running is counted up to the day of the scan.
      until: window.to >= today ? displayDay(today) : null,
      complaints: warning.complaints,
      expected,
      pValue: p < 1e-6 ? '< 0,000001' : p.toFixed(6).replace('.', ','),
    }),
  };
}

// Staff with module 28 in an active role ($5), not tied to another entity, who did not turn the
// type off; $1 type, $2 entity id, $3 period, $4 instant, $6 tipo_entidad, $7 entidad_cod.
const INSERT_FOR_STAFF = `
INSERT INTO alerts (user_id, type_alert_id, entity_id, period, title, message, created_at)
SELECT u.id, $1, $2, $3, $8, $9, $4
  FROM users u
  JOIN persons p ON p.user_id = u.id AND p.position_id IS NOT NULL
 WHERE u.is_active
   AND (u.tipo_entidad IS NULL OR (u.tipo_entidad = $6 AND u.entidad_cod = $7))
   AND EXISTS (SELECT 1 FROM alert_types t WHERE t.id = $1 AND t.is_active)
   AND EXISTS (
     SELECT 1 FROM user_groups ug
       JOIN groups g ON g.id = ug.group_id AND g.is_active
       JOIN group_modules gm ON gm.group_id = g.id AND gm.module_id = $5
       JOIN modules m ON m.id = gm.module_id AND m.is_active
      WHERE ug.user_id = u.id)
   AND NOT EXISTS (
     SELECT 1 FROM alert_configurations ac
      WHERE ac.user_id = u.id AND ac.type_alert_id = $1 AND NOT ac.is_active)
ON CONFLICT DO NOTHING`;

// The entity's own users with module 30 (its EV users, the DCF users who defend it): the
// recipients of ev-alerts.ts.
const INSERT_FOR_ENTITY_USERS = `
INSERT INTO ev_alerts (user_id, type_id, entity_id, period, title, message, created_at)
SELECT u.id, $1, $2, $3, $8, $9, $4
  FROM users u
  JOIN persons p ON p.user_id = u.id AND p.position_id IS NOT NULL
 WHERE u.is_active
   AND ((u.tipo_entidad = $6 AND u.entidad_cod = $7)
        OR EXISTS (SELECT 1 FROM user_entities ue WHERE ue.user_id = u.id AND ue.entity_id = $2))
   AND EXISTS (SELECT 1 FROM ev_alert_types t WHERE t.id = $1 AND t.is_active)
   AND EXISTS (
     SELECT 1 FROM user_groups ug
       JOIN groups g ON g.id = ug.group_id AND g.is_active
       JOIN group_modules gm ON gm.group_id = g.id AND gm.module_id = $5
       JOIN modules m ON m.id = gm.module_id AND m.is_active
      WHERE ug.user_id = u.id)
ON CONFLICT DO NOTHING`;

/** What one scan found and raised. */
export interface EarlyWarningScan {
  /** `entity id:YYYY-MM` of every warning found. */
  warnings: string[];
  /** Staff alerts created (type 4). */
  staff: number;
  /** "Alertas EV" created (type 6). */
  entityUsers: number;
}

/**
 * Scans the months of {@link scanWindows} at `now` and raises the alerts of every warning found
 * to whoever does not have them yet.
 */
export async function raiseEarlyWarningAlerts(db: Db, now: Date): Promise<EarlyWarningScan> {
  const scan: EarlyWarningScan = { warnings: [], staff: 0, entityUsers: 0 };
  const today = bogotaDay(now);
  for (const window of scanWindows(now)) {
    for (const warning of await entityWarnings(db, window)) {
      scan.warnings.push(`${warning.entityId}:${window.period}`);
      const { title, message } = warningText(warning, window, today);
      const common = [warning.entityId, window.period, now];
      const entity = [warning.tipo_entidad, warning.entidad_cod, title, message];
      scan.staff += (
        await db.query(INSERT_FOR_STAFF, [ALERT_TYPE.earlyWarning, ...common, STAFF_MODULE.alerts, ...entity])
      ).rowCount;
      scan.entityUsers += (
        await db.query(INSERT_FOR_ENTITY_USERS, [
          EV_ALERT_TYPE.earlyWarning,
          ...common,
          EV_ALERTS_MODULE,
          ...entity,
        ])
      ).rowCount;
    }
  }
  return scan;
}
