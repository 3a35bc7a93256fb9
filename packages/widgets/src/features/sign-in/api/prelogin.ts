import { prelogin, type ApiClient, type ApiResult } from '@sfc/core';
import type { PreloginAnswer } from './types.js';

/** `POST /preloginuser/ {username, password}`: step 1 of signing in (no tokens yet). */
export function requestPrelogin(
  api: ApiClient,
  credentials: { username: string; password: string },
): Promise<ApiResult<PreloginAnswer>> {
  return prelogin<PreloginAnswer>(api, credentials);
}
