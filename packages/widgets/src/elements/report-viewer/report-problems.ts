import { LABELS, readFailure, REPORT_VIEWER_TEXTS as T, type ApiFailure } from '@sfc/core';

/** What the viewer shows for a refused report request. */
export interface ReportProblem {
  /** Why nothing can be shown at all: no session, or the role lacks the Reportes module. */
  access: 'signed-out' | 'forbidden' | null;
  /** The message for the whole viewer (an alert), or null when only the period is wrong. */
  message: string | null;
  /** The server's messages about the dates, shown under the period. */
  period: string | null;
}

/** The request's date fields, with the label of the input each one belongs to. */
const PERIOD_FIELDS: ReadonlyArray<readonly [field: string, label: string]> = [
  ['fecha_inicio', LABELS.startDate],
  ['fecha_fin', LABELS.endDate],
];

/**
 * Reads a refused `POST /dashboard/<report>/`: a 401 means the session is gone, a 403 that the
 * role lacks the Reportes module (the server's reason, else the viewer's own), a 400 carries
 * field messages (dates go under the period, anything else to the alert); the rest keeps
 * core's §8 texts (500, 503, network, unreadable answers).
 */
export function readReportProblem(failure: ApiFailure): ReportProblem {
  if (failure.status === 401) return { access: 'signed-out', message: T.signedOut, period: null };
  const { fields, form } = readFailure(failure);
  if (failure.status === 403)
    return {
      access: 'forbidden',
      message: form && form !== failure.message ? form : T.forbidden,
      period: null,
    };
  const period =
    PERIOD_FIELDS.filter(([field]) => fields[field])
      .map(([field, label]) => T.fieldError(label, fields[field] as string))
      .join(' ') || null;
  const others = Object.entries(fields)
    .filter(([field]) => !PERIOD_FIELDS.some(([name]) => name === field))
    .map(([field, text]) => T.fieldError(field === 'entidades' ? T.entitiesField : field, text));
  const message = [form, ...others].filter(Boolean).join(' ') || (period ? null : failure.message);
  return { access: null, message, period };
}
