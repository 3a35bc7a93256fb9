import { SERVER_TEXTS, STAFF_ADMIN_TEXTS } from '../../core.js';
import { ACTORS, signedInAccess } from '../../access/route-policy.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/driver.js';
import {
  ADMIN_MODULES,
  adminCaller,
  adminAccess,
  type AdminCaller,
} from '../../domain/staff-admin/access.js';
import { flag, type Snapshot, writeRecorded } from '../../domain/staff-admin/changes.js';
import {
  IS_ACTIVE_QUERY,
  LIST_QUERY_PROPERTIES,
  SqlFilter,
  isoOrNull,
  orderBy,
  uniqueOr,
  listPage,
} from '../../domain/staff-admin/listing.js';
import { adminCallerOrNull, optionListPage } from '../../domain/staff-admin/option-fallback.js';
import { recordRoutes } from '../../domain/staff-admin/record-routes.js';
import { validationError } from '../../http/errors.js';
import { DIRECTION_OPTION_LIST } from '../options/option-lists.js';

const TAG = 'Administración: direcciones';

const COLUMNS = `d.id, d.name, d.is_active, d.created_at,
  (SELECT count(*)::int FROM persons p WHERE p.direction_id = d.id) AS users_count`;

type Row = Record<string, unknown>;

function directionFromRow(row: Row) {
  return {
    id: Number(row.id),
    name: String(row.name),
    is_active: row.is_active === true,
    users_count: Number(row.users_count ?? 0),
    created_at: isoOrNull(row.created_at),
  };
}

type Direction = ReturnType<typeof directionFromRow>;

async function findDirection(db: Db, id: number): Promise<Direction | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM directions d WHERE d.id = $1`, [id]);
  return rows[0] ? directionFromRow(rows[0]) : null;
}

const snapshot = (d: Direction): Snapshot => ({ name: d.name, is_active: flag(d.is_active) });

interface DirectionBody {
  name?: string;
  is_active?: boolean;
}

const PROPERTIES = { name: { type: 'string', maxLength: 150 }, is_active: { type: 'boolean' } } as const;

const ORDERING: Record<string, string[]> = {
  name: ['sfc_fold(d.name)'],
  created_at: ['d.created_at'],
  users_count: ['(SELECT count(*) FROM persons p WHERE p.direction_id = d.id)'],
  id: ['d.id'],
};

async function saveDirection(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: AdminCaller,
  body: DirectionBody,
  current: Direction | null,
): Promise<Direction> {
  if (body.name !== undefined) {
    if (body.name === '') throw validationError({ name: [SERVER_TEXTS.fieldBlank] });
    const { rows } = await app.db.query(
      'SELECT 1 FROM directions WHERE sfc_fold(btrim(name)) = sfc_fold($1) AND id <> $2',
      [body.name, current?.id ?? 0],
    );
    if (rows.length > 0) throw validationError({ name: [STAFF_ADMIN_TEXTS.directionNameTaken] });
  }
  const write = () =>
    writeRecorded(
      app.db,
      {
        actorUserId: caller.user.id,
        ip: request.ip,
        resource: 'direction',
        current,
        find: findDirection,
        snapshot: snapshot,
      },
      async (tx) => {
        let directionId: number;
        if (current === null) {
          const { rows } = await tx.query<{ id: number }>(
            'INSERT INTO directions (name, is_active) VALUES ($1, $2) RETURNING id',
            [body.name, body.is_active ?? true],
          );
          directionId = Number(rows[0]!.id);
        } else {
          directionId = current.id;
          await tx.query(
            'UPDATE directions SET name = COALESCE($2, name), is_active = COALESCE($3, is_active) WHERE id = $1',
            [directionId, body.name ?? null, body.is_active ?? null],
          );
        }
        return directionId;
      },
    );
  const id = await uniqueOr(write, 'name', STAFF_ADMIN_TEXTS.directionNameTaken);
  return (await findDirection(app.db, id))!;
}

/** Directions (module 7): list (also the option list for everyone else), create, read, edit. */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = adminAccess(ADMIN_MODULES.directions, { global: true });

  app.get<{ Querystring: { search?: string; ordering?: string; is_active?: boolean } }>(
    '/direction/',
    {
      // An option list of portal-spec §7 for every signed-in account; the administration list needs the module.
      config: { access: signedInAccess(ACTORS, 'public') },
      schema: {
        tags: [TAG],
        summary: 'Direcciones: lista de administración (módulo 7) u opciones {id, name} activas',
        querystring: { type: 'object', properties: { ...LIST_QUERY_PROPERTIES, is_active: IS_ACTIVE_QUERY } },
      },
    },
    async (request) => {
      const caller = await adminCallerOrNull(app, request, ADMIN_MODULES.directions);
      if (!caller) return optionListPage(app, request, DIRECTION_OPTION_LIST);
      const q = request.query;
      const filter = new SqlFilter();
      filter.search(q.search, ['d.name']);
      if (q.is_active !== undefined) filter.where(`d.is_active = ${filter.param(q.is_active)}`);
      const order = orderBy(q.ordering, ORDERING, 'name', 'd.id');
      return listPage(app, request, {
        count: 'FROM directions d',
        rows: `SELECT ${COLUMNS} FROM directions d`,
        filter,
        order,
        map: directionFromRow,
      });
    },
  );

  recordRoutes<Direction, DirectionBody>(app, {
    path: '/direction/',
    tag: TAG,
    readAccess: access,
    writeAccess: access,
    summaries: {
      create: 'Crea una dirección',
      read: 'Una dirección',
      replace: 'Reemplaza una dirección',
      edit: 'Edita, activa o inactiva una dirección',
    },
    properties: PROPERTIES,
    required: ['name'],
    find: (_request, id) => findDirection(app.db, id),
    save: (request, body, current) => saveDirection(app, request, adminCaller(request), body, current),
  });
}
