import { ANNUAL_REPORT_STATES, ANNUAL_REPORT_TEXTS, type AnnualReportState } from '../../core.js';

/** What can happen to an annual report, and who does it. */
export type AnnualReportAction = 'submit' | 'return' | 'accept';

/** Who acts on a report: its defender, or the authority's reviewer. */
export type AnnualReportRole = 'author' | 'reviewer';

interface Transition {
  from: readonly AnnualReportState[];
  to: AnnualReportState;
  by: AnnualReportRole;
  /** The history action recorded. */
  history: string;
}

/**
 * The report's life: the defender edits a draft (or a returned report) and submits it; the
 * authority returns it with comments or accepts it. Accepted is final.
 */
export const ANNUAL_REPORT_TRANSITIONS: Readonly<Record<AnnualReportAction, Transition>> = {
  submit: { from: ['draft', 'returned'], to: 'submitted', by: 'author', history: 'submitted' },
  return: { from: ['submitted'], to: 'returned', by: 'reviewer', history: 'returned' },
  accept: { from: ['submitted'], to: 'accepted', by: 'reviewer', history: 'accepted' },
};

/** The answer of {@link nextState}: the new state, or why not (a 409 message). */
export type TransitionResult =
  { ok: true; to: AnnualReportState; history: string } | { ok: false; reason: string };

/** The state `action` leads to from `state`, or the Spanish reason it cannot happen. */
export function nextState(state: AnnualReportState, action: AnnualReportAction): TransitionResult {
  const t = ANNUAL_REPORT_TRANSITIONS[action];
  if (!t.from.includes(state)) {
    return {
      ok: false,
      reason: ANNUAL_REPORT_TEXTS.wrongTransition(
        ANNUAL_REPORT_STATES[state],
        ANNUAL_REPORT_TEXTS.actionNames[action] ?? action,
      ),
    };
  }
  return { ok: true, to: t.to, history: t.history };
}

/** Whether the defender may still change the report's steps and attachments. */
export function isEditable(state: AnnualReportState): boolean {
  return state === 'draft' || state === 'returned';
}

/** Whether the printable view and the PDF exist (the report has been submitted at least once). */
export function isPrintable(state: AnnualReportState): boolean {
  return state !== 'draft';
}
