import type { ApiClient, ApiResult } from '@sfc/core';

/** `POST /password/code/resend/ {email}`: mails another reset code. */
export function resendResetCode(api: ApiClient, email: string): Promise<ApiResult<{ detail?: string }>> {
  return api.post('/password/code/resend/', { email }, { auth: false, refreshOnExpiry: false });
}
