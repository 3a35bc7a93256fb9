import { beforeAll, expect, it } from 'vitest';
import { describeOnPglite } from '../../../test/harness.js';
import { BANCOLOMBIA, DAVIVIENDA, staffWith } from '../../routes/alerts/alerts-test-kit.js';
import { linkEntity } from '../../routes/users-management/staff-admin-test-kit.js';
import { seedRecommendationsDemo } from '../recommendations/seed-recommendations.js';
import { DCF_POSITION } from '../staff-admin/staff-users.js';
import { seedAnnualReportsDemo } from './seed-annual-reports.js';

describeOnPglite('annual report and recommendation demo data', (ctx) => {
  const login = async (email: string) => {
    const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    const id = Number(rows[0]!.id);
    return { id, email, token: (await ctx.app.tokens.issuePair(id)).access };
  };

  beforeAll(async () => {
    // The three demo logins the seeds expect (README), made directly: seeding every demo account is slow.
    const rename = (id: number, email: string) =>
      ctx.db.query('UPDATE users SET email = $2 WHERE id = $1', [id, email]);
    const analyst = await staffWith(ctx, [22, 23]);
    await rename(analyst.id, 'analista@demo.sfc.local');
    const dcf = await staffWith(ctx, [21, 23], BANCOLOMBIA);
    await linkEntity(ctx, dcf, BANCOLOMBIA);
    await linkEntity(ctx, dcf, DAVIVIENDA);
    await ctx.db.query(
      'UPDATE persons SET position_id = (SELECT id FROM positions WHERE name = $2) WHERE user_id = $1',
      [dcf.id, DCF_POSITION],
    );
    await rename(dcf.id, 'dcf@demo.sfc.local');
    const ev = await staffWith(ctx, [23], BANCOLOMBIA);
    await linkEntity(ctx, ev, BANCOLOMBIA);
    await rename(ev.id, 'ev@demo.sfc.local');
    expect(await seedAnnualReportsDemo(ctx.db, 'dcf@demo.sfc.local', 'analista@demo.sfc.local')).toBe(1);
    expect(await seedRecommendationsDemo(ctx.db, 'analista@demo.sfc.local', 'dcf@demo.sfc.local')).toBe(3);
  });

  it('gives the defender an accepted report with its history, and is idempotent', async () => {
    const dcf = await login('dcf@demo.sfc.local');
    const list = (await ctx.request({ url: '/api/dcf/annual_report/', token: dcf.token })).json();
    expect(list.results.map((r: { state: string }) => r.state)).toEqual(['accepted']);
    const detail = (
      await ctx.request({ url: `/api/dcf/annual_report/detail/?id=${list.results[0].id}`, token: dcf.token })
    ).json();
    expect(detail.steps.every((s: { complete: boolean }) => s.complete)).toBe(true);
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'created',
      'submitted',
      'returned',
      'submitted',
      'accepted',
    ]);
    const pdf = await ctx.request({
      url: `/api/dcf/annual_report/${list.results[0].id}/pdf/`,
      token: dcf.token,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await seedAnnualReportsDemo(ctx.db, 'dcf@demo.sfc.local', 'analista@demo.sfc.local')).toBe(0);
    expect(await seedRecommendationsDemo(ctx.db, 'analista@demo.sfc.local', 'dcf@demo.sfc.local')).toBe(0);
  });

  it('fills both recommendation queues with several statuses', async () => {
    const analyst = await login('analista@demo.sfc.local');
    const ev = await login('ev@demo.sfc.local');
    const statuses = async (token: string) =>
      (
        (await ctx.request({ url: '/api/dcf/recommendations/list/', token })).json().results as {
          status: string;
        }[]
      )
        .map((r) => r.status)
        .sort();
    expect(await statuses(analyst.token)).toEqual(['closed', 'in_progress', 'pending_plan']);
    expect(await statuses(ev.token)).toEqual(['closed', 'in_progress']);
    const overdue = (
      await ctx.request({ url: '/api/dcf/recommendations/list/?due_status=overdue', token: analyst.token })
    ).json();
    expect(overdue.count).toBe(1);
  });
});
