import { CLASSIFICATION_TEXTS as C, STAFF_COMPLAINT_TEXTS } from '../../core.js';
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
