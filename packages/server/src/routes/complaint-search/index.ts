import { SERVER_TEXTS, STAFF_COMPLAINT_SEARCH_TEXTS } from '../../core.js';
import type { FastifyInstance } from 'fastify';
import { COMPLAINT_MODULES, complaintWorkAccess, scopeToCaller } from '../../domain/complaint-work/access.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import { ADMIN_PAGE_SIZE, SqlFilter } from '../../domain/staff-admin/listing.js';
import { validationError } from '../../http/errors.js';
import { pageQueryProperties, pagedResponse } from '../../http/pagination.js';
import { complaintFromFor, complaintRow, complaintRowsById } from '../complaint-management/complaint-rows.js';
import { applyFilters, parseFilters } from '../dashboard-filters/complaint-filter.js';
import { readNewestMatches, type SearchRead } from './read-plan.js';

const TAG = 'Quejas: búsqueda';

/** Longest search text. */
const MAX_TEXT = 200;

interface SearchBody {
  text?: string;
  filters?: unknown[];
}

/**
 * Free-text search over the complaint text, the consumer's name and the entity's name (module
 * 10), Spanish-aware and ranked, combined with the filter builder's filters. The complaint side
 * is the stored search vector of migration 170 (`search_document`) and its GIN index.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  const module = COMPLAINT_MODULES.search;
  const access = complaintWorkAccess([module.id], module.name);

  app.post<{ Body: SearchBody; Querystring: { page?: number; page_size?: number } }>(
    '/dashboard/complaint_search/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Búsqueda de quejas por texto libre, con filtros, ordenada por relevancia.',
        querystring: { type: 'object', additionalProperties: false, properties: { ...pageQueryProperties } },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['text'],
          properties: {
            text: { type: 'string', maxLength: MAX_TEXT },
            filters: { type: 'array', items: { type: 'object' } },
          },
        },
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const now = new Date();
      const text = (request.body.text ?? '').trim();
      if (text === '') throw validationError({ text: [SERVER_TEXTS.fieldBlank] });
      // One statement: how many words the text has once stop words are dropped, and the entities
      // whose name matches it (a small table, read first so the condition on complaints is the
      // text index OR'ed with entity equalities: both index-backed, a bitmap OR, where an OR with
      // the joined entity's own text forced a scan of every complaint).
      const { rows: lookup } = await app.readDb.query<{
        words: number;
        query: string;
        newest_id: number | null;
        recent_after: number | null;
        tipo_entidad: number | null;
        entidad_cod: string | null;
      }>(
        `SELECT numnode(q.q)::int AS words, q.q::text AS query,
                (SELECT max(id) FROM complaints) AS newest_id,
                (SELECT after_id FROM complaint_recent_text_index) AS recent_after,
                e.tipo_entidad, e.entidad_cod
           FROM (SELECT plainto_tsquery('spanish', sfc_unaccent($1)) AS q) q
           LEFT JOIN supervised_entities e ON numnode(q.q) > 0 AND e.name_document @@ q.q`,
        [text],
        // Its plan is the same for every text (76 entities read in full, the newest id off the
        // primary key, the recent text index's bound): planned once per connection. The
        // complaints' statement below is planned for its words (ADR 0027).
        { samePlan: true },
      );
      if (Number(lookup[0]?.words ?? 0) === 0)
        throw validationError({ text: [STAFF_COMPLAINT_SEARCH_TEXTS.noWords] });
      const entities = lookup.flatMap((r) =>
        r.tipo_entidad === null || r.entidad_cod === null
          ? []
          : [{ tipo_entidad: Number(r.tipo_entidad), entidad_cod: r.entidad_cod }],
      );
      const filter = new SqlFilter();
      // The query as the lookup made it (its text form reads back as the same query): the
      // statement below names it three times, and each would otherwise unaccent, parse and stem
      // the text again while it is planned.
      const q = `${filter.param(lookup[0]!.query)}::tsquery`;
      const entityDoc = 'e.name_document'; // stored (migration 172)
      const entityArms = entities.map(
        (match) =>
          `(c.tipo_entidad = ${filter.param(match.tipo_entidad)} AND c.entidad_cod = ${filter.param(match.entidad_cod)})`,
      );
      // "The complaint's text or its entity's name matches", with the text compared by `textMatch`.
      const matching = (textMatch: string) => `(${[textMatch, ...entityArms].join(' OR ')})`;
      scopeToCaller(filter, caller);
      if (!request.body.filters?.some((c) => (c as { column?: unknown }).column === 'is_active')) {
        filter.where('c.is_active');
      }
      applyFilters(filter, parseFilters(request.body.filters), now);
      // At most `SEARCH_RANK_LIMIT` (200) matches are ranked and listed (ADRs 0020, 0027): a
      // broader search ranks the ones registered last and says so with `more_matches`. Ranking the
      // 80,000 matches of "credito cobro" among a million complaints took seconds; the newest
      // 1,000 cost five times the newest 200 (the rows read to find them), and twenty pages of 10
      // are enough to read before narrowing the search with a word or a filter.
      const limit = app.config.searchRankLimit;
      // One statement: the matches registered last, how many there are (up to one past the
      // limit), and the ids of the asked page of them by rank. Each match brings its stored vector
      // (migration 170), so ranking it reads no row again; its entity's name (stored, migration
      // 172) is ranked once per entity, not once per match. The page's rows are then read whole by
      // id (assignment, names, deadline columns: one prepared statement shared with the queue).
      // Reading each match again by id, and the page's rows in the same statement, made a search
      // twice as costly (ADR 0026).
      const pageSize = request.query.page_size ?? ADMIN_PAGE_SIZE;
      const offset = ((request.query.page ?? 1) - 1) * pageSize;
      const others = filter.sql();
      const from = complaintFromFor(others);
      const recentAfter = lookup[0]!.recent_after === null ? null : Number(lookup[0]!.recent_after);
      /** The condition and order of a read (read-plan.ts, ADRs 0028, 0060). */
      const readSql = (read: SearchRead, bound: (after: number) => string): [string, string] => {
        // The whole text index: its matches, sorted (`+ 0`: not by the key).
        if (read === 'index') return [matching(`c.search_document @@ ${q}`), 'c.id + 0 DESC'];
        const above = `c.id > ${bound(read.after)}`;
        // The recent text index's matches above its bound, sorted (the bound, planned as the
        // statement's value, proves the partial index's predicate).
        if (read.via === 'recent')
          return [`${matching(`c.search_document @@ ${q}`)} AND ${above}`, 'c.id + 0 DESC'];
        // In filing order above the recent index's bound: `@@`, so the planner may take that
        // index's posting lists, a tenth of the whole one's, with the key's range (1–4 ms where
        // reading the newest 5,000 in order took 4–5 ms for words they seldom have), or the key in
        // order for common words.
        if (recentAfter !== null && read.after >= recentAfter)
          return [`${matching(`c.search_document @@ ${q}`)} AND ${above}`, 'c.id DESC'];
        // Else the primary key read backwards, each one's vector compared (the function behind
        // `@@`, which no index serves: the planner cannot trade this bounded read for the whole
        // text index, whose posting lists for two common words cost 15 ms where the read costs 1).
        return [`${matching(`ts_match_vq(c.search_document, ${q})`)} AND ${above}`, 'c.id DESC'];
      };
      const rankedPage = (read: SearchRead) => {
        const params = [...filter.params, pageSize, offset];
        const n = filter.params.length;
        const [match, order] = readSql(read, (after) => `$${params.push(after)}`);
        const where = others === '' ? `WHERE ${match}` : `${others} AND ${match}`;
        return app.readDb.query<{ matches: number; id: number | null; rank: number | null }>(
          `WITH hits AS MATERIALIZED (
             SELECT c.id, c.fecha_creacion, c.tipo_entidad, c.entidad_cod, c.search_document
               FROM ${from} ${where} ORDER BY ${order} LIMIT ${limit + 1}
           ), ranked AS (
             SELECT h.id, h.fecha_creacion, ts_rank(h.search_document, ${q}) + er.rank AS rank
               FROM (SELECT * FROM hits ORDER BY id DESC LIMIT ${limit}) h
               JOIN (SELECT e.tipo_entidad, e.entidad_cod, ts_rank(${entityDoc}, ${q}) AS rank
                       FROM supervised_entities e) er
                 ON er.tipo_entidad = h.tipo_entidad AND er.entidad_cod = h.entidad_cod
              ORDER BY rank DESC, h.fecha_creacion DESC, h.id DESC
              LIMIT $${n + 1} OFFSET $${n + 2}
           )
           SELECT (SELECT count(*) FROM hits)::int AS matches, ranked.id, ranked.rank
             FROM (SELECT 1) one LEFT JOIN ranked ON true
            ORDER BY ranked.rank DESC, ranked.fecha_creacion DESC, ranked.id DESC`,
          params,
        );
      };
      // The newest complaints first, in filing order; then further back, the recent text index
      // or the whole one, as the share of matches among them says (read-plan.ts, ADRs 0028, 0060).
      const rows = await readNewestMatches(
        async (read) => (await rankedPage(read)).rows,
        Number(lookup[0]!.newest_id ?? 0),
        app.config.searchRecentWindow,
        limit + 1,
        recentAfter,
      );
      const matches = Number(rows[0]?.matches ?? 0);
      const limited = matches > limit;
      const found = rows.filter((r) => r.id !== null);
      const byId = await complaintRowsById(
        app.readDb,
        found.map((r) => Number(r.id)),
      );
      const page = await pagedResponse(request, app.config.publicUrl, {
        count: Math.min(matches, limit),
        defaultPageSize: ADMIN_PAGE_SIZE,
        // The page came with the count (same page and size: pagedResponse asks for these).
        fetch: async () =>
          found.flatMap((r) => {
            const row = byId.get(Number(r.id));
            return row === undefined
              ? []
              : [{ ...complaintRow(row, now), rank: Math.round(Number(r.rank) * 10_000) / 10_000 }];
          }),
      });
      return { ...page, more_matches: limited };
    },
  );
}
