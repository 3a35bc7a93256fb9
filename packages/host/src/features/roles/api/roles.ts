/** `GET/POST /group/`, `GET/PUT/PATCH /group/{id}/`, `GET /group/{id}/users/` (module 6). */
export const ROLES_ENDPOINT = '/group/';

/** The path of one role. */
export const rolePath = (id: number | string) => `${ROLES_ENDPOINT}${encodeURIComponent(String(id))}/`;

/** The members of one role (a staff-user list). */
export const roleUsersEndpoint = (id: number | string) => `${rolePath(id)}users/`;

/** `GET /modules_list/`: every module (not paged). */
export const MODULES_ENDPOINT = '/modules_list/';

/** A role (`Role`): a name plus the modules it opens. */
export interface Role {
  id: number;
  name: string;
  description: string | null;
  is_active: boolean;
  modules: Array<{ id: number; name: string }>;
  users_count: number;
  created_at: string;
}
