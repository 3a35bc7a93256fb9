/**
 * The complaint record: every field of entity-api's "The complaint record", typed as the server
 * keeps it, and one table saying how each field is stored, coerced and checked. The consumer
 * routes, the entity API and the history all read this table, so a field is described
 * once.
 */

/** How a field's value is received and stored. */
export type FieldKind =
  /** An integer code of an option list (`sexo`, `canal_cod`...); digit strings accepted. */
  | 'code'
  /** A yes/no code, 1 = Sí, 2 = No; also accepts true/"true"/"True" (1) and false (2). */
  | 'yesno'
  /** A boolean; accepts true, "true", "True", 1, "1" and their false counterparts. */
  | 'bool'
  /** An integer without a list (`tipo_entidad`, `marcacion`). */
  | 'int'
  | 'text'
  /** Bogotá local `YYYY-MM-DDTHH:MM:SS`; an instant in the database. */
  | 'datetime'
  /** A decimal amount; numbers or numeric strings, kept with the scale sent. */
  | 'decimal';

/** The complaint as the server holds it (entity-api field names, plus the portal's). */
export interface ComplaintRecord {
  id: number;
  /** The consumer who filed it in the portal; null for complaints an entity registered. */
  owner_user_id: number | null;
  // Identity
  codigo_queja: string;
  tipo_entidad: number;
  entidad_cod: string;
  fecha_creacion: Date;
  fecha_actualizacion: Date | null;
  fecha_cierre: Date | null;
  // Place
  codigo_pais: string;
  departamento_cod: string | null;
  municipio_cod: string | null;
  // Consumer
  nombres: string;
  tipo_id_CF: number | null;
  numero_id_CF: string | null;
  tipo_persona: number | null;
  sexo: number | null;
  lgbtiq: number | null;
  condicion_especial: number | null;
  telefono: string | null;
  correo: string | null;
  direccion: string | null;
  es_apoderado: number | null;
  apoderado_nombre: string | null;
  // Case
  canal_cod: number | null;
  producto_cod: number | null;
  producto_nombre: string | null;
  macro_motivo_cod: number | null;
  texto_queja: string;
  anexo_queja: boolean;
  insta_recepcion: number | null;
  punto_recepcion: number | null;
  admision: number | null;
  tutela: number | null;
  ente_control: number | null;
  escalamiento_DCF: number | null;
  replica: number | null;
  argumento_replica: string | null;
  desistimiento_queja: number | null;
  queja_expres: number | null;
  prorroga_queja: number | null;
  producto_digital: number | null;
  // Outcome
  estado_cod: number;
  a_favor_de: number | null;
  aceptacion_queja: number | null;
  rectificacion_queja: number | null;
  documentacion_rta_final: boolean | null;
  marcacion: number | null;
  // Fraud
  tipo_fraude: number | null;
  modalidad_fraude: number | null;
  /** Decimal text as stored ("500000.0"). */
  monto_reclamado: string | null;
  monto_reconocido: string | null;
  // Portal
  argumento_escalamiento: string | null;
  argumento_desistimiento: string | null;
  /** When the entity first received it through the entity API. */
  entity_first_seen_at: Date | null;
  /** When the entity acknowledged it (or the authority did, 48 hours later). */
  entity_ack_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The fields a version can change (everything but the row's own bookkeeping). */
export type ComplaintField = Exclude<keyof ComplaintRecord, 'id' | 'created_at' | 'updated_at'>;

/** How one field is stored, coerced and checked. */
export interface FieldSpec {
  name: ComplaintField;
  column: string;
  kind: FieldKind;
  /** Longest accepted text (characters). */
  maxLength?: number;
  /** The option_items list a code must belong to. */
  list?: string;
  /** Part of entity-api's record (false: the portal's own fields). */
  entityApi: boolean;
}

const f = (
  name: ComplaintField,
  kind: FieldKind,
  extra: Partial<Omit<FieldSpec, 'name' | 'kind'>> = {},
): FieldSpec => ({ name, kind, column: extra.column ?? name.toLowerCase(), entityApi: true, ...extra });

/** Every field of the record, in entity-api's order. */
export const COMPLAINT_FIELDS: readonly FieldSpec[] = [
  f('codigo_queja', 'text', { maxLength: 50 }),
  f('tipo_entidad', 'int'),
  f('entidad_cod', 'text', { maxLength: 10 }),
  f('fecha_creacion', 'datetime'),
  f('fecha_actualizacion', 'datetime'),
  f('fecha_cierre', 'datetime'),
  f('codigo_pais', 'text', { maxLength: 3 }),
  f('departamento_cod', 'text', { maxLength: 2 }),
  f('municipio_cod', 'text', { maxLength: 5 }),
  f('nombres', 'text', { maxLength: 50 }),
  f('tipo_id_CF', 'code', { list: 'identificationtype' }),
  f('numero_id_CF', 'text', { maxLength: 15 }),
  f('tipo_persona', 'code', { list: 'persontype' }),
  f('sexo', 'code', { list: 'gender' }),
  f('lgbtiq', 'yesno'),
  f('condicion_especial', 'code', { list: 'condition' }),
  f('telefono', 'text', { maxLength: 20 }),
  f('correo', 'text', { maxLength: 254 }),
  f('direccion', 'text', { maxLength: 200 }),
  f('es_apoderado', 'yesno'),
  f('apoderado_nombre', 'text', { maxLength: 100 }),
  f('canal_cod', 'code', { list: 'channel' }),
  f('producto_cod', 'code', { list: 'product' }),
  f('producto_nombre', 'text', { maxLength: 100 }),
  f('macro_motivo_cod', 'code', { list: 'reason' }),
  f('texto_queja', 'text', { maxLength: 1000 }),
  f('anexo_queja', 'bool'),
  f('insta_recepcion', 'code', { list: 'instance' }),
  f('punto_recepcion', 'code', { list: 'receptionpoints' }),
  f('admision', 'code', { list: 'admission' }),
  f('tutela', 'yesno'),
  f('ente_control', 'code', { list: 'controlentity' }),
  f('escalamiento_DCF', 'yesno'),
  f('replica', 'yesno'),
  f('argumento_replica', 'text', { maxLength: 1000 }),
  f('desistimiento_queja', 'yesno'),
  f('queja_expres', 'yesno'),
  f('prorroga_queja', 'yesno'),
  f('producto_digital', 'yesno'),
  f('estado_cod', 'code'),
  f('a_favor_de', 'code', { list: 'favorability' }),
  f('aceptacion_queja', 'code', { list: 'acceptance' }),
  f('rectificacion_queja', 'code', { list: 'rectification' }),
  f('documentacion_rta_final', 'bool'),
  f('marcacion', 'int'),
  f('tipo_fraude', 'code', { list: 'fraud_types' }),
  f('modalidad_fraude', 'code', { list: 'fraud_modes' }),
  f('monto_reclamado', 'decimal'),
  f('monto_reconocido', 'decimal'),
  f('owner_user_id', 'int', { entityApi: false }),
  f('argumento_escalamiento', 'text', { maxLength: 1000, entityApi: false }),
  f('argumento_desistimiento', 'text', { maxLength: 1000, entityApi: false }),
  f('entity_first_seen_at', 'datetime', { entityApi: false }),
  f('entity_ack_at', 'datetime', { entityApi: false }),
];

/** The field spec by entity-api name. */
export const FIELD_BY_NAME: ReadonlyMap<string, FieldSpec> = new Map(
  COMPLAINT_FIELDS.map((s) => [s.name, s]),
);

/** The entity-api field names, in order. */
export const ENTITY_API_FIELDS: readonly ComplaintField[] = COMPLAINT_FIELDS.filter((s) => s.entityApi).map(
  (s) => s.name,
);

/** The SELECT list that reads a complaint row as {@link ComplaintRecord} columns (decimals as text). */
export function complaintSelectList(alias = 'c'): string {
  const columns = COMPLAINT_FIELDS.map((s) =>
    s.kind === 'decimal' ? `${alias}.${s.column}::text AS ${s.column}` : `${alias}.${s.column}`,
  );
  return [`${alias}.id`, ...columns, `${alias}.created_at`, `${alias}.updated_at`].join(', ');
}

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value as string);
}

/** A database row (from {@link complaintSelectList}) as a {@link ComplaintRecord}. */
export function complaintFromRow(row: Record<string, unknown>): ComplaintRecord {
  const record: Record<string, unknown> = {
    id: Number(row.id),
    created_at: toDate(row.created_at),
    updated_at: toDate(row.updated_at),
  };
  for (const spec of COMPLAINT_FIELDS) {
    const value = row[spec.column];
    if (value === null || value === undefined) {
      record[spec.name] = null;
      continue;
    }
    switch (spec.kind) {
      case 'datetime':
        record[spec.name] = toDate(value);
        break;
      case 'code':
      case 'yesno':
      case 'int':
        record[spec.name] = Number(value);
        break;
      case 'bool':
        record[spec.name] = Boolean(value);
        break;
      default:
        record[spec.name] = String(value);
    }
  }
  return record as unknown as ComplaintRecord;
}
