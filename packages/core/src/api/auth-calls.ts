import { MESSAGES } from '../messages/messages.js';
import type { SessionTokens } from '../session/session-store.js';
import type { ApiClient } from './api-client.js';
import type { ApiResult } from './api-result.js';
import { AUTH_PATHS } from './headers.js';

/** Login payload (portal-spec §3: login sends username and password). */
export interface LoginCredentials {
  username: string;
  password: string;
}

/** §8: a login/prelogin body containing `error` is a failure even with status 200. */
function rejectErrorBody<T>(result: ApiResult<T>): ApiResult<T> {
  const body = result.ok ? (result.data as unknown) : null;
  if (body !== null && typeof body === 'object' && 'error' in body) {
    return {
      ok: false,
      status: result.status,
      data: body,
      message: MESSAGES.genericError,
      reason: 'rejected',
    };
  }
  return result;
}

/**
 * `POST /login/`. Sent without a bearer token and never refreshed (a stale token must not
 * block signing in). When the answer carries the token pair it is stored in the client's session.
 */
export async function login(
  client: ApiClient,
  credentials: LoginCredentials,
): Promise<ApiResult<SessionTokens>> {
  const result = rejectErrorBody(
    await client.post<SessionTokens>(AUTH_PATHS.login, credentials, { auth: false, refreshOnExpiry: false }),
  );
  if (result.ok && typeof result.data?.access === 'string' && typeof result.data.refresh === 'string') {
    client.store.getState().setTokens({ access: result.data.access, refresh: result.data.refresh });
  }
  return result;
}

/** `POST /preloginuser/`, the step before multi-factor authentication; same `error` rule as login. */
export async function prelogin<T = unknown>(
  client: ApiClient,
  payload: Readonly<Record<string, unknown>>,
): Promise<ApiResult<T>> {
  return rejectErrorBody(
    await client.post<T>(AUTH_PATHS.prelogin, payload, { auth: false, refreshOnExpiry: false }),
  );
}
