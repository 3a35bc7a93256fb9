import type { Db } from '../../db/driver.js';

/** Marks an SMMLV row the demo data added for a year whose decree the migrations do not carry. */
export const DEMO_SMMLV_DECREE =
  'Cifra de demostración (repite la del último año con decreto): reemplázala por la del decreto del año.';

/**
 * Makes the demo cover the clock's year: every year after the last one with a decree, up to
 * `now`'s year (Bogotá), gets the last decreed value marked as a demo figure, so a request filed
 * today has a cuantía. Years staff already maintain are never touched. Returns the years added.
 */
export async function seedDemoSmmlv(db: Db, now: Date = new Date()): Promise<number[]> {
  const year = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric' }).format(now),
  );
  const { rows } = await db.query<{ year: number; value: string }>(
    'SELECT year, value FROM smmlv_values ORDER BY year DESC LIMIT 1',
  );
  const last = rows[0];
  if (!last) return [];
  const added: number[] = [];
  for (let y = Number(last.year) + 1; y <= year; y += 1) {
    const { rowCount } = await db.query(
      'INSERT INTO smmlv_values (year, value, decree) VALUES ($1, $2, $3) ON CONFLICT (year) DO NOTHING',
      [y, last.value, DEMO_SMMLV_DECREE],
    );
    if (rowCount > 0) added.push(y);
  }
  return added;
}
