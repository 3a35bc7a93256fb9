import { MESSAGES } from '../messages/messages.js';

/** The four §5 password rules, in the order the hint lists them. */
export type PasswordRuleKey = keyof typeof MESSAGES.passwordHint;

/** One line of the password hint: the rule, its Spanish text and whether the password meets it. */
export interface PasswordHint {
  key: PasswordRuleKey;
  text: string;
  met: boolean;
}

const PASSWORD_MIN_LENGTH = 8;

// Unicode-aware so "Ñ" counts as uppercase and "ñ" or "é" do not count as special characters.
const CHECKS: ReadonlyArray<readonly [PasswordRuleKey, (password: string) => boolean]> = [
  ['minLength', (p) => Array.from(p).length >= PASSWORD_MIN_LENGTH],
  ['uppercase', (p) => /\p{Lu}/u.test(p)],
  ['digit', (p) => /\d/.test(p)],
  ['special', (p) => /[^\p{L}\p{N}\s]/u.test(p)],
];

/**
 * §5 password hint: minimum 8 characters, one uppercase letter, one digit and one special
 * character (anything that is not a letter, digit or space), each with whether it is met.
 */
export function passwordHints(password: string): PasswordHint[] {
  return CHECKS.map(([key, check]) => ({ key, text: MESSAGES.passwordHint[key], met: check(password) }));
}

/** Whether the password meets all four §5 rules. */
export function isPasswordStrong(password: string): boolean {
  return passwordHints(password).every((hint) => hint.met);
}
