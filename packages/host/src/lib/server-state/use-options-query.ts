import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services.js';
import { fetchAllPages } from './fetch-all-pages.js';
import type { PageQueryParams } from './use-page-query.js';

/** A choice of a filter or a form select. */
export interface ChoiceOption {
  value: string;
  label: string;
}

/**
 * Every `{id, name}` item of a paged list endpoint (e.g. active roles: `/group/?is_active=true`)
 * as choices, cached like any page; an empty list while loading or when the call fails.
 */
export function useOptionsQuery(endpoint: string, query: PageQueryParams = {}): ChoiceOption[] {
  const { api } = useServices();
  const answer = useQuery({
    queryKey: ['options', endpoint, query],
    queryFn: async () => {
      const rows = await fetchAllPages<{ id: number | string; name: string }>(api, endpoint, query, 1000);
      return rows.map((row) => ({ value: String(row.id), label: row.name }));
    },
    staleTime: 5 * 60_000,
  });
  return answer.data ?? [];
}
