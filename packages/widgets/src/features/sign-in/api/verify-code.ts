import type { ApiClient, ApiResult } from '@sfc/core';
import { CODE_PATHS } from './send-code.js';
import { PRE_SESSION, type SignedIn } from './types.js';

/** `GET /mfa-otp/?otp&user_id` or `GET /smsotp/?otp&user_id`: checks the code, answers the tokens. */
export function verifySignInCode(
  api: ApiClient,
  channel: keyof typeof CODE_PATHS,
  userId: number,
  otp: string,
): Promise<ApiResult<SignedIn>> {
  return api.get<SignedIn>(CODE_PATHS[channel], { ...PRE_SESSION, query: { otp, user_id: userId } });
}
