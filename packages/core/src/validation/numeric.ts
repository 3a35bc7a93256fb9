import { MESSAGES } from '../messages/messages.js';
import { isEmptyValue } from './required.js';

const DIGITS = /^\d+$/;

/**
 * §5 numeric field: "Este campo es solo numerico" unless the value is made of digits only.
 * An empty value passes: emptiness is the `required` rule's business.
 */
export function numericOnly(value: unknown): string | null {
  if (isEmptyValue(value)) return null;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? null : MESSAGES.numericOnly;
  return typeof value === 'string' && DIGITS.test(value.trim()) ? null : MESSAGES.numericOnly;
}

/** §5 phone inputs: drops every character that is not an ASCII digit as the user types. */
export function digitsOnly(input: string): string {
  return input.replace(/\D+/g, '');
}
