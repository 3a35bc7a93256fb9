import { useEffect, useState } from 'react';
import {
  loadOptionList,
  pageFetcherFromApi,
  type OptionListKey,
  type OptionListParamsArg,
  type SelectOption,
} from '@sfc/core';
import type { Option } from '@sfc/widgets';
import { useServices } from './services.js';

/** An option list of §7 as the form elements take it. */
export interface OptionListState {
  options: Option<string>[];
  loading: boolean;
}

/** `{id, name}` options as `{value, label}` (values as text, the way forms submit them). */
export function toFieldOptions(options: readonly SelectOption[]): Option<string>[] {
  return options.map((option) => ({ value: String(option.id), label: option.name }));
}

/** Loads option list `key` (every page; empty on failure) once per key and parameters. */
export function useOptionList<K extends OptionListKey>(
  key: K,
  ...params: OptionListParamsArg<K>
): OptionListState {
  const { api } = useServices();
  const request = `${key}:${JSON.stringify(params[0] ?? null)}`;
  // The options and the request they answer: a different request means "loading" until it lands.
  const [loaded, setLoaded] = useState<{ request: string; options: Option<string>[] } | null>(null);
  useEffect(() => {
    let live = true;
    const [listKey, json] = [request.slice(0, request.indexOf(':')), request.slice(request.indexOf(':') + 1)];
    const args = (json === 'null' ? [] : [JSON.parse(json)]) as OptionListParamsArg<K>;
    void loadOptionList(
      listKey as K,
      pageFetcherFromApi((url) => api.get(url)),
      ...args,
    ).then((options) => {
      if (live) setLoaded({ request, options: toFieldOptions(options) });
    });
    return () => {
      live = false;
    };
  }, [api, request]);
  const current = loaded?.request === request ? loaded : null;
  return { options: current?.options ?? [], loading: current === null };
}
