import { describe, expect, it } from 'vitest';
import { describeComplaintVersion, historyStateText } from './complaint-history-texts.js';

const received = { estado_from_name: 'Recibida', estado_to_name: 'Recibida' };

describe('a complaint history row', () => {
  it('says which annexes the consumer added instead of "Recibida → Recibida"', () => {
    const row = {
      ...received,
      action: 'attach',
      actor: 'consumer',
      changes: {
        anexos: {
          old: ['extracto de mayo.pdf'],
          new: ['extracto de mayo.pdf', 'cédula de ciudadanía.pdf', 'carta de la señora Núñez.docx'],
        },
      },
    };
    expect(describeComplaintVersion(row)).toBe(
      'Agregaste 2 anexos: cédula de ciudadanía.pdf y carta de la señora Núñez.docx.',
    );
    expect(historyStateText(row)).toEqual({ shown: 'Sigue en Recibida', spoken: 'Sigue en Recibida' });
  });

  it('names one annex added by the entity', () => {
    expect(
      describeComplaintVersion({
        ...received,
        action: 'attach',
        actor: 'entity',
        changes: { anexos: { old: [], new: ['respuesta.pdf'] } },
      }),
    ).toBe('La entidad agregó un anexo: respuesta.pdf.');
  });

  it('gives the rating on a closed complaint', () => {
    expect(
      describeComplaintVersion({
        estado_from_name: 'Cerrada',
        estado_to_name: 'Cerrada',
        action: 'rate',
        actor: 'consumer',
        changes: { calificacion: { old: null, new: 4 } },
      }),
    ).toBe('Calificaste la atención: 4 de 5.');
  });

  it('lists the fields an entity update changed, each once, without bookkeeping', () => {
    expect(
      describeComplaintVersion({
        estado_from_name: 'Abierta / en trámite',
        estado_to_name: 'Abierta / en trámite',
        action: 'entity_update',
        actor: 'entity',
        changes: {
          producto_cod: { old: 3, new: 4 },
          producto_nombre: { old: 'Tarjeta de crédito', new: 'Tarjeta débito' },
          prorroga_queja: { old: 2, new: 1 },
          monto_reclamado: { old: null, new: '150000.00' },
          entity_ack_at: { old: null, new: '2026-11-20T10:00:00' },
        },
      }),
    ).toBe('La entidad actualizó producto, prórroga y monto reclamado.');
  });

  it('shows a state change as from → to and reads it in words', () => {
    expect(
      historyStateText({ estado_from_name: 'Recibida', estado_to_name: 'Abierta / en trámite' }),
    ).toEqual({ shown: 'Recibida → Abierta / en trámite', spoken: 'de Recibida a Abierta / en trámite' });
    expect(historyStateText({ estado_from_name: null, estado_to_name: 'Recibida' }).shown).toBe('Recibida');
  });

  it('tells the consumer’s own actions in the second person', () => {
    const row = { estado_from_name: 'Cerrada', estado_to_name: 'Abierta / en trámite', actor: 'consumer' };
    expect(describeComplaintVersion({ ...row, action: 'replica' })).toContain('Presentaste una réplica');
    expect(describeComplaintVersion({ ...row, action: 'escalate' })).toBe(
      'Escalaste la queja al defensor del consumidor financiero.',
    );
  });
});
