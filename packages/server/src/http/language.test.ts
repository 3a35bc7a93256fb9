import { describe, expect, it } from 'vitest';
import { prefersSpanish } from './language.js';

describe('prefersSpanish (Accept-Language)', () => {
  it.each([
    ['es', true],
    ['es-CO', true],
    ['es-CO,es;q=0.9,en;q=0.8', true],
    ['en;q=0.3, es', true],
    ['fr-FR, es;q=0.7, en;q=0.5', true],
    ['en', false],
    ['en-US,en;q=0.9,es;q=0.5', false],
    ['es;q=0, en;q=0.1', false],
    ['*', false],
    ['', false],
    [undefined, false],
    ['es;q=abc', false],
  ])('%j → %s', (header, expected) => {
    expect(prefersSpanish(header)).toBe(expected);
  });
});
