import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFENDER_CASE_TEXTS } from '../../core.js';
import { accessOf } from '../../access/route-policy.js';
import {
  caseCaller,
  caseHttpError,
  caseworkConsumerAccess,
  caseworkStaffAccess,
} from '../../domain/defender-cases/access.js';
import {
  caseView,
  consumerStep,
  decisionFor,
  queueOf,
  staffStep,
} from '../../domain/defender-cases/queries.js';
import { CaseStepError, type CaseDeps } from '../../domain/defender-cases/service.js';
import {
  findVoceria,
  listVocerias,
  openVoceria,
  stepVoceria,
  voceriaView,
} from '../../domain/defender-cases/vocerias.js';
import { vocerias as voceriasCsv } from '../../domain/defender-cases/export.js';
import { pathId } from '../../domain/staff-admin/listing.js';
import { notFoundError } from '../../http/errors.js';
import { pageWindow } from '../../http/pagination.js';
import { kickMailOutbox } from '../../jobs/server-jobs.js';

const TAG = 'Casos del defensor y vocerías';
const ID = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 20 } },
} as const;
const STAFF_ACTIONS = [
  'request_info',
  'record_info',
  'admit',
  'reject',
  'forward',
  'extend',
  'entity_answer',
  'ask_consumer',
  'decide',
  'general_interest',
] as const;
const LIST_QUERY = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1 },
    page_size: { type: 'integer', minimum: 1, maximum: 1000 },
    search: { type: 'string', maxLength: 100 },
    stage: { type: 'string', maxLength: 40 },
    status: { type: 'string', maxLength: 40 },
    due_status: { type: 'string', maxLength: 40 },
    awaiting: { type: 'string', maxLength: 40 },
  },
} as const;
const BODY = { type: 'object', additionalProperties: true } as const;

type Query = { search?: string; stage?: string; status?: string; due_status?: string; awaiting?: string };

/** Runs `work`, answering a refused step in the shape clients parse. */
async function answer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw caseHttpError(err);
  }
}

function sendPdf(reply: FastifyReply, pdf: { name: string; bytes: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.name}"`)
    .header('cache-control', 'no-store')
    .send(pdf.bytes);
}

/**
 * The consumer defender's casework (docs/decisions/0039-defender-casework.md): the defender's
 * queue of escalated complaints and each stage as an action, the entity's staff answering, the
 * consumer's side of their own case, and vocerías. Rules and SQL live in domain/defender-cases.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  const deps = (): CaseDeps => ({ db: app.db, now: () => new Date(), kickMail: () => kickMailOutbox(app) });
  const id = (raw: unknown) => {
    const n = pathId(raw);
    if (n === null) throw notFoundError();
    return n;
  };

  app.get<{ Querystring: Query }>(
    '/dcf/cases/',
    {
      config: { access: caseworkStaffAccess },
      schema: {
        tags: [TAG],
        summary: 'Casos del defensor: la bandeja con etapa, plazo y contadores',
        querystring: LIST_QUERY,
      },
    },
    async (request) => {
      const { page, pageSize } = pageWindow(request, 20);
      return queueOf(app.db, caseCaller(accessOf(request)), { ...request.query, page, pageSize });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/dcf/cases/:id/',
    {
      config: { access: caseworkStaffAccess },
      schema: {
        tags: [TAG],
        summary: 'Un caso: la queja, la etapa, el historial y las acciones posibles',
        params: ID,
      },
    },
    async (request) => answer(() => caseView(app.db, caseCaller(accessOf(request)), id(request.params.id))),
  );

  app.post<{ Params: { id: string; action: string }; Body: Record<string, unknown> }>(
    '/dcf/cases/:id/:action/',
    {
      config: { access: caseworkStaffAccess },
      schema: {
        tags: [TAG],
        summary: 'Una etapa del trámite (defensor) o la respuesta de la entidad (funcionario de la entidad)',
        description: `Acciones: ${STAFF_ACTIONS.join(', ')}. Cuerpo según la acción: \`text\`; \`party\` (consumer|entity) y
\`days\` (1–8) para request_info; \`days\` para extend; \`reason\` (causal del art. 14) para reject; \`outcome\`
(favour|partial|against) para decide; \`tipo\` y \`texto\` para entity_answer.`,
        params: {
          type: 'object',
          required: ['id', 'action'],
          properties: {
            id: { type: 'string', maxLength: 20 },
            action: { type: 'string', enum: [...STAFF_ACTIONS] },
          },
        },
        body: BODY,
      },
    },
    async (request) =>
      answer(() =>
        staffStep(
          deps(),
          caseCaller(accessOf(request)),
          id(request.params.id),
          request.params.action,
          request.body ?? {},
        ),
      ),
  );

  app.get<{ Params: { id: string } }>(
    '/dcf/cases/:id/decision/',
    {
      config: { access: caseworkStaffAccess },
      schema: { tags: [TAG], summary: 'La decisión del defensor en PDF', params: ID },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await answer(() => decisionFor(app.db, caseCaller(accessOf(request)), id(request.params.id))),
      ),
  );

  app.get<{ Querystring: Query }>(
    '/dcf/vocerias/',
    {
      config: { access: caseworkStaffAccess },
      schema: { tags: [TAG], summary: 'Vocerías de las entidades del funcionario', querystring: LIST_QUERY },
    },
    async (request) => {
      const { page, pageSize } = pageWindow(request, 20);
      return listVocerias(
        app.db,
        caseCaller(accessOf(request)),
        { ...request.query, page, pageSize },
        new Date(),
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/dcf/vocerias/:id/',
    {
      config: { access: caseworkStaffAccess },
      schema: { tags: [TAG], summary: 'Una vocería', params: ID },
    },
    async (request) => {
      const caller = caseCaller(accessOf(request));
      const v = await findVoceria(app.db, caller, id(request.params.id));
      if (!v) throw notFoundError();
      return { ...voceriaView(v, new Date()), side: caller.side };
    },
  );

  app.get<{ Querystring: Query }>(
    '/dcf/vocerias/export/',
    {
      config: { access: caseworkStaffAccess },
      schema: { tags: [TAG], summary: 'Vocerías filtradas, en CSV', querystring: LIST_QUERY },
    },
    async (request, reply) => {
      const csv = await voceriasCsv(app.db, caseCaller(accessOf(request)), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="vocerias.csv"')
        .send(csv);
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/dcf/vocerias/',
    {
      config: { access: caseworkStaffAccess },
      schema: {
        tags: [TAG],
        summary: 'El defensor abre una vocería por un consumidor',
        description: '`{entity_id, consumer_email, subject, request}`.',
        body: BODY,
      },
    },
    async (request, reply) => {
      const caller = caseCaller(accessOf(request));
      const created = await answer(async () => {
        if (caller.side !== 'dcf') throw new CaseStepError(403, DEFENDER_CASE_TEXTS.notDcf);
        return openVoceria(deps(), caller, request.body ?? {});
      });
      return reply.code(201).send(created);
    },
  );

  app.post<{ Params: { id: string; action: string }; Body: Record<string, unknown> }>(
    '/dcf/vocerias/:id/:action/',
    {
      config: { access: caseworkStaffAccess },
      schema: {
        tags: [TAG],
        summary: 'Presentar, registrar la respuesta de la entidad o cerrar una vocería',
        params: {
          type: 'object',
          required: ['id', 'action'],
          properties: {
            id: { type: 'string', maxLength: 20 },
            action: { type: 'string', enum: ['present', 'answer', 'close'] },
          },
        },
        body: BODY,
      },
    },
    async (request) =>
      answer(() =>
        stepVoceria(
          deps(),
          caseCaller(accessOf(request)),
          id(request.params.id),
          request.params.action as 'present' | 'answer' | 'close',
          request.body ?? {},
        ),
      ),
  );

  // The consumer's side.
  app.get<{ Params: { id: string } }>(
    '/defender/complaints/:id/',
    {
      config: { access: caseworkConsumerAccess },
      schema: { tags: [TAG], summary: 'El trámite ante el defensor de una queja propia', params: ID },
    },
    async (request) =>
      answer(() => caseView(app.db, caseCaller(accessOf(request)), id(request.params.id), true)),
  );

  app.post<{ Params: { id: string; action: string }; Body: Record<string, unknown> }>(
    '/defender/complaints/:id/:action/',
    {
      config: { access: caseworkConsumerAccess },
      schema: {
        tags: [TAG],
        summary: 'El consumidor responde al defensor: información pedida o si acepta la rectificación',
        description: '`information`: `{text}`; `reply`: `{accepts: boolean, text?}`.',
        params: {
          type: 'object',
          required: ['id', 'action'],
          properties: {
            id: { type: 'string', maxLength: 20 },
            action: { type: 'string', enum: ['information', 'reply'] },
          },
        },
        body: BODY,
      },
    },
    async (request) =>
      answer(() =>
        consumerStep(
          deps(),
          caseCaller(accessOf(request)),
          id(request.params.id),
          request.params.action,
          request.body ?? {},
        ),
      ),
  );

  app.get<{ Params: { id: string } }>(
    '/defender/complaints/:id/decision/',
    {
      config: { access: caseworkConsumerAccess },
      schema: { tags: [TAG], summary: 'La decisión del defensor en PDF (queja propia)', params: ID },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await answer(() => decisionFor(app.db, caseCaller(accessOf(request)), id(request.params.id), true)),
      ),
  );

  app.get<{ Querystring: Query }>(
    '/defender/vocerias/',
    {
      config: { access: caseworkConsumerAccess },
      schema: { tags: [TAG], summary: 'Las vocerías propias', querystring: LIST_QUERY },
    },
    async (request) => {
      const { page, pageSize } = pageWindow(request, 20);
      return listVocerias(
        app.db,
        caseCaller(accessOf(request)),
        { ...request.query, page, pageSize },
        new Date(),
      );
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/defender/vocerias/',
    {
      config: { access: caseworkConsumerAccess },
      schema: {
        tags: [TAG],
        summary: 'El consumidor pide una vocería al defensor',
        description: '`{entity_id, subject, request}`.',
        body: BODY,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await answer(() => openVoceria(deps(), caseCaller(accessOf(request)), request.body ?? {}))),
  );
}
