import { describe, expect, it } from 'vitest';
import { loadAllPages, pageFetcherFromApi, type OptionPage } from './load-all-pages.js';

/** A fake server: URL → page, records the URLs asked for. */
function server(pages: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchPage = async (url: string): Promise<OptionPage<number>> => {
    asked.push(url);
    if (!(url in pages)) throw new Error(`404 ${url}`);
    return pages[url] as OptionPage<number>;
  };
  return { asked, fetchPage };
}

const threePages = {
  '/country/': { results: [1, 2], next: 'https://api.example/api/country/?page=2' },
  'https://api.example/api/country/?page=2': {
    results: [3, 4],
    next: 'https://api.example/api/country/?page=3',
  },
  'https://api.example/api/country/?page=3': { results: [5], next: null },
};

describe('loadAllPages', () => {
  it('follows next across three pages and concatenates results in order', async () => {
    const { asked, fetchPage } = server(threePages);
    await expect(loadAllPages(fetchPage, '/country/')).resolves.toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual(Object.keys(threePages));
  });

  it.each<[string, unknown]>([
    ['next is an empty string', ''],
    ['next is missing', undefined],
  ])('stops when %s', async (_case, next) => {
    const { asked, fetchPage } = server({ '/a/': { results: [7], next } });
    await expect(loadAllPages(fetchPage, '/a/')).resolves.toEqual([7]);
    expect(asked).toEqual(['/a/']);
  });

  it.each<[string, Record<string, unknown>]>([
    ['second page rejects', { '/a/': { results: [1], next: '/a/?page=2' } }],
    [
      'third page rejects after two good pages',
      { '/a/': { results: [1], next: '/a/?page=2' }, '/a/?page=2': { results: [2], next: '/a/?page=3' } },
    ],
    ['first page rejects', {}],
    [
      'a page without results',
      { '/a/': { results: [1], next: '/a/?page=2' }, '/a/?page=2': { detail: 'x' } },
    ],
    ['a page that is not an object', { '/a/': 'Error en API' }],
    ['next that is not text', { '/a/': { results: [1], next: 2 } }],
    [
      'next that loops back',
      { '/a/': { results: [1], next: '/a/?page=2' }, '/a/?page=2': { results: [2], next: '/a/' } },
    ],
  ])('yields [] when the %s', async (_case, pages) => {
    const { fetchPage } = server(pages);
    await expect(loadAllPages(fetchPage, '/a/')).resolves.toEqual([]);
  });
});

describe('pageFetcherFromApi', () => {
  it('reads the data of successful results', async () => {
    const fetchPage = pageFetcherFromApi(async (url) =>
      url === '/a/'
        ? { ok: true, data: { results: ['x'], next: '/a/2' } }
        : { ok: true, data: { results: ['y'], next: null } },
    );
    await expect(loadAllPages(fetchPage, '/a/')).resolves.toEqual(['x', 'y']);
  });

  it('turns a failed result into an empty list', async () => {
    const fetchPage = pageFetcherFromApi(async (url) =>
      url === '/a/' ? { ok: true, data: { results: ['x'], next: '/a/2' } } : { ok: false },
    );
    await expect(loadAllPages(fetchPage, '/a/')).resolves.toEqual([]);
  });
});
