import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';
import { JsonParseError } from './errors.js';
import { LosslessNumber } from './lossless-number.js';
import { MAX_NESTING_DEPTH, parseLossless } from './parse-lossless.js';

function parseError(text: string): JsonParseError {
  try {
    parseLossless(text);
  } catch (error) {
    if (error instanceof JsonParseError) return error;
    throw error;
  }
  throw new Error(`parsed without error: ${text}`);
}

describe('numbers keep their lexeme', () => {
  it.each(['1.0', '500000.0', '12345678901234567890', '-0.0', '-0', '1e-05', '1E+16', '2.50e3', '0', '-123'])(
    '%s',
    (lexeme) => {
      const value = parseLossless(`[${lexeme}]`) as unknown[];
      expect(value[0]).toBeInstanceOf(LosslessNumber);
      expect((value[0] as LosslessNumber).lexeme).toBe(lexeme);
    },
  );

  it('converts to a JS number on request', () => {
    const n = parseLossless('1.50') as LosslessNumber;
    expect(n.toNumber()).toBe(1.5);
    expect(+n).toBe(1.5);
    expect(`${n}`).toBe('1.50');
    expect(JSON.stringify(parseLossless('{"monto": 1.0}'))).toBe('{"monto":1}');
  });

  it.each(['', '01', '1.', '+1', 'NaN', '1 ', '0x10', '-'])('LosslessNumber rejects %j', (lexeme) => {
    expect(() => new LosslessNumber(lexeme)).toThrow(JsonParseError);
  });
});

describe('objects', () => {
  it('keeps keys in the order sent', () => {
    const value = parseLossless('{"z": 1, "a": 2, "m": 3}');
    expect(Object.keys(value as object)).toEqual(['z', 'a', 'm']);
  });

  it('resolves duplicate keys like Python: last value, first position', () => {
    const value = parseLossless('{"a": 1, "b": 2, "a": 3}') as Record<string, LosslessNumber>;
    expect(Object.keys(value)).toEqual(['a', 'b']);
    expect(value['a']?.lexeme).toBe('3');
    expect(canonicalJson(value)).toBe('{"a": 3, "b": 2}');
  });

  it('treats "__proto__" as an ordinary key', () => {
    const value = parseLossless('{"__proto__": {"admin": true}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect((value as { admin?: unknown }).admin).toBeUndefined();
    expect(canonicalJson(value)).toBe('{"__proto__": {"admin": true}}');
  });
});

describe('strings', () => {
  it.each([
    ['short escapes', '"\\"\\\\\\/\\b\\f\\n\\r\\t"', '"\\/\b\f\n\r\t'],
    ['unicode escapes, either case', '"\\u00f1\\u00D1"', 'ñÑ'],
    ['surrogate pair escapes join', '"\\ud83d\\ude00"', '😀'],
    ['lone high surrogate (Python accepts it)', '"\\ud800"', '\ud800'],
    ['lone low surrogate', '"a\\udc00b"', 'a\udc00b'],
    ['raw non-ASCII', '"año 🇨🇴 中文"', 'año 🇨🇴 中文'],
    ['raw DEL and U+2028', '"\u007f\u2028"', '\u007f\u2028'],
  ])('%s', (_name, text, expected) => {
    expect(parseLossless(text)).toBe(expected);
  });
});

describe('accepted layout', () => {
  it('allows the four JSON whitespace characters anywhere between tokens', () => {
    const value = parseLossless(' \t\r\n{ "a" :\r\n [ 1 ,\t2 ] , "b" : { } } \n');
    expect(canonicalJson(value)).toBe('{"a": [1, 2], "b": {}}');
  });

  it.each(['true', 'false', 'null', '"x"', '0', '[]', '{}'])(
    'accepts the scalar or empty value %s',
    (text) => {
      expect(canonicalJson(parseLossless(text))).toBe(text);
    },
  );
});

describe('malformed input', () => {
  it.each([
    ['empty input', '', 0],
    ['only whitespace', '   ', 3],
    ['trailing comma in array', '[1,]', 3],
    ['trailing comma in object', '{"a":1,}', 7],
    ['unquoted key', '{a:1}', 1],
    ['single-quoted key', "{'a':1}", 1],
    ['single-quoted string', "['a']", 1],
    ['leading zero', '01', 1],
    ['negative leading zero', '[-01]', 3],
    ['dot without fraction', '1.', 2],
    ['fraction without integer', '.5', 0],
    ['plus sign', '+1', 0],
    ['exponent without digits', '1e', 2],
    ['exponent sign without digits', '1e+', 3],
    ['lone minus', '-', 1],
    ['NaN', 'NaN', 0],
    ['Infinity', 'Infinity', 0],
    ['-Infinity', '-Infinity', 1],
    ['hex number', '0x1F', 1],
    ['unterminated string', '"abc', 0],
    ['raw newline in string', '"a\nb"', 2],
    ['raw control character in string', '"a\u0001"', 2],
    ['invalid escape', '"\\x41"', 1],
    ['single-quote escape', '"\\\'"', 1],
    ['short unicode escape', '"\\u12"', 1],
    ['non-hex unicode escape', '"\\u12G4"', 1],
    ['missing comma', '[1 2]', 3],
    ['missing colon', '{"a" 1}', 5],
    ['unclosed array', '[1', 2],
    ['unclosed object', '{"a":1', 6],
    ['extra data', '[1]]', 3],
    ['two values', '1 2', 2],
    ['byte-order mark', '\ufeff{}', 0],
    ['comment', '// c\n{}', 0],
    ['truncated literal', 'tru', 0],
    ['capitalised literal', 'True', 0],
    ['Python None', 'None', 0],
  ])('%s', (_name, text, position) => {
    const error = parseError(text);
    expect(error.name).toBe('JsonParseError');
    expect(error.position).toBe(position);
  });

  it('reports line and column like Python', () => {
    const error = parseError('{\n  "a": 1,\n}');
    expect([error.line, error.column, error.position]).toEqual([3, 1, 12]);
    expect(error.message).toContain('line 3 column 1 (char 12)');
  });

  it(`accepts ${MAX_NESTING_DEPTH} levels of nesting and rejects one more`, () => {
    const ok = `${'['.repeat(MAX_NESTING_DEPTH)}${']'.repeat(MAX_NESTING_DEPTH)}`;
    expect(canonicalJson(parseLossless(ok))).toBe(ok);
    expect(parseError(`[${ok}]`).position).toBe(MAX_NESTING_DEPTH);
  });
});

describe('hostile and large bodies', () => {
  it('rejects deep nesting with a parse error, not a stack overflow', () => {
    expect(parseError('['.repeat(300_000)).message).toContain('Nesting deeper');
    expect(parseError('{"a":'.repeat(100_000)).message).toContain('Nesting deeper');
  });

  it('rejects long unterminated strings and numbers cleanly', () => {
    expect(parseError(`"${'a'.repeat(400_000)}`).position).toBe(0);
    expect(parseError(`${'1'.repeat(400_000)}.`).position).toBe(400_001);
  });

  it('round-trips a body of a few hundred KB', () => {
    const records = Array.from({ length: 1500 }, (_, i) => ({
      codigo_queja: `139${String(i).padStart(10, '0')}`,
      texto_queja: `Queja número ${i}: cobro "indebido" en la cuenta\n¿Por qué? ñ 😀 / \\`,
      monto_reclamado: i * 1000 + 0.5,
      anexo_queja: i % 2 === 0,
      marcacion: null,
    }));
    const text = JSON.stringify(records);
    expect(text.length).toBeGreaterThan(200_000);
    expect(canonicalJson(parseLossless(text))).toBe(canonicalJson(records));
  });
});
