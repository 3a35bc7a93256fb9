import { API_ERROR_TEXTS, MESSAGES, TOKEN_EXPIRED_MESSAGES } from '../messages/messages.js';

/** Why a call failed, so callers can branch without comparing Spanish texts. */
export type ApiFailureReason =
  | 'internal-error'
  | 'rejected'
  | 'unauthorized'
  | 'session-expired'
  | 'unavailable'
  | 'invalid-response'
  | 'network-error';

/** A successful call (200, 201 or 202). */
export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

/** A failed call: `message` is the user-facing text from the catalogue, `data` the server's body when useful. */
export interface ApiFailure {
  ok: false;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  data?: unknown;
  message: string;
  reason: ApiFailureReason;
}

/** What every client call resolves to; calls never reject for HTTP or network errors. */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

const SUCCESS_STATUSES: ReadonlySet<number> = new Set([200, 201, 202]);
const REJECTED_STATUSES: ReadonlySet<number> = new Set([400, 404]);

/**
 * Portal-spec §8 response mapping: 500 is an internal error; 400 and 404 fail carrying the
 * body; 200, 201 and 202 succeed; anything else is an invalid server response.
 */
export function mapResponse<T>(status: number, data: unknown): ApiResult<T> {
  if (SUCCESS_STATUSES.has(status)) return { ok: true, status, data: data as T };
  if (status === 500)
    return { ok: false, status, message: MESSAGES.internalServerError, reason: 'internal-error' };
  if (REJECTED_STATUSES.has(status))
    return { ok: false, status, data, message: MESSAGES.genericError, reason: 'rejected' };
  return {
    ok: false,
    status,
    data,
    message: MESSAGES.invalidServerResponse,
    reason: status === 401 ? 'unauthorized' : 'invalid-response',
  };
}

/** The failure of a call that never got an answer (DNS, refused connection, CORS, abort). */
export function networkFailure(error: unknown): ApiFailure {
  return {
    ok: false,
    status: 0,
    data: error,
    message: MESSAGES.invalidServerResponse,
    reason: 'network-error',
  };
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Strings in a field that is a string, or a list of strings or of `{ message }` objects. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const message = asRecord(item)?.['message'];
    return typeof message === 'string' ? [message] : [];
  });
}

const EXPIRY_TEXTS: ReadonlySet<string> = new Set(TOKEN_EXPIRED_MESSAGES);

/**
 * Whether a 401 body says the token expired (§8). The texts appear in `detail`, `message`
 * (a string, or simplejwt's list of `{ message }`), `messages` or `code`, depending on server version.
 */
export function isTokenExpiredBody(body: unknown): boolean {
  const record = asRecord(body);
  if (!record) return false;
  return ['detail', 'message', 'messages', 'code'].some((field) =>
    textsOf(record[field]).some((text) => EXPIRY_TEXTS.has(text.trim())),
  );
}

/** The server's own message in a body (`message`, then `detail`), else `fallback`. */
export function serverMessage(body: unknown, fallback: string = API_ERROR_TEXTS.unavailable): string {
  const record = asRecord(body);
  if (!record) return fallback;
  for (const field of ['message', 'detail']) {
    const [text] = textsOf(record[field]);
    if (text) return text;
  }
  return fallback;
}
