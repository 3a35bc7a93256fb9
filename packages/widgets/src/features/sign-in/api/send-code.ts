import type { ApiClient, ApiResult } from '@sfc/core';
import { PRE_SESSION } from './types.js';

/** Where each code-based second factor sends and checks its code. */
export const CODE_PATHS = { mail: '/mfa-otp/', sms: '/smsotp/' } as const;

/** `POST /mfa-otp/` or `POST /smsotp/ {user_id}`: sends a 6-digit code by mail or SMS. */
export function sendSignInCode(
  api: ApiClient,
  channel: keyof typeof CODE_PATHS,
  userId: number,
): Promise<ApiResult<{ detail?: string }>> {
  return api.post(CODE_PATHS[channel], { user_id: userId }, PRE_SESSION);
}
