/**
 * The proof-of-work puzzle, free of Node and DOM imports so a browser client can carry the same
 * algorithm: find a nonce such that SHA-256(`${challenge}:${nonce}`) starts with `difficulty` zero
 * bits. The hash function is passed in (Node's crypto here, @noble/hashes or WebCrypto in a browser).
 */

/** A synchronous SHA-256 of a UTF-8 string. */
export type Sha256 = (input: string) => Uint8Array;

/** Number of leading zero bits of a byte string. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Whether `nonce` solves `challenge` at `difficulty` bits. */
export function isSolution(challenge: string, nonce: string, difficulty: number, sha256: Sha256): boolean {
  return leadingZeroBits(sha256(`${challenge}:${nonce}`)) >= difficulty;
}

/** A search ran out of nonces without a solution (practically impossible below 32 bits). */
export class ProofOfWorkExhaustedError extends Error {
  override name = 'ProofOfWorkExhaustedError';
}

/**
 * Tries nonces 0, 1, 2... (decimal strings) and returns the first that solves the puzzle.
 * Expected work is 2^difficulty hashes: 16 bits ≈ 65 000, a fraction of a second.
 */
export function solveProofOfWork(
  challenge: string,
  difficulty: number,
  sha256: Sha256,
  maxTries = 2 ** 32,
): string {
  for (let n = 0; n < maxTries; n++) {
    const nonce = n.toString(10);
    if (isSolution(challenge, nonce, difficulty, sha256)) return nonce;
  }
  throw new ProofOfWorkExhaustedError(`no nonce found in ${maxTries} tries`);
}
