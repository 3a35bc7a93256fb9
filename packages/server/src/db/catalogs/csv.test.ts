import { expect, it } from 'vitest';
import { CsvError, parseCsv } from './csv.js';

it.each([
  [
    'plain rows',
    'a,b\n1,2\n3,4\n',
    [
      { a: '1', b: '2' },
      { a: '3', b: '4' },
    ],
  ],
  ['a quoted comma', 'a,b\n"Bogotá, D.C.",11001\n', [{ a: 'Bogotá, D.C.', b: '11001' }]],
  ['a doubled quote and a newline inside quotes', 'a\n"say ""hi""\nthere"\n', [{ a: 'say "hi"\nthere' }]],
  [
    'CRLF and no final newline',
    'a,b\r\n1,\r\n,2',
    [
      { a: '1', b: '' },
      { a: '', b: '2' },
    ],
  ],
  ['leading zeros stay text', 'code\n05001\n', [{ code: '05001' }]],
])('parses %s', (_label, text, expected) => {
  expect(parseCsv(text)).toEqual(expected);
});

it.each([
  ['an unterminated quote', 'a\n"open\n'],
  ['a short row', 'a,b\n1\n'],
])('rejects %s', (_label, text) => {
  expect(() => parseCsv(text)).toThrow(CsvError);
});
