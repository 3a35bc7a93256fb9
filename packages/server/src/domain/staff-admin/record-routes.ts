import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundError } from '../../http/errors.js';
import type { RoutePolicy } from '../../access/route-policy.js';
import { trimStrings } from './accounts.js';
import { ID_PARAMS, pathId } from './listing.js';

/** The endpoints of one kind of administered record (directions, roles, entities). */
export interface RecordRoutesOptions<T, B> {
  /** The collection's path (`/direction/`); one record is at `{path}:id/`. */
  path: string;
  tag: string;
  /** Who may read one record, and who may create and change them. */
  readAccess: RoutePolicy;
  writeAccess: RoutePolicy;
  /** The OpenAPI summaries of POST, GET one, PUT and PATCH. */
  summaries: { create: string; read: string; replace: string; edit: string };
  /** The body's properties, and those that creating and replacing require. */
  properties: Record<string, unknown>;
  required: readonly string[];
  /** The record `id` names if the caller may see it, else null (the endpoints answer 404). */
  find: (request: FastifyRequest, id: number) => Promise<T | null>;
  /** Creates (`current` null) or changes the record with the body's strings trimmed; answers it. */
  save: (request: FastifyRequest, body: B, current: T | null, method: 'post' | 'put' | 'patch') => Promise<T>;
}

/**
 * Registers `POST {path}` (201 with the record), `GET`, `PUT` and `PATCH {path}:id/`. Answers
 * the lookup of the record a path's `id` names (404 when there is none the caller may see), for
 * the resource's other endpoints.
 */
export function recordRoutes<T, B extends object>(
  app: FastifyInstance,
  options: RecordRoutesOptions<T, B>,
): (request: FastifyRequest, raw: string) => Promise<T> {
  const { path, tag, summaries, properties, required } = options;
  const existing = async (request: FastifyRequest, raw: string) => {
    const id = pathId(raw);
    const record = id === null ? null : await options.find(request, id);
    if (!record) throw notFoundError();
    return record;
  };

  app.post<{ Body: B }>(
    path,
    {
      config: { access: options.writeAccess },
      schema: {
        tags: [tag],
        summary: summaries.create,
        body: { type: 'object', additionalProperties: false, required, properties },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await options.save(request, trimStrings(request.body as B), null, 'post')),
  );

  app.get<{ Params: { id: string } }>(
    `${path}:id/`,
    {
      config: { access: options.readAccess },
      schema: { tags: [tag], summary: summaries.read, params: ID_PARAMS },
    },
    async (request) => existing(request, request.params.id),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method]<{ Params: { id: string }; Body: B }>(
      `${path}:id/`,
      {
        config: { access: options.writeAccess },
        schema: {
          tags: [tag],
          summary: method === 'put' ? summaries.replace : summaries.edit,
          params: ID_PARAMS,
          body: {
            type: 'object',
            additionalProperties: false,
            required: method === 'put' ? required : [],
            properties,
          },
        },
      },
      async (request) => {
        const current = await existing(request, request.params.id);
        return options.save(request, trimStrings(request.body as B), current, method);
      },
    );
  }
  return existing;
}
