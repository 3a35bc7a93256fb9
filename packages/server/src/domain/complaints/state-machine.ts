import { API_ERROR_TEXTS, COMPLAINT_MESSAGES, COMPLAINT_STATE, LIMITS, YES_NO } from '../../core.js';

/**
 * The one place that decides what may happen to a complaint, from `estado_cod` and the few flags
 * that make an action once-only. Routes ask the guards before acting and apply a transition to
 * get the next state; nothing else compares state codes. The design is recorded in
 * docs/decisions/0003-complaint-states.md.
 */

/** A complaint state code (`estado_cod`). */
export type ComplaintState = (typeof COMPLAINT_STATE)[keyof typeof COMPLAINT_STATE];

/** Every state, in the order the portal lists them. */
export const COMPLAINT_STATES: readonly ComplaintState[] = [
  COMPLAINT_STATE.received,
  COMPLAINT_STATE.open,
  COMPLAINT_STATE.escalated,
  COMPLAINT_STATE.inReplica,
  COMPLAINT_STATE.closed,
  COMPLAINT_STATE.desisted,
];

/** The display name of a state ("Recibida", ...). */
export function stateName(state: number): string {
  return COMPLAINT_MESSAGES.stateNames[state] ?? String(state);
}

/** Whether `value` is a known state code. */
export function isComplaintState(value: unknown): value is ComplaintState {
  return (COMPLAINT_STATES as readonly unknown[]).includes(value);
}

/** What the guards look at: the state and the once-only flags. */
export interface ComplaintView {
  estado_cod: number;
  /** `replica` 1 = a réplica was already filed. */
  replica: number | null;
  /** `escalamiento_DCF` 1 = already escalated to the consumer defender. */
  escalamiento_DCF: number | null;
  fecha_cierre: Date | null;
  /** Whether the owner already rated it. */
  rated: boolean;
}

/** A guard's answer: allowed, or the Spanish reason it is not. */
export type GuardResult = { allowed: true } | { allowed: false; reason: string };

const yes: GuardResult = { allowed: true };
const no = (reason: string): GuardResult => ({ allowed: false, reason });

// States in which the complaint is still being handled (neither closed nor desisted).
const ACTIVE: ReadonlySet<number> = new Set([
  COMPLAINT_STATE.received,
  COMPLAINT_STATE.open,
  COMPLAINT_STATE.inReplica,
  COMPLAINT_STATE.escalated,
]);

/** Whether the complaint is still being handled (not closed, not desisted). */
export function isActive(c: Pick<ComplaintView, 'estado_cod'>): boolean {
  return ACTIVE.has(c.estado_cod);
}

/** Attachments may be added while the complaint is still being handled. */
export function canAttach(c: ComplaintView): GuardResult {
  return isActive(c) ? yes : no(COMPLAINT_MESSAGES.attachNotAllowed);
}

/** The consumer may desist while the complaint is not closed (nor already desisted). */
export function canDesist(c: ComplaintView): GuardResult {
  return isActive(c) ? yes : no(COMPLAINT_MESSAGES.desistNotAllowed);
}

/**
 * The consumer may escalate to the consumer defender (DCF) once, while the complaint is open:
 * received, in progress, or reopened by a réplica.
 */
export function canEscalate(c: ComplaintView): GuardResult {
  if (c.escalamiento_DCF === YES_NO.yes || c.estado_cod === COMPLAINT_STATE.escalated) {
    return no(COMPLAINT_MESSAGES.escalateAlreadyFiled);
  }
  const open: readonly number[] = [COMPLAINT_STATE.received, COMPLAINT_STATE.open, COMPLAINT_STATE.inReplica];
  return open.includes(c.estado_cod) ? yes : no(COMPLAINT_MESSAGES.escalateNotAllowed);
}

/** Milliseconds of the réplica window after closing. */
export const REPLICA_WINDOW_MS = LIMITS.replicaWindowDays * 24 * 60 * 60 * 1000;

/**
 * A réplica (the consumer disagrees with the answer) only on a closed complaint, once, within
 * {@link LIMITS.replicaWindowDays} calendar days of `fecha_cierre`.
 */
export function canReplica(c: ComplaintView, now: Date): GuardResult {
  if (c.replica === YES_NO.yes) return no(COMPLAINT_MESSAGES.replicaAlreadyFiled);
  if (c.estado_cod !== COMPLAINT_STATE.closed) return no(COMPLAINT_MESSAGES.replicaNotClosed);
  if (c.fecha_cierre !== null && now.getTime() - c.fecha_cierre.getTime() > REPLICA_WINDOW_MS) {
    return no(COMPLAINT_MESSAGES.replicaWindowExpired(LIMITS.replicaWindowDays));
  }
  return yes;
}

/** The owner may rate the handling of a closed complaint, once. */
export function canRate(c: ComplaintView): GuardResult {
  if (c.estado_cod !== COMPLAINT_STATE.closed) return no(COMPLAINT_MESSAGES.rateNotAllowed);
  return c.rated ? no(COMPLAINT_MESSAGES.rateAlreadyDone) : yes;
}

/** Everything that changes a complaint's state, by whoever does it. */
export type ComplaintAction =
  /** The entity received it (entity API acknowledgement, or automatically after 48 hours). */
  | 'acknowledge'
  /** The entity (or the defender, after escalation) closes it with its final answer. */
  | 'close'
  | 'desist'
  | 'replica'
  | 'escalate';

/** An action the current state does not allow. */
export class ComplaintStateError extends Error {
  override name = 'ComplaintStateError';
}

const TRANSITIONS: Readonly<Record<ComplaintAction, Partial<Record<number, ComplaintState>>>> = {
  acknowledge: { [COMPLAINT_STATE.received]: COMPLAINT_STATE.open },
  close: {
    [COMPLAINT_STATE.received]: COMPLAINT_STATE.closed,
    [COMPLAINT_STATE.open]: COMPLAINT_STATE.closed,
    [COMPLAINT_STATE.inReplica]: COMPLAINT_STATE.closed,
    [COMPLAINT_STATE.escalated]: COMPLAINT_STATE.closed,
  },
  desist: {
    [COMPLAINT_STATE.received]: COMPLAINT_STATE.desisted,
    [COMPLAINT_STATE.open]: COMPLAINT_STATE.desisted,
    [COMPLAINT_STATE.inReplica]: COMPLAINT_STATE.desisted,
    [COMPLAINT_STATE.escalated]: COMPLAINT_STATE.desisted,
  },
  replica: { [COMPLAINT_STATE.closed]: COMPLAINT_STATE.inReplica },
  escalate: {
    [COMPLAINT_STATE.received]: COMPLAINT_STATE.escalated,
    [COMPLAINT_STATE.open]: COMPLAINT_STATE.escalated,
    [COMPLAINT_STATE.inReplica]: COMPLAINT_STATE.escalated,
  },
};

/** The guard that governs each consumer action (the entity's actions have none here). */
function guardFor(action: ComplaintAction, c: ComplaintView, now: Date): GuardResult {
  switch (action) {
    case 'desist':
      return canDesist(c);
    case 'replica':
      return canReplica(c, now);
    case 'escalate':
      return canEscalate(c);
    default:
      return yes;
  }
}

/**
 * The state after `action`, checking the action's guard first. Throws
 * {@link ComplaintStateError} with the Spanish reason when the action is not allowed.
 */
export function transition(c: ComplaintView, action: ComplaintAction, now: Date): ComplaintState {
  const guard = guardFor(action, c, now);
  if (!guard.allowed) throw new ComplaintStateError(guard.reason);
  const next = TRANSITIONS[action][c.estado_cod];
  // Only the entity's actions get here unguarded; a finished complaint refuses them as entity-api words it.
  if (next === undefined) throw new ComplaintStateError(API_ERROR_TEXTS.complaintClosed);
  return next;
}

/** Whether `action` is possible from `state` at all (ignoring once-only flags and windows). */
export function hasTransition(state: number, action: ComplaintAction): boolean {
  return TRANSITIONS[action][state] !== undefined;
}

/** The consumer's possible actions on a complaint, for the portal to show or hide buttons. */
export function availableActions(
  c: ComplaintView,
  now: Date,
): {
  can_attach: boolean;
  can_desist: boolean;
  can_escalate: boolean;
  can_replica: boolean;
  can_rate: boolean;
} {
  return {
    can_attach: canAttach(c).allowed,
    can_desist: canDesist(c).allowed,
    can_escalate: canEscalate(c).allowed,
    can_replica: canReplica(c, now).allowed,
    can_rate: canRate(c).allowed,
  };
}

/**
 * The `estado_cod` an entity's client should see: entity-api knows only 1, 2 and 4. A desisted
 * complaint is finished (4, with `desistimiento_queja` 1); one in réplica or escalated is being
 * handled again (2, with `replica` or `escalamiento_DCF` 1). The entity API decides whether to use it.
 */
export function entityVisibleState(state: number): 1 | 2 | 4 {
  if (state === COMPLAINT_STATE.received) return 1;
  if (state === COMPLAINT_STATE.closed || state === COMPLAINT_STATE.desisted) return 4;
  return 2;
}
