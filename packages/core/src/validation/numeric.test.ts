import { describe, expect, it } from 'vitest';
import { digitsOnly, numericOnly } from './numeric.js';

describe('numericOnly', () => {
  it.each<[unknown, string | null]>([
    ['12345', null],
    [' 007 ', null],
    [42, null],
    ['', null],
    [null, null],
    ['12a', 'Este campo es solo numerico'],
    ['-5', 'Este campo es solo numerico'],
    ['1.5', 'Este campo es solo numerico'],
    ['1 2', 'Este campo es solo numerico'],
    ['١٢', 'Este campo es solo numerico'],
    [1.5, 'Este campo es solo numerico'],
    [-1, 'Este campo es solo numerico'],
  ])('%j → %j', (value, expected) => {
    expect(numericOnly(value)).toBe(expected);
  });
});

describe('digitsOnly (phone inputs)', () => {
  it.each([
    ['+57 (300) 123-4567', '573001234567'],
    ['3001234567', '3001234567'],
    ['abc', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected);
  });
});
