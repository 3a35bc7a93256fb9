import type { Db } from '../driver.js';
import { addMissingSupervisedEntities } from '../catalogs/load-catalogs.js';

/**
 * Adds the supervised entities the catalog gained (pension and severance funds, the prima-media
 * administrators with Colpensiones, a fiduciary and a stockbroker; data/catalogs/SOURCES.md says
 * whence) to databases installed before them. A fresh install gets them from 003 already; only
 * missing rows are added, so entities staff renamed or deactivated keep their state.
 */
export async function up(tx: Db): Promise<void> {
  await addMissingSupervisedEntities(tx);
}
