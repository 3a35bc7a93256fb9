import type { ApiClient } from '@sfc/core';
import type { ReceiptAnswer } from '@sfc/core/ledger/verify';

/** `GET /ledger/receipts/{code}/?hash=`: a filing entry with its proof against the newest head. */
export const ledgerReceiptPath = (code: string) => `/ledger/receipts/${encodeURIComponent(code)}/`;

/** What asking for a receipt's proof gave. */
export type ReceiptLookup =
  { status: 'found'; receipt: ReceiptAnswer } | { status: 'not-found' } | { status: 'unavailable' };

/** Asks the ledger for the filing of `code` whose content hash is `hash`; 404 means there is none. */
export async function fetchLedgerReceipt(api: ApiClient, code: string, hash: string): Promise<ReceiptLookup> {
  const result = await api.get<ReceiptAnswer>(ledgerReceiptPath(code), { query: { hash }, auth: false });
  if (result.ok) return { status: 'found', receipt: result.data };
  return result.status === 404 ? { status: 'not-found' } : { status: 'unavailable' };
}
