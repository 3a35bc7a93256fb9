import { API_ERROR_TEXTS, COMPLAINT_MESSAGES } from '@sfc/core';
import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_STATES,
  ComplaintStateError,
  availableActions,
  canAttach,
  canDesist,
  canEscalate,
  canRate,
  canReplica,
  entityVisibleState,
  stateName,
  transition,
  type ComplaintView,
} from './state-machine.js';

const NOW = new Date('2026-06-15T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const view = (estado_cod: number, extra: Partial<ComplaintView> = {}): ComplaintView => ({
  estado_cod,
  replica: 2,
  escalamiento_DCF: 2,
  fecha_cierre: estado_cod === 4 ? new Date(NOW.getTime() - 2 * DAY) : null,
  rated: false,
  ...extra,
});

// One row per state: [state, attach, desist, escalate, réplica, rate], a fresh complaint in it.
const TABLE: [number, string, boolean, boolean, boolean, boolean, boolean][] = [
  [1, 'Recibida', true, true, true, false, false],
  [2, 'Abierta / en trámite', true, true, true, false, false],
  [4, 'Cerrada', false, false, false, true, true],
  [5, 'Desistida', false, false, false, false, false],
  [6, 'En réplica', true, true, true, false, false],
  [7, 'Escalada al defensor del consumidor financiero', true, true, false, false, false],
];

describe('complaint state machine', () => {
  it('covers every state', () => {
    expect(TABLE.map((r) => r[0]).sort()).toEqual([...COMPLAINT_STATES].sort());
  });

  it.each(TABLE)(
    'state %i (%s): attach %s, desist %s, escalate %s, réplica %s, rate %s',
    (state, name, attach, desist, escalate, replica, rate) => {
      const c = view(state);
      expect(stateName(state)).toBe(name);
      expect(canAttach(c).allowed).toBe(attach);
      expect(canDesist(c).allowed).toBe(desist);
      expect(canEscalate(c).allowed).toBe(escalate);
      expect(canReplica(c, NOW).allowed).toBe(replica);
      expect(canRate(c).allowed).toBe(rate);
      expect(availableActions(c, NOW)).toEqual({
        can_attach: attach,
        can_desist: desist,
        can_escalate: escalate,
        can_replica: replica,
        can_rate: rate,
      });
    },
  );

  it.each<[string, ComplaintView, (c: ComplaintView) => ReturnType<typeof canAttach>, string]>([
    ['attach to a closed complaint', view(4), canAttach, COMPLAINT_MESSAGES.attachNotAllowed],
    ['attach to a desisted complaint', view(5), canAttach, COMPLAINT_MESSAGES.attachNotAllowed],
    ['desist from a closed complaint', view(4), canDesist, COMPLAINT_MESSAGES.desistNotAllowed],
    ['desist twice', view(5), canDesist, COMPLAINT_MESSAGES.desistNotAllowed],
    ['escalate a closed complaint', view(4), canEscalate, COMPLAINT_MESSAGES.escalateNotAllowed],
    [
      'escalate twice',
      view(7, { escalamiento_DCF: 1 }),
      canEscalate,
      COMPLAINT_MESSAGES.escalateAlreadyFiled,
    ],
    [
      'escalate again after a réplica reopened it',
      view(6, { escalamiento_DCF: 1 }),
      canEscalate,
      COMPLAINT_MESSAGES.escalateAlreadyFiled,
    ],
    ['réplica on an open complaint', view(2), (c) => canReplica(c, NOW), COMPLAINT_MESSAGES.replicaNotClosed],
    [
      'a second réplica',
      view(4, { replica: 1 }),
      (c) => canReplica(c, NOW),
      COMPLAINT_MESSAGES.replicaAlreadyFiled,
    ],
    [
      'réplica 16 days after closing',
      view(4, { fecha_cierre: new Date(NOW.getTime() - 16 * DAY) }),
      (c) => canReplica(c, NOW),
      COMPLAINT_MESSAGES.replicaWindowExpired(15),
    ],
    ['rate an open complaint', view(2), canRate, COMPLAINT_MESSAGES.rateNotAllowed],
    ['rate a desisted complaint', view(5), canRate, COMPLAINT_MESSAGES.rateNotAllowed],
    ['rate twice', view(4, { rated: true }), canRate, COMPLAINT_MESSAGES.rateAlreadyDone],
  ])('refuses to %s, saying why', (_case, c, guard, reason) => {
    expect(guard(c)).toEqual({ allowed: false, reason });
  });

  it('allows a réplica on the last day of the window', () => {
    const c = view(4, { fecha_cierre: new Date(NOW.getTime() - 15 * DAY) });
    expect(canReplica(c, NOW).allowed).toBe(true);
  });

  it.each<[number, Parameters<typeof transition>[1], number]>([
    [1, 'acknowledge', 2],
    [1, 'desist', 5],
    [2, 'desist', 5],
    [6, 'desist', 5],
    [7, 'desist', 5],
    [1, 'escalate', 7],
    [2, 'escalate', 7],
    [6, 'escalate', 7],
    [4, 'replica', 6],
    [1, 'close', 4],
    [2, 'close', 4],
    [6, 'close', 4],
    [7, 'close', 4],
  ])('moves %i by %s to %i', (from, action, to) => {
    expect(transition(view(from), action, NOW)).toBe(to);
  });

  it('refuses transitions the guards refuse, and closing a finished complaint', () => {
    expect(() => transition(view(4), 'desist', NOW)).toThrow(
      new ComplaintStateError(COMPLAINT_MESSAGES.desistNotAllowed),
    );
    expect(() => transition(view(4, { replica: 1 }), 'replica', NOW)).toThrow(
      COMPLAINT_MESSAGES.replicaAlreadyFiled,
    );
    expect(() => transition(view(4), 'close', NOW)).toThrow(API_ERROR_TEXTS.complaintClosed);
    expect(() => transition(view(5), 'close', NOW)).toThrow(API_ERROR_TEXTS.complaintClosed);
  });

  it('shows entities only entity-api’s three states', () => {
    expect([1, 2, 4, 5, 6, 7].map(entityVisibleState)).toEqual([1, 2, 4, 4, 2, 2]);
  });
});
