import { expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { consumer } from '../complaints/complaint-test-kit.js';

describeOnPostgres('Reception points', (ctx) => {
  it('lists an entity’s points by company id or by its SmartSupervision key, in the paged form', async () => {
    const { token } = await consumer(ctx);
    const company = await ctx.db.query<{ id: number }>(
      "SELECT id FROM supervised_entities WHERE tipo_entidad = 1 AND entidad_cod = '39'",
    );
    const byId = await ctx.request({ url: `/api/receptionpoints/?id_company=${company.rows[0]!.id}`, token });
    expect(byId.statusCode).toBe(200);
    const body = byId.json();
    expect(body).toMatchObject({ count: 3, current_page: 1, next: null, previous: null, pages: 1 });
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      name: expect.stringContaining('(punto de demostración)'),
      punto_recepcion: expect.any(Number),
      punto_recepcion_name: expect.any(String),
      company: company.rows[0]!.id,
      company_name: 'Davivienda',
      tipo_entidad: 1,
      entidad_cod: '39',
      municipio_cod: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      is_demo: true,
    });
    const byKey = (
      await ctx.request({ url: '/api/receptionpoints/?tipo_entidad=1&entidad_cod=39', token })
    ).json();
    expect(byKey.results).toEqual(body.results);
    const none = (
      await ctx.request({ url: '/api/receptionpoints/?tipo_entidad=14&entidad_cod=26', token })
    ).json();
    expect(none).toMatchObject({ count: 0, results: [] });
    const all = (await ctx.request({ url: '/api/receptionpoints/', token })).json();
    expect(all.count).toBeGreaterThanOrEqual(10);
  });
});
