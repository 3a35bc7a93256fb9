import { describe, expect, it } from 'vitest';
import { ANNUAL_REPORT_TEXTS } from '../../core.js';
import { isEditable, isPrintable, nextState, type AnnualReportAction } from './state-machine.js';
import type { AnnualReportState } from '../../core.js';

const ROWS: [AnnualReportState, AnnualReportAction, AnnualReportState | string][] = [
  ['draft', 'submit', 'submitted'],
  ['returned', 'submit', 'submitted'],
  ['submitted', 'return', 'returned'],
  ['submitted', 'accept', 'accepted'],
  ['draft', 'accept', ANNUAL_REPORT_TEXTS.wrongTransition('Borrador', 'aceptar')],
  ['draft', 'return', ANNUAL_REPORT_TEXTS.wrongTransition('Borrador', 'devolver')],
  ['submitted', 'submit', ANNUAL_REPORT_TEXTS.wrongTransition('Enviado', 'enviar')],
  ['accepted', 'submit', ANNUAL_REPORT_TEXTS.wrongTransition('Aceptado', 'enviar')],
  ['accepted', 'return', ANNUAL_REPORT_TEXTS.wrongTransition('Aceptado', 'devolver')],
  ['returned', 'accept', ANNUAL_REPORT_TEXTS.wrongTransition('Devuelto con observaciones', 'aceptar')],
];

describe('annual report state machine', () => {
  it.each(ROWS)('%s + %s → %s', (from, action, expected) => {
    const result = nextState(from, action);
    if (result.ok) expect(result.to).toBe(expected);
    else expect(result.reason).toBe(expected);
  });

  it('lets the defender edit only drafts and returned reports, and prints only submitted ones', () => {
    expect((['draft', 'submitted', 'returned', 'accepted'] as const).filter(isEditable)).toEqual([
      'draft',
      'returned',
    ]);
    expect((['draft', 'submitted', 'returned', 'accepted'] as const).filter(isPrintable)).toEqual([
      'submitted',
      'returned',
      'accepted',
    ]);
  });
});
