import type { Db } from '../driver.js';
import { loadCatalogs } from '../catalogs/load-catalogs.js';

/** Loads the committed catalogs (data/catalogs) into the reference tables. */
export async function up(tx: Db): Promise<void> {
  await loadCatalogs(tx);
}
