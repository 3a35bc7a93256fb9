import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/driver.js';
import { DEFAULT_OTP_POLICY, type OtpPolicy, type OtpPurpose } from './otp-policy.js';

/** A new code, to be sent; only its HMAC was stored. */
export interface IssuedCode {
  ok: true;
  code: string;
  expiresAt: Date;
}

/** A code was refused because codes were asked for too often. */
export interface CodeRateLimited {
  ok: false;
  reason: 'too_soon' | 'hourly_limit';
  retryAfterSeconds: number;
}

/** Outcome of {@link OneTimeCodes.issue}. */
export type IssueResult = IssuedCode | CodeRateLimited;

/** Outcome of {@link OneTimeCodes.verify}. */
export type VerifyResult =
  | { ok: true; target: string | null }
  | {
      ok: false;
      /** missing: no usable code (never sent, already used or replaced); locked: five wrong tries. */
      reason: 'missing' | 'expired' | 'locked' | 'invalid';
      attemptsLeft: number;
    };

/** Options of {@link OneTimeCodes}. */
export interface OneTimeCodesOptions {
  /** Server secret mixed into every stored hash, so a database dump alone cannot test codes. */
  pepper: string | Buffer;
  now?: () => Date;
  policy?: Partial<OtpPolicy>;
}

interface CodeRow {
  id: number;
  code_hash: string;
  target: string | null;
  expires_at: Date | string;
  attempts: number;
}

const SIX_DIGITS = /^\d{6}$/;

/**
 * Six-digit one-time codes kept in `one_time_codes`. Methods take the `Db` to use (the app's, or a
 * transaction) and run their own transaction inside it, so concurrent requests on several nodes
 * see one consistent count of tries and resends.
 */
export class OneTimeCodes {
  readonly policy: OtpPolicy;
  private readonly now: () => Date;

  constructor(private readonly options: OneTimeCodesOptions) {
    this.policy = { ...DEFAULT_OTP_POLICY, ...options.policy };
    this.now = options.now ?? (() => new Date());
  }

  /** HMAC-SHA256 of the code bound to its user and purpose, hex. */
  hash(userId: number, purpose: OtpPurpose, code: string): string {
    return createHmac('sha256', this.options.pepper).update(`${purpose}:${userId}:${code}`).digest('hex');
  }

  /**
   * Creates a code unless the user asked for one of this purpose less than a minute ago or five
   * times this hour. A new code replaces the previous live one. `ttlSeconds` overrides the
   * policy's life for this one code (a staff invitation waits days, not minutes).
   */
  async issue(
    db: Db,
    userId: number,
    purpose: OtpPurpose,
    target: string | null = null,
    options: { ttlSeconds?: number } = {},
  ): Promise<IssueResult> {
    const now = this.now();
    const { resendIntervalSeconds, maxPerHour } = this.policy;
    const ttlSeconds = options.ttlSeconds ?? this.policy.ttlSeconds;
    return db.transaction(async (tx) => {
      // Serialise issuers for this user and purpose (two nodes at once must not both pass the limit).
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp:${userId}:${purpose}`]);
      const hourAgo = new Date(now.getTime() - 3600_000);
      const { rows } = await tx.query<{ created_at: Date | string }>(
        `SELECT created_at FROM one_time_codes
          WHERE user_id = $1 AND purpose = $2 AND created_at > $3 ORDER BY created_at`,
        [userId, purpose, hourAgo],
      );
      const times = rows.map((r) => new Date(r.created_at).getTime());
      const last = times.at(-1);
      if (last !== undefined && now.getTime() - last < resendIntervalSeconds * 1000) {
        return {
          ok: false,
          reason: 'too_soon',
          retryAfterSeconds: Math.ceil((last + resendIntervalSeconds * 1000 - now.getTime()) / 1000),
        } satisfies CodeRateLimited;
      }
      if (times.length >= maxPerHour) {
        const oldest = times[times.length - maxPerHour] as number;
        return {
          ok: false,
          reason: 'hourly_limit',
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + 3600_000 - now.getTime()) / 1000)),
        } satisfies CodeRateLimited;
      }
      await tx.query(
        `UPDATE one_time_codes SET invalidated_at = $3
          WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL AND invalidated_at IS NULL`,
        [userId, purpose, now],
      );
      // Rows older than a day no longer count for anything.
      await tx.query('DELETE FROM one_time_codes WHERE user_id = $1 AND purpose = $2 AND created_at < $3', [
        userId,
        purpose,
        new Date(now.getTime() - 86_400_000),
      ]);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
      await tx.query(
        `INSERT INTO one_time_codes (user_id, purpose, code_hash, target, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [userId, purpose, this.hash(userId, purpose, code), target, now, expiresAt],
      );
      return { ok: true, code, expiresAt } satisfies IssuedCode;
    });
  }

  /**
   * Checks a code against the user's live code of this purpose. A right code is consumed (single
   * use). A wrong one uses up a try; after five wrong tries even the right code is refused.
   */
  async verify(db: Db, userId: number, purpose: OtpPurpose, code: unknown): Promise<VerifyResult> {
    const now = this.now();
    const max = this.policy.maxWrongAttempts;
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<CodeRow>(
        `SELECT id, code_hash, target, expires_at, attempts FROM one_time_codes
          WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL AND invalidated_at IS NULL
          ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
        [userId, purpose],
      );
      const row = rows[0];
      if (!row) return { ok: false, reason: 'missing', attemptsLeft: 0 } as const;
      if (row.attempts >= max) return { ok: false, reason: 'locked', attemptsLeft: 0 } as const;
      if (new Date(row.expires_at).getTime() <= now.getTime()) {
        return { ok: false, reason: 'expired', attemptsLeft: max - row.attempts } as const;
      }
      const given = typeof code === 'string' ? code.trim() : typeof code === 'number' ? String(code) : '';
      const matches =
        SIX_DIGITS.test(given) &&
        timingSafeEqual(Buffer.from(this.hash(userId, purpose, given)), Buffer.from(row.code_hash));
      if (!matches) {
        await tx.query('UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
        return { ok: false, reason: 'invalid', attemptsLeft: max - row.attempts - 1 } as const;
      }
      await tx.query('UPDATE one_time_codes SET consumed_at = $2 WHERE id = $1', [row.id, now]);
      return { ok: true, target: row.target } as const;
    });
  }

  /** Withdraws every live code of this purpose (after a password change, for instance). */
  async invalidate(db: Db, userId: number, purpose: OtpPurpose): Promise<void> {
    await db.query(
      `UPDATE one_time_codes SET invalidated_at = $3
        WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL AND invalidated_at IS NULL`,
      [userId, purpose, this.now()],
    );
  }
}
