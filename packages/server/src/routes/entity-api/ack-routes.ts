import { API_ERROR_TEXTS, ENTITY_API_MESSAGES, LIMITS } from '../../core.js';
import { signedInAccess } from '../../access/route-policy.js';
import type { FastifyInstance } from 'fastify';
import { acknowledgeComplaint, findEntityComplaint } from '../../domain/complaints/entity-delivery.js';
import type { FieldProblems } from '../../domain/complaints/validation.js';
import { validationError } from '../../http/errors.js';
import { complaintDeps } from '../complaints/context.js';
import { jsonObject } from '../complaints/state-errors.js';
import { ENTITY_API_TAG, callerEntity } from './entity-context.js';
import { codeList } from './entity-input.js';

/**
 * `POST /api/complaint/ack` (with or without the trailing slash, as clients differ): the entity
 * acknowledges complaints it pulled (momento 1).
 */
export async function ackRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/complaint/ack',
    {
      config: { access: signedInAccess(['entity-client'], 'own-complaints', ENTITY_API_MESSAGES.entityOnly) },
      schema: {
        tags: [ENTITY_API_TAG],
        summary: 'Acuse de recibo de quejas (momento 1)',
        description: `JSON \`{"pqrs": ["<codigo_queja>", ...]}\`, a lo sumo ${LIMITS.ackMaxCodes} códigos. Respuesta 200
\`{"message": "update code", "pqrs_error": [...]}\` con los códigos que no existen o son de otra entidad. Las quejas
reconocidas dejan de aparecer en \`GET /api/queja/\` y pasan de Recibida a Abierta / en trámite (una versión en su
historial; el consumidor recibe un correo). Reconocer dos veces no cambia nada. Sin acuse, la queja se da por
reconocida ${LIMITS.entityAckWindowHours} horas después de su primera entrega.`,
      },
    },
    async (request) => {
      const entity = callerEntity(request);
      const body = jsonObject(request.losslessBody ?? request.body);
      const problems: FieldProblems = {};
      const codes = codeList(body, 'pqrs', LIMITS.ackMaxCodes, problems);
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const deps = complaintDeps(app, request);
      const errors: string[] = [];
      for (const code of new Set(codes)) {
        const complaint = await findEntityComplaint(app.db, entity, code);
        if (!complaint) {
          errors.push(code);
          continue;
        }
        await acknowledgeComplaint(
          deps,
          complaint.id,
          { userId: request.user!.id, kind: 'entity' },
          deps.now(),
        );
      }
      return { message: API_ERROR_TEXTS.ackUpdated, pqrs_error: errors };
    },
  );
}
