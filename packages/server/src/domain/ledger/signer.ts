import { ed25519 } from '@noble/curves/ed25519.js';
import { createHash } from 'node:crypto';
import { keyId, ledgerHexToBytes } from '../../core.js';

/**
 * The Ed25519 key that signs tree heads (ADR 0046): LEDGER_SIGNING_KEY (32-byte seed, 64 hex
 * digits), else a development key derived from a public phrase, flagged `development` so pages
 * and the start-up banner say so.
 */
export interface LedgerSigner {
  publicKey: Uint8Array;
  keyId: string;
  development: boolean;
  sign(message: Uint8Array): Uint8Array;
}

/** Thrown for a LEDGER_SIGNING_KEY that is not 64 hex digits. */
export class LedgerKeyError extends Error {
  override name = 'LedgerKeyError';
}

const DEVELOPMENT_SEED = new Uint8Array(
  createHash('sha256').update('sfc-quejas ledger development key (public, never for production)').digest(),
);

const cache = new Map<string, LedgerSigner>();

/** The signer for the configured key (`undefined`: the development key). */
export function ledgerSigner(configured: string | undefined): LedgerSigner {
  const cacheKey = configured ?? '';
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  let seed = DEVELOPMENT_SEED;
  if (configured !== undefined) {
    if (!/^[0-9a-fA-F]{64}$/.test(configured.trim()))
      throw new LedgerKeyError('LEDGER_SIGNING_KEY must be 64 hexadecimal digits (an Ed25519 seed)');
    seed = ledgerHexToBytes(configured.trim().toLowerCase());
  }
  const publicKey = ed25519.getPublicKey(seed);
  const signer: LedgerSigner = {
    publicKey,
    keyId: keyId(publicKey),
    development: configured === undefined,
    sign: (message) => ed25519.sign(message, seed),
  };
  cache.set(cacheKey, signer);
  return signer;
}
