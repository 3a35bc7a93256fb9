import { RECOMMENDATION_DUE, RECOMMENDATION_EVENTS, RECOMMENDATION_STATUSES } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pagedResponse } from '../../http/pagination.js';
import { toBogotaLocal } from '../complaints/dates.js';
import { FULL_NAME_SQL } from '../staff-admin/accounts.js';
import { ADMIN_PAGE_SIZE, SqlFilter, orderBy } from '../staff-admin/listing.js';
import { recommendationCaller } from './caller.js';
import { dueAfter, dueStatus, targetView, type TargetRow } from './repository.js';

const ORDERING: Record<string, string[]> = {
  id: ['r.id'],
  title: ['sfc_fold(r.title)'],
  entity: ['sfc_fold(e.name)'],
  status: ['t.status'],
  due_day: ['t.due_day'],
  updated_at: ['r.updated_at'],
};

export interface RecommendationListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  status?: string;
  due_status?: string;
  is_active?: boolean;
}

/** The caller's tray: one row per recommendation and entity (their own drafts included). */
export async function listRecommendations(
  app: FastifyInstance,
  request: FastifyRequest,
  q: RecommendationListQuery,
) {
  const caller = await recommendationCaller(app, request);
  const now = new Date();
  const filter = new SqlFilter();
  // Issuer side: own drafts and what the caller may follow; entity side: issued copies of their entities.
  const issuerSql =
    caller.kind === 'authority'
      ? `r.issuer_kind = 'authority'`
      : `r.issuer_user_id = ${filter.param(caller.userId)}`;
  const scope =
    caller.entityIds === null ? 'true' : `t.entity_id = ANY(${filter.param(caller.entityIds)}::int[])`;
  filter.where(
    `(${issuerSql} AND (r.state = 'draft' OR t.id IS NOT NULL)) OR (r.state = 'issued' AND t.id IS NOT NULL AND ${scope})`,
  );
  if (q.status === 'draft') filter.where(`r.state = 'draft'`);
  else if (q.status) filter.where(`r.state = 'issued' AND t.status = ${filter.param(q.status)}`);
  if (q.is_active !== undefined) filter.where(`r.is_active = ${filter.param(q.is_active)}`);
  if (q.due_status) {
    const soon = dueAfter(now, 2);
    const todayIso = dueAfter(now, 0);
    if (q.due_status === 'none') filter.where(`(t.due_day IS NULL OR t.status = 'closed')`);
    else if (q.due_status === 'overdue')
      filter.where(`t.status <> 'closed' AND t.due_day < ${filter.param(todayIso)}`);
    else if (q.due_status === 'due_soon')
      filter.where(
        `t.status <> 'closed' AND t.due_day >= ${filter.param(todayIso)} AND t.due_day <= ${filter.param(soon)}`,
      );
    else filter.where(`t.status <> 'closed' AND t.due_day > ${filter.param(soon)}`);
  }
  filter.search(q.search, ['r.title', 'e.name', `('R-' || r.id)`]);
  const from = `FROM recommendations r
    LEFT JOIN recommendation_entities t ON t.recommendation_id = r.id AND r.state = 'issued'
    LEFT JOIN supervised_entities e ON e.id = t.entity_id
    JOIN persons p ON p.user_id = r.issuer_user_id ${filter.sql()}`;
  const count = Number(
    (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, filter.params)).rows[0]!.n,
  );
  const order = orderBy(q.ordering, ORDERING, '-updated_at', 'r.id DESC, t.id');
  return pagedResponse(request, app.config.publicUrl, {
    count,
    defaultPageSize: ADMIN_PAGE_SIZE,
    fetch: async (limit, offset) => {
      const { rows } = await app.db.query<{
        id: number;
        title: string;
        state: 'draft' | 'issued';
        is_active: boolean;
        issuer_name: string;
        updated_at: Date;
        target_id: number | null;
        entity_id: number | null;
        entity_name: string | null;
        status: keyof typeof RECOMMENDATION_STATUSES | null;
        due_day: string | null;
      }>(
        `SELECT r.id, r.title, r.state, r.is_active, ${FULL_NAME_SQL} AS issuer_name, r.updated_at,
                t.id AS target_id, e.id AS entity_id, e.name AS entity_name, t.status, t.due_day
           ${from} ${order} LIMIT ${filter.param(limit)} OFFSET ${filter.param(offset)}`,
        filter.params,
      );
      return rows.map((r) => {
        const target: TargetRow | null =
          r.target_id === null
            ? null
            : {
                id: Number(r.target_id),
                recommendation_id: Number(r.id),
                entity_id: Number(r.entity_id),
                entity_name: r.entity_name ?? '',
                status: r.status!,
                due_day: r.due_day,
              };
        const view = target ? targetView(target, now) : null;
        return {
          id: Number(r.id),
          code: `R-${r.id}`,
          title: r.title,
          state: r.state,
          is_active: r.is_active,
          issuer_name: r.issuer_name.replace(/\s+/g, ' ').trim(),
          updated_at: toBogotaLocal(r.updated_at),
          target_id: view?.id ?? null,
          entity: view?.entity ?? null,
          status: view?.status ?? 'draft',
          status_name: view?.status_name ?? 'Borrador',
          due_day: view?.due_day ?? null,
          due_status: view?.due_status ?? dueStatus(null, now),
          due_status_name: view?.due_status_name ?? RECOMMENDATION_DUE.none,
        };
      });
    },
  });
}

/** The entities the caller may issue recommendations to (`{id, name}` options; none for an entity's user). */
export async function issuableEntities(
  app: FastifyInstance,
  request: FastifyRequest,
  search: string | undefined,
) {
  const caller = await recommendationCaller(app, request);
  const filter = new SqlFilter().where('e.is_active');
  if (caller.kind === 'ev') filter.where('false');
  else if (caller.entityIds !== null) filter.where(`e.id = ANY(${filter.param(caller.entityIds)}::int[])`);
  filter.search(search, ['e.name']);
  const count = Number(
    (
      await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM supervised_entities e ${filter.sql()}`,
        filter.params,
      )
    ).rows[0]!.n,
  );
  return pagedResponse(request, app.config.publicUrl, {
    count,
    defaultPageSize: 1000,
    fetch: async (limit, offset) =>
      (
        await app.db.query<{ id: number; name: string }>(
          `SELECT e.id, e.name FROM supervised_entities e ${filter.sql()} ORDER BY e.name, e.id
            LIMIT ${filter.param(limit)} OFFSET ${filter.param(offset)}`,
          filter.params,
        )
      ).rows.map((e) => ({ id: Number(e.id), name: e.name })),
  });
}

/** The statuses, due states and events the tray filters by. */
export function recommendationStatuses() {
  return {
    count: Object.keys(RECOMMENDATION_STATUSES).length + 1,
    results: [
      { id: 'draft', name: 'Borrador' },
      ...Object.entries(RECOMMENDATION_STATUSES).map(([id, name]) => ({ id, name })),
    ],
    due: Object.entries(RECOMMENDATION_DUE).map(([id, name]) => ({ id, name })),
    events: Object.entries(RECOMMENDATION_EVENTS).map(([id, name]) => ({ id, name })),
  };
}
