import { COMPLAINT_MESSAGES, LosslessNumber, SERVER_TEXTS, YES_NO } from '../../core.js';
import { parseBogotaLocal } from './dates.js';
import type { FieldSpec } from './fields.js';

/** A client value turned into the field's type, or the message saying why it cannot be. */
export type Coerced = { ok: true; value: unknown } | { ok: false; message: string };

const ok = (value: unknown): Coerced => ({ ok: true, value });
const fail = (message: string): Coerced => ({ ok: false, message });

const TRUE_TEXT = new Set(['true', 'True', 'TRUE', '1']);
const FALSE_TEXT = new Set(['false', 'False', 'FALSE', '0']);
const INTEGER = /^-?\d{1,9}$/;
const DECIMAL = /^-?\d{1,15}(\.\d{1,4})?$/;

/** A number as text: JSON numbers, LosslessNumber lexemes and trimmed strings alike. */
function numberText(raw: unknown): string | null {
  if (raw instanceof LosslessNumber) return raw.lexeme;
  if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : null;
  if (typeof raw === 'string') return raw.trim();
  return null;
}

function coerceInteger(raw: unknown): Coerced {
  const text = numberText(raw);
  // 12.0 is an integer to Python clients; 12.5 is not.
  const normalised = text?.replace(/\.0+$/, '');
  if (normalised === undefined || normalised === null || !INTEGER.test(normalised)) {
    return fail(SERVER_TEXTS.fieldNotInteger);
  }
  return ok(Number(normalised));
}

function coerceYesNo(raw: unknown): Coerced {
  if (raw === true) return ok(YES_NO.yes);
  if (raw === false) return ok(YES_NO.no);
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === 'true' || text === 'True' || text === 'TRUE') return ok(YES_NO.yes);
    if (text === 'false' || text === 'False' || text === 'FALSE') return ok(YES_NO.no);
  }
  const n = coerceInteger(raw);
  if (!n.ok) return n;
  if (n.value !== YES_NO.yes && n.value !== YES_NO.no) {
    return fail(SERVER_TEXTS.fieldInvalidChoice(String(n.value)));
  }
  return n;
}

function coerceBoolean(raw: unknown): Coerced {
  if (typeof raw === 'boolean') return ok(raw);
  const text = numberText(raw) ?? (typeof raw === 'string' ? raw : null);
  if (text !== null && TRUE_TEXT.has(text)) return ok(true);
  if (text !== null && FALSE_TEXT.has(text)) return ok(false);
  return fail(SERVER_TEXTS.fieldNotBoolean);
}

function coerceText(spec: FieldSpec, raw: unknown): Coerced {
  let text: string;
  if (typeof raw === 'string') text = raw.trim();
  else if (typeof raw === 'number' || raw instanceof LosslessNumber) text = numberText(raw) as string;
  else return fail(SERVER_TEXTS.fieldNotString);
  if (spec.maxLength !== undefined && [...text].length > spec.maxLength) {
    return fail(SERVER_TEXTS.fieldMaxLength(spec.maxLength));
  }
  return ok(text);
}

function coerceDecimal(raw: unknown): Coerced {
  const text = numberText(raw);
  if (text === null || !DECIMAL.test(text)) return fail(SERVER_TEXTS.fieldNotNumber);
  return ok(text);
}

function coerceDateTime(raw: unknown): Coerced {
  if (typeof raw !== 'string') return fail(COMPLAINT_MESSAGES.dateTimeFormat);
  const date = parseBogotaLocal(raw);
  return date ? ok(date) : fail(COMPLAINT_MESSAGES.dateTimeFormat);
}

/**
 * Turns what a client sent for `spec` into the stored type, with the tolerance real clients need:
 * booleans as true, "true" or "True"; numbers as strings; yes/no fields as 1/2 or booleans.
 * `null` stays null (whether the field may be null is the validator's business); a blank string
 * is null for every kind but text, which keeps it so the validator can say it is blank.
 */
export function coerceFieldValue(spec: FieldSpec, raw: unknown): Coerced {
  if (raw === null || raw === undefined) return ok(null);
  if (typeof raw === 'string' && raw.trim() === '' && spec.kind !== 'text') return ok(null);
  if (typeof raw === 'object' && !(raw instanceof LosslessNumber)) {
    return fail(spec.kind === 'text' ? SERVER_TEXTS.fieldNotString : SERVER_TEXTS.fieldInvalid);
  }
  switch (spec.kind) {
    case 'code':
    case 'int':
      return coerceInteger(raw);
    case 'yesno':
      return coerceYesNo(raw);
    case 'bool':
      return coerceBoolean(raw);
    case 'decimal':
      return coerceDecimal(raw);
    case 'datetime':
      return coerceDateTime(raw);
    default:
      return coerceText(spec, raw);
  }
}
