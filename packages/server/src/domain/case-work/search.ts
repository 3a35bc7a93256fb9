import { CASE_WORK_SERVER_TEXTS as T } from '@sfc/core/messages/case-work-server-texts';
import type { Db } from '../../db/driver.js';
import { validationError } from '../../http/errors.js';
import {
  complaintRowsById,
  complaintRow,
  type ComplaintRow,
} from '../../routes/complaint-management/complaint-rows.js';
import { scopeToCaller } from '../complaint-work/access.js';
import type { AdminCaller } from '../staff-admin/access.js';
import { SqlFilter } from '../staff-admin/listing.js';

/**
 * The one-box search of the case workspace (docs/case-work-api.md, "Search from one box"): a
 * complaint code or an identification number (exact, by their btree indexes), a consumer's name
 * however it is typed (whole words through the name keys of migration 411, the newest
 * {@link NAME_CANDIDATES} ranked; else parts of words through the trigram index of migration 310),
 * then the complaint text (the Spanish full-text document of migration 170).
 * At most {@link SEARCH_LIMIT} matches are ranked and listed, each with its snippet.
 */

export const SEARCH_LIMIT = 200;
const TEXT_LIMIT = 50;
/** Most name matches ranked: the newest complaints whose name has the words (ADR 0054). */
export const NAME_CANDIDATES = 1000;
/** Most text matches read before the newest are kept. */
const TEXT_SCAN = 5000;
const QUERY_MAX = 200;

const FROM = 'áàäâãéèëêíìïîóòöôõúùüûñç';
const TO = 'aaaaaeeeeiiiiooooouuuunc';

/** The JavaScript twin of SQL `sfc_fold` (migration 060): lower case, accents removed, char for char. */
export function fold(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const i = FROM.indexOf(ch);
    out += i >= 0 ? TO[i] : ch;
  }
  return out;
}

/** The words of a query (folded, LIKE wildcards kept as text), at most 8. */
function words(q: string): string[] {
  return fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

/** `text` with the words of `terms` marked `**…**` (positions found on the folded text). */
export function markWords(text: string, terms: string[]): string {
  const folded = fold(text);
  // lower() may change a string's length for rare characters: then nothing is marked.
  if (folded.length !== text.length) return text;
  const marks = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    let at = folded.indexOf(term);
    while (at >= 0) {
      for (let i = at; i < at + term.length; i++) marks[i] = true;
      at = folded.indexOf(term, at + term.length);
    }
  }
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (marks[i] && (i === 0 || !marks[i - 1])) out += '**';
    out += text[i];
    if (marks[i] && (i === text.length - 1 || !marks[i + 1])) out += '**';
  }
  return out;
}

/** A window of `text` around the first of `terms`, marked. */
function textSnippet(text: string, terms: string[]): string {
  const folded = fold(text);
  const first = Math.min(...terms.map((t) => folded.indexOf(t)).filter((i) => i >= 0), text.length);
  const start = Math.max(0, (first === text.length ? 0 : first) - 60);
  const piece = text.slice(start, start + 160);
  return `${start > 0 ? '…' : ''}${markWords(piece, terms)}${start + 160 < text.length ? '…' : ''}`;
}

export interface SearchHit {
  id: number;
  codigo_queja: string;
  match: 'code' | 'identification' | 'name' | 'text';
  rank: number;
  snippet: string;
  complaint: ComplaintRow;
}

interface Candidate {
  id: number;
  match: SearchHit['match'];
  rank: number;
}

/** The ranked matches of a search: how many, whether more were left out, and one page of hits. */
export interface SearchResult {
  count: number;
  more: boolean;
  /** The hits from `offset`, at most `limit`: only these complaints' rows are read. */
  page: (limit: number, offset: number) => Promise<SearchHit[]>;
}

/**
 * The ranked matches of `q` in the caller's scope (at most {@link SEARCH_LIMIT}). Finding and
 * ranking them reads ids and scores only; a page's complaints are read when it is asked for.
 */
export async function searchComplaints(
  db: Db,
  caller: AdminCaller,
  rawQuery: unknown,
  now: Date,
): Promise<SearchResult> {
  const q = typeof rawQuery === 'string' ? rawQuery.trim() : '';
  const terms = words(q);
  if (q === '' || terms.length === 0) throw validationError({ q: [T.searchEmpty] });
  if (q.length > QUERY_MAX)
    throw validationError({ q: [`Asegúrese de que este campo no tenga más de ${QUERY_MAX} caracteres.`] });

  const scoped = () => {
    const filter = new SqlFilter();
    scopeToCaller(filter, caller);
    return filter;
  };
  const join = (f: SqlFilter) =>
    /\be\./.test(f.sql())
      ? 'JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod'
      : '';
  const found = new Map<number, Candidate>();
  const add = (rows: { id: number; rank?: number }[], match: Candidate['match']) => {
    for (const r of rows) {
      const id = Number(r.id);
      if (!found.has(id)) found.set(id, { id, match, rank: Number(r.rank ?? 1) });
    }
  };

  // Code and identification number: exact, one index lookup each.
  const exact = scoped();
  const value = exact.param(q);
  exact.where(`(c.codigo_queja = ${value} OR c.numero_id_cf = ${value})`);
  const { rows: exactRows } = await db.query<{ id: number; codigo_queja: string }>(
    `SELECT c.id, c.codigo_queja FROM complaints c ${join(exact)} ${exact.sql()} ORDER BY c.id DESC LIMIT ${SEARCH_LIMIT + 1}`,
    exact.params,
  );
  add(
    exactRows.filter((r) => r.codigo_queja === q),
    'code',
  );
  add(
    exactRows.filter((r) => r.codigo_queja !== q),
    'identification',
  );

  // The consumer's name: whole words through the name keys (migration 411), else any part of a
  // word through the trigram index. A code or a number (digits and separators) is looked up
  // exactly, never in names or texts.
  const codeLike = /^[\d\s._-]+$/.test(q);
  if (found.size <= SEARCH_LIMIT && !codeLike) {
    const keyed = await nameKeyMatches(db, scoped(), join, terms);
    add(keyed, 'name');
    // Parts of words ("laura gom") only when a word is no whole word of any name. Words of fewer
    // than 3 letters have no trigram: they would make that search a full scan.
    const nameTerms = terms.filter((t) => t.length >= 3);
    if (keyed.length === 0 && nameTerms.length > 0 && (await someWordUnknown(db, terms))) {
      add(await namePartMatches(db, scoped(), join, terms, nameTerms), 'name');
    }
  }

  // The complaint text, Spanish full text, newest first (only when the rest left room).
  if (found.size < TEXT_LIMIT && !codeLike) {
    const byText = scoped();
    const query = byText.param(q);
    byText.where(`c.search_document @@ plainto_tsquery('spanish'::regconfig, sfc_unaccent(${query}))`);
    // The matches are found first (the text index; at most TEXT_SCAN of them), then the newest are
    // kept: ordered by id inside, the planner walks the whole table backwards looking for a rare
    // word (2 s at 1,000,000 complaints).
    const { rows } = await db.query<{ id: number; rank: number }>(
      `WITH found AS MATERIALIZED (
         SELECT c.id, c.search_document FROM complaints c ${join(byText)} ${byText.sql()} LIMIT ${TEXT_SCAN})
       SELECT m.id, ts_rank(m.search_document, plainto_tsquery('spanish'::regconfig, sfc_unaccent(${query})))::float8 AS rank
         FROM (SELECT * FROM found ORDER BY id DESC LIMIT ${TEXT_LIMIT}) m
        ORDER BY rank DESC, m.id DESC`,
      byText.params,
    );
    add(rows, 'text');
  }

  const candidates = [...found.values()];
  const kept = candidates.slice(0, SEARCH_LIMIT);
  return {
    count: kept.length,
    more: candidates.length > SEARCH_LIMIT,
    page: (limit, offset) => searchHits(db, kept.slice(offset, offset + limit), terms, now),
  };
}

/** The hits of `candidates`, in their order: each complaint's row and its snippet. */
async function searchHits(db: Db, candidates: Candidate[], terms: string[], now: Date): Promise<SearchHit[]> {
  const byId = await complaintRowsById(
    db,
    candidates.map((c) => c.id),
  );
  const texts = await complaintTexts(
    db,
    candidates.filter((c) => c.match === 'text').map((c) => c.id),
  );
  const hits: SearchHit[] = [];
  for (const c of candidates) {
    const row = byId.get(c.id);
    if (!row) continue;
    const complaint = complaintRow(row, now);
    const snippet =
      c.match === 'text'
        ? textSnippet(texts.get(c.id) ?? '', terms)
        : c.match === 'name'
          ? `${markWords(complaint.consumer_name, terms)} — ${complaint.numero_id_cf ?? ''}`.trim()
          : c.match === 'code'
            ? `**${complaint.codigo_queja}** — ${complaint.consumer_name}`
            : `${complaint.consumer_name} — **${complaint.numero_id_cf ?? ''}**`;
    hits.push({
      id: c.id,
      codigo_queja: complaint.codigo_queja,
      match: c.match,
      rank: c.rank,
      snippet,
      complaint,
    });
  }
  return hits;
}

/** Escapes LIKE's wildcards in `text`. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Complaints whose consumer's name has every word of `terms` (2+ letters) as a whole word, read
 * through `complaint_name_keys` (migration 411): the key of the two longest words (or the only
 * word), newest first, at most {@link NAME_CANDIDATES} of them, with each other word's pair too.
 * They are ranked by a score the keys carry: the query's words over the name's (1 for a name of
 * exactly those words, less for each extra word), the newest first among equals.
 */
async function nameKeyMatches(
  db: Db,
  filter: SqlFilter,
  join: (f: SqlFilter) => string,
  terms: string[],
): Promise<{ id: number; rank: number }[]> {
  const keyWords = [...new Set(terms.filter((t) => t.length >= 2))];
  if (keyWords.length === 0) return [];
  // The caller's scope reads the complaint (and its entity); authority staff need neither.
  const scoped = filter.sql() !== '';
  const [first, second] = [...keyWords].sort((a, b) => b.length - a.length || a.localeCompare(b));
  const key =
    second === undefined
      ? filter.param(first!)
      : `sfc_name_pair(${filter.param(first!)}, ${filter.param(second)})`;
  // Each further word through its pair with the longest: two short lists merged in id order (a
  // single word's list, "ortiz", holds tens of thousands of complaints).
  for (const other of keyWords.filter((w) => w !== first && w !== second)) {
    filter.where(
      `k.complaint_id IN (SELECT o.complaint_id FROM complaint_name_keys o WHERE o.name_key = sfc_name_pair(${filter.param(first!)}, ${filter.param(other)}))`,
    );
  }
  filter.where(`k.name_key = ${key}`);
  const words = filter.param(keyWords.length);
  const from = scoped
    ? `complaint_name_keys k JOIN complaints c ON c.id = k.complaint_id ${join(filter)}`
    : 'complaint_name_keys k';
  // The candidates are read first (the key's newest, backwards in the primary key, which stops
  // after NAME_CANDIDATES), then ranked: ordered by the score inside, every match would be read.
  const { rows } = await db.query<{ id: number; rank: number }>(
    `WITH found AS MATERIALIZED (
       SELECT k.complaint_id AS id, k.name_words FROM ${from}
       ${filter.sql()} ORDER BY k.complaint_id DESC LIMIT ${NAME_CANDIDATES})
     SELECT f.id, (${words}::float8 / greatest(f.name_words, ${words}::int)) AS rank
       FROM found f ORDER BY rank DESC, f.id DESC LIMIT ${SEARCH_LIMIT + 1}`,
    filter.params,
  );
  return rows;
}

/** Whether a word of `terms` (2+ letters) is a whole word of no consumer's name. */
async function someWordUnknown(db: Db, terms: string[]): Promise<boolean> {
  const { rows } = await db.query<{ unknown: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM unnest($1::text[]) w
                     WHERE NOT EXISTS (SELECT 1 FROM complaint_name_keys k WHERE k.name_key = w)) AS unknown`,
    [terms.filter((t) => t.length >= 2)],
  );
  return rows[0]?.unknown === true;
}

/**
 * Complaints whose consumer's name has every word of `nameTerms` anywhere in it ("laura gom"):
 * the trigram index of migration 310, every match ranked. Only when no whole word matched.
 */
async function namePartMatches(
  db: Db,
  filter: SqlFilter,
  join: (f: SqlFilter) => string,
  terms: string[],
  nameTerms: string[],
): Promise<{ id: number; rank: number }[]> {
  for (const term of nameTerms) {
    filter.where(`sfc_fold(c.nombres) LIKE ${filter.param(`%${likeText(term)}%`)}`);
  }
  const whole = filter.param(terms.join(' '));
  const { rows } = await db.query<{ id: number; rank: number }>(
    `SELECT c.id, similarity(sfc_fold(c.nombres), ${whole})::float8 AS rank
       FROM complaints c ${join(filter)} ${filter.sql()}
      ORDER BY rank DESC, c.id DESC LIMIT ${SEARCH_LIMIT + 1}`,
    filter.params,
  );
  return rows;
}

/** The complaint texts of `ids`, by id (one statement). */
async function complaintTexts(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; texto_queja: string }>(
    'SELECT id, texto_queja FROM complaints WHERE id = ANY($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.texto_queja ?? '']));
}
