import type { Db } from '../../db/driver.js';

/**
 * Duplicate complaints (docs/decisions/0015-samples-duplicates-productivity.md). A candidate pair
 * is a complaint and an earlier one (filed at most `windowDays` before it) of the same consumer
 * identification (tipo_id_cf + numero_id_cf) against the same entity whose texts score at least
 * {@link DUPLICATE_THRESHOLD} in pg_trgm's `similarity` over the accent-folded texts
 * (`sfc_unaccent`, migration 090; pg_trgm ignores case and punctuation). Trigrams are taken per
 * word, so the score does not depend on word order and a typo costs only that word's trigrams.
 * A pair is proposed once: the unique (complaint_id, original_id) key keeps a dismissed pair
 * dismissed when detection runs again.
 */

/** The lowest similarity proposed as a duplicate (measured on Spanish texts: see duplicates.test.ts). */
export const DUPLICATE_THRESHOLD = 0.5;

/** Default window when the configuration does not say (DUPLICATE_WINDOW_DAYS). */
export const DEFAULT_DUPLICATE_WINDOW_DAYS = 60;

/** Options of a detection run. */
export interface DetectOptions {
  windowDays?: number;
  threshold?: number;
  /** Limit a re-run to complaints of these entities (ids); `null` or absent: every entity. */
  entityIds?: number[] | null;
}

const SCORE = `similarity(sfc_unaccent(c.texto_queja), sfc_unaccent(o.texto_queja))`;

/** INSERT of the candidates of the complaints `c` that `where` selects (parameters from $3). */
function detectSql(where: string): string {
  return `INSERT INTO complaint_duplicates (complaint_id, original_id, score)
    SELECT c.id, o.id, ${SCORE}
      FROM complaints c
      JOIN complaints o
        ON o.numero_id_cf = c.numero_id_cf AND o.tipo_id_cf = c.tipo_id_cf
       AND o.tipo_entidad = c.tipo_entidad AND o.entidad_cod = c.entidad_cod
       AND o.fecha_creacion >= c.fecha_creacion - make_interval(days => $1::int)
       AND (o.fecha_creacion < c.fecha_creacion OR (o.fecha_creacion = c.fecha_creacion AND o.id < c.id))
     WHERE ${where} AND c.numero_id_cf IS NOT NULL AND ${SCORE} >= $2
    ON CONFLICT (complaint_id, original_id) DO NOTHING`;
}

/**
 * Finds the duplicate candidates of complaint `complaintId` among the earlier complaints of the
 * same consumer and entity; answers how many new pairs were stored. Called after the filing
 * commits (never inside it), so it can later move onto a job queue unchanged.
 */
export async function detectDuplicatesFor(
  db: Db,
  complaintId: number,
  options: DetectOptions = {},
): Promise<number> {
  const result = await db.query(detectSql('c.id = $3'), [
    options.windowDays ?? DEFAULT_DUPLICATE_WINDOW_DAYS,
    options.threshold ?? DUPLICATE_THRESHOLD,
    complaintId,
  ]);
  return result.rowCount ?? 0;
}

/** Runs detection again over the complaints filed in [start, end); answers how many were checked and found. */
export async function detectDuplicatesInPeriod(
  db: Db,
  start: Date,
  end: Date,
  options: DetectOptions = {},
): Promise<{ checked: number; found: number }> {
  const entities = options.entityIds ?? null;
  const inScope = `c.fecha_creacion >= $3 AND c.fecha_creacion < $4
    AND ($5::int[] IS NULL OR (c.tipo_entidad, c.entidad_cod) IN (
      SELECT e.tipo_entidad, e.entidad_cod FROM supervised_entities e WHERE e.id = ANY($5::int[])))`;
  const checked = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM complaints c WHERE $1::int IS NOT NULL AND $2::real IS NOT NULL AND ${inScope}`,
    [0, 0, start, end, entities],
  );
  const result = await db.query(detectSql(inScope), [
    options.windowDays ?? DEFAULT_DUPLICATE_WINDOW_DAYS,
    options.threshold ?? DUPLICATE_THRESHOLD,
    start,
    end,
    entities,
  ]);
  return { checked: Number(checked.rows[0]?.n ?? 0), found: result.rowCount ?? 0 };
}

/** The similarity score of two texts, as detection computes it. */
export async function duplicateScore(db: Db, a: string, b: string): Promise<number> {
  const { rows } = await db.query<{ s: number }>(
    'SELECT similarity(sfc_unaccent($1::text), sfc_unaccent($2::text))::float8 AS s',
    [a, b],
  );
  return Number(rows[0]!.s);
}

/** A piece of a text, marked when it is part of a passage both texts share. */
export interface TextSegment {
  text: string;
  match: boolean;
}

interface Token {
  start: number;
  end: number;
  key: string;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Words of `text` with their positions and their comparison key (lower case, accents removed). */
function tokens(text: string): Token[] {
  return [...text.matchAll(WORD)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    key: m[0].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
  }));
}

/** Length of the word runs a passage must share to be highlighted. */
const PASSAGE_WORDS = 3;

function shingles(list: Token[]): Set<string> {
  const set = new Set<string>();
  for (let i = 0; i + PASSAGE_WORDS <= list.length; i++) {
    set.add(
      list
        .slice(i, i + PASSAGE_WORDS)
        .map((t) => t.key)
        .join(' '),
    );
  }
  return set;
}

function marked(text: string, own: Token[], other: Set<string>): TextSegment[] {
  const hit = new Array<boolean>(own.length).fill(false);
  for (let i = 0; i + PASSAGE_WORDS <= own.length; i++) {
    const key = own
      .slice(i, i + PASSAGE_WORDS)
      .map((t) => t.key)
      .join(' ');
    if (other.has(key)) for (let j = i; j < i + PASSAGE_WORDS; j++) hit[j] = true;
  }
  const segments: TextSegment[] = [];
  const push = (piece: string, match: boolean) => {
    if (piece === '') return;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += piece;
    else segments.push({ text: piece, match });
  };
  let cursor = 0;
  own.forEach((token, i) => {
    // The gap before a word is part of a passage when the words on both sides are.
    push(text.slice(cursor, token.start), i > 0 && hit[i - 1]! && hit[i]!);
    push(text.slice(token.start, token.end), hit[i]!);
    cursor = token.end;
  });
  push(text.slice(cursor), false);
  return segments;
}

/**
 * Both texts cut into segments, the passages they share (runs of at least three words, compared
 * without case or accents) marked, so a screen can highlight them side by side.
 */
export function matchingPassages(a: string, b: string): { a: TextSegment[]; b: TextSegment[] } {
  const ta = tokens(a);
  const tb = tokens(b);
  return { a: marked(a, ta, shingles(tb)), b: marked(b, tb, shingles(ta)) };
}
