import type { ApiClient, ApiResult } from '@sfc/core';

/** What `POST /user/` answers on success (201). */
export interface CreatedUser {
  id: number;
  email: string;
  is_active: boolean;
  detail?: string;
}

/**
 * `POST /user/` (multipart): the registration. `fields` go first, in the order given (the
 * signature covers the text fields in the order sent), then the files as `file-0`, `file-1`…
 */
export function createUser(
  api: ApiClient,
  fields: ReadonlyArray<readonly [string, string]>,
  files: readonly File[],
): Promise<ApiResult<CreatedUser>> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  files.forEach((file, index) => body.append(`file-${index}`, file, file.name));
  return api.post<CreatedUser>('/user/', body, { auth: false, refreshOnExpiry: false });
}
