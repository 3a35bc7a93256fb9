import type { ApiClient, SignedTreeHead } from '@sfc/core';
import { useApiRecord } from '../../../lib/server-state/index.js';

/** `GET /ledger/sth/`: the newest signed tree head. */
export const LEDGER_STH_ENDPOINT = '/ledger/sth/';

/** The newest signed tree head and when it was published. */
export type PublishedTreeHead = SignedTreeHead & { published_at: string };

/** The newest signed tree head. */
export function useLatestTreeHead() {
  return useApiRecord<PublishedTreeHead>(LEDGER_STH_ENDPOINT);
}

/** Reads the newest signed tree head; null when it could not be read. */
export async function fetchLatestTreeHead(api: ApiClient): Promise<PublishedTreeHead | null> {
  const result = await api.get<PublishedTreeHead>(LEDGER_STH_ENDPOINT, { auth: false });
  return result.ok ? result.data : null;
}
