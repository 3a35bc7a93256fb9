import type { ApiClient } from '@sfc/core';
import { fetchListPage, type PageQueryParams } from './use-page-query.js';

/** Rows asked per call when exporting (the server's maximum page is 1000). */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every row matching `query` (filters and ordering), fetched page by page until the last one, for
 * an export. Rejects with the failing call's {@link ApiCallError}.
 */
export async function fetchAllPages<Row>(
  api: ApiClient,
  endpoint: string,
  query: PageQueryParams,
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchListPage<Row>(api, endpoint, { ...query, page, page_size: pageSize });
    rows.push(...answer.results);
    if (!answer.hasNext || answer.results.length === 0 || page >= answer.pages) return rows;
  }
}
