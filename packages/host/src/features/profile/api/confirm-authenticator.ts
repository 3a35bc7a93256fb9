import type { ApiClient, ApiResult } from '@sfc/core';

/** `POST /qrmfa-confirm/ {otp}`: activates the pending authenticator with its first code. */
export function confirmAuthenticator(api: ApiClient, otp: string): Promise<ApiResult<{ detail?: string }>> {
  return api.post('/qrmfa-confirm/', { otp });
}
