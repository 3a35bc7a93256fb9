import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from '../../lib/use-latest-search-params.js';
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
  const [search, setSearch] = useLatestSearchParams();
  const keys = filterKeys.join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `keys` stands for the filter keys' contents
  const stableKeys = useMemo(() => filterKeys, [keys]);
  const params = useMemo(
    () => readListParams(search, stableKeys, defaultOrdering),
    [search, stableKeys, defaultOrdering],
  );
  /** Applies `change` to the latest list state (not this render's: see useLatestSearchParams). */
  const go = useCallback(
    (change: (latest: ListParams) => ListParams) =>
      setSearch((latest) =>
        writeListParams(
          latest,
          change(readListParams(latest, stableKeys, defaultOrdering)),
          stableKeys,
          defaultOrdering,
        ),
      ),
    [setSearch, stableKeys, defaultOrdering],
  );
  return {
    params,
    setFilters: useCallback((filters) => go((p) => ({ ...p, filters, page: 1 })), [go]),
    setOrdering: useCallback((ordering) => go((p) => ({ ...p, ordering, page: 1 })), [go]),
    setPage: useCallback((page) => go((p) => ({ ...p, page: Math.max(1, page) })), [go]),
    setPageSize: useCallback((pageSize) => go((p) => ({ ...p, pageSize, page: 1 })), [go]),
  };
}
