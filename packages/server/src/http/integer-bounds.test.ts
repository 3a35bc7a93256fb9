import { describe, expect, it } from 'vitest';
import { INT4_MAX, INT4_MIN, withIntegerBounds } from './integer-bounds.js';

describe('withIntegerBounds', () => {
  it('bounds integers at any depth and keeps the bounds a route chose', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        page_size: { type: 'integer', minimum: 1, maximum: 1000 },
        code: { type: ['integer', 'string'] },
        nombre: { type: 'string', maxLength: 80 },
        ids: { type: 'array', items: { type: 'integer', exclusiveMinimum: 0 } },
        either: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
      },
    };
    expect(withIntegerBounds(schema)).toEqual({
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: INT4_MIN, maximum: INT4_MAX },
        page_size: { type: 'integer', minimum: 1, maximum: 1000 },
        code: { type: ['integer', 'string'], minimum: INT4_MIN, maximum: INT4_MAX },
        nombre: { type: 'string', maxLength: 80 },
        ids: { type: 'array', items: { type: 'integer', exclusiveMinimum: 0, maximum: INT4_MAX } },
        either: { anyOf: [{ type: 'integer', minimum: INT4_MIN, maximum: INT4_MAX }, { type: 'null' }] },
      },
    });
  });

  it('leaves the shared schema objects of the routes untouched', () => {
    const shared = { type: 'integer' };
    const schema = { type: 'object', properties: { id: shared } };
    withIntegerBounds(schema);
    expect(shared).toEqual({ type: 'integer' });
    const untouched = { type: 'object', properties: { q: { type: 'string' } } };
    expect(withIntegerBounds(untouched)).toBe(untouched);
  });
});
