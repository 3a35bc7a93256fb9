import { describe, expect, it } from 'vitest';
import fixtures from '../../fixtures/signing-fixtures.json';
import { canonicalJson } from './canonical-json.js';
import { hmacSha256Hex } from './hmac-sha256.js';
import { LosslessNumber } from './lossless-number.js';
import { parseLossless } from './parse-lossless.js';
import { pythonFloatRepr } from './python-float.js';
import { signatureFor, storageSignaturePayloads } from './sign-request.js';
import { signaturesEqual } from './signatures-equal.js';
import { urlSignatureCandidates } from './url-candidates.js';

// Every expected value here was computed by CPython (scripts/gen-signing-fixtures.py).

describe('body fixtures signed by Python clients', () => {
  it('has enough cases to matter', () => {
    expect(fixtures.cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(fixtures.cases)('$name', ({ input_text, canonical, secret, signature }) => {
    expect(canonicalJson(parseLossless(input_text))).toBe(canonical);
    expect(hmacSha256Hex(secret, canonical)).toBe(signature);
    const computed = signatureFor({ method: 'POST', url: 'https://h/api/queja/', body: input_text }, secret);
    expect(signaturesEqual(computed, signature)).toBe(true);
  });
});

describe('multipart storage fields', () => {
  it.each([
    ['storage fields codigo_queja first (compact)', 0],
    ['storage fields type first (compact)', 1],
  ] as const)('%s is one of the two accepted payloads', (name, index) => {
    const fixture = fixtures.cases.find((c) => c.name === name);
    expect(fixture).toBeDefined();
    const payloads = storageSignaturePayloads({ codigo_queja: '1390000000001', type: 'pdf' });
    expect(payloads[index]).toBe(fixture?.canonical);
    expect(hmacSha256Hex(fixture?.secret ?? '', payloads[index])).toBe(fixture?.signature);
  });
});

describe('URL fixtures signed by Python clients', () => {
  it.each(fixtures.url_cases)('$name', ({ method, url, decoded, secret, signature, decoded_signature }) => {
    expect(signatureFor({ method, url }, secret)).toBe(signature);
    const candidates = urlSignatureCandidates(url);
    expect(candidates).toEqual(decoded === url ? [url] : [url, decoded]);
    expect(candidates.map((candidate) => hmacSha256Hex(secret, candidate))).toContain(decoded_signature);
  });
});

describe("Python's repr(float) for a sample of doubles", () => {
  it.each(fixtures.float_reprs)('%s', (repr) => {
    const value = Number(repr);
    expect(pythonFloatRepr(value)).toBe(repr);
    // A JS number cannot say whether it was 100.0 or 100: safe integers print as integers.
    expect(canonicalJson(value)).toBe(Number.isSafeInteger(value) ? String(value) : repr);
    expect(canonicalJson(new LosslessNumber(repr))).toBe(repr);
  });
});
