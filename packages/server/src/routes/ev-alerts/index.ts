import { ALERTS_API_TEXTS, EV_ALERTS_TEXTS, LIMITS, SERVER_TEXTS } from '../../core.js';
import { staffAccess } from '../../access/route-policy.js';
import type { FastifyInstance } from 'fastify';
import {
  countEvAlerts,
  EV_ALERTS_MODULE,
  listEvAlerts,
  listEvAlertTypes,
  markEvAlertsRead,
  raiseEntityDeadlineAlerts,
  type EvAlertFilter,
} from '../../domain/alerts/ev-alerts.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { pagedResponse, pageQueryProperties, pageSchema } from '../../http/pagination.js';
import { ALERTS_TAG, ALERT_SCHEMA, MARK_BODY, MARK_RESPONSE, SIGNED_IN } from '../alerts/schemas.js';

/** Default page size of the EV alert history. */
const HISTORY_PAGE_SIZE = 20;

const FORBIDDEN = 'Requiere el módulo 30 "Alertas EV"; si no, 403 `{"status_code": 403, "detail": "..."}`.';

const HISTORY_QUERY = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    type_alert: {
      type: 'integer',
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'id de `ev_type_alert`.',
    },
    status: { type: 'string', enum: ['read', 'unread'], description: 'Un `id` de `ev_status_options`.' },
  },
} as const;

const OPTION_SCHEMA = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: ['integer', 'string'] }, name: { type: 'string' } },
} as const;

/**
 * "Alertas EV" (contract alerts-dashboard): the alerts of a supervised entity's users
 * about their entity's complaints (new, about to expire, overdue, réplica, escalated), the bell's
 * unread ones, marking them read, and the type and status lists of the history's filters. Every
 * query is keyed on the signed-in user, and alerts are only ever raised for users tied to the
 * complaint's entity (src/domain/alerts/ev-alerts.ts).
 */
export async function routes(app: FastifyInstance): Promise<void> {
  // Alerts are keyed on the signed-in user and raised only for users of the complaint's entity.
  const guarded = {
    config: {
      access: staffAccess({
        modules: [EV_ALERTS_MODULE],
        forbidden: EV_ALERTS_TEXTS.evForbidden,
        scope: 'own-account',
      }),
    },
  };

  app.get(
    '/alerts/ev_new_alerts/',
    {
      ...guarded,
      schema: {
        tags: [ALERTS_TAG],
        summary: 'Alertas EV sin leer (la campana de la entidad)',
        description: `Paginada (\`page_size\` ${LIMITS.newAlertsPageSize} por defecto), las más recientes primero; \`count\` es el total sin leer. Antes crea las alertas "Queja próxima a vencer" y "Queja vencida" de las quejas de las entidades del usuario (motor de plazos), una vez por queja. ${FORBIDDEN}`,
        security: SIGNED_IN,
        querystring: { type: 'object', properties: { ...pageQueryProperties } },
        response: { 200: pageSchema(ALERT_SCHEMA) },
      },
    },
    async (request) => {
      const user = request.user!;
      await raiseEntityDeadlineAlerts(app.db, user, new Date());
      const filter: EvAlertFilter = { status: 'unread' };
      return pagedResponse(request, app.config.publicUrl, {
        count: await countEvAlerts(app.db, user.id, filter),
        defaultPageSize: LIMITS.newAlertsPageSize,
        fetch: (limit, offset) => listEvAlerts(app.db, user.id, filter, limit, offset),
      });
    },
  );

  app.get<{ Querystring: { type_alert?: number; status?: 'read' | 'unread' } }>(
    '/alerts/ev_history',
    {
      ...guarded,
      schema: {
        tags: [ALERTS_TAG],
        summary: 'Historial de alertas EV',
        description: `Paginada (\`page_size\` ${HISTORY_PAGE_SIZE} por defecto), las más recientes primero, filtrable por \`type_alert\` y \`status\` ("read" / "unread"). Crea antes las alertas de vencimiento pendientes, como \`ev_new_alerts\`. ${FORBIDDEN}`,
        security: SIGNED_IN,
        querystring: HISTORY_QUERY,
        response: { 200: pageSchema(ALERT_SCHEMA) },
      },
    },
    async (request) => {
      const user = request.user!;
      await raiseEntityDeadlineAlerts(app.db, user, new Date());
      const filter: EvAlertFilter = { type: request.query.type_alert, status: request.query.status };
      return pagedResponse(request, app.config.publicUrl, {
        count: await countEvAlerts(app.db, user.id, filter),
        defaultPageSize: HISTORY_PAGE_SIZE,
        fetch: (limit, offset) => listEvAlerts(app.db, user.id, filter, limit, offset),
      });
    },
  );

  app.get(
    '/alerts/ev_type_alert',
    {
      ...guarded,
      schema: {
        tags: [ALERTS_TAG],
        summary: 'Tipos de alerta EV',
        description: `Paginada: 1 "Nueva queja", 2 "Queja próxima a vencer", 3 "Queja vencida", 4 "Réplica del consumidor", 5 "Queja escalada al defensor". ${FORBIDDEN}`,
        security: SIGNED_IN,
        querystring: { type: 'object', properties: { ...pageQueryProperties } },
        response: { 200: pageSchema(OPTION_SCHEMA) },
      },
    },
    async (request) => {
      const types = await listEvAlertTypes(app.db);
      return pagedResponse(request, app.config.publicUrl, {
        count: types.length,
        defaultPageSize: 100,
        fetch: async (limit, offset) => types.slice(offset, offset + limit),
      });
    },
  );

  app.get(
    '/alerts/ev_status_options',
    {
      ...guarded,
      schema: {
        tags: [ALERTS_TAG],
        summary: 'Estados de una alerta EV (filtro del historial)',
        description: `Paginada: \`{"id": "unread", "name": "No leída"}\`, \`{"id": "read", "name": "Leída"}\`. ${FORBIDDEN}`,
        security: SIGNED_IN,
        querystring: { type: 'object', properties: { ...pageQueryProperties } },
        response: { 200: pageSchema(OPTION_SCHEMA) },
      },
    },
    async (request) => {
      const options = Object.entries(EV_ALERTS_TEXTS.statusOptions).map(([id, name]) => ({ id, name }));
      return pagedResponse(request, app.config.publicUrl, {
        count: options.length,
        defaultPageSize: 100,
        fetch: async (limit, offset) => options.slice(offset, offset + limit),
      });
    },
  );

  app.post(
    '/alerts/ev_mark_alert/',
    {
      ...guarded,
      schema: {
        tags: [ALERTS_TAG],
        summary: 'Marca como leída una alerta EV, o todas',
        description: `JSON \`{"id": 12}\` o \`{"all": true}\`, uno de los dos (si no, 400 en \`non_field_errors\`). Responde \`{"detail", "count"}\` con las alertas EV sin leer que quedan. Una alerta de otro usuario, o que no existe: 404. ${FORBIDDEN}`,
        security: SIGNED_IN,
        body: MARK_BODY,
        response: { 200: MARK_RESPONSE },
      },
    },
    async (request) => {
      const user = request.user!;
      const body = request.body as { id?: number; all?: boolean };
      const markAll = body.all === true;
      if ((body.id === undefined) !== markAll) {
        throw validationError({ [SERVER_TEXTS.nonFieldKey]: [ALERTS_API_TEXTS.markTargetRequired] });
      }
      if (!(await markEvAlertsRead(app.db, user.id, markAll ? null : (body.id as number), new Date()))) {
        throw notFoundError();
      }
      return {
        detail: markAll ? ALERTS_API_TEXTS.markedAll : ALERTS_API_TEXTS.markedOne,
        count: await countEvAlerts(app.db, user.id, { status: 'unread' }),
      };
    },
  );
}
