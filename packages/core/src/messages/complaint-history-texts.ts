import { LIMITS } from './constants.js';

/**
 * What each row of a complaint's history says happened (the detail's "Historial"), in the
 * portal's register (tú). One sentence per version, from its action, who did it and what changed,
 * so a row never reads "Recibida → Recibida".
 */

/** One version of the history as `GET /complaint_detail/{id}/` gives it. */
export interface ComplaintHistoryFacts {
  action: string;
  /** `consumer`, `entity`, `staff` or `system`. */
  actor?: string;
  estado_from_name: string | null;
  estado_to_name: string;
  /** `{field: {old, new}}` with entity-api field names (`anexos` lists file names). */
  changes?: Record<string, { old: unknown; new: unknown }> | null;
}

/** Labels of the fields an entity (or staff) may change, as the history names them. */
export const COMPLAINT_FIELD_LABELS: Readonly<Record<string, string>> = {
  fecha_cierre: 'fecha de cierre',
  departamento_cod: 'departamento',
  municipio_cod: 'municipio',
  nombres: 'nombre del consumidor',
  tipo_id_CF: 'tipo de identificación',
  numero_id_CF: 'número de identificación',
  tipo_persona: 'tipo de persona',
  sexo: 'sexo',
  lgbtiq: 'LGBTIQ+',
  condicion_especial: 'condición especial',
  telefono: 'teléfono',
  correo: 'correo electrónico',
  direccion: 'dirección',
  es_apoderado: 'apoderado',
  apoderado_nombre: 'nombre del apoderado',
  canal_cod: 'canal',
  producto_cod: 'producto',
  producto_nombre: 'producto',
  macro_motivo_cod: 'motivo',
  texto_queja: 'descripción',
  insta_recepcion: 'instancia de recepción',
  punto_recepcion: 'punto de recepción',
  admision: 'admisión',
  tutela: 'tutela',
  ente_control: 'ente de control',
  queja_expres: 'queja exprés',
  prorroga_queja: 'prórroga',
  producto_digital: 'producto digital',
  a_favor_de: 'a favor de',
  aceptacion_queja: 'aceptación',
  rectificacion_queja: 'rectificación',
  documentacion_rta_final: 'documentación de la respuesta final',
  marcacion: 'marcación',
  tipo_fraude: 'tipo de fraude',
  modalidad_fraude: 'modalidad de fraude',
  monto_reclamado: 'monto reclamado',
  monto_reconocido: 'monto reconocido',
};

export const COMPLAINT_HISTORY_TEXTS = {
  historyDate: 'Fecha (hora de Colombia)',
  historyWhat: 'Qué pasó',
  historyState: 'Estado',
  /** The state column when the state changed: "Recibida → Abierta / en trámite". */
  stateChange: (from: string, to: string) => `${from} → ${to}`,
  /** Said to screen readers instead of the arrow. */
  stateChangeSpoken: (from: string, to: string) => `de ${from} a ${to}`,
  /** The state column when it stayed the same. */
  stateSame: (state: string) => `Sigue en ${state}`,
  replicaReason: 'Argumentos de tu réplica',
  escalationReason: 'Motivo del escalamiento',
  desistReason: 'Motivo del desistimiento',
} as const;

const ACTOR: Readonly<Record<string, string>> = {
  consumer: 'Tú',
  entity: 'La entidad',
  staff: 'La SFC',
  system: 'El portal',
};

/** Fields a row does not list: bookkeeping, or said by the sentence itself. */
const NOT_LISTED = new Set([
  'estado_cod',
  'fecha_actualizacion',
  'anexo_queja',
  'anexos',
  'entity_first_seen_at',
  'entity_ack_at',
  'owner_user_id',
  'calificacion',
  'replica',
  'escalamiento_DCF',
  'desistimiento_queja',
  'argumento_replica',
  'argumento_escalamiento',
  'argumento_desistimiento',
]);

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

function added(change: { old: unknown; new: unknown } | undefined): string[] {
  const before = Array.isArray(change?.old) ? change.old.map(String) : [];
  const after = Array.isArray(change?.new) ? change.new.map(String) : [];
  const remaining = [...before];
  return after.filter((name) => {
    const i = remaining.indexOf(name);
    if (i === -1) return true;
    remaining.splice(i, 1);
    return false;
  });
}

/** The labels of the fields a version changed, each once, in the order given. */
export function changedFieldLabels(changes: ComplaintHistoryFacts['changes']): string[] {
  const labels: string[] = [];
  for (const field of Object.keys(changes ?? {})) {
    if (NOT_LISTED.has(field)) continue;
    const label = COMPLAINT_FIELD_LABELS[field];
    if (label && !labels.includes(label)) labels.push(label);
  }
  return labels;
}

/** The sentence of one history row: what happened and who did it. */
export function describeComplaintVersion(entry: ComplaintHistoryFacts): string {
  const changes = entry.changes ?? {};
  const mine = entry.actor === 'consumer';
  switch (entry.action) {
    case 'create':
      return mine ? 'Radicaste la queja en el portal.' : 'Se radicó la queja en el portal.';
    case 'entity_register':
      return 'La entidad registró la queja.';
    case 'acknowledge':
      return 'La entidad confirmó que recibió la queja.';
    case 'acknowledge_auto':
      return 'La queja se dio por recibida: la entidad la consultó y no confirmó su recepción en 48 horas.';
    case 'attach': {
      const files = added(changes.anexos);
      const who = mine ? 'Agregaste' : `${ACTOR[entry.actor ?? ''] ?? 'Se'} agregó`;
      const what = files.length === 1 ? 'un anexo' : `${files.length || ''} anexos`.trim();
      return files.length > 0 ? `${who} ${what}: ${list(files)}.` : `${who} anexos.`;
    }
    case 'rate': {
      const rating = changes.calificacion?.new;
      return typeof rating === 'number'
        ? `Calificaste la atención: ${rating} de ${LIMITS.ratingMax}.`
        : 'Calificaste la atención.';
    }
    case 'close':
      return 'La entidad cerró la queja con su respuesta final.';
    case 'desist':
      return 'Desististe de la queja.';
    case 'replica':
      return 'Presentaste una réplica a la respuesta de la entidad: la queja se reabrió.';
    case 'escalate':
      return 'Escalaste la queja al defensor del consumidor financiero.';
    case 'staff_suspend': {
      const reason = changes.suspension?.new;
      return typeof reason === 'string' && reason !== ''
        ? `Se suspendió el plazo de respuesta: ${reason}`
        : 'Se suspendió el plazo de respuesta.';
    }
    case 'staff_resume':
      return 'Se reanudó el plazo de respuesta.';
    // The case workspace (packages/server/docs/case-work-api.md).
    case 'staff_consumer_request': {
      const text = changes.consumer_request?.new;
      return typeof text === 'string' && text !== ''
        ? `La Superintendencia pidió información al consumidor: ${text}`
        : 'La Superintendencia pidió información al consumidor.';
    }
    case 'consumer_request_answer':
      return mine
        ? 'Respondiste la solicitud de información de la Superintendencia.'
        : 'El consumidor respondió la solicitud de información de la Superintendencia.';
    case 'staff_entity_request':
      return 'La Superintendencia hizo un requerimiento a la entidad.';
    case 'entity_request_answer':
      return 'La entidad respondió el requerimiento de la Superintendencia.';
    case 'staff_transfer':
      return 'La Superintendencia trasladó la queja a la entidad que corresponde.';
    case 'staff_close':
      return 'La Superintendencia cerró la queja.';
    case 'staff_close_duplicate': {
      const original = changes.duplicate_of?.new;
      return typeof original === 'string'
        ? `La Superintendencia cerró la queja como duplicada de la queja ${original}.`
        : 'La Superintendencia cerró la queja como duplicada.';
    }
    case 'staff_undo_duplicate':
      return 'La Superintendencia reabrió la queja: no estaba duplicada.';
    case 'staff_out_of_competence':
      return 'La Superintendencia cerró la queja: el asunto no es de su competencia.';
    default: {
      const who = ACTOR[entry.actor ?? ''] ?? 'Se';
      const fields = changedFieldLabels(changes);
      const verb = who === 'Tú' ? 'Actualizaste' : `${who} actualizó`;
      return fields.length > 0 ? `${verb} ${list(fields)}.` : `${verb} la queja.`;
    }
  }
}

/** The state column of a row: the change, or the state it stayed in. */
export function historyStateText(entry: Pick<ComplaintHistoryFacts, 'estado_from_name' | 'estado_to_name'>): {
  shown: string;
  spoken: string;
} {
  const T = COMPLAINT_HISTORY_TEXTS;
  if (entry.estado_from_name && entry.estado_from_name !== entry.estado_to_name) {
    return {
      shown: T.stateChange(entry.estado_from_name, entry.estado_to_name),
      spoken: T.stateChangeSpoken(entry.estado_from_name, entry.estado_to_name),
    };
  }
  const text = entry.estado_from_name ? T.stateSame(entry.estado_to_name) : entry.estado_to_name;
  return { shown: text, spoken: text };
}
