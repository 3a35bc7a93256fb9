import { normalizePath, PATHS } from './paths.js';

/** Query parameter of `/login` naming the page to open after signing in (`/login?next=/customer/…`). */
export const RETURN_PARAM = 'next';

/** The WHATWG URL parser of every browser and of Node (core's compiler settings include neither's types). */
declare const URL: new (
  input: string,
  base: string,
) => { origin: string; pathname: string; search: string; hash: string };

/** Any origin serves to resolve against: only whether the result stays on it matters. */
const PROBE_ORIGIN = 'https://portal.invalid';

/**
 * The page `value` names when it is a path on this portal (with its query and hash), else `null`.
 * Resolved with the WHATWG URL parser, as the browser will: absolute URLs, protocol-relative
 * `//host`, `/\host`, control characters and anything else that lands on another origin are
 * refused (no open redirect), and so are `/login` and `/logout`, which would loop.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2048) return null;
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const page = normalizePath(url.pathname);
  if (page === PATHS.login || page === PATHS.logout) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login`, carrying `requested` in {@link RETURN_PARAM} when it is a page worth returning to. */
export function loginPathFor(requested: string): string {
  const back = safeReturnPath(requested);
  return back === null || back === PATHS.root
    ? PATHS.login
    : `${PATHS.login}?${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
