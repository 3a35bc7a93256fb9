import { DASHBOARD_REPORT_TEXTS as T } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { BOGOTA_OFFSET_MINUTES } from '../complaints/dates.js';
import { stateName } from '../complaints/state-machine.js';
import { COUNTED, countedParams, REPORTED, type Selection } from './complaint-reports.js';
import type { ExportCell } from './stream-export.js';

/**
 * The rows of the dashboards' complaint export (`POST /dashboard/complaint_export/`): every
 * complaint of the selection, one row each, read in keyset batches of {@link EXPORT_BATCH} in
 * filing order, so a million rows never sit in memory at once.
 */

/** Rows per query. */
export const EXPORT_BATCH = 5000;

/** The export's columns, in order. */
export const EXPORT_HEADER: readonly string[] = [
  'Código de la queja',
  'Entidad',
  'Fecha de radicación',
  'Estado',
  'Producto',
  'Motivo',
  'Canal',
  'Departamento',
  'Municipio',
  'Favorabilidad',
  'Tipo de fraude',
  'Modalidad de fraude',
  T.claimedColumn,
  T.recognisedColumn,
];

/** How many complaints the selection holds (the browser's progress needs the total). */
export async function countExport(db: Db, selection: Selection): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n ${REPORTED}`,
    countedParams(selection),
  );
  return Number(rows[0]?.n ?? 0);
}

/** Code → name of the catalogs the export names, read once per export (a few thousand rows). */
async function lookups(db: Db) {
  const { rows } = await db.query<{ list: string; code: string; name: string }>(
    `SELECT list, code, name FROM option_items
      WHERE list IN ('product', 'reason', 'channel', 'favorability', 'fraud_types', 'fraud_modes')
     UNION ALL SELECT 'department', code, name FROM departments
     UNION ALL SELECT 'municipality', code, name FROM municipalities`,
  );
  const maps = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const map = maps.get(row.list) ?? new Map<string, string>();
    map.set(row.code, row.name);
    maps.set(row.list, map);
  }
  return (list: string, code: string | number | null): string | null =>
    code === null ? null : (maps.get(list)?.get(String(code)) ?? null);
}

interface ExportRow {
  id: number;
  created: string;
  codigo_queja: string;
  entidad: string;
  fecha: string;
  estado_cod: number;
  producto_cod: number | null;
  producto_nombre: string | null;
  macro_motivo_cod: number | null;
  canal_cod: number | null;
  departamento_cod: string | null;
  municipio_cod: string | null;
  a_favor_de: number | null;
  tipo_fraude: number | null;
  modalidad_fraude: number | null;
  reclamado: string | null;
  reconocido: string | null;
}

/**
 * The selection's complaints as export rows, batch by batch. The next batch is asked for as soon
 * as a batch arrives, so the database reads it while this batch is turned into cells and written
 * (two batches in memory at most).
 */
export async function* exportBatches(db: Db, selection: Selection): AsyncGenerator<ExportCell[][]> {
  const name = await lookups(db);
  const read = async (after: [string, number] | null): Promise<ExportRow[]> => {
    // Two texts, not `$4 IS NULL OR …`: the planner walks the filing-date index only without the OR.
    const params: unknown[] = after
      ? [...countedParams(selection), after[0], after[1]]
      : countedParams(selection);
    const keyset: string = after ? 'AND (c.fecha_creacion, c.id) > ($4::timestamptz, $5::int)' : '';
    // The filing instant as text (exact, microseconds included): it is only the next batch's key.
    const { rows } = await db.query<ExportRow>(
      `SELECT c.id, c.fecha_creacion::text AS created, c.codigo_queja, e.name AS entidad,
              to_char((c.fecha_creacion AT TIME ZONE 'UTC') + ${BOGOTA_OFFSET_MINUTES} * interval '1 minute', 'YYYY-MM-DD HH24:MI') AS fecha,
              c.estado_cod, c.producto_cod, c.producto_nombre, c.macro_motivo_cod, c.canal_cod, c.departamento_cod,
              c.municipio_cod, c.a_favor_de, c.tipo_fraude, c.modalidad_fraude,
              c.monto_reclamado::text AS reclamado, c.monto_reconocido::text AS reconocido
         ${COUNTED}
          ${keyset}
        ORDER BY c.fecha_creacion, c.id
        LIMIT ${EXPORT_BATCH}`,
      params,
    );
    return rows;
  };
  let pending: Promise<ExportRow[]> | null = read(null);
  while (pending) {
    const rows: ExportRow[] = await pending;
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    pending = rows.length < EXPORT_BATCH ? null : read([last.created, Number(last.id)]);
    // Not left unhandled while this batch is written; the error is thrown when it is awaited.
    pending?.catch(() => undefined);
    yield rows.map((r) => [
      r.codigo_queja,
      r.entidad,
      r.fecha,
      stateName(Number(r.estado_cod)),
      name('product', r.producto_cod) ?? r.producto_nombre,
      name('reason', r.macro_motivo_cod),
      name('channel', r.canal_cod),
      name('department', r.departamento_cod),
      name('municipality', r.municipio_cod),
      name('favorability', r.a_favor_de),
      name('fraud_types', r.tipo_fraude),
      name('fraud_modes', r.modalidad_fraude),
      r.reclamado === null ? null : Number(r.reclamado),
      r.reconocido === null ? null : Number(r.reconocido),
    ]);
  }
}
