/** `GET/POST /direction/`, `GET/PUT/PATCH /direction/{id}/` (module 7). */
export const DIRECTIONS_ENDPOINT = '/direction/';

/** The path of one direction. */
export const directionPath = (id: number | string) =>
  `${DIRECTIONS_ENDPOINT}${encodeURIComponent(String(id))}/`;

/** A direction of the authority (`Direction`). */
export interface Direction {
  id: number;
  name: string;
  is_active: boolean;
  users_count: number;
  created_at: string;
}
