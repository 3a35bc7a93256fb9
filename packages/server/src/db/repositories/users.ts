import type { Db } from '../driver.js';

/** A supervised entity, by its SmartSupervision key. */
export interface EntityRef {
  tipo_entidad: number;
  entidad_cod: string;
}

/** The signed-in user as routes see it (`request.user`). */
export interface AuthUser {
  id: number;
  username: string;
  email: string | null;
  isActive: boolean;
  /** Staff = the person has a position (portal-spec §6). */
  isStaff: boolean;
  positionId: number | null;
  /** The name of the position (the access policy tells EV from DCF staff by it). */
  positionName: string | null;
  /** The supervised entity the user belongs to (EV staff and entity API users). */
  entity?: EntityRef;
  /** True for an entity's API account (logs in with username, password and signature only). */
  isEntityClient: boolean;
  /** Modules of all the user's active roles. */
  moduleIds: number[];
}

/** What sign-in needs to know about an account. */
export interface LoginRecord {
  id: number;
  username: string;
  email: string | null;
  passwordHash: string | null;
  isActive: boolean;
  isVerified: boolean;
  isEntityClient: boolean;
  isStaff: boolean;
}

interface LoginRow {
  id: number;
  username: string;
  email: string | null;
  password_hash: string | null;
  is_active: boolean;
  is_verified: boolean;
  is_entity_client: boolean;
  is_staff: boolean;
}

/** Finds an account by username or e-mail, case-insensitively. */
export async function findLoginRecord(db: Db, login: string): Promise<LoginRecord | null> {
  const { rows } = await db.query<LoginRow>(
    `SELECT u.id, u.username, u.email, u.password_hash, u.is_active, u.is_verified,
            (c.id IS NOT NULL) AS is_entity_client, (p.position_id IS NOT NULL) AS is_staff
     FROM users u
     LEFT JOIN entity_clients c ON c.user_id = u.id
     LEFT JOIN persons p ON p.user_id = u.id
     WHERE lower(u.username) = lower($1) OR lower(u.email) = lower($1)
     ORDER BY (lower(u.username) = lower($1)) DESC
     LIMIT 1`,
    [login],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    passwordHash: row.password_hash,
    isActive: row.is_active,
    isVerified: row.is_verified,
    isEntityClient: row.is_entity_client,
    isStaff: row.is_staff,
  };
}

interface AuthRow {
  id: number;
  username: string;
  email: string | null;
  is_active: boolean;
  position_id: number | null;
  position_name: string | null;
  tipo_entidad: number | null;
  entidad_cod: string | null;
  is_entity_client: boolean;
  module_ids: number[] | null;
}

/** Loads the user a token names, with role modules; `null` when the account no longer exists. */
export async function loadAuthUser(db: Db, userId: number): Promise<AuthUser | null> {
  const { rows } = await db.query<AuthRow>(
    `SELECT u.id, u.username, u.email, u.is_active, p.position_id, pos.name AS position_name,
            u.tipo_entidad, u.entidad_cod,
            EXISTS (SELECT 1 FROM entity_clients c WHERE c.user_id = u.id) AS is_entity_client,
            ARRAY(
              SELECT DISTINCT gm.module_id
              FROM user_groups ug
              JOIN groups g ON g.id = ug.group_id AND g.is_active
              JOIN group_modules gm ON gm.group_id = g.id
              JOIN modules m ON m.id = gm.module_id AND m.is_active
              WHERE ug.user_id = u.id
              ORDER BY gm.module_id
            ) AS module_ids
     FROM users u
     LEFT JOIN persons p ON p.user_id = u.id
     LEFT JOIN positions pos ON pos.id = p.position_id
     WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  const user: AuthUser = {
    id: row.id,
    username: row.username,
    email: row.email,
    isActive: row.is_active,
    isStaff: row.position_id !== null,
    positionId: row.position_id,
    positionName: row.position_name,
    isEntityClient: row.is_entity_client,
    moduleIds: row.module_ids ?? [],
  };
  if (row.tipo_entidad !== null && row.entidad_cod !== null) {
    user.entity = { tipo_entidad: row.tipo_entidad, entidad_cod: row.entidad_cod };
  }
  return user;
}

/** Fields of a new account; the password arrives already hashed. */
export interface NewUser {
  username?: string;
  email?: string | null;
  passwordHash: string | null;
  isActive?: boolean;
  isVerified?: boolean;
  phone?: string | null;
  entity?: EntityRef;
  person?: {
    firstName?: string;
    secondName?: string;
    firstLastName?: string;
    secondLastName?: string;
    identificationType?: string | null;
    identificationNumber?: string | null;
    personType?: string | null;
    gender?: string | null;
    positionId?: number | null;
    directionId?: number | null;
  };
  groupIds?: number[];
}

/** Creates a user (and its person and role links); returns the new id. Run it in a transaction. */
export async function insertUser(db: Db, input: NewUser): Promise<number> {
  const username = input.username ?? input.email;
  if (!username) throw new Error('A user needs a username or an e-mail');
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, is_active, is_verified, phone, tipo_entidad, entidad_cod)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      username,
      input.email ?? null,
      input.passwordHash,
      input.isActive ?? true,
      input.isVerified ?? false,
      input.phone ?? null,
      input.entity?.tipo_entidad ?? null,
      input.entity?.entidad_cod ?? null,
    ],
  );
  const id = (rows[0] as { id: number }).id;
  const p = input.person ?? {};
  await db.query(
    `INSERT INTO persons (user_id, first_name, second_name, first_last_name, second_last_name,
       identification_type, identification_number, person_type, gender, position_id, direction_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      id,
      p.firstName ?? '',
      p.secondName ?? '',
      p.firstLastName ?? '',
      p.secondLastName ?? '',
      p.identificationType ?? null,
      p.identificationNumber ?? null,
      p.personType ?? null,
      p.gender ?? null,
      p.positionId ?? null,
      p.directionId ?? null,
    ],
  );
  for (const groupId of input.groupIds ?? []) {
    await db.query('INSERT INTO user_groups (user_id, group_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      id,
      groupId,
    ]);
  }
  return id;
}

/** Records a successful sign-in. */
export async function touchLastLogin(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE users SET last_login = now() WHERE id = $1', [userId]);
}
