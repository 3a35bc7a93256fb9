import { JURISDICTIONAL_TEXTS as J } from '../../core.js';
import { SOLICITUDE_STATUS as S } from './prevalidation.js';

/**
 * The path of a classified jurisdictional request (Código General del Proceso, arts. 90 and
 * 372; Ley 640 de 2001): the judge admits, inadmits (the claimant may correct within the term) or
 * rejects the claim; an inadmitted claim is admitted once corrected or rejected when it is not;
 * an admitted claim goes to the conciliation hearing or ends; the hearing ends the process.
 * «Rechazada» and «Terminada» are final: the request is read-only from then on.
 */
export const SOLICITUDE_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [S.classified]: [S.admitted, S.inadmitted, S.rejected],
  [S.inadmitted]: [S.admitted, S.rejected],
  [S.admitted]: [S.conciliation, S.finished],
  [S.conciliation]: [S.finished],
  [S.rejected]: [],
  [S.finished]: [],
};

/** Whether a request in `status` is finished (read-only). */
export function isFinished(status: number | string): boolean {
  return Number(status) === S.rejected || Number(status) === S.finished;
}

/** The statuses a request in `status` may move to. */
export function nextStatuses(status: number | string): readonly number[] {
  return SOLICITUDE_TRANSITIONS[Number(status)] ?? [];
}

/**
 * Why a request in `from` (named `fromName`) may not move to `to` (named `toName`), or null when
 * the move is allowed. Staying in the same status is not a move.
 */
export function transitionProblem(
  from: number | string,
  fromName: string,
  to: number,
  toName: string,
): string | null {
  if (isFinished(from)) return J.requestFinished(fromName);
  if (Number(from) === to) return null;
  return nextStatuses(from).includes(to) ? null : J.statusNotAllowed(fromName, toName);
}
