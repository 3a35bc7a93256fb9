import { expect, it } from 'vitest';
import { describeOnPostgres, type DriverContext } from '../../../test/harness.js';
import { BANCOLOMBIA, staffWith } from '../alerts/alerts-test-kit.js';
import { as, linkEntity } from '../users-management/staff-admin-test-kit.js';

// The portal builds its module menu and home from GET /api/module/: it lists only the modules
// the server answers for the caller, so nobody is offered a screen that answers 403.
describeOnPostgres('the modules a staff member is offered', (ctx: DriverContext) => {
  const RATES = 27;

  async function offered(account: Awaited<ReturnType<typeof staffWith>>) {
    const res = await as(ctx, account, { url: '/api/module/' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; name: string }[];
  }

  it('an entity user whose role holds «Tarifas» is not offered it, which the server refuses them', async () => {
    const ev = await staffWith(ctx, [9, RATES, 28], BANCOLOMBIA);
    await linkEntity(ctx, ev, BANCOLOMBIA);
    const modules = await offered(ev);
    expect(modules.map((m) => m.name)).not.toContain('Tarifas');
    expect(modules.map((m) => m.id)).toEqual([9, 28]);
    expect((await as(ctx, ev, { url: '/api/tarifas/columns_for_filter' })).statusCode).toBe(403);
  });

  it('the demo «Entidad vigilada» role loses only «Tarifas»: the server answers the EV every other module of it', async () => {
    const roleModules = [1, 5, 9, 10, 16, 23, RATES, 30];
    const ev = await staffWith(ctx, roleModules, BANCOLOMBIA);
    await linkEntity(ctx, ev, BANCOLOMBIA);
    expect((await offered(ev)).map((m) => m.id)).toEqual(roleModules.filter((id) => id !== RATES));
  });

  it('the authority’s analyst with «Tarifas» is offered it, and the server answers them', async () => {
    const analyst = await staffWith(ctx, [9, RATES, 28]);
    const modules = await offered(analyst);
    expect(modules).toContainEqual({ id: RATES, name: 'Tarifas' });
    expect(modules.map((m) => m.id)).toEqual([9, RATES, 28]);
    expect((await as(ctx, analyst, { url: '/api/tarifas/columns_for_filter' })).statusCode).toBe(200);
  });
});
