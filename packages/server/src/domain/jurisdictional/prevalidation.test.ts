import { JURISDICTIONAL_TEXTS as J } from '../../core.js';
import { describe, expect, it } from 'vitest';
import {
  ANALYSIS,
  ANNEX_STATUS,
  prevalidate,
  proposedAnalysis,
  type PrevalidationInput,
} from './prevalidation.js';

const complete: PrevalidationInput = {
  solicitude_type: 'demanda',
  claimant_name: 'María Núñez',
  claimant_id_type: '1',
  claimant_id_number: '1023456789',
  attorney_name: '',
  attorney_card: '',
  amount: 8_500_000,
  claim_items: [],
  filing_year: 2025,
  smmlv: 1_423_500,
  annexes: [
    { kind: 'identificacion', status: ANNEX_STATUS.received, has_file: true },
    { kind: 'reclamacion_previa', status: ANNEX_STATUS.valid, has_file: true },
  ],
};

const failing = (input: PrevalidationInput) =>
  Object.fromEntries(
    prevalidate(input)
      .filter((r) => !r.passed)
      .map((r) => [r.code, r.detail]),
  );

describe('pre-validation rules of a jurisdictional request', () => {
  it('passes a complete demanda and proposes admission', () => {
    const results = prevalidate(complete);
    expect(results.map((r) => [r.code, r.passed])).toEqual([
      ['annexes_present', true],
      ['annexes_readable', true],
      ['amount_consistent', true],
      ['party_identified', true],
    ]);
    expect(proposedAnalysis(results)).toBe(ANALYSIS.admit);
  });

  it.each<[string, Partial<PrevalidationInput>, Record<string, string>]>([
    [
      'a demanda without the prior claim to the entity',
      { annexes: [complete.annexes[0]!] },
      { annexes_present: J.ruleMissingAnnex(J.annexKinds.reclamacion_previa!) },
    ],
    [
      'an attorney without the power of attorney nor card',
      { attorney_name: 'Pedro Ruiz' },
      { annexes_present: J.ruleMissingAnnex(J.annexKinds.poder!), party_identified: J.ruleNoAttorneyCard },
    ],
    [
      'an annex to be corrected',
      {
        annexes: [
          complete.annexes[0]!,
          { kind: 'reclamacion_previa', status: ANNEX_STATUS.toCorrect, has_file: true },
        ],
      },
      { annexes_readable: J.ruleUnreadable(J.annexKinds.reclamacion_previa!) },
    ],
    [
      'a failed upload',
      {
        annexes: [
          complete.annexes[1]!,
          { kind: 'identificacion', status: ANNEX_STATUS.failed, has_file: false },
        ],
      },
      { annexes_readable: J.ruleUnreadable(J.annexKinds.identificacion!) },
    ],
    ['an amount of zero', { amount: 0 }, { amount_consistent: J.ruleAmountZero }],
    [
      'itemised claims that do not add up',
      { claim_items: [{ value: 5_000_000 }, { value: 3_000_000 }] },
      { amount_consistent: J.ruleAmountItems('$ 8.000.000', '$ 8.500.000') },
    ],
    [
      'no SMMLV for the filing year',
      { smmlv: null, filing_year: 2031 },
      { amount_consistent: J.ruleNoSmmlv(2031) },
    ],
    ['no claimant name', { claimant_name: '  ' }, { party_identified: J.ruleNoClaimant }],
    [
      'an identification number too short',
      { claimant_id_number: '123' },
      { party_identified: J.ruleNoIdentification },
    ],
  ])('flags %s and proposes inadmission', (_, change, expected) => {
    const input = { ...complete, ...change };
    expect(failing(input)).toEqual(expected);
    expect(proposedAnalysis(prevalidate(input))).toBe(ANALYSIS.inadmit);
  });

  it('asks a conciliación only for the identity document', () => {
    expect(
      failing({ ...complete, solicitude_type: 'conciliacion', annexes: [complete.annexes[0]!] }),
    ).toEqual({});
  });

  it('accepts itemised claims that add up to the amount', () => {
    expect(failing({ ...complete, claim_items: [{ value: 8_000_000 }, { value: 500_000 }] })).toEqual({});
  });
});
