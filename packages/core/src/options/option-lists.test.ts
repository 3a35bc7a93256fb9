import { describe, expect, it } from 'vitest';
import type { OptionPage } from './load-all-pages.js';
import { OPTION_LISTS, loadOptionList, optionListPath, type OptionListKey } from './option-lists.js';

/** A fake server answering each path with one page of `items`, recording the paths asked. */
function serverWith(items: unknown[]) {
  const asked: string[] = [];
  const fetchPage = async (url: string): Promise<OptionPage<unknown>> => {
    asked.push(url);
    return { results: items, next: null };
  };
  return { asked, fetchPage };
}

describe('OPTION_LISTS paths', () => {
  it.each<[OptionListKey, string, 'public' | 'authenticated']>([
    ['country', '/country/', 'public'],
    ['countryAbrevs', '/countryabrevs/', 'public'],
    ['typeProblemChoices', '/type-problem-choices/', 'public'],
    ['supportState', '/support-state/', 'public'],
    ['identificationType', '/identificationtype/', 'public'],
    ['personType', '/persontype/', 'public'],
    ['department', '/department/', 'public'],
    ['company', '/company/', 'authenticated'],
    ['channel', '/channel/', 'authenticated'],
    ['state', '/state/', 'authenticated'],
    ['gender', '/gender/', 'authenticated'],
    ['product', '/product/', 'authenticated'],
    ['reason', '/reason/', 'authenticated'],
    ['controlEntity', '/controlentity/', 'authenticated'],
    ['condition', '/condition/', 'authenticated'],
    ['analysisTypes', '/jurisdiccional-servi/analysis-types', 'authenticated'],
    ['mlValidateTypes', '/jurisdiccional-servi/mlvalidate-types', 'authenticated'],
    ['solicitudeStatus', '/jurisdiccional-servi/solicitude-status', 'authenticated'],
    ['annexesStatus', '/jurisdiccional-servi/annexes-status', 'authenticated'],
    ['solicitudeTypes', '/jurisdiccional-servi/solicitude-types', 'authenticated'],
    ['criterion', '/criterion/', 'authenticated'],
    ['position', '/position/', 'authenticated'],
    ['group', '/group/', 'authenticated'],
    ['companyType', '/companytype/', 'authenticated'],
    ['direction', '/direction/', 'authenticated'],
    ['instance', '/instance/', 'authenticated'],
    ['fraudTypes', '/fraud_types/', 'authenticated'],
    ['fraudModes', '/fraud_modes/', 'authenticated'],
  ])('%s → %s (%s)', (key, path, access) => {
    expect(optionListPath(key as 'country')).toBe(path);
    expect(OPTION_LISTS[key].access).toBe(access);
  });

  it('municipality is public, because registration asks for it before sign-in', () => {
    expect(OPTION_LISTS.municipality.access).toBe('public');
  });

  it.each<[string, string, string]>([
    ['municipality', optionListPath('municipality', { department: '05' }), '/municipality/?department=05'],
    [
      'reasons by company',
      optionListPath('reasonByCompany', { companyId: 12 }),
      '/reason/company/?id_company=12',
    ],
    [
      'products by company',
      optionListPath('productByCompany', { companyId: 12 }),
      '/product/company/?id_company=12',
    ],
    [
      'parameter is URL-encoded',
      optionListPath('municipality', { department: 'a&b' }),
      '/municipality/?department=a%26b',
    ],
    ['generic endpoint', optionListPath('endpoint', { endpoint: 'receptionpoints/' }), '/receptionpoints/'],
    ['generic endpoint with leading slash', optionListPath('endpoint', { endpoint: '/module/' }), '/module/'],
  ])('%s', (_case, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('requires parameters exactly where the URL needs them (checked by tsc), and asks nothing without them', async () => {
    const { asked, fetchPage } = serverWith([{ id: 1, code: '05001', name: 'Medellín' }]);
    // @ts-expect-error municipality needs the department code
    await expect(loadOptionList('municipality', fetchPage)).resolves.toEqual([]);
    expect(asked).toEqual([]);
    // @ts-expect-error fixed lists take no parameters
    await expect(loadOptionList('country', fetchPage, { department: '05' })).resolves.toHaveLength(1);
    expect(asked).toEqual(['/country/']);
  });
});

describe('loadOptionList', () => {
  it('removes the NIT entry from identification types', async () => {
    const { asked, fetchPage } = serverWith([
      { id: 1, name: 'CC' },
      { id: 3, name: 'RUT' },
      { id: 11, name: 'NIT' },
      { id: 5, name: 'PASS' },
    ]);
    await expect(loadOptionList('identificationType', fetchPage)).resolves.toEqual([
      { id: 1, name: 'CC' },
      { id: 3, name: 'RUT' },
      { id: 5, name: 'PASS' },
    ]);
    expect(asked).toEqual(['/identificationtype/']);
  });

  it('asks for the municipalities of a department and keys them by code', async () => {
    const { asked, fetchPage } = serverWith([
      { id: 1, code: '05001', name: 'Medellín' },
      { id: 2, code: '05002', name: 'Abejorral' },
    ]);
    await expect(loadOptionList('municipality', fetchPage, { department: '05' })).resolves.toEqual([
      { id: '05001', name: 'Medellín' },
      { id: '05002', name: 'Abejorral' },
    ]);
    expect(asked).toEqual(['/municipality/?department=05']);
  });

  it.each<[OptionListKey, unknown, object]>([
    ['country', { id: 1, code: '170', name: 'Colombia' }, { id: '170', name: 'Colombia' }],
    ['department', { id: 1, code: '11', name: 'Bogotá, D.C.' }, { id: '11', name: 'Bogotá, D.C.' }],
    ['solicitudeStatus', { id: 2, status: 'En trámite' }, { id: 2, name: 'En trámite' }],
    ['annexesStatus', { id: 4, status: 'Rechazado' }, { id: 4, name: 'Rechazado' }],
    ['solicitudeTypes', { bigquery_field: 'demanda', name: 'Demanda' }, { id: 'demanda', name: 'Demanda' }],
    [
      'product',
      { id: 9, name: 'Crédito', popup_show: true, popup_text: 'Aviso' },
      { id: 9, name: 'Crédito', popup_show: true, popup_text: 'Aviso' },
    ],
  ])('%s applies its transform', async (key, raw, expected) => {
    const { fetchPage } = serverWith([raw, { unreadable: true }]);
    await expect(loadOptionList(key as 'country', fetchPage)).resolves.toEqual([expected]);
  });

  it('yields [] when loading fails', async () => {
    const failing = async (): Promise<OptionPage<unknown>> => {
      throw new Error('network down');
    };
    await expect(loadOptionList('gender', failing)).resolves.toEqual([]);
  });

  it('yields [] when the parameters cannot build a URL', async () => {
    const { asked, fetchPage } = serverWith([{ id: 1, name: 'x' }]);
    await expect(
      loadOptionList('municipality', fetchPage, null as unknown as { department: string }),
    ).resolves.toEqual([]);
    expect(asked).toEqual([]);
  });
});
