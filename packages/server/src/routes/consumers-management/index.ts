import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/driver.js';
import { ADMIN_MODULES, adminCaller, adminAccess } from '../../domain/staff-admin/access.js';
import {
  ACCOUNT_FROM,
  CONSUMER_CONDITION,
  FULL_NAME_SQL,
  NAME_SORT_KEY,
  PEOPLE_NOT_NULL,
  PERSON_PROPERTIES,
  accountSnapshot,
  fullName,
  personProblems,
  scopeConsumers,
  setActive,
  trimStrings,
  updatePersonFields,
  type PersonInput,
} from '../../domain/staff-admin/accounts.js';
import { actionOf, diffSnapshots, recordChange, type FieldChange } from '../../domain/staff-admin/changes.js';
import {
  ID_PARAMS,
  IS_ACTIVE_QUERY,
  LIST_QUERY_PROPERTIES,
  SqlFilter,
  isoOrNull,
  orderBy,
  pathId,
  listPage,
} from '../../domain/staff-admin/listing.js';
import { stateName } from '../../domain/complaints/state-machine.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { LOGIN_THROTTLE, loginThrottleKeys } from '../token/login.js';

const TAG = 'Administración: consumidores financieros';

/** Wrong second-factor codes allowed per account (sign-in-flow.ts keeps the same count). */
const LOCK_KEYS_SQL = `ARRAY['login:account:' || lower(u.username), 'login:account:' || lower(COALESCE(u.email, '')),
  'signin:mfa:' || u.id::text]`;

const CONSUMER_COLUMNS = `u.id, u.username, u.email, u.is_active, u.is_verified, u.phone, u.last_login, u.created_at,
  u.updated_at, p.first_name, p.second_name, p.first_last_name, p.second_last_name, p.identification_type,
  p.identification_number, p.person_type, p.gender,
  (SELECT count(*)::int FROM complaints q WHERE q.owner_user_id = u.id) AS complaints_count,
  EXISTS (SELECT 1 FROM throttle_counters t WHERE t.key = ANY(${LOCK_KEYS_SQL})
           AND t.hits >= ${LOGIN_THROTTLE.perAccountFailures.limit}
           AND t.window_start > now() - make_interval(secs => ${LOGIN_THROTTLE.perAccountFailures.windowSeconds})) AS locked`;

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const strOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

function consumerFromRow(row: Row) {
  const names = {
    first_name: str(row.first_name),
    second_name: str(row.second_name),
    first_last_name: str(row.first_last_name),
    second_last_name: str(row.second_last_name),
  };
  return {
    id: Number(row.id),
    username: str(row.username),
    email: strOrNull(row.email),
    is_active: row.is_active === true,
    is_verified: row.is_verified === true,
    locked: row.locked === true,
    ...names,
    full_name: fullName(names),
    identification_type: strOrNull(row.identification_type),
    identification_number: strOrNull(row.identification_number),
    person_type: strOrNull(row.person_type),
    gender: strOrNull(row.gender),
    phone: strOrNull(row.phone),
    complaints_count: Number(row.complaints_count ?? 0),
    last_login: isoOrNull(row.last_login),
    created_at: isoOrNull(row.created_at),
    updated_at: isoOrNull(row.updated_at),
  };
}

/** A consumer with their complaints (against the caller's entities only, for a DCF or EV user). */
async function consumerDetail(db: Db, id: number, entityIds: number[] | null) {
  const filter = new SqlFilter().where(CONSUMER_CONDITION);
  filter.where(`u.id = ${filter.param(id)}`);
  scopeConsumers(filter, entityIds);
  const { rows } = await db.query<Row>(
    `SELECT ${CONSUMER_COLUMNS} ${ACCOUNT_FROM} ${filter.sql()}`,
    filter.params,
  );
  if (!rows[0]) return null;
  const complaints = await db.query<Row>(
    `SELECT q.id, q.codigo_queja, q.fecha_creacion, q.estado_cod,
            e.id AS entity_id, e.tipo_entidad, e.entidad_cod, e.name AS entity_name
       FROM complaints q
       JOIN supervised_entities e ON e.tipo_entidad = q.tipo_entidad AND e.entidad_cod = q.entidad_cod
      WHERE q.owner_user_id = $1 AND ($2::int[] IS NULL OR e.id = ANY($2::int[]))
      ORDER BY q.fecha_creacion DESC, q.id DESC LIMIT 100`,
    [id, entityIds],
  );
  return {
    ...consumerFromRow(rows[0]),
    complaints: complaints.rows.map((c) => ({
      id: Number(c.id),
      codigo_queja: str(c.codigo_queja),
      entity: {
        id: Number(c.entity_id),
        tipo_entidad: Number(c.tipo_entidad),
        entidad_cod: str(c.entidad_cod),
        name: str(c.entity_name),
      },
      // The one catalogue of state names (the option list has no «Desistida»).
      state: { id: Number(c.estado_cod), name: stateName(Number(c.estado_cod)) },
      created_at: isoOrNull(c.fecha_creacion),
    })),
  };
}

const CONSUMER_ORDERING: Record<string, string[]> = {
  name: [NAME_SORT_KEY],
  email: ['lower(u.email)'],
  identification_number: ['p.identification_number'],
  created_at: ['u.created_at'],
  last_login: ['u.last_login'],
  id: ['u.id'],
};

type ConsumerPatch = PersonInput & { is_active?: boolean; unlock?: boolean };

/** Financial consumers (module 2): paged search, profile with complaints, corrections, unlock, (in)activation. */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = adminAccess(ADMIN_MODULES.consumers);

  app.get<{ Querystring: { search?: string; ordering?: string; is_active?: boolean } }>(
    '/userscfmanagement/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Lista paginada de consumidores financieros',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...LIST_QUERY_PROPERTIES, is_active: IS_ACTIVE_QUERY },
        },
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const query = request.query;
      const filter = new SqlFilter().where(CONSUMER_CONDITION);
      scopeConsumers(filter, caller.entityIds);
      filter.search(query.search, [FULL_NAME_SQL, 'u.email', 'u.username', 'p.identification_number']);
      if (query.is_active !== undefined) filter.where(`u.is_active = ${filter.param(query.is_active)}`);
      const order = orderBy(query.ordering, CONSUMER_ORDERING, 'name', 'u.id', PEOPLE_NOT_NULL);
      return listPage(app, request, {
        count: ACCOUNT_FROM,
        rows: `SELECT ${CONSUMER_COLUMNS} ${ACCOUNT_FROM}`,
        filter,
        order,
        map: consumerFromRow,
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/userscfmanagement/:id/',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Perfil y quejas de un consumidor', params: ID_PARAMS },
    },
    async (request) => {
      const id = pathId(request.params.id);
      const detail = id === null ? null : await consumerDetail(app.db, id, adminCaller(request).entityIds);
      if (!detail) throw notFoundError();
      return detail;
    },
  );

  app.patch<{ Params: { id: string }; Body: ConsumerPatch }>(
    '/userscfmanagement/:id/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Corrige datos, desbloquea, activa o inactiva a un consumidor',
        params: ID_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...PERSON_PROPERTIES,
            person_type: { type: 'string', maxLength: 10 },
            gender: { type: 'string', maxLength: 10 },
            is_active: { type: 'boolean' },
            unlock: { type: 'boolean', enum: [true] },
          },
        },
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const id = pathId(request.params.id);
      const existing = id === null ? null : await consumerDetail(app.db, id, caller.entityIds);
      if (!existing) throw notFoundError();
      const body = trimStrings(request.body);
      const problems = await personProblems(app.db, body, {
        userId: existing.id,
        identification_type: existing.identification_type,
        identification_number: existing.identification_number,
      });
      if (Object.keys(problems).length > 0) throw validationError(problems);
      await app.db.transaction(async (tx) => {
        const before = await accountSnapshot(tx, existing.id);
        await updatePersonFields(tx, existing.id, body);
        if (body.is_active !== undefined) await setActive(tx, existing.id, body.is_active);
        const changes: FieldChange[] = diffSnapshots(before, (await accountSnapshot(tx, existing.id))!);
        if (changes.length > 0) {
          await recordChange(tx, {
            actorUserId: caller.user.id,
            ip: request.ip,
            resource: 'user',
            resourceId: existing.id,
            action: actionOf(changes, 'updated'),
            changes,
          });
        }
        if (body.unlock === true) {
          const keys = [
            loginThrottleKeys('', existing.username).account,
            loginThrottleKeys('', existing.email ?? '').account,
            `signin:mfa:${existing.id}`,
          ];
          await tx.query('DELETE FROM throttle_counters WHERE key = ANY($1::text[])', [keys]);
          await recordChange(tx, {
            actorUserId: caller.user.id,
            ip: request.ip,
            resource: 'user',
            resourceId: existing.id,
            action: 'unlocked',
            changes: [{ field: 'locked', before: String(existing.locked), after: 'false' }],
          });
        }
      });
      return (await consumerDetail(app.db, existing.id, caller.entityIds))!;
    },
  );
}
