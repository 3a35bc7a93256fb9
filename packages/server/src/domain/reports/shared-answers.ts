import type { Db } from '../../db/driver.js';

/**
 * Report answers computed once and shared (ADR 0050). Every answer is kept under the version of
 * the data it was computed from (migration 400: a counter that every write to what the reports
 * read moves, in its own transaction), so a request for the same report and selection at the
 * same version gets the kept answer, and one asked while that answer is being computed waits for
 * it instead of computing it again. The version is read from the database the report reads (the
 * read replica when there is one), so an answer is never older than what that database shows.
 *
 * Answers live in this process, per database handle; each node of a deployment computes each
 * answer once per version. Kept answers are shared objects: callers must not change them.
 */

/** Most answers kept per database handle; the least recently used goes first. */
export const MAX_KEPT_ANSWERS = 256;

interface Store {
  /** `version` + request → answer, least recently used first. */
  kept: Map<string, unknown>;
  /** `version` + request → the answer being computed. */
  running: Map<string, Promise<unknown>>;
}

const stores = new WeakMap<Db, Store>();

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    store = { kept: new Map(), running: new Map() };
    stores.set(db, store);
  }
  return store;
}

/** The version of the reports' data that `db` sees now (migration 400). */
export async function reportDataVersion(db: Db): Promise<number> {
  const { rows } = await db.query<{ version: number }>(
    'SELECT coalesce(sum(n), 0)::int8 AS version FROM report_data_version',
  );
  return Number(rows[0]?.version ?? 0);
}

function keep(store: Store, key: string, answer: unknown): void {
  store.kept.delete(key);
  store.kept.set(key, answer);
  while (store.kept.size > MAX_KEPT_ANSWERS) store.kept.delete(store.kept.keys().next().value as string);
}

/**
 * `compute` run in one read-only snapshot (every statement of a report sees the same data),
 * with the data version of that snapshot.
 */
function computeInSnapshot<T>(
  db: Db,
  compute: (db: Db) => Promise<T>,
): Promise<{ version: number; answer: T }> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const version = await reportDataVersion(tx);
    return { version, answer: await compute(tx) };
  });
}

/**
 * The answer to `request` (a string naming the report and everything its answer depends on:
 * dates, entities, grouping) on `db`: the kept one when the data has not changed since it was
 * computed, else `compute(db)`'s, run once however many ask for it at the same time.
 */
export async function sharedAnswer<T>(db: Db, request: string, compute: (db: Db) => Promise<T>): Promise<T> {
  const store = storeOf(db);
  const asked = await reportDataVersion(db);
  const key = `${asked}\n${request}`;
  if (store.kept.has(key)) {
    const answer = store.kept.get(key) as T;
    keep(store, key, answer);
    return answer;
  }
  const running = store.running.get(key);
  if (running) return running as Promise<T>;
  const computing = computeInSnapshot(db, compute)
    .then(({ version, answer }) => {
      // Kept under the version it was computed from, and under the one read above when that is
      // not newer (an answer newer than a request's version is still a right answer to it). The
      // two differ when a write committed in between, or when the address reaches several
      // standbys replaying at different points: never kept under a version its data lacks.
      keep(store, `${version}\n${request}`, answer);
      if (asked <= version) keep(store, key, answer);
      return answer;
    })
    .finally(() => store.running.delete(key));
  store.running.set(key, computing);
  return computing;
}
