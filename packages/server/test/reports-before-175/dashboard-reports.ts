// FROZEN COPY, for src/domain/reports/report-queries.test.ts only: the dashboard reports as they were
// before migration 175 (read through complaints joined row by row to their entity, the response
// times by the engine in JavaScript over SQL groups). The test checks that today's queries give
// the same figures on seeded data. Do not edit, except to follow a change of what the reports show.

import { DASHBOARD_REPORT_TEXTS as T, REPORTS_API_TEXTS } from '../../src/core.js';
import type { Db } from '../../src/db/driver.js';
import { BOGOTA_OFFSET_MINUTES } from '../../src/domain/complaints/dates.js';
import { stateName } from '../../src/domain/complaints/state-machine.js';
import { COMPLAINT_EXTENSION_DAYS } from '../../src/domain/deadlines/deadline-sql.js';
import {
  computeDeadline,
  DEADLINE_REGIMES,
  type Deadline,
} from '../../src/domain/deadlines/legal-deadlines.js';
import { bogotaDay, bogotaDayStart } from '../../src/domain/alerts/colombian-calendar.js';
import { earlyWarning } from '../../src/domain/reports/early-warnings.js';
import { COUNTED, countedParams, dates, type Report, type Selection } from './complaint-reports.js';
import { parseIsoDay } from '../../src/domain/reports/report-request.js';

/**
 * The dashboards (ADR 0018), in the report shape of complaint-reports.ts (`Report`): complaints
 * by a dimension, response times against the legal deadline (the deadline engine), consumer
 * satisfaction from ratings, favourability of decisions, fraud by type or mode with amounts, and
 * complaints by department or municipality (the map). Every chart dataset names the column of
 * `rows` it comes from (`key`), so a client can show the same numbers as a table.
 */

/** The dimensions `POST /dashboard/complaints/` groups by (`agrupar_por`). */
export const DIMENSIONS = ['entidad', 'producto', 'motivo', 'canal', 'estado', 'departamento'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** The dimensions of `POST /dashboard/complaint_fraud/` (`agrupar_por`). */
export const FRAUD_DIMENSIONS = ['tipo', 'modalidad'] as const;
export type FraudDimension = (typeof FRAUD_DIMENSIONS)[number];

type Row = Record<string, string | number | null>;

const round1 = (n: number) => Math.round(n * 10) / 10;
const share = (part: number, whole: number) => (whole === 0 ? 0 : round1((100 * part) / whole));

/** The SQL label of a dimension (over `c`, the complaint, and `e`, its entity). */
const DIMENSION_SQL: Record<Exclude<Dimension, 'estado'>, { join: string; label: string }> = {
  entidad: { join: '', label: 'e.name' },
  producto: {
    join: "LEFT JOIN option_items o ON o.list = 'product' AND o.code = c.producto_cod::text",
    label: 'coalesce(o.name, c.producto_nombre)',
  },
  motivo: {
    join: "LEFT JOIN option_items o ON o.list = 'reason' AND o.code = c.macro_motivo_cod::text",
    label: 'o.name',
  },
  canal: {
    join: "LEFT JOIN option_items o ON o.list = 'channel' AND o.code = c.canal_cod::text",
    label: 'o.name',
  },
  departamento: {
    join: 'LEFT JOIN departments d ON d.code = c.departamento_cod',
    label: 'd.name',
  },
};

/** Complaints per value of `dimension`, most first; a bar chart. */
export async function dimensionReport(db: Db, selection: Selection, dimension: Dimension): Promise<Report> {
  const name = T.dimensions[dimension] as string;
  let counts: { label: string; n: number }[];
  if (dimension === 'estado') {
    const { rows } = await db.query<{ estado_cod: number; n: number }>(
      `SELECT c.estado_cod, count(*)::int AS n ${COUNTED} GROUP BY c.estado_cod`,
      countedParams(selection),
    );
    counts = rows.map((r) => ({ label: stateName(Number(r.estado_cod)), n: Number(r.n) }));
  } else {
    const { join, label } = DIMENSION_SQL[dimension];
    const counted = COUNTED.replace('WHERE', `${join} WHERE`);
    const { rows } = await db.query<{ label: string | null; n: number }>(
      `SELECT ${label} AS label, count(*)::int AS n ${counted} GROUP BY 1`,
      countedParams(selection),
    );
    counts = rows.map((r) => ({ label: r.label ?? T.notInformed, n: Number(r.n) }));
  }
  // Two codes may share a name (a catalog renamed): one row per shown label.
  const merged = new Map<string, number>();
  for (const { label, n } of counts) merged.set(label, (merged.get(label) ?? 0) + n);
  const rows = [...merged.entries()]
    .sort(([a, n], [b, m]) => m - n || a.localeCompare(b, 'es'))
    .map(([label, n]) => ({ grupo: label, quejas: n }));
  return {
    title: T.byDimensionTitle(name),
    ...dates(selection),
    columns: [
      { key: 'grupo', label: name },
      { key: 'quejas', label: T.complaintsColumn },
    ],
    rows,
    chart: {
      type: 'bar',
      labels: rows.map((r) => r.grupo),
      datasets: [{ label: T.complaintsColumn, key: 'quejas', data: rows.map((r) => r.quejas) }],
    },
    total: rows.reduce((sum, r) => sum + r.quejas, 0),
  };
}

/** Rows per entity: the selection's entities first (with zeros), then any other counted. */
function entityRows<T>(selection: Selection, found: Map<string, T>, empty: () => T): [string, T][] {
  for (const entity of selection.entities ?? []) if (!found.has(entity.name)) found.set(entity.name, empty());
  return [...found.entries()].sort(([a], [b]) => a.localeCompare(b, 'es'));
}

const bogotaText = (column: string) =>
  `to_char((${column} AT TIME ZONE 'UTC') + ${BOGOTA_OFFSET_MINUTES} * interval '1 minute', 'YYYY-MM-DD')`;

interface ResponseCounts {
  onTime: number;
  late: number;
  pending: number;
  overdue: number;
  answeredDays: number;
}

/**
 * Per entity, how the complaints filed in the period stand against their legal term (regime
 * `queja` of the deadline engine, 15 business days plus the one extension): answered on time or
 * late, still in term or overdue without answer, and the mean business days used to answer.
 * Complaints are grouped in SQL by filing day, answer day and extension, and the engine runs
 * once per group, so the work grows with days, not complaints.
 */
export async function responseTimeReport(db: Db, selection: Selection, now: Date): Promise<Report> {
  const { rows } = await db.query<{
    entity: string;
    filed: string;
    answered: string | null;
    extended: boolean;
    n: number;
  }>(
    `SELECT e.name AS entity, ${bogotaText('c.fecha_creacion')} AS filed,
            CASE WHEN c.estado_cod IN (4, 5) THEN ${bogotaText('coalesce(c.fecha_cierre, c.updated_at)')} END AS answered,
            (c.prorroga_queja = 1) IS TRUE AS extended, count(*)::int AS n
       ${COUNTED} GROUP BY 1, 2, 3, 4`,
    countedParams(selection),
  );
  const today = bogotaDay(now);
  const term = DEADLINE_REGIMES.queja.termDays;
  const found = new Map<string, ResponseCounts>();
  // The same days recur for every entity: the engine runs once per (filing, answer, extension).
  const deadlines = new Map<string, Deadline>();
  const empty = (): ResponseCounts => ({ onTime: 0, late: 0, pending: 0, overdue: 0, answeredDays: 0 });
  for (const row of rows) {
    const filingDay = parseIsoDay(row.filed);
    if (filingDay === null) continue;
    const answeredDay = row.answered === null ? null : parseIsoDay(row.answered);
    const extension = row.extended ? COMPLAINT_EXTENSION_DAYS : 0;
    const memoKey = `${filingDay}|${answeredDay}|${extension}`;
    let deadline = deadlines.get(memoKey);
    if (!deadline) {
      deadline = computeDeadline(
        { regime: 'queja', filingDay, extensionDays: extension, answeredDay },
        today,
      );
      deadlines.set(memoKey, deadline);
    }
    const n = Number(row.n);
    const entry = found.get(row.entity) ?? empty();
    if (answeredDay !== null) {
      if (deadline.days_used <= term + extension) entry.onTime += n;
      else entry.late += n;
      entry.answeredDays += deadline.days_used * n;
    } else if (deadline.status === 'overdue') entry.overdue += n;
    else entry.pending += n;
    found.set(row.entity, entry);
  }
  const reportRows: Row[] = entityRows(selection, found, empty).map(([entidad, c]) => {
    const answered = c.onTime + c.late;
    return {
      entidad,
      a_tiempo: c.onTime,
      fuera_de_termino: c.late,
      en_termino: c.pending,
      vencidas: c.overdue,
      promedio_dias: answered === 0 ? null : round1(c.answeredDays / answered),
      total: answered + c.pending + c.overdue,
    };
  });
  const series: [string, string][] = [
    ['a_tiempo', T.answeredOnTime],
    ['fuera_de_termino', T.answeredLate],
    ['en_termino', T.pendingOnTime],
    ['vencidas', T.pendingOverdue],
  ];
  return {
    title: T.responseTimeTitle,
    ...dates(selection),
    columns: [
      { key: 'entidad', label: REPORTS_API_TEXTS.entityColumn },
      ...series.map(([key, label]) => ({ key, label })),
      { key: 'promedio_dias', label: T.averageDaysUsed },
      { key: 'total', label: REPORTS_API_TEXTS.totalColumn },
    ],
    rows: reportRows,
    chart: {
      type: 'bar',
      labels: reportRows.map((r) => String(r.entidad)),
      datasets: series.map(([key, label]) => ({ label, key, data: reportRows.map((r) => Number(r[key])) })),
    },
    total: reportRows.reduce((sum, r) => sum + Number(r.total), 0),
  };
}

/** Per entity, the consumers' ratings (1–5) of complaints filed in the period, and their mean. */
export async function satisfactionReport(db: Db, selection: Selection): Promise<Report> {
  const counted = COUNTED.replace('WHERE', 'JOIN complaint_ratings r ON r.complaint_id = c.id WHERE');
  const { rows } = await db.query<{ entity: string; rating: number; n: number }>(
    `SELECT e.name AS entity, r.rating, count(*)::int AS n ${counted} GROUP BY 1, 2`,
    countedParams(selection),
  );
  const found = new Map<string, number[]>();
  const empty = () => [0, 0, 0, 0, 0];
  for (const row of rows) {
    const entry = found.get(row.entity) ?? empty();
    entry[Number(row.rating) - 1] = Number(row.n);
    found.set(row.entity, entry);
  }
  const stars = [1, 2, 3, 4, 5];
  const reportRows: Row[] = entityRows(selection, found, empty).map(([entidad, counts]) => {
    const total = counts.reduce((sum, n) => sum + n, 0);
    const row: Row = { entidad, calificaciones: total };
    stars.forEach((star) => (row[`estrellas_${star}`] = counts[star - 1] ?? 0));
    row.promedio =
      total === 0 ? null : round1(counts.reduce((sum, n, index) => sum + n * (index + 1), 0) / total);
    return row;
  });
  return {
    title: T.satisfactionTitle,
    ...dates(selection),
    columns: [
      { key: 'entidad', label: REPORTS_API_TEXTS.entityColumn },
      { key: 'calificaciones', label: T.ratingsColumn },
      ...stars.map((star) => ({ key: `estrellas_${star}`, label: T.starsColumn(star) })),
      { key: 'promedio', label: T.averageRating },
    ],
    rows: reportRows,
    chart: {
      type: 'bar',
      labels: reportRows.map((r) => String(r.entidad)),
      datasets: [
        { label: T.averageRating, key: 'promedio', data: reportRows.map((r) => Number(r.promedio ?? 0)) },
      ],
    },
    total: reportRows.reduce((sum, r) => sum + Number(r.calificaciones), 0),
  };
}

/**
 * Per entity, the decided complaints filed in the period (`a_favor_de` set, catalog
 * "favorabilidad": 1 favourable to the consumer, 2 partly, 3 not) and the share for the consumer.
 */
export async function favorabilityReport(db: Db, selection: Selection): Promise<Report> {
  const { rows } = await db.query<{ entity: string; a_favor_de: number; n: number }>(
    `SELECT e.name AS entity, c.a_favor_de, count(*)::int AS n ${COUNTED} AND c.a_favor_de IN (1, 2, 3) GROUP BY 1, 2`,
    countedParams(selection),
  );
  const found = new Map<string, number[]>();
  const empty = () => [0, 0, 0];
  for (const row of rows) {
    const entry = found.get(row.entity) ?? empty();
    entry[Number(row.a_favor_de) - 1] = Number(row.n);
    found.set(row.entity, entry);
  }
  const reportRows: Row[] = entityRows(selection, found, empty).map(
    ([entidad, [yes = 0, partly = 0, no = 0]]) => ({
      entidad,
      decididas: yes + partly + no,
      favorable: yes,
      parcial: partly,
      no_favorable: no,
      porcentaje_favorable: share(yes, yes + partly + no),
    }),
  );
  const series: [string, string][] = [
    ['favorable', T.favorableColumn],
    ['parcial', T.partialColumn],
    ['no_favorable', T.unfavorableColumn],
  ];
  return {
    title: T.favorabilityTitle,
    ...dates(selection),
    columns: [
      { key: 'entidad', label: REPORTS_API_TEXTS.entityColumn },
      { key: 'decididas', label: T.decidedColumn },
      ...series.map(([key, label]) => ({ key, label })),
      { key: 'porcentaje_favorable', label: T.favorableShare },
    ],
    rows: reportRows,
    chart: {
      type: 'bar',
      labels: reportRows.map((r) => String(r.entidad)),
      datasets: series.map(([key, label]) => ({ label, key, data: reportRows.map((r) => Number(r[key])) })),
    },
    total: reportRows.reduce((sum, r) => sum + Number(r.decididas), 0),
  };
}

/**
 * Fraud complaints filed in the period (`tipo_fraude` set) per fraud type or mode (catalogs
 * "tipo_fraude", "modalidad_fraude"), with the amounts claimed and recognised in whole pesos.
 */
export async function fraudReport(db: Db, selection: Selection, by: FraudDimension): Promise<Report> {
  const [list, column] = by === 'tipo' ? ['fraud_types', 'tipo_fraude'] : ['fraud_modes', 'modalidad_fraude'];
  const counted = COUNTED.replace(
    'WHERE',
    `LEFT JOIN option_items o ON o.list = '${list}' AND o.code = c.${column}::text WHERE`,
  );
  const { rows } = await db.query<{ label: string | null; n: number; claimed: string; recognised: string }>(
    `SELECT o.name AS label, count(*)::int AS n,
            round(coalesce(sum(c.monto_reclamado), 0))::text AS claimed,
            round(coalesce(sum(c.monto_reconocido), 0))::text AS recognised
       ${counted} AND c.tipo_fraude IS NOT NULL GROUP BY 1`,
    countedParams(selection),
  );
  const reportRows: Row[] = rows
    .map((r) => ({
      grupo: r.label ?? T.notInformed,
      quejas: Number(r.n),
      monto_reclamado: Number(r.claimed),
      monto_reconocido: Number(r.recognised),
      porcentaje_reconocido: share(Number(r.recognised), Number(r.claimed)),
    }))
    .sort((a, b) => b.monto_reclamado - a.monto_reclamado || a.grupo.localeCompare(b.grupo, 'es'));
  const name = T.fraudDimensions[by] as string;
  const series: [string, string][] = [
    ['monto_reclamado', T.claimedColumn],
    ['monto_reconocido', T.recognisedColumn],
  ];
  return {
    title: T.fraudTitle(name),
    ...dates(selection),
    columns: [
      { key: 'grupo', label: name },
      { key: 'quejas', label: T.complaintsColumn },
      ...series.map(([key, label]) => ({ key, label })),
      { key: 'porcentaje_reconocido', label: T.recognisedShare },
    ],
    rows: reportRows,
    chart: {
      type: 'bar',
      labels: reportRows.map((r) => String(r.grupo)),
      datasets: series.map(([key, label]) => ({ label, key, data: reportRows.map((r) => Number(r[key])) })),
    },
    total: reportRows.reduce((sum, r) => sum + Number(r.quejas), 0),
  };
}

/** Thrown for a `departamento` that the DIVIPOLA does not have. */
export class UnknownDepartmentError extends Error {
  override name = 'UnknownDepartmentError';
}

/**
 * Complaints filed in the period per department (all 33 of the DIVIPOLA, zeros included, keyed
 * by DANE code), or per municipality of `department` when given (the map's drill-down).
 */
export async function mapReport(db: Db, selection: Selection, department?: string): Promise<Report> {
  const params = countedParams(selection);
  let title: string = T.mapTitle;
  let placeLabel = T.dimensions.departamento as string;
  let rows: { codigo: string; nombre: string; n: number }[];
  if (department === undefined) {
    ({ rows } = await db.query<{ codigo: string; nombre: string; n: number }>(
      `SELECT d.code AS codigo, d.name AS nombre, coalesce(x.n, 0)::int AS n
         FROM departments d
         LEFT JOIN (SELECT c.departamento_cod AS code, count(*) AS n ${COUNTED} GROUP BY 1) x ON x.code = d.code
        ORDER BY d.code`,
      params,
    ));
  } else {
    const found = await db.query<{ name: string }>('SELECT name FROM departments WHERE code = $1', [
      department,
    ]);
    const name = found.rows[0]?.name;
    if (name === undefined) throw new UnknownDepartmentError(department);
    title = T.mapMunicipalityTitle(name);
    placeLabel = T.municipalityColumn;
    ({ rows } = await db.query<{ codigo: string; nombre: string; n: number }>(
      `SELECT m.code AS codigo, m.name AS nombre, coalesce(x.n, 0)::int AS n
         FROM municipalities m
         LEFT JOIN (SELECT c.municipio_cod AS code, count(*) AS n ${COUNTED} AND c.departamento_cod = $4 GROUP BY 1) x
           ON x.code = m.code
        WHERE m.department_code = $4
        ORDER BY coalesce(x.n, 0) DESC, m.name`,
      [...params, department],
    ));
  }
  const reportRows = rows.map((r) => ({ codigo: r.codigo, nombre: r.nombre, quejas: Number(r.n) }));
  const charted = reportRows.filter((r) => r.quejas > 0);
  return {
    title,
    ...dates(selection),
    columns: [
      { key: 'codigo', label: T.codeColumn },
      { key: 'nombre', label: placeLabel },
      { key: 'quejas', label: T.complaintsColumn },
    ],
    rows: reportRows,
    chart: {
      type: 'bar',
      labels: charted.map((r) => r.nombre),
      datasets: [{ label: T.complaintsColumn, key: 'quejas', data: charted.map((r) => r.quejas) }],
    },
    total: reportRows.reduce((sum, r) => sum + r.quejas, 0),
  };
}

/** Baseline length of the early warnings: the 365 days before the period. */
const BASELINE_DAYS = 365;

/**
 * Early warnings per entity (early-warnings.ts): the period's complaints of each entity against
 * what its share of all complaints over the year before predicts for the period's total volume.
 * Warnings first, then by how far above the expectation.
 */
export async function earlyWarningsReport(db: Db, selection: Selection): Promise<Report> {
  const { from, to } = selection.request;
  const params = countedParams(selection);
  const baselineParams = [bogotaDayStart(from - BASELINE_DAYS), bogotaDayStart(from), params[2]];
  const perEntity = async (values: unknown[]) =>
    (
      await db.query<{ entity: string; n: number }>(
        `SELECT e.name AS entity, count(*)::int AS n ${COUNTED} GROUP BY 1`,
        values,
      )
    ).rows;
  // The whole system's volume, whatever entities the user may see (it is only a denominator).
  const total = async (start: Date, end: Date) =>
    Number(
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM complaints WHERE fecha_creacion >= $1 AND fecha_creacion < $2',
          [start, end],
        )
      ).rows[0]?.n ?? 0,
    );
  const current = new Map((await perEntity(params)).map((r) => [r.entity, Number(r.n)]));
  const baseline = new Map((await perEntity(baselineParams)).map((r) => [r.entity, Number(r.n)]));
  const currentTotal = await total(bogotaDayStart(from), bogotaDayStart(to + 1));
  const baselineTotal = await total(bogotaDayStart(from - BASELINE_DAYS), bogotaDayStart(from));
  const names = new Set([
    ...current.keys(),
    ...baseline.keys(),
    ...(selection.entities ?? []).map((e) => e.name),
  ]);
  const rows = [...names]
    .map((entidad) => {
      const k = current.get(entidad) ?? 0;
      const result = earlyWarning({
        baseline: baseline.get(entidad) ?? 0,
        baselineTotal,
        current: k,
        currentTotal,
      });
      return { entidad, k, result };
    })
    .sort(
      (a, b) =>
        Number(b.result.warning) - Number(a.result.warning) ||
        (b.result.ratio ?? 0) - (a.result.ratio ?? 0) ||
        a.entidad.localeCompare(b.entidad, 'es'),
    )
    .map(({ entidad, k, result }) => ({
      entidad,
      quejas: k,
      esperadas: round1(result.expected),
      razon: result.ratio === null ? null : Math.round(result.ratio * 100) / 100,
      p_valor:
        result.ratio === null
          ? ''
          : result.pValue < 1e-6
            ? '< 0,000001'
            : result.pValue.toFixed(6).replace('.', ','),
      alerta: result.warning ? T.warningYes : T.warningNo,
    }));
  return {
    title: T.earlyWarningsTitle,
    ...dates(selection),
    columns: [
      { key: 'entidad', label: REPORTS_API_TEXTS.entityColumn },
      { key: 'quejas', label: T.complaintsColumn },
      { key: 'esperadas', label: T.expectedColumn },
      { key: 'razon', label: T.ratioColumn },
      { key: 'p_valor', label: T.pValueColumn },
      { key: 'alerta', label: T.warningColumn },
    ],
    rows,
    chart: {
      type: 'bar',
      labels: rows.map((r) => r.entidad),
      datasets: [
        { label: T.complaintsColumn, key: 'quejas', data: rows.map((r) => r.quejas) },
        { label: T.expectedColumn, key: 'esperadas', data: rows.map((r) => r.esperadas) },
      ],
    },
    total: rows.reduce((sum, r) => sum + r.quejas, 0),
  };
}
