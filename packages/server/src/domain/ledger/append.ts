import type { LedgerEntryObject } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { LEDGER_SOURCES, sourceContentHash, type LedgerSource, type LedgerSourceName } from './sources.js';

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

/** One call appends a list of entries (migration 424's `ledger_append`), in order. */
const APPEND_SQL =
  'SELECT out_seq, out_prev_hash, out_entry_hash FROM ledger_append($1, $2, $3, $4, $5, $6, $7, $8)';

/** An entry built from its record, not yet in the chain (no seq or hashes of the chain yet). */
export type PendingEntry = Omit<LedgerEntryRow, 'seq' | 'prev_hash' | 'entry_hash'>;

/**
 * The entry for the record `id` of `table` (just written in `tx`): its content hash, kind and
 * actor. The record is read unless the writer hands it over; a record of no complaint (a file
 * outside complaints) is not chained and gives null.
 */
export async function pendingEntry(
  tx: Db,
  table: LedgerSourceName,
  id: number,
  options: AppendOptions = {},
): Promise<PendingEntry | null> {
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
  return {
    kind: source.kind(found.row),
    complaint_id: Number(found.row.complaint_id),
    complaint_code: found.code,
    source_table: source.table,
    source_id: id,
    content_hash: sourceContentHash(source, found.row),
    actor: options.actor ?? source.actor(found.row),
    at: (options.at ?? new Date()).toISOString(),
  };
}

/** Appends `entries` to the chain, in order, in one statement of the writing transaction. */
export async function appendEntries(tx: Db, entries: readonly PendingEntry[]): Promise<LedgerEntryRow[]> {
  if (entries.length === 0) return [];
  const column = <K extends keyof PendingEntry>(key: K) => entries.map((entry) => entry[key]);
  const { rows } = await tx.query<{
    out_seq: string | number;
    out_prev_hash: string;
    out_entry_hash: string;
  }>(
    APPEND_SQL,
    [
      column('actor'),
      column('at'),
      column('complaint_code'),
      column('content_hash'),
      column('kind'),
      column('complaint_id'),
      column('source_table'),
      column('source_id'),
    ],
    { samePlan: true },
  );
  return entries.map((entry, i) => ({
    ...entry,
    seq: Number(rows[i]!.out_seq),
    prev_hash: rows[i]!.out_prev_hash,
    entry_hash: rows[i]!.out_entry_hash,
  }));
}

/**
 * Appends the record `id` of `table` (just written in `tx`) to the ledger: one statement in the
 * writing transaction (two when the record must be read first). Returns the entry; a record of
 * no complaint gives null.
 */
export async function appendToLedger(
  tx: Db,
  table: LedgerSourceName,
  id: number,
  options: AppendOptions = {},
): Promise<LedgerEntryRow | null> {
  const entry = await pendingEntry(tx, table, id, options);
  if (!entry) return null;
  const [appended] = await appendEntries(tx, [entry]);
  return appended!;
}

/** How a writer chains what it writes: at once, or collected into its transaction's one append. */
export interface LedgerWriter {
  record(tx: Db, table: LedgerSourceName, id: number, options?: AppendOptions): Promise<void>;
}

/** Each record appended as it is written. */
export const appendAtOnce: LedgerWriter = {
  async record(tx, table, id, options) {
    await appendToLedger(tx, table, id, options);
  },
};

/**
 * Runs `work` with a writer that collects its records, then appends them all in one statement,
 * still inside the transaction `tx`: a filing's version and files cost one round trip, and the
 * head's lock is taken at the end of the work, so it is held only until the commit.
 */
export async function withOneLedgerAppend<T>(tx: Db, work: (ledger: LedgerWriter) => Promise<T>): Promise<T> {
  const pending: PendingEntry[] = [];
  const result = await work({
    async record(inner, table, id, options) {
      const entry = await pendingEntry(inner, table, id, options);
      if (entry) pending.push(entry);
    },
  });
  await appendEntries(tx, pending);
  return result;
}
