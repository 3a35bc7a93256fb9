import { DASHBOARD_REPORT_TEXTS as T } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { BOGOTA_OFFSET_MINUTES } from '../complaints/dates.js';
import { stateName } from '../complaints/state-machine.js';
import { COUNTED, countedParams, type Selection } from './complaint-reports.js';
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
    `SELECT count(*)::int AS n ${COUNTED}`,
    countedParams(selection),
  );
  return Number(rows[0]?.n ?? 0);
}

const option = (alias: string, list: string, column: string) =>
  `LEFT JOIN option_items ${alias} ON ${alias}.list = '${list}' AND ${alias}.code = c.${column}::text`;

const JOINS = [
  option('op', 'product', 'producto_cod'),
  option('om', 'reason', 'macro_motivo_cod'),
  option('oc', 'channel', 'canal_cod'),
  option('of', 'favorability', 'a_favor_de'),
  option('ot', 'fraud_types', 'tipo_fraude'),
  option('oq', 'fraud_modes', 'modalidad_fraude'),
  'LEFT JOIN departments d ON d.code = c.departamento_cod',
  'LEFT JOIN municipalities mu ON mu.code = c.municipio_cod',
].join(' ');

interface ExportRow {
  id: number;
  created: Date | string;
  codigo_queja: string;
  entidad: string;
  fecha: string;
  estado_cod: number;
  producto: string | null;
  motivo: string | null;
  canal: string | null;
  departamento: string | null;
  municipio: string | null;
  favorabilidad: string | null;
  tipo_fraude: string | null;
  modalidad: string | null;
  reclamado: string | null;
  reconocido: string | null;
}

/** The selection's complaints as export rows, batch by batch. */
export async function* exportBatches(db: Db, selection: Selection): AsyncGenerator<ExportCell[][]> {
  const counted = COUNTED.replace('WHERE', `${JOINS} WHERE`);
  let after: [Date | string, number] | null = null;
  for (;;) {
    // Two texts, not `$4 IS NULL OR …`: the planner walks the filing-date index only without the OR.
    const params: unknown[] = after
      ? [...countedParams(selection), after[0], after[1]]
      : countedParams(selection);
    const keyset: string = after ? 'AND (c.fecha_creacion, c.id) > ($4::timestamptz, $5::int)' : '';
    const { rows }: { rows: ExportRow[] } = await db.query<ExportRow>(
      `SELECT c.id, c.fecha_creacion AS created, c.codigo_queja, e.name AS entidad,
              to_char((c.fecha_creacion AT TIME ZONE 'UTC') + ${BOGOTA_OFFSET_MINUTES} * interval '1 minute', 'YYYY-MM-DD HH24:MI') AS fecha,
              c.estado_cod, coalesce(op.name, c.producto_nombre) AS producto, om.name AS motivo, oc.name AS canal,
              d.name AS departamento, mu.name AS municipio, of.name AS favorabilidad, ot.name AS tipo_fraude,
              oq.name AS modalidad, c.monto_reclamado::text AS reclamado, c.monto_reconocido::text AS reconocido
         ${counted}
          ${keyset}
        ORDER BY c.fecha_creacion, c.id
        LIMIT ${EXPORT_BATCH}`,
      params,
    );
    if (rows.length === 0) return;
    yield rows.map((r) => [
      r.codigo_queja,
      r.entidad,
      r.fecha,
      stateName(Number(r.estado_cod)),
      r.producto,
      r.motivo,
      r.canal,
      r.departamento,
      r.municipio,
      r.favorabilidad,
      r.tipo_fraude,
      r.modalidad,
      r.reclamado === null ? null : Number(r.reclamado),
      r.reconocido === null ? null : Number(r.reconocido),
    ]);
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = [last.created, Number(last.id)];
  }
}
