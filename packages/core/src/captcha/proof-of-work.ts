import { sha256, utf8Bytes } from '../signing/sha256.js';

/**
 * The server's proof-of-work captcha (`GET /api/captcha/`, packages/server/docs/sign-in.md):
 * find a nonce such that SHA-256(`${challenge}:${nonce}`) begins with `difficulty` zero bits.
 * Pure and synchronous hashing (core's SHA-256), so it runs the same in a browser and in Node.
 */

/** How many leading bits of `bytes` are zero. */
export function countLeadingZeroBits(bytes: Uint8Array): number {
  let zeros = 0;
  for (const byte of bytes) {
    if (byte !== 0) return zeros + Math.clz32(byte) - 24;
    zeros += 8;
  }
  return zeros;
}

/** Whether `nonce` answers `challenge` at `difficulty` bits. */
export function solvesChallenge(challenge: string, nonce: string, difficulty: number): boolean {
  return countLeadingZeroBits(sha256(utf8Bytes(`${challenge}:${nonce}`))) >= difficulty;
}

/** The search gave up before finding a nonce (a difficulty far above what the server issues). */
export class CaptchaSolveError extends Error {
  override name = 'CaptchaSolveError';
}

/** Options of {@link solveChallenge}. */
export interface SolveOptions {
  /** Nonces tried between two calls of `pause`; default 2048. */
  batchSize?: number;
  /**
   * Awaited between batches so a browser can paint and handle input while it searches
   * (e.g. `() => new Promise((r) => setTimeout(r))`); default: none, the search runs straight through.
   */
  pause?: () => Promise<void>;
  /** Give up after this many nonces; default 2^32. */
  maxTries?: number;
}

/**
 * Tries the decimal nonces 0, 1, 2… and resolves with the first that solves the challenge.
 * At the server's default 16 bits that is about 65 000 hashes on average.
 */
export async function solveChallenge(
  challenge: string,
  difficulty: number,
  options: SolveOptions = {},
): Promise<string> {
  const batchSize = Math.max(1, options.batchSize ?? 2048);
  const maxTries = options.maxTries ?? 2 ** 32;
  for (let n = 0; n < maxTries; n++) {
    const nonce = String(n);
    if (solvesChallenge(challenge, nonce, difficulty)) return nonce;
    if (options.pause && (n + 1) % batchSize === 0) await options.pause();
  }
  throw new CaptchaSolveError(`no nonce below ${maxTries} solves the challenge`);
}
