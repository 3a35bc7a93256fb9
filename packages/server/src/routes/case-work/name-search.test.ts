import { expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { staffWith } from '../alerts/alerts-test-kit.js';
import { consumerAccount } from '../users-management/staff-admin-test-kit.js';

/**
 * Names found however they are typed (docs/case-work-api.md, "Search from one box"): every word,
 * with or without accents or capitals, in the consumers list, the staff filing search and the
 * staff users list.
 */
describeOnPostgres('name search with or without accents', (ctx) => {
  it('finds «Laura Gómez» as "laura gomez" and «Mariana Córdoba» as "MARIANA CORDOBA" in each list', async () => {
    const laura = await consumerAccount(ctx, { firstName: 'Laura', firstLastName: 'Gómez' });
    const mariana = await consumerAccount(ctx, { firstName: 'Mariana', firstLastName: 'Córdoba' });
    const admin = await staffWith(ctx, [1, 2, 8]);
    const ids = async (url: string) => {
      const res = await ctx.request({ url, token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { results: { id: number }[] }).results.map((r) => r.id);
    };
    const q = (text: string) => encodeURIComponent(text);
    expect(await ids(`/api/userscfmanagement/?search=${q('laura gomez')}`)).toContain(laura.id);
    expect(await ids(`/api/userscfmanagement/?search=${q('laura gomez')}`)).not.toContain(mariana.id);
    expect(await ids(`/api/complaint_filing/consumers/?search=${q('MARIANA CORDOBA')}`)).toEqual([
      mariana.id,
    ]);
    expect(await ids(`/api/complaint_filing/consumers/?search=${q('córdoba mariana')}`)).toEqual([
      mariana.id,
    ]);
    // Staff named Ana Gómez (every staffWith account): found without the accent.
    expect(await ids(`/api/usersmanagement/?search=${q('ana gomez')}`)).toContain(admin.id);
  });

  it('names the filter builder columns in Spanish and tells apart entities of the same name', async () => {
    const analyst = await staffWith(ctx, [9]);
    const columns = await ctx.request({ url: '/api/dashboard/columns_for_filter/', token: analyst.token });
    const labels = Object.fromEntries(
      (columns.json() as { results: { column: string; label: string }[] }).results.map((c) => [
        c.column,
        c.label,
      ]),
    );
    expect(labels).toMatchObject({
      direction: 'Dirección asignada',
      analyst: 'Analista asignado',
      is_active: 'Activa',
      due_day: 'Vence el',
      waiting_on: 'Esperando a',
    });
    const entities = await ctx.request({
      url: '/api/dashboard/data_for_fields_filter/entidad/',
      token: analyst.token,
    });
    const results = (entities.json() as { results: { name: string; label: string }[] }).results;
    expect(results.find((e) => e.name === 'Bancolombia')!.label).toBe(
      'Bancolombia — Establecimientos bancarios (1-7)',
    );
    const twins = results.filter((e) => e.name === 'Allianz');
    expect(twins.length).toBeGreaterThan(1);
    expect(new Set(twins.map((e) => e.label)).size).toBe(twins.length);
  });
});
