/**
 * The staff complaint work API (packages/server/docs/staff-complaints-api.md): endpoints and the
 * shapes the screens read.
 */

export const QUEUE_ENDPOINT = '/complaint_management/';
export const SEARCH_ENDPOINT = '/dashboard/complaint_search/';
export const DESISTED_ENDPOINT = '/complaint_desisted/';
export const COLUMNS_ENDPOINT = '/dashboard/columns_for_filter/';

export const operatorsPath = (type: string) => `/dashboard/operator_types/${encodeURIComponent(type)}/`;
export const valuesPath = (column: string) =>
  `/dashboard/data_for_fields_filter/${encodeURIComponent(column)}/`;
export const monitoringPath = (id: number) => `/complaint_monitoring/${id}/`;
export const detailPath = (code: string) => `/complaint_detail/${encodeURIComponent(code)}/`;
export const documentsPath = (id: number) => `/complaint_management/${id}/documents/`;
export const versionsPath = (code: string) => `/complaint_historical/${encodeURIComponent(code)}/`;
export const versionPath = (code: string, version: string | number) =>
  `/complaint_historical/${encodeURIComponent(code)}/${encodeURIComponent(String(version))}`;

/** One condition of the filter builder. */
export interface FilterCondition {
  column: string;
  operator: string;
  value?: unknown;
}

export type ColumnType = 'text' | 'number' | 'date' | 'choice' | 'boolean';

export interface FilterColumn {
  column: string;
  label: string;
  type: ColumnType;
  has_values: boolean;
}

export interface FilterOperator {
  operator: string;
  label: string;
  value: 'single' | 'pair' | 'list' | 'none';
}

export interface ValueOption {
  id: number | string;
  name: string;
  /** The name told apart from same-named values (an entity's type and code), when the server sends it. */
  label?: string;
}

/** The legal deadline of a complaint (`Deadline`). */
export interface Deadline {
  regime: string;
  term_days: number;
  extension_days: number;
  start_day: string;
  due_day: string;
  days_used: number;
  days_left: number;
  suspended: boolean;
  suspended_days: number;
  status: 'on_time' | 'due_soon' | 'overdue' | 'answered' | 'suspended';
  status_label: string;
  /** The regime's full name (the law it comes from). */
  regime_label?: string;
}

/** One suspension of a complaint's term (monitoring's `suspensions`). */
export interface TermSuspension {
  id: number;
  from_day: string;
  to_day: string | null;
  reason: string;
  resume_note: string | null;
  suspended_by: string | null;
  suspended_at: string | null;
  resumed_by: string | null;
  resumed_at: string | null;
}

/** A row of the queue, the search and the desisted list (`ComplaintRow`). */
export interface ComplaintRow {
  id: number;
  codigo_queja: string;
  entity: { id: number; tipo_entidad: number; entidad_cod: string; name: string };
  consumer_name: string;
  numero_id_cf: string;
  state: { id: number; name: string };
  producto_nombre: string | null;
  canal_cod: number | null;
  fecha_creacion: string;
  fecha_cierre: string | null;
  is_active: boolean;
  direction: { id: number; name: string } | null;
  analyst: { id: number; name: string } | null;
  deadline: Deadline;
  rank?: number;
  argumento_desistimiento?: string | null;
  fecha_desistimiento?: string | null;
}

export interface TimelineEvent {
  at: string;
  kind: string;
  label: string;
  actor: string;
  detail: string | null;
}

export interface InternalNote {
  id: number;
  text: string;
  author: { id: number; name: string } | null;
  created_at: string;
}

export interface InternalDocument {
  id_storage: number;
  name: string;
  size: number;
  created_at: string;
  url_file?: string;
}

export interface Monitoring {
  complaint: ComplaintRow;
  /** Whether the caller sees internal notes and documents (the authority's staff, not DCF or EV users). */
  internal: boolean;
  deadline: Deadline;
  suspensions: TermSuspension[];
  timeline: TimelineEvent[];
  notes: InternalNote[];
  documents: InternalDocument[];
}

/** `GET /complaint_detail/{code}/`: the complaint as the portal shows it, files and history. */
export interface ComplaintDetailView {
  id: number;
  codigo_queja: string;
  entidad_nombre: string | null;
  estado: { id: number; name: string };
  nombres: string | null;
  tipo_id_CF: number | null;
  numero_id_CF: string | null;
  correo: string | null;
  producto_nombre: string | null;
  canal_cod: number | null;
  texto_queja: string | null;
  fecha_creacion: string;
  fecha_cierre: string | null;
  replica: number | null;
  argumento_replica: string | null;
  escalamiento_DCF: number | null;
  argumento_escalamiento?: string | null;
  desistimiento_queja: number | null;
  argumento_desistimiento: string | null;
  calificacion: { calificacion: number; comentario: string | null; fecha: string } | null;
  files: Array<{
    id_storage: number;
    name: string;
    size: number;
    content_type: string;
    kind: string;
    created_at: string;
    url_file: string;
  }>;
  [field: string]: unknown;
}

export interface VersionSummary {
  version: number;
  updated: string;
  action: string;
  actor_kind: string;
  /** The staff member who made the version (first name and first last name); null for other parties. */
  actor_name?: string | null;
  state_from: { id: number; name: string } | null;
  state_to: { id: number; name: string };
  changed_fields: string[];
  summary: string;
}

export interface VersionList {
  codigo_queja: string;
  versions: VersionSummary[];
}

export interface VersionRecord {
  codigo_queja: string;
  version: number;
  updated: string;
  record: Record<string, unknown>;
}

export interface VersionDiff {
  codigo_queja: string;
  from: { version: number; updated: string };
  to: { version: number; updated: string };
  changes: Array<{
    field: string;
    label: string;
    old: unknown;
    new: unknown;
    old_label: string;
    new_label: string;
  }>;
}
