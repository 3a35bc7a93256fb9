import { RECOMMENDATION_EVENTS, RECOMMENDATION_STATUSES, RECOMMENDATION_TEXTS as T } from '../../core.js';
import type { RecommendationStatus } from '../../core.js';

/** A step of a recommendation's follow-up at one entity. */
export type FollowUpStep = 'action_plan' | 'progress_report' | 'tracing' | 'answer' | 'close' | 'reopen';

/** Who takes a step: the issuer (authority or defender) or the entity. */
export type FollowUpSide = 'issuer' | 'entity';

/** Business days until the next step is due, by what is awaited (docs/decisions/0016). */
export const FOLLOW_UP_TERMS = {
  /** After an action plan, a progress report, or a reopening: the next progress report. */
  progressReport: 20,
  /** After the entity's final answer: the issuer's closing. */
  closing: 15,
} as const;

interface Rule {
  from: readonly RecommendationStatus[];
  /** `null`: the status stays. */
  to: RecommendationStatus | null;
  by: FollowUpSide;
  /** Event kind recorded. */
  event: string;
  /** Business days to the next due day; `'keep'` leaves it; `null` clears it. */
  due: number | 'keep' | null;
}

/**
 * The follow-up at one entity: the entity sends its action plan, then progress reports; the
 * issuer records follow-up at any time; the entity sends its final answer; the issuer closes
 * (also without a final answer, when the follow-up shows the problem solved) or reopens.
 */
export const FOLLOW_UP_RULES: Readonly<Record<FollowUpStep, Rule>> = {
  action_plan: {
    from: ['pending_plan'],
    to: 'in_progress',
    by: 'entity',
    event: 'action_plan',
    due: FOLLOW_UP_TERMS.progressReport,
  },
  progress_report: {
    from: ['in_progress'],
    to: null,
    by: 'entity',
    event: 'progress_report',
    due: FOLLOW_UP_TERMS.progressReport,
  },
  tracing: { from: ['in_progress', 'answered'], to: null, by: 'issuer', event: 'tracing', due: 'keep' },
  answer: {
    from: ['in_progress'],
    to: 'answered',
    by: 'entity',
    event: 'answer',
    due: FOLLOW_UP_TERMS.closing,
  },
  close: { from: ['in_progress', 'answered'], to: 'closed', by: 'issuer', event: 'closed', due: null },
  reopen: {
    from: ['closed'],
    to: 'in_progress',
    by: 'issuer',
    event: 'reopened',
    due: FOLLOW_UP_TERMS.progressReport,
  },
};

/** The outcome of a step from `status`: the new status and due rule, or the 409 reason. */
export type StepResult =
  | { ok: true; to: RecommendationStatus; event: string; due: number | 'keep' | null; by: FollowUpSide }
  | { ok: false; reason: string };

/** What `step` does from `status`. */
export function followUp(status: RecommendationStatus, step: FollowUpStep): StepResult {
  const rule = FOLLOW_UP_RULES[step];
  if (!rule.from.includes(status)) {
    return {
      ok: false,
      reason: T.wrongStep(RECOMMENDATION_STATUSES[status], RECOMMENDATION_EVENTS[rule.event] ?? step),
    };
  }
  return { ok: true, to: rule.to ?? status, event: rule.event, due: rule.due, by: rule.by };
}
