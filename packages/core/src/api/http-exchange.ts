/**
 * The one HTTP exchange of the API client, through ofetch on the platform's `fetch` (browsers,
 * Node 18+): ofetch brings the retry and the time-out; signing, the token refresh and the §8
 * mapping stay the client's. Typed structurally because core compiles without DOM types.
 */
import { createFetch, FetchError, type $Fetch, type Fetch, type FetchOptions } from 'ofetch';

/** What is sent. `body` is the canonical JSON text or a `FormData` (left for fetch to encode). */
export interface ExchangeRequest {
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  signal?: unknown;
}

/** How the answer's body is read; `json` gives the text itself when it is not JSON. */
export type ExchangeBodyType = 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';

/** The parts of a fetch `Response` read here. */
interface ResponseLike {
  status: number;
  text(): Promise<string>;
  blob(): Promise<unknown>;
  arrayBuffer(): Promise<unknown>;
}

/** A fetch implementation as the client calls it. */
export type FetchLike = (url: string, init: ExchangeRequest) => Promise<ResponseLike>;

/** What came back: the status and the body read as asked (`undefined` for a status without body). */
export interface ExchangeAnswer {
  status: number;
  data: unknown;
}

// Statuses that never carry a body (fetch would refuse to read one).
const NO_BODY_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/** Drops keys that could reach an object's prototype when the parsed value is used later. */
function withoutPrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') return undefined;
  if (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value)
    return undefined;
  return value;
}

/** The JSON value of `text`, or `text` itself when it is not JSON (an HTML error page, an empty body). */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text, withoutPrototypeKeys);
  } catch {
    return text;
  }
}

/** GET answers worth one more try: a timeout or a gateway hiccup, or no answer at all (ofetch reports that as 500). */
export const RETRY_STATUSES: readonly number[] = [408, 500, 502, 504];
/** How long a call without files may take before it is abandoned (uploads of up to 30 MB have no limit). */
export const EXCHANGE_TIMEOUT_MS = 30_000;
const RETRY_DELAY_MS = 300;

const ofetchByFetch = new WeakMap<FetchLike, $Fetch>();
let ofetchOnGlobalFetch: $Fetch | undefined;

/** The ofetch instance sending through `fetchImpl`, or through the global `fetch` looked up per call. */
function ofetchFor(fetchImpl: FetchLike | undefined): $Fetch {
  if (!fetchImpl) {
    const globalFetch = (input: unknown, init: unknown) =>
      (globalThis as unknown as { fetch: (input: unknown, init: unknown) => unknown }).fetch(input, init);
    ofetchOnGlobalFetch ??= createFetch({ fetch: globalFetch as Fetch });
    return ofetchOnGlobalFetch;
  }
  let instance = ofetchByFetch.get(fetchImpl);
  if (!instance) {
    instance = createFetch({ fetch: fetchImpl as unknown as Fetch });
    ofetchByFetch.set(fetchImpl, instance);
  }
  return instance;
}

function isFormData(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && typeof (body as { append?: unknown }).append === 'function'
  );
}

/**
 * Sends one request through ofetch (with `fetchImpl`, or the global `fetch` looked up per call) and
 * reads the whole answer whatever its status. A GET is tried once more after {@link RETRY_STATUSES};
 * nothing else is repeated (a signed POST is sent once). Calls without files give up after
 * {@link EXCHANGE_TIMEOUT_MS}. Rejects only when no answer arrived (network failure, abort, time-out).
 */
export async function httpExchange(
  url: string,
  request: ExchangeRequest,
  bodyType: ExchangeBodyType,
  fetchImpl?: FetchLike,
): Promise<ExchangeAnswer> {
  const options = {
    method: request.method,
    headers: request.headers,
    body: request.body as FetchOptions['body'],
    signal: request.signal as FetchOptions['signal'],
    // The body is read as text and parsed here (see parseJsonText), never guessed from its type.
    responseType: bodyType === 'json' ? ('text' as const) : bodyType,
    retry: request.method === 'GET' ? 1 : 0,
    retryStatusCodes: [...RETRY_STATUSES],
    retryDelay: RETRY_DELAY_MS,
    // A streamed download may take longer than any call: the reader decides when to give up.
    ...(isFormData(request.body) || bodyType === 'stream' ? {} : { timeout: EXCHANGE_TIMEOUT_MS }),
  };
  // The parts of ofetch's response read here (core compiles without DOM types).
  let response: { status: number; _data?: unknown };
  try {
    response = (await ofetchFor(fetchImpl).raw(url, options)) as unknown as typeof response;
  } catch (error) {
    // An answer with an error status is an answer: the client maps it (§8).
    if (!(error instanceof FetchError) || !error.response) throw error;
    response = error.response as unknown as typeof response;
  }
  const { status } = response;
  if (NO_BODY_STATUSES.has(status) || request.method === 'HEAD') return { status, data: undefined };
  const data: unknown = response._data;
  if (bodyType === 'json') return { status, data: parseJsonText(typeof data === 'string' ? data : '') };
  return { status, data: bodyType === 'text' && data === undefined ? '' : data };
}
