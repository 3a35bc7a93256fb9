import { ANNUAL_REPORT_TEXTS as T, API_ERROR_TEXTS, SERVER_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundError, validationError } from '../../http/errors.js';
import { addFieldMessage } from '../../http/field-problems.js';
import { holdsModule } from '../alerts/staff-access.js';
import { adminCaller } from '../staff-admin/access.js';
import {
  REPORT_MODULE_ID,
  callerView,
  conflict,
  editableReport,
  forbidden,
  freshView,
  visibleReport,
} from './caller.js';
import {
  callerKind,
  entityParts,
  insertReport,
  reportFiles,
  stepComplete,
  stepStatus,
} from './repository.js';
import {
  ENTITY_FIELDS,
  SECTION_FIELDS,
  entityRuleProblems,
  readFields,
  stepOf,
  type Problems,
  type SectionData,
} from './sections.js';

/** A new draft report of `year` by the calling defender (one per defender and year). */
export async function createReport(app: FastifyInstance, request: FastifyRequest, year: number) {
  const caller = adminCaller(request);
  const kind = await callerKind(app.db, caller.user, caller.entityIds);
  if (kind !== 'dcf' || !holdsModule(caller.user, [REPORT_MODULE_ID])) throw forbidden(T.notDcf);
  const maxYear = new Date().getUTCFullYear();
  if (year > maxYear) throw validationError({ year: [T.yearOutOfRange(maxYear)] });
  const taken = await app.db.query('SELECT 1 FROM annual_reports WHERE dcf_user_id = $1 AND year = $2', [
    caller.user.id,
    year,
  ]);
  if ((taken.rowCount ?? 0) > 0) throw conflict(T.yearTaken(year));
  let id: number;
  try {
    id = await insertReport(app.db, caller.user.id, year, caller.entityIds ?? [], new Date());
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict(T.yearTaken(year));
    throw error;
  }
  return freshView(app, request, id);
}

/** The whole report: steps, entities, attachments and history. */
export async function readReport(app: FastifyInstance, request: FastifyRequest, rawId: unknown) {
  return callerView(app, request, await visibleReport(app, request, rawId));
}

/** The report's steps and whether each is complete. */
export async function reportSteps(app: FastifyInstance, request: FastifyRequest, rawId: unknown) {
  const report = await visibleReport(app, request, rawId);
  return { id: report.id, steps: stepStatus(report, await entityParts(app.db, report.id, null)) };
}

/** One section of the report. */
export async function reportSection(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: unknown,
  key: 'incident' | 'attention' | 'additional',
) {
  const report = await visibleReport(app, request, rawId);
  return { id: report.id, [key]: report.sections[key] ?? {} };
}

/** The parts per entity the caller sees (all for the author, their entities' for others). */
export async function reportEntityParts(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: unknown,
  entity: number | undefined,
) {
  const caller = adminCaller(request);
  const report = await visibleReport(app, request, rawId);
  const scope = report.dcf_user_id === caller.user.id ? null : caller.entityIds;
  const parts = (await entityParts(app.db, report.id, scope)).filter(
    (p) => entity === undefined || p.id === entity,
  );
  return { id: report.id, count: parts.length, results: parts };
}

const stepNumber = (raw: string) => {
  const step = /^\d$/.test(raw) ? stepOf(Number(raw)) : null;
  if (!step) throw notFoundError();
  return step;
};

/** What step `rawStep` holds, and whether it is saved and complete. */
export async function readStep(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: unknown,
  rawStep: string,
) {
  const report = await visibleReport(app, request, rawId);
  const step = stepNumber(rawStep);
  const parts = await entityParts(app.db, report.id, null);
  const data =
    step.key === 'company'
      ? { entities: parts }
      : step.key === 'attachments'
        ? { files: await reportFiles(app.db, report.id) }
        : (report.sections[step.key] ?? {});
  return {
    id: report.id,
    step: step.n,
    key: step.key,
    title: step.title,
    saved: report.saved_steps.includes(step.n),
    complete: report.saved_steps.includes(step.n) && stepComplete(report, parts, step.key),
    data,
  };
}

/** Saves step `rawStep` as a draft (blank fields are accepted until the report is submitted). */
export async function saveStep(
  app: FastifyInstance,
  request: FastifyRequest,
  rawId: unknown,
  rawStep: string,
  body: unknown,
) {
  const report = await editableReport(app, request, rawId);
  const step = stepNumber(rawStep);
  const problems: Problems = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw validationError({ [SERVER_TEXTS.nonFieldKey]: [SERVER_TEXTS.fieldInvalid] });
  await app.db.transaction(async (tx) => {
    if (step.key === 'company') {
      const raw = (body as { entities?: unknown }).entities;
      for (const key of Object.keys(body))
        if (key !== 'entities') addFieldMessage(problems, key.slice(0, 100), SERVER_TEXTS.fieldUnknown);
      if (!Array.isArray(raw)) {
        addFieldMessage(problems, 'entities', API_ERROR_TEXTS.fieldRequired);
        throw validationError(problems);
      }
      const parts = await entityParts(tx, report.id, null);
      const updates: [number, SectionData][] = [];
      raw.forEach((item: unknown, i: number) => {
        const prefix = `entities.${i}.`;
        const { entity_id: entityId, ...fields } = (
          typeof item === 'object' && item !== null ? item : {}
        ) as Record<string, unknown>;
        if (!parts.some((p) => p.id === entityId)) {
          addFieldMessage(problems, `${prefix}entity_id`, T.unknownEntity);
          return;
        }
        const data = readFields(fields, ENTITY_FIELDS, problems, prefix);
        entityRuleProblems(data, problems, prefix);
        updates.push([entityId as number, data]);
      });
      if (Object.keys(problems).length > 0) throw validationError(problems);
      for (const [entityId, data] of updates) {
        await tx.query(
          'UPDATE annual_report_entities SET data = $3 WHERE report_id = $1 AND entity_id = $2',
          [report.id, entityId, JSON.stringify(data)],
        );
      }
    } else if (step.key !== 'attachments') {
      const data = readFields(body as Record<string, unknown>, SECTION_FIELDS[step.key], problems);
      if (Object.keys(problems).length > 0) throw validationError(problems);
      await tx.query(`UPDATE annual_reports SET sections = sections || $2 WHERE id = $1`, [
        report.id,
        JSON.stringify({ [step.key]: data }),
      ]);
    }
    await tx.query(
      `UPDATE annual_reports SET updated_at = $2,
              saved_steps = CASE WHEN $3 = ANY(saved_steps) THEN saved_steps ELSE array_append(saved_steps, $3) END
        WHERE id = $1`,
      [report.id, new Date(), step.n],
    );
  });
  return freshView(app, request, report.id);
}
