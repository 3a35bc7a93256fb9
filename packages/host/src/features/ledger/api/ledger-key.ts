import type { ApiClient } from '@sfc/core';
import { useApiRecord } from '../../../lib/server-state/index.js';

/** `GET /ledger/key/`: the public key the tree heads are signed with. */
export const LEDGER_KEY_ENDPOINT = '/ledger/key/';

/** The ledger's public key as the API answers it. */
export interface LedgerKey {
  algorithm: 'Ed25519' | string;
  key_id: string;
  /** 32 raw bytes, hex. */
  public_key: string;
  /** A development key (no official value). */
  development: boolean;
}

/** Reads the ledger's public key; null when it could not be read. */
export async function fetchLedgerKey(api: ApiClient): Promise<LedgerKey | null> {
  const result = await api.get<LedgerKey>(LEDGER_KEY_ENDPOINT, { auth: false });
  return result.ok ? result.data : null;
}

/** The ledger's public key, cached like any record. */
export function useLedgerKey() {
  return useApiRecord<LedgerKey>(LEDGER_KEY_ENDPOINT);
}
