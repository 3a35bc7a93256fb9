// The dashboard reports read through the reports' covering index (migration 175), with their
// groups named afterwards and the response times computed in SQL, give the same figures as the
// queries before it (a frozen copy in test/reports-before-175/) on seeded data: the dashboards'
// demo year, the scale benchmark's synthetic complaints, and edge cases of the deadline rules
// (answers on weekends and holidays, before filing, decades ahead, desisted without a closing
// date, extensions, unknown catalog codes). The frozen response-time query counts every complaint
// under the plain complaint term: the comparison is on complaints none of which is classified or
// suspended (checked below); response-time-clock.test.ts covers those against the queue.
import { beforeAll, expect, it } from 'vitest';
import { seedScaleData } from '../../../bench/support/scale-seed.js';
import * as before from '../../../test/reports-before-175/dashboard-reports.js';
import * as beforeBase from '../../../test/reports-before-175/complaint-reports.js';
import { describeOnBothDrivers } from '../../../test/harness.js';
import { buildReport, countedParams, selectionFor, type Selection } from './complaint-reports.js';
import { countExport, EXPORT_BATCH, exportBatches } from './complaint-export.js';
import {
  DIMENSIONS,
  dimensionReport,
  earlyWarningsReport,
  favorabilityReport,
  fraudReport,
  mapReport,
  responseTimeReport,
  satisfactionReport,
} from './dashboard-reports.js';
import { seedDashboardsDemo } from './seed-dashboards-demo.js';

const NOW = new Date('2026-11-20T15:00:00Z');
const everyone = { id: 0, entity: undefined };

describeOnBothDrivers('Dashboard reports: the same figures as before the covering index', (ctx) => {
  let bancolombia: number;
  let davivienda: number;

  beforeAll(async () => {
    await seedDashboardsDemo(ctx.db, NOW);
    await ctx.db.transaction((tx) =>
      seedScaleData((sql, params) => tx.query(sql, params), { total: 4_500, consumers: 200 }),
    );
    // Edge cases, filed in 2026 against Bancolombia: [filed, state, closed, updated, extension, product, name, channel, fraud type].
    const cases: [
      string,
      number,
      string | null,
      string,
      number | null,
      number | null,
      string | null,
      number | null,
      number | null,
    ][] = [
      // Answered on a Saturday and on a holiday (Mon 12 Oct 2026, Día de la Raza).
      ['2026-10-01T15:00:00Z', 4, '2026-10-10T15:00:00Z', '2026-10-10T15:00:00Z', null, 1, null, 1, null],
      ['2026-09-21T15:00:00Z', 4, '2026-10-12T20:00:00Z', '2026-10-12T20:00:00Z', 1, 2, null, 2, 2],
      // Late without extension, on time with it (20 business days).
      ['2026-08-03T15:00:00Z', 4, '2026-08-31T20:00:00Z', '2026-08-31T20:00:00Z', null, 3, null, 3, null],
      ['2026-08-03T15:00:00Z', 4, '2026-08-31T20:00:00Z', '2026-08-31T20:00:00Z', 1, 3, null, 3, null],
      // Closed "before" it was filed, and closed decades ahead (beyond the holidays the query carries).
      ['2026-07-01T15:00:00Z', 4, '2026-06-01T15:00:00Z', '2026-07-02T15:00:00Z', null, 4, null, 4, null],
      ['2026-07-01T15:00:00Z', 4, '2061-03-01T15:00:00Z', '2026-07-02T15:00:00Z', null, 4, null, 4, null],
      ['2026-07-02T15:00:00Z', 4, '2061-03-01T15:00:00Z', '2026-07-02T15:00:00Z', 1, 4, null, 4, null],
      // Desisted without a closing date: answered when last updated.
      ['2026-06-10T15:00:00Z', 5, null, '2026-07-20T15:00:00Z', null, 5, null, 5, null],
      // Open: overdue, overdue only without the extension, in term; just before and after Bogotá midnight.
      ['2026-03-02T04:59:59Z', 2, null, '2026-03-02T04:59:59Z', null, 6, null, 6, null],
      ['2026-10-01T05:00:00Z', 1, null, '2026-10-01T05:00:00Z', 1, 6, null, 6, null],
      ['2026-10-01T05:00:00Z', 1, null, '2026-10-01T05:00:00Z', null, 6, null, 6, null],
      ['2026-11-19T15:00:00Z', 1, null, '2026-11-19T15:00:00Z', null, 7, null, 7, null],
      // Codes the catalogs do not have, and none.
      ['2026-05-05T15:00:00Z', 6, null, '2026-05-06T15:00:00Z', null, 777, 'Producto de la entidad', 777, 9],
      [
        '2026-05-05T15:00:00Z',
        7,
        '2026-05-07T15:00:00Z',
        '2026-05-07T15:00:00Z',
        null,
        null,
        'Otro producto',
        null,
        9,
      ],
      ['2026-05-06T15:00:00Z', 2, null, '2026-05-06T15:00:00Z', null, null, null, null, null],
    ];
    let n = 0;
    for (const [filed, state, closed, updated, extension, product, productName, channel, fraud] of cases) {
      n += 1;
      await ctx.db.query(
        `INSERT INTO complaints (codigo_queja, tipo_entidad, entidad_cod, fecha_creacion, fecha_cierre, updated_at,
                                 estado_cod, prorroga_queja, producto_cod, producto_nombre, canal_cod, tipo_fraude,
                                 modalidad_fraude, monto_reclamado, monto_reconocido, departamento_cod, municipio_cod,
                                 nombres, texto_queja)
         VALUES ($1, 1, '7', $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $10::int IS NOT NULL THEN 99 END,
                 CASE WHEN $10::int IS NOT NULL THEN 1000.5 END, CASE WHEN $10::int IS NOT NULL THEN 0 END,
                 CASE WHEN $11::int % 3 = 0 THEN NULL ELSE '05' END, CASE WHEN $11::int % 3 = 0 THEN NULL ELSE '05001' END,
                 'Caso de borde', 'Caso de borde del reporte')`,
        [
          `EQ2026${String(n).padStart(6, '0')}`,
          filed,
          closed,
          updated,
          state,
          extension,
          product,
          productName,
          channel,
          fraud,
          n,
        ],
      );
    }
    await ctx.db.query('ANALYZE complaints');
    const id = async (tipo: number, cod: string) =>
      Number(
        (
          await ctx.db.query<{ id: number }>(
            'SELECT id FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2',
            [tipo, cod],
          )
        ).rows[0]!.id,
      );
    bancolombia = await id(1, '7');
    davivienda = await id(1, '39');
  });

  const periods: [string, () => Record<string, unknown>][] = [
    ['the demo year, every entity', () => ({ fecha_inicio: '2025-11-21', fecha_fin: '2026-11-20' })],
    ['two years, every entity', () => ({ fecha_inicio: '2024-11-21', fecha_fin: '2026-11-20' })],
    [
      'the demo year, two entities',
      () => ({ fecha_inicio: '2025-11-21', fecha_fin: '2026-11-20', entidades: [bancolombia, davivienda] }),
    ],
    ['one month', () => ({ fecha_inicio: '2026-10-01', fecha_fin: '2026-10-31' })],
  ];

  it.each(periods)('every report over %s', async (_label, period) => {
    const body = period();
    const selection: Selection = await selectionFor(ctx.db, body, everyone);
    const pairs: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
      [
        'complaints',
        () => buildReport(ctx.db, 'complaints', body, everyone),
        () => beforeBase.buildReport(ctx.db, 'complaints', body, everyone),
      ],
      [
        'volumetry',
        () => buildReport(ctx.db, 'volumetry', body, everyone),
        () => beforeBase.buildReport(ctx.db, 'volumetry', body, everyone),
      ],
      ...DIMENSIONS.map((d): [string, () => Promise<unknown>, () => Promise<unknown>] => [
        `by ${d}`,
        () => dimensionReport(ctx.db, selection, d),
        () => before.dimensionReport(ctx.db, selection, d),
      ]),
      [
        'response time',
        () => responseTimeReport(ctx.db, selection, NOW),
        () => before.responseTimeReport(ctx.db, selection, NOW),
      ],
      [
        'satisfaction',
        () => satisfactionReport(ctx.db, selection),
        () => before.satisfactionReport(ctx.db, selection),
      ],
      [
        'favourability',
        () => favorabilityReport(ctx.db, selection),
        () => before.favorabilityReport(ctx.db, selection),
      ],
      [
        'fraud by type',
        () => fraudReport(ctx.db, selection, 'tipo'),
        () => before.fraudReport(ctx.db, selection, 'tipo'),
      ],
      [
        'fraud by mode',
        () => fraudReport(ctx.db, selection, 'modalidad'),
        () => before.fraudReport(ctx.db, selection, 'modalidad'),
      ],
      ['map', () => mapReport(ctx.db, selection), () => before.mapReport(ctx.db, selection)],
      [
        'map of Antioquia',
        () => mapReport(ctx.db, selection, '05'),
        () => before.mapReport(ctx.db, selection, '05'),
      ],
      [
        'early warnings',
        () => earlyWarningsReport(ctx.db, selection),
        () => before.earlyWarningsReport(ctx.db, selection),
      ],
      ['export count', () => countExport(ctx.db, selection), () => beforeBase.countExport(ctx.db, selection)],
    ];
    for (const [name, now, then] of pairs) expect(await now(), name).toEqual(await then());
  });

  it('compares on complaints all on the plain term: none classified, none suspended', async () => {
    const { rows } = await ctx.db.query<{ classified: number; suspended: number; complaints: number }>(
      `SELECT (SELECT count(*) FROM complaint_classifications)::int AS classified,
              (SELECT count(*) FROM complaint_suspensions)::int AS suspended,
              (SELECT count(*) FROM complaints)::int AS complaints`,
    );
    expect(rows[0]).toMatchObject({ classified: 0, suspended: 0 });
    expect(Number(rows[0]!.complaints)).toBeGreaterThan(4_500);
  });

  it('exports every complaint of ten years once, in filing order, across batches', async () => {
    const selection = await selectionFor(
      ctx.db,
      { fecha_inicio: '2016-11-21', fecha_fin: '2026-11-20' },
      everyone,
    );
    const total = await countExport(ctx.db, selection);
    expect(total).toBeGreaterThan(EXPORT_BATCH);
    const codes: string[] = [];
    for await (const batch of exportBatches(ctx.db, selection))
      for (const row of batch) codes.push(String(row[0]));
    expect(codes).toHaveLength(total);
    expect(new Set(codes).size).toBe(total);
    const { rows } = await ctx.db.query<{ codigo_queja: string }>(
      `SELECT codigo_queja FROM complaints WHERE fecha_creacion >= $1 AND fecha_creacion < $2 ORDER BY fecha_creacion, id`,
      countedParams(selection).slice(0, 2),
    );
    expect(codes).toEqual(rows.map((r) => r.codigo_queja));
  });

  it('the comparison is not empty: every kind of answer and state is counted', async () => {
    const selection = await selectionFor(ctx.db, periods[0]![1](), everyone);
    const report = await responseTimeReport(ctx.db, selection, NOW);
    const sum = (key: string) => report.rows.reduce((total, row) => total + Number(row[key]), 0);
    for (const key of ['a_tiempo', 'fuera_de_termino', 'en_termino', 'vencidas'])
      expect(sum(key), key).toBeGreaterThan(0);
    expect((await fraudReport(ctx.db, selection, 'tipo')).total).toBeGreaterThan(50);
    expect((await satisfactionReport(ctx.db, selection)).total).toBeGreaterThan(50);
  });
});
