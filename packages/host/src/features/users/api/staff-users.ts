/** `GET/POST /usersmanagement/`, `GET/PATCH /usersmanagement/{id}/` (staff-admin-api.md, module 1). */
export const STAFF_USERS_ENDPOINT = '/usersmanagement/';

/**
 * `GET /usersmanagement/assignable/`: the positions and roles the signed-in user may give a staff
 * account (the ones the save accepts from them).
 */
export const ASSIGNABLE_PATH = `${STAFF_USERS_ENDPOINT}assignable/`;

/** The path of one staff account. */
export const staffUserPath = (id: number | string) =>
  `${STAFF_USERS_ENDPOINT}${encodeURIComponent(String(id))}/`;

/** `{id, name}` as the server refers to a position, direction or role. */
export interface Ref {
  id: number;
  name: string;
}

/** The answer of {@link ASSIGNABLE_PATH}. */
export interface Assignable {
  positions: Ref[];
  groups: Ref[];
}

/** A supervised entity as users refer to it. */
export interface EntityRef {
  id: number;
  tipo_entidad: number;
  entidad_cod: string;
  name: string;
}

/** A staff account (`StaffUser`). */
export interface StaffUser {
  id: number;
  email: string;
  is_active: boolean;
  first_name: string;
  second_name: string | null;
  first_last_name: string;
  second_last_name: string | null;
  full_name: string;
  identification_type: string | null;
  identification_number: string | null;
  phone: string | null;
  position: Ref | null;
  direction: Ref | null;
  groups: Array<Ref & { is_active?: boolean }>;
  entities: EntityRef[];
  password_set: boolean;
  last_login: string | null;
  created_at: string;
}
