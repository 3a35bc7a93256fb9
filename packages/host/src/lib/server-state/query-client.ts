import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './api-call-error.js';

/** Options of {@link createPortalQueryClient}. */
export interface PortalQueryClientOptions {
  /** Attempts after the first for a failure worth retrying (default 2). */
  retries?: number;
  /** Wait before retry `n` in ms (default TanStack's back-off); tests pass 0. */
  retryDelay?: number | ((attempt: number) => number);
}

/**
 * The portal's one query client (server state of the staff screens): answers kept fresh for 30 s,
 * a network or server failure retried twice, a refused request (4xx) never, and no refetch on
 * window focus, which would reorder a list under a staff member's eyes. Writes are never retried
 * and their answers leave the cache as soon as no screen uses them.
 */
export function createPortalQueryClient({ retries = 2, retryDelay }: PortalQueryClientOptions = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < retries && isRetryable(error),
        ...(retryDelay === undefined ? {} : { retryDelay }),
      },
      // A write's answer (e.g. an API account's secret, shown once) is not kept once unused.
      mutations: { retry: false, gcTime: 0 },
    },
  });
}
