import type { ApiClient, ApiResult } from '@sfc/core';

/** `POST /confirmcode/resend/ {email}`: mails a new confirmation code (same answer for any e-mail). */
export function resendConfirmation(api: ApiClient, email: string): Promise<ApiResult<{ detail?: string }>> {
  return api.post('/confirmcode/resend/', { email }, { auth: false, refreshOnExpiry: false });
}
