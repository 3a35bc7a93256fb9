import type { Db } from '../../db/driver.js';

/**
 * The complaint search's recent text index (ADR 0060): a partial GIN index over the stored search
 * vectors (migration 170) of the complaints above a bound, about the newest `span` of them. A
 * search whose words are seldom together decodes the whole index's posting lists of both words
 * (50,000–80,000 entries each at 1,000,000 complaints) and reads every match to keep the newest
 * 201; the recent index holds a tenth of that, and its matches are the newest ones. The bound is
 * fixed in the index's predicate (`WHERE id > bound`), so as complaints are filed the index grows:
 * once it covers twice `span`, a round builds the next one (without blocking writes on
 * PostgreSQL), records its bound, and drops the one before.
 */

/** Every recent text index is named this and its bound. */
export const RECENT_TEXT_INDEX_PREFIX = 'complaints_recent_text_';

/** What a round of {@link maintainRecentTextIndex} did. */
export interface RecentTextIndexRound {
  /** The bound of the index searches use now (`null`: none, the database is small). */
  after: number | null;
  /** Whether this round built it. */
  built: boolean;
  /** Indexes of earlier bounds it dropped (replaced, or left by a build that failed). */
  dropped: string[];
}

/**
 * Builds the recent text index when there is none and the complaints are more than twice `span`,
 * or when the current one covers more than twice `span`; then drops the indexes of other bounds.
 * Idempotent: a round cut short (a crash mid-build) is finished by the next one.
 */
export async function maintainRecentTextIndex(db: Db, span: number): Promise<RecentTextIndexRound> {
  const { rows } = await db.query<{ newest: number | null; after_id: number | null }>(
    `SELECT (SELECT max(id) FROM complaints) AS newest, r.after_id
       FROM (SELECT 1) one LEFT JOIN complaint_recent_text_index r ON true`,
  );
  const newest = Number(rows[0]?.newest ?? 0);
  const current = rows[0]?.after_id == null ? null : Number(rows[0].after_id);
  let after = current;
  let built = false;
  if (newest - (current ?? 0) > 2 * span) {
    after = newest - span;
    const name = `${RECENT_TEXT_INDEX_PREFIX}${after}`;
    // A concurrent build that failed leaves an invalid index of that name behind.
    await dropIndex(db, name);
    await db.query(
      `CREATE INDEX ${db.kind === 'postgres' ? 'CONCURRENTLY' : ''} ${name}
         ON complaints USING gin (search_document) WHERE id > ${after}`,
    );
    await db.query(
      `INSERT INTO complaint_recent_text_index (after_id, index_name) VALUES ($1, $2)
       ON CONFLICT (one) DO UPDATE
         SET after_id = EXCLUDED.after_id, index_name = EXCLUDED.index_name, built_at = now()`,
      [after, name],
    );
    built = true;
  }
  const { rows: stale } = await db.query<{ name: string }>(
    `SELECT indexname AS name FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'complaints'
        AND starts_with(indexname, $1) AND indexname IS DISTINCT FROM $2`,
    [RECENT_TEXT_INDEX_PREFIX, after === null ? null : `${RECENT_TEXT_INDEX_PREFIX}${after}`],
  );
  // A search that read the previous bound just before the switch is planned on this index, or
  // (once it is gone) on the whole one: the same matches either way.
  for (const { name } of stale) await dropIndex(db, name);
  return { after, built, dropped: stale.map((s) => s.name) };
}

async function dropIndex(db: Db, name: string): Promise<void> {
  await db.query(`DROP INDEX ${db.kind === 'postgres' ? 'CONCURRENTLY' : ''} IF EXISTS ${name}`);
}
