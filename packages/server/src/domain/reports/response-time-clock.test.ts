// The response-time report counts a complaint classified under another regime, or whose term was
// suspended, as the queue shows its deadline (the one engine: its regime, its stops), not under
// the plain complaint term of the report's SQL pass (docs/decisions/0022-complaint-suspensions.md).
// Real dates of 2026 across Colombian holidays: Mon 12 Oct (Día de la Raza), Mon 2 Nov (Todos los
// Santos), Mon 16 Nov (Independencia de Cartagena); the reports are read on Fri 20 Nov 2026.
import { beforeAll, expect, it } from 'vitest';
import { describeOnBothDrivers } from '../../../test/harness.js';
import { complaintPage } from '../../routes/complaint-management/complaint-rows.js';
import { dayOf, isBusinessDay, isoDay, type DayNumber } from '../alerts/colombian-calendar.js';
import { clockFrom, deadlineStatusSql } from '../deadlines/deadline-sql.js';
import { computeDeadline, type DeadlineRegime } from '../deadlines/legal-deadlines.js';
import { SqlFilter } from '../staff-admin/listing.js';
import { countedParams, selectionFor } from './complaint-reports.js';
import { responseTimeReport } from './dashboard-reports.js';

const NOW = new Date('2026-11-20T15:00:00Z');
const TODAY = dayOf(2026, 11, 20);
const everyone = { id: 0, entity: undefined };

const day = (iso: string): DayNumber =>
  dayOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
/** 10:00 in Bogotá on `iso`. */
const at = (iso: string) => `${iso}T15:00:00Z`;

type Column = 'a_tiempo' | 'fuera_de_termino' | 'en_termino' | 'vencidas';

interface Case {
  label: string;
  entity: '7' | '39';
  filed: string;
  /** The answer day (closed), or null while open. */
  answered: string | null;
  extended?: boolean;
  regime?: DeadlineRegime;
  /** Stops of the clock: [from, to] (to null: still suspended). */
  stops?: [string, string | null][];
  /** Where the report counts it (the queue's deadline), and where the plain term would. */
  counts: Column;
  plain: Column;
}

// Each complaint alone on its filing day and entity, so a one-day report shows it alone.
const CASES: Case[] = [
  {
    label: 'a right-of-petition consultation (30 days) answered after 25 business days, across 12 Oct',
    entity: '7',
    filed: '2026-09-22',
    answered: '2026-10-28',
    regime: 'peticion_consulta',
    counts: 'a_tiempo',
    plain: 'fuera_de_termino',
  },
  {
    label: 'a habeas data query (10 days) answered after 12 business days, across 12 Oct',
    entity: '7',
    filed: '2026-10-05',
    answered: '2026-10-22',
    regime: 'habeas_data_consulta',
    counts: 'fuera_de_termino',
    plain: 'a_tiempo',
  },
  {
    label:
      'an extended right-of-petition request (15 days: the extension is the complaint’s) answered after 20 business days, across 7 and 17 Aug',
    entity: '7',
    filed: '2026-08-03',
    answered: '2026-09-02',
    extended: true,
    regime: 'peticion_general',
    counts: 'fuera_de_termino',
    plain: 'a_tiempo',
  },
  {
    label: 'a complaint answered after 19 business days, 5 of them suspended (8–16 Oct, across 12 Oct)',
    entity: '7',
    filed: '2026-10-01',
    answered: '2026-10-29',
    stops: [['2026-10-08', '2026-10-16']],
    counts: 'a_tiempo',
    plain: 'fuera_de_termino',
  },
  {
    label: 'an open complaint suspended 27 Oct – 5 Nov (across 2 Nov): due 24 Nov, not 13 Nov',
    entity: '7',
    filed: '2026-10-22',
    answered: null,
    stops: [['2026-10-27', '2026-11-05']],
    counts: 'en_termino',
    plain: 'vencidas',
  },
  {
    label: 'an open complaint suspended since 4 Nov (its plain term ended 18 Nov)',
    entity: '7',
    filed: '2026-10-26',
    answered: null,
    stops: [['2026-11-04', null]],
    counts: 'en_termino',
    plain: 'vencidas',
  },
  {
    label: 'an open habeas data query (10 days) filed 4 Nov: due 19 Nov across 16 Nov',
    entity: '7',
    filed: '2026-11-04',
    answered: null,
    regime: 'habeas_data_consulta',
    counts: 'vencidas',
    plain: 'en_termino',
  },
  {
    label: 'an open habeas data query of another entity, filed 3 Nov',
    entity: '39',
    filed: '2026-11-03',
    answered: null,
    regime: 'habeas_data_consulta',
    counts: 'vencidas',
    plain: 'en_termino',
  },
  {
    label:
      'a consultation (30 days) of another entity, also suspended 9–13 Oct, answered after 27 business days',
    entity: '39',
    filed: '2026-09-14',
    answered: '2026-10-23',
    regime: 'peticion_consulta',
    stops: [['2026-10-09', '2026-10-13']],
    counts: 'a_tiempo',
    plain: 'fuera_de_termino',
  },
];

// Other complaints of the same entities and period: plain ones (no classification, never
// suspended), and a classified one closed decades ahead (a date error the SQL pass sends to the
// engine one by one), late under either term.
const OTHERS: Omit<Case, 'label' | 'counts' | 'plain'>[] = [
  { entity: '7', filed: '2026-10-14', answered: '2061-03-01', regime: 'habeas_data_reclamo' },
  { entity: '7', filed: '2026-10-13', answered: '2026-10-20' },
  { entity: '7', filed: '2026-09-01', answered: null },
  { entity: '7', filed: '2026-11-18', answered: null },
  { entity: '7', filed: '2026-08-04', answered: '2026-09-03', extended: true },
  { entity: '39', filed: '2026-08-05', answered: '2026-09-25' },
  { entity: '39', filed: '2026-11-17', answered: null },
];

/** Where the plain `queja` term (with the extension) puts `c`, by the engine. */
function plainColumn(c: Omit<Case, 'label' | 'counts' | 'plain'>): Column {
  const term = 15 + (c.extended ? 15 : 0);
  const deadline = computeDeadline(
    {
      regime: 'queja',
      filingDay: day(c.filed),
      extensionDays: c.extended ? 15 : 0,
      answeredDay: c.answered === null ? null : day(c.answered),
    },
    TODAY,
  );
  if (c.answered !== null) return deadline.days_used <= term ? 'a_tiempo' : 'fuera_de_termino';
  return deadline.status === 'overdue' ? 'vencidas' : 'en_termino';
}

describeOnBothDrivers('Response-time report: the regime and suspensions of the queue', (ctx) => {
  const entityIds = new Map<string, number>();

  beforeAll(async () => {
    let n = 0;
    for (const c of [...CASES, ...OTHERS]) {
      n += 1;
      const closed = c.answered === null ? null : at(c.answered);
      const { rows } = await ctx.db.query<{ id: number }>(
        `INSERT INTO complaints (codigo_queja, tipo_entidad, entidad_cod, fecha_creacion, fecha_cierre, updated_at,
                                 estado_cod, prorroga_queja, nombres, texto_queja)
         VALUES ($1, 1, $2, $3, $4, $5, $6, $7, 'Caso de plazo', 'Queja del reporte de tiempos de respuesta')
         RETURNING id`,
        [
          `RT2026${String(n).padStart(6, '0')}`,
          c.entity,
          at(c.filed),
          closed,
          closed ?? at(c.filed),
          c.answered === null ? 2 : 4,
          c.extended ? 1 : null,
        ],
      );
      const id = Number(rows[0]!.id);
      if (c.regime) {
        await ctx.db.query(
          `INSERT INTO complaint_classifications (complaint_id, kind, subtype, regime) VALUES ($1, $2, 'x', $3)`,
          [id, c.regime.startsWith('habeas') ? 'habeas_data' : 'right_request', c.regime],
        );
      }
      const closedStops: { from: DayNumber; to: DayNumber }[] = [];
      for (const [from, to] of c.stops ?? []) {
        // As the resume action stores it: the clock day after every closed stop so far.
        if (to !== null) closedStops.push({ from: day(from), to: day(to) });
        await ctx.db.query(
          `INSERT INTO complaint_suspensions (complaint_id, from_day, to_day, reason, clock_from, suspended_at, resumed_at)
           VALUES ($1, $2::date, $3::date, 'Se espera información del consumidor.', $4::date, $5,
                   CASE WHEN $3::date IS NULL THEN NULL ELSE $6::timestamptz END)`,
          [
            id,
            from,
            to,
            to === null ? null : isoDay(clockFrom(day(c.filed), closedStops)),
            at(from),
            to === null ? null : at(to),
          ],
        );
      }
    }
    const { rows } = await ctx.db.query<{ id: number; entidad_cod: string }>(
      `SELECT id, entidad_cod FROM supervised_entities WHERE tipo_entidad = 1 AND entidad_cod IN ('7', '39')`,
    );
    for (const r of rows) entityIds.set(r.entidad_cod, Number(r.id));
  });

  it('the cases are real: business days across the holidays, and the plain term would count each elsewhere', () => {
    for (const holiday of ['2026-10-12', '2026-11-02', '2026-11-16'])
      expect(isBusinessDay(day(holiday))).toBe(false);
    for (const c of CASES) {
      expect(plainColumn(c), c.label).toBe(c.plain);
      expect(c.plain, c.label).not.toBe(c.counts);
    }
  });

  it.each(CASES.map((c) => [c.label, c] as const))('counts %s where the queue puts it', async (_label, c) => {
    const selection = await selectionFor(ctx.db, { fecha_inicio: c.filed, fecha_fin: c.filed }, everyone);
    const report = await responseTimeReport(ctx.db, selection, NOW);
    expect(report.rows).toHaveLength(1);
    const row = report.rows[0]!;
    for (const column of ['a_tiempo', 'fuera_de_termino', 'en_termino', 'vencidas'] as const)
      expect(row[column], column).toBe(column === c.counts ? 1 : 0);
    expect(row.total).toBe(1);
    // And the queue, for the same complaint on the same day, says the same.
    const filter = new SqlFilter();
    const [from, to] = countedParams(selection);
    filter.where(`c.fecha_creacion >= ${filter.param(from)} AND c.fecha_creacion < ${filter.param(to)}`);
    const [queued] = await complaintPage(ctx.db, filter, 'ORDER BY c.id', 10, 0, NOW);
    expect(queued!.deadline.regime).toBe(c.regime ?? 'queja');
    expect(row.entidad).toBe(queued!.entity.name);
    if (c.answered !== null) {
      const { days_used, term_days, extension_days } = queued!.deadline;
      expect(row.promedio_dias).toBe(days_used);
      expect(days_used <= term_days + extension_days ? 'a_tiempo' : 'fuera_de_termino').toBe(c.counts);
    } else expect(queued!.deadline.status === 'overdue' ? 'vencidas' : 'en_termino').toBe(c.counts);
  });

  it('uses the business days the suspension did not stop in the mean days to answer', async () => {
    const selection = await selectionFor(
      ctx.db,
      { fecha_inicio: '2026-10-01', fecha_fin: '2026-10-01' },
      everyone,
    );
    const [row] = (await responseTimeReport(ctx.db, selection, NOW)).rows;
    // 1 Oct → 29 Oct: 19 business days (12 Oct a holiday), 9–16 Oct (5 of them) stopped.
    expect(row).toMatchObject({ a_tiempo: 1, fuera_de_termino: 0, promedio_dias: 14 });
  });

  const periods: [string, () => Record<string, unknown>][] = [
    ['every entity', () => ({ fecha_inicio: '2026-08-01', fecha_fin: '2026-11-20' })],
    [
      'one entity',
      () => ({ fecha_inicio: '2026-08-01', fecha_fin: '2026-11-20', entidades: [entityIds.get('39')] }),
    ],
    ['October', () => ({ fecha_inicio: '2026-10-01', fecha_fin: '2026-10-31' })],
  ];

  it.each(periods)('matches the queue’s deadline of every complaint, %s', async (_label, period) => {
    const selection = await selectionFor(ctx.db, period(), everyone);
    const report = await responseTimeReport(ctx.db, selection, NOW);
    // The queue's rows of the same complaints: the same period and entities.
    const filter = new SqlFilter();
    const [from, to, entities] = countedParams(selection);
    filter.where(`c.fecha_creacion >= ${filter.param(from)} AND c.fecha_creacion < ${filter.param(to)}`);
    if (entities !== null) filter.where(`e.id = ANY(${filter.param(entities)}::int[])`);
    const queue = await complaintPage(ctx.db, filter, 'ORDER BY c.id', 1000, 0, NOW);
    expect(queue.length).toBeGreaterThan(3);
    const expected = new Map<string, Record<Column | 'total' | 'days', number>>();
    for (const row of queue) {
      const entry = expected.get(row.entity.name) ?? {
        a_tiempo: 0,
        fuera_de_termino: 0,
        en_termino: 0,
        vencidas: 0,
        total: 0,
        days: 0,
      };
      const d = row.deadline;
      if (d.status === 'answered') {
        entry[d.days_used <= d.term_days + d.extension_days ? 'a_tiempo' : 'fuera_de_termino'] += 1;
        entry.days += d.days_used;
      } else entry[d.status === 'overdue' ? 'vencidas' : 'en_termino'] += 1;
      entry.total += 1;
      expected.set(row.entity.name, entry);
    }
    expect(
      report.rows.map((r) => ({
        entidad: r.entidad,
        a_tiempo: r.a_tiempo,
        fuera_de_termino: r.fuera_de_termino,
        en_termino: r.en_termino,
        vencidas: r.vencidas,
        total: r.total,
      })),
    ).toEqual(
      [...expected.entries()]
        .sort(([a], [b]) => a.localeCompare(b, 'es'))
        .map(([entidad, e]) => ({
          entidad,
          a_tiempo: e.a_tiempo,
          fuera_de_termino: e.fuera_de_termino,
          en_termino: e.en_termino,
          vencidas: e.vencidas,
          total: e.total,
        })),
    );
    for (const r of report.rows) {
      const e = expected.get(String(r.entidad))!;
      const answered = e.a_tiempo + e.fuera_de_termino;
      expect(r.promedio_dias).toBe(answered === 0 ? null : Math.round((10 * e.days) / answered) / 10);
    }
    // The queue's deadline filter selects as many overdue complaints as the report counts.
    const overdue = new SqlFilter();
    overdue.where(`c.fecha_creacion >= ${overdue.param(from)} AND c.fecha_creacion < ${overdue.param(to)}`);
    if (entities !== null) overdue.where(`e.id = ANY(${overdue.param(entities)}::int[])`);
    overdue.where(deadlineStatusSql(overdue, 'overdue', NOW));
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM complaints c
         JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
         ${overdue.sql()}`,
      overdue.params,
    );
    expect(Number(rows[0]!.n)).toBe(report.rows.reduce((sum, r) => sum + Number(r.vencidas), 0));
  });
});
