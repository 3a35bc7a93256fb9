import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createTotpEnrollment, verifyTotp } from './totp.js';

const now = new Date('2026-11-05T12:00:10Z');
const codeAt = (secret: string, t: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: t.getTime(),
  });

describe('TOTP', () => {
  it('enrolls with a base32 secret and an otpauth URI naming the portal and the user', () => {
    const e = createTotpEnrollment('ana@example.com');
    expect(e.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(e.uri).toContain('otpauth://totp/Portal%20SFC:ana%40example.com?');
    expect(e.uri).toContain(`secret=${e.secret}`);
    expect(e.uri).toContain('issuer=Portal%20SFC');
  });

  it('accepts the current code and one step of drift, and returns its step', () => {
    const { secret } = createTotpEnrollment('a@b.co');
    const step = Math.floor(now.getTime() / 30_000);
    expect(verifyTotp(secret, codeAt(secret, now), now)).toBe(step);
    expect(verifyTotp(secret, codeAt(secret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(verifyTotp(secret, codeAt(secret, new Date(now.getTime() - 90_000)), now)).toBeNull();
  });

  it.each([[''], ['12345'], ['abcdef'], [null], [{}]])('refuses %j', (bad) => {
    expect(verifyTotp(createTotpEnrollment('a@b.co').secret, bad, now)).toBeNull();
  });
});
