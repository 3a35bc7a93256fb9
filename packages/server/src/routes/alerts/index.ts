import { ALERTS_API_TEXTS, LIMITS, SERVER_TEXTS } from '../../core.js';
import { staffAccess } from '../../access/route-policy.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  countAlertTypes,
  countAlerts,
  countConfiguration,
  ensureConfiguration,
  listAlertTypes,
  listAlerts,
  listConfiguration,
  markAlertRead,
  markAllAlertsRead,
  updateConfiguration,
  type ConfigurationChange,
} from '../../domain/alerts/repository.js';
import { raiseDeadlineAlerts } from '../../domain/alerts/deadline-alerts.js';
import { holdsModule, STAFF_MODULE } from '../../domain/alerts/staff-access.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { pagedResponse, pageQueryProperties, pageSchema } from '../../http/pagination.js';
import {
  ALERTS_TAG,
  ALERT_SCHEMA,
  ALERT_TYPE_SCHEMA,
  CHANGE_STATE_BODY,
  CONFIGURATION_PATCH_BODY,
  CONFIGURATION_SCHEMA,
  ID_PARAMS,
  MARK_BODY,
  MARK_RESPONSE,
  SIGNED_IN,
} from './schemas.js';

/** Default page size of the alert history. */
const HISTORY_PAGE_SIZE = 20;
/** Default page size of the short lists (types, configuration: three rows). */
const SHORT_LIST_PAGE_SIZE = 100;

const PAGE_QUERY = { type: 'object', properties: { ...pageQueryProperties } } as const;

const FORBIDDEN_NOTE = (module: string) =>
  `Requiere el módulo ${module}; si no, 403 \`{"status_code": 403, "detail": "..."}\`.`;

/**
 * Staff alerts (contract alerts-dashboard): the signed-in user's alerts about complaints (new,
 * state changes, deadlines near), marking them read, the alert types, and the user's
 * configuration per type. Every query is keyed on the signed-in user: another user's alert or
 * configuration row answers the 404 that reveals nothing. Alerts are raised by
 * src/domain/alerts/ (complaint changes, in the change's transaction; deadlines by the
 * deadline-alert job, src/jobs/server-jobs.ts): reading them only reads.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  // Every alert and setting is the caller's own (keyed on the signed-in user).
  const alerts = {
    config: {
      access: staffAccess({
        modules: [STAFF_MODULE.alerts],
        forbidden: ALERTS_API_TEXTS.alertsForbidden,
        scope: 'own-account',
      }),
    },
  };
  const settings = {
    config: {
      access: staffAccess({
        modules: [STAFF_MODULE.alertSettings],
        forbidden: ALERTS_API_TEXTS.settingsForbidden,
        scope: 'own-account',
      }),
    },
  };

  app.get(
    '/alerts/new_alerts/',
    {
      ...alerts,
      schema: {
        tags: [ALERTS_TAG],
        summary: 'Alertas sin leer del usuario (la campana)',
        description: `Paginada \`{count, next, previous, results, pages, current_page}\` (\`page_size\` ${LIMITS.newAlertsPageSize} por defecto), las más recientes primero; \`count\` es el total sin leer. Las alertas "Vencimiento próximo" (quejas sin respuesta cuyo plazo de 15 días hábiles vence dentro de los \`days_before\` días hábiles del usuario) las crea una tarea periódica del servidor (\`DEADLINE_ALERTS_JOB_SECONDS\`), una sola vez por queja. ${FORBIDDEN_NOTE('28 "Alertas"')}`,
        security: SIGNED_IN,
        querystring: PAGE_QUERY,
        response: { 200: pageSchema(ALERT_SCHEMA) },
      },
    },
    async (request) => {
      const user = request.user!;
      return pagedResponse(request, app.config.publicUrl, {
        count: await countAlerts(app.db, user.id, 'unread'),
        defaultPageSize: LIMITS.newAlertsPageSize,
        fetch: (limit, offset) => listAlerts(app.db, user.id, 'unread', limit, offset),
      });
    },
  );

  app.get(
    '/alerts/history',
    {
      ...alerts,
      schema: {
        tags: [ALERTS_TAG],
        summary: 'Todas las alertas del usuario, leídas y sin leer',
        description: `Paginada (\`page_size\` ${HISTORY_PAGE_SIZE} por defecto), las más recientes primero; \`is_read\` dice si se leyó. ${FORBIDDEN_NOTE('28 "Alertas"')}`,
        security: SIGNED_IN,
        querystring: PAGE_QUERY,
        response: { 200: pageSchema(ALERT_SCHEMA) },
      },
    },
    async (request) => {
      const user = request.user!;
      return pagedResponse(request, app.config.publicUrl, {
        count: await countAlerts(app.db, user.id, 'all'),
        defaultPageSize: HISTORY_PAGE_SIZE,
        fetch: (limit, offset) => listAlerts(app.db, user.id, 'all', limit, offset),
      });
    },
  );

  app.post(
    '/alerts/mark_alert/',
    {
      ...alerts,
      schema: {
        tags: [ALERTS_TAG],
        summary: 'Marca como leída una alerta, o todas',
        description: `JSON \`{"id": 12}\` marca esa alerta (una ya leída no cambia) o \`{"all": true}\` marca todas; uno de los dos, no ambos (si no, 400 en \`non_field_errors\`). Responde \`{"detail", "count"}\` con las alertas sin leer que quedan. Una alerta de otro usuario, o que no existe: 404. ${FORBIDDEN_NOTE('28 "Alertas"')}`,
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
      const now = new Date();
      if (markAll) await markAllAlertsRead(app.db, user.id, now);
      else if (!(await markAlertRead(app.db, user.id, body.id as number, now))) throw notFoundError();
      return {
        detail: markAll ? ALERTS_API_TEXTS.markedAll : ALERTS_API_TEXTS.markedOne,
        count: await countAlerts(app.db, user.id, 'unread'),
      };
    },
  );

  app.get(
    '/alerts/type_alert',
    {
      config: {
        access: staffAccess({
          modules: [STAFF_MODULE.alerts, STAFF_MODULE.alertSettings],
          forbidden: ALERTS_API_TEXTS.alertsForbidden,
          scope: 'public',
        }),
      },
      schema: {
        tags: [ALERTS_TAG],
        summary: 'Tipos de alerta',
        description: `Paginada: 1 "Nueva queja", 2 "Cambio de estado", 3 "Vencimiento próximo". ${FORBIDDEN_NOTE('28 "Alertas" o el 29 "Configuración de alertas"')}`,
        security: SIGNED_IN,
        querystring: PAGE_QUERY,
        response: { 200: pageSchema(ALERT_TYPE_SCHEMA) },
      },
    },
    async (request) =>
      pagedResponse(request, app.config.publicUrl, {
        count: await countAlertTypes(app.db),
        defaultPageSize: SHORT_LIST_PAGE_SIZE,
        fetch: (limit, offset) => listAlertTypes(app.db, limit, offset),
      }),
  );

  app.get(
    '/alerts/configuration_alert',
    {
      ...settings,
      schema: {
        tags: [ALERTS_TAG],
        summary: 'Configuración de alertas del usuario (una fila por tipo)',
        description: `Paginada; cada fila \`{id, type_alert: {id, name}, is_active, days_before}\`. Las filas se crean la primera vez con los valores por defecto: todas activas, \`days_before\` 3 (días hábiles antes del vencimiento; solo cuenta en el tipo 3). Un tipo inactivo no genera alertas para el usuario. ${FORBIDDEN_NOTE('29 "Configuración de alertas"')}`,
        security: SIGNED_IN,
        querystring: PAGE_QUERY,
        response: { 200: pageSchema(CONFIGURATION_SCHEMA) },
      },
    },
    async (request) => {
      const user = request.user!;
      await ensureConfiguration(app.db, user.id);
      return pagedResponse(request, app.config.publicUrl, {
        count: await countConfiguration(app.db, user.id),
        defaultPageSize: SHORT_LIST_PAGE_SIZE,
        fetch: (limit, offset) => listConfiguration(app.db, user.id, limit, offset),
      });
    },
  );

  const changeConfiguration = async (request: FastifyRequest, id: number, change: ConfigurationChange) => {
    const user = request.user!;
    await ensureConfiguration(app.db, user.id);
    const now = new Date();
    const row = await updateConfiguration(app.db, user.id, id, change, now);
    if (!row) throw notFoundError();
    // The new setting takes effect now, not at the deadline job's next round: the alerts it calls
    // for are raised for this user (the job would raise the same ones once, never twice).
    if (holdsModule(user, [STAFF_MODULE.alerts])) await raiseDeadlineAlerts(app.db, user, now);
    return row;
  };

  app.patch<{ Params: { id: number }; Body: ConfigurationChange }>(
    '/alerts/configuration_alert/:id/',
    {
      ...settings,
      schema: {
        tags: [ALERTS_TAG],
        summary: 'Cambia una fila de la configuración de alertas',
        description: `JSON \`{"is_active"?: boolean, "days_before"?: 0–15}\`; responde la fila. Una fila de otro usuario: 404. ${FORBIDDEN_NOTE('29 "Configuración de alertas"')}`,
        security: SIGNED_IN,
        params: ID_PARAMS,
        body: CONFIGURATION_PATCH_BODY,
        response: { 200: CONFIGURATION_SCHEMA },
      },
    },
    async (request) => changeConfiguration(request, request.params.id, request.body),
  );

  app.post<{ Body: { id: number; is_active: boolean } }>(
    '/alerts/change_state_configuration/',
    {
      ...settings,
      schema: {
        tags: [ALERTS_TAG],
        summary: 'Activa o desactiva un tipo de alerta para el usuario',
        description: `JSON \`{"id": <id de la fila>, "is_active": boolean}\`; responde la fila. Una fila de otro usuario: 404. ${FORBIDDEN_NOTE('29 "Configuración de alertas"')}`,
        security: SIGNED_IN,
        body: CHANGE_STATE_BODY,
        response: { 200: CONFIGURATION_SCHEMA },
      },
    },
    async (request) => changeConfiguration(request, request.body.id, { is_active: request.body.is_active }),
  );
}
