import type { Db } from '../../db/driver.js';
import { notFoundError } from '../../http/errors.js';
import { loadRequest } from './requests.js';

/** The whole request `id` (parties, amount, annexes, prevalidation, history), or 404. */
export async function requestOr404(db: Db, id: number) {
  const body = await loadRequest(db, id);
  if (!body) throw notFoundError();
  return body;
}

/** The name of option `code` of the jurisdictional list `list`. */
export async function optionName(db: Db, list: string, code: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM option_items WHERE list = $1 AND code = $2',
    [`jurisdiccional-servi/${list}`, code],
  );
  return rows[0]?.name ?? null;
}

/** Whether `code` is an active option of the jurisdictional list `list`. */
export async function optionExists(db: Db, list: string, code: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM option_items WHERE list = $1 AND code = $2 AND is_active',
    [`jurisdiccional-servi/${list}`, code],
  );
  return rowCount > 0;
}
