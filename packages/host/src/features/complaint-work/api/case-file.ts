/**
 * The case workspace API (packages/server/docs/case-work-api.md): the case, its timeline and the
 * actions of the composer.
 */
import type { ComplaintRow, Deadline } from './complaint-work.js';

export const caseFilePath = (id: number) => `/case_work/complaints/${id}/`;
export const caseTimelinePath = (id: number) => `/case_work/complaints/${id}/timeline/`;
export const caseActionPath = (id: number, action: string) => `/case_work/complaints/${id}/${action}/`;
export const CASE_TEMPLATES_ENDPOINT = '/case_work/templates/';
export const CASE_SEARCH_ENDPOINT = '/case_work/search/';
export const ENTITY_REQUESTS_ENDPOINT = '/case_work/entity_requests/';
export const entityRequestAnswerPath = (id: number) => `/case_work/entity_requests/${id}/answer/`;
export const consumerRequestsPath = (complaintId: number | string) =>
  `/complaint_detail/${encodeURIComponent(String(complaintId))}/requests/`;
export const consumerRequestAnswerPath = (complaintId: number | string, requestId: number) =>
  `${consumerRequestsPath(complaintId)}${requestId}/answer/`;

/** A catalog value with its code. */
export interface Coded {
  code: number | string | null;
  name: string | null;
}

export interface CaseDocument {
  id_storage: number;
  name: string;
  size?: number;
  type?: string;
  created_at?: string;
  url_file?: string;
}

export interface RequestAnswer {
  text: string;
  answered_at: string;
  answered_by: string | null;
  documents: CaseDocument[];
}

/** A requerimiento to the entity. */
export interface EntityRequest {
  id: number;
  complaint_id: number;
  codigo_queja: string;
  text: string;
  term_days: number;
  requested_at: string;
  requested_by: string | null;
  due_day: string;
  status: 'open' | 'overdue' | 'answered' | 'cancelled' | string;
  status_label: string;
  answer: RequestAnswer | null;
}

/** A request of information to the consumer. */
export interface ConsumerRequest {
  id: number;
  complaint_id: number;
  text: string;
  requested_at: string;
  requested_by: string | null;
  status: 'open' | 'answered' | string;
  status_label: string;
  answer: RequestAnswer | null;
}

export interface Transfer {
  id: number;
  kind: 'entity' | 'out_of_competence';
  from_entity: { id: number; name: string };
  to_entity: { id: number; name: string } | null;
  reason: string;
  at: string;
  by: string | null;
}

/** `GET /case_work/complaints/{id}/`. */
export interface CaseFile {
  complaint: ComplaintRow;
  deadline: Deadline;
  case: {
    codigo_queja: string;
    texto_queja: string | null;
    fecha_creacion: string;
    fecha_cierre: string | null;
    state: { id: number; name: string };
    motive: Coded | null;
    product: Coded | null;
    channel: Coded | null;
    place: {
      departamento_cod?: string | null;
      departamento?: string | null;
      municipio_cod?: string | null;
      municipio?: string | null;
    } | null;
    consumer: {
      nombres: string | null;
      tipo_id?: number | null;
      numero_id: string | null;
      correo: string | null;
      telefono?: string | null;
    };
    apoderado: { es_apoderado: boolean; nombre: string | null } | null;
    amounts: { monto_reclamado: number | null; monto_reconocido: number | null } | null;
    fraud: { tipo_fraude: unknown; modalidad_fraude: unknown } | null;
    favourability: {
      a_favor_de: unknown;
      aceptacion_queja: unknown;
      rectificacion_queja: unknown;
    } | null;
    entity_answer: { answered: boolean; fecha_cierre: string | null; documents: CaseDocument[] } | null;
    consumer_documents: CaseDocument[];
    marcacion: unknown;
    duplicate_of: string | null;
    closing: {
      kind: 'closed' | 'duplicate' | 'out_of_competence';
      reason: string;
      message: string | null;
      at: string;
      by: string | null;
    } | null;
  };
  assignment: {
    direction: { id: number; name: string } | null;
    analyst: { id: number; name: string } | null;
  };
  entity_requests: EntityRequest[];
  consumer_requests: ConsumerRequest[];
  transfers: Transfer[];
  internal: boolean;
}

/** One entry of the single timeline. */
export interface CaseEvent {
  at: string;
  kind: string;
  label: string;
  actor: 'consumer' | 'entity' | 'staff' | 'system' | string;
  actor_name: string | null;
  detail: string | null;
  documents?: CaseDocument[];
}

/** A template of a direction (case-work-api.md, "Templates per direction"). */
export interface ServerTemplate {
  id: number;
  name: string;
  kind: 'closing' | 'entity_request' | 'consumer_request' | 'note' | 'other';
  body: string;
  direction?: { id: number; name: string };
  is_active?: boolean;
  updated_at?: string | null;
  updated_by?: string | null;
}

/** A ranked result of the one-box search. */
export interface SearchHit {
  id: number;
  codigo_queja: string;
  match: 'code' | 'identification' | 'name' | 'text' | string;
  rank: number;
  snippet: string;
  complaint: ComplaintRow;
}
