import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/driver.js';

/**
 * `count` copies of complaint `templateId` in one statement (tests and benchmarks that need many
 * complaints fast): same fields, a code of their own (`<template code>-<random tag><n>`), no
 * versions. Returns their ids.
 */
export async function cloneComplaints(db: Db, templateId: number, count: number): Promise<number[]> {
  const { rows: columns } = await db.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'complaints'
        AND column_name NOT IN ('id', 'codigo_queja') AND is_generated = 'NEVER'
      ORDER BY ordinal_position`,
  );
  const list = columns.map((c) => `"${c.name}"`).join(', ');
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO complaints (codigo_queja, ${list})
     SELECT c.codigo_queja || '-' || $3 || g, ${columns.map((c) => `c."${c.name}"`).join(', ')}
       FROM complaints c CROSS JOIN generate_series(1, $2::int) AS g
      WHERE c.id = $1
     RETURNING id`,
    [templateId, count, randomBytes(3).toString('hex')],
  );
  return rows.map((row) => Number(row.id));
}
