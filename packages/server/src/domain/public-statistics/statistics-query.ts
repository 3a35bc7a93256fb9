import { PUBLIC_STATISTICS_TEXTS as T } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { quarter, type Quarter } from './quarters.js';

/** The query string parameters of the public statistics. */
export const QUERY_PARAMETERS = ['periodo', 'sector', 'entidad', 'producto', 'departamento'] as const;

/** An entity as the statistics name it. */
export interface PublicEntity {
  id: number;
  tipo_entidad: number;
  entidad_cod: string;
  name: string;
}

/** A checked request: the period's quarters and the fixed filters (null: all). */
export interface StatisticsQuery {
  /** `YYYY` or `YYYY-Tn`. */
  period: string;
  year: number;
  /** The period's quarters (one, or the year's four). */
  quarters: Quarter[];
  sector: number | null;
  entity: PublicEntity | null;
  product: number | null;
  department: string | null;
}

/** A request that breaks a rule: Spanish messages by parameter (a 400). */
export class StatisticsQueryError extends Error {
  override name = 'StatisticsQueryError';
  constructor(readonly fields: Record<string, string[]>) {
    super('invalid public statistics query');
  }
}

const PERIOD = /^(\d{4})(?:-T([1-4]))?$/;
const POSITIVE = /^[1-9]\d{0,8}$/;

/**
 * Checks the query string against the published years (`years`, newest last) and the catalogs:
 * the default period is the newest year; an unknown parameter, a malformed value, an unknown
 * code, or an entity outside the chosen sector is refused by name.
 */
export async function parseStatisticsQuery(
  db: Db,
  raw: Record<string, unknown>,
  years: readonly number[],
): Promise<StatisticsQuery> {
  const problems: Record<string, string[]> = {};
  const text = (name: string): string | null => {
    const value = raw[name];
    if (value === undefined || value === null) return null;
    const s = (Array.isArray(value) ? String(value[0] ?? '') : String(value)).trim();
    return s === '' ? null : s;
  };
  for (const name of Object.keys(raw)) {
    if (!(QUERY_PARAMETERS as readonly string[]).includes(name))
      problems[name] = [T.unknownParameter(name.slice(0, 40))];
  }
  const newest = years[years.length - 1] ?? new Date().getUTCFullYear();
  const periodText = text('periodo') ?? String(newest);
  const match = PERIOD.exec(periodText);
  const year = match ? Number(match[1]) : newest;
  if (!match || !years.includes(year)) problems.periodo = [T.badPeriod];
  const quarters = match?.[2] ? [quarter(year, Number(match[2]))] : [1, 2, 3, 4].map((n) => quarter(year, n));

  const integer = (name: string): number | null => {
    const value = text(name);
    if (value === null) return null;
    if (!POSITIVE.test(value)) {
      problems[name] = [T.badNumber];
      return null;
    }
    return Number(value);
  };
  const sector = integer('sector');
  const entityId = integer('entidad');
  const product = integer('producto');
  const departmentText = text('departamento');
  if (departmentText !== null && !/^\d{2}$/.test(departmentText))
    problems.departamento = [T.unknownDepartment];

  const { rows } = await db.query<{
    sector: boolean;
    entity: PublicEntity | null;
    product: boolean;
    department: boolean;
  }>(
    `SELECT ($1::int IS NULL OR EXISTS (SELECT 1 FROM entity_types WHERE tipo_entidad = $1)) AS sector,
            (SELECT json_build_object('id', id, 'tipo_entidad', tipo_entidad, 'entidad_cod', entidad_cod, 'name', name)
               FROM supervised_entities WHERE id = $2) AS entity,
            ($3::int IS NULL OR EXISTS (SELECT 1 FROM option_items WHERE list = 'product' AND code = $3::text)) AS product,
            ($4::text IS NULL OR EXISTS (SELECT 1 FROM departments WHERE code = $4)) AS department`,
    [sector, entityId, product, problems.departamento ? null : departmentText],
  );
  const found = rows[0]!;
  if (!found.sector) problems.sector = [T.unknownSector];
  if (entityId !== null && !problems.entidad && !found.entity) problems.entidad = [T.unknownEntity];
  if (found.entity && sector !== null && found.sector && found.entity.tipo_entidad !== sector)
    problems.entidad = [T.entityNotInSector];
  if (!found.product) problems.producto = [T.unknownProduct];
  if (!found.department) problems.departamento = [T.unknownDepartment];
  if (Object.keys(problems).length > 0) throw new StatisticsQueryError(problems);
  return {
    period: match![2] ? `${year}-T${match![2]}` : String(year),
    year,
    quarters,
    sector: found.entity ? found.entity.tipo_entidad : sector,
    entity: found.entity ? { ...found.entity, id: Number(found.entity.id) } : null,
    product,
    department: departmentText,
  };
}
