import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, neutraliseFormula } from './csv-cell.js';

describe('csvCell: formulas never reach a spreadsheet as formulas', () => {
  it.each<[string, string]>([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    ['+57 300 123 4567', `"'+57 300 123 4567"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('text %j → %s', (text, expected) => {
    expect(csvCell(text)).toBe(expected);
  });

  it.each<[string, string]>([
    ['Bancolombia', 'Bancolombia'],
    ['Tarjeta de crédito', 'Tarjeta de crédito'],
    ['1+1', '1+1'],
    ['a=b', 'a=b'],
    ['Bogotá, D.C.', '"Bogotá, D.C."'],
    ['dice "hola"', '"dice ""hola"""'],
    ['dos\nlíneas', '"dos\nlíneas"'],
    ['', ''],
  ])('harmless text %j → %s', (text, expected) => {
    expect(csvCell(text)).toBe(expected);
  });

  it('keeps numbers as numbers, negative ones too', () => {
    expect(csvCell(-1500)).toBe('-1500');
    expect(csvCell(2_000_000)).toBe('2000000');
    expect(csvCell(0.5)).toBe('0.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('quotes by the separator it is given', () => {
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a,b', ';')).toBe('a,b');
    expect(csvLine(['=1+1', -3, 'x;y'], ';')).toBe(`"'=1+1";-3;"x;y"`);
  });
});

describe('neutraliseFormula', () => {
  it('prefixes a single quote only to what would start a formula', () => {
    expect(neutraliseFormula('=1+1')).toBe("'=1+1");
    expect(neutraliseFormula('-5')).toBe("'-5");
    expect(neutraliseFormula('Banco')).toBe('Banco');
  });
});
