import * as XLSX from 'xlsx';
import { csvLine, neutraliseFormula, PUBLIC_STATISTICS_TEXTS as T } from '../../core.js';
import type { PublicStatistics, StatisticsRow } from './statistics.js';

/**
 * The downloads of the public statistics: every row of an answer (summary, quarters, products,
 * reasons, ranking) in one table with the columns of the data dictionary, as CSV (UTF-8 with
 * BOM, every cell through core's csvCell) or xlsx (SheetJS; text cells that would start a formula
 * neutralised). Hidden figures travel as their text («menos de 10», «reservado»).
 */

/** The table of an answer: the header and one line per row. */
export function statisticsTable(stats: PublicStatistics): (string | number | null)[][] {
  const lines: (string | number | null)[][] = [];
  const add = (section: string, row: StatisticsRow) =>
    lines.push([
      stats.periodo,
      section,
      row.clave,
      row.nombre,
      row.sector ?? null,
      row.quejas,
      row.por_10000_clientes,
      row.a_tiempo_pct,
      row.mediana_dias,
      row.a_favor_pct,
      row.escaladas_pct,
    ]);
  add('resumen', stats.resumen);
  for (const row of stats.por_trimestre) add('trimestre', row);
  for (const row of stats.por_producto) add('producto', row);
  for (const row of stats.por_motivo) add('motivo', row);
  for (const row of stats.ranking) add('ranking', row);
  return [[...T.csvHeader], ...lines];
}

/** The CSV file of an answer. */
export function statisticsCsv(stats: PublicStatistics): Buffer {
  const text = statisticsTable(stats)
    .map((line) => `${csvLine(line)}\r\n`)
    .join('');
  return Buffer.from(`\uFEFF${text}`, 'utf8');
}

/** The xlsx file of an answer (one sheet). */
export function statisticsXlsx(stats: PublicStatistics): Buffer {
  const table = statisticsTable(stats).map((line) =>
    line.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell)),
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table), T.sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** The file name of a download: `estadisticas-quejas_<periodo>.<ext>`. */
export function downloadName(stats: PublicStatistics, ext: 'csv' | 'xlsx'): string {
  return `estadisticas-quejas_${stats.periodo}.${ext}`;
}
