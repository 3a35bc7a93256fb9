import type { Fetch } from 'ofetch';
import { canonicalJson, hmacSha256Hex, valuePayloadFor } from '../signing/index.js';
import { selectUserId, type SessionStore, type SessionTokens } from '../session/session-store.js';
import {
  isTokenExpiredBody,
  mapResponse,
  networkFailure,
  serverMessage,
  type ApiResult,
} from './api-result.js';
import { formDataForWire, formDataSignedFields, isFormDataLike, type FormDataLike } from './form-data.js';
import { formHasFiles } from './resumable-uploads.js';
import { UPLOAD_REFUSAL_TEXTS } from '../messages/upload-refusal-texts.js';
import { API_NAVIGATION, AUTH_PATHS, HEADER_NAMES } from './headers.js';
import { httpExchange, type FetchLike } from './http-exchange.js';
import { resolveRequestUrl, type QueryParams } from './request-url.js';
import { sharedRefresh } from './token-refresh.js';

/** HTTP methods the portal uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a response body is read; `json` falls back to text when the body is not JSON; `stream` hands over the body's ReadableStream (long downloads read with progress). */
export type ApiResponseType = 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';

/** Per-call options. */
export interface ApiRequestOptions {
  query?: QueryParams;
  headers?: Readonly<Record<string, string>>;
  responseType?: ApiResponseType;
  /** Forwarded to fetch to cancel the call. */
  signal?: unknown;
  /** Send `Authorization: Bearer` when there is an access token (default true; login and refresh send none). */
  auth?: boolean;
  /** Refresh and retry once on a token-expired 401 (default true). */
  refreshOnExpiry?: boolean;
  /**
   * Send a multipart body's files first as resumable uploads (tus, `/api/uploads/`), then the
   * form with each file's upload id in its place: for the portal's attachment fields, whose
   * routes take upload ids. Progress is in {@link uploadProgressStore}.
   */
  resumableUploads?: boolean;
}

/** Options of {@link ApiClient.request}: a call's options plus its body. */
export interface ApiRequestInit extends ApiRequestOptions {
  /** JSON-serialisable value or `FormData`. */
  body?: unknown;
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** API base, relative to `origin` or absolute; default `/api`. */
  baseURL?: string;
  /** The portal's origin (`https://host`): sent in {@link HEADER_NAMES.origin} and used to make URLs absolute. */
  origin: string;
  /** The portal's signing secret for `X-SFC-Signature`. */
  signingSecret: string;
  store: SessionStore;
  /** Router navigation (injected: core never touches `location`). */
  navigate: (path: string, state?: unknown) => void;
  /** A fetch implementation; defaults to the global one, looked up per call. */
  fetch?: Fetch;
  /**
   * The HMAC-SHA256 that signs calls (uppercase hex): @noble/hashes' `hmacSha256Hex` by default;
   * the portal passes `hmacSha256HexAsync` (WebCrypto, ADR 0061).
   */
  hmac?: Hmac;
}

/** An HMAC-SHA256 as signatures travel (uppercase hex), computed at once or later. */
export type Hmac = (secret: string, message: string) => string | Promise<string>;

/** Options of {@link createUnsignedClient}. */
export interface UnsignedClientOptions extends Omit<ApiClientOptions, 'signingSecret'> {
  /** Used only for the token refresh, which the server always verifies (§7: "the refresh call signs its payload"). */
  signingSecret?: string;
}

/** A client bound to one session store. Calls resolve to an {@link ApiResult}; they do not throw. */
export interface ApiClient {
  readonly store: SessionStore;
  get<T = unknown>(path: string, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  patch<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  delete<T = unknown>(path: string, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  request<T = unknown>(method: HttpMethod, path: string, init?: ApiRequestInit): Promise<ApiResult<T>>;
}

/** The GET-only client of {@link createGetClientWithInvalidate}. */
export interface GetClient {
  readonly store: SessionStore;
  get<T = unknown>(path: string, options?: ApiRequestOptions): Promise<ApiResult<T>>;
}

interface ClientConfig {
  baseURL: string;
  origin: string;
  store: SessionStore;
  navigate: (path: string, state?: unknown) => void;
  fetch: Fetch | undefined;
  /** Secret for ordinary calls; `null` sends them unsigned. */
  callSecret: string | null;
  /** Secret for the refresh call. */
  refreshSecret: string | null;
  /** Extra headers on GET calls. */
  getHeaders: Readonly<Record<string, string>>;
  hmac: Hmac | undefined;
}

/** What came back from one HTTP exchange, before §8 mapping. */
type Exchange =
  { kind: 'response'; status: number; data: unknown } | { kind: 'network-error'; error: unknown };

const PAYLOAD_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH']);

function isTokenPair(data: unknown): data is SessionTokens {
  const record = data as Partial<Record<keyof SessionTokens, unknown>> | null;
  return typeof record?.access === 'string' && record.access !== '' && typeof record.refresh === 'string';
}

function buildClient(config: ClientConfig): ApiClient {
  const { store, navigate } = config;
  // Only the type of the option is ofetch's (the public API); the exchange is plain fetch.
  const fetchImpl = config.fetch as unknown as FetchLike | undefined;

  /** One HTTP exchange; the URL, body and signature are derived here together so they always agree. */
  async function exchange(
    method: HttpMethod,
    path: string,
    init: ApiRequestInit,
    secret: string | null,
    access: string | null,
  ): Promise<Exchange> {
    const url = resolveRequestUrl(config.origin, config.baseURL, path, init.query);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [HEADER_NAMES.origin]: config.origin,
      ...(method === 'GET' ? config.getHeaders : {}),
      ...init.headers,
    };
    // POST/PUT/PATCH always carry a JSON body (`{}` if none is given) so there is a defined payload to sign.
    let body: unknown = PAYLOAD_METHODS.has(method) ? (init.body ?? {}) : init.body;
    let signedBody: unknown = body;
    if (isFormDataLike(body)) {
      // Text fields travel with CRLF line breaks: send and sign that same form.
      body = formDataForWire(body);
      signedBody = formDataSignedFields(body as FormDataLike);
    } else if (body !== undefined) {
      // Send exactly the text that is signed, so no serialiser difference can break the signature.
      body = canonicalJson(body);
      headers['Content-Type'] = 'application/json; charset=utf-8';
    }
    if (secret !== null)
      headers[HEADER_NAMES.signature] = await (config.hmac ?? hmacSha256Hex)(
        secret,
        valuePayloadFor({ method, url, body: signedBody }),
      );
    if (init.auth !== false && access) headers[HEADER_NAMES.authorization] = `Bearer ${access}`;

    try {
      const { status, data } = await httpExchange(
        url,
        { method, headers, body, signal: init.signal },
        init.responseType ?? 'json',
        fetchImpl,
      );
      return { kind: 'response', status, data };
    } catch (error) {
      return { kind: 'network-error', error };
    }
  }

  /** Exchanges the refresh token for a new pair; on any failure the session ends and the user goes to sign in. */
  async function refreshTokens(): Promise<boolean> {
    // Another tab of this browser already renewed the pair (its rotation retired ours): use its pair.
    if (store.getState().adoptCookieTokens()) return true;
    const { refresh } = store.getState();
    const answer = refresh
      ? await exchange(
          'POST',
          AUTH_PATHS.tokenRefresh,
          { body: { refresh }, auth: false },
          config.refreshSecret,
          null,
        )
      : null;
    if (answer?.kind === 'response' && answer.status === 200 && isTokenPair(answer.data)) {
      store.getState().setTokens({ access: answer.data.access, refresh: answer.data.refresh });
      return true;
    }
    store.getState().logout();
    navigate(API_NAVIGATION.login);
    return false;
  }

  /** §8 mapping plus the 503 rule: the maintenance page gets the server's message. */
  function settle<T>(answer: Exchange): ApiResult<T> {
    if (answer.kind === 'network-error') return networkFailure(answer.error);
    if (answer.status === 503) {
      const message = serverMessage(answer.data);
      navigate(API_NAVIGATION.unavailable, { message });
      return { ok: false, status: 503, data: answer.data, message, reason: 'unavailable' };
    }
    return mapResponse<T>(answer.status, answer.data);
  }

  /** The form with its files uploaded (tus); a refused or failed file answers like a validation error on its field. */
  async function withUploads(form: FormDataLike, signal: unknown): Promise<ApiResult<FormDataLike>> {
    const secret = config.callSecret ?? config.refreshSecret ?? '';
    // The uploader (tus-js-client) loads with the first form that sends files.
    const uploader = await import('./resumable-upload-client.js');
    try {
      const data = await uploader.formWithUploads(form, {
        endpoint: resolveRequestUrl(config.origin, config.baseURL, UPLOADS_PATH),
        signingSecret: secret,
        accessToken: () => store.getState().access,
        refresh: () => sharedRefresh(store, refreshTokens),
        userKey: () => String(selectUserId(store.getState()) ?? ''),
        signal,
      });
      return { ok: true, status: 200, data };
    } catch (error) {
      if (!(error instanceof uploader.UploadError) || error.status === 0) return networkFailure(error);
      const body = { status_code: 400, message: { [error.field]: [error.message] }, detail: error.message };
      return { ok: false, status: 400, data: body, message: error.message, reason: 'rejected' };
    }
  }

  async function request<T = unknown>(
    method: HttpMethod,
    path: string,
    init: ApiRequestInit = {},
  ): Promise<ApiResult<T>> {
    if (init.resumableUploads && isFormDataLike(init.body) && formHasFiles(init.body)) {
      const uploaded = await withUploads(init.body, init.signal);
      if (!uploaded.ok) return uploaded;
      const result = await request<T>(method, path, {
        ...init,
        body: uploaded.data,
        resumableUploads: false,
      });
      // Accepted: the server removed the uploads. Refused because one expired: upload them again next time.
      if (result.ok || JSON.stringify(result.data ?? '').includes(UPLOAD_REFUSAL_TEXTS.uploadUnavailable))
        (await import('./resumable-upload-client.js')).forgetFinishedUploads();
      return result;
    }
    const sentWith = store.getState().access;
    const first = await exchange(method, path, init, config.callSecret, sentWith);
    const expired =
      first.kind === 'response' &&
      first.status === 401 &&
      init.refreshOnExpiry !== false &&
      isTokenExpiredBody(first.data);
    if (!expired) return settle<T>(first);

    const current = store.getState().access;
    // Tokens already replaced since this call left (another call refreshed): just retry with them.
    const refreshed = current && current !== sentWith ? true : await sharedRefresh(store, refreshTokens);
    if (!refreshed) return { ...mapResponse<T>(401, first.data), reason: 'session-expired' } as ApiResult<T>;
    return settle<T>(await exchange(method, path, init, config.callSecret, store.getState().access));
  }

  return {
    store,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

const DEFAULT_BASE_URL = '/api';

/** The tus endpoint of the portal's resumable uploads, under the API base. */
const UPLOADS_PATH = '/uploads/';

/**
 * The portal's API client (portal-spec §7, §8): every call carries {@link HEADER_NAMES.origin},
 * `X-SFC-Signature` (over the full absolute URL for GET/DELETE, over the canonical JSON body
 * otherwise, over the text fields for multipart, line breaks as CRLF like on the wire) and `Authorization: Bearer` when signed in.
 * A token-expired 401 triggers one shared refresh and one retry; a failed refresh logs out and
 * navigates to `/login`; a 503 navigates to `/error/503` with the server's message.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return buildClient({
    baseURL: options.baseURL ?? DEFAULT_BASE_URL,
    origin: options.origin,
    store: options.store,
    navigate: options.navigate,
    fetch: options.fetch,
    callSecret: options.signingSecret,
    refreshSecret: options.signingSecret,
    getHeaders: {},
    hmac: options.hmac,
  });
}

/** The second client of §7: like {@link createApiClient} but its calls carry no signature header. */
export function createUnsignedClient(options: UnsignedClientOptions): ApiClient {
  return buildClient({
    baseURL: options.baseURL ?? DEFAULT_BASE_URL,
    origin: options.origin,
    store: options.store,
    navigate: options.navigate,
    fetch: options.fetch,
    callSecret: null,
    refreshSecret: options.signingSecret ?? null,
    getHeaders: {},
    hmac: options.hmac,
  });
}

/**
 * The GET client of §7 that sets the signature-invalidate header: signed GETs that also send
 * `X-SFC-Signature-Invalidate: true`, asking the server to accept them when it allows so.
 */
export function createGetClientWithInvalidate(options: ApiClientOptions): GetClient {
  const client = buildClient({
    baseURL: options.baseURL ?? DEFAULT_BASE_URL,
    origin: options.origin,
    store: options.store,
    navigate: options.navigate,
    fetch: options.fetch,
    callSecret: options.signingSecret,
    refreshSecret: options.signingSecret,
    getHeaders: { [HEADER_NAMES.signatureInvalidate]: 'true' },
    hmac: options.hmac,
  });
  return { store: client.store, get: client.get };
}
