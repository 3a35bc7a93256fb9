import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.js';
import { ApiCallError } from '../../../lib/server-state/index.js';
import { MODULES_ENDPOINT } from './roles.js';

/** Every module of the dashboard (`GET /modules_list/`), for a role's checkboxes and the filter. */
export function useModules() {
  const { api } = useServices();
  return useQuery({
    queryKey: ['modules'],
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const result = await api.get<Array<{ id: number; name: string }>>(MODULES_ENDPOINT, { signal });
      if (!result.ok) throw new ApiCallError(result);
      return Array.isArray(result.data) ? result.data : [];
    },
  });
}
