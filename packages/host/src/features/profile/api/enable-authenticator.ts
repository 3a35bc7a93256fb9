import type { ApiClient, ApiResult } from '@sfc/core';

/** `POST /qrmfa-enable/ {enable}`: turns signing in with the authenticator on or off. */
export function enableAuthenticator(
  api: ApiClient,
  enable: boolean,
): Promise<ApiResult<{ detail?: string; enabled?: boolean }>> {
  return api.post('/qrmfa-enable/', { enable });
}
