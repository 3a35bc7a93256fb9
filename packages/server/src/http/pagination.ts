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
 * because paginating clients sign the `next` URL verbatim.
 */
function withPage(base: string, rawUrl: string, page: number | null): string {
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
  const index = pairs.findIndex(isPage);
  const kept = pairs.filter((pair) => !isPage(pair));
  if (page !== null) kept.splice(index === -1 ? kept.length : index, 0, `page=${page}`);
  return `${base}${path}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
}

/**
 * Runs a paged query and builds the body. `fetch` gets LIMIT and OFFSET. A page past the last
 * answers 404 "Página inválida." (page 1 of an empty list is a valid empty page).
 */
export async function pagedResponse<T>(
  request: FastifyRequest,
  publicUrl: string | undefined,
  options: { count: number; defaultPageSize: number; fetch: (limit: number, offset: number) => Promise<T[]> },
): Promise<Page<T>> {
  const query = (request.query ?? {}) as PageQuery;
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? options.defaultPageSize;
  const pages = Math.max(1, Math.ceil(options.count / pageSize));
  if (page > pages) {
    throw new ApiError(404, { status_code: 404, detail: SERVER_TEXTS.pageInvalid, messages: [] });
  }
  const results = await options.fetch(pageSize, (page - 1) * pageSize);
  const base = publicBase(request, publicUrl);
  return {
    count: options.count,
    next: page < pages ? withPage(base, request.url, page + 1) : null,
    previous: page > 1 ? withPage(base, request.url, page === 2 ? null : page - 1) : null,
    results,
    pages,
    current_page: page,
  };
}
