import type { ApiClient, ApiResult } from '@sfc/core';

/** `POST /confirmcode/code/ {email, code}`: activates the account registered with `email`. */
export function confirmAccount(
  api: ApiClient,
  email: string,
  code: string,
): Promise<ApiResult<{ detail?: string }>> {
  return api.post('/confirmcode/code/', { email, code }, { auth: false, refreshOnExpiry: false });
}
