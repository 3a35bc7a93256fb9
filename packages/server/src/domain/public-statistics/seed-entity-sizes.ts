import type { Db } from '../../db/driver.js';

/**
 * Demo sizes (customers or contracts) of the dashboards' demo entities, for "quejas por cada
 * 10.000 clientes" (development only; the authority enters the real ones). Round, invented
 * figures of the right order; one row per entity and published year. Idempotent.
 */
const DEMO_SIZES: [tipo: number, cod: string, customers: number][] = [
  [1, '7', 18_000_000], // Bancolombia
  [1, '39', 12_000_000], // Davivienda
  [1, '1', 6_500_000], // Banco de Bogotá
  [1, '13', 5_000_000], // BBVA
  [4, '130', 19_000_000], // Nequi
  [4, '128', 3_000_000], // Nu Colombia
];

/** Seeds the demo sizes for `years`; returns the rows added. */
export async function seedEntitySizesDemo(db: Db, years: number[]): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO entity_customer_counts (tipo_entidad, entidad_cod, year, customers)
     SELECT x.tipo, x.cod, y.year, x.customers
       FROM jsonb_to_recordset($1::jsonb) AS x (tipo int, cod text, customers bigint)
       CROSS JOIN unnest($2::int[]) AS y (year)
      WHERE EXISTS (SELECT 1 FROM supervised_entities e WHERE e.tipo_entidad = x.tipo AND e.entidad_cod = x.cod)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(DEMO_SIZES.map(([tipo, cod, customers]) => ({ tipo, cod, customers }))), years],
  );
  return rowCount;
}
