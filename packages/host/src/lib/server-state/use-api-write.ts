import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult, HttpMethod } from '@sfc/core';
import { useServices } from '../services.js';
import { ApiCallError } from './api-call-error.js';
import { pageQueryKey } from './use-page-query.js';

/** One write: method, path and body (JSON or FormData). */
export interface ApiWrite {
  method: Exclude<HttpMethod, 'GET'>;
  path: string;
  body?: unknown;
  /** Send a FormData body's files as resumable uploads first (core's `resumableUploads`). */
  resumableUploads?: boolean;
}

/**
 * A staff write (POST, PUT, PATCH) through core's signed client. On success every cached page of
 * the `invalidates` endpoints and every cached record is marked stale, so lists and edit screens
 * show the change the next time they are seen. A refused write rejects with {@link ApiCallError},
 * whose failure carries the server's field messages for the form.
 */
export function useApiWrite<T = unknown>(invalidates: readonly string[]) {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation<T, ApiCallError, ApiWrite>({
    mutationFn: async ({ method, path, body, resumableUploads }) => {
      const result: ApiResult<T> = await api.request<T>(method, path, { body, resumableUploads });
      if (!result.ok) throw new ApiCallError(result);
      return result.data;
    },
    onSuccess: async () => {
      await Promise.all([
        ...invalidates.map((endpoint) => client.invalidateQueries({ queryKey: pageQueryKey(endpoint) })),
        client.invalidateQueries({ queryKey: ['record'] }),
      ]);
    },
  });
}
