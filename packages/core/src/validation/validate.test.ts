import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages.js';
import { numericOnly } from './numeric.js';
import { required } from './required.js';
import { composeRules, validate } from './validate.js';

describe('validate', () => {
  it.each([
    ['', MESSAGES.required],
    ['12a', MESSAGES.numericOnly],
    ['123', null],
  ])('%j → %j (first failing rule wins)', (value, expected) => {
    expect(validate(value, [required, numericOnly])).toBe(expected);
  });

  it('skips falsy entries so optional rules can be inlined', () => {
    const isRequired = false;
    expect(validate('', [isRequired && required, numericOnly])).toBeNull();
  });

  it('composeRules builds one rule with the same outcome', () => {
    const rule = composeRules<unknown>(required, numericOnly);
    expect(rule('  ')).toBe(MESSAGES.required);
    expect(rule('4x')).toBe(MESSAGES.numericOnly);
    expect(rule('42')).toBeNull();
  });
});
