import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/driver.js';

/** How long the second step may take after the password was accepted. */
export const CHALLENGE_TTL_SECONDS = 600;

/** Wrong authenticator codes a challenge survives. */
export const CHALLENGE_MAX_TOTP_FAILURES = 5;

/** A password-verified sign-in waiting for its second factor. */
export interface SignInChallenge {
  id: string;
  userId: number;
  mailVerified: boolean;
  totpFailures: number;
}

interface Row {
  id: string;
  user_id: number;
  mail_verified_at: Date | string | null;
  totp_failures: number;
}

/** Opens a challenge after a correct password (prelogin). */
export async function openChallenge(db: Db, userId: number, ip: string | null, now: Date): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db.query(
    `INSERT INTO sign_in_challenges (id, user_id, ip, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [id, userId, ip, now, new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000)],
  );
  // Challenges that ended over a day ago serve no purpose any more.
  await db.query(
    `DELETE FROM sign_in_challenges WHERE user_id = $1 AND (expires_at < $2 OR completed_at < $2)`,
    [userId, new Date(now.getTime() - 86_400_000)],
  );
  return id;
}

/** The user's newest live challenge (unexpired, unfinished), or null. */
export async function liveChallenge(db: Db, userId: number, now: Date): Promise<SignInChallenge | null> {
  const { rows } = await db.query<Row>(
    `SELECT id, user_id, mail_verified_at, totp_failures FROM sign_in_challenges
      WHERE user_id = $1 AND completed_at IS NULL AND expires_at > $2
      ORDER BY created_at DESC LIMIT 1`,
    [userId, now],
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        mailVerified: row.mail_verified_at !== null,
        totpFailures: row.totp_failures,
      }
    : null;
}

/** Notes that the mail code was checked in this challenge (authenticator enrolment during sign-in). */
export async function markMailVerified(db: Db, challengeId: string, now: Date): Promise<void> {
  await db.query('UPDATE sign_in_challenges SET mail_verified_at = $2 WHERE id = $1', [challengeId, now]);
}

/** Counts a wrong authenticator code; the challenge ends after {@link CHALLENGE_MAX_TOTP_FAILURES}. */
export async function recordTotpFailure(db: Db, challengeId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE sign_in_challenges SET totp_failures = totp_failures + 1,
       completed_at = CASE WHEN totp_failures + 1 >= $3 THEN $2 ELSE completed_at END
     WHERE id = $1`,
    [challengeId, now, CHALLENGE_MAX_TOTP_FAILURES],
  );
}

/** Closes every open challenge of the user (signed in, password changed, logged out). */
export async function closeChallenges(db: Db, userId: number, now: Date): Promise<void> {
  await db.query(
    'UPDATE sign_in_challenges SET completed_at = $2 WHERE user_id = $1 AND completed_at IS NULL',
    [userId, now],
  );
}
