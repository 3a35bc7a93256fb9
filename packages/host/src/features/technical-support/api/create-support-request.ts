import type { ApiClient, ApiResult } from '@sfc/core';

/** What `POST /technical-support/` answers on success (201). */
export interface SupportRequestCreated {
  id: number;
  detail?: string;
}

/**
 * `POST /technical-support/` (multipart): `name`, `email`, `phone`, `identification`,
 * `problem_type`, `description`, `captcha` and the optional `document_file`. Public; a signed-in
 * user's token is sent so the request is linked to the account.
 */
export function createSupportRequest(
  api: ApiClient,
  fields: ReadonlyArray<readonly [string, string]>,
  document: File | null,
): Promise<ApiResult<SupportRequestCreated>> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  if (document) body.append('document_file', document, document.name);
  return api.post<SupportRequestCreated>('/technical-support/', body);
}
