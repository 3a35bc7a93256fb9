import { DASHBOARD_REPORT_TEXTS as T } from '@sfc/core';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { seedRatesDemo } from '../../domain/rates/seed-rates.js';
import { BANCOLOMBIA, complaintFiledAt, staffWith } from '../alerts/alerts-test-kit.js';
import { multipartRequest } from '../auth/sign-in-test-kit.js';
import { consumer, type TestAccount } from '../complaints/complaint-test-kit.js';
import { as } from '../users-management/staff-admin-test-kit.js';

// Text an entity or an importer controls ends up in the CSV files staff open in a spreadsheet:
// a cell that starts a formula must arrive as text (OWASP "CSV Injection"), a number as a number.
const HYPERLINK = '=HYPERLINK("http://x")';
const DDE = "=cmd|' /C calc'!A0";

/** The CSV's rows as a spreadsheet reads them (BOM dropped, quotes undone). */
function csvRows(body: string, delimiter: ',' | ';'): string[][] {
  return parse(body.replace(/^\uFEFF/, ''), { delimiter }) as string[][];
}

describeOnPostgres('CSV exports: formula cells neutralised', (ctx) => {
  describe('complaint export (dashboards)', () => {
    let analyst: TestAccount;

    beforeAll(async () => {
      analyst = await staffWith(ctx, [16]);
      const owner = (await consumer(ctx)).id;
      for (const [product, claimed] of [
        [HYPERLINK, -1500],
        [DDE, 2_000_000],
        ['@SUM(A1)', null],
      ] as const) {
        const complaint = await complaintFiledAt(ctx, owner, BANCOLOMBIA, new Date('2016-03-01T15:00:00Z'));
        // A product code without a catalogue name: the export shows the name the entity sent.
        await ctx.db.query(
          'UPDATE complaints SET producto_cod = 999999, producto_nombre = $2, monto_reclamado = $3 WHERE id = $1',
          [complaint.id, product, claimed],
        );
      }
    });

    it('writes formula text behind a single quote, quoted, and amounts as numbers', async () => {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/dashboard/complaint_export/',
        token: analyst.token,
        body: { fecha_inicio: '2016-03-01', fecha_fin: '2016-03-31', formato: 'csv' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      // On the wire: the quote travels inside the cell's double quotes.
      expect(res.body).toContain(`"'=HYPERLINK(""http://x"")"`);
      expect(res.body).toContain(`"'=cmd|' /C calc'!A0"`);
      const [header, ...rows] = csvRows(res.body, ',');
      const product = header!.indexOf('Producto');
      const claimed = header!.indexOf(T.claimedColumn);
      expect(product).toBeGreaterThan(-1);
      expect(claimed).toBeGreaterThan(-1);
      expect(rows.map((r) => r[product]).sort()).toEqual([`'${DDE}`, `'${HYPERLINK}`, "'@SUM(A1)"].sort());
      // A genuinely negative amount stays a number a spreadsheet can add up.
      const byProduct = new Map(rows.map((r) => [r[product], r]));
      expect(byProduct.get(`'${HYPERLINK}`)![claimed]).toBe('-1500');
      expect(byProduct.get(`'${DDE}`)![claimed]).toBe('2000000');
      expect(res.body).not.toMatch(/(^|,)[=+@]/m);
    });
  });

  describe('rates report', () => {
    let analyst: TestAccount;

    beforeAll(async () => {
      await seedRatesDemo(ctx.db, new Date('2025-12-15T12:00:00Z'));
      analyst = await staffWith(ctx, [27]);
    });

    it('keeps imported formula text as text in the CSV, and fees as numbers', async () => {
      const XLSX = await import('xlsx');
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(
        book,
        XLSX.utils.aoa_to_sheet([
          ['Formato', 'Entidad', 'Producto', 'Servicio', 'Canal', 'Tarifa', 'Unidad', 'Periodo'],
          ['cuentas', '1-7', 'Cuenta de ahorros', DDE, HYPERLINK, '5200', 'COP', '2026-02'],
        ]),
        'Hoja1',
      );
      const imported = await multipartRequest(
        ctx,
        '/api/tarifas/import/',
        [],
        [
          {
            field: 'file',
            filename: 'tarifas.xlsx',
            contentType: 'application/octet-stream',
            data: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
          },
        ],
        analyst.token,
      );
      expect(imported.statusCode, imported.body).toBe(200);

      const res = await as(ctx, analyst, {
        method: 'POST',
        url: '/api/tarifas/generate_report/',
        body: {
          format_id: 1,
          columns: ['servicio', 'canal', 'tarifa', 'periodo'],
          filters: { period_from: '2026-02', period_to: '2026-02' },
          file_type: 'csv',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.body).toContain(`"'=cmd|' /C calc'!A0";"'=HYPERLINK(""http://x"")";5200;`);
      const [, ...rows] = csvRows(res.body, ';');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.slice(0, 3)).toEqual([`'${DDE}`, `'${HYPERLINK}`, '5200']);
    });
  });
});
