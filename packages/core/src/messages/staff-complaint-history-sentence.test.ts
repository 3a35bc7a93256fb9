import { describe, expect, it } from 'vitest';
import { describeComplaintVersion } from './complaint-history-texts.js';
import { describeStaffComplaintVersion } from './staff-complaint-history-sentence.js';

describe('the staff sentence of a complaint version', () => {
  const stateChange = {
    action: 'staff_update',
    actor: 'staff',
    estado_from_name: 'Recibida',
    estado_to_name: 'Abierta / en trámite',
    changes: { estado_cod: { old: 1, new: 2 } },
  };

  it('names the staff member who changed the state instead of «La SFC»', () => {
    expect(describeStaffComplaintVersion({ ...stateChange, actor_name: 'Ana Gómez' })).toBe(
      'Ana Gómez cambió el estado de Recibida a Abierta / en trámite.',
    );
    expect(
      describeStaffComplaintVersion({
        ...stateChange,
        action: 'staff_close',
        estado_to_name: 'Cerrada',
        actor_name: 'Ana Gómez',
      }),
    ).toBe('Ana Gómez cerró la queja.');
  });

  it('keeps the party’s sentence without a name or for another party', () => {
    expect(describeStaffComplaintVersion(stateChange)).toBe(describeComplaintVersion(stateChange));
    const entity = { ...stateChange, actor: 'entity', action: 'update' };
    expect(describeStaffComplaintVersion({ ...entity, actor_name: 'Ana Gómez' })).toBe(
      describeComplaintVersion(entity),
    );
  });
});
