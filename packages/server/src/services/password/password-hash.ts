import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. `Algorithm` is an ambient const enum,
// which isolatedModules cannot read, hence the literal (2 = Argon2id).
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id; the PHC string carries its own salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether `password` matches `phc`; a malformed or empty stored hash is a plain mismatch. */
export async function verifyPassword(phc: string | null | undefined, password: string): Promise<boolean> {
  if (!phc) return false;
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the same time as a real verification for an unknown user, so the answer time does not
 * tell whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('sfc-dummy-password-never-matches');
  await verifyPassword(await dummy, password);
  return false;
}
