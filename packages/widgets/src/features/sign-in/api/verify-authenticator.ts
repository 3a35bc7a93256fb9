import type { ApiClient, ApiResult } from '@sfc/core';
import { PRE_SESSION, type SignedIn } from './types.js';

/** `POST /qrmfa-auth/ {user_id, otp}`: signs in with the authenticator app's code. */
export function verifyAuthenticatorCode(
  api: ApiClient,
  userId: number,
  otp: string,
): Promise<ApiResult<SignedIn>> {
  return api.post<SignedIn>('/qrmfa-auth/', { user_id: userId, otp }, PRE_SESSION);
}
