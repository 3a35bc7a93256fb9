import {
  API_ERROR_TEXTS,
  COMPLAINT_STATE,
  ENTITY_API_MESSAGES,
  ENTITY_API_TEXTS,
  DEFENDER_CASE_TEXTS,
  SERVER_TEXTS,
} from '../../core.js';
import type { EntityRef } from '../../db/repositories/users.js';
import { codePrefix } from './codigo-queja.js';
import { addBogotaMonths } from './dates.js';
import type { ComplaintField, ComplaintRecord } from './fields.js';
import type { ComplaintValues, StoredFileRecord } from './repository.js';
import {
  entityVisibleState,
  hasTransition,
  transition,
  type ComplaintAction,
  type ComplaintView,
} from './state-machine.js';
import type { FieldProblems } from './validation.js';
import { addFieldMessage } from '../../http/field-problems.js';

/**
 * What a supervised entity may write to a complaint (entity-api momentos 2 and 3), as pure
 * functions over the complaint, the values sent and the documents already uploaded. State
 * changes are asked of the one state machine (`transition`); this file only says which action
 * an entity's `estado_cod` means and which documents and dates each one needs.
 */

/** Marker in the name of the entity's final-answer document, required to close. */
export const FINAL_ANSWER_MARKER = 'RESP_FINAL_SFC';
/** Marker in the name of the fraud-investigation document, required to report a fraud. */
export const FRAUD_INVESTIGATION_MARKER = 'INV_FRAUDE_SFC';
/** `marcacion` of a complaint closed as a duplicate of another. */
export const DUPLICATE_MARK = 7;
/** The states an entity reads and writes (entity-api knows no others). */
export const ENTITY_STATES: readonly number[] = [
  COMPLAINT_STATE.received,
  COMPLAINT_STATE.open,
  COMPLAINT_STATE.closed,
];
/** Fields an update may repeat but not change (PUT bodies often carry the whole record). */
export const IMMUTABLE_FIELDS: readonly ComplaintField[] = [
  'codigo_queja',
  'tipo_entidad',
  'entidad_cod',
  'fecha_creacion',
];
/**
 * Flags the consumer's own portal actions set (réplica, escalation, desisting). On a complaint
 * filed in the portal they are the portal's record; an entity's update leaves them as they are.
 */
export const CONSUMER_OWNED_FIELDS: readonly ComplaintField[] = [
  'replica',
  'argumento_replica',
  'escalamiento_DCF',
  'desistimiento_queja',
];
/** Clock difference tolerated before a date an entity sends counts as in the future. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** A fraud report must be closed within this many calendar months (Bogotá) of its filing. */
export const FRAUD_CLOSING_MONTHS = 2;

/** Which of the documents the rules ask for an entity has uploaded to the complaint. */
export interface EntityDocuments {
  finalAnswer: boolean;
  fraudInvestigation: boolean;
}

/** The entity's uploads (never the consumer's) whose names carry the markers, case aside. */
export function entityDocuments(files: readonly StoredFileRecord[]): EntityDocuments {
  const names = files.filter((f) => f.kind === 'entity').map((f) => f.original_name.toUpperCase());
  return {
    finalAnswer: names.some((n) => n.includes(FINAL_ANSWER_MARKER)),
    fraudInvestigation: names.some((n) => n.includes(FRAUD_INVESTIGATION_MARKER)),
  };
}

/** The outcome of checking an entity's write: values to store, the state after, or the problems. */
export interface EntityWritePlan {
  values: ComplaintValues;
  problems: FieldProblems;
  /** The `estado_cod` to store afterwards. */
  toState: number;
  /** The version's action: `entity_register`, `entity_update` or `close`. */
  action: string;
  /** The `fecha_actualizacion` the entity sent, kept for its next update's comparison. */
  sentUpdate?: Date;
}

function add(problems: FieldProblems, field: string, message: string): void {
  addFieldMessage(problems, field, message);
}

function viewOf(c: Pick<ComplaintRecord, 'estado_cod' | 'replica' | 'escalamiento_DCF' | 'fecha_cierre'>) {
  const view: ComplaintView = {
    estado_cod: c.estado_cod,
    replica: c.replica,
    escalamiento_DCF: c.escalamiento_DCF,
    fecha_cierre: c.fecha_cierre,
    // Only the consumer's rating guard reads it; the entity's actions have no guard.
    rated: false,
  };
  return view;
}

const sameSecond = (a: Date, b: Date) => Math.floor(a.getTime() / 1000) === Math.floor(b.getTime() / 1000);

function asDate(value: unknown): Date | null {
  return value instanceof Date ? value : null;
}

/**
 * The closing rules (entity-api momento 3): `fecha_cierre` is needed; unless the complaint is
 * closed as a duplicate (`marcacion` 7), `documentacion_rta_final` must be true and a document
 * whose name contains RESP_FINAL_SFC must have been uploaded first.
 */
function closingProblems(
  values: ComplaintValues,
  stored: Pick<ComplaintRecord, 'fecha_cierre' | 'documentacion_rta_final'> | null,
  docs: EntityDocuments,
  duplicate: boolean,
  problems: FieldProblems,
): void {
  const closing = 'fecha_cierre' in values ? values.fecha_cierre : (stored?.fecha_cierre ?? null);
  if (closing === null || closing === undefined) {
    if (duplicate) add(problems, 'marcacion', ENTITY_API_MESSAGES.duplicateNeedsClose);
    else if ('fecha_cierre' in values) add(problems, 'fecha_cierre', SERVER_TEXTS.fieldNotNull);
    else add(problems, 'fecha_cierre', API_ERROR_TEXTS.fieldRequired);
  } else {
    values.fecha_cierre = closing;
  }
  if (duplicate) return;
  const flag =
    'documentacion_rta_final' in values ? values.documentacion_rta_final : stored?.documentacion_rta_final;
  if (flag !== true) add(problems, 'documentacion_rta_final', ENTITY_API_MESSAGES.finalAnswerFlag);
  if (!docs.finalAnswer) add(problems, 'documentacion_rta_final', ENTITY_API_MESSAGES.finalAnswerMissing);
}

/** Dates an entity sends: not in the future, and a closing date after the creation date. */
function dateProblems(values: ComplaintValues, createdAt: Date, now: Date, problems: FieldProblems): void {
  const latest = now.getTime() + CLOCK_SKEW_MS;
  for (const field of ['fecha_creacion', 'fecha_cierre'] as const) {
    const date = asDate(values[field]);
    if (date && date.getTime() > latest) add(problems, field, ENTITY_API_MESSAGES.dateInFuture);
  }
  const closing = asDate(values.fecha_cierre);
  if (closing && closing.getTime() <= createdAt.getTime()) {
    add(problems, 'fecha_cierre', ENTITY_API_MESSAGES.closingDateOrder);
  }
}

/** A fraud report (`tipo_fraude` or `modalidad_fraude` set) needs the INV_FRAUDE_SFC document first. */
function fraudProblems(values: ComplaintValues, docs: EntityDocuments, problems: FieldProblems): void {
  const field = (['tipo_fraude', 'modalidad_fraude'] as const).find(
    (f) => values[f] !== undefined && values[f] !== null,
  );
  if (field && !docs.fraudInvestigation) add(problems, field, ENTITY_API_MESSAGES.fraudDocumentMissing);
}

/** Whether the complaint, after `values`, reports a fraud (`tipo_fraude` or `modalidad_fraude` set). */
function reportsFraud(
  values: ComplaintValues,
  stored: Pick<ComplaintRecord, 'tipo_fraude' | 'modalidad_fraude'> | null,
): boolean {
  return (['tipo_fraude', 'modalidad_fraude'] as const).some((field) => {
    const value = field in values ? values[field] : stored?.[field];
    return value !== null && value !== undefined;
  });
}

/**
 * A fraud report closed more than {@link FRAUD_CLOSING_MONTHS} calendar months (Bogotá) after
 * its `fecha_creacion` is refused ("La denuncia tiene una fecha de cierre de más de dos meses");
 * exactly two months to the second is still in time.
 */
function fraudClosingProblems(values: ComplaintValues, createdAt: Date, problems: FieldProblems): void {
  const closing = asDate(values.fecha_cierre);
  if (closing && closing.getTime() > addBogotaMonths(createdAt, FRAUD_CLOSING_MONTHS).getTime()) {
    add(problems, 'fecha_cierre', ENTITY_API_TEXTS.fraudClosedTooLate);
  }
}

/** The state an entity asks for, or a problem: only 1, 2 and 4, never null. */
function requestedState(values: ComplaintValues, problems: FieldProblems): number | undefined {
  if (!('estado_cod' in values)) return undefined;
  const state = values.estado_cod;
  if (state === null || state === undefined) {
    add(problems, 'estado_cod', SERVER_TEXTS.fieldNotNull);
    return undefined;
  }
  if (!ENTITY_STATES.includes(state as number)) {
    add(problems, 'estado_cod', ENTITY_API_MESSAGES.stateNotAllowed(state as number));
    return undefined;
  }
  return state as number;
}

/**
 * The duplicate rule: `marcacion` 7 closes the complaint (it needs `estado_cod` 4, or none, and
 * `fecha_cierre`); returns whether this write closes as a duplicate.
 */
function duplicateMark(values: ComplaintValues, requested: number | undefined, problems: FieldProblems) {
  if (values.marcacion !== DUPLICATE_MARK) return false;
  if (requested !== undefined && requested !== COMPLAINT_STATE.closed) {
    add(problems, 'marcacion', ENTITY_API_MESSAGES.duplicateNeedsClose);
  }
  return true;
}

/**
 * Checks a complaint an entity registers itself (momento 2): its own `tipo_entidad` and
 * `entidad_cod` (filled in when left out), a `codigo_queja` that starts with the entity's prefix
 * and continues with the entity's own number, a state of 1, 2 or 4 reached through the state
 * machine from Recibida (4 only with the closing rules, which need documents uploaded before, so
 * in practice a complaint is registered open and closed later), dates and the fraud rule.
 */
export function planEntityCreate(
  entity: EntityRef,
  input: ComplaintValues,
  now: Date,
  docs: EntityDocuments = { finalAnswer: false, fraudInvestigation: false },
): EntityWritePlan {
  const problems: FieldProblems = {};
  const values: ComplaintValues = { ...input };
  for (const [field, expected] of [
    ['tipo_entidad', entity.tipo_entidad],
    ['entidad_cod', entity.entidad_cod],
  ] as const) {
    if (values[field] === undefined || values[field] === null) values[field] = expected;
    else if (values[field] !== expected) {
      add(problems, field, ENTITY_API_MESSAGES.foreignEntity(entity.tipo_entidad, entity.entidad_cod));
    }
  }
  const code = values.codigo_queja;
  if (typeof code === 'string' && code !== '') {
    const prefix = codePrefix(entity.tipo_entidad, entity.entidad_cod);
    if (!/^[0-9A-Za-z_-]+$/.test(code)) add(problems, 'codigo_queja', ENTITY_API_MESSAGES.codeCharacters);
    else if (!code.startsWith(prefix) || code.length === prefix.length) {
      add(problems, 'codigo_queja', ENTITY_API_MESSAGES.codePrefix(prefix));
    }
  }
  values.codigo_pais ??= '170';
  values.fecha_creacion ??= now;
  values.owner_user_id = null;

  const requested = requestedState(values, problems);
  const duplicate = duplicateMark(values, requested, problems);
  const target = duplicate ? COMPLAINT_STATE.closed : (requested ?? COMPLAINT_STATE.received);
  const received = viewOf({
    estado_cod: COMPLAINT_STATE.received,
    replica: null,
    escalamiento_DCF: null,
    fecha_cierre: null,
  });
  let toState: number = COMPLAINT_STATE.received;
  if (target === COMPLAINT_STATE.closed) {
    toState = transition(received, 'close', now);
    closingProblems(values, null, docs, duplicate, problems);
  } else if (target === COMPLAINT_STATE.open) {
    toState = transition(received, 'acknowledge', now);
  }
  if (toState !== COMPLAINT_STATE.closed) delete values.fecha_cierre;
  values.estado_cod = toState;
  const createdAt = asDate(values.fecha_creacion) ?? now;
  dateProblems(values, createdAt, now, problems);
  fraudProblems(values, docs, problems);
  if (toState === COMPLAINT_STATE.closed && reportsFraud(values, null)) {
    fraudClosingProblems(values, createdAt, problems);
  }
  const sent = asDate(values.fecha_actualizacion);
  return { values, problems, toState, action: 'entity_register', ...(sent ? { sentUpdate: sent } : {}) };
}

/**
 * Checks an entity's update of `current` (momento 3; the caller has already refused a finished
 * complaint). Identity fields may be repeated but not changed; the consumer's own flags are kept
 * on complaints filed in the portal; `fecha_actualizacion` is the server's. `estado_cod` is read
 * as the entity sees states (`entityVisibleState`): the same visible state changes nothing (a
 * complaint in réplica stays in réplica), 2 from Recibida is the `acknowledge` transition, 4 is
 * `close` with the closing rules, 1 once in progress is refused. `marcacion` 7 closes as a
 * duplicate. A `fecha_cierre` sent without closing is ignored. A `fecha_actualizacion` equal
 * (to the second) to `lastSent`, the one the entity itself sent last, is refused; the server's
 * own stamps (an upload's, another update's) never count. The entity's first update is also its
 * acknowledgement. A fraud report closes within two months of its filing.
 */
export function planEntityUpdate(
  current: ComplaintRecord,
  input: ComplaintValues,
  docs: EntityDocuments,
  now: Date,
  lastSent: Date | null = null,
): EntityWritePlan {
  const problems: FieldProblems = {};
  const values: ComplaintValues = { ...input };
  for (const field of IMMUTABLE_FIELDS) {
    if (!(field in values)) continue;
    const sent = values[field];
    const stored = current[field];
    const same = sent instanceof Date && stored instanceof Date ? sameSecond(sent, stored) : sent === stored;
    if (!same) add(problems, field, ENTITY_API_MESSAGES.fieldImmutable);
    delete values[field];
  }
  // The stored fecha_actualizacion is the server's stamp; the entity's own date is only compared.
  const sent = asDate(values.fecha_actualizacion);
  if (sent && lastSent && sameSecond(sent, lastSent)) {
    add(problems, 'fecha_actualizacion', ENTITY_API_TEXTS.updateDateRepeated);
  }
  delete values.fecha_actualizacion;
  if (current.owner_user_id !== null) for (const field of CONSUMER_OWNED_FIELDS) delete values[field];

  const requested = requestedState(values, problems);
  delete values.estado_cod;
  const duplicate = duplicateMark(values, requested, problems);
  const visible = entityVisibleState(current.estado_cod);
  let action: ComplaintAction | null = null;
  const closing = duplicate || (requested === COMPLAINT_STATE.closed && visible !== COMPLAINT_STATE.closed);
  if (closing && current.estado_cod === COMPLAINT_STATE.escalated) {
    // Escalated, the defender decides it: the entity answers the defender instead (docs/entity-api.md).
    add(problems, duplicate ? 'marcacion' : 'estado_cod', DEFENDER_CASE_TEXTS.escalatedCloseRefused);
  } else if (closing) {
    action = 'close';
  } else if (requested === COMPLAINT_STATE.open && hasTransition(current.estado_cod, 'acknowledge')) {
    action = 'acknowledge';
  } else if (requested !== undefined && requested !== visible) {
    add(problems, 'estado_cod', ENTITY_API_MESSAGES.stateBackwards);
  }
  // An entity that updates a complaint has it: the update is its acknowledgement, which moves a
  // Recibida complaint to Abierta as complaint/ack does.
  if (current.entity_ack_at === null) {
    values.entity_ack_at = now;
    if (current.entity_first_seen_at === null) values.entity_first_seen_at = now;
    if (action === null && hasTransition(current.estado_cod, 'acknowledge')) action = 'acknowledge';
  }

  let toState = current.estado_cod;
  if (action !== null) toState = transition(viewOf(current), action, now);
  if (action === 'close') closingProblems(values, current, docs, duplicate, problems);
  else delete values.fecha_cierre;
  dateProblems(values, current.fecha_creacion, now, problems);
  fraudProblems(values, docs, problems);
  if (action === 'close' && reportsFraud(values, current)) {
    fraudClosingProblems(values, current.fecha_creacion, problems);
  }
  return {
    values,
    problems,
    toState,
    action: action === 'close' ? 'close' : 'entity_update',
    ...(sent ? { sentUpdate: sent } : {}),
  };
}
