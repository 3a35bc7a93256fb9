import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/driver.js';
import type { SecretBox } from '../secret-box.js';
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

/**
 * What to do about a code asked for ({@link OneTimeCodes.sendOrReuse}): `new` and `resend` carry the
 * code to send (a new one, or the still-valid one again); `hold` sends nothing because the valid
 * code went out moments ago. `resendAfterSeconds`: when asking again will send something.
 */
export type CodeDelivery =
  | { ok: true; action: 'new' | 'resend'; code: string; expiresAt: Date; resendAfterSeconds: number }
  | { ok: true; action: 'hold'; expiresAt: Date; resendAfterSeconds: number }
  | CodeRateLimited;

/** A code with less life than this left is replaced rather than sent again. */
export const REUSE_MIN_SECONDS = 120;

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
  /** Seals codes at rest so {@link OneTimeCodes.sendOrReuse} can send a still-valid one again. */
  box?: SecretBox;
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
/**
 * Before a new code: the user's unused codes for `purpose` stop working, and rows older than a day
 * (which no longer count for anything) go.
 */
async function retireCodes(tx: Db, userId: number, purpose: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE one_time_codes SET invalidated_at = $3
      WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL AND invalidated_at IS NULL`,
    [userId, purpose, now],
  );
  await tx.query('DELETE FROM one_time_codes WHERE user_id = $1 AND purpose = $2 AND created_at < $3', [
    userId,
    purpose,
    new Date(now.getTime() - 86_400_000),
  ]);
}

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
      await retireCodes(tx, userId, purpose, now);
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
   * Sign-in codes: sends again the code the user already has while it is valid, instead of
   * refusing or replacing it (the mail that arrives late still works). Limits: one delivery per
   * `resendIntervalSeconds` (inside it nothing is sent, and the answer says the code is valid),
   * and `maxPerHour` deliveries of codes that were never used; used codes (completed sign-ins)
   * do not count, so signing in often is never locked out.
   */
  async sendOrReuse(db: Db, userId: number, purpose: OtpPurpose): Promise<CodeDelivery> {
    const box = this.options.box;
    if (!box) throw new Error('sendOrReuse needs the `box` option');
    const now = this.now();
    const { resendIntervalSeconds, maxPerHour, ttlSeconds, maxWrongAttempts } = this.policy;
    return db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp:${userId}:${purpose}`]);
      const hourAgo = new Date(now.getTime() - 3600_000);
      const { rows } = await tx.query<{
        id: number;
        code_sealed: string | null;
        created_at: Date | string;
        last_sent_at: Date | string | null;
        expires_at: Date | string;
        attempts: number;
        sends: number;
        live: boolean;
      }>(
        `SELECT id, code_sealed, created_at, last_sent_at, expires_at, attempts, sends,
                (invalidated_at IS NULL AND expires_at > $3) AS live
           FROM one_time_codes
          WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL
            AND coalesce(last_sent_at, created_at) > $4
          ORDER BY created_at DESC`,
        [userId, purpose, now, hourAgo],
      );
      const at = (value: Date | string | null) => (value === null ? 0 : new Date(value).getTime());
      const sentAt = (r: (typeof rows)[number]) => at(r.last_sent_at) || at(r.created_at);
      const unusedSends = rows.reduce((sum, r) => sum + r.sends, 0);
      // When the hourly window frees a delivery: an hour after the oldest one counted.
      const hourFreesIn = () =>
        Math.max(1, Math.ceil((Math.min(...rows.map(sentAt)) + 3600_000 - now.getTime()) / 1000));
      const newest = rows[0];
      const sinceLast = newest ? now.getTime() - sentAt(newest) : Infinity;
      const waitInterval = Math.max(1, Math.ceil((resendIntervalSeconds * 1000 - sinceLast) / 1000));

      const live = rows.find(
        (r) =>
          r.live &&
          r.code_sealed !== null &&
          r.attempts < maxWrongAttempts &&
          at(r.expires_at) - now.getTime() >= REUSE_MIN_SECONDS * 1000,
      );
      if (live) {
        const expiresAt = new Date(live.expires_at);
        if (sinceLast < resendIntervalSeconds * 1000) {
          return { ok: true, action: 'hold', expiresAt, resendAfterSeconds: waitInterval };
        }
        if (unusedSends >= maxPerHour) {
          return { ok: true, action: 'hold', expiresAt, resendAfterSeconds: hourFreesIn() };
        }
        await tx.query('UPDATE one_time_codes SET sends = sends + 1, last_sent_at = $2 WHERE id = $1', [
          live.id,
          now,
        ]);
        return {
          ok: true,
          action: 'resend',
          code: box.open(live.code_sealed as string),
          expiresAt,
          resendAfterSeconds: resendIntervalSeconds,
        };
      }
      if (sinceLast < resendIntervalSeconds * 1000) {
        return { ok: false, reason: 'too_soon', retryAfterSeconds: waitInterval };
      }
      if (unusedSends >= maxPerHour) {
        return { ok: false, reason: 'hourly_limit', retryAfterSeconds: hourFreesIn() };
      }
      await retireCodes(tx, userId, purpose, now);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
      await tx.query(
        `INSERT INTO one_time_codes (user_id, purpose, code_hash, code_sealed, created_at, last_sent_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $5, $6)`,
        [userId, purpose, this.hash(userId, purpose, code), box.seal(code), now, expiresAt],
      );
      return { ok: true, action: 'new', code, expiresAt, resendAfterSeconds: resendIntervalSeconds };
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
