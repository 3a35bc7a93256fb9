import { REPORTS_API_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { AuthUser, EntityRef } from '../../db/repositories/users.js';
import { bogotaDayStart, dayOf, isoDay } from '../alerts/colombian-calendar.js';
import { callerEntityIds } from '../staff-admin/access.js';
import { COMPLAINT_STATES, stateName } from '../complaints/state-machine.js';
import {
  parseReportRequest,
  ReportRequestError,
  type ReportBody,
  type ReportRequest,
} from './report-request.js';

/**
 * The dashboard's complaint reports. Both answer one shape (`Report`) that the report viewer
 * renders without knowing the report: columns, rows keyed by column, a chart and a total.
 * Complaints count by filing date (`fecha_creacion`, Bogotá days, both ends included); staff
 * tied to a supervised entity count only that entity's complaints, whatever `entidades` says.
 */

/** One column: the row key and its Spanish label. */
export interface ReportColumn {
  key: string;
  label: string;
}

/** The report shape of the contract (alerts-dashboard "Dashboard reports"). */
export interface Report {
  title: string;
  fecha_inicio: string;
  fecha_fin: string;
  columns: ReportColumn[];
  rows: Record<string, string | number | null>[];
  chart: {
    type: 'bar' | 'line';
    labels: string[];
    /** `key`: the column of `rows` the dataset's values come from. */
    datasets: { label: string; key?: string; data: number[] }[];
  };
  total: number;
}

/** Which report. */
export type ReportKind = 'complaints' | 'volumetry';

/** A column key from a label: "Abierta / en trámite" → `abierta_en_tramite`. */
export function columnKey(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

interface Entity {
  id: number;
  name: string;
}

/** The entities `ids` names that exist; a missing one is a problem on `entidades`. */
async function requireEntities(db: Db, ids: number[]): Promise<Entity[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<Entity>(
    'SELECT id, name FROM supervised_entities WHERE id = ANY($1::int[])',
    [ids],
  );
  const found = new Set(rows.map((r) => Number(r.id)));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new ReportRequestError({ entidades: missing.slice(0, 10).map(REPORTS_API_TEXTS.unknownEntity) });
  }
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** The scope entity's id and name. */
async function scopeEntity(db: Db, scope: EntityRef): Promise<Entity> {
  const { rows } = await db.query<Entity>(
    'SELECT id, name FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2',
    [scope.tipo_entidad, scope.entidad_cod],
  );
  const row = rows[0];
  return row
    ? { id: Number(row.id), name: row.name }
    : { id: 0, name: `${scope.tipo_entidad}-${scope.entidad_cod}` };
}

/** Which complaints a report counts: the dates, and the entities (`null` = all). */
export interface Selection {
  request: ReportRequest;
  /** The entities asked for (or the user's own); `null` when every entity counts. */
  entities: Entity[] | null;
}

/**
 * The dates and entities of a report for `user`. DCF and EV users (staff-admin/access.ts
 * `callerEntityIds`) count only their entities: those of `entidades` that are theirs, or all of
 * theirs when it names none of them. `scope`: the user's entities when already known (a route's
 * `request.access.entityIds`, from the caller cache), else read here.
 */
export async function selectionFor(
  db: Db,
  body: ReportBody,
  user: Pick<AuthUser, 'id' | 'entity'>,
  scope?: number[] | null,
): Promise<Selection> {
  const request = parseReportRequest(body);
  const asked = await requireEntities(db, request.entityIds);
  const allowed = scope !== undefined ? scope : await callerEntityIds(db, user as AuthUser);
  if (allowed === null) return { request, entities: asked.length > 0 ? asked : null };
  const mine = asked.filter((e) => allowed.includes(e.id));
  if (mine.length > 0) return { request, entities: mine };
  if (allowed.length === 0 && user.entity) return { request, entities: [await scopeEntity(db, user.entity)] };
  const { rows } = await db.query<Entity>(
    'SELECT id, name FROM supervised_entities WHERE id = ANY($1::int[])',
    [allowed],
  );
  return { request, entities: rows.map((r) => ({ id: Number(r.id), name: r.name })) };
}

// $1, $2: the instants the range starts and ends (exclusive); $3: entity ids, or null for all.
export const COUNTED = `FROM complaints c
  JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
  WHERE c.fecha_creacion >= $1 AND c.fecha_creacion < $2
    AND ($3::int[] IS NULL OR e.id = ANY($3::int[]))`;

/**
 * The same complaints as {@link COUNTED} without the entity's row: the period's complaints read
 * from the reports' covering index (migration 175) alone. The entity filter is a semi-join on the
 * entity's key, planned away when every entity counts; a report groups by the entity's key
 * (`c.tipo_entidad, c.entidad_cod`) and names the few groups afterwards ({@link ENTITY_NAMES}).
 * Same parameters as COUNTED ({@link countedParams}).
 */
export const REPORTED = `FROM complaints c
  WHERE c.fecha_creacion >= $1 AND c.fecha_creacion < $2
    AND ($3::int[] IS NULL OR (c.tipo_entidad, c.entidad_cod) IN
      (SELECT s.tipo_entidad, s.entidad_cod FROM supervised_entities s WHERE s.id = ANY($3::int[])))`;

/**
 * The same complaints as {@link REPORTED}, counted from the day counts (migration 190, kept by
 * triggers: exact at every commit) instead of read one by one: `k.n` complaints per entity,
 * state, active flag and Bogotá filing day (`k.filed_day_start`), a few hundred rows a day
 * whatever the number of complaints, read by day (migration 400's index). A report's range is
 * whole Bogotá days, so the day of a complaint is in the range exactly when the complaint is.
 * For reports by entity, state and filing date only; sum `k.n` and keep the groups whose sum is
 * not 0 (`HAVING sum(k.n) <> 0`: a day's changes may cancel out). Same parameters as REPORTED.
 */
export const DAY_COUNTED = `FROM complaint_day_counts k
  WHERE k.filed_day_start >= $1 AND k.filed_day_start < $2
    AND ($3::int[] IS NULL OR (k.tipo_entidad, k.entidad_cod) IN
      (SELECT s.tipo_entidad, s.entidad_cod FROM supervised_entities s WHERE s.id = ANY($3::int[])))`;

/** Joins `e`, the entity, to `x`, rows grouped by the entity's key (every complaint has one: a foreign key). */
export const ENTITY_NAMES =
  'JOIN supervised_entities e ON e.tipo_entidad = x.tipo_entidad AND e.entidad_cod = x.entidad_cod';

export function countedParams(selection: Selection): unknown[] {
  return [
    bogotaDayStart(selection.request.from),
    bogotaDayStart(selection.request.to + 1),
    selection.entities === null ? null : selection.entities.map((e) => e.id),
  ];
}

export function dates(selection: Selection): Pick<Report, 'fecha_inicio' | 'fecha_fin'> {
  return { fecha_inicio: isoDay(selection.request.from), fecha_fin: isoDay(selection.request.to) };
}

/** Complaints per entity (a row each) and state (a column each), with totals; a bar chart. */
async function complaintsReport(db: Db, selection: Selection): Promise<Report> {
  const { rows } = await db.query<{ id: number; name: string; estado_cod: number; n: number }>(
    `SELECT e.id, e.name, x.estado_cod, x.n::int AS n
       FROM (SELECT k.tipo_entidad, k.entidad_cod, k.estado_cod, sum(k.n) AS n ${DAY_COUNTED}
              GROUP BY 1, 2, 3 HAVING sum(k.n) <> 0) x
       ${ENTITY_NAMES}`,
    countedParams(selection),
  );
  const states = COMPLAINT_STATES.map((state) => ({ state, key: columnKey(stateName(state)) }));
  const byEntity = new Map<number, { name: string; counts: Map<number, number> }>();
  // Entities asked for (or the user's own) get a row even without complaints.
  for (const entity of selection.entities ?? [])
    byEntity.set(entity.id, { name: entity.name, counts: new Map() });
  for (const row of rows) {
    const entry = byEntity.get(Number(row.id)) ?? { name: row.name, counts: new Map<number, number>() };
    entry.counts.set(Number(row.estado_cod), Number(row.n));
    byEntity.set(Number(row.id), entry);
  }
  const entities = [...byEntity.entries()].sort(
    ([idA, a], [idB, b]) => a.name.localeCompare(b.name, 'es') || idA - idB,
  );
  const reportRows = entities.map(([, entry]) => {
    const row: Record<string, string | number> = { entidad: entry.name };
    let total = 0;
    for (const { state, key } of states) {
      const n = entry.counts.get(state) ?? 0;
      row[key] = n;
      total += n;
    }
    row.total = total;
    return row;
  });
  const totals = reportRows.map((r) => Number(r.total));
  return {
    title: REPORTS_API_TEXTS.complaintsTitle,
    ...dates(selection),
    columns: [
      { key: 'entidad', label: REPORTS_API_TEXTS.entityColumn },
      ...states.map(({ state, key }) => ({ key, label: stateName(state) })),
      { key: 'total', label: REPORTS_API_TEXTS.totalColumn },
    ],
    rows: reportRows,
    chart: {
      type: 'bar',
      labels: reportRows.map((r) => String(r.entidad)),
      datasets: [{ label: REPORTS_API_TEXTS.complaintsDataset, key: 'total', data: totals }],
    },
    total: totals.reduce((sum, n) => sum + n, 0),
  };
}

/** Every month `YYYY-MM` from the one of `from` to the one of `to`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const label = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    months.push(label);
    if (label >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/**
 * Complaints per Bogotá month of the range (months without complaints too); a line chart. Each
 * day of the day counts finds its month by a binary search of the months' first instants
 * (`width_bucket`), not by formatting its date.
 */
async function volumetryReport(db: Db, selection: Selection): Promise<Report> {
  const { fecha_inicio, fecha_fin } = dates(selection);
  const months = monthsBetween(fecha_inicio, fecha_fin);
  const starts = months.map((m) => bogotaDayStart(dayOf(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 1)));
  const { rows } = await db.query<{ month: number; n: number }>(
    `SELECT width_bucket(k.filed_day_start, $4::timestamptz[]) AS month, sum(k.n)::int AS n
       ${DAY_COUNTED} GROUP BY 1`,
    [...countedParams(selection), starts],
  );
  // Bucket i (1-based) is months[i - 1]; the period starts within the first month, so none is 0.
  const counts = new Map(rows.map((r) => [months[Number(r.month) - 1], Number(r.n)]));
  const reportRows = months.map((periodo) => ({ periodo, total: counts.get(periodo) ?? 0 }));
  return {
    title: REPORTS_API_TEXTS.volumetryTitle,
    fecha_inicio,
    fecha_fin,
    columns: [
      { key: 'periodo', label: REPORTS_API_TEXTS.periodColumn },
      { key: 'total', label: REPORTS_API_TEXTS.totalColumn },
    ],
    rows: reportRows,
    chart: {
      type: 'line',
      labels: reportRows.map((r) => r.periodo),
      datasets: [
        { label: REPORTS_API_TEXTS.complaintsDataset, key: 'total', data: reportRows.map((r) => r.total) },
      ],
    },
    total: reportRows.reduce((sum, r) => sum + r.total, 0),
  };
}

/**
 * Builds report `kind` for `user` from the request body. Throws {@link ReportRequestError} for a
 * body that breaks a rule (dates, order, range, unknown entities).
 */
export async function buildReport(
  db: Db,
  kind: ReportKind,
  body: ReportBody,
  user: Pick<AuthUser, 'id' | 'entity'>,
): Promise<Report> {
  return reportOf(db, kind, await selectionFor(db, body, user));
}

/** Report `kind` of `selection`. */
export function reportOf(db: Db, kind: ReportKind, selection: Selection): Promise<Report> {
  return kind === 'complaints' ? complaintsReport(db, selection) : volumetryReport(db, selection);
}
