import { API_ERROR_TEXTS, SERVER_TEXTS } from '@sfc/core';
import { identificationTypeWithoutNit } from '@sfc/core/options/option-transforms';
import { beforeAll, expect, it } from 'vitest';
import { up as upPensionEntities } from '../src/db/migrations/200_pension_and_securities_entities.js';
import { OPTION_LIST_ENDPOINTS } from '../src/routes/options/option-lists.js';
import { createEntityClient } from '../src/services/entity-clients.js';
import { TEST_HOST, describeOnPostgres } from './harness.js';

const PUBLIC = [
  '/api/country/',
  '/api/countryabrevs/',
  '/api/type-problem-choices/',
  '/api/support-state/',
  '/api/identificationtype/',
  '/api/persontype/',
  '/api/department/',
  '/api/municipality/?department=05',
];

const AUTHENTICATED = [
  '/api/company/',
  '/api/channel/',
  '/api/state/',
  '/api/gender/',
  '/api/product/',
  '/api/reason/',
  '/api/controlentity/',
  '/api/condition/',
  '/api/criterion/',
  '/api/position/',
  '/api/group/',
  '/api/companytype/',
  '/api/companygroup/',
  '/api/direction/',
  '/api/instance/',
  '/api/fraud_types/',
  '/api/fraud_modes/',
  '/api/receptionpoints/',
  '/api/jurisdiccional-servi/analysis-types',
  '/api/jurisdiccional-servi/mlvalidate-types',
  '/api/jurisdiccional-servi/solicitude-status',
  '/api/jurisdiccional-servi/annexes-status',
  '/api/jurisdiccional-servi/solicitude-types',
  '/api/reason/company/?id_company=1',
  '/api/product/company/?id_company=1',
];

function expectPageShape(body: Record<string, unknown>) {
  expect(Object.keys(body).sort()).toEqual(['count', 'current_page', 'next', 'pages', 'previous', 'results']);
  expect(Array.isArray(body.results)).toBe(true);
}

describeOnPostgres('option lists', (ctx) => {
  let token: string;
  let entityKey: string;

  beforeAll(async () => {
    const entity = await createEntityClient(ctx.db, ctx.app.secretBox, {
      tipo_entidad: 1,
      entidad_cod: '39',
    });
    token = (await ctx.app.tokens.issuePair(entity.userId)).access;
    entityKey = entity.signingSecret;
  });

  it('every §7 list has an endpoint here', () => {
    const served = OPTION_LIST_ENDPOINTS.map((e) => `/api${e.path}`);
    for (const url of [...PUBLIC, ...AUTHENTICATED]) expect(served).toContain(url.split('?')[0]);
  });

  it.each(PUBLIC)('%s answers without a token, in the paged form', async (url) => {
    const res = await ctx.request({ url });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expectPageShape(body);
    expect(body.count).toBeGreaterThan(0);
    expect(body.current_page).toBe(1);
  });

  it.each(AUTHENTICATED)('%s needs a token (400 missing header) and answers with one', async (url) => {
    const anonymous = await ctx.request({ url });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toEqual({
      status_code: 400,
      detail: 'Error',
      message: API_ERROR_TEXTS.missingHeader,
    });
    const res = await ctx.request({ url, token, secret: entityKey });
    expect(res.statusCode).toBe(200);
    expectPageShape(res.json());
  });

  it('country ids are ISO numeric codes, Colombia "170" first; the NIT identification entry exists', async () => {
    const countries = (await ctx.request({ url: '/api/country/' })).json();
    expect(countries.results[0]).toEqual({ id: '170', code: '170', name: 'Colombia' });
    const spain = (await ctx.request({ url: '/api/country/?page_size=1000' }))
      .json()
      .results.find((c: { code: string }) => c.code === '724');
    expect(spain.name).toBe('España');
    const types = (await ctx.request({ url: '/api/identificationtype/' })).json().results;
    expect(types.map((t: { name: string }) => t.name)).toContain('NIT');
    // The portal's own transform drops exactly that entry and keeps type 3 (RUT).
    const shown = types.map(identificationTypeWithoutNit).filter(Boolean);
    expect(shown).toHaveLength(types.length - 1);
    expect(shown).toContainEqual(expect.objectContaining({ id: 3, name: 'RUT' }));
  });

  it('code lists come from the SmartSupervision catalog with integer ids', async () => {
    const channels = (await ctx.request({ url: '/api/channel/', token, secret: entityKey })).json();
    expect(channels.count).toBe(19);
    expect(channels.results[0]).toMatchObject({ id: 1, name: 'Aplicaciones móviles', popup_show: false });
    const states = (await ctx.request({ url: '/api/state/', token, secret: entityKey })).json().results;
    expect(states.map((s: { id: number }) => s.id)).toEqual([1, 2, 4]);
  });

  it('jurisdictional lists use their own label fields', async () => {
    const status = (
      await ctx.request({ url: '/api/jurisdiccional-servi/solicitude-status', token, secret: entityKey })
    ).json();
    expect(status.results[0]).toEqual({ id: 1, status: 'Radicada, por clasificar' });
    const types = (
      await ctx.request({ url: '/api/jurisdiccional-servi/solicitude-types/', token, secret: entityKey })
    ).json();
    expect(types.results[0]).toEqual({
      bigquery_field: 'demanda',
      name: 'Demanda: acción de protección al consumidor',
    });
  });

  it('municipalities are filtered by department and belong to it', async () => {
    const res = (await ctx.request({ url: '/api/municipality/?department=05&page_size=1000' })).json();
    expect(res.count).toBe(125);
    expect(res.results.every((m: { code: string }) => m.code.startsWith('05'))).toBe(true);
    expect(res.results).toContainEqual({ id: '05001', code: '05001', name: 'Medellín', department: '05' });
    const none = (await ctx.request({ url: '/api/municipality/?department=00' })).json();
    expect(none).toEqual({ count: 0, next: null, previous: null, results: [], pages: 1, current_page: 1 });
  });

  it('pages link with absolute URLs a client can sign and follow to the end', async () => {
    let url: string | null = `http://${TEST_HOST}/api/department/?page_size=10`;
    const seen: string[] = [];
    let pages = 0;
    while (url) {
      const path: string = url.slice(`http://${TEST_HOST}`.length);
      const res = await ctx.request({ url: path });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      pages += 1;
      expect(body.current_page).toBe(pages);
      seen.push(...body.results.map((d: { code: string }) => d.code));
      if (pages === 2) expect(body.previous).toBe(`http://${TEST_HOST}/api/department/?page_size=10`);
      url = body.next;
    }
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(33);
  });

  it('a page past the end → 404 "Página inválida."', async () => {
    const res = await ctx.request({ url: '/api/department/?page=99' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status_code: 404, detail: SERVER_TEXTS.pageInvalid, messages: [] });
  });

  it('page_size is bounded', async () => {
    const res = await ctx.request({ url: '/api/municipality/?page_size=5000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ page_size: [SERVER_TEXTS.fieldMaximum(1000)] });
  });

  it('lists for an unknown company are empty', async () => {
    const res = (
      await ctx.request({ url: '/api/reason/company/?id_company=999999', token, secret: entityKey })
    ).json();
    expect(res.count).toBe(0);
  });

  it('products and reasons follow the entity’s sector, each reason offered once', async () => {
    const idOf = async (tipo: number, cod: string) =>
      (
        await ctx.db.query<{ id: number }>(
          'SELECT id FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2',
          [tipo, cod],
        )
      ).rows[0]!.id;
    const names = async (list: string, company: number) =>
      (
        await ctx.request({
          url: `/api/${list}/company/?id_company=${company}&page_size=1000`,
          token,
          secret: entityKey,
        })
      )
        .json()
        .results.map((r: { name: string }) => r.name) as string[];
    const bank = await idOf(1, '7'); // Bancolombia
    const insurer = await idOf(13, '18'); // SURA, seguros generales
    const soat = 'Seguro Obligatorio de Accidentes de Tránsito (SOAT)';

    const bankProducts = await names('product', bank);
    expect(bankProducts).toContain('Cuenta de ahorros');
    expect(bankProducts).not.toContain(soat);
    expect(bankProducts.some((n) => n.startsWith('Seguro'))).toBe(false);
    const insurerProducts = await names('product', insurer);
    expect(insurerProducts).toContain(soat);
    expect(insurerProducts).not.toContain('Cuenta de ahorros');

    const bankReasons = await names('reason', bank);
    expect(new Set(bankReasons).size).toBe(bankReasons.length);
    expect(
      bankReasons.filter((n) => n === 'Inconformidades relacionadas con el proceso de cobranza'),
    ).toHaveLength(1);
    expect(bankReasons).toContain('Transferencias no ejecutadas');
    expect(bankReasons).not.toContain('Eliminada');
    const insurerReasons = await names('reason', insurer);
    expect(insurerReasons).toContain('Cotización errada');
    expect(insurerReasons).not.toContain('Transferencias no ejecutadas');
  });

  it('entity types: only those with an active entity are offered, the pension funds among them', async () => {
    const get = async (url: string) => (await ctx.request({ url, token, secret: entityKey })).json();
    const typeIds = async (url: string) =>
      (await get(url)).results.map((t: { id: number }) => t.id) as number[];
    const companies = (await get('/api/company/?page_size=1000')).results as {
      name: string;
      tipo_entidad: number;
    }[];
    const offered = await typeIds('/api/companytype/?page_size=1000');
    for (const type of offered) expect(companies.some((c) => c.tipo_entidad === type)).toBe(true);
    expect(offered).toEqual(expect.arrayContaining([1, 4, 5, 13, 14, 23, 25, 85, 128]));
    expect(offered).not.toContain(32); // financial cooperatives: no entity in the catalog
    const names = (type: number) => companies.filter((c) => c.tipo_entidad === type).map((c) => c.name);
    expect(names(23)).toEqual(expect.arrayContaining(['Porvenir', 'Protección', 'Colfondos']));
    expect(names(25)).toContain('Colpensiones');

    // Administration asks for every type, to add the first entity of one.
    const all = await typeIds('/api/companytype/?all=true&page_size=1000');
    expect(all).toHaveLength(26);
    expect(all).toContain(32);

    // A type whose only entity is deactivated stops being offered.
    await ctx.db.query('UPDATE supervised_entities SET is_active = false WHERE tipo_entidad = 5');
    try {
      expect(await typeIds('/api/companytype/?page_size=1000')).not.toContain(5);
    } finally {
      await ctx.db.query('UPDATE supervised_entities SET is_active = true WHERE tipo_entidad = 5');
    }
  });

  it('a database installed before the pension funds gains them by migration, keeping staff edits', async () => {
    const rollback = new Error('rollback');
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.query(
          "DELETE FROM supervised_entities WHERE tipo_entidad IN (23, 25) OR (tipo_entidad, entidad_cod) IN ((5, '31'), (85, '27'))",
        );
        await tx.query(
          "UPDATE supervised_entities SET name = 'Bancolombia S.A.', is_active = false WHERE tipo_entidad = 1 AND entidad_cod = '7'",
        );
        await upPensionEntities(tx);
        const { rows } = await tx.query<{ key: string; name: string; is_active: boolean }>(
          `SELECT tipo_entidad || '-' || entidad_cod AS key, name, is_active FROM supervised_entities
            WHERE tipo_entidad IN (1, 5, 23, 25, 85) ORDER BY tipo_entidad, entidad_cod`,
        );
        const byKey = new Map(rows.map((r) => [r.key, r]));
        expect(byKey.get('23-3')).toMatchObject({ name: 'Porvenir', is_active: true });
        expect(byKey.get('25-14')).toMatchObject({ name: 'Colpensiones', is_active: true });
        expect(byKey.get('5-31')?.name).toBe('Fiduciaria Bancolombia');
        expect(byKey.get('85-27')?.name).toBe('BBVA Valores');
        expect(byKey.get('1-7')).toMatchObject({ name: 'Bancolombia S.A.', is_active: false });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });

  it('identification types follow the person type: a company is offered its RUT, never a cédula', async () => {
    const names = async (query: string) =>
      (await ctx.request({ url: `/api/identificationtype/${query}` }))
        .json()
        .results.map((r: { name: string }) => r.name) as string[];
    const legal = await names('?person_type=2');
    expect(legal).toEqual(['RUT', 'Sociedad extranjera sin NIT', 'NIT']);
    const natural = await names('?person_type=1');
    expect(natural).toContain('Cédula de ciudadanía');
    expect(natural).toContain('Pasaporte');
    expect(natural).not.toContain('RUT');
    expect(natural).not.toContain('Sociedad extranjera sin NIT');
    expect((await names('')).length).toBe(legal.length + natural.length);
    const unknown = await ctx.request({ url: '/api/identificationtype/?person_type=9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toHaveProperty('person_type');
  });

  it('entity types: a malformed `all` is a 400 in the usual shape', async () => {
    const res = await ctx.request({ url: '/api/companytype/?all=quizas', token, secret: entityKey });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toHaveProperty('all');
  });
});
