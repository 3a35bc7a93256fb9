import { API_ERROR_TEXTS, ENTITY_API_MESSAGES, LIMITS } from '../../core.js';
import { signedInAccess } from '../../access/route-policy.js';
import type { FastifyInstance } from 'fastify';
import {
  acknowledgeConsumers,
  countPendingConsumers,
  listPendingConsumers,
} from '../../domain/complaints/entity-consumers.js';
import type { FieldProblems } from '../../domain/complaints/validation.js';
import { validationError } from '../../http/errors.js';
import { pagedResponse, pageQueryProperties } from '../../http/pagination.js';
import { jsonObject } from '../complaints/state-errors.js';
import { ENTITY_API_TAG, ENTITY_PAGE_SIZE, callerEntity } from './entity-context.js';
import { codeList } from './entity-input.js';

/** `GET /api/usuarios/info/` and `POST /api/usuarios/ack/` (momento 4: consumer data). */
export async function usuariosRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/usuarios/info/',
    {
      config: { access: signedInAccess(['entity-client'], 'own-complaints', ENTITY_API_MESSAGES.entityOnly) },
      schema: {
        tags: [ENTITY_API_TAG],
        summary: 'Datos de los consumidores con quejas contra la entidad (momento 4)',
        description: `Paginado (\`page\`, \`page_size\`, ${ENTITY_PAGE_SIZE} por defecto): \`{count, pages, next, previous, results, current_page}\`.
Un elemento por \`numero_id_CF\` de quien radicó quejas en el portal contra la entidad, con los datos de su queja más
reciente (\`tipo_id_CF, numero_id_CF, nombres, tipo_persona, sexo, lgbtiq, condicion_especial, codigo_pais,
departamento_cod, municipio_cod, direccion, telefono, correo, es_apoderado, apoderado_nombre, codigo_queja,
fecha_creacion\`), hasta que la entidad lo reconozca con \`POST /api/usuarios/ack/\`; una queja posterior lo vuelve a listar.`,
        querystring: { type: 'object', properties: { ...pageQueryProperties } },
      },
    },
    async (request) => {
      const entity = callerEntity(request);
      return pagedResponse(request, app.config.publicUrl, {
        count: await countPendingConsumers(app.db, entity),
        defaultPageSize: ENTITY_PAGE_SIZE,
        fetch: (limit, offset) => listPendingConsumers(app.db, entity, limit, offset),
      });
    },
  );

  app.post(
    '/usuarios/ack/',
    {
      config: { access: signedInAccess(['entity-client'], 'own-complaints', ENTITY_API_MESSAGES.entityOnly) },
      schema: {
        tags: [ENTITY_API_TAG],
        summary: 'Acuse de recibo de datos de consumidores (momento 4)',
        description: `JSON \`{"numero_id_CF": ["...", ...]}\`, a lo sumo ${LIMITS.ackMaxCodes}. Respuesta 200
\`{"message": "update code", "numero_id_CF_error": [...]}\` con los números que no son de consumidores de la entidad.`,
      },
    },
    async (request) => {
      const entity = callerEntity(request);
      const body = jsonObject(request.losslessBody ?? request.body);
      const problems: FieldProblems = {};
      const numbers = codeList(body, 'numero_id_CF', LIMITS.ackMaxCodes, problems);
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const errors = await acknowledgeConsumers(app.db, entity, numbers, request.user!.id, new Date());
      return { message: API_ERROR_TEXTS.ackUpdated, numero_id_CF_error: errors };
    },
  );
}
