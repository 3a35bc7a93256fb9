import {
  DEFENDER_CASE_STAGES,
  DEFENDER_TERMS,
  DEFENDER_CASE_TEXTS as T,
  type DefenderCaseOutcome,
  type DefenderCaseStage,
} from '../../core.js';

/**
 * The defender's procedure as one table (Decreto 2555 de 2010, art. 2.34.2.1.5; staff-domain.md
 * §"The DCF's casework"): each action, who takes it, from which stages, and where it leads with
 * whom the case then waits for and in how many business days. Routes and the job ask
 * {@link planStep}; nothing else compares stages.
 */

/** Who takes a step. */
export type CaseSide = 'dcf' | 'consumer' | 'entity' | 'system';

/** Who the case waits for after a step. */
export type Awaiting = 'dcf' | 'consumer' | 'entity' | 'none';

/** Everything that moves a case. */
export type CaseAction =
  | 'request_info'
  | 'record_info'
  | 'admit'
  | 'reject'
  | 'forward'
  | 'extend'
  | 'entity_answer'
  | 'ask_consumer'
  | 'consumer_reply'
  | 'silence'
  | 'decide'
  | 'general_interest';

/** The actions a defender takes from the staff screens. */
export const DCF_ACTIONS: readonly CaseAction[] = [
  'request_info',
  'record_info',
  'admit',
  'reject',
  'forward',
  'extend',
  'ask_consumer',
  'decide',
  'general_interest',
];

/** The kinds of the entity's answer (entity API `tipo`). */
export const ENTITY_ANSWER_KINDS = [
  'informacion',
  'respuesta',
  'rectificacion_total',
  'rectificacion_parcial',
] as const;
export type EntityAnswerKind = (typeof ENTITY_ANSWER_KINDS)[number];

/** What a case looks like to the rules. */
export interface CaseState {
  stage: DefenderCaseStage;
  awaiting: Awaiting;
  rectification: 'total' | 'partial' | null;
  admitted: boolean;
  generalInterest: boolean;
}

/** A step's input, already read from the request. */
export interface StepInput {
  party?: 'consumer' | 'entity';
  days?: number;
  answerKind?: EntityAnswerKind;
  accepts?: boolean;
  outcome?: Exclude<DefenderCaseOutcome, 'not_admitted' | 'satisfied'>;
}

/** What a step does: the next stage, who it waits for, the term, the event and extras. */
export interface StepPlan {
  stage: DefenderCaseStage;
  awaiting: Awaiting;
  /** Business days of the new stage's term; `'keep'` leaves the due day; `'extend'` adds `days`. */
  term: number | null | 'extend' | 'keep';
  event: string;
  outcome?: DefenderCaseOutcome;
  rectification?: 'total' | 'partial';
  admit?: boolean;
  generalInterest?: boolean;
}

export type StepResult = { ok: true; plan: StepPlan } | { ok: false; status: 403 | 409; reason: string };

const OPEN_AFTER_ADMISSION: readonly DefenderCaseStage[] = [
  'admitted',
  'entity_answer',
  'rectified',
  'consumer_reply',
  'decision',
];

function wrong(state: CaseState, action: CaseAction): StepResult {
  return {
    ok: false,
    status: 409,
    reason: T.wrongStage(DEFENDER_CASE_STAGES[state.stage], T.actionNames[action] ?? action),
  };
}

const SIDE: Record<CaseAction, CaseSide | 'party'> = {
  request_info: 'dcf',
  record_info: 'party',
  admit: 'dcf',
  reject: 'dcf',
  forward: 'dcf',
  extend: 'dcf',
  entity_answer: 'entity',
  ask_consumer: 'dcf',
  consumer_reply: 'consumer',
  silence: 'system',
  decide: 'dcf',
  general_interest: 'dcf',
};

/** Whether `side` may take `action` on `state` (the defender records what a party sent otherwise). */
function sideAllowed(action: CaseAction, side: CaseSide, state: CaseState): boolean {
  const who = SIDE[action];
  if (who === 'party') return side === 'dcf' || side === state.awaiting;
  return who === side;
}

/** The plan of `action` by `side` on a case in `state`, or why it is refused. */
export function planStep(state: CaseState, action: CaseAction, side: CaseSide, input: StepInput): StepResult {
  // The entity's «información» is the record_info of a request made to it.
  if (action === 'entity_answer' && input.answerKind === 'informacion') action = 'record_info';
  if (!sideAllowed(action, side, state)) {
    // The refusal names who does take the step.
    return { ok: false, status: 403, reason: SIDE[action] === 'entity' ? T.notEntity : T.notDcf };
  }
  const s = state.stage;
  switch (action) {
    case 'request_info':
      if (s !== 'competence' && s !== 'admission') return wrong(state, action);
      return {
        ok: true,
        plan: { stage: 'information', awaiting: input.party!, term: input.days!, event: 'info_requested' },
      };
    case 'record_info':
      if (s !== 'information') return wrong(state, action);
      return {
        ok: true,
        plan: { stage: 'admission', awaiting: 'dcf', term: DEFENDER_TERMS.admission, event: 'info_answered' },
      };
    case 'admit':
      if (s !== 'competence' && s !== 'admission') return wrong(state, action);
      return {
        ok: true,
        plan: {
          stage: 'admitted',
          awaiting: 'dcf',
          term: DEFENDER_TERMS.forward,
          event: 'admitted',
          admit: true,
        },
      };
    case 'reject':
      if (s !== 'competence' && s !== 'admission' && s !== 'information') return wrong(state, action);
      return {
        ok: true,
        plan: { stage: 'closed', awaiting: 'none', term: null, event: 'rejected', outcome: 'not_admitted' },
      };
    case 'forward':
      if (s !== 'admitted') return wrong(state, action);
      return {
        ok: true,
        plan: {
          stage: 'entity_answer',
          awaiting: 'entity',
          term: DEFENDER_TERMS.entityAnswer,
          event: 'forwarded',
        },
      };
    case 'extend':
      if (s !== 'entity_answer') return wrong(state, action);
      return { ok: true, plan: { stage: s, awaiting: 'entity', term: 'extend', event: 'extended' } };
    case 'entity_answer': {
      if (s !== 'entity_answer' && s !== 'decision') return wrong(state, action);
      if (input.answerKind === 'respuesta') {
        if (s !== 'entity_answer') return wrong(state, action);
        return {
          ok: true,
          plan: {
            stage: 'decision',
            awaiting: 'dcf',
            term: DEFENDER_TERMS.decision,
            event: 'entity_answered',
          },
        };
      }
      const rectification = input.answerKind === 'rectificacion_total' ? 'total' : 'partial';
      return {
        ok: true,
        plan: {
          stage: 'rectified',
          awaiting: 'dcf',
          term: DEFENDER_TERMS.askConsumer,
          event: 'entity_rectified',
          rectification,
        },
      };
    }
    case 'ask_consumer':
      if (s !== 'rectified') return wrong(state, action);
      return {
        ok: true,
        plan: {
          stage: 'consumer_reply',
          awaiting: 'consumer',
          term: DEFENDER_TERMS.consumerReply,
          event: 'consumer_asked',
        },
      };
    case 'consumer_reply':
    case 'silence': {
      if (s !== 'consumer_reply') return wrong(state, action);
      const satisfied = action === 'silence' || input.accepts === true;
      const event =
        action === 'silence' ? 'silence_satisfied' : satisfied ? 'consumer_accepted' : 'consumer_refused';
      // A partial rectification that satisfies the consumer still leaves the rest to decide.
      if (satisfied && state.rectification === 'total') {
        return {
          ok: true,
          plan: { stage: 'closed', awaiting: 'none', term: null, event, outcome: 'satisfied' },
        };
      }
      return { ok: true, plan: { stage: 'decision', awaiting: 'dcf', term: DEFENDER_TERMS.decision, event } };
    }
    case 'decide':
      if (s !== 'decision' && s !== 'entity_answer') return wrong(state, action);
      return {
        ok: true,
        plan: { stage: 'closed', awaiting: 'none', term: null, event: 'decided', outcome: input.outcome! },
      };
    case 'general_interest':
      if (!state.admitted || state.generalInterest || !(OPEN_AFTER_ADMISSION.includes(s) || s === 'closed')) {
        return wrong(state, action);
      }
      return {
        ok: true,
        plan: {
          stage: s,
          awaiting: state.awaiting,
          term: 'keep',
          event: 'general_interest',
          generalInterest: true,
        },
      };
  }
}

/** The defender's actions open on a case in `state` (the screen shows these). */
export function dcfActionsFor(state: CaseState): CaseAction[] {
  const probe: StepInput = { party: 'consumer', days: 1, outcome: 'favour' };
  return DCF_ACTIONS.filter((action) => planStep(state, action, 'dcf', probe).ok);
}
