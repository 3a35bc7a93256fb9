import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Download links for stored files: `/files/<id>?expires=<unix seconds>&sig=<hex>`, where `sig` is
 * an HMAC over the file id and the expiry with a key derived from the server's secrets key. The
 * link is the only way to read a file's bytes; it needs no session, so a browser can open it.
 */

/** Path prefix of download links (outside /api: no request signature). */
export const DOWNLOAD_PATH = '/files';

/** The HMAC key of download links, derived so it is valid for nothing else signed with the secret. */
export function downloadKey(secretsKey: string): Buffer {
  return createHmac('sha256', secretsKey).update('sfc-file-download-v1').digest();
}

/** The signature of a link for `fileId` valid until `expires` (unix seconds). */
export function signDownload(key: Buffer, fileId: number, expires: number): string {
  return createHmac('sha256', key).update(`${fileId}.${expires}`).digest('hex');
}

/**
 * A link to `fileId` valid for `minutes` from `now`. With `name` the path ends in it
 * (`/files/<id>/<name>`), for clients that name the saved file after the link's last segment;
 * the name is not signed: the file served, and the name it is served with, are the stored ones.
 */
export function downloadLink(
  base: string,
  key: Buffer,
  fileId: number,
  now: Date,
  minutes: number,
  name?: string,
): { url: string; expiresAt: Date } {
  const expires = Math.floor(now.getTime() / 1000) + minutes * 60;
  const path = name ? `${fileId}/${encodeURIComponent(name)}` : String(fileId);
  return {
    url: `${base}${DOWNLOAD_PATH}/${path}?expires=${expires}&sig=${signDownload(key, fileId, expires)}`,
    expiresAt: new Date(expires * 1000),
  };
}

/** Outcome of checking a link: good, tampered (or made up), or good but past its expiry. */
export type DownloadCheck = 'valid' | 'invalid' | 'expired';

/**
 * Checks a link's parts as received. The signature is compared first and in constant time, so a
 * forged link is "invalid" whatever its expiry, and only a genuine one can be "expired".
 */
export function checkDownload(
  key: Buffer,
  fileId: string,
  expires: unknown,
  sig: unknown,
  now: Date,
): DownloadCheck {
  if (!/^\d{1,10}$/.test(fileId) || typeof expires !== 'string' || !/^\d{1,12}$/.test(expires))
    return 'invalid';
  if (typeof sig !== 'string' || !/^[0-9a-f]{64}$/i.test(sig)) return 'invalid';
  const expected = Buffer.from(signDownload(key, Number(fileId), Number(expires)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return 'invalid';
  return Number(expires) * 1000 < now.getTime() ? 'expired' : 'valid';
}
