import {
  API_ERROR_TEXTS,
  LIMITS,
  MODULE_NAMES,
  RECOMMENDATION_DUE,
  RECOMMENDATION_EVENTS,
  RECOMMENDATION_STATUSES,
  RECOMMENDATION_STEPS,
  RECOMMENDATION_TEXTS as T,
  SERVER_TEXTS,
  fileExtension,
} from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerKind, sha256, type CallerKind } from '../../domain/annual-reports/repository.js';
import { wellFormed } from '../../domain/annual-reports/sections.js';
import { complaintWorkAccess } from '../../domain/complaint-work/access.js';
import { insertStoredFiles } from '../../domain/complaints/repository.js';
import { toBogotaLocal } from '../../domain/complaints/dates.js';
import { notifyFollowUp } from '../../domain/recommendations/mail.js';
import {
  addEvent,
  dueAfter,
  dueStatus,
  eventsOf,
  findRecommendation,
  findTarget,
  targetView,
  targetsOf,
  type RecommendationRow,
  type TargetRow,
} from '../../domain/recommendations/repository.js';
import { followUp, type FollowUpStep } from '../../domain/recommendations/state-machine.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import { FULL_NAME_SQL } from '../../domain/staff-admin/accounts.js';
import {
  ADMIN_PAGE_SIZE,
  LIST_QUERY_PROPERTIES,
  SqlFilter,
  orderBy,
  pathId,
} from '../../domain/staff-admin/listing.js';
import { ApiError, notFoundError, validationError } from '../../http/errors.js';
import { addFieldMessage } from '../../http/field-problems.js';
import { pagedResponse, publicBase } from '../../http/pagination.js';
import { storageFor } from '../../services/storage/create-storage.js';
import { downloadKey, downloadLink } from '../../services/storage/signed-url.js';
import { newStorageKey } from '../../services/storage/storage-driver.js';
import {
  contentTypeFor,
  displayName,
  uploadProblems,
  type IncomingFile,
} from '../../services/storage/upload-rules.js';
import { accountServices } from '../auth/account-services.js';
import { CONSUMER_UPLOAD_LIMITS } from '../complaints/consumer-input.js';
import { readForm } from '../complaints/form-input.js';
import { CONSUMER_MULTIPART } from '../complaints/queja-routes.js';

const TAG = 'Recomendaciones';
const MODULE_ID = 23;
const FILE_FIELD = /^file(-\d{1,3})?$/;
const BASE = '/dcf/recommendations';

const conflict = (detail: string) => new ApiError(409, { status_code: 409, detail });
const forbidden = (detail: string) => new ApiError(403, { status_code: 403, detail });

type Problems = Record<string, string[]>;

interface Caller {
  userId: number;
  kind: CallerKind;
  entityIds: number[] | null;
}

const ORDERING: Record<string, string[]> = {
  id: ['r.id'],
  title: ['sfc_fold(r.title)'],
  entity: ['sfc_fold(e.name)'],
  status: ['t.status'],
  due_day: ['t.due_day'],
  updated_at: ['r.updated_at'],
};

interface ListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  status?: string;
  due_status?: string;
  is_active?: boolean;
}

const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 20 } },
} as const;

/** Text of a form field: trimmed, `null` when blank; a problem when too long. */
function textField(
  fields: Record<string, unknown>,
  name: string,
  problems: Problems,
  max = 4000,
  required = false,
) {
  const raw = fields[name];
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    if (required) addFieldMessage(problems, name, API_ERROR_TEXTS.fieldRequired);
    return null;
  }
  if (typeof raw !== 'string') {
    addFieldMessage(problems, name, SERVER_TEXTS.fieldNotString);
    return null;
  }
  const value = wellFormed(raw.trim());
  if (value.length > max) addFieldMessage(problems, name, SERVER_TEXTS.fieldMaxLength(max));
  return value;
}

/** The action plan's actions: `[{action, owner, due}]` (a JSON string in multipart bodies). */
function actionsField(fields: Record<string, unknown>, problems: Problems) {
  let raw = fields.actions;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      raw = null;
    }
  }
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 30) {
    addFieldMessage(problems, 'actions', T.actionsRequired);
    return [];
  }
  return raw.map((item: unknown, i: number) => {
    const row = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const sub: Problems = {};
    const action = textField(row, 'action', sub, 1000, true);
    const owner = textField(row, 'owner', sub, 200, true);
    const due = textField(row, 'due', sub, 10, true);
    if (due !== null && (!/^\d{4}-\d{2}-\d{2}$/.test(due) || Number.isNaN(Date.parse(due)))) {
      addFieldMessage(sub, 'due', T.dateInvalid);
    }
    for (const [k, msgs] of Object.entries(sub))
      for (const m of msgs) addFieldMessage(problems, `actions.${i}.${k}`, m);
    return { action, owner, due };
  });
}

/**
 * Recommendations (portal-spec §7 `/dcf/recommendations/`; docs/recommendations-api.md). Module
 * 23 «Recomendaciones» opens the routes; on top: the authority's staff or a defender issue
 * (a defender only to the entities they defend), an entity's users answer for their entity only.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = complaintWorkAccess([MODULE_ID], MODULE_NAMES.recommendations);

  async function callerOf(request: FastifyRequest): Promise<Caller> {
    const c = adminCaller(request);
    return { userId: c.user.id, kind: await callerKind(app.db, c.user, c.entityIds), entityIds: c.entityIds };
  }

  const isIssuer = (caller: Caller, r: RecommendationRow) =>
    r.issuer_kind === 'authority' ? caller.kind === 'authority' : r.issuer_user_id === caller.userId;

  /** Entities whose copies the caller sees: all (authority), their own (DCF, EV). */
  const scopeOf = (caller: Caller) => caller.entityIds;

  /** The recommendation the caller may see (issuer, or a copy within scope once issued). */
  async function visible(
    request: FastifyRequest,
    rawId: unknown,
  ): Promise<{ caller: Caller; rec: RecommendationRow }> {
    const caller = await callerOf(request);
    const id = typeof rawId === 'number' ? rawId : pathId(rawId);
    const rec = id === null ? null : await findRecommendation(app.db, id);
    if (!rec) throw notFoundError();
    if (isIssuer(caller, rec)) return { caller, rec };
    if (rec.state === 'draft') throw notFoundError();
    if ((await targetsOf(app.db, rec.id, scopeOf(caller))).length === 0) throw notFoundError();
    return { caller, rec };
  }

  async function draftOf(request: FastifyRequest, rawId: unknown) {
    const { caller, rec } = await visible(request, rawId);
    if (!isIssuer(caller, rec)) throw forbidden(T.issuerOnly);
    if (rec.state !== 'draft') throw conflict(T.notDraft);
    return { caller, rec };
  }

  async function detail(rec: RecommendationRow, caller: Caller) {
    const now = new Date();
    const issuer = isIssuer(caller, rec);
    const targets = await targetsOf(app.db, rec.id, issuer ? null : scopeOf(caller));
    const issuerName = await app.db.query<{ name: string }>(
      `SELECT ${FULL_NAME_SQL} AS name FROM persons p WHERE p.user_id = $1`,
      [rec.issuer_user_id],
    );
    const draftEntities =
      rec.state === 'draft'
        ? (
            await app.db.query<{ id: number; name: string }>(
              `SELECT e.id, e.name FROM recommendation_entities t JOIN supervised_entities e ON e.id = t.entity_id
                WHERE t.recommendation_id = $1 ORDER BY e.name`,
              [rec.id],
            )
          ).rows.map((e) => ({ id: Number(e.id), name: e.name }))
        : [];
    return {
      id: rec.id,
      title: rec.title,
      finding: rec.finding,
      recommendation: rec.recommendation,
      legal_basis: rec.legal_basis,
      plan_term_days: rec.plan_term_days,
      state: rec.state,
      is_active: rec.is_active,
      issuer: {
        id: rec.issuer_user_id,
        kind: rec.issuer_kind,
        name: (issuerName.rows[0]?.name ?? '').replace(/\s+/g, ' ').trim(),
      },
      issued_at: rec.issued_at ? toBogotaLocal(rec.issued_at) : null,
      steps: RECOMMENDATION_STEPS.map((s) => ({ ...s, saved: rec.saved_steps.includes(s.n) })),
      draft_entities: draftEntities,
      can_issue_steps: issuer && rec.state === 'draft',
      side: issuer ? 'issuer' : caller.kind === 'ev' ? 'entity' : 'observer',
      targets: await Promise.all(
        targets.map(async (t) => ({ ...targetView(t, now), events: await eventsOf(app.db, t.id) })),
      ),
    };
  }

  // ---- Create, steps, issue -----------------------------------------------------------------
  app.post<{ Body: { title?: string } }>(
    `${BASE}/create/`,
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Crea el borrador de una recomendación (Superintendencia o defensor).',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { title: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      if (caller.kind === 'ev') throw forbidden(T.cannotIssue);
      const { rows } = await app.db.query<{ id: number }>(
        `INSERT INTO recommendations (issuer_user_id, issuer_kind, title) VALUES ($1, $2, $3) RETURNING id`,
        [caller.userId, caller.kind, request.body?.title?.trim() ?? ''],
      );
      const rec = (await findRecommendation(app.db, Number(rows[0]!.id)))!;
      return reply.code(201).send(await detail(rec, caller));
    },
  );

  app.put<{ Params: { id: string; n: string }; Body: Record<string, unknown> }>(
    `${BASE}/:id/step/:n/`,
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary:
          'Guarda un paso del borrador: 1 {title, finding, recommendation, legal_basis}; 2 {entities, plan_term_days}.',
        params: {
          type: 'object',
          required: ['id', 'n'],
          properties: { id: { type: 'string', maxLength: 20 }, n: { type: 'string', maxLength: 3 } },
        },
        body: { type: 'object' },
      },
    },
    async (request) => {
      const { caller, rec } = await draftOf(request, request.params.id);
      const n = Number(request.params.n);
      const step = RECOMMENDATION_STEPS.find((s) => String(s.n) === request.params.n);
      if (!step) throw notFoundError();
      const body = request.body ?? {};
      const problems: Problems = {};
      const allowed =
        n === 1
          ? ['title', 'finding', 'recommendation', 'legal_basis']
          : n === 2
            ? ['entities', 'plan_term_days']
            : [];
      for (const key of Object.keys(body))
        if (!allowed.includes(key)) addFieldMessage(problems, key.slice(0, 100), SERVER_TEXTS.fieldUnknown);
      await app.db.transaction(async (tx) => {
        if (n === 1) {
          const title = textField(body, 'title', problems, 200, true);
          const finding = textField(body, 'finding', problems, 4000, true);
          const recommendation = textField(body, 'recommendation', problems, 4000, true);
          const legal = textField(body, 'legal_basis', problems, 1000);
          if (Object.keys(problems).length > 0) throw validationError(problems);
          await tx.query(
            `UPDATE recommendations SET title = $2, finding = $3, recommendation = $4, legal_basis = $5 WHERE id = $1`,
            [rec.id, title, finding, recommendation, legal],
          );
        } else if (n === 2) {
          const ids = body.entities;
          const term = body.plan_term_days;
          if (!Array.isArray(ids) || ids.length === 0)
            addFieldMessage(problems, 'entities', API_ERROR_TEXTS.fieldRequired);
          else if (
            ids.length > 50 ||
            !ids.every((x) => Number.isInteger(x) && (x as number) > 0 && (x as number) < 2 ** 31)
          )
            addFieldMessage(problems, 'entities', SERVER_TEXTS.fieldInvalid);
          if (
            term !== undefined &&
            (!Number.isInteger(term) || (term as number) < 1 || (term as number) > 60)
          )
            addFieldMessage(problems, 'plan_term_days', T.planTermRange);
          if (Object.keys(problems).length > 0) throw validationError(problems);
          const wanted = [...new Set(ids as number[])];
          const found = await tx.query<{ id: number }>(
            'SELECT id FROM supervised_entities WHERE id = ANY($1::int[]) AND is_active',
            [wanted],
          );
          if (found.rows.length !== wanted.length) throw validationError({ entities: [T.entityUnknown] });
          if (caller.entityIds !== null && !wanted.every((id) => caller.entityIds!.includes(id)))
            throw validationError({ entities: [T.entityOutOfScope] });
          await tx.query('DELETE FROM recommendation_entities WHERE recommendation_id = $1', [rec.id]);
          await tx.query(
            'INSERT INTO recommendation_entities (recommendation_id, entity_id) SELECT $1, unnest($2::int[])',
            [rec.id, wanted],
          );
          if (term !== undefined)
            await tx.query('UPDATE recommendations SET plan_term_days = $2 WHERE id = $1', [rec.id, term]);
        }
        await tx.query(
          `UPDATE recommendations SET updated_at = now(),
                  saved_steps = CASE WHEN $2 = ANY(saved_steps) THEN saved_steps ELSE array_append(saved_steps, $2) END
            WHERE id = $1`,
          [rec.id, n],
        );
      });
      return detail((await findRecommendation(app.db, rec.id))!, caller);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${BASE}/:id/finish/`,
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Emite el borrador a sus entidades (paso final).', params: ID_PARAMS },
    },
    async (request) => {
      const { caller, rec } = await draftOf(request, request.params.id);
      const now = new Date();
      await app.db.transaction(async (tx) => {
        const locked = (await findRecommendation(tx, rec.id, true))!;
        if (locked.state !== 'draft') throw conflict(T.notDraft);
        const problems: Problems = {};
        const targets = await tx.query<{ id: number }>(
          'SELECT id FROM recommendation_entities WHERE recommendation_id = $1',
          [rec.id],
        );
        if (!locked.title || !locked.finding || !locked.recommendation)
          addFieldMessage(problems, 'step_1', T.stepIncomplete(RECOMMENDATION_STEPS[0].title));
        if (targets.rows.length === 0)
          addFieldMessage(problems, 'step_2', T.stepIncomplete(RECOMMENDATION_STEPS[1].title));
        if (Object.keys(problems).length > 0) throw validationError(problems);
        const due = dueAfter(now, locked.plan_term_days);
        await tx.query(
          `UPDATE recommendations SET state = 'issued', issued_at = $2, updated_at = $2 WHERE id = $1`,
          [rec.id, now],
        );
        await tx.query(
          `UPDATE recommendation_entities SET status = 'pending_plan', due_day = $2, updated_at = $3 WHERE recommendation_id = $1`,
          [rec.id, due, now],
        );
        for (const t of targets.rows) {
          await addEvent(tx, {
            targetId: Number(t.id),
            kind: 'issued',
            userId: caller.userId,
            text: null,
            from: null,
            to: 'pending_plan',
            at: now,
          });
        }
      });
      const issued = (await findRecommendation(app.db, rec.id))!;
      for (const t of await targetsOf(app.db, rec.id, null)) {
        await notifyFollowUp(
          { db: app.db, transport: accountServices(app).transport, log: request.log },
          issued,
          t,
          'issued',
        );
      }
      return detail(issued, caller);
    },
  );

  // ---- Read ---------------------------------------------------------------------------------
  const LIST_QUERY = {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...LIST_QUERY_PROPERTIES,
      status: { type: 'string', enum: ['draft', ...Object.keys(RECOMMENDATION_STATUSES)] },
      due_status: { type: 'string', enum: Object.keys(RECOMMENDATION_DUE) },
      is_active: { type: 'boolean' },
    },
  } as const;

  app.get<{ Querystring: ListQuery }>(
    `${BASE}/list/`,
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary:
          'La bandeja de quien consulta: una fila por recomendación y entidad (borradores propios incluidos).',
        querystring: LIST_QUERY,
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const q = request.query;
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
        const today = now;
        const soon = dueAfter(today, 2);
        const todayIso = dueAfter(today, 0);
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
    },
  );

  app.get<{ Querystring: { page?: number; page_size?: number; search?: string } }>(
    `${BASE}/entities/`,
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary:
          'Las entidades a las que quien consulta puede emitir recomendaciones (opciones `{id, name}`).',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...LIST_QUERY_PROPERTIES },
        },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const filter = new SqlFilter().where('e.is_active');
      if (caller.kind === 'ev') filter.where('false');
      else if (caller.entityIds !== null)
        filter.where(`e.id = ANY(${filter.param(caller.entityIds)}::int[])`);
      filter.search(request.query.search, ['e.name']);
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
    },
  );

  app.get(
    `${BASE}/status/`,
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Los estados y plazos por los que se filtra la bandeja.' },
    },
    async () => ({
      count: Object.keys(RECOMMENDATION_STATUSES).length + 1,
      results: [
        { id: 'draft', name: 'Borrador' },
        ...Object.entries(RECOMMENDATION_STATUSES).map(([id, name]) => ({ id, name })),
      ],
      due: Object.entries(RECOMMENDATION_DUE).map(([id, name]) => ({ id, name })),
      events: Object.entries(RECOMMENDATION_EVENTS).map(([id, name]) => ({ id, name })),
    }),
  );

  app.get<{ Params: { id: string } }>(
    `${BASE}/:id/company`,
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'La recomendación y sus copias por entidad (las de quien consulta), con su historial.',
        params: ID_PARAMS,
      },
    },
    async (request) => {
      const { caller, rec } = await visible(request, request.params.id);
      return detail(rec, caller);
    },
  );
  app.get<{ Params: { id: string } }>(
    `${BASE}/:id/`,
    { config: { access }, schema: { tags: [TAG], summary: 'Como `{id}/company`.', params: ID_PARAMS } },
    async (request) => {
      const { caller, rec } = await visible(request, request.params.id);
      return detail(rec, caller);
    },
  );

  app.patch<{ Params: { id: string }; Body: { is_active: boolean } }>(
    `${BASE}/:id/`,
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Activa o inactiva una recomendación (quien la emitió).',
        params: ID_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['is_active'],
          properties: { is_active: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const { caller, rec } = await visible(request, request.params.id);
      if (!isIssuer(caller, rec)) throw forbidden(T.issuerOnly);
      await app.db.query('UPDATE recommendations SET is_active = $2, updated_at = now() WHERE id = $1', [
        rec.id,
        request.body.is_active,
      ]);
      return detail((await findRecommendation(app.db, rec.id))!, caller);
    },
  );

  // ---- Follow-up ----------------------------------------------------------------------------
  const FOLLOW_UP: { path: string; step: FollowUpStep | 'close_or_reopen'; summary: string }[] = [
    {
      path: 'action-plans',
      step: 'action_plan',
      summary:
        'La entidad envía su plan de acción: `target`, `text`, `actions` [{action, owner, due}] y evidencias `file-N`.',
    },
    {
      path: 'progress-reports',
      step: 'progress_report',
      summary:
        'La entidad envía un informe de avance: `target`, `text`, `progress` (0–100) y evidencias `file-N`.',
    },
    {
      path: 'tracing-recommendations',
      step: 'tracing',
      summary: 'Quien emitió registra su seguimiento: `target`, `text`.',
    },
    {
      path: 'answer',
      step: 'answer',
      summary: 'La entidad envía su respuesta final: `target`, `text` y soportes `file-N`.',
    },
    {
      path: 'close',
      step: 'close_or_reopen',
      summary:
        'Quien emitió cierra (`target`, `text`) o reabre (`reopen`: true) la recomendación en una entidad.',
    },
  ];

  for (const route of FOLLOW_UP) {
    app.post(
      `${BASE}/${route.path}/`,
      {
        config: { ...CONSUMER_MULTIPART, access },
        schema: {
          tags: [TAG],
          summary: route.summary,
          description: `JSON o multipart/form-data (evidencias: extensión y contenido comprobados, ${LIMITS.attachmentFileMaxMb} MB por archivo). 201 con la recomendación.`,
          consumes: ['multipart/form-data', 'application/json'],
        },
      },
      async (request, reply) => {
        const form = await readForm(request, FILE_FIELD);
        const fields = form.fields;
        const problems: Problems = { ...form.problems };
        const known = ['target', 'text', 'actions', 'progress', 'reopen'];
        for (const key of Object.keys(fields))
          if (!known.includes(key)) addFieldMessage(problems, key.slice(0, 100), SERVER_TEXTS.fieldUnknown);
        const reopen = fields.reopen === true || fields.reopen === 'true';
        const step: FollowUpStep =
          route.step === 'close_or_reopen' ? (reopen ? 'reopen' : 'close') : route.step;
        const targetId = pathId(String(fields.target ?? ''));
        if (targetId === null) addFieldMessage(problems, 'target', API_ERROR_TEXTS.fieldRequired);
        const text = textField(fields, 'text', problems, 4000, step !== 'close' && step !== 'reopen');
        const actions = step === 'action_plan' ? actionsField(fields, problems) : undefined;
        let progress: number | undefined;
        if (step === 'progress_report') {
          const p = Number(fields.progress);
          if (
            fields.progress === undefined ||
            fields.progress === '' ||
            !Number.isInteger(p) ||
            p < 0 ||
            p > 100
          )
            addFieldMessage(problems, 'progress', T.progressInvalid);
          else progress = p;
        }
        if (form.files.length > 0 && (step === 'tracing' || step === 'close' || step === 'reopen'))
          addFieldMessage(problems, 'file', SERVER_TEXTS.fieldUnknown);
        if (targetId === null) throw validationError(problems);

        // Who may take the step is checked before the rest of the body, so nobody learns more.
        const caller = await callerOf(request);
        const target = await findTarget(app.db, targetId!);
        const rec = target ? await findRecommendation(app.db, target.recommendation_id) : null;
        if (!target || !rec || rec.state !== 'issued') throw notFoundError();
        const issuer = isIssuer(caller, rec);
        const inScope = caller.entityIds === null || caller.entityIds.includes(target.entity_id);
        if (!issuer && !inScope) throw notFoundError();
        const rule = followUp(target.status, step);
        const by = rule.ok
          ? rule.by
          : step === 'tracing' || step === 'close' || step === 'reopen'
            ? 'issuer'
            : 'entity';
        if (by === 'issuer' && !issuer) throw forbidden(T.issuerOnly);
        if (by === 'entity' && !(caller.kind === 'ev' && inScope)) throw forbidden(T.entityOnly);
        if (Object.keys(problems).length > 0) throw validationError(problems);
        if (!rec.is_active) throw conflict(T.inactive);

        const fileProblems = uploadProblems(form.files, CONSUMER_UPLOAD_LIMITS);
        if (Object.keys(fileProblems).length > 0) throw validationError(fileProblems);
        const now = new Date();
        const written = await writeFiles(form.files, now);
        try {
          await app.db.transaction(async (tx) => {
            const locked = (await findTarget(tx, target.id, true))!;
            const next = followUp(locked.status, step);
            if (!next.ok) throw conflict(next.reason);
            const due =
              next.due === 'keep' ? locked.due_day : next.due === null ? null : dueAfter(now, next.due);
            await tx.query(
              'UPDATE recommendation_entities SET status = $2, due_day = $3, updated_at = $4 WHERE id = $1',
              [locked.id, next.to, due, now],
            );
            await tx.query('UPDATE recommendations SET updated_at = $2 WHERE id = $1', [rec.id, now]);
            const eventId = await addEvent(tx, {
              targetId: locked.id,
              kind: next.event,
              userId: caller.userId,
              text,
              data: actions !== undefined ? { actions } : progress !== undefined ? { progress } : undefined,
              from: locked.status,
              to: next.to,
              at: now,
            });
            const stored = await insertStoredFiles(
              tx,
              written.map((w) => ({ ...w, uploaded_by: caller.userId })),
              now,
            );
            for (const s of stored) {
              await tx.query('INSERT INTO recommendation_event_files (event_id, file_id) VALUES ($1, $2)', [
                eventId,
                s.id,
              ]);
            }
          });
        } catch (error) {
          await Promise.all(
            written.map((w) =>
              storageFor(app)
                .delete(w.storage_key)
                .catch(() => undefined),
            ),
          );
          throw error;
        }
        const after = (await findTarget(app.db, target.id))!;
        await notifyFollowUp(
          { db: app.db, transport: accountServices(app).transport, log: request.log },
          rec,
          after,
          followUp(target.status, step).ok
            ? (followUp(target.status, step) as { event: string }).event
            : step,
        );
        return reply.code(201).send(await detail(rec, caller));
      },
    );
  }

  /** Stores evidence files; their rows are inserted with the event. */
  async function writeFiles(files: IncomingFile[], now: Date) {
    const storage = storageFor(app);
    const out: Parameters<typeof insertStoredFiles>[1] = [];
    try {
      for (const f of files) {
        const key = newStorageKey('recommendations', fileExtension(f.filename), now);
        await storage.put(key, f.data, { contentType: contentTypeFor(f.filename), size: f.data.length });
        out.push({
          storage_key: key,
          original_name: displayName(f.filename),
          size_bytes: f.data.length,
          content_type: contentTypeFor(f.filename),
          sha256: sha256(f.data),
          complaint_id: null,
          kind: 'recommendation' as never,
          type: null,
          state: null,
          uploaded_by: null,
        });
      }
      return out;
    } catch (error) {
      await Promise.all(out.map((w) => storage.delete(w.storage_key).catch(() => undefined)));
      throw error;
    }
  }

  app.get<{ Params: { id: string; fileId: string } }>(
    `${BASE}/:id/files/:fileId/url/`,
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Enlace de descarga firmado de una evidencia.' },
    },
    async (request) => {
      const { caller, rec } = await visible(request, request.params.id);
      const fileId = pathId(request.params.fileId);
      const scope = isIssuer(caller, rec) ? null : scopeOf(caller);
      const { rowCount } = await app.db.query(
        `SELECT 1 FROM recommendation_event_files ef JOIN recommendation_events ev ON ev.id = ef.event_id
           JOIN recommendation_entities t ON t.id = ev.target_id
          WHERE ef.file_id = $1 AND t.recommendation_id = $2 AND ($3::int[] IS NULL OR t.entity_id = ANY($3::int[]))`,
        [fileId, rec.id, scope],
      );
      if (fileId === null || !rowCount) throw notFoundError();
      const link = downloadLink(
        publicBase(request, app.config.publicUrl),
        downloadKey(app.config.secretsKey),
        fileId,
        new Date(),
        LIMITS.downloadLinkMinutes,
      );
      return { url: link.url, expires_at: toBogotaLocal(link.expiresAt) };
    },
  );
}
