/** One page of a paginated list answer (§7: `results` and `next`). */
export interface OptionPage<T> {
  results: T[];
  next: string | null;
}

/** Fetches one page by URL; may reject on any failure. */
export type OptionPageFetcher<T> = (url: string) => Promise<OptionPage<T>>;

/** Refusal to follow a server's pages any further; caught by {@link loadAllPages}. */
export class PaginationError extends Error {
  override name = 'PaginationError';
}

// A list longer than this many pages means the server keeps inventing `next` links.
const MAX_PAGES = 1000;

function checkedPage<T>(page: unknown, url: string): OptionPage<T> {
  const record = page !== null && typeof page === 'object' ? (page as Record<string, unknown>) : null;
  const results = record?.results;
  const next = record?.next;
  if (!Array.isArray(results)) throw new PaginationError(`page ${url} has no results list`);
  if (next !== null && next !== undefined && typeof next !== 'string') {
    throw new PaginationError(`page ${url} has a next link that is not text`);
  }
  return { results: results as T[], next: next ?? null };
}

/**
 * §7 option-list loading: fetches `firstUrl`, follows `next` until it is empty or null, and
 * concatenates the `results`. On any failure (rejected fetch, malformed page, a `next` link
 * seen before, an endless chain) it yields an empty list, never a partial one, so a select
 * never offers half a catalogue.
 */
export async function loadAllPages<T>(fetchPage: OptionPageFetcher<T>, firstUrl: string): Promise<T[]> {
  try {
    const all: T[] = [];
    const seen = new Set<string>();
    let url: string | null = firstUrl;
    while (url) {
      if (seen.has(url)) throw new PaginationError(`next link ${url} loops back`);
      if (seen.size >= MAX_PAGES) throw new PaginationError(`more than ${MAX_PAGES} pages`);
      seen.add(url);
      const page: OptionPage<T> = checkedPage<T>(await fetchPage(url), url);
      all.push(...page.results);
      url = page.next;
    }
    return all;
  } catch {
    return [];
  }
}

/** What an API client call resolves to, as far as paging needs it (core's `ApiResult` fits). */
export type ApiResultLike = { ok: true; data: unknown } | { ok: false };

/**
 * Adapts a client's `get` (which resolves to a result instead of rejecting) into an
 * {@link OptionPageFetcher}: a failed result becomes a rejection, so the list comes out empty.
 * Usage: `pageFetcherFromApi((url) => client.get(url))`.
 */
export function pageFetcherFromApi(get: (url: string) => Promise<ApiResultLike>): OptionPageFetcher<unknown> {
  return async (url) => {
    const result = await get(url);
    if (!result.ok) throw new PaginationError(`GET ${url} failed`);
    return result.data as OptionPage<unknown>;
  };
}
