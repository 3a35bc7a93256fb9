import { describe, expect, it } from 'vitest';
import { required } from './required.js';

describe('required', () => {
  it.each<[string, unknown, string | null]>([
    ['empty string', '', 'Este campo es obligatorio'],
    ['whitespace', '  \t\n', 'Este campo es obligatorio'],
    ['null', null, 'Este campo es obligatorio'],
    ['undefined', undefined, 'Este campo es obligatorio'],
    ['empty array (checkbox group)', [], 'Este campo es obligatorio'],
    ['radio group with nothing chosen', undefined, 'Este campo es obligatorio'],
    ['text', 'hola', null],
    ['zero is an answer', 0, null],
    ['false is an answer', false, null],
    ['chosen radio value', 2, null],
    ['non-empty array', ['a'], null],
  ])('%s', (_case, value, expected) => {
    expect(required(value)).toBe(expected);
  });
});
