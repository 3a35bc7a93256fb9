import type { Db } from '../driver.js';
import { backfillLedger } from '../../domain/ledger/backfill.js';

/** Above this many complaints the genesis is left to `npm run manage -- ledger-genesis` (batched, resumable). */
const INLINE_LIMIT = 50_000;

/**
 * The ledger's genesis (ADR 0044): the history recorded before the ledger is chained here when
 * the database is small (a fresh install, the demo); a large one is chained by the command, so
 * the migration does not hold every node's start-up for minutes. Chains only what has no entry.
 */
export async function up(tx: Db): Promise<void> {
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM complaints');
  if ((rows[0]?.n ?? 0) > INLINE_LIMIT) return;
  await backfillLedger(tx);
}
