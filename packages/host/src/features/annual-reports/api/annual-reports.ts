import type { AnnualReportState, AnnualReportStepKey } from '@sfc/core';

/** `GET/POST /dcf/annual_report/`: the reports the caller may see; a defender creates one. */
export const ANNUAL_REPORTS_ENDPOINT = '/dcf/annual_report/';

/** `GET /dcf/annual_report/detail/?id=`: the whole report. */
export const reportDetailPath = (id: number | string) =>
  `/dcf/annual_report/detail/?id=${encodeURIComponent(String(id))}`;

/** `PUT /dcf/annual_report/{id}/step/{n}/`: saves one step as a draft. */
export const reportStepPath = (id: number | string, n: number) =>
  `/dcf/annual_report/${encodeURIComponent(String(id))}/step/${n}/`;

/** `PUT /dcf/annual_report/{id}/` `{action, comment}`: submit, return or accept. */
export const reportPath = (id: number | string) => `/dcf/annual_report/${encodeURIComponent(String(id))}/`;

/** `GET /dcf/annual_report/{id}/pdf/`: the submitted report as a PDF. */
export const reportPdfPath = (id: number | string) =>
  `/dcf/annual_report/${encodeURIComponent(String(id))}/pdf/`;

/** `POST queries-servi/file/annual_report_attach` (multipart: `id`, `file-N`). */
export const REPORT_ATTACH_PATH = '/queries-servi/file/annual_report_attach';

/** A field value as saved (null while not filled in). */
export type FieldValue = string | number | null;

/** A row of the report list. */
export interface AnnualReportRow {
  id: number;
  year: number;
  state: AnnualReportState;
  state_name: string;
  dcf_name: string;
  entities: string;
  updated_at: string;
  submitted_at: string | null;
}

/** One defended entity's part. */
export interface EntityPart {
  id: number;
  name: string;
  data: Record<string, FieldValue>;
  prefill: Record<string, number>;
}

/** The whole report (`detail`). */
export interface AnnualReport {
  id: number;
  year: number;
  state: AnnualReportState;
  state_name: string;
  dcf: { id: number; name: string; email: string | null };
  sections: Record<'general' | 'incident' | 'attention' | 'additional', Record<string, FieldValue>>;
  entities: EntityPart[];
  steps: { n: number; key: AnnualReportStepKey; title: string; saved: boolean; complete: boolean }[];
  files: { id_storage: number; name: string; size: number; created_at: string }[];
  history: {
    at: string;
    user: string | null;
    action: string;
    action_name: string;
    state_name: string;
    comment: string | null;
  }[];
  last_comment: string | null;
  submitted_at: string | null;
  updated_at: string;
  can_edit: boolean;
  can_review: boolean;
  printable: boolean;
}
