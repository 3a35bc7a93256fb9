import { MESSAGES } from '../messages/messages.js';

/**
 * Whether a form value counts as "not filled in": null, undefined, a blank or whitespace-only
 * string, or an empty array (checkbox groups, multi-selects).
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * §5 required field (also required radio groups): "Este campo es obligatorio" when empty.
 * `0` and `false` are real answers, so they pass.
 */
export function required(value: unknown): string | null {
  return isEmptyValue(value) ? MESSAGES.required : null;
}
