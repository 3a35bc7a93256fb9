import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DATA_DIR } from './env.js';

const OUTBOX = path.join(DATA_DIR, 'outbox');

/** The outbox files of mails sent to `address`, oldest first (names start with the UTC time). */
async function mailsTo(address: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(OUTBOX);
  } catch {
    return [];
  }
  const suffix = `-mail-${address.toLowerCase()}.eml`;
  return names.filter((name) => name.toLowerCase().endsWith(suffix)).sort();
}

/** How many mails `address` has received so far. */
export async function mailCount(address: string): Promise<number> {
  return (await mailsTo(address)).length;
}

/**
 * The 6-digit code of the newest mail to `address`, waiting (up to `timeoutMs`) until more than
 * `after` mails have arrived, so a code asked for just now is not confused with an older one.
 */
export async function latestMailCode(address: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length > after) {
      const text = await readFile(path.join(OUTBOX, mails[mails.length - 1] as string), 'utf8');
      const codes = text.match(/\b\d{6}\b/g);
      if (codes) return codes[codes.length - 1] as string;
    }
    if (Date.now() > deadline) throw new Error(`no new code for ${address} in ${OUTBOX}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
