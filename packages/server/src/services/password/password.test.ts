import { AUTH_MESSAGES, MESSAGES } from '../../core.js';
import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from './common-passwords.js';
import { PASSWORD_MAX_LENGTH, passwordProblems } from './password-policy.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash.js';

describe('passwordProblems', () => {
  it.each([
    ['Ab1!', [MESSAGES.passwordHint.minLength]],
    ['abcdefg1!', [MESSAGES.passwordHint.uppercase]],
    ['Abcdefgh!', [MESSAGES.passwordHint.digit]],
    ['Abcdefgh1', [MESSAGES.passwordHint.special]],
    [
      'abc',
      [
        MESSAGES.passwordHint.minLength,
        MESSAGES.passwordHint.uppercase,
        MESSAGES.passwordHint.digit,
        MESSAGES.passwordHint.special,
      ],
    ],
    ['Password1!', [AUTH_MESSAGES.passwordCommon]],
    ['Colombia2024*', [AUTH_MESSAGES.passwordCommon]],
    ['QWERTY123!', [AUTH_MESSAGES.passwordCommon]],
    ['P@ssw0rd', [AUTH_MESSAGES.passwordCommon]],
    ['Millonarios2025*', [AUTH_MESSAGES.passwordCommon]],
    [`Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`, [AUTH_MESSAGES.passwordTooLong(PASSWORD_MAX_LENGTH)]],
    ['Tr3s-Gatos-Azules', []],
    ['Ñandú#2026río', []],
  ])('%s → %j', (password, expected) => {
    expect(passwordProblems(password)).toEqual(expected);
  });

  it('ships a list of a few thousand lower-case entries that includes the classics', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(3000);
    for (const p of ['123456', 'password', 'qwerty123!', 'bogota2024*']) expect(list.has(p)).toBe(true);
    expect(isCommonPassword('Bogota2024*')).toBe(true);
  });
});

describe('argon2id hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const phc = await hashPassword('Tr3s-Gatos-Azules');
    expect(phc.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(phc, 'Tr3s-Gatos-Azules')).toBe(true);
    expect(await verifyPassword(phc, 'tr3s-gatos-azules')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Same-Pass1')).not.toBe(await hashPassword('Same-Pass1'));
  });

  it('treats a missing or malformed stored hash as a mismatch instead of throwing', async () => {
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await verifyPassword('not-a-phc', 'x')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
