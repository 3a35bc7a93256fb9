import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../driver.js';
import { parseCsv } from './csv.js';

/** The committed catalog folder (`packages/server/data/catalogs`). */
export const CATALOG_DIR = fileURLToPath(new URL('../../../data/catalogs/', import.meta.url));

interface OptionRow {
  list: string;
  code: string;
  name: string;
  sort: number;
}

interface ReferenceLists {
  sfc_lists: Record<
    string,
    { from: string; names?: Record<string, string>; extra?: { code: string; name: string }[] }
  >;
  seeded_lists: Record<string, { code: string; name: string }[]>;
  company_group_by_entity_type: Record<string, string>;
  positions: string[];
  directions: string[];
  modules: { id: number; name: string }[];
}

function readJson<T>(dir: string, file: string): T {
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
}

function readCsv(dir: string, file: string): Record<string, string>[] {
  return parseCsv(readFileSync(join(dir, file), 'utf8'));
}

/** Builds every option-list row: SmartSupervision code lists (renamed where noted) and seeded lists. */
function optionRows(dir: string, reference: ReferenceLists): OptionRow[] {
  const sfc = readJson<Record<string, Record<string, string>>>(dir, 'catalogos_sfc_smartsupervision.json');
  const rows: OptionRow[] = [];
  for (const [list, { from, names, extra = [] }] of Object.entries(reference.sfc_lists)) {
    const source = sfc[from];
    if (!source) throw new Error(`catalogos_sfc_smartsupervision.json has no list "${from}"`);
    const entries = Object.entries(source).sort(([a], [b]) => Number(a) - Number(b));
    // `extra`: entries the portal needs that the SFC list lacks (documented in the catalog README).
    [...entries, ...extra.map((e): [string, string] => [e.code, e.name])].forEach(([code, name], sort) =>
      rows.push({ list, code, name: names?.[code] ?? name, sort }),
    );
  }
  for (const [list, items] of Object.entries(reference.seeded_lists)) {
    items.forEach(({ code, name }, sort) => rows.push({ list, code, name, sort }));
  }
  return rows;
}

function supervisedEntityRows(dir: string) {
  return readCsv(dir, 'entidades_vigiladas.csv').map((r) => ({
    tipo_entidad: Number(r.tipo_entidad),
    entidad_cod: r.entidad_cod,
    name: r.nombre,
    nit: r.nit || null,
  }));
}

/**
 * Adds the supervised entities of `entidades_vigiladas.csv` a database lacks, leaving the ones it
 * has as they are (staff may have renamed, corrected or deactivated them since).
 */
export async function addMissingSupervisedEntities(tx: Db, dir: string = CATALOG_DIR): Promise<number> {
  const { rowCount } = await tx.query(
    `INSERT INTO supervised_entities (tipo_entidad, entidad_cod, name, nit)
     SELECT x.tipo_entidad, x.entidad_cod, x.name, x.nit
     FROM jsonb_to_recordset($1::jsonb) AS x(tipo_entidad integer, entidad_cod text, name text, nit text)
     JOIN entity_types t ON t.tipo_entidad = x.tipo_entidad
     ON CONFLICT (tipo_entidad, entidad_cod) DO NOTHING`,
    [JSON.stringify(supervisedEntityRows(dir))],
  );
  return rowCount;
}

/**
 * Loads (or refreshes) every catalog into the database in a handful of statements. Upserts, so a
 * later migration can call it again after the files change; rows staff deactivated stay inactive.
 */
export async function loadCatalogs(tx: Db, dir: string = CATALOG_DIR): Promise<void> {
  const reference = readJson<ReferenceLists>(dir, 'reference-lists.json');

  const countries = readJson<
    { code: string; alpha2: string; alpha3: string; name: string; dial_code: string }[]
  >(dir, 'countries.json').map((c, sort) => ({ ...c, sort }));
  await tx.query(
    `INSERT INTO countries (code, alpha2, alpha3, name, dial_code, sort)
     SELECT code, alpha2, alpha3, name, dial_code, sort
     FROM jsonb_to_recordset($1::jsonb) AS x(code text, alpha2 text, alpha3 text, name text, dial_code text, sort integer)
     ON CONFLICT (code) DO UPDATE SET alpha2 = excluded.alpha2, alpha3 = excluded.alpha3,
       name = excluded.name, dial_code = excluded.dial_code, sort = excluded.sort`,
    [JSON.stringify(countries)],
  );

  const divipola = readCsv(dir, 'divipola.csv');
  const departments = [...new Map(divipola.map((r) => [r.departamento_cod, r.departamento])).entries()].map(
    ([code, name]) => ({ code, name }),
  );
  await tx.query(
    `INSERT INTO departments (code, name)
     SELECT code, name FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text)
     ON CONFLICT (code) DO UPDATE SET name = excluded.name`,
    [JSON.stringify(departments)],
  );
  const municipalities = divipola.map((r) => ({
    code: r.municipio_cod,
    department_code: r.departamento_cod,
    name: r.municipio,
  }));
  await tx.query(
    `INSERT INTO municipalities (code, department_code, name)
     SELECT code, department_code, name
     FROM jsonb_to_recordset($1::jsonb) AS x(code text, department_code text, name text)
     ON CONFLICT (code) DO UPDATE SET department_code = excluded.department_code, name = excluded.name`,
    [JSON.stringify(municipalities)],
  );

  const entityTypes = readCsv(dir, 'tipos_entidad.csv').map((r) => ({
    tipo_entidad: Number(r.tipo_entidad),
    name: r.nombre,
    company_group: reference.company_group_by_entity_type[r.tipo_entidad as string] ?? '5',
  }));
  await tx.query(
    `INSERT INTO entity_types (tipo_entidad, name, company_group)
     SELECT tipo_entidad, name, company_group
     FROM jsonb_to_recordset($1::jsonb) AS x(tipo_entidad integer, name text, company_group text)
     ON CONFLICT (tipo_entidad) DO UPDATE SET name = excluded.name, company_group = excluded.company_group`,
    [JSON.stringify(entityTypes)],
  );

  await tx.query(
    `INSERT INTO supervised_entities (tipo_entidad, entidad_cod, name, nit)
     SELECT tipo_entidad, entidad_cod, name, nit
     FROM jsonb_to_recordset($1::jsonb) AS x(tipo_entidad integer, entidad_cod text, name text, nit text)
     ON CONFLICT (tipo_entidad, entidad_cod) DO UPDATE SET name = excluded.name, nit = excluded.nit`,
    [JSON.stringify(supervisedEntityRows(dir))],
  );

  await tx.query(
    `INSERT INTO option_items (list, code, name, sort)
     SELECT list, code, name, sort
     FROM jsonb_to_recordset($1::jsonb) AS x(list text, code text, name text, sort integer)
     ON CONFLICT (list, code) DO UPDATE SET name = excluded.name, sort = excluded.sort`,
    [JSON.stringify(optionRows(dir, reference))],
  );

  await tx.query(
    `INSERT INTO positions (name) SELECT value FROM jsonb_array_elements_text($1::jsonb)
     ON CONFLICT (name) DO NOTHING`,
    [JSON.stringify(reference.positions)],
  );
  await tx.query(
    `INSERT INTO directions (name) SELECT value FROM jsonb_array_elements_text($1::jsonb)
     ON CONFLICT (name) DO NOTHING`,
    [JSON.stringify(reference.directions)],
  );
  await tx.query(
    `INSERT INTO modules (id, name)
     SELECT id, name FROM jsonb_to_recordset($1::jsonb) AS x(id integer, name text)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name`,
    [JSON.stringify(reference.modules)],
  );
}

/** `offered_by_company_group` of reference-lists.json: list → company group (or `*`) → codes and `a-b` ranges. */
type OfferedItems = Record<string, Record<string, string[]>>;

/** Expands codes and `a-b` ranges against the codes a list really has. */
function expandCodes(patterns: string[], codes: string[]): string[] {
  return codes.filter((code) =>
    patterns.some((pattern) => {
      const range = /^(\d+)-(\d+)$/.exec(pattern);
      if (!range) return pattern === code;
      const n = Number(code);
      return /^\d+$/.test(code) && n >= Number(range[1]) && n <= Number(range[2]);
    }),
  );
}

/**
 * Loads which products and reasons the portal offers for an entity of each company group
 * (`option_item_sectors`, read by `/api/product/company/` and `/api/reason/company/`). Replaces
 * the whole table, so a later migration can call it again after the file changes. Items in no
 * group are still valid codes (entities may send them) but are not offered to consumers.
 */
export async function loadOfferedItems(tx: Db, dir: string = CATALOG_DIR): Promise<void> {
  const reference = readJson<{ offered_by_company_group: OfferedItems }>(dir, 'reference-lists.json');
  const { rows: groups } = await tx.query<{ code: string }>(
    "SELECT code FROM option_items WHERE list = 'companygroup'",
  );
  const rows: { list: string; code: string; company_group: string }[] = [];
  for (const [list, byGroup] of Object.entries(reference.offered_by_company_group)) {
    const { rows: items } = await tx.query<{ code: string }>(
      'SELECT code FROM option_items WHERE list = $1',
      [list],
    );
    const codes = items.map((i) => i.code);
    for (const [group, patterns] of Object.entries(byGroup)) {
      const targets = group === '*' ? groups.map((g) => g.code) : [group];
      for (const code of expandCodes(patterns, codes))
        for (const company_group of targets) rows.push({ list, code, company_group });
    }
  }
  await tx.query('DELETE FROM option_item_sectors');
  await tx.query(
    `INSERT INTO option_item_sectors (list, code, company_group)
     SELECT DISTINCT list, code, company_group
     FROM jsonb_to_recordset($1::jsonb) AS x(list text, code text, company_group text)`,
    [JSON.stringify(rows)],
  );
}
