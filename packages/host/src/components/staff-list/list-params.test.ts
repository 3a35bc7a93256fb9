import { describe, expect, it } from 'vitest';
import { listQuery, nextOrdering, readListParams, sortDirection, writeListParams } from './list-params.js';

const KEYS = ['search', 'is_active'];

describe('readListParams', () => {
  it.each([
    ['', { page: 1, pageSize: 10, ordering: null, filters: {} }],
    [
      '?search=Nu%C3%B1ez&is_active=true&ordering=-name&page=3&page_size=25',
      { page: 3, pageSize: 25, ordering: '-name', filters: { search: 'Nuñez', is_active: 'true' } },
    ],
    ['?page=0&page_size=7', { page: 1, pageSize: 10, ordering: null, filters: {} }],
    ['?page=dos&search=%20%20&other=1', { page: 1, pageSize: 10, ordering: null, filters: {} }],
  ])('%s', (search, expected) => {
    expect(readListParams(new URLSearchParams(search), KEYS)).toEqual(expected);
  });

  it('uses the screen default ordering when the URL has none', () => {
    expect(readListParams(new URLSearchParams(''), KEYS, '-created_at').ordering).toBe('-created_at');
  });
});

describe('writeListParams', () => {
  it('writes only what differs from the defaults and keeps the page’s own parameters', () => {
    const next = writeListParams(
      new URLSearchParams('id=4&page=2'),
      { page: 1, pageSize: 10, ordering: 'email', filters: { search: 'Peña Gómez', is_active: '' } },
      KEYS,
    );
    expect(next.toString()).toBe('id=4&search=Pe%C3%B1a+G%C3%B3mez&ordering=email');
  });

  it('reads back what it wrote', () => {
    const params = { page: 4, pageSize: 50, ordering: '-nit', filters: { search: 'Bogotá' } };
    expect(readListParams(writeListParams(new URLSearchParams(), params, KEYS), KEYS)).toEqual(params);
  });
});

describe('sorting and the server query', () => {
  it('toggles a column ascending → descending → ascending and reports aria-sort', () => {
    expect(nextOrdering(null, 'name')).toBe('name');
    expect(nextOrdering('name', 'name')).toBe('-name');
    expect(nextOrdering('-name', 'name')).toBe('name');
    expect(nextOrdering('-name', 'email')).toBe('email');
    expect(sortDirection('-name', 'name')).toBe('descending');
    expect(sortDirection('name', 'name')).toBe('ascending');
    expect(sortDirection('email', 'name')).toBe('none');
  });

  it('sends filters, ordering, page and page size with the screen’s fixed parameters', () => {
    expect(
      listQuery(
        { page: 2, pageSize: 25, ordering: '-name', filters: { search: 'ñ' } },
        { is_active: 'true' },
      ),
    ).toEqual({ is_active: 'true', search: 'ñ', ordering: '-name', page: 2, page_size: 25 });
  });
});
