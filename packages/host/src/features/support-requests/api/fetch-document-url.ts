import type { ApiClient } from '@sfc/core';
import { ApiCallError } from '../../../lib/server-state/index.js';

/** `GET /storage-consult/url/?id_storage=`: an expiring URL of a request's attachment. */
export async function fetchDocumentUrl(api: ApiClient, idStorage: number): Promise<string> {
  const result = await api.get<{ url?: string }>('/storage-consult/url/', {
    query: { id_storage: idStorage },
  });
  if (!result.ok) throw new ApiCallError(result);
  if (!result.data.url) throw new Error('no url');
  return result.data.url;
}
