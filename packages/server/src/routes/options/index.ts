import type { FastifyPluginAsync } from 'fastify';
import { ACTORS, publicAccess, signedInAccess } from '../../access/route-policy.js';
import { pagedResponse, pageQueryProperties, pageSchema } from '../../http/pagination.js';
import { OPTION_LIST_ENDPOINTS } from './option-lists.js';

/** Default page size of option lists; clients follow `next` until it is null. */
export const OPTION_PAGE_SIZE = 100;

/** Remembers the answers of an immutable list (bounded: the keys come from the query string). */
function memo(): <T>(key: string, load: () => Promise<T>) => Promise<T> {
  const kept = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>) => {
    let hit = kept.get(key) as Promise<T> | undefined;
    if (!hit) {
      if (kept.size >= 2_000) kept.clear();
      hit = load();
      kept.set(key, hit);
      hit.catch(() => kept.delete(key));
    }
    return hit;
  };
}

/**
 * The option lists of portal-spec §7, all `GET`, all paged as `{count, next, previous, results,
 * pages, current_page}` with absolute `next` links. Public lists need only the signature.
 */
export const routes: FastifyPluginAsync = async (app) => {
  for (const endpoint of OPTION_LIST_ENDPOINTS) {
    if (endpoint.servedBy) continue;
    const remember = endpoint.immutable ? memo() : <T>(_key: string, load: () => Promise<T>) => load();
    const filterOf = (query: Record<string, unknown>) =>
      JSON.stringify(Object.keys(endpoint.query ?? {}).map((name) => query[name] ?? null));
    app.get(
      endpoint.path,
      {
        // Catalogs: nothing personal; some need a sign-in (any kind of account), the rest only the signature.
        config: {
          access: endpoint.access === 'authenticated' ? signedInAccess(ACTORS, 'public') : publicAccess(),
        },
        schema: {
          tags: ['option lists'],
          summary: endpoint.summary,
          description:
            endpoint.access === 'public' ? 'Pública (solo firma).' : 'Requiere Authorization: Bearer.',
          security: endpoint.access === 'public' ? [{ signature: [] }] : [{ signature: [], bearer: [] }],
          querystring: {
            type: 'object',
            properties: { ...pageQueryProperties, ...endpoint.query },
          },
          response: { 200: pageSchema(endpoint.itemSchema) },
        },
      },
      async (request) => {
        const query = request.query as Record<string, unknown>;
        const filter = filterOf(query);
        return pagedResponse(request, app.config.publicUrl, {
          count: await remember(`count ${filter}`, () => endpoint.count(app.db, query)),
          defaultPageSize: OPTION_PAGE_SIZE,
          fetch: (limit, offset) =>
            remember(`${limit} ${offset} ${filter}`, () => endpoint.fetch(app.db, query, limit, offset)),
        });
      },
    );
  }
};
