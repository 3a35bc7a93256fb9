import { describe, expect, it } from 'vitest';
import { RECOMMENDATION_TEXTS as T } from '../../core.js';
import type { RecommendationStatus } from '../../core.js';
import { followUp, type FollowUpStep } from './state-machine.js';

const ROWS: [RecommendationStatus, FollowUpStep, RecommendationStatus | string, string?][] = [
  ['pending_plan', 'action_plan', 'in_progress', 'entity'],
  ['in_progress', 'progress_report', 'in_progress', 'entity'],
  ['in_progress', 'tracing', 'in_progress', 'issuer'],
  ['answered', 'tracing', 'answered', 'issuer'],
  ['in_progress', 'answer', 'answered', 'entity'],
  ['in_progress', 'close', 'closed', 'issuer'],
  ['answered', 'close', 'closed', 'issuer'],
  ['closed', 'reopen', 'in_progress', 'issuer'],
  ['pending_plan', 'progress_report', T.wrongStep('Pendiente de plan de acción', 'Informe de avance')],
  ['pending_plan', 'close', T.wrongStep('Pendiente de plan de acción', 'Cerrada')],
  ['in_progress', 'action_plan', T.wrongStep('En seguimiento', 'Plan de acción')],
  ['closed', 'answer', T.wrongStep('Cerrada', 'Respuesta final')],
  ['closed', 'tracing', T.wrongStep('Cerrada', 'Seguimiento')],
  ['answered', 'reopen', T.wrongStep('Con respuesta final', 'Reabierta')],
];

describe('recommendation follow-up', () => {
  it.each(ROWS)('%s + %s → %s', (from, step, expected, by) => {
    const result = followUp(from, step);
    if (result.ok) {
      expect(result.to).toBe(expected);
      expect(result.by).toBe(by);
    } else expect(result.reason).toBe(expected);
  });
});
