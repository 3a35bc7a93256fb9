import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DATA_DIR } from './env.js';

/** Where the suite's workers hold their locks (the running portal's DATA_DIR, shared by all). */
const LOCKS = path.join(DATA_DIR, 'e2e-account-locks');

/** A lock older than this was left by a failed test and is taken over. */
const STALE_MS = 90_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while no other worker of the suite signs `email` in. The server mails at most one
 * sign-in code per account in a while, and a code is spent once: two files signing the same demo
 * account in at once would each wait for a mail only one of them gets. The lock is a directory
 * (`mkdir` either creates it or fails, atomically, across processes).
 */
export async function withAccountLock<T>(email: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(LOCKS, encodeURIComponent(email.toLowerCase()));
  await mkdir(LOCKS, { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await stat(lock).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_MS) await rm(lock, { recursive: true, force: true });
      else await pause(200);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
