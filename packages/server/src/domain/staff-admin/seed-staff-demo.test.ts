import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { staffWith } from '../../routes/alerts/alerts-test-kit.js';
import { captchaAnswer } from '../../routes/auth/sign-in-test-kit.js';
import type { TestAccount } from '../../routes/complaints/complaint-test-kit.js';
import { STAFF_DEMO_ACCOUNTS, seedStaffDemo } from './seed-staff-demo.js';

describeOnPostgres('staff administration demo data', (ctx) => {
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await staffWith(ctx, [1, 2, 3, 4, 5, 6, 7]);
    const first = await seedStaffDemo(ctx.db, admin.email);
    expect(first.accounts.every((a) => a.created)).toBe(true);
  });

  it('fills every administration list with several pages', async () => {
    for (const url of [
      '/api/usersmanagement/',
      '/api/userscfmanagement/',
      '/api/technical-support/',
      '/api/person/history',
      '/api/group/',
      '/api/direction/',
      '/api/company_list/',
    ]) {
      const res = await ctx.request({ url, token: admin.token });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.json().pages, url).toBeGreaterThanOrEqual(2);
    }
    const staff = (
      await ctx.request({ url: '/api/usersmanagement/?page_size=1', token: admin.token })
    ).json();
    expect(staff.count).toBeGreaterThanOrEqual(40);
    const consumers = (
      await ctx.request({ url: '/api/userscfmanagement/?page_size=1', token: admin.token })
    ).json();
    expect(consumers.count).toBeGreaterThanOrEqual(60);
  });

  it('gives each demo role a login that passes the first sign-in step, and seeds once', async () => {
    for (const account of STAFF_DEMO_ACCOUNTS) {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/preloginuser/',
        body: { username: account.email, password: account.password, captcha: await captchaAnswer(ctx) },
      });
      expect(res.statusCode, `${account.email} ${res.body}`).toBe(200);
    }
    const again = await seedStaffDemo(ctx.db, admin.email);
    expect(again.accounts.every((a) => !a.created)).toBe(true);
    const ev = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM user_entities ue JOIN users u ON u.id = ue.user_id WHERE u.email = 'dcf@demo.sfc.local'`,
    );
    expect(ev.rows[0]!.n).toBe(2);
  });
});
