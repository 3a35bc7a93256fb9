import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services.js';
import { ApiCallError } from './api-call-error.js';

/** The cache key of one record (`GET path`). */
export function recordQueryKey(path: string) {
  return ['record', path] as const;
}

/** One record (`GET path`, e.g. `/group/3/`) through core's signed client; off while `path` is null. */
export function useApiRecord<T>(path: string | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: recordQueryKey(path ?? ''),
    enabled: path !== null,
    queryFn: async ({ signal }) => {
      const result = await api.get<T>(path as string, { signal });
      if (!result.ok) throw new ApiCallError(result);
      return result.data;
    },
  });
}
