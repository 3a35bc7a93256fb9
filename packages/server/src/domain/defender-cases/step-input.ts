import {
  API_ERROR_TEXTS,
  DEFENDER_CASE_OUTCOMES,
  DEFENDER_CASE_TEXTS as T,
  DEFENDER_EXCLUSIONS,
  DEFENDER_TERMS,
  SERVER_TEXTS,
} from '../../core.js';
import { wellFormed } from '../annual-reports/sections.js';
import { ENTITY_ANSWER_KINDS, type CaseAction, type EntityAnswerKind, type StepInput } from './stages.js';

/** Field problems keyed like the request body. */
export type Problems = Record<string, string[]>;

/** A step's body, read: the rules' input, the text, the art. 14 reason. */
export interface ReadStep {
  input: StepInput;
  text: string | null;
  reason: string | null;
}

const TEXT_MAX = 8000;

function add(problems: Problems, field: string, message: string): void {
  (problems[field] ??= []).push(message);
}

/** A trimmed text field (`null` when blank), with its problems. */
export function readText(
  body: Record<string, unknown>,
  name: string,
  problems: Problems,
  required: boolean,
  max = TEXT_MAX,
): string | null {
  const raw = body[name];
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    if (required) add(problems, name, T.textRequired);
    return null;
  }
  if (typeof raw !== 'string') {
    add(problems, name, SERVER_TEXTS.fieldNotString);
    return null;
  }
  const value = wellFormed(raw.trim());
  if (value.length > max) add(problems, name, SERVER_TEXTS.fieldMaxLength(max));
  return value;
}

function readDays(body: Record<string, unknown>, problems: Problems): number | undefined {
  const raw = body.days;
  const days = typeof raw === 'string' && /^\d{1,2}$/.test(raw.trim()) ? Number(raw) : raw;
  if (
    typeof days !== 'number' ||
    !Number.isInteger(days) ||
    days < 1 ||
    days > DEFENDER_TERMS.informationMax
  ) {
    add(problems, 'days', T.daysRange);
    return undefined;
  }
  return days;
}

/** Reads the body of `action` (staff screens, consumer, entity API) into what the rules need. */
export function readStep(action: CaseAction, body: Record<string, unknown>, problems: Problems): ReadStep {
  const input: StepInput = {};
  let text: string | null;
  let reason: string | null = null;
  switch (action) {
    case 'request_info':
      if (body.party !== 'consumer' && body.party !== 'entity') add(problems, 'party', T.partyRequired);
      else input.party = body.party;
      input.days = readDays(body, problems);
      text = readText(body, 'text', problems, true);
      break;
    case 'extend':
      input.days = readDays(body, problems);
      text = readText(body, 'text', problems, false);
      break;
    case 'reject':
      if (typeof body.reason !== 'string' || !(body.reason in DEFENDER_EXCLUSIONS)) {
        add(problems, 'reason', T.reasonRequired);
      } else reason = body.reason;
      text = readText(body, 'text', problems, true);
      break;
    case 'decide':
      if (
        typeof body.outcome !== 'string' ||
        !['favour', 'partial', 'against'].includes(body.outcome) ||
        !(body.outcome in DEFENDER_CASE_OUTCOMES)
      ) {
        add(problems, 'outcome', T.outcomeRequired);
      } else input.outcome = body.outcome as StepInput['outcome'];
      text = readText(body, 'text', problems, true);
      break;
    case 'entity_answer':
      if (!ENTITY_ANSWER_KINDS.includes(body.tipo as EntityAnswerKind))
        add(problems, 'tipo', T.answerKindRequired);
      else input.answerKind = body.tipo as EntityAnswerKind;
      text = readText(body, 'texto', problems, true);
      break;
    case 'consumer_reply':
      if (typeof body.accepts !== 'boolean') add(problems, 'accepts', API_ERROR_TEXTS.fieldRequired);
      else input.accepts = body.accepts;
      text = readText(body, 'text', problems, false);
      break;
    case 'record_info':
    case 'ask_consumer':
      text = readText(body, 'text', problems, true);
      break;
    default:
      text = readText(body, 'text', problems, false);
  }
  return { input, text, reason };
}
