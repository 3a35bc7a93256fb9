import { entryHashHex } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { entryObject, type LedgerEntryRow } from './append.js';
import { LEDGER_SOURCES, sourceContentHash, utcTimestamp, type LedgerSource } from './sources.js';

/** Records chained per transaction. */
const BATCH = 2_000;

/**
 * The genesis (ADR 0044): chains every record of the chained tables that has no entry yet —
 * the history written before the ledger existed, or rows a bulk loader (the demo and scale
 * seeds) inserted directly — table by table in key order, each at its own recorded time.
 * Resumable and idempotent: a second run chains nothing. Returns how many it chained.
 */
export async function backfillLedger(db: Db, onProgress?: (chained: number) => void): Promise<number> {
  let total = 0;
  for (const source of Object.values(LEDGER_SOURCES) as LedgerSource[]) {
    let after = -1;
    for (;;) {
      const { rows } = await db.query<{ id: number; row: unknown; code: string; chained: boolean }>(
        `SELECT t.${source.key} AS id, to_jsonb(t) AS row, c.codigo_queja AS code,
                EXISTS (SELECT 1 FROM ledger_entries e
                         WHERE e.source_table = $3 AND e.source_id = t.${source.key}) AS chained
           FROM ${source.table} t JOIN complaints c ON c.id = t.complaint_id
          WHERE t.${source.key} > $1 ${source.where ? `AND t.${source.where}` : ''}
          ORDER BY t.${source.key} LIMIT $2`,
        [after, BATCH, source.table],
      );
      if (rows.length === 0) break;
      after = Number(rows[rows.length - 1]!.id);
      const todo = rows.filter((r) => !r.chained);
      if (todo.length === 0) continue;
      await db.transaction(async (tx) => {
        // The head's row lock holds every other append until this batch commits.
        const { rows: head } = await tx.query<{ size: string | number; last_hash: string }>(
          'SELECT size, last_hash FROM ledger_head FOR UPDATE',
        );
        let seq = Number(head[0]!.size);
        let prev = head[0]!.last_hash;
        const entries: LedgerEntryRow[] = todo.map((r) => {
          const row = (typeof r.row === 'string' ? JSON.parse(r.row) : r.row) as Record<string, unknown>;
          const time = utcTimestamp(row[source.timeColumn]);
          const entry: LedgerEntryRow = {
            seq,
            kind: source.kind(row),
            complaint_id: Number(row.complaint_id),
            complaint_code: r.code,
            source_table: source.table,
            source_id: Number(r.id),
            content_hash: sourceContentHash(source, row),
            prev_hash: prev,
            entry_hash: '',
            actor: source.actor(row),
            at: new Date(typeof time === 'string' ? time : Date.now()).toISOString(),
          };
          entry.entry_hash = entryHashHex(entryObject(entry));
          seq += 1;
          prev = entry.entry_hash;
          return entry;
        });
        await tx.query(
          `INSERT INTO ledger_entries
             (seq, kind, complaint_id, complaint_code, source_table, source_id, content_hash, prev_hash, entry_hash, actor, at)
           SELECT * FROM unnest($1::bigint[], $2::text[], $3::int[], $4::text[], $5::text[], $6::bigint[],
                                $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])`,
          [
            entries.map((e) => e.seq),
            entries.map((e) => e.kind),
            entries.map((e) => e.complaint_id),
            entries.map((e) => e.complaint_code),
            entries.map((e) => e.source_table),
            entries.map((e) => e.source_id),
            entries.map((e) => e.content_hash),
            entries.map((e) => e.prev_hash),
            entries.map((e) => e.entry_hash),
            entries.map((e) => e.actor),
            entries.map((e) => e.at),
          ],
        );
        const last = entries[entries.length - 1]!;
        await tx.query('UPDATE ledger_head SET size = $1, last_hash = $2, prev_hash = $3', [
          last.seq + 1,
          last.entry_hash,
          last.prev_hash,
        ]);
      });
      total += todo.length;
      onProgress?.(total);
    }
  }
  return total;
}
