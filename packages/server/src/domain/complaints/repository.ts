import type { Db } from '../../db/driver.js';
import { raiseComplaintAlerts } from '../alerts/complaint-alerts.js';
import { allocateCodigoQueja } from './codigo-queja.js';
import {
  COMPLAINT_FIELDS,
  FIELD_BY_NAME,
  complaintFromRow,
  complaintSelectList,
  type ComplaintField,
  type ComplaintRecord,
} from './fields.js';
import { complaintJson, diffComplaints, type JsonValue } from './serializer.js';
import { appendAtOnce, type LedgerWriter } from '../ledger/append.js';

/**
 * Every read and write of complaints, their versions, files and ratings. Writes go through here
 * only, so each change of a complaint leaves exactly one version row (who, when, what changed and
 * the record afterwards) and raises the staff alerts the change calls for (domain/alerts). Functions
 * take a `Db` that may be a transaction.
 */

/** Who makes a change. */
export interface Actor {
  userId: number | null;
  kind: 'consumer' | 'entity' | 'staff' | 'system';
}

/** Field values to write (entity-api names), already coerced and checked. */
export type ComplaintValues = Partial<Record<ComplaintField, unknown>>;

/** Extra changes a version records besides the fields (files added, a rating...). */
export type ExtraChanges = Record<string, { old: JsonValue; new: JsonValue }>;

/** One version row of a complaint's history. */
export interface ComplaintVersion {
  id: number;
  complaint_id: number;
  version: number;
  changed_at: Date;
  actor_user_id: number | null;
  actor_kind: Actor['kind'];
  action: string;
  estado_from: number | null;
  estado_to: number;
  changes: Record<string, { old: JsonValue; new: JsonValue }>;
  snapshot: Record<string, JsonValue>;
}

const SELECT = `SELECT ${complaintSelectList('c')} FROM complaints c`;

function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A complaint by numeric id; `forUpdate` locks the row until the transaction ends. */
export async function findComplaintById(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ComplaintRecord | null> {
  const { rows } = await db.query(`${SELECT} WHERE c.id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? complaintFromRow(rows[0]) : null;
}

/** A complaint by codigo_queja. */
export async function findComplaintByCode(
  db: Db,
  code: string,
  options: { forUpdate?: boolean } = {},
): Promise<ComplaintRecord | null> {
  const { rows } = await db.query(
    `${SELECT} WHERE c.codigo_queja = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [code],
  );
  return rows[0] ? complaintFromRow(rows[0]) : null;
}

const MAX_ID = 2_147_483_647;

/**
 * A complaint named the way clients name one in a URL: its numeric id, or its codigo_queja.
 * Codes are digits too, so an integer that names no id is tried as a code.
 */
export async function findComplaint(
  db: Db,
  idOrCode: string,
  options: { forUpdate?: boolean } = {},
): Promise<ComplaintRecord | null> {
  const text = idOrCode.trim();
  // A NUL cannot be in a PostgreSQL text parameter: such an id names nothing.
  if (text === '' || text.length > 50 || text.includes('\u0000')) return null;
  if (/^\d{1,10}$/.test(text) && Number(text) <= MAX_ID && Number(text) >= 1) {
    const byId = await findComplaintById(db, Number(text), options);
    if (byId) return byId;
  }
  return findComplaintByCode(db, text, options);
}

async function writeVersion(
  tx: Db,
  before: ComplaintRecord | null,
  after: ComplaintRecord,
  actor: Actor,
  action: string,
  at: Date,
  extra: ExtraChanges,
  ledger: LedgerWriter,
): Promise<void> {
  const changes = { ...diffComplaints(before, after), ...extra };
  const inserted = await tx.query<{ id: number; row: unknown }>(
    `INSERT INTO complaint_versions
       (complaint_id, version, changed_at, actor_user_id, actor_kind, action, estado_from, estado_to, changes, snapshot)
     VALUES ($1, (SELECT coalesce(max(version), 0) + 1 FROM complaint_versions WHERE complaint_id = $1),
             $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb) RETURNING id, to_jsonb(complaint_versions.*) AS row`,
    [
      after.id,
      at,
      actor.userId,
      actor.kind,
      action,
      before?.estado_cod ?? null,
      after.estado_cod,
      JSON.stringify(changes),
      JSON.stringify(complaintJson(after)),
    ],
  );
  const version = inserted.rows[0]!;
  await ledger.record(tx, 'complaint_versions', version.id, {
    at,
    written: { row: version.row, code: after.codigo_queja },
  });
  // Staff alerts follow versions: a new complaint or a new state, in the same transaction.
  await raiseComplaintAlerts(tx, { before, after, actorUserId: actor.userId, at });
}

function columnsAndValues(values: ComplaintValues): { columns: string[]; params: unknown[] } {
  const columns: string[] = [];
  const params: unknown[] = [];
  for (const [name, value] of Object.entries(values)) {
    const spec = FIELD_BY_NAME.get(name);
    if (!spec) throw new Error(`Unknown complaint field ${name}`);
    if (value === undefined) continue;
    columns.push(spec.column);
    params.push(value);
  }
  return { columns, params };
}

/**
 * Inserts a complaint and its first version. Without `codigo_queja` in `values` a portal code is
 * allocated (entity prefix + Bogotá year + counter). Run it in a transaction.
 */
export async function insertComplaint(
  tx: Db,
  values: ComplaintValues & { tipo_entidad: number; entidad_cod: string },
  actor: Actor,
  at: Date,
  action = 'create',
  ledger: LedgerWriter = appendAtOnce,
): Promise<ComplaintRecord> {
  const row: ComplaintValues = { fecha_creacion: at, ...values };
  if (row.codigo_queja === undefined || row.codigo_queja === null) {
    row.codigo_queja = await allocateCodigoQueja(
      tx,
      values.tipo_entidad,
      values.entidad_cod,
      row.fecha_creacion as Date,
    );
  }
  const { columns, params } = columnsAndValues(row);
  params.push(at);
  const placeholders = columns.map((_, i) => `$${i + 1}`);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO complaints (${columns.join(', ')}, created_at, updated_at)
     VALUES (${placeholders.join(', ')}, $${params.length}, $${params.length}) RETURNING id`,
    params,
  );
  const created = await findComplaintById(tx, Number(rows[0]?.id));
  if (!created) throw new Error('The inserted complaint cannot be read back');
  await writeVersion(tx, null, created, actor, action, at, {}, ledger);
  return created;
}

/**
 * Applies `values` to a complaint (read with `forUpdate` in the same transaction) and records one
 * version with what changed, `extra` included. `fecha_actualizacion` becomes `at` unless
 * `values` sets it. Returns the complaint afterwards.
 */
export async function updateComplaint(
  tx: Db,
  before: ComplaintRecord,
  values: ComplaintValues,
  actor: Actor,
  action: string,
  at: Date,
  extra: ExtraChanges = {},
  ledger: LedgerWriter = appendAtOnce,
): Promise<ComplaintRecord> {
  const { columns, params } = columnsAndValues({ fecha_actualizacion: at, ...values });
  const sets = columns.map((column, i) => `${column} = $${i + 1}`);
  params.push(at, before.id);
  await tx.query(
    `UPDATE complaints SET ${sets.join(', ')}, updated_at = $${params.length - 1} WHERE id = $${params.length}`,
    params,
  );
  const after = await findComplaintById(tx, before.id);
  if (!after) throw new Error('The updated complaint cannot be read back');
  await writeVersion(tx, before, after, actor, action, at, extra, ledger);
  return after;
}

interface VersionRow {
  id: number;
  complaint_id: number;
  version: number;
  changed_at: Date | string;
  actor_user_id: number | null;
  actor_kind: Actor['kind'];
  action: string;
  estado_from: number | null;
  estado_to: number;
  changes: unknown;
  snapshot: unknown;
}

/** The history of a complaint, oldest first. */
export async function listVersions(db: Db, complaintId: number): Promise<ComplaintVersion[]> {
  const { rows } = await db.query<VersionRow>(
    `SELECT id, complaint_id, version, changed_at, actor_user_id, actor_kind, action, estado_from, estado_to,
            changes, snapshot
       FROM complaint_versions WHERE complaint_id = $1 ORDER BY version`,
    [complaintId],
  );
  return rows.map((r) => ({
    ...r,
    changed_at: new Date(r.changed_at),
    changes: parseJson(r.changes),
    snapshot: parseJson(r.snapshot),
  }));
}

/** Complaints filed by `ownerId`, newest first. */
export async function listComplaintsByOwner(
  db: Db,
  ownerId: number,
  limit: number,
  offset: number,
): Promise<ComplaintRecord[]> {
  const { rows } = await db.query(
    `${SELECT} WHERE c.owner_user_id = $1 ORDER BY c.fecha_creacion DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [ownerId, limit, offset],
    { samePlan: true },
  );
  return rows.map(complaintFromRow);
}

/** How many complaints `ownerId` filed. */
export async function countComplaintsByOwner(db: Db, ownerId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM complaints WHERE owner_user_id = $1',
    [ownerId],
    { samePlan: true },
  );
  return Number(rows[0]?.n ?? 0);
}

/** Closed complaints of `ownerId` that have no rating yet, newest first. */
export async function listUnratedClosed(
  db: Db,
  ownerId: number,
  closedState: number,
): Promise<ComplaintRecord[]> {
  const { rows } = await db.query(
    `${SELECT} WHERE c.owner_user_id = $1 AND c.estado_cod = $2
       AND NOT EXISTS (SELECT 1 FROM complaint_ratings r WHERE r.complaint_id = c.id)
     ORDER BY c.fecha_cierre DESC NULLS LAST, c.id DESC`,
    [ownerId, closedState],
  );
  return rows.map(complaintFromRow);
}

/** A complaint's rating. */
export interface ComplaintRating {
  complaint_id: number;
  user_id: number | null;
  rating: number;
  comment: string | null;
  created_at: Date;
}

/** The rating of a complaint, if any. */
export async function findRating(db: Db, complaintId: number): Promise<ComplaintRating | null> {
  const { rows } = await db.query<ComplaintRating>(
    'SELECT complaint_id, user_id, rating, comment, created_at FROM complaint_ratings WHERE complaint_id = $1',
    [complaintId],
  );
  const r = rows[0];
  return r ? { ...r, rating: Number(r.rating), created_at: new Date(r.created_at) } : null;
}

/**
 * Records the owner's rating and a version saying so (the record's fields do not change). The
 * primary key makes a second rating fail even when two arrive at once.
 */
export async function insertRating(
  tx: Db,
  complaint: ComplaintRecord,
  rating: { rating: number; comment: string | null },
  actor: Actor,
  at: Date,
): Promise<ComplaintRating> {
  await tx.query(
    'INSERT INTO complaint_ratings (complaint_id, user_id, rating, comment, created_at) VALUES ($1, $2, $3, $4, $5)',
    [complaint.id, actor.userId, rating.rating, rating.comment, at],
  );
  await writeVersion(
    tx,
    complaint,
    complaint,
    actor,
    'rate',
    at,
    {
      calificacion: { old: null, new: rating.rating },
    },
    appendAtOnce,
  );
  return { complaint_id: complaint.id, user_id: actor.userId, ...rating, created_at: at };
}

/** A stored file as the database keeps it. */
export interface StoredFileRecord {
  id: number;
  storage_key: string;
  original_name: string;
  size_bytes: number;
  content_type: string;
  sha256: string;
  complaint_id: number | null;
  kind:
    | 'complaint'
    | 'apoderado'
    | 'anexo'
    | 'entity'
    | 'support'
    | 'internal'
    | 'annual_report'
    | 'recommendation'
    | 'solip'
    | 'classification';
  type: string | null;
  state: string | null;
  uploaded_by: number | null;
  created_at: Date;
}

/** A file to record (already written to storage). */
export type NewStoredFile = Omit<StoredFileRecord, 'id' | 'created_at'>;

const FILE_COLUMNS =
  'id, storage_key, original_name, size_bytes, content_type, sha256, complaint_id, kind, type, state, uploaded_by, created_at';

function fileFromRow(row: StoredFileRecord): StoredFileRecord {
  return { ...row, size_bytes: Number(row.size_bytes), created_at: new Date(row.created_at) };
}

/** Records stored files; returns them with their ids (the id_storage clients see). */
export async function insertStoredFiles(
  tx: Db,
  files: NewStoredFile[],
  at: Date,
  ledger: LedgerWriter = appendAtOnce,
): Promise<StoredFileRecord[]> {
  const out: StoredFileRecord[] = [];
  for (const f of files) {
    const { rows } = await tx.query<StoredFileRecord & { ledger_row: unknown; ledger_code: string | null }>(
      `INSERT INTO stored_files (storage_key, original_name, size_bytes, content_type, sha256, complaint_id, kind, type, state, uploaded_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       RETURNING ${FILE_COLUMNS}, to_jsonb(stored_files.*) AS ledger_row,
                 (SELECT codigo_queja FROM complaints c WHERE c.id = stored_files.complaint_id) AS ledger_code`,
      [
        f.storage_key,
        f.original_name,
        f.size_bytes,
        f.content_type,
        f.sha256,
        f.complaint_id,
        f.kind,
        f.type,
        f.state,
        f.uploaded_by,
        at,
      ],
    );
    const { ledger_row: row, ledger_code: code, ...record } = rows[0]!;
    const stored = fileFromRow(record);
    if (stored.complaint_id !== null && code !== null)
      await ledger.record(tx, 'stored_files', stored.id, { at, written: { row, code } });
    out.push(stored);
  }
  return out;
}

/** The files of a complaint, in upload order. */
export async function listComplaintFiles(db: Db, complaintId: number): Promise<StoredFileRecord[]> {
  const { rows } = await db.query<StoredFileRecord>(
    `SELECT ${FILE_COLUMNS} FROM stored_files WHERE complaint_id = $1 ORDER BY id`,
    [complaintId],
  );
  return rows.map(fileFromRow);
}

/** One stored file by id_storage. */
export async function findStoredFile(db: Db, id: number): Promise<StoredFileRecord | null> {
  const { rows } = await db.query<StoredFileRecord>(
    `SELECT ${FILE_COLUMNS} FROM stored_files WHERE id = $1`,
    [id],
  );
  return rows[0] ? fileFromRow(rows[0]) : null;
}

/** Every field name the repository can write, for callers that build values from client input. */
export const WRITABLE_FIELDS: readonly ComplaintField[] = COMPLAINT_FIELDS.map((s) => s.name);

/** The complaints of `ids` (any order; missing ids are skipped), in one query. */
export async function findComplaintsByIds(db: Db, ids: readonly number[]): Promise<ComplaintRecord[]> {
  const { rows } = await db.query(`${SELECT} WHERE c.id = ANY($1::int[])`, [ids]);
  return rows.map(complaintFromRow);
}
