import type { VersionPayload } from './version-poller.js';

/** Where the deployed build publishes its version (portal-spec §4). */
export const VERSION_FILE_PATH = '/vers.json';

/** The part of a fetch `Response` the version fetcher reads. */
export interface VersionFetchResponse {
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<unknown>;
}

/** A `fetch`-compatible function; the global `fetch` fits. */
export type VersionFetch = (url: string, init: { cache: 'no-store' }) => Promise<VersionFetchResponse>;

/** The version file could not be read or did not hold a version. */
export class VersionFetchError extends Error {
  override name = 'VersionFetchError';
}

/**
 * Builds the `fetchVersion` of the version poller: GETs the version file bypassing the HTTP cache
 * (a cached copy would hide the new deployment) and returns the version it holds, either a JSON
 * string or `{ "version": "..." }`. Throws {@link VersionFetchError} on a non-2xx status or another
 * shape.
 */
export function createVersionFileFetcher(
  fetchImpl: VersionFetch,
  url: string = VERSION_FILE_PATH,
): () => Promise<VersionPayload> {
  return async () => {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) throw new VersionFetchError(`${url} answered ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body === 'string') return body;
    if (
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { version?: unknown }).version === 'string'
    ) {
      return { version: (body as { version: string }).version };
    }
    throw new VersionFetchError(`${url} holds no version`);
  };
}
