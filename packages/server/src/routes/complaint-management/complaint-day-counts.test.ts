import { beforeAll, expect, it } from 'vitest';
import { describeOnBothDrivers, signedInject, type DriverContext } from '../../../test/harness.js';
import { bogotaDay, bogotaDayStart, isoDay } from '../../domain/alerts/colombian-calendar.js';
import { foldDayCounts } from '../../domain/complaint-work/day-counts.js';
import { BANCOLOMBIA, DAVIVIENDA, companyId, complaintFiledAt } from '../alerts/alerts-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';
import { complaintManagementActors } from './complaint-management-test-kit.js';

/**
 * The exact counts of the staff lists from the complaint day counts (migration 190, ADR 0026):
 * with an exact-count limit of 1 every list of more than one complaint would otherwise say its
 * count is an estimate, so an exact count past it comes from the day counts, and it must equal
 * what counting the complaints gives, after every kind of write.
 */

interface ListPage {
  count: number;
  count_is_estimate: boolean;
  results: { codigo_queja: string }[];
}

describeOnBothDrivers('staff list counts from the complaint day counts', (ctx: DriverContext) => {
  let holder: TestAccount;
  let evDavivienda: TestAccount;
  let bancolombia: number;
  let davivienda: number;
  let app: Awaited<ReturnType<DriverContext['buildApp']>>;
  const today = bogotaDay(new Date());
  const day = (offset: number) => isoDay(today + offset);

  beforeAll(async () => {
    ({ holder, evDavivienda } = await complaintManagementActors(ctx));
    bancolombia = await companyId(ctx, BANCOLOMBIA);
    davivienda = await companyId(ctx, DAVIVIENDA);
    const noon = (offset: number) => new Date(bogotaDayStart(today + offset).getTime() + 12 * 3600_000);
    for (const [offset, state] of [
      [-40, 1],
      [-40, 2],
      [-20, 2],
      [-20, 4],
      [-3, 1],
      [-3, 2],
      [0, 1],
    ] as const) {
      await complaintFiledAt(ctx, null, BANCOLOMBIA, noon(offset), state);
    }
    await complaintFiledAt(ctx, null, DAVIVIENDA, noon(-3), 2);
    await complaintFiledAt(ctx, null, DAVIVIENDA, noon(-3), 1);
    app = await ctx.buildApp({ config: { exactCountLimit: 1 } });
  });

  const list = async (path: string, actor: TestAccount, filters: unknown[], pageSize = 100) => {
    const url = `/api/${path}/?page_size=${pageSize}&filters=${encodeURIComponent(JSON.stringify(filters))}`;
    const res = await signedInject(app, { url, token: actor.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListPage;
  };

  /** What counting the complaints gives (plain SQL, written apart from the filter builder). */
  const counted = async (where: string, params: unknown[]) => {
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM complaints c
         JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
        WHERE ${where}`,
      params,
    );
    return Number(rows[0]!.n);
  };

  /** The lists and their true counts, checked together after each write. */
  const expectExactCounts = async () => {
    const cases: [string, unknown[], string, unknown[]][] = [
      [
        'complaint_management',
        [{ column: 'entidad', operator: 'equals', value: bancolombia }],
        'e.id = $1 AND c.is_active',
        [bancolombia],
      ],
      [
        'complaint_management',
        [
          { column: 'entidad', operator: 'in', value: [bancolombia, davivienda] },
          { column: 'estado_cod', operator: 'in', value: [2, 4] },
          { column: 'fecha_creacion', operator: 'between', value: [day(-30), day(0)] },
        ],
        `e.id = ANY($1::int[]) AND c.estado_cod IN (2, 4) AND c.is_active
           AND c.fecha_creacion >= $2 AND c.fecha_creacion < $3`,
        [[bancolombia, davivienda], bogotaDayStart(today - 30), bogotaDayStart(today + 1)],
      ],
      [
        'complaint_management',
        [
          { column: 'entidad', operator: 'equals', value: bancolombia },
          { column: 'is_active', operator: 'equals', value: false },
        ],
        'e.id = $1 AND NOT c.is_active',
        [bancolombia],
      ],
      [
        'complaint_historical',
        [
          { column: 'entidad', operator: 'equals', value: bancolombia },
          { column: 'fecha_creacion', operator: 'before', value: day(-3) },
        ],
        'e.id = $1 AND c.fecha_creacion < $2',
        [bancolombia, bogotaDayStart(today - 3)],
      ],
    ];
    for (const [path, filters, where, params] of cases) {
      const truth = await counted(where, params);
      const page = await list(path, holder, filters);
      expect({ path, filters, count: page.count, estimate: page.count_is_estimate }).toEqual({
        path,
        filters,
        count: truth,
        estimate: false,
      });
      expect(page.results).toHaveLength(truth);
    }
  };

  it('answers an exact count past the exact-count limit for lists filtered by entity, state, filing day and active flag', async () => {
    await expectExactCounts();
    const page = await list('complaint_management', holder, [
      { column: 'entidad', operator: 'equals', value: bancolombia },
    ]);
    expect(page.count).toBeGreaterThan(1);
  });

  it('stays exact after filings, state changes, deactivation and deletion, before and after its deltas are folded', async () => {
    const filed = await complaintFiledAt(ctx, null, BANCOLOMBIA, new Date(), 1);
    await ctx.db.query('UPDATE complaints SET estado_cod = 2 WHERE id = $1', [filed.id]);
    await ctx.db.query(
      `UPDATE complaints SET is_active = false
        WHERE id = (SELECT min(id) FROM complaints WHERE tipo_entidad = 1 AND entidad_cod = '7' AND estado_cod = 2)`,
    );
    // Moved to another entity and back a day: both keys change.
    await ctx.db.query(
      `UPDATE complaints SET entidad_cod = '39', fecha_creacion = fecha_creacion - interval '1 day'
        WHERE id = (SELECT max(id) FROM complaints WHERE tipo_entidad = 1 AND entidad_cod = '7' AND estado_cod = 4)`,
    );
    const deleted = await ctx.db.query(
      `DELETE FROM complaints
        WHERE id = (SELECT max(id) FROM complaints WHERE tipo_entidad = 1 AND entidad_cod = '7' AND estado_cod = 1)`,
    );
    expect(deleted.rowCount).toBe(1);
    // An update that touches no counted column adds no delta.
    const before = await ctx.db.query('SELECT 1 FROM complaint_day_counts WHERE NOT settled');
    await ctx.db.query('UPDATE complaints SET updated_at = now() WHERE id = $1', [filed.id]);
    const after = await ctx.db.query('SELECT 1 FROM complaint_day_counts WHERE NOT settled');
    expect(after.rows.length).toBe(before.rows.length);
    expect(before.rows.length).toBeGreaterThan(0);
    await expectExactCounts();

    expect(await foldDayCounts(ctx.db)).toBe(before.rows.length);
    const deltas = await ctx.db.query('SELECT 1 FROM complaint_day_counts WHERE NOT settled');
    expect(deltas.rows).toHaveLength(0);
    await expectExactCounts();
    expect(await foldDayCounts(ctx.db)).toBe(0);
  });

  it('counts a complaint filed at 23:30 in Bogotá on that Bogotá day, though it is the next day in UTC', async () => {
    const late = new Date(bogotaDayStart(today - 10).getTime() + (23 * 60 + 30) * 60_000);
    expect(late.toISOString().slice(0, 10)).toBe(isoDay(today - 9));
    const filed = await complaintFiledAt(ctx, null, BANCOLOMBIA, late, 1);
    const onDay = await list('complaint_management', holder, [
      { column: 'entidad', operator: 'equals', value: bancolombia },
      { column: 'fecha_creacion', operator: 'equals', value: day(-10) },
    ]);
    expect(onDay.results.map((r) => r.codigo_queja)).toContain(filed.codigo_queja);
    expect(onDay).toMatchObject({ count: onDay.results.length, count_is_estimate: false });
    const nextDay = await list('complaint_management', holder, [
      { column: 'entidad', operator: 'equals', value: bancolombia },
      { column: 'fecha_creacion', operator: 'equals', value: day(-9) },
    ]);
    expect(nextDay.results.map((r) => r.codigo_queja)).not.toContain(filed.codigo_queja);
    expect(nextDay.count).toBe(nextDay.results.length);
  });

  it("counts an entity user's list within their own entity only", async () => {
    const page = await list('complaint_management', evDavivienda, []);
    expect(page).toMatchObject({
      count: await counted('e.id = $1 AND c.is_active', [davivienda]),
      count_is_estimate: false,
    });
    expect(page.count).toBeGreaterThan(1);
  });

  it('still estimates a list filtered by a column the day counts do not keep', async () => {
    // One to a page: a last page would know its count (pagination.ts).
    const filters = [{ column: 'entidad', operator: 'equals', value: bancolombia }];
    const kept = await list('complaint_management', holder, filters, 1);
    expect(kept.count_is_estimate).toBe(false);
    const page = await list(
      'complaint_management',
      holder,
      [...filters, { column: 'canal_cod', operator: 'equals', value: 13 }],
      1,
    );
    expect(page.count_is_estimate).toBe(true);
  });
});
