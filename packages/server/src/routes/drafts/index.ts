import type { FastifyInstance } from 'fastify';
import { signedInAccess, STAFF_ACTORS, accessOf } from '../../access/route-policy.js';
import { DRAFT_LIMITS, DRAFT_TEXTS } from '../../core.js';
import { deleteDraft, listDrafts, readDraft, saveDraft } from '../../domain/drafts/drafts.js';

const TAG = 'Borradores';
const SIGNED_IN = [{ signature: [], bearer: [] }];
const FORM = {
  type: 'string',
  pattern: '^[a-z][a-z0-9-]{0,59}$',
  description: 'Tipo de formulario, p. ej. `complaint`, `annual-report-step-2`.',
} as const;
const OBJECT_ID = {
  type: 'string',
  pattern: '^[A-Za-z0-9_.-]{1,60}$',
  description: 'Objeto del formulario (informe, recomendación…), si lo hay.',
} as const;
const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

/** A draft as answered. */
const DRAFT_SCHEMA = {
  type: 'object',
  required: ['id', 'form', 'object_id', 'payload', 'version', 'updated_at', 'expires_at'],
  properties: {
    id: { type: 'integer' },
    form: { type: 'string' },
    object_id: { type: ['string', 'null'] },
    payload: { type: 'object', additionalProperties: true },
    version: { type: 'integer', description: 'Sube en 1 con cada guardado; se envía de vuelta al guardar.' },
    updated_at: { type: 'string', format: 'date-time' },
    expires_at: { type: 'string', format: 'date-time' },
  },
} as const;

// Drafts are the author's own: every lookup is keyed on the signed-in user, another's is a 404.
const OWN = {
  config: { access: signedInAccess(['consumer', ...STAFF_ACTORS], 'own-account') },
};

/**
 * Drafts of long forms (ADR 0041): the signed-in user's own, saved while they type and offered
 * back until the form is submitted or the draft discarded. Kept {@link DRAFT_LIMITS.keepDays} days
 * after the last save.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  app.get(
    '/drafts/',
    {
      ...OWN,
      schema: {
        tags: [TAG],
        summary: 'Borradores del usuario para un formulario',
        description: `Los borradores propios del formulario \`form\` (y del objeto \`object_id\` si se envía), el más reciente primero; \`{count, results}\`. Un borrador caduca ${DRAFT_LIMITS.keepDays} días después de su último guardado.`,
        security: SIGNED_IN,
        querystring: {
          type: 'object',
          required: ['form'],
          additionalProperties: false,
          properties: { form: FORM, object_id: OBJECT_ID },
        },
        response: {
          200: {
            type: 'object',
            required: ['count', 'results'],
            properties: { count: { type: 'integer' }, results: { type: 'array', items: DRAFT_SCHEMA } },
          },
        },
      },
    },
    async (request) => {
      const query = request.query as { form: string; object_id?: string };
      const results = await listDrafts(
        app.db,
        accessOf(request).user.id,
        query.form,
        query.object_id ?? null,
      );
      return { count: results.length, results };
    },
  );

  app.put(
    '/drafts/',
    {
      ...OWN,
      schema: {
        tags: [TAG],
        summary: 'Guarda un borrador',
        description: `JSON \`{form, object_id?, payload, version?}\`: \`payload\` es el contenido del formulario (un objeto JSON de hasta ${DRAFT_LIMITS.payloadMaxBytes / 1024} KB). Sin \`version\` crea el borrador; con \`version\` (la última leída) lo reemplaza. Si el borrador ya existe con otra versión (otra pestaña u otro dispositivo lo guardó), 409 \`{status_code, detail, current}\` con la versión actual y no se cambia nada. Responde el borrador guardado.`,
        security: SIGNED_IN,
        body: {
          type: 'object',
          required: ['form', 'payload'],
          additionalProperties: false,
          properties: {
            form: FORM,
            object_id: { anyOf: [OBJECT_ID, { type: 'null' }] },
            payload: { type: 'object' },
            version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          },
        },
        response: { 200: DRAFT_SCHEMA },
      },
    },
    async (request) => {
      const body = request.body as {
        form: string;
        object_id?: string | null;
        payload: Record<string, unknown>;
        version?: number;
      };
      return saveDraft(
        app.db,
        accessOf(request).user.id,
        {
          form: body.form,
          objectId: body.object_id ?? null,
          payload: body.payload,
          version: body.version ?? null,
        },
        new Date(),
      );
    },
  );

  app.get(
    '/drafts/:id/',
    {
      ...OWN,
      schema: {
        tags: [TAG],
        summary: 'Un borrador propio',
        description: 'El borrador del usuario; uno de otro usuario, caducado o que no existe: 404.',
        security: SIGNED_IN,
        params: ID_PARAMS,
        response: { 200: DRAFT_SCHEMA },
      },
    },
    async (request) => readDraft(app.db, accessOf(request).user.id, (request.params as { id: number }).id),
  );

  app.delete(
    '/drafts/:id/',
    {
      ...OWN,
      schema: {
        tags: [TAG],
        summary: 'Borra un borrador propio (enviado o descartado)',
        description: '200 `{detail}`; uno de otro usuario o que no existe: 404.',
        security: SIGNED_IN,
        params: ID_PARAMS,
        response: {
          200: { type: 'object', required: ['detail'], properties: { detail: { type: 'string' } } },
        },
      },
    },
    async (request) => {
      await deleteDraft(app.db, accessOf(request).user.id, (request.params as { id: number }).id);
      return { detail: DRAFT_TEXTS.deleted };
    },
  );
}
