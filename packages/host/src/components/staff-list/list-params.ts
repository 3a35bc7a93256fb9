/** Rows per page a staff list starts with (portal-spec §9: list pages of 10). */
export const DEFAULT_PAGE_SIZE = 10;

/** Page sizes a staff member may choose. */
export const PAGE_SIZES = [10, 25, 50] as const;

/** Query-string keys the list pattern owns; every other key of a list is a filter. */
export const LIST_KEYS = { page: 'page', pageSize: 'page_size', ordering: 'ordering' } as const;

/**
 * What a staff list shows, as read from (and written to) the page's query string. The same names
 * go to the server: `page`, `page_size`, `ordering` (a field, `-` first for descending, as Django
 * REST framework reads it) and one parameter per filter.
 */
export interface ListParams {
  page: number;
  pageSize: number;
  /** `name` ascending, `-name` descending, `null` for the server's default order. */
  ordering: string | null;
  /** Filter key → value; only filters with a non-empty value are present. */
  filters: Readonly<Record<string, string>>;
}

function positiveInteger(raw: string | null, fallback: number): number {
  if (raw === null || !/^\d+$/u.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 ? value : fallback;
}

/**
 * Reads a list's state from the query string: page from 1, a page size of {@link PAGE_SIZES}, the
 * ordering and the values of `filterKeys` (blank values dropped). Anything malformed falls back
 * to the default, so a hand-edited bookmark still opens a list.
 */
export function readListParams(
  search: URLSearchParams,
  filterKeys: readonly string[],
  defaultOrdering: string | null = null,
): ListParams {
  const size = positiveInteger(search.get(LIST_KEYS.pageSize), DEFAULT_PAGE_SIZE);
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = search.get(key)?.trim() ?? '';
    if (value !== '') filters[key] = value;
  }
  const ordering = search.get(LIST_KEYS.ordering)?.trim();
  return {
    page: positiveInteger(search.get(LIST_KEYS.page), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    ordering: ordering ? ordering : defaultOrdering,
    filters,
  };
}

/**
 * The query string of a list state, keeping the parameters of the page that are not the list's
 * (e.g. `?id=` of an edit screen). Defaults are left out so a plain list has a plain URL.
 */
export function writeListParams(
  current: URLSearchParams,
  params: ListParams,
  filterKeys: readonly string[],
  defaultOrdering: string | null = null,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of [...Object.values(LIST_KEYS), ...filterKeys]) next.delete(key);
  for (const key of filterKeys) {
    const value = params.filters[key]?.trim();
    if (value) next.set(key, value);
  }
  if (params.ordering && params.ordering !== defaultOrdering) next.set(LIST_KEYS.ordering, params.ordering);
  if (params.pageSize !== DEFAULT_PAGE_SIZE) next.set(LIST_KEYS.pageSize, String(params.pageSize));
  if (params.page > 1) next.set(LIST_KEYS.page, String(params.page));
  return next;
}

/** The query a list sends to its endpoint for `params` (plus fixed parameters of the screen). */
export function listQuery(
  params: ListParams,
  fixed: Readonly<Record<string, string>> = {},
): Record<string, string | number> {
  return {
    ...fixed,
    ...params.filters,
    ...(params.ordering ? { ordering: params.ordering } : {}),
    page: params.page,
    page_size: params.pageSize,
  };
}

/** The next ordering when a column's sort button is pressed: ascending, descending, ascending… */
export function nextOrdering(current: string | null, field: string): string {
  return current === field ? `-${field}` : field;
}

/** How `field` is sorted in `ordering`: for `aria-sort`. */
export function sortDirection(ordering: string | null, field: string): 'ascending' | 'descending' | 'none' {
  if (ordering === field) return 'ascending';
  if (ordering === `-${field}`) return 'descending';
  return 'none';
}
