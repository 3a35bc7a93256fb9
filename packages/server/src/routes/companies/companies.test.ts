import {
  COMPANY_IMPORT_COLUMNS,
  COMPANY_IMPORT_EXAMPLE,
  SERVER_TEXTS,
  STAFF_ADMIN_TEXTS,
} from '../../core.js';
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { describeOnPostgres } from '../../../test/harness.js';
import { BANCOLOMBIA, DAVIVIENDA, companyId } from '../alerts/alerts-test-kit.js';
import { PNG_BYTES, multipartRequest } from '../auth/sign-in-test-kit.js';
import {
  as,
  expectFieldError,
  expectForbidden,
  expectNotFound,
  expectOnlyModuleHolders,
  longText,
  makeActors,
  type Actors,
} from '../users-management/staff-admin-test-kit.js';

/** The start of a real PDF: the header and the binary comment line that marks it as binary. */
const PDF_BYTES = Buffer.concat([
  Buffer.from('%PDF-1.7\n%', 'latin1'),
  Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]),
  Buffer.from('\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
]);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook of `rows` (first row the header) in `bookType`, as a spreadsheet program saves it. */
function workbook(rows: unknown[][], bookType: 'xlsx' | 'biff8'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Entidades');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

const HEADER = ['Tipo_Entidad', 'Código', 'Nombre', 'NIT', 'Grupo', 'Activo'];

/** 60 data rows: 56 new entities of type 2, Bancolombia renamed, and 3 bad rows (rows 12, 31, 50). */
function sixtyRows(): unknown[][] {
  const rows: unknown[][] = [HEADER];
  for (let i = 1; i <= 60; i++) {
    const row = rows.length + 1;
    if (row === 12) rows.push([999, 'Z1', 'Entidad de un tipo que no existe', '', '', 'sí']);
    else if (row === 31) rows.push([2, '', 'Compañía sin código', '', '', '']);
    else if (row === 50) rows.push([2, 'C-49', 'Código con guion', '900123456-7', '', 'no']);
    else if (i === 1) rows.push([1, '7', 'Bancolombia S.A. (actualizada)', '890903938-8', 1, 'Sí']);
    else
      rows.push([
        2,
        `9${String(i).padStart(3, '0')}`,
        `Compañía de Seguros Número ${i} — Señal`,
        '',
        2,
        'si',
      ]);
  }
  return rows;
}

describeOnPostgres('supervised entities administration (module 5)', (ctx) => {
  let actors: Actors;
  let bancolombia: number;
  let davivienda: number;

  beforeAll(async () => {
    actors = await makeActors(ctx);
    bancolombia = await companyId(ctx, BANCOLOMBIA);
    davivienda = await companyId(ctx, DAVIVIENDA);
  });

  const upload = (filename: string, data: Buffer, contentType = XLSX_TYPE, token = actors.admin.token) =>
    multipartRequest(
      ctx,
      '/api/company/massive/',
      [],
      [{ field: 'file', filename, contentType, data }],
      token,
    );

  describe('form', () => {
    it('creates, reads, edits and inactivates an entity; each write is recorded', async () => {
      const created = await as(ctx, actors.admin, {
        method: 'POST',
        url: '/api/company_list/',
        body: {
          tipo_entidad: 1,
          entidad_cod: '777',
          name: 'Banco Añil de Colombia S.A.',
          nit: '900123456-7',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const company = created.json();
      expect(company).toMatchObject({
        tipo_entidad: 1,
        entidad_cod: '777',
        code: '1-777',
        name: 'Banco Añil de Colombia S.A.',
        nit: '900123456-7',
        company_group: { id: '1', name: 'Sector bancario' },
        is_active: true,
        api_client: null,
      });
      const patched = await as(ctx, actors.admin, {
        method: 'PATCH',
        url: `/api/company_list/${company.id}/`,
        body: { name: 'Banco Añil S.A.', company_group: '5' },
      });
      expect(patched.json()).toMatchObject({ name: 'Banco Añil S.A.', company_group: { id: '5' } });
      const put = await as(ctx, actors.admin, {
        method: 'PUT',
        url: `/api/company_list/${company.id}/`,
        body: { tipo_entidad: 1, entidad_cod: '778', name: 'Banco Añil S.A.', is_active: false },
      });
      expect(put.json()).toMatchObject({ code: '1-778', is_active: false });
      const found = (
        await as(ctx, actors.admin, { url: '/api/company_list/?search=ANIL&is_active=false' })
      ).json();
      expect(found.results.map((c: { id: number }) => c.id)).toEqual([company.id]);
      const byCode = (await as(ctx, actors.admin, { url: '/api/company_list/?search=1-778' })).json();
      expect(byCode.count).toBe(1);
      const record = await ctx.db.query<{ action: string }>(
        "SELECT action FROM staff_changes WHERE resource = 'company' AND resource_id = $1 ORDER BY id",
        [company.id],
      );
      expect(record.rows.map((r) => r.action)).toEqual(['created', 'updated', 'updated']);
    });

    it('pages the list: every page carries the whole count, the pages hold every entity once, and a page past the end is «Página inválida.»', async () => {
      const total = Number(
        (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM supervised_entities')).rows[0]!.n,
      );
      const seen: number[] = [];
      let url: string | null = '/api/company_list/?page_size=7&ordering=id';
      let pages = 0;
      while (url !== null) {
        const page: { count: number; results: { id: number }[]; next: string | null } = (
          await as(ctx, actors.admin, { url })
        ).json();
        expect(page.count).toBe(total);
        seen.push(...page.results.map((c) => c.id));
        pages += 1;
        const next: URL | null = page.next === null ? null : new URL(page.next, 'http://portal');
        url = next === null ? null : `${next.pathname}${next.search}`;
      }
      expect(pages).toBe(Math.ceil(total / 7));
      expect(new Set(seen).size).toBe(total);
      const past = await as(ctx, actors.admin, { url: `/api/company_list/?page_size=7&page=${pages + 1}` });
      expect(past.statusCode).toBe(404);
      expect(past.json()).toMatchObject({ detail: SERVER_TEXTS.pageInvalid });
      const none = (
        await as(ctx, actors.admin, { url: '/api/company_list/?search=ningunaentidadsellamaasi' })
      ).json();
      expect(none).toMatchObject({ count: 0, results: [], next: null, pages: 1 });
    });

    it('sorts the list by name as a reader does: capitals and accents do not count', async () => {
      for (const [code, name] of [
        ['AZ1', 'Ázimut Zeta S.A.'],
        ['AZ2', 'azimut Alfa S.A.'],
        ['AZ3', 'Azimuth Beta S.A.'],
      ]) {
        const res = await as(ctx, actors.admin, {
          method: 'POST',
          url: '/api/company_list/',
          body: { tipo_entidad: 2, entidad_cod: code, name },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const names = async (ordering: string) =>
        (await as(ctx, actors.admin, { url: `/api/company_list/?search=azimut&ordering=${ordering}` }))
          .json()
          .results.map((c: { name: string }) => c.name);
      expect(await names('name')).toEqual(['azimut Alfa S.A.', 'Ázimut Zeta S.A.', 'Azimuth Beta S.A.']);
      expect(await names('-name')).toEqual(['Azimuth Beta S.A.', 'Ázimut Zeta S.A.', 'azimut Alfa S.A.']);
    });

    it('refuses bad input with Spanish messages', async () => {
      const good = { tipo_entidad: 1, entidad_cod: '880', name: 'Banco Prueba' };
      const cases: [Record<string, unknown>, string, string | undefined][] = [
        [{ tipo_entidad: 999 }, 'tipo_entidad', STAFF_ADMIN_TEXTS.entityTypeNotFound('999')],
        [{ tipo_entidad: 'uno' }, 'tipo_entidad', SERVER_TEXTS.fieldNotInteger],
        [{ tipo_entidad: 1e15 }, 'tipo_entidad', SERVER_TEXTS.fieldMaximum(2_147_483_647)],
        [{ entidad_cod: '7' }, 'entidad_cod', STAFF_ADMIN_TEXTS.entityTaken('1', '7')],
        [{ entidad_cod: 'a b' }, 'entidad_cod', STAFF_ADMIN_TEXTS.entityCodeInvalid],
        [{ entidad_cod: '' }, 'entidad_cod', SERVER_TEXTS.fieldBlank],
        [{ name: '  ' }, 'name', SERVER_TEXTS.fieldBlank],
        [{ name: longText(10_000) }, 'name', SERVER_TEXTS.fieldMaxLength(200)],
        [{ nit: '9001234-567' }, 'nit', STAFF_ADMIN_TEXTS.nitInvalid],
        [{ company_group: '77' }, 'company_group', SERVER_TEXTS.fieldInvalidChoice('77')],
        [{ secreto: 'x' }, 'secreto', SERVER_TEXTS.fieldUnknown],
      ];
      for (const [overrides, field, message] of cases) {
        const res = await as(ctx, actors.admin, {
          method: 'POST',
          url: '/api/company_list/',
          body: { ...good, ...overrides },
        });
        expectFieldError(res, field, message);
      }
      const locked = await as(ctx, actors.admin, {
        method: 'PATCH',
        url: `/api/company_list/${davivienda}/`,
        body: { entidad_cod: '3999' },
      });
      expectFieldError(locked, SERVER_TEXTS.nonFieldKey, STAFF_ADMIN_TEXTS.entityKeyLocked);
      // An entity only a reception point refers to (no complaint, user or API account): the
      // database refuses the new key, and the answer is the same 400, never a 500.
      const pointOnly = await ctx.db.query<{ id: number; entidad_cod: string }>(
        `SELECT e.id, e.entidad_cod FROM supervised_entities e
          WHERE EXISTS (SELECT 1 FROM reception_points r
                         WHERE r.tipo_entidad = e.tipo_entidad AND r.entidad_cod = e.entidad_cod)
            AND NOT EXISTS (SELECT 1 FROM complaints c
                             WHERE c.tipo_entidad = e.tipo_entidad AND c.entidad_cod = e.entidad_cod)
            AND NOT EXISTS (SELECT 1 FROM users u WHERE u.tipo_entidad = e.tipo_entidad AND u.entidad_cod = e.entidad_cod)
            AND NOT EXISTS (SELECT 1 FROM entity_clients k
                             WHERE k.tipo_entidad = e.tipo_entidad AND k.entidad_cod = e.entidad_cod)
          ORDER BY e.id LIMIT 1`,
      );
      const referenced = pointOnly.rows[0];
      expect(referenced, 'an entity with reception points only').toBeDefined();
      expectFieldError(
        await as(ctx, actors.admin, {
          method: 'PATCH',
          url: `/api/company_list/${referenced!.id}/`,
          body: { entidad_cod: '3998' },
        }),
        SERVER_TEXTS.nonFieldKey,
        STAFF_ADMIN_TEXTS.entityKeyLocked,
      );
      const kept = await ctx.db.query('SELECT entidad_cod FROM supervised_entities WHERE id = $1', [
        referenced!.id,
      ]);
      expect(kept.rows).toEqual([{ entidad_cod: referenced!.entidad_cod }]);
      expectNotFound(await as(ctx, actors.admin, { url: '/api/company_list/99999999999/' }));
    });

    it('shows an EV user their own entity only, read-only', async () => {
      const list = (await as(ctx, actors.evOwn, { url: '/api/company_list/?page_size=1000' })).json();
      expect(list.results.map((c: { id: number }) => c.id)).toEqual([bancolombia]);
      expect((await as(ctx, actors.evOwn, { url: `/api/company_list/${bancolombia}/` })).statusCode).toBe(
        200,
      );
      expectNotFound(await as(ctx, actors.evOther, { url: `/api/company_list/${bancolombia}/` }));
      expectForbidden(
        await as(ctx, actors.evOwn, {
          method: 'PATCH',
          url: `/api/company_list/${bancolombia}/`,
          body: { name: 'Mío' },
        }),
        'Entidades',
      );
    });
  });

  describe('massive upload', () => {
    it('applies the 57 good rows of a 60-row xlsx and reports the 3 bad ones with reasons', async () => {
      const res = await upload('entidades-noviembre.xlsx', workbook(sixtyRows(), 'xlsx'));
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json();
      expect(result).toMatchObject({
        file_name: 'entidades-noviembre.xlsx',
        total_rows: 60,
        created: 56,
        updated: 1,
        refused: 3,
      });
      const refused = result.rows.filter((r: { result: string }) => r.result === 'refused');
      expect(refused.map((r: { row: number }) => r.row)).toEqual([12, 31, 50]);
      expect(refused[0].errors).toEqual([STAFF_ADMIN_TEXTS.entityTypeNotFound('999')]);
      expect(refused[1].errors).toEqual([STAFF_ADMIN_TEXTS.rowFieldRequired('codigo')]);
      expect(refused[2].errors).toEqual([STAFF_ADMIN_TEXTS.entityCodeInvalid]);
      const bancolombiaNow = (
        await as(ctx, actors.admin, { url: `/api/company_list/${bancolombia}/` })
      ).json();
      expect(bancolombiaNow.name).toBe('Bancolombia S.A. (actualizada)');
      const seguros = (
        await as(ctx, actors.admin, {
          url: `/api/company_list/?search=${encodeURIComponent('Número 17 — Señal')}`,
        })
      ).json();
      expect(seguros.results[0]).toMatchObject({
        tipo_entidad: 2,
        entidad_cod: '9017',
        company_group: { id: '2' },
      });
      const bad = await ctx.db.query("SELECT 1 FROM supervised_entities WHERE name = 'Código con guion'");
      expect(bad.rowCount).toBe(0);
    });

    it('reads a csv with semicolons and an xls, and updates rows already there', async () => {
      const csv =
        'tipo_entidad;codigo;nombre;nit\n2;9002;Compañía de Seguros Número 2 — Renombrada;\n2;9500;Aseguradora Ñandú;900555444-1\n';
      const res = await upload('entidades.csv', Buffer.from(csv, 'utf8'), 'text/csv');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ total_rows: 2, created: 1, updated: 1, refused: 0 });
      const xls = await upload(
        'entidades.xls',
        workbook(
          [
            ['tipo', 'codigo', 'nombre'],
            [2, '9501', 'Seguros Ámbar'],
          ],
          'biff8',
        ),
        'application/vnd.ms-excel',
      );
      expect(xls.statusCode, xls.body).toBe(200);
      expect(xls.json()).toMatchObject({ created: 1, refused: 0 });
    });

    it('offers a template that imports as is, and takes types and groups by the names the screens show', async () => {
      const template = await as(ctx, actors.admin, { url: '/api/company/massive/template/' });
      expect(template.statusCode).toBe(200);
      expect(template.headers['content-disposition']).toContain('plantilla-entidades.xlsx');
      const sheet = XLSX.read(template.rawPayload, { type: 'buffer' }).Sheets.Entidades!;
      expect(XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, defval: '' })).toEqual([
        COMPANY_IMPORT_COLUMNS.map((c) => c.name),
        COMPANY_IMPORT_COLUMNS.map((c) => COMPANY_IMPORT_EXAMPLE[c.name]),
      ]);
      const res = await upload('plantilla-entidades.xlsx', template.rawPayload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ created: 1, refused: 0 });
      const find = async (name: string) =>
        (await as(ctx, actors.admin, { url: `/api/company_list/?search=${encodeURIComponent(name)}` })).json()
          .results[0];
      expect(await find(COMPANY_IMPORT_EXAMPLE.nombre)).toMatchObject({
        tipo_entidad: 14,
        company_group: { id: '2', name: 'Sector asegurador' },
      });

      const named = await upload(
        'nombres.xlsx',
        workbook(
          [
            ['tipo_entidad', 'codigo', 'nombre', 'grupo'],
            ['Establecimientos bancarios', '9902', 'Banco Ejemplo Nombrado', 'Sector bancario'],
            ['14', '9903', 'Vida Sin Grupo S.A.', ''],
            ['compañias de seguros de vida', '9904', 'Vida Minúsculas S.A.', 'sector asegurador'],
            ['1', '9905', 'Grupo Inventado', 'Sector lunar'],
          ],
          'xlsx',
        ),
      );
      expect(named.statusCode, named.body).toBe(200);
      const report = named.json();
      expect(report).toMatchObject({ created: 3, refused: 1 });
      expect(report.rows[3].errors).toEqual([STAFF_ADMIN_TEXTS.rowGroupInvalid('Sector lunar')]);
      expect(await find('Banco Ejemplo Nombrado')).toMatchObject({
        tipo_entidad: 1,
        company_group: { name: 'Sector bancario' },
      });
      // A life insurer without a group takes its type's: insurance, never banking.
      expect(await find('Vida Sin Grupo')).toMatchObject({ company_group: { name: 'Sector asegurador' } });
      expect(await find('Vida Minúsculas')).toMatchObject({
        tipo_entidad: 14,
        company_group: { name: 'Sector asegurador' },
      });
    });

    it('refuses whole files that are not spreadsheets, have no data or miss columns', async () => {
      expectFieldError(
        await upload('entidades.xlsx', PDF_BYTES),
        'file',
        STAFF_ADMIN_TEXTS.spreadsheetContent,
      );
      expectFieldError(
        await upload('entidades.xls', Buffer.from('tipo,codigo,nombre\n1,2,3\n')),
        'file',
        STAFF_ADMIN_TEXTS.spreadsheetContent,
      );
      expectFieldError(
        await upload('entidades.csv', PDF_BYTES, 'text/csv'),
        'file',
        STAFF_ADMIN_TEXTS.spreadsheetContent,
      );
      expectFieldError(
        await upload('foto.csv', PNG_BYTES, 'text/csv'),
        'file',
        STAFF_ADMIN_TEXTS.spreadsheetContent,
      );
      expectFieldError(
        await upload('entidades.pdf', PDF_BYTES, 'application/pdf'),
        'file',
        STAFF_ADMIN_TEXTS.spreadsheetExtension,
      );
      expectFieldError(
        await upload('vacio.xlsx', workbook([HEADER], 'xlsx')),
        'file',
        STAFF_ADMIN_TEXTS.noDataRows,
      );
      expectFieldError(
        await upload('columnas.csv', Buffer.from('nombre,nit\nUna,1\n'), 'text/csv'),
        'file',
        STAFF_ADMIN_TEXTS.columnsMissing('tipo_entidad, codigo'),
      );
      const before = await ctx.db.query('SELECT count(*)::int AS n FROM supervised_entities');
      const json = await as(ctx, actors.admin, { method: 'POST', url: '/api/company/massive/', body: {} });
      expectFieldError(json, 'file');
      const after = await ctx.db.query('SELECT count(*)::int AS n FROM supervised_entities');
      expect(after.rows).toEqual(before.rows);
    });

    it('refuses the upload to callers without the module and to EV users', async () => {
      const data = workbook(sixtyRows(), 'xlsx');
      for (const actor of [actors.staffWithout, actors.consumer, actors.evOwn]) {
        expectForbidden(await upload('e.xlsx', data, XLSX_TYPE, actor.token), 'Entidades');
      }
      const anonymous = await upload('e.xlsx', data, XLSX_TYPE, '');
      expect(anonymous.statusCode).toBe(400);
    });
  });

  describe('inactivations and API accounts', () => {
    it('inactivates by ids and codes, all or nothing', async () => {
      const partial = await as(ctx, actors.admin, {
        method: 'POST',
        url: '/api/company/inactivations/',
        body: { codes: ['2-9003', '2-99999'] },
      });
      expectFieldError(partial, 'codes', STAFF_ADMIN_TEXTS.entitiesNotFound('2-99999'));
      expectFieldError(
        await as(ctx, actors.admin, { method: 'POST', url: '/api/company/inactivations/', body: {} }),
        SERVER_TEXTS.nonFieldKey,
        STAFF_ADMIN_TEXTS.idsOrCodesRequired,
      );
      const target = (await as(ctx, actors.admin, { url: '/api/company_list/?search=2-9004' })).json()
        .results[0];
      const res = await as(ctx, actors.admin, {
        method: 'POST',
        url: '/api/company/inactivations/',
        body: { codes: ['2-9003'], ids: [target.id] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().inactivated).toBe(2);
      const inactive = (
        await as(ctx, actors.admin, {
          url: `/api/company_list/?is_active=false&search=${encodeURIComponent('Seguros Número')}`,
        })
      ).json();
      expect(inactive.results.map((c: { entidad_cod: string }) => c.entidad_cod).sort()).toEqual([
        '9003',
        '9004',
      ]);
    });

    it('creates the API account once and rotates its key; the secret signs a login and never reaches the log or the record', async () => {
      const target = (await as(ctx, actors.admin, { url: '/api/company_list/?search=2-9010' })).json()
        .results[0];
      const created = await as(ctx, actors.admin, {
        method: 'POST',
        url: `/api/company_list/${target.id}/api-client/`,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.headers['cache-control']).toBe('no-store');
      const credentials = created.json();
      expect(credentials).toMatchObject({
        username: 'api-2-9010',
        detail: STAFF_ADMIN_TEXTS.credentialsShownOnce,
      });
      expect(credentials.signing_secret).toMatch(/^[0-9A-F]{64}$/);
      const loginBody = { username: credentials.username, password: credentials.password };
      const login = await ctx.request({
        method: 'POST',
        url: '/api/login/',
        body: loginBody,
        secret: credentials.signing_secret,
      });
      expect(login.statusCode, login.body).toBe(200);
      expectFieldError(
        await as(ctx, actors.admin, { method: 'POST', url: `/api/company_list/${target.id}/api-client/` }),
        SERVER_TEXTS.nonFieldKey,
        STAFF_ADMIN_TEXTS.apiClientExists,
      );
      const rotated = await as(ctx, actors.admin, {
        method: 'POST',
        url: `/api/company_list/${target.id}/api-client/rotate/`,
        body: { overlap_hours: 0 },
      });
      expect(rotated.statusCode, rotated.body).toBe(200);
      const secret = rotated.json().signing_secret;
      expect(secret).not.toBe(credentials.signing_secret);
      const oldKey = await ctx.request({
        method: 'POST',
        url: '/api/login/',
        body: loginBody,
        secret: credentials.signing_secret,
      });
      expect(oldKey.statusCode).toBe(400);
      const newKey = await ctx.request({ method: 'POST', url: '/api/login/', body: loginBody, secret });
      expect(newKey.statusCode, newKey.body).toBe(200);
      // The list shows the account and its one key in use.
      const listed = (await as(ctx, actors.admin, { url: '/api/company_list/?search=2-9010' })).json();
      expect(listed.results[0].api_client).toMatchObject({ username: 'api-2-9010', active_secrets: 1 });
      const record = JSON.stringify(
        (await ctx.db.query("SELECT * FROM staff_changes WHERE resource = 'company'")).rows,
      );
      expect(record).not.toContain(credentials.signing_secret);
      expect(record).not.toContain(secret);
      expect(record).not.toContain(credentials.password);
      expectFieldError(
        await as(ctx, actors.admin, {
          method: 'POST',
          url: `/api/company_list/${bancolombia}/api-client/rotate/`,
          body: { overlap_hours: 1000 },
        }),
        'overlap_hours',
        SERVER_TEXTS.fieldMaximum(168),
      );
    });

    it('refuses staff without the module, EV users, consumers and anonymous callers', async () => {
      const requests = [
        { url: '/api/company_list/' },
        {
          method: 'POST' as const,
          url: '/api/company_list/',
          body: { tipo_entidad: 1, entidad_cod: '881', name: 'X' },
        },
        { url: `/api/company_list/${bancolombia}/` },
        {
          method: 'PUT' as const,
          url: `/api/company_list/${bancolombia}/`,
          body: { tipo_entidad: 1, entidad_cod: '7', name: 'X' },
        },
        { method: 'PATCH' as const, url: `/api/company_list/${bancolombia}/`, body: { name: 'X' } },
        { method: 'POST' as const, url: '/api/company/inactivations/', body: { ids: [bancolombia] } },
        { method: 'POST' as const, url: `/api/company_list/${bancolombia}/api-client/` },
        { method: 'POST' as const, url: `/api/company_list/${bancolombia}/api-client/rotate/` },
      ];
      for (const request of requests) {
        await expectOnlyModuleHolders(ctx, actors, 'Entidades', request);
        const ev = await as(ctx, actors.evOther, request);
        expect([403, 404, 200]).toContain(ev.statusCode);
        if (request.method) expect(ev.statusCode).toBe(403);
      }
    });
  });
});
