import { contentHash, entryHashHex, GENESIS_PREV_HASH, type LedgerEntryObject } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { LEDGER_SOURCES, sourceContent, type LedgerSource, type LedgerSourceName } from './sources.js';

/**
 * Key of the transaction-scoped advisory lock that serialises appends (ADR 0044): whichever API
 * node holds it reads the last entry and inserts the next; the others wait until it commits.
 */
export const LEDGER_APPEND_LOCK = 0x5346_434c_4544; // "SFCLED"

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
}

/**
 * Appends the record `id` of `table` (just written in `tx`) to the ledger: one insert, in the
 * writing transaction, after the append lock. Returns the entry; a record of no complaint
 * (a file outside complaints) is not chained and gives null.
 */
export async function appendToLedger(
  tx: Db,
  table: LedgerSourceName,
  id: number,
  options: AppendOptions = {},
): Promise<LedgerEntryRow | null> {
  const source: LedgerSource = LEDGER_SOURCES[table];
  const found = await readSourceRow(tx, source, id);
  if (!found) return null;
  const at = (options.at ?? new Date()).toISOString();
  const hash = contentHash(sourceContent(source, found.row));
  await tx.query('SELECT pg_advisory_xact_lock($1)', [LEDGER_APPEND_LOCK], { samePlan: true });
  const { rows: last } = await tx.query<{ seq: string | number; entry_hash: string }>(
    'SELECT seq, entry_hash FROM ledger_entries ORDER BY seq DESC LIMIT 1',
    [],
    { samePlan: true },
  );
  const seq = last[0] ? Number(last[0].seq) + 1 : 0;
  const entry: LedgerEntryRow = {
    seq,
    kind: source.kind(found.row),
    complaint_id: Number(found.row.complaint_id),
    complaint_code: found.code,
    source_table: source.table,
    source_id: id,
    content_hash: hash,
    prev_hash: last[0]?.entry_hash ?? GENESIS_PREV_HASH,
    entry_hash: '',
    actor: options.actor ?? source.actor(found.row),
    at,
  };
  entry.entry_hash = entryHashHex(entryObject(entry));
  await insertEntry(tx, entry);
  return entry;
}

/** Inserts one entry row. */
export async function insertEntry(tx: Db, e: LedgerEntryRow): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_entries
       (seq, kind, complaint_id, complaint_code, source_table, source_id, content_hash, prev_hash, entry_hash, actor, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      e.seq,
      e.kind,
      e.complaint_id,
      e.complaint_code,
      e.source_table,
      e.source_id,
      e.content_hash,
      e.prev_hash,
      e.entry_hash,
      e.actor,
      e.at,
    ],
    { samePlan: true },
  );
}
