import { pathToFileURL } from 'node:url';
import type { Db } from './driver.js';

/** What a `NNN_name.ts` migration exports. */
export interface MigrationModule {
  up?: (tx: Db) => Promise<void>;
}

/**
 * Loads a TypeScript migration (`NNN_name.ts`) by its path. Run from source this imports the
 * file; the bundled server (scripts/build-server.mjs) replaces this module with static imports
 * of the same files.
 */
export async function importMigration(path: string): Promise<MigrationModule> {
  return (await import(pathToFileURL(path).href)) as MigrationModule;
}
