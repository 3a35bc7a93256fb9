import { rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db } from '../../db/driver.js';
import { LocalStorage } from './local-storage.js';
import type { ListedObject, StorageDriver } from './storage-driver.js';

/**
 * The keys the server writes ({@link newStorageKey}), and the temporary names of the local
 * driver's half-written files: the sweep never touches anything else in a shared bucket.
 */
const SERVER_KEY = /^[a-z0-9_-]+\/\d{4}\/\d{2}\/[0-9a-f]{32}(\.[a-z0-9]{1,10})?(\.part-[0-9a-f]{12})?$/;

/** How many listed keys are checked against the database in one query. */
const BATCH = 500;

export interface SweepResult {
  /** Server keys old enough to judge. */
  checked: number;
  /** Keys no `stored_files` row names, now deleted. */
  removed: string[];
}

/**
 * Deletes stored objects that no `stored_files` row references and that are older than
 * `minAgeMs`. A file is written before the transaction that records it commits (service.ts), so
 * a crash, a kill or a failed transaction between the two leaves a file nobody owns; the age
 * keeps the sweep away from filings still in progress (on this node or another). Safe to run on
 * several nodes at once: deleting a missing key is not an error.
 */
export async function sweepOrphanFiles(
  db: Db,
  storage: StorageDriver,
  options: { minAgeMs: number; now?: Date },
): Promise<SweepResult> {
  return sweep(storage, '', SERVER_KEY, options, async (keys) => {
    const { rows } = await db.query<{ storage_key: string }>(
      'SELECT storage_key FROM stored_files WHERE storage_key = ANY($1::text[])',
      [keys],
    );
    return new Set(rows.map((r) => r.storage_key));
  });
}

/**
 * The documents a registration writes (`users/<16 hex>/<32 hex>.<ext>` under the local uploads
 * folder, routes/users/registration.ts), whatever the storage driver of the other files.
 */
const REGISTRATION_DOCUMENT = /^users\/[0-9a-f]{16}\/[0-9a-f]{32}\.[a-z0-9]{1,10}$/;

/**
 * Deletes registration documents no `user_documents` row names, older than `minAgeMs`: those of
 * a registration that crashed between writing them and committing the account, and those of an
 * account deleted since (its rows go with it). Their emptied folders go too.
 */
export async function sweepRegistrationDocuments(
  db: Db,
  uploadsDir: string,
  options: { minAgeMs: number; now?: Date },
): Promise<SweepResult> {
  const uploads = new LocalStorage(uploadsDir);
  const result = await sweep(uploads, 'users/', REGISTRATION_DOCUMENT, options, async (keys) => {
    const { rows } = await db.query<{ storage_path: string }>(
      'SELECT storage_path FROM user_documents WHERE storage_path = ANY($1::text[])',
      [keys],
    );
    return new Set(rows.map((r) => r.storage_path));
  });
  // A folder is one registration's: empty once its documents are gone (else it stays).
  for (const folder of new Set(result.removed.map((key) => dirname(key)))) {
    await rmdir(join(uploadsDir, folder)).catch(() => undefined);
  }
  return result;
}

/** Lists `prefix`, judges the keys `pattern` matches that are older than the cutoff, deletes the unowned. */
async function sweep(
  storage: StorageDriver,
  prefix: string,
  pattern: RegExp,
  options: { minAgeMs: number; now?: Date },
  owned: (keys: string[]) => Promise<Set<string>>,
): Promise<SweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - options.minAgeMs;
  const result: SweepResult = { checked: 0, removed: [] };
  let batch: ListedObject[] = [];
  const judge = async () => {
    const keys = batch.map((o) => o.key);
    batch = [];
    const kept = await owned(keys);
    for (const key of keys) {
      if (kept.has(key)) continue;
      await storage.delete(key);
      result.removed.push(key);
    }
  };
  for await (const object of storage.list(prefix)) {
    if (!pattern.test(object.key) || object.lastModified.getTime() > cutoff) continue;
    result.checked += 1;
    batch.push(object);
    if (batch.length >= BATCH) await judge();
  }
  if (batch.length > 0) await judge();
  return result;
}
