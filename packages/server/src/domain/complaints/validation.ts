import {
  API_ERROR_TEXTS,
  AUTH_MESSAGES,
  COMPLAINT_MESSAGES,
  MESSAGES,
  SERVER_TEXTS,
  YES_NO,
  validateIdentification,
} from '../../core.js';
import type { Db } from '../../db/driver.js';
import { coerceFieldValue } from './coerce.js';
import { COMPLAINT_FIELDS, FIELD_BY_NAME, type ComplaintField } from './fields.js';
import type { ComplaintValues } from './repository.js';
import { isComplaintState } from './state-machine.js';
import { addFieldMessage, type FieldProblems } from '../../http/field-problems.js';

/** Field name → messages, the `message` of the entity-api 400 body. */
export type { FieldProblems };

/** What a caller may send and must send. */
export interface ComplaintInputRules {
  /** Fields that must be present and not null or blank. */
  required: readonly ComplaintField[];
  /** Fields that may be left out but, when sent, not null or blank (an update's required fields). */
  notNull?: readonly ComplaintField[];
  /** Fields the caller may set; any other key answers "Este campo no está permitido.". */
  allowed: readonly ComplaintField[];
  /** Keys to ignore silently (multipart file fields, a captcha...). */
  ignore?: (key: string) => boolean;
  /**
   * The portal's own format rules: identification per type (portal-spec §5), phone digits only,
   * a valid e-mail, and a power-of-attorney name when `es_apoderado` is yes.
   */
  portalRules?: boolean;
  /** Option lists not to check codes against (the entity API may accept entity product codes). */
  skipLists?: readonly string[];
}

/** Coerced values and the problems found. */
export interface ComplaintInput {
  values: ComplaintValues;
  problems: FieldProblems;
}

function add(problems: FieldProblems, field: string, message: string): void {
  addFieldMessage(problems, field, message);
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Reads a body (JSON object or multipart text fields): unknown keys, coercion (booleans as
 * true/"true"/"True", numbers as strings), lengths and required fields. No database access.
 */
export function parseComplaintFields(
  raw: Record<string, unknown>,
  rules: ComplaintInputRules,
): ComplaintInput {
  const problems: FieldProblems = {};
  const values: ComplaintValues = {};
  const allowed = new Set<string>(rules.allowed);
  for (const [key, value] of Object.entries(raw)) {
    if (rules.ignore?.(key)) continue;
    const spec = FIELD_BY_NAME.get(key);
    if (!spec || !allowed.has(key)) {
      add(problems, key.slice(0, 100), SERVER_TEXTS.fieldUnknown);
      continue;
    }
    const coerced = coerceFieldValue(spec, value);
    if (!coerced.ok) add(problems, key, coerced.message);
    else values[spec.name] = coerced.value;
  }
  const mustHaveValue = new Set([...rules.required, ...(rules.notNull ?? [])]);
  for (const name of mustHaveValue) {
    if (problems[name]) continue;
    const value = values[name];
    if (!(name in raw)) {
      if (rules.required.includes(name)) add(problems, name, API_ERROR_TEXTS.fieldRequired);
    } else if (value === null) {
      const blank = typeof raw[name] === 'string';
      add(problems, name, blank ? SERVER_TEXTS.fieldBlank : SERVER_TEXTS.fieldNotNull);
    } else if (value === '') add(problems, name, SERVER_TEXTS.fieldBlank);
  }
  // An optional text sent blank is stored as null.
  for (const [name, value] of Object.entries(values)) {
    if (value === '') values[name as ComplaintField] = null;
  }
  if (rules.portalRules) portalProblems(values, problems);
  return { values, problems };
}

/** portal-spec §5 rules the portal's forms apply, checked again on the server. */
function portalProblems(values: ComplaintValues, problems: FieldProblems): void {
  const number = values.numero_id_CF;
  if (typeof number === 'string' && !problems.numero_id_CF) {
    const message = validateIdentification(values.tipo_id_CF as number | null, number);
    if (message) add(problems, 'numero_id_CF', message);
  }
  const phone = values.telefono;
  if (typeof phone === 'string' && !/^\d+$/.test(phone)) add(problems, 'telefono', MESSAGES.numericOnly);
  const email = values.correo;
  if (typeof email === 'string' && !EMAIL.test(email)) add(problems, 'correo', AUTH_MESSAGES.emailInvalid);
  if (values.es_apoderado === YES_NO.yes && !values.apoderado_nombre && !problems.apoderado_nombre) {
    add(problems, 'apoderado_nombre', COMPLAINT_MESSAGES.powerOfAttorneyNameRequired);
  }
}

/**
 * Checks the values against the reference data: the entity is an active supervised entity, the
 * country exists, the department exists and the municipality belongs to it (DIVIPOLA), codes
 * belong to their option lists, `estado_cod` is a known state. Adds to `problems`.
 */
export async function checkComplaintReferences(
  db: Db,
  values: ComplaintValues,
  problems: FieldProblems,
  rules: Pick<ComplaintInputRules, 'skipLists'> = {},
): Promise<void> {
  const tipo = values.tipo_entidad;
  const cod = values.entidad_cod;
  if (
    typeof tipo === 'number' &&
    typeof cod === 'string' &&
    !problems.tipo_entidad &&
    !problems.entidad_cod
  ) {
    const { rowCount } = await db.query(
      'SELECT 1 FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2 AND is_active',
      [tipo, cod],
    );
    if (rowCount === 0) add(problems, 'entidad_cod', COMPLAINT_MESSAGES.entityNotSupervised);
  }

  const country = values.codigo_pais;
  if (typeof country === 'string' && !problems.codigo_pais) {
    const { rowCount } = await db.query('SELECT 1 FROM countries WHERE code = $1', [country]);
    if (rowCount === 0) add(problems, 'codigo_pais', SERVER_TEXTS.fieldInvalidChoice(country));
  }

  const department = values.departamento_cod;
  if (typeof department === 'string' && !problems.departamento_cod) {
    const { rowCount } = await db.query('SELECT 1 FROM departments WHERE code = $1', [department]);
    if (rowCount === 0) add(problems, 'departamento_cod', SERVER_TEXTS.fieldInvalidChoice(department));
  }
  const municipality = values.municipio_cod;
  if (typeof municipality === 'string' && !problems.municipio_cod) {
    const { rows } = await db.query<{ department_code: string }>(
      'SELECT department_code FROM municipalities WHERE code = $1',
      [municipality],
    );
    if (!rows[0]) add(problems, 'municipio_cod', SERVER_TEXTS.fieldInvalidChoice(municipality));
    else if (
      typeof department === 'string' &&
      !problems.departamento_cod &&
      rows[0].department_code !== department
    ) {
      add(problems, 'municipio_cod', COMPLAINT_MESSAGES.municipalityNotInDepartment);
    }
  }

  if (values.estado_cod !== undefined && values.estado_cod !== null && !isComplaintState(values.estado_cod)) {
    add(problems, 'estado_cod', SERVER_TEXTS.fieldInvalidChoice(String(values.estado_cod)));
  }

  const skip = new Set(rules.skipLists ?? []);
  const wanted = COMPLAINT_FIELDS.filter(
    (s) =>
      s.list !== undefined && !skip.has(s.list) && typeof values[s.name] === 'number' && !problems[s.name],
  );
  if (wanted.length === 0) return;
  const { rows } = await db.query<{ list: string; code: string }>(
    `SELECT o.list, o.code FROM option_items o
       JOIN unnest($1::text[], $2::text[]) AS w(list, code) ON w.list = o.list AND w.code = o.code
      WHERE o.is_active`,
    [wanted.map((s) => s.list), wanted.map((s) => String(values[s.name]))],
  );
  const found = new Set(rows.map((r) => `${r.list}:${r.code}`));
  for (const spec of wanted) {
    const code = String(values[spec.name]);
    if (!found.has(`${spec.list}:${code}`)) add(problems, spec.name, SERVER_TEXTS.fieldInvalidChoice(code));
  }
}

/** {@link parseComplaintFields} then {@link checkComplaintReferences}. */
export async function validateComplaintInput(
  db: Db,
  raw: Record<string, unknown>,
  rules: ComplaintInputRules,
): Promise<ComplaintInput> {
  const input = parseComplaintFields(raw, rules);
  await checkComplaintReferences(db, input.values, input.problems, rules);
  return input;
}
