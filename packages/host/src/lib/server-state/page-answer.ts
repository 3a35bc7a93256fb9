import { MESSAGES, type ApiFailure, type ApiResult } from '@sfc/core';

/** One page of a list endpoint (`count`, `next`, `previous`, `results`, `pages`, `current_page`). */
export interface ListPage<Row> {
  count: number;
  /** `count` (and `pages`) are the server's estimate of a long list (`count_is_estimate`). */
  countIsEstimate?: boolean;
  pages: number;
  currentPage: number;
  hasPrevious: boolean;
  hasNext: boolean;
  results: Row[];
}

interface PagedBody {
  count?: unknown;
  next?: unknown;
  previous?: unknown;
  results?: unknown;
  pages?: unknown;
  current_page?: unknown;
  count_is_estimate?: unknown;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function invalid(status: number, data: unknown): ApiFailure {
  return { ok: false, status, data, message: MESSAGES.invalidServerResponse, reason: 'invalid-response' };
}

/**
 * Reads a list endpoint's answer as a {@link ListPage}; a 200 that is not a page (no count, no
 * results array) is an invalid server response (portal-spec §8).
 */
export function readListPage<Row>(result: ApiResult<unknown>, askedPage: number): ApiResult<ListPage<Row>> {
  if (!result.ok) return result;
  const body = (result.data ?? {}) as PagedBody;
  if (!isCount(body.count) || !Array.isArray(body.results)) return invalid(result.status, result.data);
  const pages = isCount(body.pages) && body.pages > 0 ? body.pages : 1;
  const currentPage = isCount(body.current_page) && body.current_page > 0 ? body.current_page : askedPage;
  return {
    ok: true,
    status: result.status,
    data: {
      count: body.count,
      countIsEstimate: body.count_is_estimate === true,
      pages,
      currentPage,
      hasPrevious: typeof body.previous === 'string' && body.previous !== '',
      hasNext: typeof body.next === 'string' && body.next !== '',
      results: body.results as Row[],
    },
  };
}
