import type { ApiClient } from '@sfc/core';

/** `GET /ledger/consistency/?first=M&second=N`: the RFC 9162 consistency proof between two sizes. */
export const LEDGER_CONSISTENCY_ENDPOINT = '/ledger/consistency/';

interface ConsistencyAnswer {
  first: number;
  second: number;
  proof: string[];
}

/** The proof that the tree of `first` leaves is a prefix of the tree of `second`; null when not served. */
export async function fetchConsistencyProof(
  api: ApiClient,
  first: number,
  second: number,
): Promise<string[] | null> {
  const result = await api.get<ConsistencyAnswer>(LEDGER_CONSISTENCY_ENDPOINT, {
    query: { first, second },
    auth: false,
  });
  return result.ok && Array.isArray(result.data.proof) ? result.data.proof : null;
}
