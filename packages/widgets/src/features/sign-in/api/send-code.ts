import type { ApiClient, ApiResult } from '@sfc/core';
import { PRE_SESSION } from './types.js';

/** Where each code-based second factor sends and checks its code. */
export const CODE_PATHS = { mail: '/mfa-otp/', sms: '/smsotp/' } as const;

/** The answer to asking for a code (packages/server/docs/sign-in.md). */
export interface CodeSendAnswer {
  detail?: string;
  /** Whether a message went out now (false: the valid code was sent moments ago). */
  sent?: boolean;
  /** Seconds the code stays valid. */
  expires_in?: number;
  /** Seconds before asking again sends a message. */
  resend_after?: number;
}

/**
 * `POST /mfa-otp/` or `POST /smsotp/ {user_id}`: sends a 6-digit code by mail or SMS, or the
 * still-valid one again.
 */
export function sendSignInCode(
  api: ApiClient,
  channel: keyof typeof CODE_PATHS,
  userId: number,
): Promise<ApiResult<CodeSendAnswer>> {
  return api.post(CODE_PATHS[channel], { user_id: userId }, PRE_SESSION);
}
