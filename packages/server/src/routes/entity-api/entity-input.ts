import { API_ERROR_TEXTS, LosslessNumber, SERVER_TEXTS } from '../../core.js';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/driver.js';
import { OPEN_CATALOG_LISTS, malformedCodeProblems } from '../../domain/complaints/entity-catalog-codes.js';
import { DuplicateComplaintCodeError, EntityRuleError } from '../../domain/complaints/entity-service.js';
import { ENTITY_API_FIELDS, type ComplaintField } from '../../domain/complaints/fields.js';
import {
  validateComplaintInput,
  type ComplaintInput,
  type FieldProblems,
} from '../../domain/complaints/validation.js';
import { validationError } from '../../http/errors.js';
import { readForm } from '../complaints/form-input.js';
import { jsonObject, stateErrors } from '../complaints/state-errors.js';

/** Fields a complaint an entity registers must carry (the rest default or may stay empty). */
export const ENTITY_CREATE_REQUIRED: readonly ComplaintField[] = [
  'codigo_queja',
  'nombres',
  'tipo_id_CF',
  'numero_id_CF',
  'tipo_persona',
  'departamento_cod',
  'municipio_cod',
  'canal_cod',
  'producto_cod',
  'macro_motivo_cod',
  'texto_queja',
];

const ENTITY_KEYS: ReadonlySet<string> = new Set(ENTITY_API_FIELDS);

/**
 * The body of an entity's complaint write, as sent: the lossless JSON object (number lexemes
 * kept, so `500000.0` and 20-digit identification numbers arrive as written), or the text
 * fields of a multipart form. Anything but an object is the usual 400.
 */
export async function entityBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (request.isMultipart()) {
    const form = await readForm(request, null);
    if (Object.keys(form.problems).length > 0) throw validationError(form.problems);
    return form.fields;
  }
  return jsonObject(request.losslessBody ?? request.body);
}

/**
 * Reads an entity's complaint fields with the tolerance real clients need (booleans as true,
 * "true" or "True"; numbers as strings), checks lengths, `required`, DIVIPOLA and the catalogs.
 * Keys outside entity-api's record are ignored, as the real service ignores them; `producto_cod`
 * is not checked against our list, whose codes are not SmartSupervision's (catalogs README);
 * motives and reception points take any well-formed code (the unknown ones are recorded for
 * staff by the write, `entity-catalog-codes.ts`). An update's required fields may be left out
 * but not sent null or blank.
 */
export async function entityComplaintInput(
  db: Db,
  raw: Record<string, unknown>,
  required: readonly ComplaintField[] = [],
): Promise<ComplaintInput> {
  const input = await validateComplaintInput(db, raw, {
    allowed: ENTITY_API_FIELDS,
    required,
    // An update may leave the record's required fields out, but not blank them.
    notNull: ENTITY_CREATE_REQUIRED,
    ignore: (key) => !ENTITY_KEYS.has(key),
    skipLists: ['product', ...OPEN_CATALOG_LISTS],
  });
  malformedCodeProblems(input.values, input.problems);
  return input;
}

function pythonType(value: unknown): string {
  if (value === null) return 'NoneType';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number' || value instanceof LosslessNumber) return 'int';
  return 'dict';
}

/**
 * A list of codes under `key` (`pqrs`, `numero_id_CF`): required, a list, at most `max` items,
 * each a string or a number (kept as written). Problems go to `problems`.
 */
export function codeList(
  body: Record<string, unknown>,
  key: string,
  max: number,
  problems: FieldProblems,
): string[] {
  const raw = body[key];
  if (raw === undefined) problems[key] = [API_ERROR_TEXTS.fieldRequired];
  else if (raw === null) problems[key] = [SERVER_TEXTS.fieldNotNull];
  else if (!Array.isArray(raw)) problems[key] = [SERVER_TEXTS.fieldNotList(pythonType(raw))];
  else if (raw.length > max) problems[key] = [SERVER_TEXTS.fieldMaxItems(max)];
  else {
    const codes: string[] = [];
    for (const item of raw) {
      if (typeof item === 'string') codes.push(item.trim());
      else if (typeof item === 'number') codes.push(String(item));
      else if (item instanceof LosslessNumber) codes.push(item.lexeme);
      else {
        problems[key] = [SERVER_TEXTS.fieldNotString];
        return [];
      }
    }
    return codes;
  }
  return [];
}

/**
 * Runs an entity write and turns the domain's refusals into the bodies clients parse: rule
 * problems as the 400 field body, a taken `codigo_queja` as DRF's unique message, the state
 * machine's refusal under `non_field_errors`, a vanished complaint as 404 (see `stateErrors`).
 */
export async function entityErrors<T>(operation: () => Promise<T>, key?: string): Promise<T> {
  try {
    return await stateErrors(operation, key);
  } catch (error) {
    if (error instanceof EntityRuleError) throw validationError(error.problems);
    if (error instanceof DuplicateComplaintCodeError) {
      throw validationError({ codigo_queja: [API_ERROR_TEXTS.complaintDuplicate] });
    }
    throw error;
  }
}
