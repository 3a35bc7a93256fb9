import { JURISDICTIONAL_TEXTS as J, type SolipRuleResult } from '../../core.js';
import { pesos } from './cuantia.js';

/**
 * The automatic pre-validation of a jurisdictional request (docs/decisions/0017): four documented
 * rules, each passed or failed with a reason, and the classification they propose (analysis type
 * 1 "Admisión" when all pass, 2 "Inadmisión para subsanar" otherwise). Staff confirm or correct
 * the proposal; the rules never decide alone.
 *
 * 1. annexes_present: the annexes the request type requires are there (any status): a demanda
 *    needs the claimant's identity document and the prior direct claim to the entity (requisito de
 *    procedibilidad, Ley 1480 de 2011 art. 58 num. 5); a conciliación the identity document; both
 *    the power of attorney when an attorney acts.
 * 2. annexes_readable: every required annex has a stored file that passed the content check and
 *    is "Recibido" or "Válido" (not rejected, to be corrected, or a failed upload).
 * 3. amount_consistent: the amount is above zero, the itemised claims (when given) add up to it,
 *    and the SMMLV of the filing year is known so the cuantía can be computed.
 * 4. party_identified: the claimant has a name, an identification type and a number of at least 4
 *    characters; an attorney named has a professional card.
 */

/** Annex statuses (option list `annexes-status`). */
export const ANNEX_STATUS = { received: 1, valid: 2, rejected: 3, toCorrect: 4, failed: 5 } as const;

/** Request statuses (option list `solicitude-status`). */
export const SOLICITUDE_STATUS = {
  filed: 1,
  classified: 2,
  admitted: 3,
  inadmitted: 4,
  rejected: 5,
  conciliation: 6,
  finished: 7,
} as const;

/** Analysis types (option list `analysis-types`). */
export const ANALYSIS = { admit: 1, inadmit: 2, reject: 3, remit: 4 } as const;

/** Annex kinds a request may carry. */
export const ANNEX_KINDS = ['identificacion', 'reclamacion_previa', 'pruebas', 'poder', 'otro'] as const;

/** What the rules read of a request. */
export interface PrevalidationInput {
  solicitude_type: string;
  claimant_name: string;
  claimant_id_type: string;
  claimant_id_number: string;
  attorney_name: string;
  attorney_card: string;
  amount: number;
  claim_items: readonly { value: number }[];
  filing_year: number;
  smmlv: number | null;
  annexes: readonly { kind: string; status: number; has_file: boolean }[];
}

/** One rule's outcome (the shape the request's `prevalidation` answers). */
export type RuleResult = SolipRuleResult;

/** The annex kinds a request must carry. */
export function requiredAnnexKinds(
  input: Pick<PrevalidationInput, 'solicitude_type' | 'attorney_name'>,
): string[] {
  const kinds =
    input.solicitude_type === 'demanda' ? ['identificacion', 'reclamacion_previa'] : ['identificacion'];
  if (input.attorney_name.trim() !== '') kinds.push('poder');
  return kinds;
}

const names = (kinds: string[]) => kinds.map((k) => J.annexKinds[k] ?? k).join(', ');

/** Runs the four rules. */
export function prevalidate(input: PrevalidationInput): RuleResult[] {
  const required = requiredAnnexKinds(input);
  const missing = required.filter((k) => !input.annexes.some((a) => a.kind === k));
  const readable = (k: string) =>
    input.annexes.some(
      (a) =>
        a.kind === k && a.has_file && (a.status === ANNEX_STATUS.received || a.status === ANNEX_STATUS.valid),
    );
  const unreadable = required.filter((k) => !missing.includes(k) && !readable(k));

  let amountProblem = '';
  const itemsSum = input.claim_items.reduce((sum, i) => sum + i.value, 0);
  if (!(input.amount > 0)) amountProblem = J.ruleAmountZero;
  else if (input.claim_items.length > 0 && itemsSum !== input.amount)
    amountProblem = J.ruleAmountItems(pesos(itemsSum), pesos(input.amount));
  else if (input.smmlv === null) amountProblem = J.ruleNoSmmlv(input.filing_year);

  let partyProblem = '';
  if (input.claimant_name.trim() === '') partyProblem = J.ruleNoClaimant;
  else if (input.claimant_id_type.trim() === '' || input.claimant_id_number.trim().length < 4)
    partyProblem = J.ruleNoIdentification;
  else if (input.attorney_name.trim() !== '' && input.attorney_card.trim() === '')
    partyProblem = J.ruleNoAttorneyCard;

  const rule = (code: RuleResult['code'], problem: string): RuleResult => ({
    code,
    label: J.rules[code] ?? code,
    passed: problem === '',
    detail: problem === '' ? J.ruleOk : problem,
  });
  return [
    rule('annexes_present', missing.length > 0 ? J.ruleMissingAnnex(names(missing)) : ''),
    rule('annexes_readable', unreadable.length > 0 ? J.ruleUnreadable(names(unreadable)) : ''),
    rule('amount_consistent', amountProblem),
    rule('party_identified', partyProblem),
  ];
}

/** The analysis type the rules propose. */
export function proposedAnalysis(results: readonly RuleResult[]): number {
  return results.every((r) => r.passed) ? ANALYSIS.admit : ANALYSIS.inadmit;
}
