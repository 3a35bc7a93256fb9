import type { Db } from '../../db/driver.js';
import { bogotaYear } from './dates.js';

/** Digits of the sequence part of a portal-generated code (after the Bogotá year). */
export const SEQUENCE_DIGITS = 6;

/** `str(tipo_entidad) + str(entidad_cod)`: the prefix every codigo_queja of an entity starts with. */
export function codePrefix(tipoEntidad: number, entidadCod: string): string {
  return `${tipoEntidad}${entidadCod}`;
}

/**
 * Takes the next number of the prefix's counter for the year. The upsert locks the counter row
 * until the surrounding transaction ends, so two filings at once on PostgreSQL get different
 * numbers, and a rolled-back filing gives its number back.
 */
export async function nextSequenceValue(tx: Db, prefix: string, year: number): Promise<number> {
  const { rows } = await tx.query<{ last_value: number }>(
    `INSERT INTO complaint_sequences (prefix, year, last_value) VALUES ($1, $2, 1)
     ON CONFLICT (prefix, year) DO UPDATE SET last_value = complaint_sequences.last_value + 1
     RETURNING last_value`,
    [prefix, year],
  );
  return Number(rows[0]?.last_value);
}

/**
 * A new codigo_queja for a complaint filed in the portal: entity prefix, Bogotá year, and a
 * six-digit (or longer) counter, e.g. Bancolombia (1, "7") → `172026000001`. Run inside the
 * transaction that inserts the complaint. An entity may have registered that exact code itself
 * (momento 2 codes share the prefix): such numbers are skipped.
 */
export async function allocateCodigoQueja(
  tx: Db,
  tipoEntidad: number,
  entidadCod: string,
  createdAt: Date,
): Promise<string> {
  const prefix = codePrefix(tipoEntidad, entidadCod);
  const year = bogotaYear(createdAt);
  for (;;) {
    const n = await nextSequenceValue(tx, prefix, year);
    const code = `${prefix}${year}${String(n).padStart(SEQUENCE_DIGITS, '0')}`;
    const taken = await tx.query('SELECT 1 FROM complaints WHERE codigo_queja = $1', [code]);
    if (taken.rowCount === 0) return code;
  }
}
