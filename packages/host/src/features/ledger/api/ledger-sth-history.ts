import type { SignedTreeHead } from '@sfc/core';
import { usePageQuery } from '../../../lib/server-state/index.js';

/** `GET /ledger/sth/history/?page=N`: the signed tree heads, newest first. */
export const LEDGER_STH_HISTORY_ENDPOINT = '/ledger/sth/history/';

/** One page of the history of signed tree heads. */
export function useTreeHeadHistory(page: number) {
  return usePageQuery<SignedTreeHead>(LEDGER_STH_HISTORY_ENDPOINT, { page });
}
