import { PATHS } from '../navigation/paths.js';

/**
 * Header names the portal's clients send (portal-spec §7).
 *
 * - `origin`: browsers forbid scripts from setting `Origin`, so the portal's origin travels in
 *   `X-Origin`; the server reads it from there.
 * - `signatureInvalidate`: sent as `true` by {@link createGetClientWithInvalidate} on GET calls
 *   whose URL the server should not hold against the signature (the server decides what it allows).
 */
export const HEADER_NAMES = {
  origin: 'X-Origin',
  signature: 'X-SFC-Signature',
  signatureInvalidate: 'X-SFC-Signature-Invalidate',
  authorization: 'Authorization',
} as const;

/** Paths (under the API base) of the calls the client itself makes or wraps. */
export const AUTH_PATHS = {
  login: '/login/',
  prelogin: '/preloginuser/',
  tokenRefresh: '/token/refresh/',
} as const;

/** Where the client sends the user: sign-in after a lost session, maintenance page on 503. */
export const API_NAVIGATION = {
  login: PATHS.login,
  unavailable: PATHS.maintenance,
} as const;
