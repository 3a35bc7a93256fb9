import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';
import { LosslessNumber } from './lossless-number.js';
import { parseLossless } from './parse-lossless.js';
import { pythonFloatRepr } from './python-float.js';
import { signaturesEqual } from './signatures-equal.js';

/** Any UTF-16 string, lone surrogates and control characters included. */
const anyText = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });
const someText = fc.oneof(anyText, fc.string({ unit: 'grapheme' }), fc.string());

/** Any RFC 8259 number lexeme: long integers, leading `-0`, fractions, exponents of either case. */
const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 30 });
const lexeme = fc
  .record({
    minus: fc.boolean(),
    integer: fc.oneof(
      fc.constant('0'),
      fc.tuple(fc.constantFrom(...'123456789'), digits).map(([a, b]) => a + b),
    ),
    fraction: fc.option(digits, { nil: '' }).map((f) => (f ? `.${f}` : '')),
    exponent: fc
      .option(fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), digits), { nil: undefined })
      .map((e) => (e ? e.join('') : '')),
  })
  .map(({ minus, integer, fraction, exponent }) => `${minus ? '-' : ''}${integer}${fraction}${exponent}`);

const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  someText,
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.bigInt({ min: -(2n ** 100n), max: 2n ** 100n }),
  lexeme.map((l) => new LosslessNumber(l)),
);
const { value: jsonValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(someText, tie('value'), { maxKeys: 5 }),
  ),
}));

describe('canonical JSON properties', () => {
  it('parse then serialise is the identity on canonical text', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        const canonical = canonicalJson(value);
        expect(canonicalJson(parseLossless(canonical))).toBe(canonical);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps any key order the text was written in, array-index-like keys included', () => {
    const key = fc.oneof(
      fc.nat({ max: 2 ** 32 }).map(String),
      fc.constantFrom('0', '1', '01', '-1', '1.5'),
      someText,
    );
    const members = fc.uniqueArray(fc.tuple(key, jsonValue), { selector: ([k]) => k, maxLength: 8 });
    fc.assert(
      fc.property(members, (pairs) => {
        const text = `{${pairs.map(([k, v]) => `${canonicalJson(k)}: ${canonicalJson(v)}`).join(', ')}}`;
        expect(canonicalJson(parseLossless(text))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('parses canonical text to the same structure JSON.parse sees', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const canonical = canonicalJson(value);
        const normalised = JSON.parse(JSON.stringify(parseLossless(canonical))) as unknown;
        expect(normalised).toEqual(JSON.parse(canonical));
      }),
      { numRuns: 300 },
    );
  });

  it('prints floats that read back as the same double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(Object.is(Number(pythonFloatRepr(x)), x)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('signaturesEqual properties', () => {
  it('agrees with === on any pair of strings', () => {
    const hexish = fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFabcdef'), maxLength: 66 });
    fc.assert(
      fc.property(fc.oneof(hexish, anyText), fc.oneof(hexish, anyText), (a, b) => {
        expect(signaturesEqual(a, b)).toBe(a === b);
        expect(signaturesEqual(a, a)).toBe(true);
      }),
    );
  });
});
