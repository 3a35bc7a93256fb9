import { DASHBOARD_REPORT_TEXTS as T, REPORTS_API_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { stateName } from '../complaints/state-machine.js';
import {
  clockOfRow,
  COMPLAINT_EXTENSION_DAYS,
  complaintDeadline,
  DEADLINE_CLOCK_COLUMNS,
  firstFilingDueAfter,
} from '../deadlines/deadline-sql.js';
import { computeDeadline, DEADLINE_REGIMES } from '../deadlines/legal-deadlines.js';
import { bogotaDay, bogotaDayStart, isBusinessDay } from '../alerts/colombian-calendar.js';
import { earlyWarning } from './early-warnings.js';
import {
  countedParams,
  dates,
  DAY_COUNTED,
  ENTITY_NAMES,
  REPORTED,
  type Report,
  type Selection,
} from './complaint-reports.js';

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

/**
 * How a dimension's groups are counted and named: the complaints are counted per stored value in
 * the reports' covering index (`key`, over `c`), and the few groups are named afterwards (`join`
 * and `label`, over `x`, the counted groups).
 */
const DIMENSION_SQL: Record<Exclude<Dimension, 'estado'>, { key: string; join: string; label: string }> = {
  entidad: { key: 'c.tipo_entidad, c.entidad_cod', join: ENTITY_NAMES, label: 'e.name' },
  producto: {
    key: 'c.producto_cod, c.producto_nombre',
    join: "LEFT JOIN option_items o ON o.list = 'product' AND o.code = x.producto_cod::text",
    label: 'coalesce(o.name, x.producto_nombre)',
  },
  motivo: {
    key: 'c.macro_motivo_cod',
    join: "LEFT JOIN option_items o ON o.list = 'reason' AND o.code = x.macro_motivo_cod::text",
    label: 'o.name',
  },
  canal: {
    key: 'c.canal_cod',
    join: "LEFT JOIN option_items o ON o.list = 'channel' AND o.code = x.canal_cod::text",
    label: 'o.name',
  },
  departamento: {
    key: 'c.departamento_cod',
    join: 'LEFT JOIN departments d ON d.code = x.departamento_cod',
    label: 'd.name',
  },
};

/** Complaints per value of `dimension`, most first; a bar chart. */
export async function dimensionReport(db: Db, selection: Selection, dimension: Dimension): Promise<Report> {
  const name = T.dimensions[dimension] as string;
  let counts: { label: string; n: number }[];
  if (dimension === 'estado') {
    const { rows } = await db.query<{ estado_cod: number; n: number }>(
      `SELECT k.estado_cod, sum(k.n)::int AS n ${DAY_COUNTED} GROUP BY k.estado_cod HAVING sum(k.n) <> 0`,
      countedParams(selection),
    );
    counts = rows.map((r) => ({ label: stateName(Number(r.estado_cod)), n: Number(r.n) }));
  } else {
    const { key, join, label } = DIMENSION_SQL[dimension];
    const { rows } = await db.query<{ label: string | null; n: number }>(
      `SELECT ${label} AS label, sum(x.n)::int AS n
         FROM (SELECT ${key}, count(*) AS n ${REPORTED} GROUP BY ${key}) x ${join}
        GROUP BY 1`,
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

interface ResponseCounts {
  onTime: number;
  late: number;
  pending: number;
  overdue: number;
  answeredDays: number;
}

/**
 * The calendar of a response-time query: the first instants (seconds since 1970, Bogotá
 * midnights) of the days `first`..`last` and of the day after, for `width_bucket`, and the
 * running count of business days (the engine's `isBusinessDay`) up to each day. A complaint's
 * bucket is its day (1 = `first`; 0 before it; the last bucket after `last`); business days after
 * day i up to day j are `business[j] - business[i]`.
 */
function calendar(first: number, last: number): { starts: number[]; business: number[] } {
  const starts: number[] = [];
  const business: number[] = [];
  let count = 0;
  for (let day = first; day <= last; day += 1) {
    starts.push(bogotaDayStart(day).getTime() / 1000);
    if (isBusinessDay(day)) count += 1;
    business.push(count);
  }
  starts.push(bogotaDayStart(last + 1).getTime() / 1000);
  return { starts, business };
}

/**
 * The complaints whose clock is not the plain `queja` term: classified under another regime
 * (complaint_classifications) or suspended at least once (complaint_suspensions, migration 180).
 * Few, read from those two tables; the response-time report counts them through the engine.
 */
const OWN_CLOCK_IDS = `SELECT k.complaint_id FROM complaint_classifications k WHERE k.regime <> 'queja'
  UNION SELECT s.complaint_id FROM complaint_suspensions s`;

const noCounts = (): ResponseCounts => ({ onTime: 0, late: 0, pending: 0, overdue: 0, answeredDays: 0 });

const toDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

/**
 * Adds to `found` (per entity name) the period's complaints of {@link OWN_CLOCK_IDS}, each through
 * the engine as the queue computes its deadline (`complaintDeadline` under its regime, after its
 * suspensions): answered on time when the business days it used fit its term and extension, else
 * late; unanswered overdue when the queue says so, else in term (on time, due soon, suspended).
 */
async function countOwnClocks(
  db: Db,
  selection: Selection,
  now: Date,
  found: Map<string, ResponseCounts>,
): Promise<void> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT e.name AS entity, c.fecha_creacion, c.estado_cod, c.prorroga_queja, c.fecha_cierre, c.updated_at,
            ${DEADLINE_CLOCK_COLUMNS}
       ${REPORTED.replace(
         'WHERE',
         `JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
          WHERE c.id IN (${OWN_CLOCK_IDS}) AND`,
       )}`,
    countedParams(selection),
  );
  for (const row of rows) {
    const deadline = complaintDeadline(
      {
        fecha_creacion: toDate(row.fecha_creacion)!,
        estado_cod: Number(row.estado_cod),
        prorroga_queja: row.prorroga_queja === null ? null : Number(row.prorroga_queja),
        fecha_cierre: toDate(row.fecha_cierre),
        updated_at: toDate(row.updated_at)!,
        ...clockOfRow(row),
      },
      now,
    );
    const entity = String(row.entity);
    const entry = found.get(entity) ?? noCounts();
    if (deadline.status === 'answered') {
      if (deadline.days_used <= deadline.term_days + deadline.extension_days) entry.onTime += 1;
      else entry.late += 1;
      entry.answeredDays += deadline.days_used;
    } else if (deadline.status === 'overdue') entry.overdue += 1;
    else entry.pending += 1;
    found.set(entity, entry);
  }
}

/**
 * Adds to `found` (per entity name), times `sign`, the figures of the SQL pass over the period's
 * complaints under the plain `queja` term (15 business days plus the one extension): answered on
 * time or late, still in term or overdue without answer, and the business days used to answer.
 * `only` restricts the complaints further (SQL over `c`, appended to the pass's condition).
 *
 * One pass over the reports' covering index, a few rows per entity whatever the number of
 * complaints. Each complaint finds its filing and answer day in a calendar of the days involved
 * ({@link calendar}: a binary search of their first instants, no date formatting), and the
 * business days used are a difference of running counts of the engine's business days. An open
 * complaint is overdue when filed before the first filing day whose due day has not passed (the
 * engine's `firstFilingDueAfter`, as the queue's deadline filter). Both terms (with and without
 * the extension) are counted and the group's own is taken. Answers dated after the calendar (a
 * year past today) come back one by one and go through the engine itself.
 */
async function addPlainTerm(
  db: Db,
  selection: Selection,
  today: number,
  found: Map<string, ResponseCounts>,
  only: string,
  sign: 1 | -1,
): Promise<void> {
  const term = DEADLINE_REGIMES.queja.termDays;
  const first = selection.request.from - 1;
  const { starts, business } = calendar(first, Math.max(today, selection.request.to) + 366);
  const bucketOf = (day: number) => day - first + 1;
  const { rows } = await db.query<{
    entity: string;
    prorroga_queja: number | null;
    on_time: number;
    on_time_extended: number;
    answered: number;
    open: number;
    overdue: number;
    overdue_extended: number;
    used: number;
    far_filed: number[] | null;
    far_answered: (Date | string)[] | null;
  }>(
    `SELECT e.name AS entity, x.prorroga_queja, x.on_time::int AS on_time, x.on_time_extended::int AS on_time_extended,
            x.answered::int AS answered, x.open::int AS open, x.overdue::int AS overdue,
            x.overdue_extended::int AS overdue_extended, x.used::float8 AS used, x.far_filed, x.far_answered
       FROM (SELECT u.tipo_entidad, u.entidad_cod, u.prorroga_queja,
                    count(*) FILTER (WHERE u.used <= $7) AS on_time,
                    count(*) FILTER (WHERE u.used <= $8) AS on_time_extended,
                    count(u.used) AS answered,
                    count(*) FILTER (WHERE u.answer IS NULL) AS open,
                    count(*) FILTER (WHERE u.answer IS NULL AND u.filed < $9) AS overdue,
                    count(*) FILTER (WHERE u.answer IS NULL AND u.filed < $10) AS overdue_extended,
                    coalesce(sum(u.used), 0) AS used,
                    array_agg(u.filed) FILTER (WHERE u.answer = $6) AS far_filed,
                    array_agg(u.answered_at) FILTER (WHERE u.answer = $6) AS far_answered
               FROM (SELECT d.*,
                            CASE WHEN d.answer < $6 THEN ($5::int[])[greatest(d.answer, d.filed)] - ($5::int[])[d.filed] END
                              AS used
                       FROM (SELECT c.tipo_entidad, c.entidad_cod, c.prorroga_queja,
                                    width_bucket(date_part('epoch', c.fecha_creacion), $4::float8[]) AS filed,
                                    a.answered_at,
                                    width_bucket(date_part('epoch', a.answered_at), $4::float8[]) AS answer
                               ${REPORTED.replace(
                                 'WHERE',
                                 `CROSS JOIN LATERAL (SELECT CASE WHEN c.estado_cod IN (4, 5)
                                                          THEN coalesce(c.fecha_cierre, c.updated_at) END AS answered_at) a
                                  WHERE`,
                               )}
                                ${only}
                             OFFSET 0) d
                     OFFSET 0) u
              GROUP BY 1, 2, 3) x
       ${ENTITY_NAMES}`,
    [
      ...countedParams(selection),
      starts,
      business,
      starts.length,
      term,
      term + COMPLAINT_EXTENSION_DAYS,
      bucketOf(firstFilingDueAfter(today - 1, 'queja', 0)),
      bucketOf(firstFilingDueAfter(today - 1, 'queja', COMPLAINT_EXTENSION_DAYS)),
    ],
  );
  for (const row of rows) {
    const extended = Number(row.prorroga_queja) === 1;
    const entry = found.get(row.entity) ?? noCounts();
    const onTime = Number(extended ? row.on_time_extended : row.on_time);
    const overdue = Number(extended ? row.overdue_extended : row.overdue);
    entry.onTime += sign * onTime;
    entry.late += sign * (Number(row.answered) - onTime);
    entry.overdue += sign * overdue;
    entry.pending += sign * (Number(row.open) - overdue);
    entry.answeredDays += sign * Number(row.used);
    // Answers beyond the calendar: the engine, one by one (none in a sound database).
    (row.far_filed ?? []).forEach((filed, i) => {
      const extension = extended ? COMPLAINT_EXTENSION_DAYS : 0;
      const answeredDay = bogotaDay(new Date(row.far_answered![i]!));
      const deadline = computeDeadline(
        { regime: 'queja', filingDay: first + Number(filed) - 1, extensionDays: extension, answeredDay },
        today,
      );
      if (deadline.days_used <= term + extension) entry.onTime += sign;
      else entry.late += sign;
      entry.answeredDays += sign * deadline.days_used;
    });
    found.set(row.entity, entry);
  }
}

/**
 * Per entity, how the complaints filed in the period stand against their legal term, as the queue
 * shows their deadline (the one engine: the classified regime, `queja` with its one extension when
 * unclassified, after the complaint's suspensions): answered on time or late, still in term or
 * overdue without answer, and the mean business days used to answer.
 *
 * Nearly every complaint runs on the plain term: they are counted in SQL in one pass
 * ({@link addPlainTerm}). The few classified under another regime or ever suspended
 * ({@link OWN_CLOCK_IDS}) are counted apart: the same pass restricted to their ids (read from the
 * two tables, then the complaints' primary key) is taken away, and each of them is counted through
 * the engine ({@link countOwnClocks}). The figures are counts and sums, so the result is that of a
 * pass that leaves them out, without testing every complaint of the period against them.
 */
export async function responseTimeReport(db: Db, selection: Selection, now: Date): Promise<Report> {
  const found = new Map<string, ResponseCounts>();
  const today = bogotaDay(now);
  await addPlainTerm(db, selection, today, found, '', 1);
  // Those on their own clock: the pass's figures of them taken away (the same SQL, restricted to
  // their ids from the two tables), the engine's added.
  await addPlainTerm(db, selection, today, found, `AND c.id IN (${OWN_CLOCK_IDS})`, -1);
  await countOwnClocks(db, selection, now, found);
  const reportRows: Row[] = entityRows(selection, found, noCounts).map(([entidad, c]) => {
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
  const rated = REPORTED.replace('WHERE', 'JOIN complaint_ratings r ON r.complaint_id = c.id WHERE');
  const { rows } = await db.query<{ entity: string; rating: number; n: number }>(
    `SELECT e.name AS entity, x.rating, sum(x.n)::int AS n
       FROM (SELECT c.tipo_entidad, c.entidad_cod, r.rating, count(*) AS n ${rated} GROUP BY 1, 2, 3) x
       ${ENTITY_NAMES} GROUP BY 1, 2`,
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
    `SELECT e.name AS entity, x.a_favor_de, sum(x.n)::int AS n
       FROM (SELECT c.tipo_entidad, c.entidad_cod, c.a_favor_de, count(*) AS n
               ${REPORTED} AND c.a_favor_de IN (1, 2, 3) GROUP BY 1, 2, 3) x
       ${ENTITY_NAMES} GROUP BY 1, 2`,
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
  // Per code first (the fraud complaints' own index, migration 175), then named.
  const { rows } = await db.query<{ label: string | null; n: number; claimed: string; recognised: string }>(
    `SELECT o.name AS label, sum(x.n)::int AS n,
            round(coalesce(sum(x.claimed), 0))::text AS claimed,
            round(coalesce(sum(x.recognised), 0))::text AS recognised
       FROM (SELECT c.${column} AS code, count(*) AS n, sum(c.monto_reclamado) AS claimed,
                    sum(c.monto_reconocido) AS recognised
               ${REPORTED} AND c.tipo_fraude IS NOT NULL GROUP BY 1) x
       LEFT JOIN option_items o ON o.list = '${list}' AND o.code = x.code::text
      GROUP BY 1`,
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
         LEFT JOIN (SELECT c.departamento_cod AS code, count(*) AS n ${REPORTED} GROUP BY 1) x ON x.code = d.code
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
         LEFT JOIN (SELECT c.municipio_cod AS code, count(*) AS n ${REPORTED} AND c.departamento_cod = $4 GROUP BY 1) x
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
  // One scan of the baseline year and the period: each complaint counts for one or the other.
  const [, , entities] = countedParams(selection);
  const params = [
    bogotaDayStart(from - BASELINE_DAYS),
    bogotaDayStart(to + 1),
    entities,
    bogotaDayStart(from),
  ];
  const { rows: counted } = await db.query<{ entity: string; current: boolean; n: number }>(
    `SELECT e.name AS entity, x.current, sum(x.n)::int AS n
       FROM (SELECT k.tipo_entidad, k.entidad_cod, k.filed_day_start >= $4 AS current, sum(k.n) AS n
               ${DAY_COUNTED} GROUP BY 1, 2, 3 HAVING sum(k.n) <> 0) x
       ${ENTITY_NAMES} GROUP BY 1, 2`,
    params,
  );
  const current = new Map(counted.filter((r) => r.current).map((r) => [r.entity, Number(r.n)]));
  const baseline = new Map(counted.filter((r) => !r.current).map((r) => [r.entity, Number(r.n)]));
  // The whole system's volume, whatever entities the user may see (it is only a denominator):
  // the sums above when every entity counts, else counted apart.
  const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
  let [currentTotal, baselineTotal] = [sum(current), sum(baseline)];
  if (entities !== null) {
    const { rows } = await db.query<{ current: number; baseline: number }>(
      `SELECT coalesce(sum(n) FILTER (WHERE filed_day_start >= $3), 0)::int AS current,
              coalesce(sum(n) FILTER (WHERE filed_day_start < $3), 0)::int AS baseline
         FROM complaint_day_counts WHERE filed_day_start >= $1 AND filed_day_start < $2`,
      [params[0], params[1], params[3]],
    );
    [currentTotal, baselineTotal] = [Number(rows[0]?.current ?? 0), Number(rows[0]?.baseline ?? 0)];
  }
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
