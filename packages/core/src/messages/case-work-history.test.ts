import { describe, expect, it } from 'vitest';
import { describeComplaintVersion } from './complaint-history-texts.js';

const open = { estado_from_name: 'Abierta / en trámite', estado_to_name: 'Abierta / en trámite' };

describe('a complaint history row of the case workspace', () => {
  it('tells the consumer what the authority asked them, and that they answered', () => {
    expect(
      describeComplaintVersion({
        ...open,
        action: 'staff_consumer_request',
        actor: 'staff',
        changes: { consumer_request: { old: null, new: 'Envíe el extracto.' } },
      }),
    ).toBe('La Superintendencia pidió información al consumidor: Envíe el extracto.');
    expect(
      describeComplaintVersion({
        ...open,
        action: 'consumer_request_answer',
        actor: 'consumer',
        changes: {},
      }),
    ).toBe('Respondiste la solicitud de información de la Superintendencia.');
  });

  it('names the requerimiento, the transfer and the duplicate closing instead of "actualizó la queja"', () => {
    expect(
      describeComplaintVersion({ ...open, action: 'staff_entity_request', actor: 'staff', changes: {} }),
    ).toBe('La Superintendencia hizo un requerimiento a la entidad.');
    expect(
      describeComplaintVersion({ ...open, action: 'entity_request_answer', actor: 'entity', changes: {} }),
    ).toBe('La entidad respondió el requerimiento de la Superintendencia.');
    expect(describeComplaintVersion({ ...open, action: 'staff_transfer', actor: 'staff', changes: {} })).toBe(
      'La Superintendencia trasladó la queja a la entidad que corresponde.',
    );
    expect(
      describeComplaintVersion({
        estado_from_name: 'Abierta / en trámite',
        estado_to_name: 'Cerrada',
        action: 'staff_close_duplicate',
        actor: 'staff',
        changes: { duplicate_of: { old: null, new: '17-2026-000001' } },
      }),
    ).toBe('La Superintendencia cerró la queja como duplicada de la queja 17-2026-000001.');
  });
});
