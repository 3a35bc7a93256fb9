import type { ApiClient, ApiResult } from '@sfc/core';

/** `POST /password/reset/ {email, captcha}`: mails a reset code (same answer for any e-mail). */
export function requestPasswordReset(
  api: ApiClient,
  email: string,
  captcha: string,
): Promise<ApiResult<{ detail?: string }>> {
  return api.post('/password/reset/', { email, captcha }, { auth: false, refreshOnExpiry: false });
}
