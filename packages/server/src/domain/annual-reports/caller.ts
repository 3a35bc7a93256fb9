import { ANNUAL_REPORT_STATES, ANNUAL_REPORT_TEXTS as T } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, notFoundError } from '../../http/errors.js';
import { holdsModule } from '../alerts/staff-access.js';
import { adminCaller } from '../staff-admin/access.js';
import { pathId } from '../staff-admin/listing.js';
import { REGISTRY_MODULE_ID } from './mail.js';
import { findReport, reportView, type ReportRow } from './repository.js';
import { isEditable } from './state-machine.js';

/** «Informe anual», the defender's side (module 22 «Registro de informe anual» is the reviewers'). */
export const REPORT_MODULE_ID = 21;

export const conflict = (detail: string) => new ApiError(409, { status_code: 409, detail });
export const forbidden = (detail: string) => new ApiError(403, { status_code: 403, detail });

/** Whether the caller reviews reports: the authority's staff holding «Registro de informe anual». */
export function canReview(request: FastifyRequest): boolean {
  const caller = adminCaller(request);
  return caller.entityIds === null && holdsModule(caller.user, [REGISTRY_MODULE_ID]);
}

/** The report of `rawId` the caller may see, else the 404 that reveals nothing. */
export async function visibleReport(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: unknown,
  forUpdate = false,
): Promise<ReportRow> {
  const id = typeof rawId === 'number' ? rawId : pathId(rawId);
  if (id === null) throw notFoundError();
  const report = await findReport(app.db, id, adminCaller(request).entityIds, forUpdate);
  if (!report) throw notFoundError();
  return report;
}

/** The report the caller wrote and may still change (403 for others, 409 once submitted). */
export async function editableReport(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: unknown,
): Promise<ReportRow> {
  const report = await visibleReport(app, request, rawId);
  if (report.dcf_user_id !== adminCaller(request).user.id) throw forbidden(T.notAuthor);
  if (!isEditable(report.state)) throw conflict(T.notEditable(ANNUAL_REPORT_STATES[report.state]));
  return report;
}

/** The report as the caller sees it. */
export function callerView(app: FastifyInstance, request: FastifyRequest, report: ReportRow) {
  return reportView(app.db, report, { ...adminCaller(request), canReview: canReview(request) });
}

/** The report `id` reread, as the caller sees it. */
export async function freshView(app: FastifyInstance, request: FastifyRequest, id: number) {
  return callerView(app, request, (await findReport(app.db, id, null))!);
}
