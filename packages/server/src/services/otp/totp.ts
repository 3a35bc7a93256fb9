import { Secret, TOTP } from 'otpauth';

/** Shown by authenticator apps above the code. */
export const TOTP_ISSUER = 'Portal SFC';

/** A freshly generated authenticator secret and the URI a QR code encodes. */
export interface TotpEnrollment {
  /** Base32, as authenticator apps accept for manual entry. */
  secret: string;
  /** `otpauth://totp/Portal%20SFC:<label>?secret=...&issuer=Portal%20SFC&...`. */
  uri: string;
}

function totp(secretBase32: string, label: string): TOTP {
  // RFC 6238 defaults every authenticator app supports: SHA1, 6 digits, 30 s.
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** Generates a 160-bit secret for `label` (the user's e-mail). */
export function createTotpEnrollment(label: string): TotpEnrollment {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totp(secret, label).toString() };
}

/** The otpauth URI of an existing secret. */
export function totpUri(secretBase32: string, label: string): string {
  return totp(secretBase32, label).toString();
}

/**
 * Checks a 6-digit code at `now`, allowing one 30-second step of clock drift either way, and
 * returns the time step it belongs to (stored so the same code cannot be replayed) or null.
 */
export function verifyTotp(secretBase32: string, code: unknown, now: Date): number | null {
  if (typeof code !== 'string' && typeof code !== 'number') return null;
  const token = String(code).trim();
  if (!/^\d{6}$/.test(token)) return null;
  const otp = totp(secretBase32, 'x');
  const delta = otp.validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / 30) + delta;
}
