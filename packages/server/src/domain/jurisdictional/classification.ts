import { CLASSIFICATION_TEXTS as C, HABEAS_QUERY_FACTS, STAFF_COMPLAINT_TEXTS } from '../../core.js';
import { complaintDeadline, type ComplaintClock } from '../deadlines/deadline-sql.js';
import type { DeadlineRegime } from '../deadlines/legal-deadlines.js';

/**
 * Classification of a complaint as right of petition or habeas data (staff-domain.md): the kind
 * and subtype decide the legal regime, and the regime the term the deadline engine computes.
 */

/** The two kinds and their subtypes → regimes. */
export const CLASSIFICATION_REGIMES = {
  right_request: {
    general: 'peticion_general',
    documentos: 'peticion_documentos',
    consulta: 'peticion_consulta',
  },
  habeas_data: {
    consulta: 'habeas_data_consulta',
    reclamo: 'habeas_data_reclamo',
  },
} as const satisfies Record<string, Record<string, DeadlineRegime>>;

/** A classification kind. */
export type ClassificationKind = keyof typeof CLASSIFICATION_REGIMES;

/** Facts a habeas data claim can be about (a reclamo must name one). */
export const CLAIMED_FACTS = Object.keys(C.claimedFacts);

/**
 * The facts each habeas data subtype may carry (Ley 1266 de 2008, art. 16; Ley 1581 de 2012,
 * arts. 14-15): a consulta asks to know what is reported (access, or no fact); a reclamo asks to
 * update, correct or remove a report, so it names one of those facts and never plain access.
 */
export const HABEAS_FACTS: Record<keyof typeof CLASSIFICATION_REGIMES.habeas_data, readonly string[]> = {
  consulta: HABEAS_QUERY_FACTS,
  reclamo: CLAIMED_FACTS.filter((f) => !HABEAS_QUERY_FACTS.includes(f)),
};

/** Why a habeas data `subtype` may not carry `fact` ('' for none), or null when it may. */
export function habeasFactProblem(subtype: string, fact: string): string | null {
  if (!CLAIMED_FACTS.includes(fact) && fact !== '') return null; // an unknown fact is reported apart
  if (subtype === 'consulta')
    return fact === '' || HABEAS_FACTS.consulta.includes(fact)
      ? null
      : C.factNotForQuery(C.claimedFacts[fact] ?? fact);
  if (subtype === 'reclamo') {
    if (fact === '') return C.factRequired;
    return HABEAS_FACTS.reclamo.includes(fact) ? null : C.factNotForClaim;
  }
  return null;
}

/** The regime of `kind`/`subtype`, or null when the pair is not one of the table. */
export function regimeOf(kind: ClassificationKind, subtype: string): DeadlineRegime | null {
  const table = CLASSIFICATION_REGIMES[kind] as Record<string, DeadlineRegime>;
  return Object.hasOwn(table, subtype) ? (table[subtype] ?? null) : null;
}

/** What the deadline of a classified complaint depends on. */
export type ClassifiedClock = ComplaintClock & { regime: DeadlineRegime | null };

/**
 * The deadline under the complaint's regime: `queja` (with its extension) until classified, the
 * classification's regime after; the filing day is the complaint's in both cases, and the clock
 * stops during its suspensions (the one computation of deadline-sql.ts).
 */
export function classifiedDeadline(c: ClassifiedClock, now: Date) {
  const deadline = complaintDeadline(c, now);
  return {
    ...deadline,
    regime_label: C.regimes[deadline.regime] ?? deadline.regime,
    status_label: STAFF_COMPLAINT_TEXTS.deadlineStatuses[deadline.status] ?? deadline.status,
  };
}

/**
 * The complaints each classification queue offers (staff-domain.md): those whose motive
 * (SmartSupervision `macro_motivo`) makes them plausibly a habeas data claim (credit reports at
 * risk centres and personal data) or a right of petition (requests for information, documents,
 * certificates or an answer), plus those already classified as that kind. Card fraud, payments,
 * fees and the like are ordinary complaints and stay out.
 */
export const CANDIDATE_MOTIVES: Record<ClassificationKind, readonly number[]> = {
  habeas_data: [931, 932, 933, 934, 935],
  right_request: [902, 920, 927, 928, 929, 930, 948, 950, 964],
};

/** SQL condition over complaints `c` and their classification `k`: candidates of `kind`. */
export function candidateCondition(kind: ClassificationKind, param: (value: unknown) => string): string {
  return `(k.kind = ${param(kind)} OR (k.kind IS NULL AND c.macro_motivo_cod = ANY(${param([...CANDIDATE_MOTIVES[kind]])}::int[])))`;
}
