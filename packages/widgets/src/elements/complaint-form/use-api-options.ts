import {
  loadAllPages,
  loadOptionList,
  pageFetcherFromApi,
  type ApiClient,
  type OptionListKey,
  type OptionListParamsArg,
} from '@sfc/core';
import type { Option } from '../../form/shared/types.js';
import { useKeyedLoad } from '../complaint-tracking/use-keyed-load.js';

/** Options of a list and whether they are still loading. */
export interface ApiOptions<T = Option<string>> {
  options: T[];
  loading: boolean;
}

/** Loads §7 option list `key` (every page; empty on failure); `skip` leaves it empty (a parent choice is missing). */
export function useApiOptions<K extends OptionListKey>(
  api: ApiClient,
  key: K,
  skip: boolean,
  ...params: OptionListParamsArg<K>
): ApiOptions {
  const loadKey = skip ? null : `${key}:${JSON.stringify(params[0] ?? null)}`;
  const { value } = useKeyedLoad(loadKey, async () => {
    const items = await loadOptionList(
      key,
      pageFetcherFromApi((url) => api.get(url)),
      ...params,
    );
    return items.map((o) => ({ value: String(o.id), label: o.name }));
  });
  return { options: value ?? [], loading: loadKey !== null && value === undefined };
}

/** Every page of a paged list, raw (for lists whose items carry more than `{id, name}`). */
export function useApiList<T>(api: ApiClient, path: string | null): ApiOptions<T> {
  const { value } = useKeyedLoad(path, () =>
    loadAllPages<T>(pageFetcherFromApi((url) => api.get(url)) as never, path ?? ''),
  );
  return { options: value ?? [], loading: path !== null && value === undefined };
}
