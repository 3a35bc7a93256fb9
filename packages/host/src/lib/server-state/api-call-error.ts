import type { ApiFailure } from '@sfc/core';

/**
 * A failed API call thrown into TanStack Query (which works with rejected promises), carrying
 * core's {@link ApiFailure}: its catalogue message for the screen, its status for retry rules.
 */
export class ApiCallError extends Error {
  override name = 'ApiCallError';
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
  }
}

/** Whether retrying could help: not for a refused request (4xx) or an expired session. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiCallError)) return true;
  const { reason } = error.failure;
  return reason === 'network-error' || reason === 'internal-error' || reason === 'unavailable';
}
