import type { ApiClient, ApiResult } from '@sfc/core';

/**
 * `POST logout/ {username}`: the server revokes the user's refresh tokens. Never refreshed: an
 * expired session (the idle time-out) is closed locally whatever the server answers.
 */
export function requestLogout(api: ApiClient, username: string): Promise<ApiResult<{ detail?: string }>> {
  return api.post('/logout/', { username }, { refreshOnExpiry: false });
}
