import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';
import { SignatureError } from './errors.js';
import { LosslessNumber } from './lossless-number.js';
import { MAX_NESTING_DEPTH, parseLossless } from './parse-lossless.js';

// Expected texts are what CPython's json.dumps(value, ensure_ascii=False) prints.

describe('string escapes', () => {
  it.each([
    ['quote', '"', '"\\""'],
    ['backslash', '\\', '"\\\\"'],
    ['newline', '\n', '"\\n"'],
    ['carriage return', '\r', '"\\r"'],
    ['tab', '\t', '"\\t"'],
    ['backspace', '\b', '"\\b"'],
    ['form feed', '\f', '"\\f"'],
    ['NUL', '\u0000', '"\\u0000"'],
    ['vertical tab', '\u000b', '"\\u000b"'],
    ['escape', '\u001b', '"\\u001b"'],
    ['unit separator', '\u001f', '"\\u001f"'],
    ['slash (not escaped)', '/', '"/"'],
    ['space', ' ', '" "'],
    ['DEL (raw)', '\u007f', '"\u007f"'],
    ['U+0080 (raw)', '\u0080', '"\u0080"'],
    ['LINE SEPARATOR (raw)', '\u2028', '"\u2028"'],
    ['PARAGRAPH SEPARATOR (raw)', '\u2029', '"\u2029"'],
    ['ñ (raw)', 'ñ', '"ñ"'],
    ['emoji (raw)', '😀', '"😀"'],
    ['lone surrogate (raw, like Python)', '\ud800', '"\ud800"'],
    ['mixed', 'a"b\\c\nd/é\u0001', '"a\\"b\\\\c\\nd/é\\u0001"'],
    ['empty', '', '""'],
  ])('%s', (_name, input, expected) => {
    expect(canonicalJson(input)).toBe(expected);
  });

  it('escapes keys like values', () => {
    expect(canonicalJson({ 'a"\n/': 1 })).toBe('{"a\\"\\n/": 1}');
  });
});

describe('numbers', () => {
  it.each([
    ['integer', 1, '1'],
    ['negative integer', -42, '-42'],
    ['zero', 0, '0'],
    ['negative zero is the integer 0', -0, '0'],
    ['1.0 is the same JS number as 1', 1.0, '1'],
    ['largest safe integer', Number.MAX_SAFE_INTEGER, '9007199254740991'],
    ['2^53 is no longer an exact integer: float repr', 2 ** 53, '9007199254740992.0'],
    ['1e16', 1e16, '1e+16'],
    ['1.5e300', 1.5e300, '1.5e+300'],
    ['0.1', 0.1, '0.1'],
    ['0.1 + 0.2', 0.1 + 0.2, '0.30000000000000004'],
    ['1e-4 stays fixed', 0.0001, '0.0001'],
    ['1e-5 switches to exponent', 1e-5, '1e-05'],
    ['JS fixed, Python exponent', 0.000015, '1.5e-05'],
    ['1e-7', 1e-7, '1e-07'],
    ['negative small', -2.5e-10, '-2.5e-10'],
    ['smallest subnormal', 5e-324, '5e-324'],
    ['largest double', Number.MAX_VALUE, '1.7976931348623157e+308'],
    ['plain decimal', 123456.789, '123456.789'],
  ])('%s', (_name, input, expected) => {
    expect(canonicalJson(input)).toBe(expected);
  });

  it.each([
    ['bigint', 10n, '10'],
    ['bigint above 2^64', 2n ** 64n + 1n, '18446744073709551617'],
    ['negative bigint', -(2n ** 63n), '-9223372036854775808'],
    ['lossless 1.0', new LosslessNumber('1.0'), '1.0'],
    ['lossless 500000.0', new LosslessNumber('500000.0'), '500000.0'],
    ['lossless big integer', new LosslessNumber('12345678901234567890'), '12345678901234567890'],
    ['lossless -0.0', new LosslessNumber('-0.0'), '-0.0'],
  ])('%s keeps every digit', (_name, input, expected) => {
    expect(canonicalJson(input)).toBe(expected);
  });
});

describe('structure', () => {
  it.each([
    ['empty object', {}, '{}'],
    ['empty array', [], '[]'],
    ['null', null, 'null'],
    ['booleans', [true, false], '[true, false]'],
    ['nested', { a: [1, { b: null }], c: 'd' }, '{"a": [1, {"b": null}], "c": "d"}'],
    ['insertion order, not sorted', { z: 1, a: 2, m: 3 }, '{"z": 1, "a": 2, "m": 3}'],
    ['undefined members are left out', { a: undefined, b: 1, c: undefined }, '{"b": 1}'],
    ['undefined array items become null', [undefined, 1], '[null, 1]'],
    ['null-prototype object', Object.assign(Object.create(null) as object, { a: 1 }), '{"a": 1}'],
    ['empty containers inside', { o: {}, l: [], s: '' }, '{"o": {}, "l": [], "s": ""}'],
  ])('%s', (_name, input, expected) => {
    expect(canonicalJson(input)).toBe(expected);
  });

  it('keeps the sent order of array-index-like keys in parsed objects', () => {
    const text = '{"10": 1, "2": 2, "b": 3, "1": 4}';
    const parsed = parseLossless(text) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['1', '2', '10', 'b']); // what the JS engine does
    expect(canonicalJson(parsed)).toBe(text); // what Python does
  });

  it('follows edits to a parsed object like a Python dict would', () => {
    const parsed = parseLossless('{"10": 1, "2": 2, "b": 3}') as Record<string, unknown>;
    delete parsed['2'];
    parsed['a'] = 5;
    parsed['10'] = 6;
    expect(canonicalJson(parsed)).toBe('{"10": 6, "b": 3, "a": 5}');
  });
});

describe('values that have no canonical form', () => {
  const cyclic: Record<string, unknown> = { a: 1 };
  cyclic['self'] = cyclic;
  const cyclicArray: unknown[] = [];
  cyclicArray.push([cyclicArray]);
  let tooDeep: unknown = 0;
  for (let i = 0; i <= MAX_NESTING_DEPTH; i++) tooDeep = [tooDeep];

  it.each([
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['NaN inside', { monto: [NaN] }],
    ['undefined at the top', undefined],
    ['function', { f: () => 1 }],
    ['symbol', [Symbol('x')]],
    ['Date', { fecha: new Date(0) }],
    ['Map', new Map()],
    ['class instance', new (class Queja {})()],
    ['cyclic object', cyclic],
    ['cyclic array', cyclicArray],
    ['nesting deeper than the limit', tooDeep],
  ])('%s throws SignatureError', (_name, input) => {
    expect(() => canonicalJson(input)).toThrow(SignatureError);
  });

  it('accepts nesting right at the limit and a shared (non-cyclic) child', () => {
    let deep: unknown = 0;
    for (let i = 0; i < MAX_NESTING_DEPTH; i++) deep = [deep];
    expect(canonicalJson(deep)).toBe(`${'['.repeat(MAX_NESTING_DEPTH)}0${']'.repeat(MAX_NESTING_DEPTH)}`);
    const shared = { x: 1 };
    expect(canonicalJson([shared, shared])).toBe('[{"x": 1}, {"x": 1}]');
  });
});
