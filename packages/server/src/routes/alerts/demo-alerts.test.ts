import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { DEMO_ACCOUNTS, seedDemoCommand } from '../../cli/commands.js';
import { bogotaDay, isoDay } from '../../domain/alerts/colombian-calendar.js';
import { LocalStorage } from '../../services/storage/local-storage.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';
import { allAlerts, getPage } from './alerts-test-kit.js';

describeOnPostgres('Demo data: the demo administrator has alerts and reports to look at', (ctx) => {
  it('seed-demo leaves unread alerts of all three types for the admin, once, and data in both reports', async () => {
    const storage = new LocalStorage(join(ctx.config.dataDir, 'uploads'));
    // Without the dashboards' year of complaints (its own test): the counts below are these five.
    const seeded = await seedDemoCommand(ctx.db, { storage, dashboards: false });
    expect(seeded.complaints).toHaveLength(5);
    const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      DEMO_ACCOUNTS.staff.email,
    ]);
    const id = rows[0]!.id;
    const admin: TestAccount = {
      id,
      email: DEMO_ACCOUNTS.staff.email,
      token: (await ctx.app.tokens.issuePair(id)).access,
    };

    const bell = await getPage(ctx, admin, '/api/alerts/new_alerts/?page_size=7');
    const all = await allAlerts(ctx, admin);
    // Every alert the demo raised for the administrator is unread, and the bell counts them all:
    // the five complaints above, the complaint-work, defender and dashboards demos' complaints.
    expect(bell.count).toBe(all.length);
    expect(bell.results).toHaveLength(7);
    const open = seeded.complaints.find((c) => c.estado_cod === 2)!;
    expect(bell.results[0]).toMatchObject({
      type_alert: { id: 3, name: 'Vencimiento próximo' },
      title: `Vencimiento próximo ${open.codigo_queja}`,
      complaint_code: open.codigo_queja,
      is_read: false,
    });
    expect(bell.results[0]!.message).toMatch(/vence el \d{2}\/\d{2}\/\d{4} \(quedan 2 días hábiles\)\.$/);
    const codesOf = (type: number) =>
      all.filter((a) => a.type_alert.id === type).map((a) => a.complaint_code);
    // Each of the five filed complaints raised a «Nueva queja»; each one whose state moved (three
    // acknowledgements, two closings, one desist) a «Cambio de estado».
    expect(codesOf(1)).toEqual(expect.arrayContaining(seeded.complaints.map((c) => c.codigo_queja)));
    expect(codesOf(2)).toEqual(
      expect.arrayContaining(seeded.complaints.filter((c) => c.estado_cod !== 1).map((c) => c.codigo_queja)),
    );
    expect(new Set(all.map((a) => a.type_alert.id))).toEqual(new Set([1, 2, 3]));

    // Idempotent: a second run seeds nothing and raises nothing.
    const again = await seedDemoCommand(ctx.db, { storage, dashboards: false });
    expect(again.complaints).toEqual([]);
    expect((await getPage(ctx, admin, '/api/alerts/new_alerts/?page_size=7')).count).toBe(all.length);

    const today = new Date();
    const range = {
      fecha_inicio: isoDay(bogotaDay(today) - 60),
      fecha_fin: isoDay(bogotaDay(today)),
    };
    const totals: number[] = [];
    for (const kind of ['complaints', 'volumetry']) {
      const res = await ctx.request({
        method: 'POST',
        url: `/api/dashboard/${kind}/`,
        token: admin.token,
        body: range,
      });
      expect(res.statusCode, res.body).toBe(200);
      totals.push(res.json().total);
    }
    // Both reports count the same demo complaints of the last 60 days, the five above among them.
    expect(totals[0]).toBeGreaterThanOrEqual(seeded.complaints.length);
    expect(totals[1]).toBe(totals[0]);
  });
});
