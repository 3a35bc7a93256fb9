import { expect, it } from 'vitest';
import { describeOnPglite, type DriverContext } from '../../../test/harness.js';
import { staffWith } from '../../routes/alerts/alerts-test-kit.js';
import { DEMO_QUALITY_QUARTER, seedQualityDemo } from './seed-quality-demo.js';

describeOnPglite('quality demo data', (ctx: DriverContext) => {
  it('seeds closed complaints of the quarter, a sample with verdicts and a duplicate candidate, once', async () => {
    const analyst = await staffWith(ctx, [13, 14, 15]);
    expect(await seedQualityDemo(ctx.db, analyst.email)).toBe(true);
    const closed = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM complaints WHERE estado_cod = 4 AND marcacion IS NULL
          AND fecha_cierre >= $1::date AND fecha_cierre < $2::date + 1`,
      [DEMO_QUALITY_QUARTER.from, DEMO_QUALITY_QUARTER.to],
    );
    expect(closed.rows[0]!.n).toBe(210);
    const pairs = await ctx.db.query<{ status: string }>('SELECT status FROM complaint_duplicates');
    expect(pairs.rows).toEqual([{ status: 'pending' }]);
    const verdicts = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM complaint_sample_evaluations WHERE evaluator_user_id = $1',
      [analyst.id],
    );
    expect(verdicts.rows[0]!.n).toBe(24);
    expect(await seedQualityDemo(ctx.db, analyst.email)).toBe(false);
  });
});
