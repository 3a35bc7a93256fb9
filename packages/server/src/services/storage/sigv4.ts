import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for the S3-compatible storage driver, written here with node:crypto
 * (no AWS SDK is installed). Follows the published algorithm: canonical request, string to sign,
 * derived signing key, Authorization header. Checked against AWS's example values in
 * sigv4.test.ts.
 */

/** Access key pair (and optional session token) of the storage account. */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** A request to sign. `headers` must not include Authorization. */
export interface SigV4Request {
  method: string;
  url: URL | string;
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body, or "UNSIGNED-PAYLOAD". */
  payloadHash: string;
}

/** Where and when the request is signed. */
export interface SigV4Scope {
  region: string;
  service: string;
  credentials: SigV4Credentials;
  date: Date;
}

/** The signature and the intermediate texts (useful when a server disagrees). */
export interface SignedRequest {
  /** The headers to send: the given ones plus host, x-amz-date and authorization. */
  headers: Record<string, string>;
  authorization: string;
  signature: string;
  signedHeaders: string;
  canonicalRequest: string;
  stringToSign: string;
}

/** Hex SHA-256 of the empty body. */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** Hex SHA-256 of `data`. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** `20130524T000000Z`. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is %XX (upper case). */
export function uriEncode(text: string, keepSlash = false): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(ch) || (keepSlash && ch === '/')) out += ch;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The canonical URI of S3: the path as given, each segment encoded once. */
function canonicalPath(url: URL): string {
  const decoded = decodeURIComponent(url.pathname);
  return uriEncode(decoded === '' ? '/' : decoded, true);
}

function canonicalQuery(url: URL): string {
  // A bare "?lifecycle" is the parameter "lifecycle" with an empty value.
  const pairs = [...url.searchParams.entries()].map(([k, v]) => [uriEncode(k), uriEncode(v)] as const);
  pairs.sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

/** The signing key for a day, region and service. */
export function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  const kDate = hmac(`AWS4${secretAccessKey}`, day);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, 'aws4_request');
}

/**
 * Signs `request` with SigV4 (header authentication). Adds `host` (from the URL), `x-amz-date`
 * and, with a session token, `x-amz-security-token`; every header given is signed.
 */
export function signV4(request: SigV4Request, scope: SigV4Scope): SignedRequest {
  const url = typeof request.url === 'string' ? new URL(request.url) : request.url;
  const stamp = amzDate(scope.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  headers.host ??= url.host;
  headers['x-amz-date'] ??= stamp;
  if (scope.credentials.sessionToken) headers['x-amz-security-token'] ??= scope.credentials.sessionToken;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names
    .map((n) => `${n}:${(headers[n] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(url),
    canonicalQuery(url),
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, credentialScope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac(
    'sha256',
    signingKey(scope.credentials.secretAccessKey, day, scope.region, scope.service),
  )
    .update(stringToSign, 'utf8')
    .digest('hex');
  const authorization = `AWS4-HMAC-SHA256 Credential=${scope.credentials.accessKeyId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return {
    headers: { ...headers, authorization },
    authorization,
    signature,
    signedHeaders,
    canonicalRequest,
    stringToSign,
  };
}
