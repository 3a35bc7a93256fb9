import type { ApiClient, ApiResult } from '@sfc/core';

/** `PUT /confirmationphone/ {code}`: validates the mobile number with the texted code. */
export function confirmPhone(api: ApiClient, code: string): Promise<ApiResult<{ detail?: string }>> {
  return api.put('/confirmationphone/', { code });
}
