import { CLASSIFICATION_TEXTS as C, COMPLAINT_STATE, STAFF_COMPLAINT_TEXTS } from '../../core.js';
import { bogotaDay } from '../alerts/colombian-calendar.js';
import { COMPLAINT_EXTENSION_DAYS } from '../deadlines/deadline-sql.js';
import { computeDeadline, type DeadlineRegime } from '../deadlines/legal-deadlines.js';

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
export interface ClassifiedClock {
  fecha_creacion: Date;
  estado_cod: number;
  prorroga_queja: number | null;
  fecha_cierre: Date | null;
  updated_at: Date;
  regime: DeadlineRegime | null;
}

/**
 * The deadline under the complaint's regime: `queja` (with its extension) until classified, the
 * classification's regime after; the filing day is the complaint's in both cases.
 */
export function classifiedDeadline(c: ClassifiedClock, now: Date) {
  const finished = c.estado_cod === COMPLAINT_STATE.closed || c.estado_cod === COMPLAINT_STATE.desisted;
  const regime = c.regime ?? 'queja';
  const deadline = computeDeadline(
    {
      regime,
      filingDay: bogotaDay(c.fecha_creacion),
      extensionDays: regime === 'queja' && c.prorroga_queja === 1 ? COMPLAINT_EXTENSION_DAYS : 0,
      answeredDay: finished ? bogotaDay(c.fecha_cierre ?? c.updated_at) : null,
    },
    bogotaDay(now),
  );
  return {
    ...deadline,
    regime_label: C.regimes[regime] ?? regime,
    status_label: STAFF_COMPLAINT_TEXTS.deadlineStatuses[deadline.status] ?? deadline.status,
  };
}
