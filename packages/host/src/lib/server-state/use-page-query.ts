import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@sfc/core';
import { useServices } from '../services.js';
import { ApiCallError } from './api-call-error.js';
import { readListPage, type ListPage } from './page-answer.js';

/** Query parameters of a list call. */
export type PageQueryParams = Readonly<Record<string, string | number>>;

/** The cache key of one page: every list's pages live under `['page', endpoint]`. */
export function pageQueryKey(endpoint: string, query?: PageQueryParams) {
  return query === undefined ? (['page', endpoint] as const) : (['page', endpoint, query] as const);
}

/** Fetches one page through core's signed client; a failure rejects with {@link ApiCallError}. */
export async function fetchListPage<Row>(
  api: ApiClient,
  endpoint: string,
  query: PageQueryParams,
  signal?: AbortSignal,
): Promise<ListPage<Row>> {
  const result = readListPage<Row>(
    await api.get(endpoint, { query: { ...query }, signal }),
    Number(query.page ?? 1),
  );
  if (!result.ok) throw new ApiCallError(result);
  return result.data;
}

/**
 * One page of a list endpoint (`GET endpoint?page&page_size&ordering&filters…`), cached by
 * endpoint and parameters. While the next page loads the previous one stays on screen
 * (`isPlaceholderData`), so the table does not jump.
 */
export function usePageQuery<Row>(endpoint: string, query: PageQueryParams) {
  const { api } = useServices();
  return useQuery({
    queryKey: pageQueryKey(endpoint, query),
    queryFn: ({ signal }) => fetchListPage<Row>(api, endpoint, query, signal),
    placeholderData: keepPreviousData,
  });
}
