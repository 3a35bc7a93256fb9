import { DCF_POSITION } from '../../access/route-policy.js';
import {
  API_ERROR_TEXTS,
  AUTH_MESSAGES,
  SERVER_TEXTS,
  STAFF_ADMIN_TEXTS,
  identificationMaxLength,
  identificationTypeProblem,
  validateIdentification,
} from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { NewUser } from '../../db/repositories/users.js';
import { isoOrNull, type SqlFilter } from './listing.js';
import type { Snapshot } from './changes.js';
import { addFieldMessage } from '../../http/field-problems.js';

/** Field messages of a 400. */
export type Problems = Record<string, string[]>;

/** Adds `message` to `field` once. */
export function addProblem(problems: Problems, field: string, message: string): void {
  addFieldMessage(problems, field, message);
}

const NAME = { type: 'string', maxLength: 50 } as const;

/** Person and contact fields shared by staff users and consumers (JSON schema properties). */
export const PERSON_PROPERTIES = {
  first_name: NAME,
  second_name: NAME,
  first_last_name: NAME,
  second_last_name: NAME,
  identification_type: { type: 'string', maxLength: 10 },
  identification_number: { type: 'string', maxLength: 100 },
  email: { type: 'string', maxLength: 254 },
  phone: { type: ['string', 'null'], maxLength: 20 },
} as const;

/** The values of {@link PERSON_PROPERTIES} (strings already trimmed by {@link trimStrings}). */
export interface PersonInput {
  first_name?: string;
  second_name?: string;
  first_last_name?: string;
  second_last_name?: string;
  identification_type?: string;
  identification_number?: string;
  email?: string;
  phone?: string | null;
  person_type?: string;
  gender?: string;
}

/** A copy of `body` with every string trimmed. */
export function trimStrings<T extends object>(body: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body))
    out[key] = typeof value === 'string' ? value.trim() : value;
  return out as T;
}

/**
 * The account of a person staff register (a staff user, or a consumer filed for), from `body`:
 * active and verified, with no password until its owner chooses one from the invitation;
 * `person` adds to its person fields.
 */
export function invitedAccount(body: PersonInput, person: NewUser['person'] = {}): NewUser {
  return {
    username: body.email,
    email: body.email,
    passwordHash: null,
    isActive: true,
    isVerified: true,
    phone: body.phone || null,
    person: {
      firstName: body.first_name,
      secondName: body.second_name ?? '',
      firstLastName: body.first_last_name,
      secondLastName: body.second_last_name ?? '',
      identificationType: body.identification_type,
      identificationNumber: body.identification_number,
      ...person,
    },
  };
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?\d{7,19}$/;
/** A person's name: letters (any script, accents, ñ), spaces, apostrophes, dots and hyphens. */
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M}\s'’.-]*$/u;

/**
 * Checks the person and contact fields of a create (`current` null) or an edit of `userId`:
 * option codes, the identification rules of the portal, e-mail format and uniqueness, phone.
 */
export async function personProblems(
  db: Db,
  body: PersonInput,
  current: {
    userId: number;
    identification_type: string | null;
    identification_number: string | null;
  } | null,
): Promise<Problems> {
  const problems: Problems = {};
  const required = ['first_name', 'first_last_name', 'identification_type', 'identification_number', 'email'];
  for (const field of required) {
    const value = (body as Record<string, unknown>)[field];
    if (value === undefined) {
      if (current === null) addProblem(problems, field, API_ERROR_TEXTS.fieldRequired);
    } else if (value === '') addProblem(problems, field, SERVER_TEXTS.fieldBlank);
  }
  for (const field of ['first_name', 'second_name', 'first_last_name', 'second_last_name'] as const) {
    const value = body[field];
    if (value !== undefined && value !== '' && !PERSON_NAME.test(value)) {
      addProblem(problems, field, STAFF_ADMIN_TEXTS.nameInvalid);
    }
  }
  for (const [field, list] of [
    ['identification_type', 'identificationtype'],
    ['person_type', 'persontype'],
    ['gender', 'gender'],
  ] as const) {
    const code = body[field];
    if (code === undefined || code === '') continue;
    const { rows } = await db.query(
      'SELECT 1 FROM option_items WHERE list = $1 AND code = $2 AND is_active',
      [list, code],
    );
    if (rows.length === 0) addProblem(problems, field, SERVER_TEXTS.fieldInvalidChoice(code.slice(0, 100)));
  }
  const typeProblem = problems.identification_type
    ? null
    : identificationTypeProblem(body.person_type, body.identification_type ?? current?.identification_type);
  if (typeProblem) addProblem(problems, 'identification_type', typeProblem);
  if (
    (body.identification_number !== undefined || body.identification_type !== undefined) &&
    !problems.identification_type
  ) {
    const type = body.identification_type ?? current?.identification_type ?? undefined;
    const number = body.identification_number ?? current?.identification_number ?? '';
    if (number !== '') {
      const message =
        validateIdentification(type, number) ??
        (number.length > identificationMaxLength(type)
          ? SERVER_TEXTS.fieldMaxLength(identificationMaxLength(type))
          : null);
      if (message) addProblem(problems, 'identification_number', message);
    }
  }
  if (body.email !== undefined && body.email !== '') {
    if (!EMAIL.test(body.email)) addProblem(problems, 'email', AUTH_MESSAGES.emailInvalid);
    else {
      const { rows } = await db.query(
        'SELECT 1 FROM users WHERE (lower(email) = lower($1) OR lower(username) = lower($1)) AND id <> $2',
        [body.email, current?.userId ?? 0],
      );
      if (rows.length > 0) addProblem(problems, 'email', STAFF_ADMIN_TEXTS.emailTaken);
    }
  }
  if (typeof body.phone === 'string' && body.phone !== '' && !PHONE.test(body.phone)) {
    addProblem(problems, 'phone', AUTH_MESSAGES.phoneInvalid);
  }
  return problems;
}

const PERSON_COLUMNS = [
  'first_name',
  'second_name',
  'first_last_name',
  'second_last_name',
  'identification_type',
  'identification_number',
  'person_type',
  'gender',
] as const;

/** Writes the person and contact fields present in `body` (e-mail also renames the login). */
export async function updatePersonFields(db: Db, userId: number, body: PersonInput): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [userId];
  for (const column of PERSON_COLUMNS) {
    const value = body[column];
    if (value === undefined) continue;
    params.push(
      value === '' && (column === 'identification_type' || column === 'person_type' || column === 'gender')
        ? null
        : value,
    );
    sets.push(`${column} = $${params.length}`);
  }
  if (sets.length > 0) await db.query(`UPDATE persons SET ${sets.join(', ')} WHERE user_id = $1`, params);
  const userSets: string[] = [];
  const userParams: unknown[] = [userId];
  if (body.email !== undefined) {
    userParams.push(body.email);
    userSets.push(`email = $${userParams.length}`, `username = $${userParams.length}`);
  }
  if (body.phone !== undefined) {
    userParams.push(body.phone === '' ? null : body.phone);
    userSets.push(`phone = $${userParams.length}`);
  }
  userSets.push('updated_at = now()');
  await db.query(`UPDATE users SET ${userSets.join(', ')} WHERE id = $1`, userParams);
}

/** Sets `is_active`; inactivating revokes the refresh tokens (access tokens stop at once, app.authenticate). */
export async function setActive(db: Db, userId: number, active: boolean): Promise<void> {
  await db.query('UPDATE users SET is_active = $2, updated_at = now() WHERE id = $1', [userId, active]);
  if (!active) {
    await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
      userId,
    ]);
  }
}

/** Joined names, skipping blanks. */
export function fullName(row: {
  first_name: string | null;
  second_name: string | null;
  first_last_name: string | null;
  second_last_name: string | null;
}): string {
  return [row.first_name, row.second_name, row.first_last_name, row.second_last_name]
    .filter((p) => p && p.trim() !== '')
    .join(' ');
}

/**
 * A person's sort key by name: first surname, second surname, first name, folded (migration
 * 427, stored; never null, so lists order by it without `NULLS FIRST` and the consumers' index
 * gives the order).
 */
export const NAME_SORT_KEY = 'p.name_sort_key';
/** {@link orderBy}'s columns that are never null, for the lists of people. */
export const PEOPLE_NOT_NULL: ReadonlySet<string> = new Set([NAME_SORT_KEY]);

/** SQL of a person's full name (for search). */
export const FULL_NAME_SQL = `concat_ws(' ', p.first_name, p.second_name, p.first_last_name, p.second_last_name)`;

/**
 * The displayed values of an account for its history: names, identification (type by name),
 * contact, position, direction, roles, entities and state. Never a password or a code.
 */
export async function accountSnapshot(db: Db, userId: number): Promise<Snapshot | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT p.first_name, p.second_name, p.first_last_name, p.second_last_name,
            COALESCE(it.name, p.identification_type) AS identification_type, p.identification_number,
            COALESCE(pt.name, p.person_type) AS person_type, COALESCE(g.name, p.gender) AS gender,
            u.email, u.phone, pos.name AS position, d.name AS direction, u.is_active,
            (SELECT string_agg(gr.name, ', ' ORDER BY gr.name) FROM user_groups ug JOIN groups gr ON gr.id = ug.group_id
              WHERE ug.user_id = u.id) AS groups,
            (SELECT string_agg(e.name, ', ' ORDER BY e.name) FROM user_entities ue
               JOIN supervised_entities e ON e.id = ue.entity_id WHERE ue.user_id = u.id) AS entities
       FROM users u JOIN persons p ON p.user_id = u.id
       LEFT JOIN option_items it ON it.list = 'identificationtype' AND it.code = p.identification_type
       LEFT JOIN option_items pt ON pt.list = 'persontype' AND pt.code = p.person_type
       LEFT JOIN option_items g ON g.list = 'gender' AND g.code = p.gender
       LEFT JOIN positions pos ON pos.id = p.position_id
       LEFT JOIN directions d ON d.id = p.direction_id
      WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  const snapshot: Snapshot = {};
  for (const [key, value] of Object.entries(row)) {
    snapshot[key] =
      value === null || value === undefined
        ? null
        : typeof value === 'boolean'
          ? String(value)
          : String(value);
  }
  return snapshot;
}

/** The SELECT list and joins of a {@link StaffUser} / consumer row, `u` users and `p` persons. */
export const ACCOUNT_FROM = `FROM users u JOIN persons p ON p.user_id = u.id
  LEFT JOIN positions pos ON pos.id = p.position_id
  LEFT JOIN directions d ON d.id = p.direction_id`;

const ACCOUNT_COLUMNS = `u.id, u.username, u.email, u.is_active, u.is_verified, u.phone, u.last_login, u.created_at,
  u.updated_at, (u.password_hash IS NOT NULL) AS password_set,
  p.first_name, p.second_name, p.first_last_name, p.second_last_name, p.identification_type,
  p.identification_number, p.person_type, p.gender, pos.id AS position_id, pos.name AS position_name,
  d.id AS direction_id, d.name AS direction_name`;

/** Columns of a staff user row (with its roles and entities as JSON). */
export const STAFF_USER_COLUMNS = `${ACCOUNT_COLUMNS},
  COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name, 'is_active', g.is_active) ORDER BY g.name, g.id)
     FROM user_groups ug JOIN groups g ON g.id = ug.group_id WHERE ug.user_id = u.id), '[]'::json) AS groups,
  COALESCE((SELECT json_agg(json_build_object('id', e.id, 'tipo_entidad', e.tipo_entidad, 'entidad_cod', e.entidad_cod,
       'name', e.name) ORDER BY e.name, e.id)
     FROM user_entities ue JOIN supervised_entities e ON e.id = ue.entity_id WHERE ue.user_id = u.id), '[]'::json) AS entities`;

/** Staff users: a position, never an entity API account. */
export const STAFF_CONDITION = `p.position_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM entity_clients c WHERE c.user_id = u.id)`;

/** Consumers: no position, never an entity API account. */
export const CONSUMER_CONDITION = `p.position_id IS NULL AND NOT EXISTS (SELECT 1 FROM entity_clients c WHERE c.user_id = u.id)`;

/**
 * Limits `filter` to accounts sharing an entity with `entityIds` (no limit for `null`) and, for an
 * entity's user, holding `side`'s position: EV users see EV users, DCF users DCF users (the
 * defender is independent of the entity).
 */
export function scopeStaffUsers(filter: SqlFilter, entityIds: number[] | null, side?: string): void {
  if (entityIds === null) return;
  filter.where(
    `EXISTS (SELECT 1 FROM user_entities ue WHERE ue.user_id = u.id AND ue.entity_id = ANY(${filter.param(entityIds)}::int[]))`,
  );
  if (side !== undefined) filter.where(sameSide(filter.param(DCF_POSITION), side === DCF_POSITION));
}

/** SQL: the account (`pos`) is a defender's (`dcf`) or not, `dcfName` being the DCF position's name. */
function sameSide(dcfName: string, dcf: boolean): string {
  return dcf ? `pos.name = ${dcfName}` : `pos.name IS DISTINCT FROM ${dcfName}`;
}

/** Limits `filter` to consumers with a complaint against one of `entityIds` (no limit for `null`). */
export function scopeConsumers(filter: SqlFilter, entityIds: number[] | null): void {
  if (entityIds === null) return;
  filter.where(
    `EXISTS (SELECT 1 FROM complaints q JOIN supervised_entities e
               ON e.tipo_entidad = q.tipo_entidad AND e.entidad_cod = q.entidad_cod
              WHERE q.owner_user_id = u.id AND e.id = ANY(${filter.param(entityIds)}::int[]))`,
  );
}

type Row = Record<string, unknown>;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const parseJson = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

function personPart(row: Row) {
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
    ...names,
    full_name: fullName(names),
    identification_type: strOrNull(row.identification_type),
    identification_number: strOrNull(row.identification_number),
    phone: strOrNull(row.phone),
  };
}

/** A staff user as the API answers it (docs/staff-admin-api.md `StaffUser`). */
export function staffUserFromRow(row: Row) {
  return {
    ...personPart(row),
    is_staff: true,
    position: row.position_id === null ? null : { id: Number(row.position_id), name: str(row.position_name) },
    direction:
      row.direction_id === null ? null : { id: Number(row.direction_id), name: str(row.direction_name) },
    groups: parseJson(row.groups) as { id: number; name: string; is_active: boolean }[],
    entities: parseJson(row.entities) as {
      id: number;
      tipo_entidad: number;
      entidad_cod: string;
      name: string;
    }[],
    password_set: row.password_set === true,
    last_login: isoOrNull(row.last_login),
    created_at: isoOrNull(row.created_at),
    updated_at: isoOrNull(row.updated_at),
  };
}

/** A staff user by id within the caller's scope, or `null`. */
export async function findStaffUser(db: Db, id: number, entityIds: number[] | null, side?: string) {
  const params: unknown[] = [id];
  let scope = '';
  if (entityIds !== null) {
    params.push(entityIds);
    scope = `AND EXISTS (SELECT 1 FROM user_entities ue WHERE ue.user_id = u.id AND ue.entity_id = ANY($2::int[]))`;
    if (side !== undefined) {
      params.push(DCF_POSITION);
      scope += ` AND ${sameSide('$3', side === DCF_POSITION)}`;
    }
  }
  const { rows } = await db.query<Row>(
    `SELECT ${STAFF_USER_COLUMNS} ${ACCOUNT_FROM} WHERE u.id = $1 AND ${STAFF_CONDITION} ${scope}`,
    params,
  );
  return rows[0] ? staffUserFromRow(rows[0]) : null;
}
