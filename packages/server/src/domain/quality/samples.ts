import { randomInt } from 'node:crypto';
import { QUALITY_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { bogotaDayStart, dayOf } from '../alerts/colombian-calendar.js';
import { DEFAULT_PROPORTION, allocateProportionally, sampleSize } from './sample-size.js';

/**
 * Complaint samples (docs/decisions/0015-samples-duplicates-productivity.md): the population is
 * the closed complaints (estado_cod 4) of the chosen entities whose closing day (Bogotá) falls in
 * the period; the size follows the finite-population formula (sample-size.ts), allocated
 * proportionally among strata; within each stratum the complaints are ordered by
 * md5(seed || ':' || codigo_queja) and the first n_h are taken. The same inputs and seed therefore
 * give the same complaints, on any server, whatever order the rows are stored in.
 */

/** How complaints are grouped before drawing. */
export type Strata = 'none' | 'producto' | 'canal';

/** What the analyst asks for. */
export interface SampleRequest {
  name: string;
  entityIds: number[];
  /** Bogotá days, `YYYY-MM-DD`, inclusive. */
  periodFrom: string;
  periodTo: string;
  strata: Strata;
  confidence: number;
  margin: number;
  seed: string;
}

/** The SQL expression of a complaint's stratum key. */
const STRATUM_SQL: Record<Strata, string> = {
  none: `'todas'`,
  producto: `coalesce(c.producto_cod::text, '')`,
  canal: `coalesce(c.canal_cod::text, '')`,
};

/** The catalogue list naming a stratum key. */
const STRATUM_LIST: Record<Strata, string | null> = { none: null, producto: 'product', canal: 'channel' };

/** A fresh seed: six digits, easy to read out and type again. */
export function newSeed(): string {
  return String(randomInt(100_000, 1_000_000));
}

/** The instants bounding a period of Bogotá days (`to` inclusive). */
export function periodBounds(from: string, to: string): { start: Date; end: Date } {
  const day = (text: string) => {
    const [y, m, d] = text.split('-').map(Number);
    return dayOf(y!, m!, d!);
  };
  return { start: bogotaDayStart(day(from)), end: bogotaDayStart(day(to) + 1) };
}

const POPULATION_WHERE = `c.estado_cod = 4 AND c.fecha_cierre >= $2 AND c.fecha_cierre < $3
  AND (c.tipo_entidad, c.entidad_cod) IN (
    SELECT e.tipo_entidad, e.entidad_cod FROM supervised_entities e WHERE e.id = ANY($1::int[]))`;

/** Population per stratum. */
async function populationByStratum(db: Db, request: SampleRequest) {
  const { start, end } = periodBounds(request.periodFrom, request.periodTo);
  const { rows } = await db.query<{ stratum: string; n: number }>(
    `SELECT ${STRATUM_SQL[request.strata]} AS stratum, count(*)::int AS n
       FROM complaints c WHERE ${POPULATION_WHERE} GROUP BY 1 ORDER BY 1`,
    [request.entityIds, start, end],
  );
  return rows.map((r) => ({ stratum: String(r.stratum), population: Number(r.n) }));
}

async function stratumLabels(db: Db, strata: Strata, keys: string[]): Promise<Map<string, string>> {
  const list = STRATUM_LIST[strata];
  const labels = new Map<string, string>();
  if (list === null) {
    for (const key of keys) labels.set(key, QUALITY_TEXTS.allStrata);
    return labels;
  }
  const { rows } = await db.query<{ code: string; name: string }>(
    'SELECT code, name FROM option_items WHERE list = $1 AND code = ANY($2::text[])',
    [list, keys],
  );
  for (const key of keys) labels.set(key, key === '' ? QUALITY_TEXTS.noData : key);
  for (const row of rows) labels.set(String(row.code), String(row.name));
  return labels;
}

/** The computed design of a sample, before or without drawing it. */
export interface SampleDesign {
  population: number;
  z: number;
  size: number;
  allocation: { stratum: string; label: string; population: number; size: number }[];
}

/** Population, z, size and allocation of `request`. */
export async function designSample(db: Db, request: SampleRequest): Promise<SampleDesign> {
  const strata = await populationByStratum(db, request);
  const population = strata.reduce((sum, s) => sum + s.population, 0);
  const { z, size } = sampleSize({ population, confidence: request.confidence, margin: request.margin });
  const parts =
    request.strata === 'none' ? strata.map((s) => ({ ...s, size })) : allocateProportionally(strata, size);
  const labels = await stratumLabels(
    db,
    request.strata,
    parts.map((p) => p.stratum),
  );
  return {
    population,
    z,
    size,
    allocation: parts.map((p) => ({ ...p, label: labels.get(p.stratum) ?? p.stratum })),
  };
}

/** The complaint ids of the draw, in draw order (stratum, then rank within it). */
export async function drawSample(
  db: Db,
  request: SampleRequest,
  design: SampleDesign,
): Promise<{ complaintId: number; stratum: string }[]> {
  const { start, end } = periodBounds(request.periodFrom, request.periodTo);
  const { rows } = await db.query<{ id: number; stratum: string }>(
    `SELECT r.id, r.stratum FROM (
       SELECT c.id, ${STRATUM_SQL[request.strata]} AS stratum,
              row_number() OVER (PARTITION BY ${STRATUM_SQL[request.strata]}
                                 ORDER BY md5($4::text || ':' || c.codigo_queja), c.codigo_queja) AS rank
         FROM complaints c WHERE ${POPULATION_WHERE}) r
       JOIN unnest($5::text[], $6::int[]) AS a(stratum, size) ON a.stratum = r.stratum
      WHERE r.rank <= a.size
      ORDER BY r.stratum, r.rank`,
    [
      request.entityIds,
      start,
      end,
      request.seed,
      design.allocation.map((a) => a.stratum),
      design.allocation.map((a) => a.size),
    ],
  );
  return rows.map((r) => ({ complaintId: Number(r.id), stratum: String(r.stratum) }));
}

/** Designs, draws and stores a sample; answers its id (`null`: nothing to sample). */
export async function createSample(
  db: Db,
  request: SampleRequest,
  userId: number | null,
): Promise<number | null> {
  const design = await designSample(db, request);
  if (design.population === 0) return null;
  const drawn = await drawSample(db, request, design);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO complaint_samples (name, entity_ids, period_from, period_to, strata, confidence, margin,
         proportion, z, seed, method, population_count, sample_size, allocation, created_by)
       VALUES ($1, $2::int[], $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15) RETURNING id`,
      [
        request.name,
        request.entityIds,
        request.periodFrom,
        request.periodTo,
        request.strata,
        request.confidence,
        request.margin,
        DEFAULT_PROPORTION,
        design.z,
        request.seed,
        QUALITY_TEXTS.method(request.strata),
        design.population,
        drawn.length,
        JSON.stringify(design.allocation),
        userId,
      ],
    );
    const id = Number(rows[0]!.id);
    if (drawn.length > 0) {
      await tx.query(
        `INSERT INTO complaint_sample_items (sample_id, complaint_id, position, stratum)
         SELECT $1, d.complaint_id, d.position, d.stratum
           FROM unnest($2::int[], $3::text[]) WITH ORDINALITY AS d(complaint_id, stratum, position)`,
        [id, drawn.map((d) => d.complaintId), drawn.map((d) => d.stratum)],
      );
    }
    return id;
  });
}
