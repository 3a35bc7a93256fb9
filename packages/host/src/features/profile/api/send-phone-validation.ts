import type { ApiClient, ApiResult } from '@sfc/core';

/** `POST /validationphone/ {}`: texts a validation code to the number already registered (e.g. at signup). */
export function sendPhoneValidation(
  api: ApiClient,
): Promise<ApiResult<{ detail?: string; phone?: string | null }>> {
  return api.post('/validationphone/', {});
}
