import type { ApiClient, ApiResult } from '@sfc/core';

/** `PUT /updatephone/ {phone}`: registers a (new) mobile number, unvalidated, and texts it a code. */
export function updatePhone(api: ApiClient, phone: string): Promise<ApiResult<{ detail?: string }>> {
  return api.put('/updatephone/', { phone });
}
