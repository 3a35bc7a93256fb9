import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeOnPglite } from '../../../test/harness.js';
import { BANCOLOMBIA, companyId, staffWith } from '../../routes/alerts/alerts-test-kit.js';
import { consumerAccount } from '../../routes/users-management/staff-admin-test-kit.js';
import { LocalStorage } from '../../services/storage/local-storage.js';
import { seedComplaintWorkDemo } from './seed-work-demo.js';

describeOnPglite('complaint work demo data', (ctx) => {
  it('gives the management queue overdue complaints of Bancolombia, once', async () => {
    const storage = new LocalStorage(join(ctx.config.dataDir, 'uploads'));
    const consumer = await consumerAccount(ctx);
    expect(await seedComplaintWorkDemo(ctx.db, storage, consumer.id)).toBe(5);
    expect(await seedComplaintWorkDemo(ctx.db, storage, consumer.id)).toBe(0);
    const analyst = await staffWith(ctx, [9]);
    const filters = [
      { column: 'entidad', operator: 'equals', value: await companyId(ctx, BANCOLOMBIA) },
      { column: 'deadline_status', operator: 'equals', value: 'overdue' },
    ];
    const res = await ctx.request({
      url: `/api/complaint_management/?filters=${encodeURIComponent(JSON.stringify(filters))}`,
      token: analyst.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { count: number; results: { deadline: { status: string } }[] };
    expect(page.count).toBe(4);
    expect(page.results.every((r) => r.deadline.status === 'overdue')).toBe(true);
  });
});
