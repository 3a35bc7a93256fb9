import { createHash } from 'node:crypto';
import { solveProofOfWork, type Sha256 } from './proof-of-work.js';

/** SHA-256 with Node's crypto. */
export const nodeSha256: Sha256 = (input) => createHash('sha256').update(input, 'utf8').digest();

/**
 * Solves a challenge from `GET /api/captcha/` and returns the value to send as `captcha`:
 * `"<challenge>:<nonce>"`. Used by the tests and the CLI; a browser does the same with its own SHA-256.
 */
export function solveCaptcha(challenge: string, difficulty: number): string {
  return `${challenge}:${solveProofOfWork(challenge, difficulty, nodeSha256)}`;
}
