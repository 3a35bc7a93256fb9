import {
  readFailure,
  COMPLAINT_FORM_TEXTS,
  MESSAGES,
  numericOnly,
  required,
  NON_FIELD_ERRORS_KEY,
  textareaState,
  YES_NO,
  type ApiFailure,
} from '@sfc/core';

/** What the consumer fills in the complaint form (select values as text, as forms submit them). */
export interface ComplaintFormValues {
  tipo_entidad: string | null;
  /** Id of the supervised entity in `GET /company/`. */
  company: string | null;
  producto_cod: string | null;
  macro_motivo_cod: string | null;
  canal_cod: string | null;
  departamento_cod: string | null;
  municipio_cod: string | null;
  nombres: string;
  correo: string;
  telefono: string;
  texto_queja: string;
  es_apoderado: number | null;
  apoderado_nombre: string;
  apoderadoFiles: File[];
  complaintFiles: File[];
}

/** An empty form, with the consumer's data prefilled from their profile. */
export function emptyComplaintForm(
  consumer: Partial<Pick<ComplaintFormValues, 'nombres' | 'correo' | 'telefono'>> = {},
): ComplaintFormValues {
  return {
    tipo_entidad: null,
    company: null,
    producto_cod: null,
    macro_motivo_cod: null,
    canal_cod: null,
    departamento_cod: null,
    municipio_cod: null,
    nombres: consumer.nombres ?? '',
    correo: consumer.correo ?? '',
    telefono: consumer.telefono ?? '',
    texto_queja: '',
    es_apoderado: null,
    apoderado_nombre: '',
    apoderadoFiles: [],
    complaintFiles: [],
  };
}

/** A supervised entity as `GET /company/` lists it. */
export interface CompanyItem {
  id: number;
  name: string;
  tipo_entidad: number;
  entidad_cod: string;
}

/** Field key → message, in the order the form shows the fields. */
export type FormProblems = Record<string, string>;

/**
 * §5 checks of the complaint form: every required field (the power-of-attorney name and files
 * only when the consumer acts as attorney) says "Este campo es obligatorio"; the phone is digits
 * only ("Este campo es solo numerico"); the complaint text keeps the textarea rule.
 */
export function complaintFormProblems(values: ComplaintFormValues): FormProblems {
  const checks: Array<[string, string | null]> = [
    ['tipo_entidad', required(values.tipo_entidad)],
    ['company', required(values.company)],
    ['producto_cod', required(values.producto_cod)],
    ['macro_motivo_cod', required(values.macro_motivo_cod)],
    ['canal_cod', required(values.canal_cod)],
    ['departamento_cod', required(values.departamento_cod)],
    ['municipio_cod', required(values.municipio_cod)],
    ['nombres', required(values.nombres)],
    ['telefono', numericOnly(values.telefono)],
    ['texto_queja', required(values.texto_queja) ?? textareaState(values.texto_queja).error],
    ['es_apoderado', required(values.es_apoderado)],
  ];
  if (values.es_apoderado === YES_NO.yes) {
    checks.push(['apoderado_nombre', required(values.apoderado_nombre)]);
    checks.push(['apoderadoFiles', values.apoderadoFiles.length ? null : MESSAGES.required]);
  }
  const problems: FormProblems = {};
  for (const [key, message] of checks) if (message) problems[key] = message;
  return problems;
}

/**
 * The multipart body of `POST /queja/`: entity-api field names, the entity's `tipo_entidad` and
 * `entidad_cod`, `file-complaint-N` and, for an attorney, `file-apoderado-N`.
 */
export function complaintFormData(values: ComplaintFormValues, company: CompanyItem): FormData {
  const body = new FormData();
  const text = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && String(value).trim() !== '')
      body.append(name, String(value).trim());
  };
  text('tipo_entidad', company.tipo_entidad);
  text('entidad_cod', company.entidad_cod);
  text('producto_cod', values.producto_cod);
  text('macro_motivo_cod', values.macro_motivo_cod);
  text('canal_cod', values.canal_cod);
  text('departamento_cod', values.departamento_cod);
  text('municipio_cod', values.municipio_cod);
  text('nombres', values.nombres);
  text('correo', values.correo);
  text('telefono', values.telefono);
  body.append('texto_queja', values.texto_queja);
  text('es_apoderado', values.es_apoderado);
  if (values.es_apoderado === YES_NO.yes) {
    text('apoderado_nombre', values.apoderado_nombre);
    values.apoderadoFiles.forEach((file, i) => body.append(`file-apoderado-${i}`, file, file.name));
  }
  values.complaintFiles.forEach((file, i) => body.append(`file-complaint-${i}`, file, file.name));
  return body;
}

/** Form keys of the server's field names (the entity is chosen as one company). */
const SERVER_FIELD_TO_FORM: Readonly<Record<string, string>> = {
  entidad_cod: 'company',
};

/** Fields the server takes from the consumer's profile when the form does not send them. */
const PROFILE_FIELDS: ReadonlySet<string> = new Set(['tipo_id_CF', 'numero_id_CF', 'tipo_persona']);

/** The form's own field keys (what the error summary can name). */
const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(emptyComplaintForm()));

function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) for (const item of value) if (typeof item === 'string') return item;
  return null;
}

/**
 * Reads a refused call: a 400 carries `message: {field: [texts]}` (whole-body problems under
 * `non_field_errors`); file fields (`file-complaint-2`) map to their drop zone. A field the form
 * does not show becomes a message for the whole form (the identification and person type the
 * server takes from the profile: "complete your profile"). Anything else keeps core's §8 text.
 */
export function readServerProblems(result: ApiFailure): {
  fields: FormProblems;
  form: string | null;
  /** No field can fix it (server, network, refused signature): say "Algo salió mal", not "check the form". */
  general: boolean;
} {
  const fields: FormProblems = {};
  let form: string | null = null;
  const body =
    result.data && typeof result.data === 'object' ? (result.data as Record<string, unknown>) : null;
  const messages =
    body?.message && typeof body.message === 'object' ? (body.message as Record<string, unknown>) : null;
  if (result.reason === 'rejected' && messages) {
    for (const [field, value] of Object.entries(messages)) {
      const text = firstText(value);
      if (!text) continue;
      const key = SERVER_FIELD_TO_FORM[field] ?? field;
      if (field === NON_FIELD_ERRORS_KEY) form ??= text;
      else if (field.startsWith('file-apoderado-')) fields.apoderadoFiles ??= text;
      else if (field.startsWith('file-')) fields.complaintFiles ??= text;
      else if (FORM_FIELDS.has(key)) fields[key] ??= text;
      // A field the form has not got must still be said: the profile's, or the server's own words.
      else if (PROFILE_FIELDS.has(field)) form = COMPLAINT_FORM_TEXTS.profileIncomplete;
      else form ??= text;
    }
  }
  if (!form && Object.keys(fields).length === 0) {
    const detail = firstText(body?.detail);
    form = result.status === 404 && detail ? detail : result.message;
  }
  const general = Object.keys(fields).length === 0 && form !== null && readFailure(result).general;
  return { fields, form, general };
}
