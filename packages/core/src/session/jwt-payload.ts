const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Maps base64 (and base64url) characters to their 6-bit values; built once, no DOM `atob` needed. */
const BASE64_VALUES: ReadonlyMap<string, number> = new Map([
  ...[...BASE64_ALPHABET].map((char, index) => [char, index] as const),
  ['-', 62],
  ['_', 63],
]);

/** Decodes base64url (padding optional) to bytes; `null` when a character is not base64url. */
function base64UrlToBytes(text: string): number[] | null {
  const clean = text.replace(/=+$/, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE64_VALUES.get(char);
    if (value === undefined) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

/** UTF-8 bytes to text through percent-decoding, which exists in every JS runtime (no TextDecoder). */
function utf8Decode(bytes: number[]): string {
  return decodeURIComponent(bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
}

/**
 * Reads the claims of a JWT without verifying it (the client only needs `user_id` and `exp`;
 * verification is the server's job). Returns `null` for anything that is not a JWT with a
 * JSON-object payload.
 */
export function decodeJwtPayload(token: string | null | undefined): Readonly<Record<string, unknown>> | null {
  if (!token) return null;
  // Selectors read the same token on every change of the session: decoded once per token.
  if (lastDecoded?.token !== token) lastDecoded = { token, payload: decode(token) };
  return lastDecoded.payload;
}

let lastDecoded: { token: string; payload: Record<string, unknown> | null } | null = null;

function decode(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const bytes = base64UrlToBytes(parts[1]);
  if (!bytes) return null;
  try {
    const payload: unknown = JSON.parse(utf8Decode(bytes));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The `user_id` claim of an access token (number or string as the server issued it), or `null`. */
export function userIdFromToken(token: string | null | undefined): number | string | null {
  const claim = decodeJwtPayload(token)?.['user_id'];
  return typeof claim === 'number' || typeof claim === 'string' ? claim : null;
}
