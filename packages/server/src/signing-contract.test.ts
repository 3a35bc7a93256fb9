import { readFileSync } from 'node:fs';
import {
  canonicalJson,
  hmacSha256Hex,
  parseLossless,
  signatureFor,
  signaturesEqual,
  storageSignaturePayloads,
  urlSignatureCandidates,
} from '@sfc/core';
import { describe, expect, it } from 'vitest';

// The server verifies signatures with the same core signer the portal uses; these fixtures
// were signed by CPython (packages/core/scripts/gen-signing-fixtures.py).
interface Fixtures {
  cases: { name: string; input_text: string; canonical: string; secret: string; signature: string }[];
  url_cases: {
    name: string;
    method: string;
    url: string;
    decoded: string;
    secret: string;
    decoded_signature: string;
  }[];
}
const fixtures = JSON.parse(
  readFileSync(new URL('../../core/fixtures/signing-fixtures.json', import.meta.url), 'utf8'),
) as Fixtures;

describe('the core signer under Node, as the server uses it', () => {
  it.each(fixtures.cases)('verifies the Python signature of "$name" from the raw body bytes', (fixture) => {
    const rawBody = Buffer.from(fixture.input_text, 'utf8');
    const expected = signatureFor(
      { method: 'POST', url: 'http://127.0.0.1/api/queja/', body: rawBody.toString('utf8') },
      fixture.secret,
    );
    expect(signaturesEqual(expected, fixture.signature)).toBe(true);
    expect(canonicalJson(parseLossless(rawBody.toString('utf8')))).toBe(fixture.canonical);
  });

  it.each(fixtures.url_cases)('accepts a GET/DELETE signed over the decoded URL: $name', (fixture) => {
    const accepted = urlSignatureCandidates(fixture.url).some((candidate) =>
      signaturesEqual(hmacSha256Hex(fixture.secret, candidate), fixture.decoded_signature),
    );
    expect(accepted).toBe(true);
  });

  it('accepts a multipart upload signed with either key order', () => {
    for (const name of [
      'storage fields codigo_queja first (compact)',
      'storage fields type first (compact)',
    ]) {
      const fixture = fixtures.cases.find((c) => c.name === name);
      if (!fixture) throw new Error(`missing fixture ${name}`);
      const payloads = storageSignaturePayloads({ codigo_queja: '1390000000001', type: 'pdf' });
      expect(payloads.some((p) => signaturesEqual(hmacSha256Hex(fixture.secret, p), fixture.signature))).toBe(
        true,
      );
    }
  });

  it('rejects a body whose number lost its lexeme (what JSON.parse would do)', () => {
    const fixture = fixtures.cases.find((c) => c.name === 'floats (compact)');
    if (!fixture) throw new Error('missing fixture floats (compact)');
    const lossy = JSON.stringify(JSON.parse(fixture.input_text));
    const signature = signatureFor(
      { method: 'POST', url: 'http://127.0.0.1/api/queja/', body: lossy },
      fixture.secret,
    );
    expect(signaturesEqual(signature, fixture.signature)).toBe(false);
  });
});
