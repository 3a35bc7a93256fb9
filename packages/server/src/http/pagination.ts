import { SERVER_TEXTS } from '../core.js';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.js';

/** The paged list body every list endpoint answers with (portal-spec §3, §7; entity-api). */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
  pages: number;
  current_page: number;
  /**
   * Lists that may estimate their count (the staff queues, ADR 0020) say whether `count` and
   * `pages` are PostgreSQL's estimate (`true`) or exact (`false`); other lists leave it out.
   */
  count_is_estimate?: boolean;
}

/**
 * The JSON text of a page whose results are already JSON texts (complaints written by PostgreSQL,
 * ADR 0057): the envelope serialized as any page's, the results spliced in unchanged. Inside the
 * envelope's own JSON, `"results":[]` can only be the member itself (a string's quotes would be
 * escaped).
 */
export function pageJsonWithRawResults(page: Page<string>): string {
  const envelope = JSON.stringify({ ...page, results: [] });
  return envelope.replace('"results":[]', () => `"results":[${page.results.join(',')}]`);
}

/** Query parameters of a paged list. */
export interface PageQuery {
  page?: number;
  page_size?: number;
}

/** Largest page_size a client may ask for. */
export const MAX_PAGE_SIZE = 1000;

/** JSON schema of `page` and `page_size`, to merge into a route's querystring schema. */
export const pageQueryProperties = {
  page: { type: 'integer', minimum: 1, description: 'Número de página (desde 1).' },
  page_size: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    description: `Elementos por página (máximo ${MAX_PAGE_SIZE}).`,
  },
} as const;

/** JSON schema of a {@link Page} whose items follow `itemSchema`. */
export function pageSchema(itemSchema: Record<string, unknown>): Record<string, unknown> {
  return {
    type: 'object',
    required: ['count', 'next', 'previous', 'results', 'pages', 'current_page'],
    properties: {
      count: { type: 'integer' },
      next: { type: ['string', 'null'] },
      previous: { type: ['string', 'null'] },
      results: { type: 'array', items: itemSchema },
      pages: { type: 'integer' },
      current_page: { type: 'integer' },
    },
  };
}

/**
 * The absolute base URL of this server as the client sees it: PUBLIC_URL when configured
 * (behind a proxy), else the scheme and Host of the request.
 */
export function publicBase(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * The request URL with `page` set to `page` (or removed, for page 1 of `previous`, as Django REST
 * framework does). Other parameters keep their order and their encoding exactly as received,
 * because paginating clients sign the `next` URL verbatim. `cursor`, when given, replaces any
 * `cursor` parameter (after `page`; null removes it); left out, a `cursor` is kept as received.
 */
function withPage(base: string, rawUrl: string, page: number | null, cursor?: string | null): string {
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const pairs =
    queryStart === -1
      ? []
      : rawUrl
          .slice(queryStart + 1)
          .split('&')
          .filter((p) => p !== '');
  const isPage = (pair: string) => pair === 'page' || pair.startsWith('page=');
  const isCursor = (pair: string) =>
    cursor !== undefined && (pair === 'cursor' || pair.startsWith('cursor='));
  const index = pairs.findIndex(isPage);
  const kept = pairs.filter((pair) => !isPage(pair) && !isCursor(pair));
  const added = [...(page !== null ? [`page=${page}`] : []), ...(cursor ? [`cursor=${cursor}`] : [])];
  kept.splice(index === -1 ? kept.length : index, 0, ...added);
  return `${base}${path}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
}

/**
 * The `next` or `previous` link to `page` (null: the first page, without `page`) of the list the
 * request read, with `cursor` in place of any cursor the request carried (null: none).
 */
export function pageLink(
  request: FastifyRequest,
  publicUrl: string | undefined,
  page: number | null,
  cursor: string | null,
): string {
  return withPage(pageLinkBase(publicUrl), request.url, page, cursor);
}

/** The 404 of a page past the last: "Página inválida." (page 1 of an empty list is a valid empty page). */
export function invalidPageError(): ApiError {
  return new ApiError(404, { status_code: 404, detail: SERVER_TEXTS.pageInvalid, messages: [] });
}

/** A list's count: exact, or the planner's estimate when counting exactly would cost too much. */
export interface ListCount {
  count: number;
  estimated: boolean;
}

/** The page a request asks for (`page`, `page_size`, else `defaultPageSize`) and its first row's offset. */
export function pageWindow(
  request: FastifyRequest,
  defaultPageSize: number,
): { page: number; pageSize: number; offset: number } {
  const query = (request.query ?? {}) as PageQuery;
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? defaultPageSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * The base of `next` and `previous`: PUBLIC_URL when configured, else none, so the links are
 * relative (`/api/queja/?page=2`, resolved by the client against the URL it called). The request's
 * Host header is never used: any client chooses it, and a link built from it would send the next
 * page (and its signature and token) wherever that client said.
 */
export function pageLinkBase(publicUrl: string | undefined): string {
  return publicUrl ?? '';
}

/**
 * Runs a paged query and builds the body. `fetch` gets LIMIT and OFFSET. A page past the last
 * answers 404 "Página inválida." (page 1 of an empty list is a valid empty page).
 *
 * With an estimated count (`count` a {@link ListCount} with `estimated`), the page is fetched
 * with one row more, so `next` is exact whatever the estimate: it is given exactly when a row
 * follows this page, and a page past the real end answers 404 as well. A page that turns out to
 * be the last makes `count` and `pages` exact. The answer carries `count_is_estimate` whenever
 * `count` is a {@link ListCount}.
 */
export async function pagedResponse<T>(
  request: FastifyRequest,
  publicUrl: string | undefined,
  options: {
    count: number | ListCount;
    defaultPageSize: number;
    fetch: (limit: number, offset: number) => Promise<T[]>;
  },
): Promise<Page<T>> {
  const { page, pageSize, offset } = pageWindow(request, options.defaultPageSize);
  const given =
    typeof options.count === 'number' ? { count: options.count, estimated: false } : options.count;
  const invalidPage = invalidPageError;
  let count = given.count;
  let estimated = given.estimated;
  let pages = Math.max(1, Math.ceil(count / pageSize));
  let results: T[];
  let more: boolean;
  if (!estimated) {
    if (page > pages) throw invalidPage();
    results = await options.fetch(pageSize, offset);
    more = page < pages;
  } else {
    const rows = await options.fetch(pageSize + 1, offset);
    if (rows.length === 0 && page > 1) throw invalidPage();
    more = rows.length > pageSize;
    results = rows.slice(0, pageSize);
    if (!more) {
      count = offset + results.length;
      estimated = false;
      pages = page;
    } else {
      count = Math.max(count, offset + pageSize + 1);
      pages = Math.max(page + 1, Math.ceil(count / pageSize));
    }
  }
  const base = pageLinkBase(publicUrl);
  return {
    count,
    next: more ? withPage(base, request.url, page + 1) : null,
    previous: page > 1 ? withPage(base, request.url, page === 2 ? null : page - 1) : null,
    results,
    pages,
    current_page: page,
    ...(typeof options.count === 'number' ? {} : { count_is_estimate: estimated }),
  };
}

/**
 * As {@link pagedResponse} with an exact count, for a list whose page and count come from one
 * statement (`fetch` answers both): a page past the end answers 404 as well.
 */
export async function countedPagedResponse<T>(
  request: FastifyRequest,
  publicUrl: string | undefined,
  options: {
    defaultPageSize: number;
    fetch: (limit: number, offset: number) => Promise<{ count: number; results: T[] }>;
  },
): Promise<Page<T>> {
  const { page, pageSize, offset } = pageWindow(request, options.defaultPageSize);
  const { count, results } = await options.fetch(pageSize, offset);
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (page > pages) throw invalidPageError();
  const base = pageLinkBase(publicUrl);
  return {
    count,
    next: page < pages ? withPage(base, request.url, page + 1) : null,
    previous: page > 1 ? withPage(base, request.url, page === 2 ? null : page - 1) : null,
    results,
    pages,
    current_page: page,
  };
}
