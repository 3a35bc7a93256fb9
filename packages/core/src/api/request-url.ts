/** A query-string value; `null`/`undefined` are left out, arrays repeat the key. */
export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/** Query parameters appended to a request URL, in insertion order. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

const ABSOLUTE_URL = /^https?:\/\//i;

/** Whether `url` already names scheme and host. */
export function isAbsoluteUrl(url: string): boolean {
  return ABSOLUTE_URL.test(url);
}

function joinPath(base: string, path: string): string {
  if (!path) return base;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function appendQuery(url: string, query: QueryParams | undefined): string {
  if (!query) return url;
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const values: ReadonlyArray<string | number | boolean> = Array.isArray(value) ? value : [value];
    for (const item of values) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  }
  if (pairs.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

/** `baseURL` split into the origin it names (empty for a relative base) and its path. */
function splitBase(baseURL: string): { origin: string; path: string } {
  const base = baseURL.replace(/\/+$/, '');
  const match = /^(https?:\/\/[^/]+)(\/.*)?$/i.exec(base);
  return match ? { origin: match[1]!, path: match[2] ?? '' } : { origin: '', path: base };
}

/**
 * Whether `path` is a link the server gave that already names the API base's path
 * (`/api/country/?page=2`, a `next` link of a server without a configured public URL): no
 * endpoint path starts with the base's path again.
 */
function underBase(basePath: string, path: string): boolean {
  return basePath.startsWith('/') && path.startsWith(`${basePath}/`);
}

/**
 * The absolute URL a request goes to, which is also what a GET/DELETE signs (entity-api
 * "Transport"): built here, once, so the signed text and the requested URL cannot differ.
 * An absolute `path` (a `next` link of a paginated answer) is used exactly as given, and so is a
 * link that already starts with the base path (a relative `next` link), on the client's origin.
 */
export function resolveRequestUrl(
  origin: string,
  baseURL: string,
  path: string,
  query?: QueryParams,
): string {
  const base = splitBase(baseURL);
  // A relative `next` link is on the API's origin: the base's when it names one, else the portal's.
  const joined = isAbsoluteUrl(path)
    ? path
    : underBase(base.path, path)
      ? `${base.origin}${path}`
      : joinPath(baseURL, path);
  const absolute = isAbsoluteUrl(joined)
    ? joined
    : `${origin.replace(/\/+$/, '')}${joined.startsWith('/') ? '' : '/'}${joined}`;
  return appendQuery(absolute, query);
}
