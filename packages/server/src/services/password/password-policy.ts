import { AUTH_MESSAGES, passwordHints } from '../../core.js';
import { isCommonPassword } from './common-passwords.js';

/** Longest password accepted: far beyond any real one, short enough to keep hashing cheap. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Every reason the password is refused, as Spanish messages: the §5 hint rules it misses (from
 * `@sfc/core`, so the portal's hint and the server agree), then too long, then too common.
 * An empty list means the password is acceptable.
 */
export function passwordProblems(password: string): string[] {
  const problems = passwordHints(password)
    .filter((h) => !h.met)
    .map((h) => h.text);
  if (Array.from(password).length > PASSWORD_MAX_LENGTH)
    problems.push(AUTH_MESSAGES.passwordTooLong(PASSWORD_MAX_LENGTH));
  if (problems.length === 0 && isCommonPassword(password)) problems.push(AUTH_MESSAGES.passwordCommon);
  return problems;
}
