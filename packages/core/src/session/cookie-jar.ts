import { parseCookie } from 'cookie';

/** Where the session writes its token cookies (`acc`, `ref`). Injected so core never touches `document`. */
export interface CookieJar {
  /** Sets `name=value` for `maxAgeSeconds` seconds. */
  set(name: string, value: string, maxAgeSeconds: number): void;
  /** The cookie's value, or `null` when there is none (or it expired). */
  get(name: string): string | null;
  /** Deletes the cookie. */
  remove(name: string): void;
}

/** The subset of `document` a browser cookie jar needs. */
export interface CookieDocumentLike {
  cookie: string;
  location?: { protocol: string } | null;
}

/** Options of {@link browserCookieJar}. */
export interface BrowserCookieJarOptions {
  /** Cookie path; `/` so every route of the portal sees the tokens. */
  path?: string;
  /** Adds `Secure`; defaults to whether the document was served over https. */
  secure?: boolean;
}

/**
 * A {@link CookieJar} over `document.cookie`; call it in the browser with `document`.
 * Cookies are `SameSite=Strict` because they hold bearer tokens and nothing cross-site needs them.
 */
export function browserCookieJar(doc: CookieDocumentLike, options: BrowserCookieJarOptions = {}): CookieJar {
  const path = options.path ?? '/';
  const secure = options.secure ?? doc.location?.protocol === 'https:';
  const attributes = (maxAge: number) =>
    `; Max-Age=${maxAge}; Path=${path}; SameSite=Strict${secure ? '; Secure' : ''}`;
  return {
    set(name, value, maxAgeSeconds) {
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${attributes(maxAgeSeconds)}`;
    },
    get(name) {
      const value = parseCookie(doc.cookie)[name];
      return value ? value : null;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=${attributes(0)}`;
    },
  };
}

/** One cookie held by {@link memoryCookieJar}. */
export interface MemoryCookie {
  value: string;
  maxAgeSeconds: number;
}

/** A {@link CookieJar} kept in a `Map`, for Node and tests; `cookies` shows what a browser would hold. */
export function memoryCookieJar(): CookieJar & { readonly cookies: ReadonlyMap<string, MemoryCookie> } {
  const cookies = new Map<string, MemoryCookie>();
  return {
    cookies,
    set(name, value, maxAgeSeconds) {
      cookies.set(name, { value, maxAgeSeconds });
    },
    get(name) {
      return cookies.get(name)?.value ?? null;
    },
    remove(name) {
      cookies.delete(name);
    },
  };
}
