import { STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/driver.js';
import { DIRECTION_OPTION_LIST } from '../../routes/options/option-lists.js';
import { ADMIN_MODULES, adminCaller } from './access.js';
import { flag } from './changes.js';
import { SqlFilter, isoOrNull, listPage, orderBy } from './listing.js';
import { saveNamedRecord, type NamedRecordKind } from './named-records.js';
import { adminCallerOrNull, optionListPage } from './option-fallback.js';

const COLUMNS = `d.id, d.name, d.is_active, d.created_at,
  (SELECT count(*)::int FROM persons p WHERE p.direction_id = d.id) AS users_count`;

const ORDERING: Record<string, string[]> = {
  name: ['sfc_fold(d.name)'],
  created_at: ['d.created_at'],
  users_count: ['(SELECT count(*) FROM persons p WHERE p.direction_id = d.id)'],
  id: ['d.id'],
};

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

export type Direction = ReturnType<typeof directionFromRow>;

export interface DirectionBody {
  name?: string;
  is_active?: boolean;
}

export async function findDirection(db: Db, id: number): Promise<Direction | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM directions d WHERE d.id = $1`, [id]);
  return rows[0] ? directionFromRow(rows[0]) : null;
}

const DIRECTIONS: NamedRecordKind<Direction, DirectionBody> = {
  table: 'directions',
  resource: 'direction',
  nameTaken: STAFF_ADMIN_TEXTS.directionNameTaken,
  find: findDirection,
  snapshot: (d) => ({ name: d.name, is_active: flag(d.is_active) }),
  write: async (tx, body, current) => {
    if (current === null) {
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO directions (name, is_active) VALUES ($1, $2) RETURNING id',
        [body.name, body.is_active ?? true],
      );
      return Number(rows[0]!.id);
    }
    await tx.query(
      'UPDATE directions SET name = COALESCE($2, name), is_active = COALESCE($3, is_active) WHERE id = $1',
      [current.id, body.name ?? null, body.is_active ?? null],
    );
    return current.id;
  },
};

/** Creates (`current` null) or changes a direction. */
export function saveDirection(
  app: FastifyInstance,
  request: FastifyRequest,
  body: DirectionBody,
  current: Direction | null,
): Promise<Direction> {
  return saveNamedRecord(app, request, adminCaller(request), DIRECTIONS, body, current);
}

/** The administration list for holders of «Direcciones»; the active options for everyone else. */
export async function listDirections(
  app: FastifyInstance,
  request: FastifyRequest,
  q: { search?: string; ordering?: string; is_active?: boolean },
) {
  const caller = await adminCallerOrNull(app, request, ADMIN_MODULES.directions);
  if (!caller) return optionListPage(app, request, DIRECTION_OPTION_LIST);
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
}
