import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';
import { JsonParseError, SignatureError } from './errors.js';
import { hmacSha256Hex } from './hmac-sha256.js';
import { LosslessNumber } from './lossless-number.js';
import {
  signatureFor,
  signatureForValue,
  signingPayloadFor,
  storageSignaturePayloads,
} from './sign-request.js';
import { signaturesEqual } from './signatures-equal.js';
import { urlSignatureCandidates } from './url-candidates.js';

const SECRET = 'sfc-secret-entidad-001';
const URL = 'https://quejas.example.gov.co/api/queja/?page=2';

describe('hmacSha256Hex', () => {
  // RFC 4231 test cases 1 and 2 (keys and messages are ASCII, so UTF-8 is the identity).
  it.each([
    ['\u000b'.repeat(20), 'Hi There', 'B0344C61D8DB38535CA8AFCEAF0BF12B881DC200C9833DA726E9376C2E32CFF7'],
    [
      'Jefe',
      'what do ya want for nothing?',
      '5BDCC146BF60754E6A042426089575C75A003F089D2739839DEC58B964EC3843',
    ],
  ])('matches RFC 4231 for key %j', (key, message, expected) => {
    expect(hmacSha256Hex(key, message)).toBe(expected);
  });

  it('renders 64 uppercase hex characters', () => {
    expect(hmacSha256Hex('clave-ñandú', '{"a": "ñ"}')).toMatch(/^[0-9A-F]{64}$/);
  });
});

describe('what a request signs', () => {
  const body = { username: 'entidad', monto: new LosslessNumber('1.0') };
  const canonical = '{"username": "entidad", "monto": 1.0}';

  it.each([
    ['GET signs the URL', { method: 'GET', url: URL, body }, URL],
    ['lowercase get too', { method: 'get', url: URL }, URL],
    ['DELETE signs the URL', { method: 'DELETE', url: URL, body }, URL],
    ['POST signs the canonical body', { method: 'POST', url: URL, body }, canonical],
    ['PUT signs the canonical body', { method: 'PUT', url: URL, body }, canonical],
    ['PATCH signs the canonical body', { method: 'patch', url: URL, body }, canonical],
    [
      'compact body text is re-serialised',
      { method: 'POST', url: URL, body: '{"username":"entidad","monto":1.0}' },
      canonical,
    ],
    [
      'pretty body text is re-serialised',
      { method: 'POST', url: URL, body: '{\n  "username": "entidad",\n  "monto": 1.0\n}' },
      canonical,
    ],
    ['no body signs {} like Python clients', { method: 'POST', url: URL }, '{}'],
    ['null body signs {}', { method: 'POST', url: URL, body: null }, '{}'],
    ['blank body text signs {}', { method: 'POST', url: URL, body: ' \n' }, '{}'],
    ['an array body', { method: 'POST', url: URL, body: { pqrs: ['1', '2'] } }, '{"pqrs": ["1", "2"]}'],
  ])('%s', (_name, request, payload) => {
    expect(signingPayloadFor(request)).toBe(payload);
    expect(signatureFor(request, SECRET)).toBe(hmacSha256Hex(SECRET, payload));
  });

  it('gives an object body and its sent text the same signature', () => {
    const value = { texto_queja: 'Cobro "indebido"\n¿Por qué?', monto: 1250000.5, anexo: true };
    const fromValue = signatureFor({ method: 'POST', url: URL, body: value }, SECRET);
    const fromText = signatureFor({ method: 'POST', url: URL, body: JSON.stringify(value) }, SECRET);
    expect(fromText).toBe(fromValue);
  });

  it('rejects body text that is not JSON', () => {
    expect(() => signatureFor({ method: 'POST', url: URL, body: '{"a":1,}' }, SECRET)).toThrow(
      JsonParseError,
    );
  });

  it('rejects a body with no JSON form', () => {
    expect(() => signatureFor({ method: 'POST', url: URL, body: { monto: NaN } }, SECRET)).toThrow(
      SignatureError,
    );
  });

  it('depends on the secret', () => {
    expect(signatureFor({ method: 'GET', url: URL }, 'a')).not.toBe(
      signatureFor({ method: 'GET', url: URL }, 'b'),
    );
  });
});

describe('storageSignaturePayloads', () => {
  it('gives the canonical fields in both key orders', () => {
    expect(storageSignaturePayloads({ codigo_queja: '1390000000001', type: 'pdf' })).toEqual([
      '{"codigo_queja": "1390000000001", "type": "pdf"}',
      '{"type": "pdf", "codigo_queja": "1390000000001"}',
    ]);
  });

  it('signs a missing field as null, like Python data.get()', () => {
    expect(storageSignaturePayloads({ codigo_queja: '139', type: undefined })).toEqual([
      '{"codigo_queja": "139", "type": null}',
      '{"type": null, "codigo_queja": "139"}',
    ]);
  });

  it('keeps a numeric code numeric', () => {
    expect(storageSignaturePayloads({ codigo_queja: 139, type: 'RESP_FINAL_SFC' })[0]).toBe(
      canonicalJson({ codigo_queja: 139, type: 'RESP_FINAL_SFC' }),
    );
  });
});

describe('urlSignatureCandidates', () => {
  it.each([
    ['nothing encoded', 'https://h/api/queja/?page=2', ['https://h/api/queja/?page=2']],
    [
      'UTF-8 escapes',
      'https://h/api/x/?n=Jos%C3%A9%20P',
      ['https://h/api/x/?n=Jos%C3%A9%20P', 'https://h/api/x/?n=José P'],
    ],
    ['plus stays plus', 'https://h/?q=a+b%2B', ['https://h/?q=a+b%2B', 'https://h/?q=a+b+']],
    ['encoded slash and percent', 'https://h/?c=A%2FB%25C', ['https://h/?c=A%2FB%25C', 'https://h/?c=A/B%C']],
    ['stray percent signs stay', 'https://h/?p=100%&z=%zz', ['https://h/?p=100%&z=%zz']],
    [
      'invalid UTF-8 becomes U+FFFD',
      'https://h/?q=%FF%E2%82x',
      ['https://h/?q=%FF%E2%82x', 'https://h/?q=\uFFFD\uFFFDx'],
    ],
    [
      'overlong and surrogate encodings',
      'https://h/?q=%C0%AF%ED%A0%80',
      ['https://h/?q=%C0%AF%ED%A0%80', 'https://h/?q=\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD'],
    ],
    ['four-byte sequence', 'https://h/?e=%F0%9F%98%80', ['https://h/?e=%F0%9F%98%80', 'https://h/?e=😀']],
  ])('%s', (_name, url, expected) => {
    expect(urlSignatureCandidates(url)).toEqual(expected);
  });
});

describe('signaturesEqual', () => {
  const signature = hmacSha256Hex(SECRET, URL);
  const flipLast = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
  const flipFirst = (signature.startsWith('0') ? '1' : '0') + signature.slice(1);

  it.each([
    ['identical', signature, signature, true],
    ['both empty', '', '', true],
    ['last character differs', signature, flipLast, false],
    ['first character differs', signature, flipFirst, false],
    ['lowercase hex of the same bytes', signature, signature.toLowerCase(), false],
    ['shorter prefix', signature, signature.slice(0, 63), false],
    ['longer', signature, `${signature}0`, false],
    ['empty against a signature', '', signature, false],
    ['a signature against empty', signature, '', false],
  ])('%s → %s', (_name, a, b, expected) => {
    expect(signaturesEqual(a, b)).toBe(expected);
    expect(signaturesEqual(b, a)).toBe(expected);
  });

  it.each([
    ['undefined', undefined],
    ['an array of headers', [signature]],
    ['a number', 42],
  ])('returns false for %s instead of throwing', (_name, value) => {
    expect(signaturesEqual(value as unknown as string, signature)).toBe(false);
    expect(signaturesEqual(signature, value as unknown as string)).toBe(false);
  });
});

describe('signatureForValue (what the API client signs)', () => {
  it.each([
    ['GET', URL, undefined],
    ['DELETE', URL, { ignored: true }],
    ['POST', URL, { b: 1, a: [1.5, 'ñ'], c: null }],
    ['PATCH', URL, undefined],
    ['PUT', URL, null],
  ])('%s signs like signatureFor for a value body', (method, url, body) => {
    expect(signatureForValue({ method, url, body }, SECRET)).toBe(
      signatureFor({ method, url, body }, SECRET),
    );
  });

  it('signs a text body as the JSON string it is sent as, never parsing it', () => {
    const body = '{"a": 1}';
    expect(signatureForValue({ method: 'POST', url: URL, body }, SECRET)).toBe(
      hmacSha256Hex(SECRET, canonicalJson(body)),
    );
    expect(signatureForValue({ method: 'POST', url: URL, body: 'no es JSON' }, SECRET)).toBe(
      hmacSha256Hex(SECRET, '"no es JSON"'),
    );
  });
});
