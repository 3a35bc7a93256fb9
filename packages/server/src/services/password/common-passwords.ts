import { readFileSync } from 'node:fs';

let cache: ReadonlySet<string> | undefined;

/**
 * The refused passwords of `common-passwords.txt`, lower-cased, loaded once on first use
 * (a few thousand short lines: cheaper to hold in memory than to query anywhere).
 */
export function commonPasswords(): ReadonlySet<string> {
  if (!cache) {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    cache = new Set(
      text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => l.toLowerCase()),
    );
  }
  return cache;
}

/** Whether the password is on the list, ignoring case ("COLOMBIA2024*" is as weak as "Colombia2024*"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
