import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { staffWith } from '../../routes/alerts/alerts-test-kit.js';
import { consumerAccount } from '../../routes/users-management/staff-admin-test-kit.js';
import { LocalStorage } from '../../services/storage/local-storage.js';
import { bogotaDay, isBusinessDay } from '../alerts/colombian-calendar.js';
import { seedCaseWorkDemo } from './seed-case-work-demo.js';

describeOnPostgres('case workspace demo data', (ctx) => {
  it('gives the analyst complaints due today, waiting for the entity and for the consumer, once', async () => {
    const storage = new LocalStorage(join(ctx.config.dataDir, 'uploads'));
    const consumer = await consumerAccount(ctx);
    const analyst = await staffWith(ctx, [9]);
    expect(await seedCaseWorkDemo(ctx.db, storage, consumer.id, analyst.email)).toBe(3);
    expect(await seedCaseWorkDemo(ctx.db, storage, consumer.id, analyst.email)).toBe(0);
    const res = await ctx.request({ url: '/api/case_work/views/', token: analyst.token });
    expect(res.statusCode, res.body).toBe(200);
    const counts = Object.fromEntries(
      (res.json() as { results: { key: string; count: number }[] }).results.map((v) => [v.key, v.count]),
    );
    expect(counts.mine).toBe(2);
    expect(counts.waiting_entity).toBe(1);
    expect(counts.waiting_consumer).toBe(1);
    // A term ends on a business day only.
    expect(counts.due_today).toBe(isBusinessDay(bogotaDay(new Date())) ? 1 : 0);
    const templates = await ctx.request({ url: '/api/case_work/templates/', token: analyst.token });
    expect((templates.json() as { results: unknown[] }).results).toHaveLength(2);
  });
});
