import { useCallback, useRef, useState } from 'react';
import { LEDGER_TEXTS as T, ledgerHexToBytes, type ApiClient, type SignedTreeHead } from '@sfc/core';
import {
  ledgerHashesFromHex,
  verifyConsistency,
  verifyReceipt,
  type ConsistencyCheck,
  type ReceiptFailure,
  type TreeHead,
} from '@sfc/core/ledger/verify';
import { useServices } from '../../../lib/services.js';
import { fetchConsistencyProof } from '../api/ledger-consistency.js';
import { fetchLedgerKey } from '../api/ledger-key.js';
import { fetchLedgerReceipt } from '../api/ledger-receipt.js';
import { fetchLatestTreeHead } from '../api/ledger-sth.js';

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
 * `printed` on the receipt, also that a signed tree at least as large keeps it (consistency
 * proofs from the printed head, and from the receipt's head when that one is smaller).
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
  if (!printed || printed.tree_size === 0 || !receipt.sth) {
    const result = verifyReceipt(receipt, publicKey);
    if (!result.ok) return failed(FAILURES[result.reason]);
    return { kind: 'verified', recordedAt: result.recordedAt, sth: result.sth, printed: null };
  }
  // The printed head must be kept by a signed head at least as large (the receipt's, or the newest).
  let latest: SignedTreeHead = receipt.sth;
  if (printed.tree_size > latest.tree_size) {
    const newest = await fetchLatestTreeHead(api);
    if (!newest) return failed(T.unavailable);
    if (newest.tree_size < printed.tree_size) return failed(T.inconsistent);
    latest = newest;
  }
  const proofTo = (size: number) =>
    size === latest.tree_size ? Promise.resolve([]) : fetchConsistencyProof(api, size, latest.tree_size);
  const [printedProof, receiptProof] = await Promise.all([
    proofTo(printed.tree_size),
    latest === receipt.sth ? Promise.resolve(null) : proofTo(receipt.sth.tree_size),
  ]);
  if (!printedProof || (latest !== receipt.sth && !receiptProof)) return failed(T.unavailable);
  const consistency: ConsistencyCheck =
    latest === receipt.sth
      ? { from: printed, to: latest, proof: printedProof }
      : { from: receipt.sth, to: latest, proof: receiptProof ?? [] };
  const result = verifyReceipt(receipt, publicKey, consistency);
  if (!result.ok) return failed(FAILURES[result.reason]);
  if (latest !== receipt.sth) {
    const steps = ledgerHashesFromHex(printedProof);
    const printedRoot = ledgerHashesFromHex([printed.root_hash]);
    const latestRoot = ledgerHashesFromHex([latest.root_hash]);
    if (!steps || !printedRoot || !latestRoot) return failed(T.malformed);
    if (!verifyConsistency(printed.tree_size, latest.tree_size, printedRoot[0]!, latestRoot[0]!, steps)) {
      return failed(T.inconsistent);
    }
  }
  return { kind: 'verified', recordedAt: result.recordedAt, sth: result.sth, printed };
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
