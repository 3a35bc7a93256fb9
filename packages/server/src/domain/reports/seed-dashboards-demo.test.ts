import { expect, it } from 'vitest';
import { describeOnPglite } from '../../../test/harness.js';
import { seedDemoCommand } from '../../cli/commands.js';
import { DASHBOARD_DEMO_COMPLAINTS, seedDashboardsDemo } from './seed-dashboards-demo.js';

describeOnPglite('Dashboards demo data', (ctx) => {
  it('adds a year of varied complaints once, with versions, ratings and fraud cases', async () => {
    const now = new Date('2026-11-20T15:00:00Z');
    expect(await seedDashboardsDemo(ctx.db, now)).toBe(DASHBOARD_DEMO_COMPLAINTS);
    expect(await seedDashboardsDemo(ctx.db, now)).toBe(0);
    const { rows } = await ctx.db.query<Record<string, number>>(
      `SELECT count(DISTINCT c.departamento_cod)::int AS departments, count(DISTINCT c.estado_cod)::int AS states,
              count(*) FILTER (WHERE c.tipo_fraude IS NOT NULL)::int AS fraud,
              count(DISTINCT (c.tipo_entidad, c.entidad_cod))::int AS entities,
              (SELECT count(*)::int FROM complaint_ratings r WHERE r.complaint_id = ANY(array_agg(c.id))) AS ratings,
              (SELECT count(*)::int FROM complaint_versions v WHERE v.complaint_id = ANY(array_agg(c.id))) AS versions
         FROM complaints c WHERE c.codigo_queja ~ '^[0-9]+20[0-9]{2}8[0-9]{5}$'`,
    );
    const summary = rows[0]!;
    expect(summary.departments).toBeGreaterThan(25);
    expect(summary.states).toBe(6);
    expect(summary.entities).toBe(8);
    expect(summary.fraud).toBeGreaterThan(60);
    expect(summary.ratings).toBeGreaterThan(100);
    expect(summary.versions).toBe(DASHBOARD_DEMO_COMPLAINTS);
  });
});

describeOnPglite('Dashboards demo data within the whole demo', (ctx) => {
  it('is seeded by the demo command beside the other areas’ demo complaints (own code range)', async () => {
    await seedDemoCommand(ctx.db);
    const { rows } = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM complaints WHERE codigo_queja ~ '^[0-9]+20[0-9]{2}8[0-9]{5}$'",
    );
    expect(rows[0]!.n).toBe(DASHBOARD_DEMO_COMPLAINTS);
  });
});
