import type { ApiClient, ApiResult } from '@sfc/core';
import type { PersonFields, ProfileUser } from './types.js';

/** `PUT /profile/{id}/`: replaces the person data of the signed-in user's account; answers the user. */
export function updateProfile(
  api: ApiClient,
  userId: number | string,
  person: Record<keyof PersonFields, string>,
): Promise<ApiResult<ProfileUser>> {
  return api.put<ProfileUser>(`/profile/${encodeURIComponent(String(userId))}/`, person);
}
