import { DEFENDER_CASE_STAGES, ENTITY_API_MESSAGES } from '../../core.js';
import type { FastifyInstance } from 'fastify';
import { accessOf, signedInAccess } from '../../access/route-policy.js';
import { caseCaller, caseHttpError } from '../../domain/defender-cases/access.js';
import { caseView, decisionOf, queueOf } from '../../domain/defender-cases/queries.js';
import { findEntityCase } from '../../domain/defender-cases/repository.js';
import { applyCaseStep, CaseStepError } from '../../domain/defender-cases/service.js';
import { listVocerias, stepVoceria } from '../../domain/defender-cases/vocerias.js';
import { pathId } from '../../domain/staff-admin/listing.js';
import { notFoundError } from '../../http/errors.js';
import { pageWindow } from '../../http/pagination.js';
import { kickMailOutbox } from '../../jobs/server-jobs.js';
import { jsonObject } from '../complaints/state-errors.js';
import { ENTITY_API_TAG } from './entity-context.js';

const ACCESS = signedInAccess(['entity-client'], 'own-complaints', ENTITY_API_MESSAGES.entityOnly);
const CODE = {
  type: 'object',
  required: ['codigo_queja'],
  properties: { codigo_queja: { type: 'string', maxLength: 40 } },
} as const;

async function answer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw caseHttpError(err);
  }
}

/**
 * The entity's side of the defender's casework (docs/entity-api.md «Defensor del consumidor
 * financiero»): the escalated complaints the defender handles, the entity's answer (information
 * asked, arguments, or a rectification), the decision's PDF, and vocerías presented to it.
 */
export async function defenderRoutes(app: FastifyInstance): Promise<void> {
  const deps = () => ({ db: app.db, now: () => new Date(), kickMail: () => kickMailOutbox(app) });

  async function entityCase(request: { params: { codigo_queja: string } } & Parameters<typeof accessOf>[0]) {
    const access = accessOf(request);
    const row = await findEntityCase(app.db, access.entityIds ?? [], request.params.codigo_queja);
    if (!row) throw notFoundError();
    return { caller: caseCaller(access), row };
  }

  app.get<{ Querystring: { page?: number; page_size?: number; etapa?: string; espera?: string } }>(
    '/defensor/casos/',
    {
      config: { access: ACCESS },
      schema: {
        tags: [ENTITY_API_TAG],
        summary: 'Quejas escaladas al defensor del consumidor financiero',
        description: `Las quejas de la entidad que el defensor tramita, con su etapa (\`${Object.keys(DEFENDER_CASE_STAGES).join('`, `')}\`),
a quién espera (\`awaiting\`: dcf, consumer, entity, none) y el plazo (\`due_day\`, hora de Bogotá \`YYYY-MM-DD\`).
\`espera=entity\` deja solo las que esperan la respuesta de la entidad.`,
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1 },
            page_size: { type: 'integer', minimum: 1, maximum: 200 },
            etapa: { type: 'string', maxLength: 40 },
            espera: { type: 'string', enum: ['dcf', 'consumer', 'entity', 'none'] },
          },
        },
      },
    },
    async (request) => {
      const { page, pageSize } = pageWindow(request, 50);
      const caller = caseCaller(accessOf(request));
      const { etapa, espera } = request.query;
      return queueOf(app.db, caller, {
        page,
        pageSize,
        ...(etapa ? { stage: etapa } : {}),
        ...(espera ? { awaiting: espera } : {}),
      });
    },
  );

  app.get<{ Params: { codigo_queja: string } }>(
    '/defensor/casos/:codigo_queja/',
    {
      config: { access: ACCESS },
      schema: {
        tags: [ENTITY_API_TAG],
        summary: 'Un caso del defensor: etapa, plazo, historial y si la entidad debe responder',
        params: CODE,
      },
    },
    async (request) => {
      const { caller, row } = await entityCase(request);
      return answer(() => caseView(app.db, caller, row.id));
    },
  );

  app.post<{ Params: { codigo_queja: string } }>(
    '/defensor/casos/:codigo_queja/respuesta/',
    {
      config: { access: ACCESS },
      schema: {
        tags: [ENTITY_API_TAG],
        summary: 'La entidad responde al defensor',
        description: `JSON \`{"tipo": "...", "texto": "..."}\`. \`tipo\`: \`informacion\` (la información que el defensor pidió a la
entidad), \`respuesta\` (argumentos tras el traslado), \`rectificacion_total\` o \`rectificacion_parcial\` (la entidad rectifica
antes de la decisión; el defensor pregunta al consumidor). 200 con el caso; 400 \`{"status_code":400,"message":{campo:[...]}}\`;
409 \`{"status_code":409,"detail":"..."}\` cuando la etapa no admite esa respuesta; 404 para otra entidad o código desconocido.`,
        params: CODE,
      },
    },
    async (request) => {
      const { caller, row } = await entityCase(request);
      const body = jsonObject(request.losslessBody ?? request.body);
      return answer(async () => {
        await applyCaseStep(deps(), caller, row.id, 'entity_answer', body);
        return caseView(app.db, caller, row.id);
      });
    },
  );

  app.get<{ Params: { codigo_queja: string } }>(
    '/defensor/casos/:codigo_queja/decision/',
    {
      config: { access: ACCESS },
      schema: { tags: [ENTITY_API_TAG], summary: 'La decisión del defensor (PDF)', params: CODE },
    },
    async (request, reply) => {
      const { row } = await entityCase(request);
      const pdf = await answer(() => decisionOf(app.db, row));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.name}"`)
        .send(pdf.bytes);
    },
  );

  app.get<{ Querystring: { page?: number; page_size?: number; estado?: string } }>(
    '/defensor/vocerias/',
    {
      config: { access: ACCESS },
      schema: {
        tags: [ENTITY_API_TAG],
        summary: 'Vocerías que el defensor presentó a la entidad',
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1 },
            page_size: { type: 'integer', minimum: 1, maximum: 200 },
            estado: { type: 'string', enum: ['requested', 'presented', 'answered', 'closed'] },
          },
        },
      },
    },
    async (request) => {
      const { page, pageSize } = pageWindow(request, 50);
      const caller = caseCaller(accessOf(request));
      const estado = request.query.estado;
      return listVocerias(
        app.db,
        caller,
        { page, pageSize, ...(estado ? { status: estado } : {}) },
        new Date(),
      );
    },
  );

  app.post<{ Params: { id: string } }>(
    '/defensor/vocerias/:id/respuesta/',
    {
      config: { access: ACCESS },
      schema: {
        tags: [ENTITY_API_TAG],
        summary: 'La entidad responde una vocería presentada',
        description: 'JSON `{"texto": "..."}`. El consumidor recibe la respuesta por correo y en el portal.',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 20 } } },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      if (id === null) throw notFoundError();
      const body = jsonObject(request.losslessBody ?? request.body);
      return answer(() => {
        const caller = caseCaller(accessOf(request));
        if (caller.side !== 'entity') throw new CaseStepError(404, '');
        return stepVoceria(deps(), caller, id, 'answer', body);
      });
    },
  );
}
