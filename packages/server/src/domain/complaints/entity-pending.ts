import type { Db } from '../../db/driver.js';
import type { EntityRef } from '../../db/repositories/users.js';
import { invalidPageError } from '../../http/pagination.js';
import { ACK_WINDOW_MS } from './entity-delivery.js';
import { entityComplaintJsonLateral } from './entity-json-sql.js';

/**
 * An entity's pending list (entity-api momento 1) at scale (ADR 0048): the complaints filed
 * against it that it has not acknowledged and that were never delivered or were delivered less
 * than {@link ACK_WINDOW_MS} ago, oldest first (filing date, then id).
 *
 * - The count comes from the counter of migration 390 (complaints awaiting acknowledgement,
 *   kept by triggers) minus those whose window has passed (the acknowledgement job's backlog,
 *   read as a range of an index): a few rows, not the entity's whole pending set.
 * - A page starts after a position (filing instant in microseconds, id): the one a `next` link
 *   carries (keyset), or for a plain `?page=N`, the one this process remembers for that row
 *   number ({@link PageIndex}), valid while the list's version is unchanged.
 */

/** A place in the list: just after the complaint with this filing instant (µs since 1970) and id. */
export interface ListPosition {
  us: number;
  id: number;
}

/** The pending count and the version of the list it was read from. */
export interface PendingCount {
  count: number;
  /** Changes whenever the set of pending complaints or their order changes (migration 390). */
  version: string;
}

// $1 tipo_entidad, $2 entidad_cod, $3 the cut-off (now minus the window).
const PENDING = `c.tipo_entidad = $1 AND c.entidad_cod = $2 AND c.entity_ack_at IS NULL
  AND (c.entity_first_seen_at IS NULL OR c.entity_first_seen_at > $3)`;

// The count and version, as columns n and seq, with the same placeholders as PENDING.
const COUNT_COLUMNS = `coalesce(sum(k.n), 0)::int - (SELECT count(*)::int FROM complaints c
      WHERE c.tipo_entidad = $1 AND c.entidad_cod = $2 AND c.entity_ack_at IS NULL
        AND c.entity_first_seen_at <= $3) AS n,
    coalesce(max(k.seq), 0) AS seq
  FROM entity_pending_counts k WHERE k.tipo_entidad = $1 AND k.entidad_cod = $2`;

const POSITION_US = '(extract(epoch FROM c.fecha_creacion) * 1000000)::bigint';
// $6, $7: the position a page starts after.
const AFTER = `AND (c.fecha_creacion, c.id) > (timestamptz 'epoch' + $6::bigint * interval '1 microsecond', $7::int)`;

function cutoff(now: Date): Date {
  return new Date(now.getTime() - ACK_WINDOW_MS);
}

const versionOf = (row: { n: unknown; seq: unknown }) => `${String(row.seq)}:${String(row.n)}`;

/** How many complaints of `entity` are pending at `now`, and the list's version. */
export async function countPendingForEntity(db: Db, entity: EntityRef, now: Date): Promise<PendingCount> {
  const { rows } = await db.query<{ n: number; seq: number }>(
    `SELECT ${COUNT_COLUMNS}`,
    [entity.tipo_entidad, entity.entidad_cod, cutoff(now)],
    { samePlan: true },
  );
  const row = rows[0] ?? { n: 0, seq: 0 };
  return { count: Math.max(0, Number(row.n)), version: versionOf(row) };
}

/** A pending complaint as a page lists it: its JSON as entities read it, written by PostgreSQL. */
export interface PendingItem {
  id: number;
  /** Never listed to the entity before (its acknowledgement window starts now). */
  unseen: boolean;
  /** The complaint as `entityComplaintJson` gives it, as JSON text. */
  json: string;
}

/** A page of pending complaints with the position of each. */
export interface PendingRows {
  complaints: PendingItem[];
  positions: ListPosition[];
}

/** The page's rows, oldest first: `$4` rows after skipping `$5` (after the position `$6`, `$7`). */
function pageSql(after: boolean): string {
  return `SELECT c.id, c.entity_first_seen_at IS NULL AS unseen, row_to_json(e)::text AS json,
            ${POSITION_US} AS position_us
       FROM complaints c, ${entityComplaintJsonLateral('c', 'e')}
      WHERE c.id IN (SELECT c.id FROM complaints c WHERE ${PENDING} ${after ? AFTER : ''}
                      ORDER BY c.fecha_creacion, c.id LIMIT $4 OFFSET $5)
      ORDER BY c.fecha_creacion, c.id`;
}

interface PageRow {
  id: number | null;
  unseen: boolean | null;
  json: string | null;
  position_us: string | null;
}

function pendingRows(rows: readonly PageRow[]): PendingRows {
  const listed = rows.filter((row) => row.id !== null);
  return {
    complaints: listed.map((row) => ({ id: Number(row.id), unseen: row.unseen === true, json: row.json! })),
    positions: listed.map((row) => ({ us: Number(row.position_us), id: Number(row.id) })),
  };
}

function pageParams(entity: EntityRef, now: Date, limit: number, offset: number, after: ListPosition | null) {
  const params: unknown[] = [entity.tipo_entidad, entity.entidad_cod, cutoff(now), limit, offset];
  if (after) params.push(after.us, after.id);
  return params;
}

/**
 * Up to `limit` pending complaints of `entity`, oldest first, skipping `offset` of them after
 * `after` (or from the start). The page's ids come from the pending index alone (narrow rows, in
 * order); only those rows are then read whole.
 */
export async function listPendingForEntity(
  db: Db,
  entity: EntityRef,
  now: Date,
  limit: number,
  offset: number,
  after: ListPosition | null = null,
): Promise<PendingRows> {
  const { rows } = await db.query<PageRow>(
    pageSql(after !== null),
    pageParams(entity, now, limit, offset, after),
    // One plan fits every entity and page (the pending index in its order; checked with
    // generic plans at 1,000,000 complaints): prepared, not planned for each page (0.8 ms).
    { samePlan: true },
  );
  return pendingRows(rows);
}

/**
 * As {@link listPendingForEntity} from the start or from a position (no rows skipped), with the
 * count in the same statement: one round trip for a first page or a `next` link's page.
 */
export async function countedPendingPage(
  db: Db,
  entity: EntityRef,
  now: Date,
  limit: number,
  after: ListPosition | null,
): Promise<PendingRows & { count: number }> {
  const { rows } = await db.query<PageRow & { n: number }>(
    `SELECT v.n, p.* FROM (SELECT ${COUNT_COLUMNS}) v
       LEFT JOIN LATERAL (${pageSql(after !== null)}) p ON true
      ORDER BY p.position_us, p.id`,
    pageParams(entity, now, limit, 0, after),
    { samePlan: true },
  );
  return { ...pendingRows(rows), count: Math.max(0, Number(rows[0]?.n ?? 0)) };
}

/**
 * Where every {@link PAGE_INDEX_STRIDE}-th row of an entity's pending list is, for one version of
 * the list: `positions[j]` is the position of row `(j + 1) × stride − 1` (0-based), so row `o`
 * is `o − j × stride` rows after `positions[j − 1]` with `j = ⌊o / stride⌋`.
 */
interface PageIndex {
  version: string;
  positions: ListPosition[];
}

/** Rows between two remembered positions: the default page size, so a default page starts at one. */
export const PAGE_INDEX_STRIDE = 50;

/** Entities whose page index a process keeps (least recently used first out). */
const PAGE_INDEX_ENTITIES = 256;

/** Page indexes per database handle (tests open several databases in one process). */
const pageIndexes = new WeakMap<Db, Map<string, PageIndex>>();
const building = new WeakMap<Db, Map<string, Promise<PageIndex | null>>>();

function entityKey(entity: EntityRef): string {
  return `${entity.tipo_entidad}-${entity.entidad_cod}`;
}

function mapFor<T>(store: WeakMap<Db, Map<string, T>>, db: Db): Map<string, T> {
  let map = store.get(db);
  if (!map) {
    map = new Map();
    store.set(db, map);
  }
  return map;
}

/** Reads the page index of `entity`'s list as it is now (its version read in the same statement). */
async function buildPageIndex(db: Db, entity: EntityRef, now: Date): Promise<PageIndex | null> {
  const { rows } = await db.query<{ us: number; id: number; n: number; seq: number }>(
    `WITH version AS (SELECT ${COUNT_COLUMNS})
     SELECT k.us, k.id, v.n, v.seq FROM version v,
       (SELECT ${POSITION_US} AS us, c.id, row_number() OVER (ORDER BY c.fecha_creacion, c.id) AS rn
          FROM complaints c WHERE ${PENDING}) k
      WHERE k.rn % $4 = 0 ORDER BY k.rn`,
    [entity.tipo_entidad, entity.entidad_cod, cutoff(now), PAGE_INDEX_STRIDE],
  );
  if (rows.length === 0) return null;
  return {
    version: versionOf(rows[0]!),
    positions: rows.map((row) => ({ us: Number(row.us), id: Number(row.id) })),
  };
}

/**
 * The position to start from for row `offset` of `entity`'s list at `version`, and how many rows
 * to skip after it: from this process's page index of that version, read once (by one request
 * at a time) when the version changes. Null when the index cannot serve it (the list changed
 * while it was read): the caller skips from the start.
 */
async function startOf(
  db: Db,
  entity: EntityRef,
  now: Date,
  version: string,
  offset: number,
): Promise<{ after: ListPosition; skip: number } | null> {
  const j = Math.floor(offset / PAGE_INDEX_STRIDE);
  const key = entityKey(entity);
  const indexes = mapFor(pageIndexes, db);
  let index = indexes.get(key);
  if (index?.version !== version) {
    const inFlight = mapFor(building, db);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = buildPageIndex(db, entity, now).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const built = await pending;
    if (built) {
      indexes.delete(key);
      if (indexes.size >= PAGE_INDEX_ENTITIES) indexes.delete(indexes.keys().next().value!);
      indexes.set(key, built);
    }
    index = built ?? undefined;
  } else {
    indexes.delete(key);
    indexes.set(key, index);
  }
  const after = index?.version === version ? index.positions[j - 1] : undefined;
  return after ? { after, skip: offset - j * PAGE_INDEX_STRIDE } : null;
}

/**
 * Up to `limit` pending complaints from row `offset` of `entity`'s list at `version` (read by
 * {@link countPendingForEntity}): through the page index when the row is past the first stride,
 * otherwise (or when the index is of another version) by skipping from the start.
 */
export async function pendingRowsAt(
  db: Db,
  entity: EntityRef,
  now: Date,
  version: string,
  limit: number,
  offset: number,
): Promise<PendingRows> {
  const start = offset >= PAGE_INDEX_STRIDE ? await startOf(db, entity, now, version, offset) : null;
  return start
    ? listPendingForEntity(db, entity, now, limit, start.skip, start.after)
    : listPendingForEntity(db, entity, now, limit, offset);
}

/**
 * The cursor of a `next` link: the number of rows before the page it starts and the position of
 * the last of them (`<rows>.<µs>.<id>`, digits and dots only, so a client signs it as it is).
 */
export function encodeCursor(rowsBefore: number, position: ListPosition): string {
  return `${rowsBefore}.${position.us}.${position.id}`;
}

const CURSOR = /^(\d{1,9})\.(\d{1,16})\.(\d{1,10})$/;

/** A cursor's rows before and position, or null if it is not one {@link encodeCursor} makes. */
export function decodeCursor(text: unknown): { rowsBefore: number; position: ListPosition } | null {
  if (typeof text !== 'string') return null;
  const match = CURSOR.exec(text);
  if (!match) return null;
  const id = Number(match[3]);
  if (id > 2_147_483_647) return null;
  return { rowsBefore: Number(match[1]), position: { us: Number(match[2]), id } };
}

/** One page of an entity's pending list. */
export interface PendingPage {
  count: number;
  pages: number;
  complaints: PendingItem[];
  /** Whether a page follows. */
  more: boolean;
  /** The cursor of the next page's link, when a page follows and this one is whole. */
  nextCursor: string | null;
}

/**
 * Page `page` of `pageSize` complaints of `entity`'s pending list at `now`. With the `cursor` of
 * the previous page's `next` link (for this page and size), the rows after its position: a client
 * that acknowledges as it goes on misses none. Without one (or with one for another page), row
 * `(page − 1) × pageSize` onwards, as ever. A page past the last is the 404 "Página inválida."
 * (page 1 of an empty list is an empty page), unless a cursor's position still has rows after it.
 */
export async function pendingPage(
  db: Db,
  entity: EntityRef,
  now: Date,
  request: { page: number; pageSize: number; cursor?: unknown },
): Promise<PendingPage> {
  const { page, pageSize } = request;
  const offset = (page - 1) * pageSize;
  const from = page > 1 ? decodeCursor(request.cursor) : null;
  if (page === 1 || (from && from.rowsBefore === offset)) {
    // The first page, or the one after a `next` link's position: no page index needed, so the
    // count comes in the page's own statement.
    const rows = await countedPendingPage(db, entity, now, pageSize + 1, from?.position ?? null);
    const { count } = rows;
    const pages = Math.max(1, Math.ceil(count / pageSize));
    if (rows.complaints.length === 0 && page > pages) throw invalidPageError();
    const more = rows.complaints.length > pageSize;
    return {
      count,
      pages: Math.max(pages, more ? page + 1 : page),
      complaints: rows.complaints.slice(0, pageSize),
      more,
      nextCursor: more ? encodeCursor(offset + pageSize, rows.positions[pageSize - 1]!) : null,
    };
  }
  const { count, version } = await countPendingForEntity(db, entity, now);
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (page > pages) throw invalidPageError();
  const rows = await pendingRowsAt(db, entity, now, version, pageSize, offset);
  const more = page < pages;
  const whole = rows.complaints.length === pageSize;
  return {
    count,
    pages,
    complaints: rows.complaints,
    more,
    nextCursor: more && whole ? encodeCursor(offset + pageSize, rows.positions[pageSize - 1]!) : null,
  };
}

/** The statement of {@link foldEntityPendingCounts} (also run by the scale seed after its bulk load). */
export const FOLD_ENTITY_PENDING_SQL = `WITH deltas AS (
       DELETE FROM entity_pending_counts WHERE NOT settled RETURNING tipo_entidad, entidad_cod, n, seq
     ), sums AS (
       SELECT tipo_entidad, entidad_cod, sum(n)::int AS n, max(seq) AS seq, count(*) AS rows
         FROM deltas GROUP BY 1, 2
     ), settled AS (
       INSERT INTO entity_pending_counts (tipo_entidad, entidad_cod, n, seq, settled)
       SELECT tipo_entidad, entidad_cod, n, seq, true FROM sums
       ON CONFLICT (tipo_entidad, entidad_cod) WHERE settled
       DO UPDATE SET n = entity_pending_counts.n + EXCLUDED.n,
                     seq = greatest(entity_pending_counts.seq, EXCLUDED.seq)
     )
     SELECT coalesce(sum(rows), 0)::int AS folded FROM sums`;

/**
 * Folds the pending counter's delta rows into one settled row per entity, in one statement (a
 * count read meanwhile sees either the deltas or their sum, and the list's version stays: the
 * settled row keeps the largest `seq`). Two folds at once are safe, as the day counts' (ADR
 * 0026). Returns how many deltas were folded.
 */
export async function foldEntityPendingCounts(db: Db): Promise<number> {
  const { rows } = await db.query<{ folded: number }>(FOLD_ENTITY_PENDING_SQL);
  return Number(rows[0]?.folded ?? 0);
}
