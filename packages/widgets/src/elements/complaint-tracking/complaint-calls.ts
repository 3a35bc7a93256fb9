import { COMPLAINT_MESSAGES, LIMITS, YES_NO, type ApiClient, type ApiResult } from '@sfc/core';

/** The actions the server allows on a complaint in its current state (docs/decisions/0003). */
export interface ComplaintActions {
  can_attach: boolean;
  can_desist: boolean;
  can_escalate: boolean;
  can_replica: boolean;
  can_rate: boolean;
}

/** A complaint as `GET /queja/` and `GET /queja/{id}/` give it (the fields the screens show). */
export interface ComplaintSummary {
  id: number;
  codigo_queja: string;
  entidad_nombre: string | null;
  producto_nombre: string | null;
  estado_cod: number;
  estado?: { id: number; name: string };
  fecha_creacion: string | null;
  fecha_actualizacion?: string | null;
  fecha_cierre?: string | null;
  texto_queja?: string;
  acciones?: ComplaintActions;
  replica_plazo?: string | null;
  calificacion?: { calificacion: number; comentario: string | null; fecha: string } | null;
  annexes_count?: number;
  annexes_size?: number;
  [key: string]: unknown;
}

/** A stored attachment of a complaint. */
export interface ComplaintFile {
  id_storage: number;
  name: string;
  size: number;
  created_at?: string;
  url_file?: string;
}

/** One version of the complaint's history. */
export interface ComplaintHistoryEntry {
  version: number;
  changed_at: string;
  action: string;
  estado_from: number | null;
  estado_from_name: string | null;
  estado_to: number;
  estado_to_name: string;
  /** `consumer`, `entity`, `staff` or `system`. */
  actor?: string;
  /** What changed: `{field: {old, new}}` (`anexos` lists the file names). */
  changes?: Record<string, { old: unknown; new: unknown }> | null;
}

/** `GET /complaint_detail/{id}/`: the complaint, its files and its history. */
export interface ComplaintDetailData extends ComplaintSummary {
  files: ComplaintFile[];
  history: ComplaintHistoryEntry[];
}

/** A page of `GET /queja/`. */
export interface ComplaintPage {
  count: number;
  results: ComplaintSummary[];
  next: string | null;
  previous: string | null;
  pages: number;
  current_page: number;
}

/** The Spanish name of a complaint's state (the server's, else core's catalogue). */
export function stateLabel(complaint: Pick<ComplaintSummary, 'estado' | 'estado_cod'>): string {
  return (
    complaint.estado?.name ??
    COMPLAINT_MESSAGES.stateNames[complaint.estado_cod] ??
    String(complaint.estado_cod)
  );
}

const id = (value: string | number) => encodeURIComponent(String(value));

/** `GET /queja/?page=N&page_size=10`: one page of the consumer's own complaints. */
export function listComplaints(api: ApiClient, page: number): Promise<ApiResult<ComplaintPage>> {
  return api.get<ComplaintPage>(`/queja/?page=${page}&page_size=${LIMITS.complaintPageSize}`);
}

/** `GET /complaint_detail/{id}/`: the complaint with files and history (404 when not the caller's). */
export function getComplaintDetail(
  api: ApiClient,
  complaintId: string | number,
): Promise<ApiResult<ComplaintDetailData>> {
  return api.get<ComplaintDetailData>(`/complaint_detail/${id(complaintId)}/`);
}

/** `GET /queja/{id}/`: one complaint (by id or codigo_queja). */
export function getComplaint(
  api: ApiClient,
  complaintId: string | number,
): Promise<ApiResult<ComplaintSummary>> {
  return api.get<ComplaintSummary>(`/queja/${id(complaintId)}/`);
}

/** `PATCH /queja/{id}/` with `desistimiento_queja: 1`: the consumer desists. */
export function desistComplaint(
  api: ApiClient,
  complaintId: string | number,
  reason: string,
): Promise<ApiResult<ComplaintSummary & { detail?: string }>> {
  const body: Record<string, unknown> = { desistimiento_queja: YES_NO.yes };
  if (reason.trim()) body.argumento_desistimiento = reason.trim();
  return api.patch(`/queja/${id(complaintId)}/`, body);
}

/** `POST /quejareplica/`: a réplica on a closed complaint. */
export function fileReplica(api: ApiClient, complaintId: string | number, text: string) {
  return api.post<ComplaintSummary & { detail?: string }>('/quejareplica/', {
    id: String(complaintId),
    argumento_replica: text,
  });
}

/** `POST /quejaescalamiento/`: escalation to the consumer defender. */
export function escalateComplaint(api: ApiClient, complaintId: string | number, text: string) {
  return api.post<ComplaintSummary & { detail?: string }>('/quejaescalamiento/', {
    id: String(complaintId),
    argumento_escalamiento: text,
  });
}

/** `POST /quejacalificacion/`: the rating (1–5) of a closed complaint, with an optional comment. */
export function rateComplaint(api: ApiClient, complaintCode: string, rating: number, comment: string) {
  const body: Record<string, unknown> = { id: complaintCode, calificacion: rating };
  if (comment.trim()) body.comentario = comment.trim();
  return api.post<{ detail?: string }>('/quejacalificacion/', body);
}

/** `POST /nuevos_anexos/` (multipart, `file-anexos-N`): new attachments for a complaint. */
export function addAnnexes(api: ApiClient, complaintId: string | number, files: readonly File[]) {
  const body = new FormData();
  body.append('id', String(complaintId));
  files.forEach((file, i) => body.append(`file-anexos-${i}`, file, file.name));
  return api.post<{ detail?: string; annexes_count: number }>('/nuevos_anexos/', body, {
    resumableUploads: true,
  });
}

/** `GET /storage-consult/url/?id_storage=`: a signed, expiring download URL (null when the call fails). */
export async function downloadUrl(api: ApiClient, idStorage: number): Promise<string | null> {
  const result = await api.get<{ url?: string }>(`/storage-consult/url/?id_storage=${idStorage}`);
  if (!result.ok) throw new Error(result.message);
  return result.data.url ?? null;
}
