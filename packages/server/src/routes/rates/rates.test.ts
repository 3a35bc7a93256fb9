import { RATES_IMPORT_COLUMNS, RATES_IMPORT_EXAMPLE, RATES_TEXTS as R, ratesImportHint } from '../../core.js';
import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres, type DriverContext } from '../../../test/harness.js';
import { seedRatesDemo } from '../../domain/rates/seed-rates.js';
import { BANCOLOMBIA, DAVIVIENDA, companyId, staffWith } from '../alerts/alerts-test-kit.js';
import { multipartRequest } from '../auth/sign-in-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';
import {
  as,
  consumerAccount,
  expectAnonymousRefused,
  expectFieldError,
  expectForbidden,
  linkEntity,
} from '../users-management/staff-admin-test-kit.js';

describeOnPostgres('rate reports (module 27)', (ctx: DriverContext) => {
  let analyst: TestAccount;
  let ids: { bancolombia: number; davivienda: number };

  beforeAll(async () => {
    await seedRatesDemo(ctx.db, new Date('2025-12-15T12:00:00Z'));
    analyst = await staffWith(ctx, [27]);
    ids = { bancolombia: await companyId(ctx, BANCOLOMBIA), davivienda: await companyId(ctx, DAVIVIENDA) };
  });

  it('is for holders of «Tarifas» only', async () => {
    const without = await staffWith(ctx, [24, 25, 26]);
    const ev = await staffWith(ctx, [27], DAVIVIENDA);
    await linkEntity(ctx, ev, DAVIVIENDA);
    const consumer = await consumerAccount(ctx);
    for (const request of [
      { url: '/api/tarifas/columns_for_filter' },
      { url: '/api/tarifas/data_for_fields_filter/entidad/1/' },
      {
        method: 'POST' as const,
        url: '/api/tarifas/generate_report/',
        body: { format_id: 1, columns: ['entidad'] },
      },
    ]) {
      for (const actor of [without, ev, consumer]) expectForbidden(await as(ctx, actor, request), 'Tarifas');
      expectAnonymousRefused(await as(ctx, null, request));
    }
  });

  it('offers formats, columns and the values of a column for its filter', async () => {
    const cols = (await as(ctx, analyst, { url: '/api/tarifas/columns_for_filter' })).json() as {
      formats: { id: number; slug_name: string }[];
      columns: { slug_name: string; filterable: boolean }[];
    };
    expect(cols.formats.map((f) => f.slug_name)).toEqual(['cuentas', 'tarjetas', 'transferencias']);
    expect(cols.columns.filter((c) => c.filterable).map((c) => c.slug_name)).toEqual([
      'entidad',
      'producto',
      'servicio',
      'canal',
      'periodo',
    ]);
    const entities = (
      await as(ctx, analyst, { url: '/api/tarifas/data_for_fields_filter/entidad/1/' })
    ).json() as { id: number; name: string }[];
    expect(entities.map((e) => e.id)).toEqual(expect.arrayContaining([ids.bancolombia, ids.davivienda]));
    const products = (
      await as(ctx, analyst, { url: '/api/tarifas/data_for_fields_filter/producto/1/' })
    ).json() as { name: string }[];
    expect(products.map((p) => p.name)).toEqual(['Cuenta corriente', 'Cuenta de ahorros']);
    expect(
      (await as(ctx, analyst, { url: '/api/tarifas/data_for_fields_filter/tarifa/1/' })).statusCode,
    ).toBe(404);
  });

  it('generates a report for two entities and one product over a year, as xlsx and streamed csv', async () => {
    const body = {
      format_id: 1,
      columns: ['entidad', 'servicio', 'canal', 'tarifa', 'periodo'],
      filters: {
        entidad: [ids.bancolombia, ids.davivienda],
        producto: ['Cuenta de ahorros'],
        period_from: '2025-01',
        period_to: '2025-12',
      },
    };
    const res = await as(ctx, analyst, { method: 'POST', url: '/api/tarifas/generate_report/', body });
    expect(res.statusCode, res.body).toBe(200);
    const XLSX = await import('xlsx');
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      XLSX.read(res.rawPayload, { type: 'buffer' }).Sheets.Tarifas!,
    );
    // 6 savings-account services × 4 quarters × 2 banks.
    expect(rows).toHaveLength(6 * 4 * 2);
    expect(new Set(rows.map((r) => r.Entidad))).toEqual(new Set(['Bancolombia', 'Davivienda']));
    expect(new Set(rows.map((r) => String(r.Periodo).slice(0, 4)))).toEqual(new Set(['2025']));
    expect(rows.every((r) => typeof r.Tarifa === 'number')).toBe(true);
    const preview = await as(ctx, analyst, {
      method: 'POST',
      url: '/api/tarifas/generate_report/',
      body: { ...body, file_type: 'json' },
    });
    expect(preview.json()).toMatchObject({
      count: 48,
      columns: ['Entidad', 'Servicio', 'Canal', 'Tarifa', 'Periodo'],
    });
    expect((preview.json() as { rows: unknown[] }).rows).toHaveLength(20);
    const csv = await as(ctx, analyst, {
      method: 'POST',
      url: '/api/tarifas/generate_report/',
      body: { ...body, file_type: 'csv' },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Entidad;Servicio;Canal;Tarifa;Periodo');
    expect(lines).toHaveLength(1 + 6 * 4 * 2);
  });

  it('refuses unknown formats and columns and reversed periods in Spanish', async () => {
    const res = await as(ctx, analyst, {
      method: 'POST',
      url: '/api/tarifas/generate_report/',
      body: { format_id: 99, columns: ['precio'], filters: { period_from: '2025-06', period_to: '2025-01' } },
    });
    expectFieldError(res, 'format_id', R.unknownFormat);
    expectFieldError(res, 'columns', R.unknownColumn('precio'));
    expectFieldError(res, 'period_to', R.periodOrder);
    const bad = await as(ctx, analyst, {
      method: 'POST',
      url: '/api/tarifas/generate_report/',
      body: { format_id: 1, columns: [], filters: { period_from: '2025-13' } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('imports a real report from a spreadsheet, all or nothing', async () => {
    const XLSX = await import('xlsx');
    const sheet = (rows: unknown[][]) => {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Hoja1');
      return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    };
    const header = ['Formato', 'Entidad', 'Producto', 'Servicio', 'Canal', 'Tarifa', 'Unidad', 'Periodo'];
    const send = (data: Buffer) =>
      multipartRequest(
        ctx,
        '/api/tarifas/import/',
        [],
        [{ field: 'file', filename: 'tarifas.xlsx', contentType: 'application/octet-stream', data }],
        analyst.token,
      );
    const bad = await send(
      sheet([
        header,
        ['cuentas', '1-7', 'Cuenta de ahorros', 'Retiro', 'Oficina', 'gratis', 'COP', '2026-01'],
        ['cuentas', 'Banco Inventado', 'X', 'Y', 'Z', '10', 'COP', '2026-01'],
      ]),
    );
    expectFieldError(bad, 'file', R.importRowError(2, R.importFee));
    expectFieldError(bad, 'file', R.importRowError(3, R.importEntity));
    const ok = await send(
      sheet([header, ['cuentas', '1-7', 'Cuenta de ahorros', 'Retiro', 'Oficina', '5200', 'COP', '2026-01']]),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ imported: 1 });
    const { rows } = await ctx.db.query<{ fee: string }>(
      "SELECT fee FROM rates WHERE entity_id = $1 AND service = 'Retiro' AND channel = 'Oficina' AND period = '2026-01-01'",
      [ids.bancolombia],
    );
    expect(Number(rows[0]?.fee)).toBe(5200);
  });

  it('imports its own template unchanged and a file with exactly the columns the hint lists', async () => {
    const XLSX = await import('xlsx');
    const template = await as(ctx, analyst, { url: '/api/tarifas/import/template/' });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain('plantilla-tarifas.xlsx');
    const book = XLSX.read(template.rawPayload, { type: 'buffer' });
    const [header, example] = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Tarifas!, {
      header: 1,
      defval: '',
    });
    expect(header).toEqual(RATES_IMPORT_COLUMNS.map((c) => c.name));
    expect(example).toEqual(RATES_IMPORT_COLUMNS.map((c) => RATES_IMPORT_EXAMPLE[c.name]));
    const formats = XLSX.utils.sheet_to_json<{ id: number; formato: string }>(book.Sheets.Formatos!);
    expect(formats.map((f) => f.formato)).toEqual(['cuentas', 'tarjetas', 'transferencias']);
    // Every column the screen's hint names, formato and its ids included.
    const hint = ratesImportHint(formats.map((f) => ({ id: f.id, slug_name: f.formato })));
    for (const c of RATES_IMPORT_COLUMNS) expect(hint).toContain(c.name);
    expect(hint).toContain('1 o cuentas');

    const imported = await multipartRequest(
      ctx,
      '/api/tarifas/import/',
      [],
      [
        {
          field: 'file',
          filename: 'plantilla-tarifas.xlsx',
          contentType: 'application/octet-stream',
          data: template.rawPayload,
        },
      ],
      analyst.token,
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ imported: 1 });
    const csv = `${RATES_IMPORT_COLUMNS.map((c) => c.name).join(',')}\n2,,890903938-8,Tarjeta débito,Reposición,Oficina,18000,COP,2025-02\n`;
    const fromCsv = await multipartRequest(
      ctx,
      '/api/tarifas/import/',
      [],
      [{ field: 'file', filename: 'tarifas.csv', contentType: 'text/csv', data: Buffer.from(csv) }],
      analyst.token,
    );
    expect(fromCsv.statusCode, fromCsv.body).toBe(200);
    const { rows } = await ctx.db.query<{ fee: string }>(
      "SELECT fee FROM rates WHERE entity_id = $1 AND service = 'Reposición' AND period = '2025-02-01'",
      [ids.bancolombia],
    );
    expect(Number(rows[0]?.fee)).toBe(18000);
  });
});
