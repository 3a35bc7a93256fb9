import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@sfc/core';

import { useServices } from '../../../lib/services.js';
import { ApiCallError, fetchAllPages, type ChoiceOption } from '../../../lib/server-state/index.js';

/** `GET /jurisdiccional-servi/list-solicitudes?view=` (module 24). */
export const SOLICITUDES_ENDPOINT = '/jurisdiccional-servi/list-solicitudes';
/** `POST /jurisdiccional-servi/create-solicitude`. */
export const CREATE_PATH = '/jurisdiccional-servi/create-solicitude';
/** `POST /jurisdiccional-servi/upload-solip-file` (multipart). */
export const UPLOAD_PATH = '/jurisdiccional-servi/upload-solip-file';
/** `POST /jurisdiccional-servi/retry-solip-annexes` (multipart). */
export const RETRY_PATH = '/jurisdiccional-servi/retry-solip-annexes';
/** `POST /queries-servi/generate_solip_report` (xlsx). */
export const REPORT_PATH = '/queries-servi/generate_solip_report';

/** One request. */
export const solicitudePath = (id: number | string) =>
  `/jurisdiccional-servi/get-solicitude?id=${encodeURIComponent(String(id))}`;
/** Update (status, annexes). */
export const updatePath = (id: number) => `/jurisdiccional-servi/update-solicitude?id=${id}`;
/** Classification. */
export const classifyPath = (id: number) => `/jurisdiccional-servi/update-classification?id=${id}`;

/** Pesos as the screens show them. */
export function pesos(value: number): string {
  return `$ ${value.toLocaleString('es-CO', { maximumFractionDigits: 0 })}`;
}

/** A jurisdictional list whose label is `status` (portal-spec §3) as choices. */
export function useStatusOptions(endpoint: string): ChoiceOption[] {
  const { api } = useServices();
  const answer = useQuery({
    queryKey: ['options', endpoint],
    queryFn: async () => {
      const rows = await fetchAllPages<{ id: number; status: string }>(api, endpoint, {}, 1000);
      return rows.map((row) => ({ value: String(row.id), label: row.status }));
    },
    staleTime: 5 * 60_000,
  });
  return answer.data ?? [];
}

/** `GET /jurisdiccional-servi/solicitude-types`: `{bigquery_field, name}` as choices. */
export function useTypeOptions(): ChoiceOption[] {
  const { api } = useServices();
  const answer = useQuery({
    queryKey: ['options', '/jurisdiccional-servi/solicitude-types'],
    queryFn: async () => {
      const rows = await fetchAllPages<{ bigquery_field: string; name: string }>(
        api,
        '/jurisdiccional-servi/solicitude-types',
        {},
        1000,
      );
      return rows.map((row) => ({ value: row.bigquery_field, label: row.name }));
    },
    staleTime: 5 * 60_000,
  });
  return answer.data ?? [];
}

/** An expiring link to an annex's file (`GET /queries-servi/get-url?id=`). */
export async function fetchAnnexUrl(api: ApiClient, annexId: number): Promise<string> {
  const result = await api.get<{ url?: string }>('/queries-servi/get-url', { query: { id: annexId } });
  if (!result.ok) throw new ApiCallError(result);
  if (!result.data.url) throw new Error('no url');
  return result.data.url;
}

/** Saves a Blob under `name` through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
