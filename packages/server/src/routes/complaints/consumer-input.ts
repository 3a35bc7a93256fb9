import {
  COMPLAINT_MESSAGES,
  COMPLAINT_STATE,
  LIMITS,
  SERVER_TEXTS,
  YES_NO,
  fileExtension,
} from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { AuthUser } from '../../db/repositories/users.js';
import type { ComplaintField } from '../../domain/complaints/fields.js';
import type { ComplaintValues } from '../../domain/complaints/repository.js';
import type { PreparedFile } from '../../domain/complaints/service.js';
import {
  validateComplaintInput,
  type ComplaintInputRules,
  type FieldProblems,
} from '../../domain/complaints/validation.js';
import {
  contentTypeFor,
  displayName,
  uploadProblems,
  type IncomingFile,
} from '../../services/storage/upload-rules.js';
import { addFieldMessage } from '../../http/field-problems.js';

/** The fields a consumer fills in the portal's complaint form. */
export const CONSUMER_FIELDS: readonly ComplaintField[] = [
  'tipo_entidad',
  'entidad_cod',
  'codigo_pais',
  'departamento_cod',
  'municipio_cod',
  'nombres',
  'tipo_id_CF',
  'numero_id_CF',
  'tipo_persona',
  'sexo',
  'lgbtiq',
  'condicion_especial',
  'telefono',
  'correo',
  'direccion',
  'es_apoderado',
  'apoderado_nombre',
  'canal_cod',
  'producto_cod',
  'producto_nombre',
  'macro_motivo_cod',
  'texto_queja',
  'tutela',
  'ente_control',
  'producto_digital',
];

/** Of those, the ones that must be there (the consumer's name and id default to their profile). */
export const CONSUMER_REQUIRED: readonly ComplaintField[] = [
  'tipo_entidad',
  'entidad_cod',
  'departamento_cod',
  'municipio_cod',
  'nombres',
  'tipo_id_CF',
  'numero_id_CF',
  'tipo_persona',
  'canal_cod',
  'producto_cod',
  'macro_motivo_cod',
  'texto_queja',
];

/** `file-complaint-N` (the complaint's documents) and `file-apoderado-N` (power of attorney). */
export const COMPLAINT_FILE_FIELD = /^file-(complaint|apoderado)-\d{1,3}$/;

/** `file-anexos-N` of `POST /api/nuevos_anexos/`. */
export const ANNEX_FILE_FIELD = /^file-anexos-\d{1,3}$/;

/** The per-file and total limits of consumer attachments. */
export const CONSUMER_UPLOAD_LIMITS = {
  maxFileMb: LIMITS.attachmentFileMaxMb,
  totalMb: LIMITS.attachmentsTotalMb,
};

const RULES: ComplaintInputRules = {
  allowed: CONSUMER_FIELDS,
  required: CONSUMER_REQUIRED,
  portalRules: true,
};

interface ProfileRow {
  email: string | null;
  phone: string | null;
  first_name: string;
  second_name: string;
  first_last_name: string;
  second_last_name: string;
  identification_type: string | null;
  identification_number: string | null;
  person_type: string | null;
  gender: string | null;
}

/**
 * The consumer's profile values for the fields they did not send: name (at most 50 characters,
 * entity-api's limit), identification, person type, sex, e-mail and phone.
 */
async function profileDefaults(db: Db, userId: number): Promise<Record<string, string>> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT u.email, u.phone, p.first_name, p.second_name, p.first_last_name, p.second_last_name,
            p.identification_type, p.identification_number, p.person_type, p.gender
       FROM users u LEFT JOIN persons p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  const p = rows[0];
  if (!p) return {};
  const name = [p.first_name, p.second_name, p.first_last_name, p.second_last_name]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');
  const out: Record<string, string> = {};
  if (name) out.nombres = Array.from(name).slice(0, 50).join('').trim();
  if (p.identification_type) out.tipo_id_CF = p.identification_type;
  if (p.identification_number) out.numero_id_CF = p.identification_number;
  if (p.person_type) out.tipo_persona = p.person_type;
  if (p.gender) out.sexo = p.gender;
  if (p.email) out.correo = p.email;
  if (p.phone) out.telefono = p.phone.replace(/^\+57/, '').replace(/\D/g, '');
  return out;
}

function add(problems: FieldProblems, field: string, message: string): void {
  addFieldMessage(problems, field, message);
}

/** Turns checked uploads into files to store, each of the given kind. */
export function prepareFiles(
  files: IncomingFile[],
  kindOf: (field: string) => PreparedFile['kind'],
): PreparedFile[] {
  return files.map((f) => ({
    kind: kindOf(f.field),
    name: displayName(f.filename),
    extension: fileExtension(f.filename),
    contentType: contentTypeFor(f.filename),
    data: f.data,
  }));
}

/** A new complaint from the portal form: values to insert and files to store, or the problems. */
export interface ConsumerComplaint {
  values: ComplaintValues & { tipo_entidad: number; entidad_cod: string };
  files: PreparedFile[];
  problems: FieldProblems;
}

/**
 * Whether the portal offers this product or reason for the entity (by its sector, as
 * `/api/product/company/` and `/api/reason/company/` list them): a bank's complaint cannot be
 * about SOAT.
 */
async function offeredForEntity(
  db: Db,
  list: 'product' | 'reason',
  code: number,
  tipoEntidad: unknown,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM option_item_sectors s
       JOIN entity_types t ON t.company_group = s.company_group
      WHERE s.list = $1 AND s.code = $2 AND t.tipo_entidad = $3`,
    [list, String(code), Number(tipoEntidad)],
  );
  return rows.length > 0;
}

/**
 * Checks the portal's complaint form: the fields (with the consumer's profile filling name,
 * identification and contact data they left out), the references (entity, DIVIPOLA, catalogs),
 * the files, and the power of attorney when `es_apoderado` is yes. Adds what the portal sets
 * itself: received state, SFC reception instance, web reception point, "no" for the flags the
 * consumer's later actions turn on, and the product's name.
 */
export async function readConsumerComplaint(
  db: Db,
  user: Pick<AuthUser, 'id'>,
  fields: Record<string, unknown>,
  files: IncomingFile[],
  readProblems: FieldProblems,
): Promise<ConsumerComplaint> {
  const raw: Record<string, unknown> = { ...fields };
  for (const [name, value] of Object.entries(await profileDefaults(db, user.id))) {
    if (!(name in raw)) raw[name] = value;
  }
  const { values, problems } = await validateComplaintInput(db, raw, RULES);
  for (const [field, messages] of Object.entries(readProblems))
    for (const m of messages) add(problems, field, m);
  for (const [field, messages] of Object.entries(uploadProblems(files, CONSUMER_UPLOAD_LIMITS))) {
    for (const m of messages) add(problems, field, m);
  }
  for (const [field, list] of [
    ['producto_cod', 'product'],
    ['macro_motivo_cod', 'reason'],
  ] as const) {
    const code = values[field];
    if (typeof code !== 'number' || problems[field] || problems.tipo_entidad || problems.entidad_cod)
      continue;
    if (!(await offeredForEntity(db, list, code, values.tipo_entidad)))
      add(problems, field, SERVER_TEXTS.fieldInvalidChoice(String(code)));
  }
  const esApoderado = values.es_apoderado === YES_NO.yes;
  if (esApoderado && !files.some((f) => f.field.startsWith('file-apoderado-'))) {
    add(problems, 'file-apoderado-0', COMPLAINT_MESSAGES.powerOfAttorneyRequired);
  }

  const complete: ComplaintValues = {
    codigo_pais: '170',
    condicion_especial: 98,
    es_apoderado: YES_NO.no,
    tutela: YES_NO.no,
    ...values,
    owner_user_id: user.id,
    estado_cod: COMPLAINT_STATE.received,
    insta_recepcion: 1,
    punto_recepcion: 1,
    admision: 9,
    escalamiento_DCF: YES_NO.no,
    replica: YES_NO.no,
    desistimiento_queja: YES_NO.no,
    queja_expres: YES_NO.no,
  };
  return {
    values: complete as ConsumerComplaint['values'],
    files: prepareFiles(files, (field) => (field.startsWith('file-apoderado-') ? 'apoderado' : 'complaint')),
    problems,
  };
}
