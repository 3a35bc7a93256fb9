import { API_ERROR_TEXTS, SERVER_TEXTS } from '../core.js';
import { addFieldMessage } from './field-problems.js';

/** The part of an Ajv error this mapping reads (Fastify passes Ajv's errors through). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  /** Present because the validator runs with `verbose: true`. */
  data?: unknown;
  /** The schema value of the failing keyword (with `verbose: true`). */
  schema?: unknown;
}

/** Python's name for a JSON value's type, as DRF messages show it ("str", "list", "dict"...). */
export function pythonTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  switch (typeof value) {
    case 'string':
      return 'str';
    case 'boolean':
      return 'bool';
    case 'number':
      return Number.isInteger(value) ? 'int' : 'float';
    case 'object':
      return 'dict';
    default:
      return typeof value;
  }
}

function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function typeMessage(expected: string, data: unknown): string {
  if (data === null) return SERVER_TEXTS.fieldNotNull;
  const first = expected.split(',')[0];
  switch (first) {
    case 'string':
      return SERVER_TEXTS.fieldNotString;
    case 'integer':
      return SERVER_TEXTS.fieldNotInteger;
    case 'number':
      return SERVER_TEXTS.fieldNotNumber;
    case 'boolean':
      return SERVER_TEXTS.fieldNotBoolean;
    case 'array':
      return SERVER_TEXTS.fieldNotList(pythonTypeName(data));
    case 'object':
      return SERVER_TEXTS.fieldNotObject(pythonTypeName(data));
    default:
      return SERVER_TEXTS.fieldInvalid;
  }
}

function messageFor(error: SchemaError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return API_ERROR_TEXTS.fieldRequired;
    case 'additionalProperties':
      return SERVER_TEXTS.fieldUnknown;
    case 'type':
      return typeMessage(String(p.type ?? ''), error.data);
    case 'maxLength':
      return SERVER_TEXTS.fieldMaxLength(Number(p.limit));
    case 'minLength':
      return Number(p.limit) === 1 ? SERVER_TEXTS.fieldBlank : SERVER_TEXTS.fieldMinLength(Number(p.limit));
    case 'maxItems':
      return SERVER_TEXTS.fieldMaxItems(Number(p.limit));
    case 'minItems':
      return SERVER_TEXTS.fieldMinItems(Number(p.limit));
    case 'minimum':
      return SERVER_TEXTS.fieldMinimum(Number(p.limit));
    case 'maximum':
      return SERVER_TEXTS.fieldMaximum(Number(p.limit));
    case 'enum':
    case 'const':
      return SERVER_TEXTS.fieldInvalidChoice(String(error.data).slice(0, 100));
    case 'pattern':
      return SERVER_TEXTS.fieldPattern;
    default:
      return SERVER_TEXTS.fieldInvalid;
  }
}

function fieldFor(error: SchemaError): string {
  const path = pointerSegments(error.instancePath);
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    path.push(error.params.missingProperty);
  } else if (
    error.keyword === 'additionalProperties' &&
    typeof error.params.additionalProperty === 'string'
  ) {
    path.push(error.params.additionalProperty);
  }
  return path.length === 0 ? SERVER_TEXTS.nonFieldKey : path.join('.');
}

/**
 * Turns schema validation errors into the field map of the entity-api 400 body, with Spanish
 * messages: missing → "Este campo es obligatorio.", wrong type, too long, unknown field... A body
 * that is not an object gets DRF's "Datos inválidos..." under `non_field_errors`.
 */
export function fieldErrorsFromValidation(
  errors: readonly SchemaError[] | readonly unknown[],
  _context?: string,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const raw of errors as readonly SchemaError[]) {
    const rootTypeError = raw.keyword === 'type' && raw.instancePath === '' && raw.params.type === 'object';
    const field = fieldFor(raw);
    const message = rootTypeError ? SERVER_TEXTS.bodyNotObject(pythonTypeName(raw.data)) : messageFor(raw);
    addFieldMessage(fields, field, message);
  }
  return fields;
}
