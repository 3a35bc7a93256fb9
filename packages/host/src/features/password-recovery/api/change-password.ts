import type { ApiClient, ApiResult } from '@sfc/core';

/** `POST /password/change/ {email, code, password}`: sets the new password with the mailed code. */
export function changePassword(
  api: ApiClient,
  payload: { email: string; code: string; password: string },
): Promise<ApiResult<{ detail?: string }>> {
  return api.post('/password/change/', payload, { auth: false, refreshOnExpiry: false });
}
