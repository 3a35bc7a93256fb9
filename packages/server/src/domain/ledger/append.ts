import { contentHash, type LedgerEntryObject } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { LEDGER_SOURCES, sourceContent, type LedgerSource, type LedgerSourceName } from './sources.js';

/** One stored ledger entry. */
export interface LedgerEntryRow {
  seq: number;
  kind: string;
  complaint_id: number;
  complaint_code: string;
  source_table: string;
  source_id: number;
  content_hash: string;
  prev_hash: string;
  entry_hash: string;
  actor: string;
  at: string;
}

/** The canonical object of a stored entry (what its entry_hash is the hash of). */
export function entryObject(row: LedgerEntryRow): LedgerEntryObject {
  return {
    v: 1,
    seq: Number(row.seq),
    kind: row.kind,
    complaint: row.complaint_code,
    content_hash: row.content_hash,
    prev_hash: row.prev_hash,
    actor: row.actor,
    at: row.at,
  };
}

/** Reads one chained record as `to_jsonb` with its complaint's code; null when it is not there. */
export async function readSourceRow(
  db: Db,
  source: LedgerSource,
  id: number,
): Promise<{ row: Record<string, unknown>; code: string } | null> {
  const { rows } = await db.query<{ row: unknown; code: string }>(
    `SELECT to_jsonb(t) AS row, c.codigo_queja AS code
       FROM ${source.table} t JOIN complaints c ON c.id = t.complaint_id
      WHERE t.${source.key} = $1`,
    [id],
    { samePlan: true },
  );
  const found = rows[0];
  if (!found) return null;
  const row = (typeof found.row === 'string' ? JSON.parse(found.row) : found.row) as Record<string, unknown>;
  return { row, code: found.code };
}

/** What {@link appendToLedger} records. */
export interface AppendOptions {
  /** The entry's time (default now). */
  at?: Date;
  /** Overrides the source's actor kind (e.g. an entity answering a staff request). */
  actor?: string;
  /** The record as the writer's `RETURNING to_jsonb(…)` gave it, with its complaint's code (saves a read). */
  written?: { row: unknown; code: string };
}

/**
 * One statement appends an entry: it advances the head row (whose lock serialises appends until
 * the writing transaction commits; an UPDATE waiting for it re-reads the committed head) and
 * inserts the entry. The entry hash is SHA-256 of the entry object's RFC 8785 text, written here
 * key by key in JCS order with `to_json` for the JSON string escapes; verify-ledger recomputes it
 * with the shared JavaScript function, so the two can never silently differ.
 */
const APPEND_SQL = `
WITH head AS (
  UPDATE ledger_head SET
    size = size + 1,
    prev_hash = last_hash,
    last_hash = encode(sha256(convert_to(
      '{"actor":' || to_json($1::text)::text || ',"at":' || to_json($2::text)::text ||
      ',"complaint":' || to_json($3::text)::text || ',"content_hash":"' || $4::text ||
      '","kind":' || to_json($5::text)::text || ',"prev_hash":"' || last_hash ||
      '","seq":' || size::text || ',"v":1}', 'UTF8')), 'hex')
  RETURNING size - 1 AS seq, prev_hash, last_hash
)
INSERT INTO ledger_entries
  (seq, kind, complaint_id, complaint_code, source_table, source_id, content_hash, prev_hash, entry_hash, actor, at)
SELECT head.seq, $5, $6, $3, $7, $8, $4, head.prev_hash, head.last_hash, $1, $2 FROM head
RETURNING seq, prev_hash, entry_hash`;

/**
 * Appends the record `id` of `table` (just written in `tx`) to the ledger: one statement in the
 * writing transaction (two when the record must be read first). Returns the entry; a record of
 * no complaint (a file outside complaints) is not chained and gives null.
 */
export async function appendToLedger(
  tx: Db,
  table: LedgerSourceName,
  id: number,
  options: AppendOptions = {},
): Promise<LedgerEntryRow | null> {
  const source: LedgerSource = LEDGER_SOURCES[table];
  const found = options.written
    ? {
        row: (typeof options.written.row === 'string'
          ? JSON.parse(options.written.row)
          : options.written.row) as Record<string, unknown>,
        code: options.written.code,
      }
    : await readSourceRow(tx, source, id);
  if (!found) return null;
  const entry: LedgerEntryRow = {
    seq: 0,
    kind: source.kind(found.row),
    complaint_id: Number(found.row.complaint_id),
    complaint_code: found.code,
    source_table: source.table,
    source_id: id,
    content_hash: contentHash(sourceContent(source, found.row)),
    prev_hash: '',
    entry_hash: '',
    actor: options.actor ?? source.actor(found.row),
    at: (options.at ?? new Date()).toISOString(),
  };
  const { rows } = await tx.query<{ seq: string | number; prev_hash: string; entry_hash: string }>(
    APPEND_SQL,
    [
      entry.actor,
      entry.at,
      entry.complaint_code,
      entry.content_hash,
      entry.kind,
      entry.complaint_id,
      entry.source_table,
      id,
    ],
    { samePlan: true },
  );
  const head = rows[0]!;
  return { ...entry, seq: Number(head.seq), prev_hash: head.prev_hash, entry_hash: head.entry_hash };
}
