/**
 * The one HTTP exchange of the API client, on the platform's `fetch` (browsers, Node 18+). Typed
 * structurally because core compiles without DOM types. It sends what it is given and reads the
 * answer; signing, retries and the §8 mapping are the client's.
 */

/** What is sent. `body` is the canonical JSON text or a `FormData` (left for fetch to encode). */
export interface ExchangeRequest {
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  signal?: unknown;
}

/** How the answer's body is read; `json` gives the text itself when it is not JSON. */
export type ExchangeBodyType = 'json' | 'text' | 'blob' | 'arrayBuffer';

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

/**
 * Sends one request with `fetchImpl` (the global `fetch`, looked up per call, when omitted) and
 * reads the whole answer whatever its status. Rejects only when no answer arrived (network
 * failure, abort), as fetch does.
 */
export async function httpExchange(
  url: string,
  request: ExchangeRequest,
  bodyType: ExchangeBodyType,
  fetchImpl?: FetchLike,
): Promise<ExchangeAnswer> {
  const send = fetchImpl ?? (globalThis as unknown as { fetch: FetchLike }).fetch;
  const response = await send(url, request);
  const { status } = response;
  if (NO_BODY_STATUSES.has(status) || request.method === 'HEAD') return { status, data: undefined };
  if (bodyType === 'json') return { status, data: parseJsonText(await response.text()) };
  return { status, data: await response[bodyType]() };
}
