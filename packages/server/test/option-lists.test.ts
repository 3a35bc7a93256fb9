import { API_ERROR_TEXTS, SERVER_TEXTS } from '@sfc/core';
import { identificationTypeWithoutNit } from '@sfc/core/options/option-transforms';
import { beforeAll, expect, it } from 'vitest';
import { OPTION_LIST_ENDPOINTS } from '../src/routes/options/option-lists.js';
import { createEntityClient } from '../src/services/entity-clients.js';
import { TEST_HOST, describeOnBothDrivers } from './harness.js';

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

describeOnBothDrivers('option lists', (ctx) => {
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
});
