import { createHmac } from 'node:crypto';
import { checkAnswer, issueChallenge, type CaptchaChallenge } from './challenge.js';
import type { Db } from '../../db/driver.js';

/** Checks the `captcha` field of a request. */
export interface CaptchaVerifier {
  readonly mode: 'pow' | 'recaptcha';
  /** True when the answer proves a human-paced client; never throws for bad input. */
  verify(answer: unknown, remoteIp?: string): Promise<boolean>;
}

/** Options of the proof-of-work captcha. */
export interface ProofOfWorkOptions {
  /** Server secret the challenges are signed with (a key is derived from it). */
  secret: string;
  /** Leading zero bits required; 16 ≈ 65 000 hashes, well under a second in a browser. */
  difficulty?: number;
  /** How long a challenge can be answered. */
  ttlSeconds?: number;
  now?: () => Date;
}

/** Default difficulty in bits. */
export const DEFAULT_CAPTCHA_DIFFICULTY = 16;

/**
 * The default captcha: a stateless signed proof-of-work challenge, redeemed once. Redemptions are
 * kept in `captcha_redemptions` until the challenge expires, so every server node refuses a replay.
 */
export class ProofOfWorkCaptcha implements CaptchaVerifier {
  readonly mode = 'pow' as const;
  private readonly key: Buffer;
  private readonly difficulty: number;
  private readonly ttlSeconds: number;
  private readonly now: () => Date;

  constructor(
    private readonly db: Pick<Db, 'query'>,
    options: ProofOfWorkOptions,
  ) {
    // A derived key keeps captcha signatures from ever being valid as anything else signed with the secret.
    this.key = createHmac('sha256', options.secret).update('sfc-captcha-v1').digest();
    this.difficulty = options.difficulty ?? DEFAULT_CAPTCHA_DIFFICULTY;
    this.ttlSeconds = options.ttlSeconds ?? 300;
    this.now = options.now ?? (() => new Date());
  }

  /** A fresh challenge for `GET /api/captcha/`. */
  issue(): CaptchaChallenge {
    return issueChallenge(this.key, this.difficulty, this.ttlSeconds, this.now());
  }

  /** Valid, unexpired, solved and not redeemed before (the redemption is recorded atomically). */
  async verify(answer: unknown): Promise<boolean> {
    const now = this.now();
    const solved = checkAnswer(this.key, answer, now);
    if (!solved) return false;
    await this.db.query('DELETE FROM captcha_redemptions WHERE expires_at < $1', [now]);
    const inserted = await this.db.query(
      `INSERT INTO captcha_redemptions (challenge_id, expires_at) VALUES ($1, $2)
       ON CONFLICT (challenge_id) DO NOTHING RETURNING challenge_id`,
      [solved.id, solved.expiresAt],
    );
    return inserted.rows.length === 1;
  }
}

/** Options of the reCAPTCHA verifier. */
export interface RecaptchaOptions {
  /** RECAPTCHA_SECRET. */
  secret: string;
  /** reCAPTCHA v3 only: the lowest score accepted. */
  minScore?: number;
  fetch?: typeof fetch;
  verifyUrl?: string;
}

/** Google's verification endpoint. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** CAPTCHA_MODE=recaptcha: the answer is a reCAPTCHA token, checked with Google's siteverify. */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly mode = 'recaptcha' as const;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: RecaptchaOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  /** POSTs `secret`, `response` and `remoteip` form-encoded; an unreachable Google counts as a failure. */
  async verify(answer: unknown, remoteIp?: string): Promise<boolean> {
    if (typeof answer !== 'string' || answer.length === 0 || answer.length > 4000) return false;
    const body = new URLSearchParams({ secret: this.options.secret, response: answer });
    if (remoteIp) body.set('remoteip', remoteIp);
    try {
      const res = await this.fetchImpl(this.options.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) return false;
      const data = (await res.json()) as { success?: unknown; score?: unknown };
      if (data.success !== true) return false;
      if (this.options.minScore !== undefined && typeof data.score === 'number') {
        return data.score >= this.options.minScore;
      }
      return true;
    } catch {
      return false;
    }
  }
}

/** The captcha settings of the server configuration. */
export interface CaptchaConfig {
  /** CAPTCHA_MODE: `pow` (default) or `recaptcha`. */
  mode?: 'pow' | 'recaptcha' | undefined;
  /** CAPTCHA_DIFFICULTY. */
  difficulty?: number | undefined;
  /** RECAPTCHA_SECRET (required in recaptcha mode). */
  recaptchaSecret?: string | undefined;
  /** Key for signing proof-of-work challenges. */
  secret: string;
}

/** A recaptcha mode without its secret: refused at start rather than failing every request. */
export class CaptchaConfigError extends Error {
  override name = 'CaptchaConfigError';
}

/** Builds the verifier the configuration asks for. */
export function createCaptchaVerifier(
  db: Pick<Db, 'query'>,
  config: CaptchaConfig,
  now?: () => Date,
): ProofOfWorkCaptcha | RecaptchaVerifier {
  if (config.mode === 'recaptcha') {
    if (!config.recaptchaSecret)
      throw new CaptchaConfigError('CAPTCHA_MODE=recaptcha needs RECAPTCHA_SECRET');
    return new RecaptchaVerifier({ secret: config.recaptchaSecret });
  }
  return new ProofOfWorkCaptcha(db, {
    secret: config.secret,
    ...(config.difficulty !== undefined ? { difficulty: config.difficulty } : {}),
    ...(now ? { now } : {}),
  });
}
