import { caseworkFigures } from '../defender-cases/figures.js';
import { createHash } from 'node:crypto';
import {
  ANNUAL_REPORT_STATES,
  ANNUAL_REPORT_STEPS,
  ANNUAL_REPORT_TEXTS as T,
  type AnnualReportState,
} from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { AuthUser } from '../../db/repositories/users.js';
import { toBogotaLocal } from '../complaints/dates.js';
import { FULL_NAME_SQL } from '../staff-admin/accounts.js';
import { DCF_POSITION } from '../staff-admin/staff-users.js';
import type { SqlFilter } from '../staff-admin/listing.js';
import { ENTITY_FIELDS, SECTION_FIELDS, missingFields, type SectionData } from './sections.js';
import { isEditable, isPrintable } from './state-machine.js';

/** Who calls: authority staff (no entity scope), a consumer defender, or a supervised entity's user. */
export type CallerKind = 'authority' | 'dcf' | 'ev';

/** The kind of caller `user` with entity scope `entityIds` is (DCF by their position's name). */
export async function callerKind(db: Db, user: AuthUser, entityIds: number[] | null): Promise<CallerKind> {
  if (entityIds === null) return 'authority';
  const { rows } = await db.query<{ name: string }>('SELECT name FROM positions WHERE id = $1', [
    user.positionId,
  ]);
  return rows[0]?.name === DCF_POSITION ? 'dcf' : 'ev';
}

/** One stored report row. */
export interface ReportRow {
  id: number;
  dcf_user_id: number;
  year: number;
  state: AnnualReportState;
  sections: Record<string, SectionData>;
  saved_steps: number[];
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  reviewer_user_id: number | null;
}

/** Limits `filter` (report alias `r`) to the reports with an entity in `entityIds` (null: all). */
export function scopeReports(filter: SqlFilter, entityIds: number[] | null): void {
  if (entityIds === null) return;
  filter.where(
    `EXISTS (SELECT 1 FROM annual_report_entities x WHERE x.report_id = r.id AND x.entity_id = ANY(${filter.param(entityIds)}::int[]))`,
  );
}

/** The report `id` if `entityIds` may see it (`forUpdate` locks it), else null. */
export async function findReport(
  db: Db,
  id: number,
  entityIds: number[] | null,
  forUpdate = false,
): Promise<ReportRow | null> {
  const { rows } = await db.query<ReportRow>(
    `SELECT r.* FROM annual_reports r
      WHERE r.id = $1 AND ($2::int[] IS NULL OR EXISTS (
        SELECT 1 FROM annual_report_entities x WHERE x.report_id = r.id AND x.entity_id = ANY($2::int[])))
      ${forUpdate ? 'FOR UPDATE OF r' : ''}`,
    [id, entityIds],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    id: Number(row.id),
    dcf_user_id: Number(row.dcf_user_id),
    saved_steps: row.saved_steps ?? [],
  };
}

/** Start and end (exclusive) of Bogotá's calendar year `year` (UTC−5 all year). */
function yearBounds(year: number): [Date, Date] {
  return [new Date(Date.UTC(year, 0, 1, 5)), new Date(Date.UTC(year + 1, 0, 1, 5))];
}

/**
 * The figures the portal knows about `entityId`'s complaints in `year`: received (filed in the
 * year), processed (closed in the year), decided in favour of the consumer (favourable or
 * partly, `a_favor_de` 1–2) or of the entity (3), and the mean days from filing to closing.
 */
export async function complaintFigures(db: Db, entityId: number, year: number): Promise<SectionData> {
  const [start, end] = yearBounds(year);
  const { rows } = await db.query<Record<string, string | number | null>>(
    `WITH c AS (
       SELECT c.* FROM complaints c JOIN supervised_entities e
           ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
        WHERE e.id = $1)
     SELECT
       (SELECT count(*) FROM c WHERE fecha_creacion >= $2 AND fecha_creacion < $3)::int AS recibidas,
       (SELECT count(*) FROM c WHERE fecha_cierre >= $2 AND fecha_cierre < $3)::int AS tramitadas,
       (SELECT count(*) FROM c WHERE fecha_cierre >= $2 AND fecha_cierre < $3 AND a_favor_de IN (1, 2))::int AS favor_consumidor,
       (SELECT count(*) FROM c WHERE fecha_cierre >= $2 AND fecha_cierre < $3 AND a_favor_de = 3)::int AS favor_entidad,
       (SELECT round(avg(extract(epoch FROM (fecha_cierre - fecha_creacion)) / 86400))::int
          FROM c WHERE fecha_cierre >= $2 AND fecha_cierre < $3) AS tiempo_promedio_dias`,
    [entityId, start, end],
  );
  const row = rows[0] ?? {};
  const out: SectionData = {};
  for (const key of [
    'recibidas',
    'tramitadas',
    'favor_consumidor',
    'favor_entidad',
    'tiempo_promedio_dias',
  ]) {
    out[key] = row[key] === null || row[key] === undefined ? 0 : Number(row[key]);
  }
  return out;
}

/** Creates a draft for `dcfUserId`'s `year` with one part per entity, pre-filled. */
export async function insertReport(
  db: Db,
  dcfUserId: number,
  year: number,
  entityIds: number[],
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO annual_reports (dcf_user_id, year, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING id`,
      [dcfUserId, year, now],
    );
    const id = Number(rows[0]!.id);
    for (const entityId of entityIds) {
      const prefill: SectionData = {
        ...(await complaintFigures(tx, entityId, year)),
        ...(await caseworkFigures(tx, entityId, year)),
      };
      const data: SectionData = Object.fromEntries(
        ENTITY_FIELDS.map((f) => [f.name, prefill[f.name] ?? null]),
      );
      await tx.query(
        'INSERT INTO annual_report_entities (report_id, entity_id, data, prefill) VALUES ($1, $2, $3, $4)',
        [id, entityId, JSON.stringify(data), JSON.stringify(prefill)],
      );
    }
    await addHistory(tx, id, dcfUserId, 'created', null, 'draft', null, now);
    return id;
  });
}

/** Appends a history entry. */
export async function addHistory(
  db: Db,
  reportId: number,
  userId: number | null,
  action: string,
  from: AnnualReportState | null,
  to: AnnualReportState,
  comment: string | null,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO annual_report_history (report_id, at, user_id, action, state_from, state_to, comment)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [reportId, now, userId, action, from, to, comment],
  );
}

/** One entity part as the API shows it. */
export interface EntityPart {
  id: number;
  name: string;
  tipo_entidad: number;
  entidad_cod: string;
  data: SectionData;
  prefill: SectionData;
}

/** The entity parts of report `id`, limited to `entityIds` when given. */
export async function entityParts(db: Db, id: number, entityIds: number[] | null): Promise<EntityPart[]> {
  const { rows } = await db.query<EntityPart>(
    `SELECT e.id, e.name, e.tipo_entidad, e.entidad_cod, x.data, x.prefill
       FROM annual_report_entities x JOIN supervised_entities e ON e.id = x.entity_id
      WHERE x.report_id = $1 AND ($2::int[] IS NULL OR x.entity_id = ANY($2::int[]))
      ORDER BY e.name, e.id`,
    [id, entityIds],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), tipo_entidad: Number(r.tipo_entidad) }));
}

/** Whether step `n` of `report` has everything its submission needs. */
export function stepComplete(report: ReportRow, parts: EntityPart[], key: string): boolean {
  if (key === 'attachments') return true;
  if (key === 'company')
    return parts.every((p) => Object.keys(missingFields(p.data, ENTITY_FIELDS)).length === 0);
  const specs = SECTION_FIELDS[key as keyof typeof SECTION_FIELDS];
  return Object.keys(missingFields(report.sections[key], specs)).length === 0;
}

/** The steps with whether each was saved and is complete. */
export function stepStatus(report: ReportRow, parts: EntityPart[]) {
  return ANNUAL_REPORT_STEPS.map((s) => ({
    n: s.n,
    key: s.key,
    title: s.title,
    saved: report.saved_steps.includes(s.n),
    complete: report.saved_steps.includes(s.n) && stepComplete(report, parts, s.key),
  }));
}

/** A report's attachments. */
export async function reportFiles(db: Db, id: number) {
  const { rows } = await db.query<{
    id: number;
    original_name: string;
    size_bytes: string | number;
    content_type: string;
    created_at: Date;
  }>(
    `SELECT f.id, f.original_name, f.size_bytes, f.content_type, f.created_at
       FROM annual_report_files af JOIN stored_files f ON f.id = af.file_id
      WHERE af.report_id = $1 ORDER BY f.id`,
    [id],
  );
  return rows.map((f) => ({
    id_storage: Number(f.id),
    name: f.original_name,
    size: Number(f.size_bytes),
    content_type: f.content_type,
    created_at: toBogotaLocal(f.created_at),
  }));
}

/** A report's history, oldest first. */
export async function reportHistory(db: Db, id: number) {
  const { rows } = await db.query<{
    at: Date;
    user_name: string | null;
    action: string;
    state_from: AnnualReportState | null;
    state_to: AnnualReportState;
    comment: string | null;
  }>(
    `SELECT h.at, nullif(${FULL_NAME_SQL}, '') AS user_name, h.action, h.state_from, h.state_to, h.comment
       FROM annual_report_history h LEFT JOIN persons p ON p.user_id = h.user_id
      WHERE h.report_id = $1 ORDER BY h.id`,
    [id],
  );
  return rows.map((h) => ({
    at: toBogotaLocal(h.at),
    user: h.user_name?.replace(/\s+/g, ' ').trim() ?? null,
    action: h.action,
    action_name: T.historyActions[h.action] ?? h.action,
    state_from: h.state_from,
    state_to: h.state_to,
    state_name: ANNUAL_REPORT_STATES[h.state_to],
    comment: h.comment,
  }));
}

/** The defender's name and mail. */
export async function personOf(db: Db, userId: number): Promise<{ name: string; email: string | null }> {
  const { rows } = await db.query<{ name: string; email: string | null }>(
    `SELECT ${FULL_NAME_SQL} AS name, u.email FROM users u JOIN persons p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return {
    name: rows[0]?.name.replace(/\s+/g, ' ').trim() || rows[0]?.email || '',
    email: rows[0]?.email ?? null,
  };
}

/** The whole report as `detail` answers it, seen by `caller`. */
export async function reportView(
  db: Db,
  report: ReportRow,
  caller: { user: AuthUser; entityIds: number[] | null; canReview: boolean },
) {
  const isAuthor = report.dcf_user_id === caller.user.id;
  const parts = await entityParts(db, report.id, isAuthor ? null : caller.entityIds);
  const allParts = isAuthor || caller.entityIds === null ? parts : await entityParts(db, report.id, null);
  const history = await reportHistory(db, report.id);
  const lastReturn = [...history].reverse().find((h) => h.action === 'returned');
  return {
    id: report.id,
    year: report.year,
    state: report.state,
    state_name: ANNUAL_REPORT_STATES[report.state],
    dcf: { id: report.dcf_user_id, ...(await personOf(db, report.dcf_user_id)) },
    sections: {
      general: report.sections.general ?? {},
      incident: report.sections.incident ?? {},
      attention: report.sections.attention ?? {},
      additional: report.sections.additional ?? {},
    },
    entities: parts,
    steps: stepStatus(report, allParts),
    files: await reportFiles(db, report.id),
    history,
    last_comment: report.state === 'returned' ? (lastReturn?.comment ?? null) : null,
    created_at: toBogotaLocal(report.created_at),
    updated_at: toBogotaLocal(report.updated_at),
    submitted_at: report.submitted_at ? toBogotaLocal(report.submitted_at) : null,
    can_edit: isAuthor && isEditable(report.state),
    can_review: caller.canReview && report.state === 'submitted',
    printable: isPrintable(report.state),
  };
}

/** The rows of a file record for an attachment. */
export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
