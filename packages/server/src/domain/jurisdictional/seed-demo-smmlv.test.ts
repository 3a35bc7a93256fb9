import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres, type DriverContext } from '../../../test/harness.js';
import { BANCOLOMBIA, companyId, staffWith } from '../../routes/alerts/alerts-test-kit.js';
import type { TestAccount } from '../../routes/complaints/complaint-test-kit.js';
import { as } from '../../routes/users-management/staff-admin-test-kit.js';
import { DEMO_SMMLV_DECREE, seedDemoSmmlv } from './seed-demo-smmlv.js';

interface Filed {
  cuantia: string | null;
  cuantia_detail: { year: number; smmlv: number | null };
  prevalidation: { rules: { code: string; passed: boolean }[] };
}

describeOnPostgres('demo SMMLV for the current year', (ctx: DriverContext) => {
  let holder: TestAccount;
  let entity: number;
  const today = new Date();
  const year = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric' }).format(today),
  );
  const isoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(today);

  beforeAll(async () => {
    holder = await staffWith(ctx, [24]);
    entity = await companyId(ctx, BANCOLOMBIA);
  });

  const fileToday = async () => {
    const res = await as(ctx, holder, {
      method: 'POST',
      url: '/api/jurisdiccional-servi/create-solicitude',
      body: {
        solicitude_type: 'conciliacion',
        entity,
        claimant_name: 'Luisa Gómez',
        claimant_id_type: '1',
        claimant_id_number: '1020304050',
        claim: 'Devolución de un cobro.',
        amount: '2.000.000',
        filed_on: isoToday,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Filed;
  };

  it('gives a request filed today a cuantía once the demo covers the clock’s year', async () => {
    const { rows: known } = await ctx.db.query<{ year: number }>(
      'SELECT max(year) AS year FROM smmlv_values',
    );
    const missing = Number(known[0]!.year) < year;
    if (missing) {
      // Without the current year's SMMLV the request has no cuantía and fails the amount rule.
      const before = await fileToday();
      expect(before.cuantia).toBeNull();
      expect(before.prevalidation.rules.find((r) => r.code === 'amount_consistent')?.passed).toBe(false);
    }
    const added = await seedDemoSmmlv(ctx.db, today);
    expect(added.includes(year)).toBe(missing);
    const after = await fileToday();
    expect(after.cuantia).toBe('minima');
    expect(after.cuantia_detail.year).toBe(year);
    expect(after.prevalidation.rules.find((r) => r.code === 'amount_consistent')?.passed).toBe(true);

    const { rows } = await ctx.db.query<{ year: number; value: string; decree: string }>(
      'SELECT year, value, decree FROM smmlv_values WHERE year >= 2025 ORDER BY year',
    );
    // The decreed 2025 value stays; later years repeat it, marked as a demo figure.
    expect(rows[0]).toMatchObject({ year: 2025, decree: 'Decreto 1572 de 2024' });
    expect(Number(rows[0]!.value)).toBe(1_423_500);
    for (const r of rows.slice(1)) expect(r.decree).toBe(DEMO_SMMLV_DECREE);
    expect(rows.at(-1)!.year).toBe(year);
    // Seeding again adds nothing.
    expect(await seedDemoSmmlv(ctx.db, today)).toEqual([]);
  });
});
