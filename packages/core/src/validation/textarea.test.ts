import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampTextarea, textareaLimit, textareaState } from './textarea.js';

describe('textareaLimit', () => {
  it.each<[string, string, number | undefined, number]>([
    ['no line breaks, default max', 'hola', undefined, 1000],
    ['one line break', 'a\nb', undefined, 997],
    ['three line breaks', 'a\nb\nc\n', undefined, 991],
    ['CRLF counts once', 'a\r\nb', undefined, 997],
    ['custom max', 'a\nb', 200, 197],
  ])('%s', (_case, value, max, expected) => {
    expect(textareaLimit(value, max)).toBe(expected);
  });
});

describe('textareaState', () => {
  it.each<[string, string, { max?: number; minLength?: number }, object]>([
    [
      'count and remaining',
      'hola',
      {},
      { count: 4, remaining: 996, over: 0, limit: 1000, rows: 6, error: null },
    ],
    [
      'line break lowers the limit',
      'a\nb',
      {},
      { count: 3, remaining: 994, limit: 997, rows: 6, error: null },
    ],
    [
      'shorter than the minimum',
      'corto',
      { minLength: 20 },
      { count: 5, remaining: 995, limit: 1000, rows: 6, error: 'Este campo debe tener mas de 20 caracteres' },
    ],
    ['exactly the minimum', 'x'.repeat(20), { minLength: 20 }, { count: 20, error: null }],
    ['empty is left to required', '', { minLength: 20 }, { count: 0, error: null }],
    [
      'over the limit: 0 left, how much over, and an error',
      'x'.repeat(12),
      { max: 10 },
      {
        count: 12,
        remaining: 0,
        over: 2,
        limit: 10,
        error: 'El texto admite 10 caracteres y tiene 2 caracteres de más; acórtalo para poder enviarlo.',
      },
    ],
    [
      '1,555 pasted characters with three line breaks: 564 over 991',
      `${'a'.repeat(500)}\n${'b'.repeat(500)}\n${'c'.repeat(500)}\n${'d'.repeat(52)}`,
      {},
      {
        count: 1555,
        over: 564,
        limit: 991,
        error: 'El texto admite 991 caracteres y tiene 564 caracteres de más; acórtalo para poder enviarlo.',
      },
    ],
    [
      'exactly the limit fits',
      'x'.repeat(10),
      { max: 10 },
      { count: 10, remaining: 0, over: 0, error: null },
    ],
  ])('%s', (_case, value, options, expected) => {
    expect(textareaState(value, options)).toMatchObject(expected);
  });
});

describe('clampTextarea', () => {
  it.each<[string, string, number, string]>([
    ['short text untouched', 'hola', 1000, 'hola'],
    ['cut at max', 'abcdefghij', 5, 'abcde'],
    ['line break costs 1 + 3', 'ab\ncdef', 7, 'ab\nc'],
    ['break that does not fit is dropped', 'abc\ndef', 6, 'abc'],
    ['CRLF costs 2 + 3', 'a\r\nbcdef', 7, 'a\r\nb'],
    ['exactly the limit stays', 'x'.repeat(996) + '\n', 1000, 'x'.repeat(996) + '\n'],
    ['trailing break one over the limit is dropped', 'x'.repeat(997) + '\n', 1000, 'x'.repeat(997)],
    ['emoji not split', 'ab😀', 3, 'ab'],
  ])('%s', (_case, value, max, expected) => {
    expect(clampTextarea(value, max)).toBe(expected);
  });

  it('returns the longest beginning that fits its own limit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', '\n', '\r', 'é') }),
        fc.nat(60),
        (value, max) => {
          const out = clampTextarea(value, max);
          expect(value.startsWith(out)).toBe(true);
          expect(out.length).toBeLessThanOrEqual(textareaLimit(out, max));
          if (out !== value) {
            const longer = value.slice(0, out.length + 1);
            expect(longer.length).toBeGreaterThan(textareaLimit(longer, max));
          }
        },
      ),
    );
  });
});
