import { DEFENDER_CASE_TEXTS, ENTITY_API_MESSAGES } from '@sfc/core';
import { describe, expect, it } from 'vitest';
import { entityDocuments, planEntityCreate, planEntityUpdate } from './entity-rules.js';
import type { ComplaintRecord } from './fields.js';
import type { StoredFileRecord } from './repository.js';

const NOW = new Date('2026-06-01T15:00:00Z');
const BOTH_DOCS = { finalAnswer: true, fraudInvestigation: true };
const NO_DOCS = { finalAnswer: false, fraudInvestigation: false };

function complaint(estado_cod: number, extra: Partial<ComplaintRecord> = {}): ComplaintRecord {
  return {
    estado_cod,
    codigo_queja: '172026000001',
    tipo_entidad: 1,
    entidad_cod: '7',
    owner_user_id: 5,
    fecha_creacion: new Date('2026-05-01T10:00:00Z'),
    fecha_cierre: null,
    replica: 2,
    escalamiento_DCF: 2,
    documentacion_rta_final: null,
    ...extra,
  } as ComplaintRecord;
}

describe('planEntityUpdate: what an entity’s estado_cod means', () => {
  it.each([
    ['Recibida, 2', 1, 2, 2, 'entity_update'],
    ['Recibida, 1 (no change)', 1, 1, 1, 'entity_update'],
    ['en trámite, 2 (no change)', 2, 2, 2, 'entity_update'],
    ['en réplica, 2 (stays in réplica)', 6, 2, 6, 'entity_update'],
    ['escalated, 2 (stays escalated)', 7, 2, 7, 'entity_update'],
    ['Recibida, 4', 1, 4, 4, 'close'],
    ['en réplica, 4', 6, 4, 4, 'close'],
  ])('%s', (_label, from, requested, to, action) => {
    const plan = planEntityUpdate(
      complaint(from),
      {
        estado_cod: requested,
        fecha_cierre: new Date('2026-05-20T10:00:00Z'),
        documentacion_rta_final: true,
      },
      BOTH_DOCS,
      NOW,
    );
    expect(plan.problems).toEqual({});
    expect(plan).toMatchObject({ toState: to, action });
    expect('fecha_cierre' in plan.values).toBe(to === 4);
  });

  it('refuses closing an escalated complaint: the defender decides it, the entity answers the defender', () => {
    const plan = planEntityUpdate(
      complaint(7),
      { estado_cod: 4, fecha_cierre: new Date('2026-05-20T10:00:00Z'), documentacion_rta_final: true },
      BOTH_DOCS,
      NOW,
    );
    expect(plan.problems).toEqual({ estado_cod: [DEFENDER_CASE_TEXTS.escalatedCloseRefused] });
    expect(plan.toState).toBe(7);
  });

  it('refuses going back to Recibida once in progress', () => {
    const plan = planEntityUpdate(complaint(2), { estado_cod: 1 }, NO_DOCS, NOW);
    expect(plan.problems).toEqual({ estado_cod: [ENTITY_API_MESSAGES.stateBackwards] });
  });

  it('keeps the consumer’s flags on a portal complaint, not on one the entity registered', () => {
    const values = { replica: 2, escalamiento_DCF: 2, desistimiento_queja: 1 };
    expect(planEntityUpdate(complaint(6, { replica: 1 }), values, NO_DOCS, NOW).values).toEqual({});
    expect(planEntityUpdate(complaint(2, { owner_user_id: null }), values, NO_DOCS, NOW).values).toEqual(
      values,
    );
  });
});

describe('planEntityCreate', () => {
  it('fills the caller’s entity and the defaults, and registers Recibida', () => {
    const plan = planEntityCreate(
      { tipo_entidad: 14, entidad_cod: '26' },
      { codigo_queja: '1426000123' },
      NOW,
    );
    expect(plan.problems).toEqual({});
    expect(plan.values).toMatchObject({
      tipo_entidad: 14,
      entidad_cod: '26',
      codigo_pais: '170',
      fecha_creacion: NOW,
      estado_cod: 1,
      owner_user_id: null,
    });
  });
});

describe('entityDocuments', () => {
  const file = (kind: StoredFileRecord['kind'], original_name: string) =>
    ({ kind, original_name }) as StoredFileRecord;

  it('counts only the entity’s own uploads, whatever the case of the marker', () => {
    expect(
      entityDocuments([file('complaint', 'RESP_FINAL_SFC.pdf'), file('anexo', 'INV_FRAUDE_SFC.pdf')]),
    ).toEqual(NO_DOCS);
    expect(
      entityDocuments([file('entity', '17_resp_final_sfc.pdf'), file('entity', 'Inv_Fraude_SFC-1.pdf')]),
    ).toEqual(BOTH_DOCS);
  });
});
