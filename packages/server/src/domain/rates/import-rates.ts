import { RATES_IMPORT_COLUMNS, RATES_IMPORT_EXAMPLE, RATES_TEXTS as R } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { foldHeader, type SheetRows } from '../staff-admin/spreadsheet.js';

// `entidad` and `nit` are each optional, but one of them is required (checked below).
const REQUIRED = RATES_IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.name);

/**
 * The import template: the columns in order with one example row (sheet «Tarifas»), and the
 * formats the `formato` column takes (sheet «Formatos»).
 */
export async function ratesTemplate(db: Db): Promise<Buffer> {
  const XLSX = await import('xlsx');
  const { rows: formats } = await db.query<{ id: number; slug_name: string; name: string }>(
    'SELECT id, slug_name, name FROM rate_formats ORDER BY id',
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      RATES_IMPORT_COLUMNS.map((c) => c.name),
      RATES_IMPORT_COLUMNS.map((c) => RATES_IMPORT_EXAMPLE[c.name]),
    ]),
    'Tarifas',
  );
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['id', 'formato', 'nombre'],
      ...formats.map((f) => [f.id, f.slug_name, f.name]),
    ]),
    'Formatos',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The outcome of an import: rows written, or the problems (then nothing is written). */
export interface RatesImport {
  imported: number;
  problems: string[];
}

/**
 * Imports an entities' rate report (all or nothing): each row names its format (id or slug), the
 * entity (`entidad` as TIPO-COD or its exact name, or `nit`), product, service, channel, fee, unit
 * and period (AAAA-MM); a row with the same key as a stored one replaces it.
 */
export async function importRates(db: Db, sheet: SheetRows): Promise<RatesImport> {
  const header = sheet.header.map(foldHeader);
  const col = (name: string) => header.indexOf(name);
  const problems: string[] = [];
  for (const name of REQUIRED) if (col(name) === -1) problems.push(R.importMissing(name));
  if (col('entidad') === -1 && col('nit') === -1) problems.push(R.importMissing('entidad'));
  if (problems.length > 0) return { imported: 0, problems };

  const { rows: formats } = await db.query<{ id: number; slug_name: string }>(
    'SELECT id, slug_name FROM rate_formats',
  );
  const { rows: entities } = await db.query<{
    id: number;
    tipo_entidad: number;
    entidad_cod: string;
    name: string;
    nit: string | null;
  }>('SELECT id, tipo_entidad, entidad_cod, name, nit FROM supervised_entities');
  const byKey = new Map<string, number>();
  for (const e of entities) {
    byKey.set(`${e.tipo_entidad}-${e.entidad_cod}`, Number(e.id));
    byKey.set(foldHeader(e.name), Number(e.id));
    if (e.nit) byKey.set(e.nit.replace(/\D/g, ''), Number(e.id));
  }
  const out: unknown[] = [];
  if (sheet.rows.length === 0) return { imported: 0, problems: [R.importEmpty] };
  for (const { row, cells } of sheet.rows) {
    const cell = (name: string) => (col(name) === -1 ? '' : (cells[col(name)] ?? '').trim());
    const rowProblems: string[] = [];
    const fmt = cell('formato');
    const format = formats.find((f) => String(f.id) === fmt || f.slug_name === fmt.toLowerCase());
    if (!format) rowProblems.push(R.unknownFormat);
    const entityText = cell('entidad');
    const nit = cell('nit').replace(/\D/g, '');
    const entity =
      (entityText && (byKey.get(entityText) ?? byKey.get(foldHeader(entityText)))) ||
      (nit ? byKey.get(nit) : undefined);
    if (!entity) rowProblems.push(R.importEntity);
    for (const name of ['producto', 'servicio', 'canal'] as const)
      if (!cell(name)) rowProblems.push(R.importMissing(name));
    const feeText = cell('tarifa').replace(/\s/g, '').replace(',', '.');
    const fee = Number(feeText);
    if (feeText === '' || !Number.isFinite(fee) || fee < 0) rowProblems.push(R.importFee);
    const unit = (cell('unidad') || 'COP').toUpperCase();
    if (unit !== 'COP' && unit !== '%') rowProblems.push(R.importUnit);
    const period = cell('periodo').slice(0, 7);
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) rowProblems.push(R.importPeriod);
    if (rowProblems.length > 0) {
      problems.push(R.importRowError(row, rowProblems.join(', ')));
      continue;
    }
    out.push({
      format: format!.id,
      entity,
      product: cell('producto').slice(0, 200),
      service: cell('servicio').slice(0, 200),
      channel: cell('canal').slice(0, 200),
      fee,
      unit,
      period: `${period}-01`,
    });
  }
  if (problems.length > 0) return { imported: 0, problems };
  await db.query(
    `INSERT INTO rates (format_id, entity_id, product, service, channel, fee, fee_unit, period, source)
     SELECT x.format, x.entity, x.product, x.service, x.channel, x.fee, x.unit, x.period::date, 'importado'
       FROM jsonb_to_recordset($1::jsonb) AS x(format int, entity int, product text, service text, channel text, fee numeric, unit text, period text)
     ON CONFLICT (format_id, entity_id, product, service, channel, period)
     DO UPDATE SET fee = excluded.fee, fee_unit = excluded.fee_unit, source = excluded.source`,
    [JSON.stringify(out)],
  );
  return { imported: out.length, problems: [] };
}
