import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { beforeAll, expect, it } from 'vitest';
import { PUBLIC_STATISTICS_TEXTS as T } from '../../core.js';
import { describeOnPostgres } from '../../../test/harness.js';
import { seedDashboardsDemo } from '../../domain/reports/seed-dashboards-demo.js';
import { seedEntitySizesDemo } from '../../domain/public-statistics/seed-entity-sizes.js';
import { refreshPublicStatistics } from '../../domain/public-statistics/refresh.js';
import { forgetStatistics, warmPublicStatistics } from '../../domain/public-statistics/service.js';
import { UNDER_MIN } from '../../domain/public-statistics/suppression.js';
import { favorabilityReport, responseTimeReport } from '../../domain/reports/dashboard-reports.js';
import { dimensionReport } from '../../domain/reports/dashboard-reports.js';
import { parseReportRequest } from '../../domain/reports/report-request.js';
import type { PublicStatistics, StatisticsRow } from '../../domain/public-statistics/statistics.js';

/**
 * The public statistics over the dashboards' demo year plus one consumer's complaint that is
 * alone in its cell: anonymous unsigned reads, figures equal to the staff dashboards', downloads,
 * caching, refused filters, and an attacker who narrows and subtracts the filters around that
 * consumer and learns nothing.
 */
describeOnPostgres('Public complaint statistics', (ctx) => {
  const now = new Date();
  let year: number;
  let quarterLabel: string;
  let bancolombia: { id: number; name: string };
  let victimProduct: number;

  const get = async (path: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    return ctx.app.inject({ method: 'GET', url: `/api/public-statistics/${path}?${search}` });
  };
  const stats = async (query: Record<string, string | number>) => {
    const res = await get('', query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PublicStatistics>();
  };

  beforeAll(async () => {
    await seedDashboardsDemo(ctx.db, now);
    // The consumer: a complaint against Bancolombia from Amazonas (no demo complaint comes from
    // there for this product), decided in their favour, filed 40 days ago (a closed day).
    const { rows } = await ctx.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM supervised_entities WHERE tipo_entidad = 1 AND entidad_cod = '7'",
    );
    bancolombia = { id: Number(rows[0]!.id), name: rows[0]!.name };
    const { rows: victim } = await ctx.db.query<{ producto_cod: number; filed: Date }>(
      `UPDATE complaints SET departamento_cod = '91', municipio_cod = NULL, estado_cod = 4, a_favor_de = 1,
              fecha_creacion = now() - interval '40 days'
        WHERE id = (SELECT id FROM complaints WHERE tipo_entidad = 1 AND entidad_cod = '7' AND producto_cod IS NOT NULL
                     AND codigo_queja ~ '^[0-9]+20[0-9]{2}8[0-9]{5}$' ORDER BY id LIMIT 1)
        RETURNING producto_cod, fecha_creacion AS filed`,
    );
    victimProduct = Number(victim[0]!.producto_cod);
    await ctx.db.query(
      `UPDATE complaints SET departamento_cod = '05' WHERE departamento_cod = '91' AND tipo_entidad = 1
          AND entidad_cod = '7' AND producto_cod = $1 AND fecha_creacion < now() - interval '41 days'`,
      [victimProduct],
    );
    const filed = new Date(new Date(victim[0]!.filed).getTime() - 5 * 3600_000);
    year = filed.getUTCFullYear();
    quarterLabel = `${year}-T${Math.floor(filed.getUTCMonth() / 3) + 1}`;
    await seedEntitySizesDemo(ctx.db, [year]);
    expect((await refreshPublicStatistics(ctx.db, now)).refreshed).toBe(true);
    expect((await refreshPublicStatistics(ctx.db, now)).refreshed).toBe(false);
    forgetStatistics();
    // The job's warm-up: the newest year for everyone, each sector (2) and each entity (8).
    expect(await warmPublicStatistics(ctx.db)).toBe(2 + 2 + 8);
  });

  it('answers anyone without a signature or a session, cacheable, with an ETag that revalidates', async () => {
    const res = await get('', { periodo: year });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/public-statistics/?periodo=${year}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const body = res.json<PublicStatistics>();
    // Compressed once for every reader: brotli and gzip give back the same figures.
    for (const [coding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const packed = await ctx.app.inject({
        method: 'GET',
        url: `/api/public-statistics/?periodo=${year}`,
        headers: { 'accept-encoding': coding },
      });
      expect(packed.headers['content-encoding']).toBe(coding);
      expect(JSON.parse(decode(packed.rawPayload).toString('utf8'))).toEqual(body);
    }
    expect(body.minimo_publicable).toBe(10);
    expect(typeof body.resumen.quejas).toBe('number');
    expect(body.ranking.length).toBeGreaterThan(3);
    // Known sizes rank first, by complaints per 10,000 customers.
    const rates = body.ranking
      .map((r) => r.por_10000_clientes)
      .filter((r): r is number => typeof r === 'number');
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it('shows for one entity the figures the staff dashboards show for the same closed period', async () => {
    const body = await stats({ periodo: year, entidad: bancolombia.id });
    const request = parseReportRequest({ fecha_inicio: body.desde, fecha_fin: body.hasta });
    const selection = { request, entities: [bancolombia] };
    const byProduct = await dimensionReport(ctx.db, selection, 'producto');
    const times = (await responseTimeReport(ctx.db, selection, now)).rows[0]!;
    const favour = (await favorabilityReport(ctx.db, selection)).rows[0]!;
    expect(body.resumen.quejas).toBe(byProduct.total);
    const onTime = Number(times.a_tiempo);
    const answered = onTime + Number(times.fuera_de_termino);
    expect(body.resumen.a_tiempo_pct).toBe(Math.round((1000 * onTime) / answered) / 10);
    expect(body.resumen.a_favor_pct).toBe(favour.porcentaje_favorable);
    // Each product row the page shows is the dashboard's count for it.
    const dashboard = new Map(byProduct.rows.map((r) => [r.grupo, r.quejas]));
    const shown = body.por_producto.filter((r) => typeof r.quejas === 'number');
    expect(shown.length).toBeGreaterThan(3);
    for (const row of shown) expect(row.quejas, row.nombre).toBe(dashboard.get(row.nombre));
    expect(body.resumen.por_10000_clientes).toBe(Math.round((100_000 * byProduct.total) / 18_000_000) / 10);
  });

  it('cannot single out the consumer: narrow filters show «menos de 10», and no two answers subtract to a small cell', async () => {
    const narrow = await stats({
      periodo: quarterLabel,
      entidad: bancolombia.id,
      producto: victimProduct,
      departamento: '91',
    });
    for (const key of ['quejas', 'a_tiempo_pct', 'a_favor_pct', 'escaladas_pct', 'mediana_dias'] as const)
      expect(narrow.resumen[key], key).toBe(UNDER_MIN);
    // Every request around the consumer's cell: each filter fixed or dropped.
    const answers: { query: Record<string, string | number>; body: PublicStatistics }[] = [];
    for (const periodo of [quarterLabel, String(year)])
      for (const who of [{ entidad: bancolombia.id }, { sector: 1 }, {}] as Record<string, number>[])
        for (const product of [{ producto: victimProduct }, {}] as Record<string, number>[])
          for (const place of [{ departamento: '91' }, {}] as Record<string, string>[]) {
            const query: Record<string, string | number> = { periodo, ...who, ...product, ...place };
            answers.push({ query, body: await stats(query) });
          }
    const small = (n: number) => n > 0 && n < 10;
    const problems: string[] = [];
    // Two answers one filter apart: the wider minus the narrower is never 1–9.
    for (const a of answers)
      for (const b of answers) {
        const wider = Object.keys(a.query).filter((k) => !(k in b.query) || a.query[k] !== b.query[k]);
        const narrower = Object.keys(b.query).filter((k) => !(k in a.query));
        const oneApart =
          (wider.length === 0 && narrower.length === 1) ||
          (wider.length === 1 &&
            wider[0] === 'periodo' &&
            narrower.length === 0 &&
            String(b.query.periodo).includes('-T'));
        if (!oneApart) continue;
        const [x, y] = [a.body.resumen.quejas, b.body.resumen.quejas];
        if (typeof x === 'number' && typeof y === 'number' && small(x - y))
          problems.push(`${JSON.stringify(a.query)} − ${JSON.stringify(b.query)} = ${x - y}`);
      }
    // Within an answer: the total minus the shown rows of a breakdown is never 1–9.
    for (const { query, body } of answers) {
      if (typeof body.resumen.quejas !== 'number') continue;
      const lists: [string, StatisticsRow[]][] = [
        ['trimestre', body.por_trimestre],
        ['producto', body.por_producto],
        ['motivo', body.por_motivo],
      ];
      for (const [name, rows] of lists) {
        const shown = rows.reduce((s, r) => s + (typeof r.quejas === 'number' ? r.quejas : 0), 0);
        if (small(body.resumen.quejas - shown))
          problems.push(`${JSON.stringify(query)} ${name}: ${body.resumen.quejas - shown}`);
      }
    }
    // A row of one answer and the total of the answer that fixes it are the same figure (or hidden).
    for (const { query, body } of answers) {
      if ('entidad' in query) continue;
      const fixed = answers.find(
        (x) =>
          x.query.entidad === bancolombia.id &&
          x.query.periodo === query.periodo &&
          x.query.producto === query.producto &&
          x.query.departamento === query.departamento,
      );
      const row = body.ranking.find((r) => r.nombre === bancolombia.name);
      if (fixed && row && typeof row.quejas === 'number' && typeof fixed.body.resumen.quejas === 'number')
        expect(row.quejas).toBe(fixed.body.resumen.quejas);
    }
    expect(problems).toEqual([]);
    // Nothing personal anywhere: no names, identity numbers or complaint texts.
    const { rows } = await ctx.db.query<{ nombres: string; numero_id_cf: string; texto_queja: string }>(
      "SELECT nombres, numero_id_cf, texto_queja FROM complaints WHERE departamento_cod = '91' LIMIT 20",
    );
    const everything = answers.map((a) => JSON.stringify(a.body)).join('\n');
    for (const r of rows) {
      expect(everything).not.toContain(r.numero_id_cf);
      expect(everything).not.toContain(r.texto_queja);
    }
  });

  it('downloads the same figures as CSV and xlsx with formula cells neutralised', async () => {
    await ctx.db.query(
      `INSERT INTO supervised_entities (tipo_entidad, entidad_cod, name) VALUES (1, '9191', '=HYPERLINK("http://x","y")')`,
    );
    await ctx.db.query(
      `UPDATE complaints SET entidad_cod = '9191' WHERE id IN (SELECT id FROM complaints WHERE tipo_entidad = 1
         AND entidad_cod = '43' ORDER BY id LIMIT 30)`,
    );
    await refreshPublicStatistics(ctx.db, now, { force: true });
    forgetStatistics();
    const body = await stats({ periodo: year, sector: 1 });
    const csv = await get('download/', { periodo: year, sector: 1, formato: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`estadisticas-quejas_${year}.csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(T.csvHeader.join(','));
    expect(lines.length).toBe(
      1 +
        1 +
        body.por_trimestre.length +
        body.por_producto.length +
        body.por_motivo.length +
        body.ranking.length,
    );
    expect(lines[1]).toContain(`${year},resumen,`);
    expect(lines[1]).toContain(`,${body.resumen.quejas},`);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    const xlsx = await get('download/', { periodo: year, sector: 1, formato: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(sheet[1]![5]).toBe(body.resumen.quejas);
    const cells = Object.values(book.Sheets[book.SheetNames[0]!]!).filter(
      (c) => typeof c === 'object' && c && 'f' in c,
    );
    expect(cells).toEqual([]);
    expect(JSON.stringify(sheet)).toContain(`'=HYPERLINK`);
  });

  it('refuses malformed or unknown filters by name, in Spanish, and serves the dictionary and the licence', async () => {
    const bad = await get('', {
      periodo: '2026-T5',
      entidad: 'x',
      producto: 999999,
      departamento: '00',
      otro: 1,
    });
    expect(bad.statusCode).toBe(400);
    const messages = JSON.stringify(bad.json());
    for (const text of [
      T.badPeriod,
      T.badNumber,
      T.unknownProduct,
      T.unknownDepartment,
      T.unknownParameter('otro'),
    ])
      expect(messages).toContain(text);
    expect((await get('download/', { formato: 'pdf' })).statusCode).toBe(400);
    const dictionary = await get('dictionary/');
    expect(dictionary.json().campos.map((c: { campo: string }) => c.campo)).toEqual(T.csvHeader);
    const licence = await get('licence/');
    expect(licence.headers['content-type']).toContain('text/plain');
    expect(licence.body).toContain('CC BY 4.0');
    const filters = await get('filters/');
    expect(filters.json().periodos).toContain(quarterLabel);
  });
});
