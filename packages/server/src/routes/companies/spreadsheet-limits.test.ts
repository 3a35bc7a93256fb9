import { STAFF_ADMIN_TEXTS } from '../../core.js';
import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { SPREADSHEET_MAX_COLUMNS } from '../../domain/staff-admin/spreadsheet.js';
import { farColumnWorkbook } from '../../domain/staff-admin/spreadsheet-test-kit.js';
import { staffWith } from '../alerts/alerts-test-kit.js';
import { multipartRequest } from '../auth/sign-in-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';
import { expectFieldError, makeActors, type Actors } from '../users-management/staff-admin-test-kit.js';

// A 65 KB workbook that declares 5,000 rows reaching column XFD used to hold the server for
// 7-9 s and 1-2 GB on the entities' massive upload and the rates import: both now answer at
// once with the limit it breaks, and nothing of it is applied.

describeOnPostgres('spreadsheet uploads that declare a huge sheet', (ctx) => {
  let actors: Actors;
  let ratesAnalyst: TestAccount;

  beforeAll(async () => {
    actors = await makeActors(ctx);
    ratesAnalyst = await staffWith(ctx, [27]);
  });

  const upload = (url: string, filename: string, data: Buffer, token: string) =>
    multipartRequest(
      ctx,
      url,
      [],
      [{ field: 'file', filename, contentType: 'application/octet-stream', data }],
      token,
    );

  it('the massive upload of entities refuses it in a moment, saying the column limit', async () => {
    const before = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM supervised_entities');
    const started = performance.now();
    const res = await upload(
      '/api/company/massive/',
      'entidades.xlsx',
      farColumnWorkbook(['tipo_entidad', 'codigo', 'nombre']),
      actors.admin.token,
    );
    expect(performance.now() - started).toBeLessThan(5_000);
    expectFieldError(res, 'file', STAFF_ADMIN_TEXTS.tooManyColumns(SPREADSHEET_MAX_COLUMNS));
    const after = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM supervised_entities');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('the rates import refuses it in a moment, saying the column limit', async () => {
    const started = performance.now();
    const res = await upload(
      '/api/tarifas/import/',
      'tarifas.xlsx',
      farColumnWorkbook(['Formato', 'Entidad', 'Producto', 'Servicio', 'Canal', 'Tarifa', 'Periodo']),
      ratesAnalyst.token,
    );
    expect(performance.now() - started).toBeLessThan(5_000);
    expectFieldError(res, 'file', STAFF_ADMIN_TEXTS.tooManyColumns(SPREADSHEET_MAX_COLUMNS));
  });
});
