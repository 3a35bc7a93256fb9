import type { ApiClient, ApiResult } from '@sfc/core';
import type { ProfileUser } from './types.js';

/** `GET /user/{id}/`: the signed-in user's own account. */
export function getUser(api: ApiClient, userId: number | string): Promise<ApiResult<ProfileUser>> {
  return api.get<ProfileUser>(`/user/${encodeURIComponent(String(userId))}/`);
}
