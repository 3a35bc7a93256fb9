import { QUALITY_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { AdminCaller } from '../staff-admin/access.js';
import { isoOrNull, type SqlFilter } from '../staff-admin/listing.js';

/** How samples, their complaints and their results read in the API (docs/staff-quality-api.md). */

type Row = Record<string, unknown>;

const PERSON_NAME = (alias: string) =>
  `btrim(concat_ws(' ', nullif(${alias}.first_name, ''), nullif(${alias}.first_last_name, '')))`;

/** Whether the caller may see sample `id` (entity-scoped callers: only samples of their entities). */
export async function visibleSample(db: Db, id: number, caller: AdminCaller): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM complaint_samples WHERE id = $1 AND ($2::int[] IS NULL OR entity_ids <@ $2::int[])',
    [id, caller.entityIds],
  );
  return rows.length > 0;
}

/** The active criteria, in list order. */
export async function activeCriteria(db: Db): Promise<{ id: string; name: string }[]> {
  const { rows } = await db.query<{ code: string; name: string }>(
    `SELECT code, name FROM option_items WHERE list = 'criterion' AND is_active ORDER BY sort, code`,
  );
  return rows.map((r) => ({ id: String(r.code), name: String(r.name) }));
}

const LIST_SQL = `SELECT s.id, s.name, s.entity_ids, s.period_from::text AS period_from, s.period_to::text AS period_to,
    s.strata, s.confidence::float8 AS confidence, s.margin::float8 AS margin, s.seed, s.population_count,
    s.sample_size, s.created_at, ${PERSON_NAME('p')} AS created_by_name,
    (SELECT array_agg(e.name ORDER BY e.name) FROM supervised_entities e WHERE e.id = ANY(s.entity_ids)) AS entity_names,
    (SELECT count(*)::int FROM complaint_sample_evaluations v WHERE v.sample_id = s.id) AS evaluations
  FROM complaint_samples s LEFT JOIN persons p ON p.user_id = s.created_by`;

function listRow(r: Row, criteriaCount: number) {
  const size = Number(r.sample_size);
  const expected = size * criteriaCount;
  const done = Number(r.evaluations);
  return {
    id: Number(r.id),
    name: String(r.name),
    entities: ((r.entity_names as string[] | null) ?? []).map(String),
    entity_ids: (r.entity_ids as number[]).map(Number),
    period_from: String(r.period_from),
    period_to: String(r.period_to),
    strata: String(r.strata),
    strata_label: QUALITY_TEXTS.strata[String(r.strata)] ?? String(r.strata),
    confidence: Number(r.confidence),
    margin: Number(r.margin),
    seed: String(r.seed),
    population_count: Number(r.population_count),
    sample_size: size,
    evaluations: done,
    progress: expected === 0 ? 0 : Math.min(100, Math.round((done * 1000) / expected) / 10),
    created_by: r.created_by_name ? String(r.created_by_name) : null,
    created_at: isoOrNull(r.created_at),
  };
}

/** How many samples match `filter` (alias `s`). */
export async function sampleListCount(db: Db, filter: SqlFilter): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM complaint_samples s ${filter.sql()}`,
    filter.params,
  );
  return Number(rows[0]?.n ?? 0);
}

/** One page of samples, newest first. */
export async function sampleListPage(db: Db, filter: SqlFilter, limit: number, offset: number) {
  const criteria = (await activeCriteria(db)).length;
  const { rows } = await db.query<Row>(
    `${LIST_SQL} ${filter.sql()} ORDER BY s.created_at DESC, s.id DESC
      LIMIT ${filter.param(limit)} OFFSET ${filter.param(offset)}`,
    filter.params,
  );
  return rows.map((r) => listRow(r, criteria));
}

/** Compliance of a set of verdicts: cumple / (cumple + no cumple), in %, or null. */
function tally(rows: Row[]) {
  const count = (verdict: string) =>
    rows.filter((r) => r.verdict === verdict).reduce((sum, r) => sum + Number(r.n), 0);
  const cumple = count('cumple');
  const noCumple = count('no_cumple');
  const noAplica = count('no_aplica');
  return {
    cumple,
    no_cumple: noCumple,
    no_aplica: noAplica,
    compliance: cumple + noCumple === 0 ? null : Math.round((cumple * 1000) / (cumple + noCumple)) / 10,
  };
}

/** A sample with its parameters, design, progress and results per criterion and per entity. */
export async function sampleDetail(db: Db, id: number) {
  const criteria = await activeCriteria(db);
  const { rows } = await db.query<Row>(`${LIST_SQL} WHERE s.id = $1`, [id]);
  const base = listRow(rows[0]!, criteria.length);
  const extra = (
    await db.query<Row>(
      'SELECT z::float8 AS z, proportion::float8 AS p, method, allocation FROM complaint_samples WHERE id = $1',
      [id],
    )
  ).rows[0]!;
  const byCriterion = (
    await db.query<Row>(
      `SELECT criterion_code, verdict, count(*)::int AS n FROM complaint_sample_evaluations
        WHERE sample_id = $1 GROUP BY 1, 2`,
      [id],
    )
  ).rows;
  const byEntity = (
    await db.query<Row>(
      `SELECT e.id AS entity_id, e.name, v.verdict, count(*)::int AS n
         FROM complaint_sample_evaluations v JOIN complaints c ON c.id = v.complaint_id
         JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
        WHERE v.sample_id = $1 GROUP BY 1, 2, 3`,
      [id],
    )
  ).rows;
  const done = (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT v.complaint_id FROM complaint_sample_evaluations v
          WHERE v.sample_id = $1 AND v.criterion_code = ANY($2::text[])
          GROUP BY v.complaint_id HAVING count(*) = $3) d`,
      [id, criteria.map((c) => c.id), criteria.length],
    )
  ).rows[0]!.n;
  const entityNames = new Map<number, string>();
  for (const r of byEntity) entityNames.set(Number(r.entity_id), String(r.name));
  return {
    ...base,
    z: Number(extra.z),
    proportion: Number(extra.p),
    method: String(extra.method),
    allocation: extra.allocation as { stratum: string; label: string; population: number; size: number }[],
    reproduce: QUALITY_TEXTS.reproduce(base.seed),
    complaints_evaluated: Number(done),
    criteria: criteria.map((c) => ({
      id: Number(c.id),
      name: c.name,
      ...tally(byCriterion.filter((r) => String(r.criterion_code) === c.id)),
    })),
    by_entity: [...entityNames.entries()]
      .sort((a, b) => a[1].localeCompare(b[1], 'es'))
      .map(([entityId, name]) => ({
        id: entityId,
        name,
        ...tally(byEntity.filter((r) => Number(r.entity_id) === entityId)),
      })),
  };
}

/** How many complaints sample `id` holds. */
export async function sampleItemCount(db: Db, id: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM complaint_sample_items WHERE sample_id = $1',
    [id],
  );
  return Number(rows[0]?.n ?? 0);
}

const ITEM_SQL = `SELECT i.position, i.stratum, c.id, c.codigo_queja, c.producto_nombre, c.canal_cod, c.fecha_creacion,
    c.fecha_cierre, c.texto_queja, c.nombres, e.name AS entity_name, ch.name AS channel_name,
    (SELECT coalesce(jsonb_object_agg(v.criterion_code, v.verdict), '{}'::jsonb)
       FROM complaint_sample_evaluations v WHERE v.sample_id = i.sample_id AND v.complaint_id = i.complaint_id) AS verdicts
  FROM complaint_sample_items i
  JOIN complaints c ON c.id = i.complaint_id
  JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
  LEFT JOIN option_items ch ON ch.list = 'channel' AND ch.code = c.canal_cod::text`;

function itemRow(r: Row) {
  const verdicts = (typeof r.verdicts === 'string' ? JSON.parse(r.verdicts) : r.verdicts) as Record<
    string,
    string
  >;
  return {
    position: Number(r.position),
    id: Number(r.id),
    codigo_queja: String(r.codigo_queja),
    entity: String(r.entity_name),
    producto_nombre: r.producto_nombre === null ? null : String(r.producto_nombre),
    canal: r.channel_name === null ? null : String(r.channel_name),
    fecha_creacion: isoOrNull(r.fecha_creacion),
    fecha_cierre: isoOrNull(r.fecha_cierre),
    stratum: String(r.stratum),
    verdicts,
    evaluated: Object.keys(verdicts).length,
  };
}

/** One page of a sample's complaints, in draw order. */
export async function sampleItemPage(db: Db, id: number, limit: number, offset: number) {
  const { rows } = await db.query<Row>(
    `${ITEM_SQL} WHERE i.sample_id = $1 ORDER BY i.position LIMIT $2 OFFSET $3`,
    [id, limit, offset],
  );
  return rows.map(itemRow);
}

/** One sampled complaint (by code) with its text and its evaluation on every active criterion. */
export async function evaluationRows(db: Db, id: number, code: string) {
  const { rows } = await db.query<Row>(`${ITEM_SQL} WHERE i.sample_id = $1 AND c.codigo_queja = $2`, [
    id,
    code,
  ]);
  const row = rows[0];
  if (!row) return null;
  const criteria = await activeCriteria(db);
  const { rows: evaluations } = await db.query<Row>(
    `SELECT v.criterion_code, v.verdict, v.comment, v.evaluated_at, ${PERSON_NAME('p')} AS evaluator
       FROM complaint_sample_evaluations v LEFT JOIN persons p ON p.user_id = v.evaluator_user_id
      WHERE v.sample_id = $1 AND v.complaint_id = $2`,
    [id, row.id],
  );
  const byCode = new Map(evaluations.map((e) => [String(e.criterion_code), e]));
  return {
    ...itemRow(row),
    sample_id: id,
    consumer_name: String(row.nombres),
    texto_queja: String(row.texto_queja),
    evaluations: criteria.map((c) => {
      const e = byCode.get(c.id);
      return {
        criterion: { id: Number(c.id), name: c.name },
        verdict: e ? String(e.verdict) : null,
        verdict_label: e ? (QUALITY_TEXTS.verdicts[String(e.verdict)] ?? null) : null,
        comment: e ? String(e.comment) : '',
        evaluator: e?.evaluator ? String(e.evaluator) : null,
        evaluated_at: e ? isoOrNull(e.evaluated_at) : null,
      };
    }),
  };
}
