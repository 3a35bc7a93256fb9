import type { Db } from '../driver.js';
import { loadCatalogs } from '../catalogs/load-catalogs.js';

/**
 * Reloads the catalogs after reference-lists.json changed: identification type 3 is named "RUT"
 * again (as the SFC list has it) and a separate "NIT" entry (11) exists for the portal to remove.
 */
export async function up(tx: Db): Promise<void> {
  await loadCatalogs(tx);
}
