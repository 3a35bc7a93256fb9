import type { ApiWrite } from '../../../lib/server-state/index.js';

/** `POST /inactivate_users/ {ids}`: inactivates several staff accounts, all or none. */
export const inactivateUsers = (ids: readonly number[]): ApiWrite => ({
  method: 'POST',
  path: '/inactivate_users/',
  body: { ids },
});

/** What the server answers: how many were inactivated. */
export interface UsersInactivated {
  inactivated: number;
  ids: number[];
}
