import { useCallback } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router';

/** A change of the query string, made from the latest one. */
export type SearchUpdate = (latest: URLSearchParams) => URLSearchParams;

/** The query string this module last wrote, not yet rendered: `from` is what was rendered then. */
let written: { path: string; from: string; search: string } | null = null;

/**
 * `useSearchParams`, whose setter builds on the latest query string. React Router's own setter
 * gives its updater the query string of the last render, so two changes made before the page
 * renders again (a filter applied, then the page size chosen at once, on a slow machine) lose the
 * first. Writes this hook made and the router has not rendered yet are the base of the next one.
 */
export function useLatestSearchParams(): [
  URLSearchParams,
  (update: SearchUpdate, options?: NavigateOptions) => void,
] {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const rendered = search.toString();
  const update = useCallback(
    (change: SearchUpdate, options?: NavigateOptions) => {
      const pendingHere = written !== null && written.path === pathname && written.from === rendered;
      const base = pendingHere ? written!.search : rendered;
      const next = change(new URLSearchParams(base));
      written = { path: pathname, from: rendered, search: next.toString() };
      setSearch(next, options);
    },
    [pathname, rendered, setSearch],
  );
  return [search, update];
}
