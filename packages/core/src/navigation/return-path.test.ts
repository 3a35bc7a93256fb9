import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path.js';

describe('safeReturnPath: only pages of this portal', () => {
  it.each([
    ['/customer/complaint/tracking/detail/12', '/customer/complaint/tracking/detail/12'],
    ['/dashboard/users?page=2#fila-5', '/dashboard/users?page=2#fila-5'],
    ['/customer/../dashboard/home', '/dashboard/home'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/login',
    '//evil.example/customer',
    '/\\evil.example/customer',
    '/\t/evil.example',
    'javascript:alert(1)',
    'customer/home',
    '',
    '/login',
    '/login/?next=/customer',
    '/logout',
    undefined,
    42,
  ])('%j is refused', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the requested page, encoded', () => {
    expect(loginPathFor('/customer/complaint/tracking/detail/7?x=1')).toBe(
      '/login?next=%2Fcustomer%2Fcomplaint%2Ftracking%2Fdetail%2F7%3Fx%3D1',
    );
  });

  it('is the bare /login for the root or a foreign address', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example/x')).toBe('/login');
  });
});
