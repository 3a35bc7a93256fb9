import { describe, expect, it } from 'vitest';
import { isPasswordStrong, passwordHints } from './password.js';

const texts = {
  minLength: 'Mínimo 8 caracteres',
  uppercase: 'Al menos una letra mayúscula',
  digit: 'Al menos un número',
  special: 'Al menos un carácter especial',
};

describe('passwordHints', () => {
  it('lists the four rules in order with their Spanish texts', () => {
    expect(passwordHints('').map((h) => [h.key, h.text, h.met])).toEqual([
      ['minLength', texts.minLength, false],
      ['uppercase', texts.uppercase, false],
      ['digit', texts.digit, false],
      ['special', texts.special, false],
    ]);
  });

  it.each<[string, { minLength: boolean; uppercase: boolean; digit: boolean; special: boolean }, boolean]>([
    ['Abcdef1!', { minLength: true, uppercase: true, digit: true, special: true }, true],
    ['Abcde1!', { minLength: false, uppercase: true, digit: true, special: true }, false],
    ['abcdef1!', { minLength: true, uppercase: false, digit: true, special: true }, false],
    ['Abcdefg!', { minLength: true, uppercase: true, digit: false, special: true }, false],
    ['Abcdefg1', { minLength: true, uppercase: true, digit: true, special: false }, false],
    ['Ñandú123#', { minLength: true, uppercase: true, digit: true, special: true }, true],
    ['ñandúes 12', { minLength: true, uppercase: false, digit: true, special: false }, false],
  ])('%j', (password, met, strong) => {
    const byKey = Object.fromEntries(passwordHints(password).map((h) => [h.key, h.met]));
    expect(byKey).toEqual(met);
    expect(isPasswordStrong(password)).toBe(strong);
  });
});
