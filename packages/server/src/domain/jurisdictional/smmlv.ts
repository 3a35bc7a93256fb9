import { JURISDICTIONAL_TEXTS as J, SERVER_TEXTS } from '../../core.js';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/driver.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { adminCaller } from '../staff-admin/access.js';
import { BodyReader } from './input.js';

/** The SMMLV of every year, or of `year` (404 when not registered). */
export async function smmlvOf(db: Db, year: number | undefined) {
  const { rows } = await db.query<{ year: number; value: string; decree: string }>(
    `SELECT year, value, decree FROM smmlv_values ${year ? 'WHERE year = $1' : ''} ORDER BY year DESC`,
    year ? [year] : [],
  );
  if (year && rows.length === 0) throw notFoundError();
  const results = rows.map((r) => ({ year: Number(r.year), value: Number(r.value), decree: r.decree }));
  return year ? results[0] : { results };
}

/** Registers or corrects the SMMLV of a year: `{year, value, decree}`. */
export async function saveSmmlv(db: Db, request: FastifyRequest, body: Record<string, unknown>) {
  const input = new BodyReader(body);
  const year = input.id('year', true);
  if (year !== null && (year < 1990 || year > 2100))
    input.add('year', SERVER_TEXTS.fieldInvalidChoice(String(year)));
  const value = input.pesos('value', true);
  if (value === 0) input.add('value', J.ruleAmountZero);
  const decree = input.text('decree', { max: 200 });
  if (Object.keys(input.problems).length > 0) throw validationError(input.problems);
  await db.query(
    `INSERT INTO smmlv_values (year, value, decree, updated_by, updated_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (year) DO UPDATE SET value = excluded.value, decree = excluded.decree, updated_by = excluded.updated_by, updated_at = now()`,
    [year, value, decree, adminCaller(request).user.id],
  );
  return { year, value, decree };
}
