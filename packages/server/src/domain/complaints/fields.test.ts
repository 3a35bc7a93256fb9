import { COMPLAINT_MESSAGES, LosslessNumber, SERVER_TEXTS } from '@sfc/core';
import { describe, expect, it } from 'vitest';
import { coerceFieldValue } from './coerce.js';
import { parseBogotaLocal, toBogotaLocal } from './dates.js';
import { ENTITY_API_FIELDS, FIELD_BY_NAME } from './fields.js';
import { simplePdf } from './demo-pdf.js';

const spec = (name: string) => FIELD_BY_NAME.get(name)!;

describe('the complaint record', () => {
  it('carries every field of entity-api "The complaint record"', () => {
    expect([...ENTITY_API_FIELDS].sort()).toEqual(
      [
        'codigo_queja',
        'tipo_entidad',
        'entidad_cod',
        'fecha_creacion',
        'fecha_actualizacion',
        'fecha_cierre',
        'codigo_pais',
        'departamento_cod',
        'municipio_cod',
        'nombres',
        'tipo_id_CF',
        'numero_id_CF',
        'tipo_persona',
        'sexo',
        'lgbtiq',
        'condicion_especial',
        'telefono',
        'correo',
        'direccion',
        'es_apoderado',
        'apoderado_nombre',
        'canal_cod',
        'producto_cod',
        'producto_nombre',
        'macro_motivo_cod',
        'texto_queja',
        'anexo_queja',
        'insta_recepcion',
        'punto_recepcion',
        'admision',
        'tutela',
        'ente_control',
        'escalamiento_DCF',
        'replica',
        'argumento_replica',
        'desistimiento_queja',
        'queja_expres',
        'prorroga_queja',
        'producto_digital',
        'estado_cod',
        'a_favor_de',
        'aceptacion_queja',
        'rectificacion_queja',
        'documentacion_rta_final',
        'marcacion',
        'tipo_fraude',
        'modalidad_fraude',
        'monto_reclamado',
        'monto_reconocido',
      ].sort(),
    );
  });
});

describe('coercion: values as real clients send them', () => {
  it.each<[string, unknown, unknown]>([
    ['anexo_queja', true, true],
    ['anexo_queja', 'true', true],
    ['anexo_queja', 'True', true],
    ['anexo_queja', 'false', false],
    ['anexo_queja', 0, false],
    ['documentacion_rta_final', 'False', false],
    ['lgbtiq', true, 1],
    ['lgbtiq', 'True', 1],
    ['lgbtiq', false, 2],
    ['lgbtiq', '2', 2],
    ['tutela', 1, 1],
    ['canal_cod', '13', 13],
    ['canal_cod', 13, 13],
    ['canal_cod', 13.0, 13],
    ['canal_cod', new LosslessNumber('13'), 13],
    ['tipo_entidad', ' 14 ', 14],
    ['monto_reclamado', new LosslessNumber('500000.0'), '500000.0'],
    ['monto_reclamado', '1250.50', '1250.50'],
    ['monto_reclamado', 99, '99'],
    ['numero_id_CF', 1023456789, '1023456789'],
    ['nombres', '  Ana  ', 'Ana'],
    ['sexo', null, null],
    ['sexo', '', null],
  ])('%s: %j → %j', (name, raw, expected) => {
    expect(coerceFieldValue(spec(name), raw)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, unknown, string]>([
    ['anexo_queja', 'yes', SERVER_TEXTS.fieldNotBoolean],
    ['lgbtiq', '3', SERVER_TEXTS.fieldInvalidChoice('3')],
    ['canal_cod', '1.5', SERVER_TEXTS.fieldNotInteger],
    ['canal_cod', 'uno', SERVER_TEXTS.fieldNotInteger],
    ['canal_cod', [1], SERVER_TEXTS.fieldInvalid],
    ['monto_reclamado', 'mucho', SERVER_TEXTS.fieldNotNumber],
    ['nombres', { a: 1 }, SERVER_TEXTS.fieldNotString],
    ['nombres', 'N'.repeat(51), SERVER_TEXTS.fieldMaxLength(50)],
    ['numero_id_CF', '1'.repeat(16), SERVER_TEXTS.fieldMaxLength(15)],
    ['texto_queja', 'x'.repeat(1001), SERVER_TEXTS.fieldMaxLength(1000)],
    ['fecha_cierre', '2026-02-30T10:00:00', COMPLAINT_MESSAGES.dateTimeFormat],
    ['fecha_cierre', 'ayer', COMPLAINT_MESSAGES.dateTimeFormat],
    ['fecha_cierre', 20260101, COMPLAINT_MESSAGES.dateTimeFormat],
  ])('%s: %j is refused', (name, raw, message) => {
    expect(coerceFieldValue(spec(name), raw)).toEqual({ ok: false, message });
  });
});

describe('Bogotá local dates', () => {
  it.each<[string, string]>([
    ['2026-05-01T09:30:00', '2026-05-01T14:30:00.000Z'],
    ['2026-05-01T09:30', '2026-05-01T14:30:00.000Z'],
    ['2026-05-01', '2026-05-01T05:00:00.000Z'],
    ['2026-12-31T23:59:59', '2027-01-01T04:59:59.000Z'],
    ['2026-05-01T09:30:00Z', '2026-05-01T09:30:00.000Z'],
    ['2026-05-01T09:30:00-05:00', '2026-05-01T14:30:00.000Z'],
  ])('%s is %s', (text, iso) => {
    expect(parseBogotaLocal(text)?.toISOString()).toBe(iso);
  });

  it('formats instants as YYYY-MM-DDTHH:MM:SS in Bogotá', () => {
    expect(toBogotaLocal(new Date('2027-01-01T04:59:59.999Z'))).toBe('2026-12-31T23:59:59');
    expect(toBogotaLocal(parseBogotaLocal('2026-05-01T09:30:00')!)).toBe('2026-05-01T09:30:00');
  });

  it.each(['2026-13-01', '2026-02-29T10:00:00', '2026-01-01T24:00:00', '01/05/2026', ''])(
    'refuses %j',
    (text) => {
      expect(parseBogotaLocal(text)).toBeNull();
    },
  );
});

describe('the demo PDF', () => {
  it('is a PDF whose cross-reference table points at its objects', () => {
    const pdf = simplePdf(['Queja de demostración']);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) =>
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`),
    );
    expect(text).toContain('(Queja de demostraci\xf3n) Tj');
  });
});
