import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isSolution } from './proof-of-work.js';
import { nodeSha256 } from './solve-captcha.js';

/** What `GET /api/captcha/` answers. */
export interface CaptchaChallenge {
  challenge: string;
  difficulty: number;
  /** ISO 8601 instant after which an answer to this challenge is refused. */
  expires_at: string;
}

/** A correctly solved, signed, unexpired challenge: `id` is what single use is enforced on. */
export interface SolvedChallenge {
  id: string;
  expiresAt: Date;
}

const VERSION = 'v1';
const NONCE = /^[0-9A-Za-z]{1,32}$/;

function mac(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/**
 * Creates a stateless challenge `v1.<expiry s>.<difficulty>.<random>.<hmac>`: the server keeps
 * nothing until it is answered, and the HMAC stops clients from choosing an easier difficulty
 * or a later expiry. The alphabet has no `:` so the answer `<challenge>:<nonce>` splits cleanly.
 */
export function issueChallenge(
  key: Buffer,
  difficulty: number,
  ttlSeconds: number,
  now: Date,
): CaptchaChallenge {
  const expiry = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const payload = `${VERSION}.${expiry}.${difficulty}.${randomBytes(12).toString('base64url')}`;
  return {
    challenge: `${payload}.${mac(key, payload)}`,
    difficulty,
    expires_at: new Date(expiry * 1000).toISOString(),
  };
}

/**
 * Checks an answer `"<challenge>:<nonce>"`: well formed, signed with `key`, not expired, and the
 * nonce solves the puzzle. Returns null on any failure; single use is the caller's (database) job.
 */
export function checkAnswer(key: Buffer, answer: unknown, now: Date): SolvedChallenge | null {
  if (typeof answer !== 'string' || answer.length > 300) return null;
  const sep = answer.lastIndexOf(':');
  if (sep < 0) return null;
  const challenge = answer.slice(0, sep);
  const nonce = answer.slice(sep + 1);
  if (!NONCE.test(nonce)) return null;
  const parts = challenge.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) return null;
  const [, expiryText, difficultyText, random, signature] = parts as [string, string, string, string, string];
  const expected = Buffer.from(mac(key, parts.slice(0, 4).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = new Date(Number(expiryText) * 1000);
  if (!(expiresAt.getTime() > now.getTime())) return null;
  const difficulty = Number(difficultyText);
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > 64) return null;
  if (!isSolution(challenge, nonce, difficulty, nodeSha256)) return null;
  return { id: random, expiresAt };
}
