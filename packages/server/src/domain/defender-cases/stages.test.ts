import { DEFENDER_CASE_TEXTS as T } from '@sfc/core';
import { describe, expect, it } from 'vitest';
import {
  dcfActionsFor,
  planStep,
  type CaseAction,
  type CaseSide,
  type CaseState,
  type StepInput,
  type StepPlan,
} from './stages.js';

const state = (stage: CaseState['stage'], extra: Partial<CaseState> = {}): CaseState => ({
  stage,
  awaiting: 'dcf',
  rectification: null,
  admitted: false,
  generalInterest: false,
  ...extra,
});

describe('the defender’s procedure (Decreto 2555 de 2010, art. 2.34.2.1.5)', () => {
  it.each<[string, CaseState, CaseAction, CaseSide, StepInput, Partial<StepPlan>]>([
    [
      'competence: ask the entity, ≤ 8 days',
      state('competence'),
      'request_info',
      'dcf',
      { party: 'entity', days: 5 },
      { stage: 'information', awaiting: 'entity', term: 5 },
    ],
    [
      'the entity’s information: admission in 3',
      state('information', { awaiting: 'entity' }),
      'entity_answer',
      'entity',
      { answerKind: 'informacion' },
      { stage: 'admission', term: 3 },
    ],
    [
      'the consumer’s information',
      state('information', { awaiting: 'consumer' }),
      'record_info',
      'consumer',
      {},
      { stage: 'admission' },
    ],
    ['admit', state('admission'), 'admit', 'dcf', {}, { stage: 'admitted', admit: true }],
    [
      'reject: closed, not admitted',
      state('competence'),
      'reject',
      'dcf',
      {},
      { stage: 'closed', outcome: 'not_admitted' },
    ],
    [
      '«traslado»: the entity has 8',
      state('admitted', { admitted: true }),
      'forward',
      'dcf',
      {},
      { stage: 'entity_answer', awaiting: 'entity', term: 8 },
    ],
    [
      'extend the entity’s term',
      state('entity_answer', { admitted: true }),
      'extend',
      'dcf',
      { days: 3 },
      { stage: 'entity_answer', term: 'extend' },
    ],
    [
      'the entity’s arguments: to the decision',
      state('entity_answer', { admitted: true }),
      'entity_answer',
      'entity',
      { answerKind: 'respuesta' },
      { stage: 'decision', term: 8 },
    ],
    [
      'a rectification: ask the consumer within 3',
      state('entity_answer', { admitted: true }),
      'entity_answer',
      'entity',
      { answerKind: 'rectificacion_total' },
      { stage: 'rectified', rectification: 'total', term: 3 },
    ],
    [
      'ask the consumer: 8 days',
      state('rectified', { rectification: 'total' }),
      'ask_consumer',
      'dcf',
      {},
      { stage: 'consumer_reply', awaiting: 'consumer', term: 8 },
    ],
    [
      'accepts a total rectification: satisfied',
      state('consumer_reply', { rectification: 'total' }),
      'consumer_reply',
      'consumer',
      { accepts: true },
      { stage: 'closed', outcome: 'satisfied' },
    ],
    [
      'silence on a total rectification: satisfied',
      state('consumer_reply', { rectification: 'total' }),
      'silence',
      'system',
      {},
      { stage: 'closed', outcome: 'satisfied', event: 'silence_satisfied' },
    ],
    [
      'accepts a partial one: the rest is decided',
      state('consumer_reply', { rectification: 'partial' }),
      'consumer_reply',
      'consumer',
      { accepts: true },
      { stage: 'decision' },
    ],
    [
      'refuses: the defender decides',
      state('consumer_reply', { rectification: 'total' }),
      'consumer_reply',
      'consumer',
      { accepts: false },
      { stage: 'decision', event: 'consumer_refused' },
    ],
    [
      'decide against the entity',
      state('decision', { admitted: true }),
      'decide',
      'dcf',
      { outcome: 'favour' },
      { stage: 'closed', outcome: 'favour' },
    ],
    [
      'general interest keeps the stage and term',
      state('decision', { admitted: true }),
      'general_interest',
      'dcf',
      {},
      { stage: 'decision', term: 'keep', generalInterest: true },
    ],
  ])('%s', (_label, s, action, side, input, expected) => {
    const result = planStep(s, action, side, input);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.plan).toMatchObject(expected);
  });

  it.each<[string, CaseState, CaseAction, CaseSide, StepInput, number, string]>([
    [
      'deciding before the «traslado»',
      state('competence'),
      'decide',
      'dcf',
      { outcome: 'favour' },
      409,
      T.wrongStage('Estudio de competencia', 'Decidir'),
    ],
    [
      'the entity answering in competence',
      state('competence'),
      'entity_answer',
      'entity',
      { answerKind: 'respuesta' },
      409,
      T.wrongStage('Estudio de competencia', 'Responder al defensor'),
    ],
    ['the entity admitting', state('competence'), 'admit', 'entity', {}, 403, T.notDcf],
    [
      'the defender answering for the entity',
      state('entity_answer', { admitted: true }),
      'entity_answer',
      'dcf',
      { answerKind: 'respuesta' },
      403,
      T.notEntity,
    ],
    [
      'the consumer sending information asked of the entity',
      state('information', { awaiting: 'entity' }),
      'record_info',
      'consumer',
      {},
      403,
      T.notDcf,
    ],
    [
      'general interest before admission',
      state('competence'),
      'general_interest',
      'dcf',
      {},
      409,
      T.wrongStage('Estudio de competencia', 'Enviar a la Superintendencia (interés general)'),
    ],
  ])('refuses %s', (_label, s, action, side, input, status, reason) => {
    expect(planStep(s, action, side, input)).toEqual({ ok: false, status, reason });
  });

  it('offers the defender only what the stage allows', () => {
    expect(dcfActionsFor(state('competence'))).toEqual(['request_info', 'admit', 'reject']);
    expect(dcfActionsFor(state('entity_answer', { admitted: true }))).toEqual([
      'extend',
      'decide',
      'general_interest',
    ]);
    expect(dcfActionsFor(state('closed', { admitted: true, generalInterest: true }))).toEqual([]);
  });
});
