import type { ApiClient } from '@sfc/core';
import { ApiCallError } from '../../../lib/server-state/index.js';

/** The two kinds of classification (modules 26 and 25). */
export type Kind = 'habeas_data' | 'right_request';

/** `GET /classification/{kind}/` (list), `.../{id}/` (one complaint, PUT to classify). */
export const classificationEndpoint = (kind: Kind) => `/classification/${kind}/`;
export const classificationPath = (kind: Kind, id: number | string) =>
  `${classificationEndpoint(kind)}${encodeURIComponent(String(id))}/`;

/** The deadline under the complaint's regime. */
export interface Deadline {
  regime: string;
  regime_label: string;
  term_days: number;
  due_day: string;
  days_used: number;
  days_left: number;
  status_label: string;
}

/** A complaint of the classification screens. */
export interface ClassifiedComplaint {
  id: number;
  codigo_queja: string;
  consumer_name: string;
  entity: { id: number; name: string };
  state: { id: number; name: string };
  fecha_creacion: string;
  classification: {
    kind: { id: string; name: string };
    subtype: { id: string; name: string };
    claimed_fact: { id: string; name: string } | null;
    note: string;
    classified_at: string;
  } | null;
  documents_count: number;
  deadline: Deadline;
  texto_queja?: string;
  documents?: { id: number; name: string; size: number; content_type: string; created_at: string }[];
}

/** An expiring link to a supporting document. */
export async function fetchDocumentLink(
  api: ApiClient,
  kind: Kind,
  id: number,
  docId: number,
): Promise<string> {
  const result = await api.get<{ url?: string }>(`${classificationPath(kind, id)}documents/${docId}/url/`);
  if (!result.ok) throw new ApiCallError(result);
  if (!result.data.url) throw new Error('no url');
  return result.data.url;
}
