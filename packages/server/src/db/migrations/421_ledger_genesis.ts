import type { Db } from '../driver.js';

/**
 * Once the ledger's genesis; it now runs in 423, after the head (422) that appends need. A
 * database that ran the earlier version keeps its entries: 422 starts the head from them and 423
 * chains only what has no entry.
 */
export async function up(_tx: Db): Promise<void> {}
