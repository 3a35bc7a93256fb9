import { describe, expect, it } from 'vitest';
import fixtures from '../../fixtures/signing-fixtures.json';
import { hmacSha256Hex } from './hmac-sha256.js';
import { hmacSha256HexAsync, type HmacSubtle } from './hmac-webcrypto.js';
import { signatureForValue, valuePayloadFor } from './sign-request.js';

// Every expected value here was computed by CPython (scripts/gen-signing-fixtures.py).

describe('HMAC-SHA256 through WebCrypto', () => {
  it('signs every body fixture as Python clients do', async () => {
    for (const { canonical, secret, signature } of fixtures.cases) {
      expect(await hmacSha256HexAsync(secret, canonical)).toBe(signature);
    }
  });

  it('signs every URL fixture as Python clients do', async () => {
    for (const { url, secret, signature } of fixtures.url_cases) {
      expect(await hmacSha256HexAsync(secret, url)).toBe(signature);
    }
  });

  it('gives the API client the same signature as the synchronous path', async () => {
    const request = {
      method: 'POST',
      url: 'https://h/api/queja/',
      body: { descripcion: 'Cobro no autorizado en la cuenta de ahorros, señor Núñez 🙂', monto: 1500.5 },
    };
    expect(await hmacSha256HexAsync('clave-del-portal', valuePayloadFor(request))).toBe(
      signatureForValue(request, 'clave-del-portal'),
    );
    const get = { method: 'GET', url: 'https://h/api/queja/?page=2&search=cr%C3%A9dito' };
    expect(await hmacSha256HexAsync('clave-del-portal', valuePayloadFor(get))).toBe(
      signatureForValue(get, 'clave-del-portal'),
    );
  });

  it('encodes a lone surrogate as U+FFFD, like the synchronous path', async () => {
    const message = `{"descripcion":"a\uD800b"}`;
    expect(await hmacSha256HexAsync('k', message)).toBe(hmacSha256Hex('k', message));
  });

  it('falls back to @noble/hashes on a page without WebCrypto (plain http)', async () => {
    expect(await hmacSha256HexAsync('clave', 'https://h/api/department/', undefined)).toBe(
      hmacSha256Hex('clave', 'https://h/api/department/'),
    );
  });

  it('falls back when WebCrypto refuses the key or the signature', async () => {
    const refusing: HmacSubtle = {
      importKey: () => Promise.reject(Object.assign(new Error('zero-length key'), { name: 'DataError' })),
      sign: () => Promise.reject(new Error('not reached')),
    };
    expect(await hmacSha256HexAsync('', '{}', refusing)).toBe(hmacSha256Hex('', '{}'));
    const subtle = (globalThis as unknown as { crypto: { subtle: HmacSubtle } }).crypto.subtle;
    const failingSign: HmacSubtle = {
      importKey: subtle.importKey.bind(subtle),
      sign: () => Promise.reject(Object.assign(new Error('operation failed'), { name: 'OperationError' })),
    };
    expect(await hmacSha256HexAsync('otra-clave', '{}', failingSign)).toBe(hmacSha256Hex('otra-clave', '{}'));
    // The key it imported is kept: the next call signs with it natively.
    expect(await hmacSha256HexAsync('otra-clave', '{}')).toBe(hmacSha256Hex('otra-clave', '{}'));
  });

  it('signs with an empty secret (WebCrypto may refuse a zero-length key)', async () => {
    expect(await hmacSha256HexAsync('', 'https://h/api/department/')).toBe(
      hmacSha256Hex('', 'https://h/api/department/'),
    );
  });
});
