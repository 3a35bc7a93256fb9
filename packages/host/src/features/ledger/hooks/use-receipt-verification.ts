import { useCallback, useRef, useState } from 'react';
import {
  LEDGER_TEXTS as T,
  ledgerHexToBytes,
  verifyReceipt,
  type ApiClient,
  type ConsistencyCheck,
  type ReceiptFailure,
  type SignedTreeHead,
  type TreeHead,
} from '@sfc/core';
import { useServices } from '../../../lib/services.js';
import { fetchConsistencyProof } from '../api/ledger-consistency.js';
import { fetchLedgerKey } from '../api/ledger-key.js';
import { fetchLedgerReceipt } from '../api/ledger-receipt.js';

/** What checking a receipt in the browser found. */
export type ReceiptCheck =
  | {
      kind: 'verified';
      /** When the filing was recorded (ISO, from the hashed entry). */
      recordedAt: string;
      sth: SignedTreeHead;
      /** The head printed on the receipt, when it was checked to be kept inside the newest. */
      printed: TreeHead | null;
    }
  | { kind: 'failed'; message: string };

const FAILURES: Record<ReceiptFailure, string> = {
  malformed: T.malformed,
  altered: T.altered,
  inclusion: T.notIncluded,
  signature: T.badSignature,
  consistency: T.inconsistent,
};

const failed = (message: string): ReceiptCheck => ({ kind: 'failed', message });

/**
 * Checks a receipt against the public ledger: asks for the filing of `code` with `hash` and the
 * public key, then verifies the entry, the inclusion proof and the signature here; with the head
 * `printed` on the receipt, also that the newest tree keeps it (consistency proof).
 */
export async function checkReceipt(
  api: ApiClient,
  code: string,
  hash: string,
  printed: TreeHead | null,
): Promise<ReceiptCheck> {
  const [lookup, key] = await Promise.all([fetchLedgerReceipt(api, code, hash), fetchLedgerKey(api)]);
  if (lookup.status === 'not-found') return failed(T.notFound);
  if (lookup.status === 'unavailable' || !key) return failed(T.unavailable);
  const { receipt } = lookup;
  if (receipt.entry?.content_hash !== hash || receipt.code !== code) return failed(T.altered);
  if (!/^[0-9a-f]{64}$/.test(key.public_key)) return failed(T.malformed);
  const publicKey = ledgerHexToBytes(key.public_key);
  let consistency: ConsistencyCheck | undefined;
  if (printed && receipt.sth && printed.tree_size > 0) {
    if (printed.tree_size > receipt.sth.tree_size) return failed(T.inconsistent);
    const proof =
      printed.tree_size === receipt.sth.tree_size
        ? []
        : await fetchConsistencyProof(api, printed.tree_size, receipt.sth.tree_size);
    if (!proof) return failed(T.unavailable);
    consistency = { from: printed, to: receipt.sth, proof };
  }
  const result = verifyReceipt(receipt, publicKey, consistency);
  if (!result.ok) return failed(FAILURES[result.reason]);
  return {
    kind: 'verified',
    recordedAt: result.recordedAt,
    sth: result.sth,
    printed: consistency ? printed : null,
  };
}

/** The verification of `/verificar`: `run` starts one (a newer one replaces an older one's answer). */
export function useReceiptVerification() {
  const { api } = useServices();
  const [state, setState] = useState<
    { status: 'idle' | 'verifying' } | { status: 'done'; check: ReceiptCheck }
  >({ status: 'idle' });
  const latest = useRef(0);
  const run = useCallback(
    (code: string, hash: string, printed: TreeHead | null) => {
      const ticket = ++latest.current;
      setState({ status: 'verifying' });
      void checkReceipt(api, code, hash, printed)
        .catch(() => failed(T.unavailable))
        .then((check) => {
          if (ticket === latest.current) setState({ status: 'done', check });
        });
    },
    [api],
  );
  const fail = useCallback((message: string) => {
    latest.current++;
    setState({ status: 'done', check: failed(message) });
  }, []);
  return { state, run, fail };
}
