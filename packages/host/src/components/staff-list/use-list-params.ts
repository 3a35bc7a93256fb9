import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readListParams, writeListParams, type ListParams } from './list-params.js';

/** The list state held in the URL and the ways to change it (each change is a history entry). */
export interface ListParamsControl {
  params: ListParams;
  /** New filters: back to page 1. */
  setFilters: (filters: Record<string, string>) => void;
  setOrdering: (ordering: string | null) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
}

/**
 * A staff list's filters, sort and page, kept in the query string so a filtered list can be
 * bookmarked and shared, and the browser's back button returns to the previous filters or page.
 */
export function useListParams(
  filterKeys: readonly string[],
  defaultOrdering: string | null = null,
): ListParamsControl {
  const [search, setSearch] = useSearchParams();
  const keys = filterKeys.join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `keys` stands for the filter keys' contents
  const stableKeys = useMemo(() => filterKeys, [keys]);
  const params = useMemo(
    () => readListParams(search, stableKeys, defaultOrdering),
    [search, stableKeys, defaultOrdering],
  );
  const go = useCallback(
    (next: ListParams) => setSearch((current) => writeListParams(current, next, stableKeys, defaultOrdering)),
    [setSearch, stableKeys, defaultOrdering],
  );
  return {
    params,
    setFilters: useCallback((filters) => go({ ...params, filters, page: 1 }), [go, params]),
    setOrdering: useCallback((ordering) => go({ ...params, ordering, page: 1 }), [go, params]),
    setPage: useCallback((page) => go({ ...params, page: Math.max(1, page) }), [go, params]),
    setPageSize: useCallback((pageSize) => go({ ...params, pageSize, page: 1 }), [go, params]),
  };
}
