import { COMPANY_IMPORT_COLUMNS, COMPANY_IMPORT_EXAMPLE, STAFF_ADMIN_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { diffSnapshots, recordChange } from './changes.js';
import {
  COMPANY_NAME_MAX,
  companyProblems,
  companySnapshot,
  findCompany,
  insertCompany,
  loadCompanyCatalogs,
  updateCompany,
  type CompanyInput,
} from './companies.js';
import { SpreadsheetError, foldHeader, type SheetRows } from './spreadsheet.js';

/** The columns of the massive upload: field → accepted header names (folded). */
const COLUMNS = {
  tipo_entidad: ['tipo_entidad', 'tipo', 'tipo_de_entidad'],
  entidad_cod: ['codigo', 'entidad_cod', 'codigo_entidad', 'cod'],
  name: ['nombre', 'name', 'razon_social'],
  nit: ['nit'],
  company_group: ['grupo', 'company_group', 'grupo_entidad'],
  is_active: ['activo', 'is_active', 'activa', 'estado'],
} as const;

type Column = keyof typeof COLUMNS;

/** Spanish names of the required columns, as the refusal lists them. */
const REQUIRED: [Column, string][] = [
  ['tipo_entidad', 'tipo_entidad'],
  ['entidad_cod', 'codigo'],
  ['name', 'nombre'],
];

const TRUE = new Set(['si', 'true', '1', 'activo', 'activa', 'x']);
const FALSE = new Set(['no', 'false', '0', 'inactivo', 'inactiva']);

/** One row of the answer. */
export interface ImportRow {
  row: number;
  tipo_entidad: string;
  entidad_cod: string;
  name: string;
  result: 'created' | 'updated' | 'refused';
  errors: string[];
}

/** The answer of `POST /company/massive/`. */
export interface ImportResult {
  file_name: string;
  total_rows: number;
  created: number;
  updated: number;
  refused: number;
  rows: ImportRow[];
}

/** The upload's template (xlsx): the columns in order and one example row. */
export async function companyImportTemplate(): Promise<Buffer> {
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      COMPANY_IMPORT_COLUMNS.map((c) => c.name),
      COMPANY_IMPORT_COLUMNS.map((c) => COMPANY_IMPORT_EXAMPLE[c.name]),
    ]),
    'Entidades',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

function columnIndexes(header: string[]): Partial<Record<Column, number>> {
  const folded = header.map(foldHeader);
  const indexes: Partial<Record<Column, number>> = {};
  for (const [column, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    const index = folded.findIndex((h) => names.includes(h));
    if (index !== -1) indexes[column] = index;
  }
  return indexes;
}

/**
 * Creates or updates the entities of a spreadsheet: each row is checked with the same rules as
 * the form (companies.ts); rows that pass are applied together in one transaction, with one
 * record each; rows that fail are reported with their reasons and change nothing. A missing
 * required column refuses the whole file.
 */
export async function importCompanies(
  db: Db,
  fileName: string,
  sheet: SheetRows,
  actor: { userId: number; ip: string | null },
): Promise<ImportResult> {
  const indexes = columnIndexes(sheet.header);
  const missing = REQUIRED.filter(([column]) => indexes[column] === undefined).map(([, name]) => name);
  if (missing.length > 0) throw new SpreadsheetError(STAFF_ADMIN_TEXTS.columnsMissing(missing.join(', ')));

  const catalogs = await loadCompanyCatalogs(db);
  // The screens show types and groups by name: a row may give the name as well as the code.
  const typeByName = new Map(
    (
      await db.query<{ tipo_entidad: number; name: string }>('SELECT tipo_entidad, name FROM entity_types')
    ).rows.map((r) => [foldHeader(r.name), Number(r.tipo_entidad)]),
  );
  const groupByName = new Map(
    (
      await db.query<{ code: string; name: string }>(
        "SELECT code, name FROM option_items WHERE list = 'companygroup'",
      )
    ).rows.map((r) => [foldHeader(r.name), r.code]),
  );
  const existing = await db.query<{ id: number; tipo_entidad: number; entidad_cod: string }>(
    'SELECT id, tipo_entidad, entidad_cod FROM supervised_entities',
  );
  const holders = new Map(existing.rows.map((r) => [`${r.tipo_entidad}-${r.entidad_cod}`, Number(r.id)]));
  catalogs.holderOf = (tipo, code) => holders.get(`${tipo}-${code}`);

  const seen = new Map<string, number>();
  const rows: ImportRow[] = [];
  const valid: { report: ImportRow; input: CompanyInput; id: number | undefined }[] = [];
  for (const { row, cells } of sheet.rows) {
    const cell = (column: Column) => {
      const index = indexes[column];
      return index === undefined ? undefined : (cells[index] ?? '').trim();
    };
    const errors: string[] = [];
    const input: CompanyInput = {};
    const tipoText = cell('tipo_entidad') ?? '';
    const code = cell('entidad_cod') ?? '';
    const name = cell('name') ?? '';
    if (tipoText === '') errors.push(STAFF_ADMIN_TEXTS.rowFieldRequired('tipo_entidad'));
    else if (/^\d{1,9}$/.test(tipoText)) input.tipo_entidad = Number(tipoText);
    else if (typeByName.has(foldHeader(tipoText))) input.tipo_entidad = typeByName.get(foldHeader(tipoText));
    else errors.push(STAFF_ADMIN_TEXTS.rowTypeInvalid(tipoText.slice(0, 30)));
    if (code === '') errors.push(STAFF_ADMIN_TEXTS.rowFieldRequired('codigo'));
    else input.entidad_cod = code;
    if (name === '') errors.push(STAFF_ADMIN_TEXTS.rowFieldRequired('nombre'));
    else if (Array.from(name).length > COMPANY_NAME_MAX)
      errors.push(STAFF_ADMIN_TEXTS.rowTooLong('nombre', COMPANY_NAME_MAX));
    else input.name = name;
    const nit = cell('nit');
    if (nit) input.nit = nit;
    const group = cell('company_group');
    if (group) {
      const groupCode = catalogs.groups.has(group) ? group : groupByName.get(foldHeader(group));
      if (groupCode !== undefined) input.company_group = groupCode;
      else errors.push(STAFF_ADMIN_TEXTS.rowGroupInvalid(group.slice(0, 30)));
    }
    const active = cell('is_active');
    if (active) {
      const folded = foldHeader(active);
      if (TRUE.has(folded)) input.is_active = true;
      else if (FALSE.has(folded)) input.is_active = false;
      else errors.push(STAFF_ADMIN_TEXTS.rowActiveInvalid(active.slice(0, 30)));
    }
    const fieldProblems = await companyProblems(input, catalogs, null, []);
    for (const messages of Object.values(fieldProblems)) errors.push(...messages);
    const key = `${input.tipo_entidad ?? tipoText}-${code}`;
    const firstRow = seen.get(key);
    if (firstRow !== undefined && tipoText !== '' && code !== '')
      errors.push(STAFF_ADMIN_TEXTS.rowDuplicate(key, firstRow));
    else if (tipoText !== '' && code !== '') seen.set(key, row);
    const report: ImportRow = {
      row,
      tipo_entidad: tipoText.slice(0, 30),
      entidad_cod: code.slice(0, 30),
      name: name.slice(0, COMPANY_NAME_MAX),
      result: 'refused',
      errors: [...new Set(errors)],
    };
    rows.push(report);
    if (report.errors.length === 0) valid.push({ report, input, id: holders.get(key) });
  }

  await db.transaction(async (tx) => {
    for (const { report, input, id } of valid) {
      if (id === undefined) {
        const newId = await insertCompany(
          tx,
          { ...input, tipo_entidad: input.tipo_entidad!, entidad_cod: input.entidad_cod!, name: input.name! },
          catalogs.types.get(input.tipo_entidad!) ?? null,
        );
        await recordChange(tx, {
          actorUserId: actor.userId,
          ip: actor.ip,
          resource: 'company',
          resourceId: newId,
          action: 'created',
          changes: diffSnapshots(null, companySnapshot((await findCompany(tx, newId))!)),
        });
        report.result = 'created';
      } else {
        const before = companySnapshot((await findCompany(tx, id))!);
        await updateCompany(tx, id, input);
        const changes = diffSnapshots(before, companySnapshot((await findCompany(tx, id))!));
        if (changes.length > 0) {
          await recordChange(tx, {
            actorUserId: actor.userId,
            ip: actor.ip,
            resource: 'company',
            resourceId: id,
            action: 'updated',
            changes,
          });
        }
        report.result = 'updated';
      }
    }
  });
  const count = (result: ImportRow['result']) => rows.filter((r) => r.result === result).length;
  return {
    file_name: fileName.slice(0, 255),
    total_rows: rows.length,
    created: count('created'),
    updated: count('updated'),
    refused: count('refused'),
    rows,
  };
}
