import { resetElementServices } from '../../services/element-services.js';

/** One request an element made, as the fixture API saw it. */
export interface FixtureCall {
  method: string;
  /** Path and query, e.g. `/api/alerts/new_alerts/?page_size=7`. */
  url: string;
  headers: Headers;
  /** Parsed JSON, a FormData, or null. */
  body: unknown;
}

/** What a route answers: a status (default 200) and a JSON body. */
export interface FixtureReply {
  status?: number;
  body?: unknown;
  /** Milliseconds before answering (to observe loading states and request piling). */
  delayMs?: number;
}

/** `'GET /api/alerts/new_alerts/'` (path without query) → the answer, or a function of the call. */
export type FixtureRoutes = Record<string, FixtureReply | ((call: FixtureCall) => FixtureReply)>;

/** The fixture's signing key, served as `/config.json` unless a test overrides that route. */
export const FIXTURE_SIGNING_SECRET = 'fixture-signing-secret';

/**
 * Browser tests of the elements that call the API (alerts bell, report viewer, complaint form and
 * tracking): answers `fetch` calls to this page's origin from `routes` and records them, so a test
 * checks what the element sends (signature header, token, body) and shows. The element's real
 * client, store and signing run unchanged; only the network answer is canned. Behaviour against
 * the real server is covered by the end-to-end suite. Unknown routes answer 404 `{detail}`.
 * Call `restore()` in `afterEach`.
 */
export function installFixtureApi(routes: FixtureRoutes): { calls: FixtureCall[]; restore: () => void } {
  const original = window.fetch;
  const calls: FixtureCall[] = [];
  resetElementServices();
  const all: FixtureRoutes = {
    'GET /config.json': { body: { signingSecret: FIXTURE_SIGNING_SECRET, apiBase: '/api', version: 'test' } },
    ...routes,
  };
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== window.location.origin) return original(input, init);
    const type = request.headers.get('content-type') ?? '';
    let body: unknown = null;
    if (type.includes('application/json')) body = await request.json();
    else if (type.includes('multipart/form-data')) body = await request.formData();
    const call: FixtureCall = {
      method: request.method,
      url: url.pathname + url.search,
      headers: request.headers,
      body,
    };
    calls.push(call);
    const route = all[`${request.method} ${url.pathname}`];
    const reply: FixtureReply =
      route === undefined
        ? { status: 404, body: { detail: 'No encontrado.' } }
        : typeof route === 'function'
          ? route(call)
          : route;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    calls,
    restore: () => {
      window.fetch = original;
      resetElementServices();
    },
  };
}

/**
 * The text of a resumable upload an element sent to the test server's tus endpoint (see
 * web-test-runner.config.mjs), read with XMLHttpRequest as tus-js-client sends it: the fetch
 * fixture above leaves it alone.
 */
export function uploadedText(id: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', `/api/uploads/${encodeURIComponent(id)}`);
    xhr.onload = () =>
      xhr.status === 200 ? resolve(xhr.responseText) : reject(new Error(`upload ${id}: ${xhr.status}`));
    xhr.onerror = () => reject(new Error(`upload ${id}: no answer`));
    xhr.send();
  });
}
