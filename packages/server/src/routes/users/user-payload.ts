import type { Db } from '../../db/driver.js';

/** A `{id, name}` reference (roles, modules, position, direction). */
export interface NamedRef {
  id: number;
  name: string;
}

/** The user as the portal reads it (portal-spec §3 "User"): never a hash, secret or code. */
export interface UserPayload {
  id: number;
  user_id: number;
  username: string;
  email: string | null;
  is_active: boolean;
  is_staff: boolean;
  phone: string | null;
  phone_verified: boolean;
  mfa: { mail: boolean; sms: boolean; qr: boolean };
  groups: NamedRef[];
  modules: NamedRef[];
  person: {
    id: number | null;
    first_name: string;
    second_name: string;
    first_last_name: string;
    second_last_name: string;
    identification_type: string | null;
    identification_number: string | null;
    person_type: string | null;
    gender: string | null;
    position: NamedRef | null;
  };
  last_login: string | null;
  date_joined: string;
}

interface Row {
  id: number;
  username: string;
  email: string | null;
  is_active: boolean;
  phone: string | null;
  phone_verified: boolean;
  totp_enabled: boolean;
  last_login: Date | string | null;
  created_at: Date | string;
  person_id: number | null;
  first_name: string | null;
  second_name: string | null;
  first_last_name: string | null;
  second_last_name: string | null;
  identification_type: string | null;
  identification_number: string | null;
  person_type: string | null;
  gender: string | null;
  position_id: number | null;
  position_name: string | null;
  groups: NamedRef[] | string | null;
  modules: NamedRef[] | string | null;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
// pg returns json as objects; PGlite does too, but be lenient with a string.
const list = (v: NamedRef[] | string | null): NamedRef[] =>
  v === null ? [] : typeof v === 'string' ? JSON.parse(v) : v;

/** Loads one user with person, position, roles and modules; null when the id names nobody. */
export async function loadUserPayload(db: Db, userId: number): Promise<UserPayload | null> {
  const { rows } = await db.query<Row>(
    `SELECT u.id, u.username, u.email, u.is_active, u.phone, u.phone_verified, u.totp_enabled,
            u.last_login, u.created_at,
            p.id AS person_id, p.first_name, p.second_name, p.first_last_name, p.second_last_name,
            p.identification_type, p.identification_number, p.person_type, p.gender,
            p.position_id, pos.name AS position_name,
            COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.id)
                        FROM user_groups ug JOIN groups g ON g.id = ug.group_id
                       WHERE ug.user_id = u.id), '[]'::json) AS groups,
            COALESCE((SELECT json_agg(json_build_object('id', m.id, 'name', m.name) ORDER BY m.id)
                        FROM modules m
                       WHERE m.is_active AND m.id IN (
                         SELECT gm.module_id FROM user_groups ug
                           JOIN groups g ON g.id = ug.group_id AND g.is_active
                           JOIN group_modules gm ON gm.group_id = g.id
                          WHERE ug.user_id = u.id)), '[]'::json) AS modules
       FROM users u
       LEFT JOIN persons p ON p.user_id = u.id
       LEFT JOIN positions pos ON pos.id = p.position_id
      WHERE u.id = $1`,
    [userId],
    { samePlan: true },
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    user_id: r.id,
    username: r.username,
    email: r.email,
    is_active: r.is_active,
    is_staff: r.position_id !== null,
    phone: r.phone,
    phone_verified: r.phone_verified,
    mfa: { mail: r.email !== null, sms: r.phone !== null && r.phone_verified, qr: r.totp_enabled },
    groups: list(r.groups),
    modules: list(r.modules),
    person: {
      id: r.person_id,
      first_name: r.first_name ?? '',
      second_name: r.second_name ?? '',
      first_last_name: r.first_last_name ?? '',
      second_last_name: r.second_last_name ?? '',
      identification_type: r.identification_type,
      identification_number: r.identification_number,
      person_type: r.person_type,
      gender: r.gender,
      position: r.position_id !== null ? { id: r.position_id, name: r.position_name ?? '' } : null,
    },
    last_login: iso(r.last_login),
    date_joined: iso(r.created_at) as string,
  };
}

const NAMED_REF = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

/** Response schema of {@link UserPayload} (also the OpenAPI description of a user). */
export const USER_PAYLOAD_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    user_id: { type: 'integer' },
    username: { type: 'string' },
    email: { type: ['string', 'null'] },
    is_active: { type: 'boolean' },
    is_staff: { type: 'boolean', description: 'true when the person has a position (staff, portal-spec §6)' },
    phone: { type: ['string', 'null'] },
    phone_verified: { type: 'boolean' },
    mfa: {
      type: 'object',
      properties: { mail: { type: 'boolean' }, sms: { type: 'boolean' }, qr: { type: 'boolean' } },
    },
    groups: { type: 'array', items: NAMED_REF },
    modules: { type: 'array', items: NAMED_REF },
    person: {
      type: 'object',
      properties: {
        id: { type: ['integer', 'null'] },
        first_name: { type: 'string' },
        second_name: { type: 'string' },
        first_last_name: { type: 'string' },
        second_last_name: { type: 'string' },
        identification_type: { type: ['string', 'null'] },
        identification_number: { type: ['string', 'null'] },
        person_type: { type: ['string', 'null'] },
        gender: { type: ['string', 'null'] },
        position: { anyOf: [NAMED_REF, { type: 'null' }] },
      },
    },
    last_login: { type: ['string', 'null'] },
    date_joined: { type: 'string' },
  },
} as const;
