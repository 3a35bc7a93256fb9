import { MAX_DAYS_BEFORE } from '../../domain/alerts/alert-types.js';

/** OpenAPI tag of the alert routes. */
export const ALERTS_TAG = 'Alertas';

/** Signature and Bearer token, as every alert route needs. */
export const SIGNED_IN = [{ signature: [], bearer: [] }];

const INT_ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** `{id, name}` of an alert type. */
export const ALERT_TYPE_SCHEMA = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer', description: '1 "Nueva queja", 2 "Cambio de estado", 3 "Vencimiento próximo".' },
    name: { type: 'string' },
  },
} as const;

/** One alert of the signed-in user. */
export const ALERT_SCHEMA = {
  type: 'object',
  required: ['id', 'type_alert', 'title', 'message', 'complaint_code', 'created_at', 'is_read'],
  properties: {
    id: { type: 'integer' },
    type_alert: ALERT_TYPE_SCHEMA,
    title: { type: 'string', examples: ['Nueva queja 172026000001'] },
    message: {
      type: 'string',
      examples: ['Se radicó la queja 172026000001 contra Banco de Bogotá S.A.'],
    },
    complaint_code: {
      type: ['string', 'null'],
      description:
        '`codigo_queja` de la queja; `null` en una alerta sobre una entidad (alerta temprana, tipo 4 o, en las alertas EV, 6).',
    },
    created_at: { type: 'string', format: 'date-time', description: 'Instante ISO 8601 (UTC).' },
    is_read: { type: 'boolean' },
  },
} as const;

/** One configuration row (one per type) of the signed-in user. */
export const CONFIGURATION_SCHEMA = {
  type: 'object',
  required: ['id', 'type_alert', 'is_active', 'days_before'],
  properties: {
    id: { type: 'integer' },
    type_alert: ALERT_TYPE_SCHEMA,
    is_active: { type: 'boolean' },
    days_before: {
      type: 'integer',
      description: 'Días hábiles antes del vencimiento (solo tiene efecto en el tipo 3).',
    },
  },
} as const;

/** `POST /alerts/mark_alert/` body. */
export const MARK_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { ...INT_ID, description: 'La alerta que se marca como leída.' },
    all: { type: 'boolean', description: '`true` marca todas las alertas del usuario.' },
  },
} as const;

/** `{detail, count}`: what marking answers. */
export const MARK_RESPONSE = {
  type: 'object',
  required: ['detail', 'count'],
  properties: {
    detail: { type: 'string' },
    count: { type: 'integer', description: 'Alertas sin leer que quedan.' },
  },
} as const;

const DAYS_BEFORE = {
  type: 'integer',
  minimum: 0,
  maximum: MAX_DAYS_BEFORE,
  description: `Días hábiles antes del vencimiento (0 a ${MAX_DAYS_BEFORE}).`,
} as const;

/** `PATCH /alerts/configuration_alert/{id}/` body. */
export const CONFIGURATION_PATCH_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: { is_active: { type: 'boolean' }, days_before: DAYS_BEFORE },
} as const;

/** `POST /alerts/change_state_configuration/` body. */
export const CHANGE_STATE_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'is_active'],
  properties: {
    id: { ...INT_ID, description: 'id de la fila de configuración.' },
    is_active: { type: 'boolean' },
  },
} as const;

/** `{id}` in the path. */
export const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { ...INT_ID, description: 'id de la fila de configuración.' } },
} as const;
