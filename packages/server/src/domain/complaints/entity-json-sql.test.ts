import { COMPLAINT_STATE } from '@sfc/core';
import { beforeAll, expect, it } from 'vitest';
import { cloneComplaints } from '../../../test/bulk-complaints.js';
import { describeOnBothDrivers } from '../../../test/harness.js';
import { consumer } from '../../routes/complaints/complaint-test-kit.js';
import { entityComplaintJson } from '../../routes/entity-api/entity-context.js';
import { portalComplaint } from '../../routes/entity-api/entity-test-kit.js';
import { entityComplaintJsonLateral } from './entity-json-sql.js';
import { complaintFromRow, complaintSelectList } from './fields.js';

/**
 * The entity's list takes each complaint's JSON from PostgreSQL (ADR 0057); the detail, the
 * updates and the registrations build it in JavaScript. An entity must read the same complaint
 * the same way from both: same fields, same order, same values, for every kind of value.
 */

const BANK = { tipo_entidad: 1, entidad_cod: '7' };

/** Each clone of the complaint gets one of these changes (SQL `SET` lists). */
const VARIANTS: ReadonlyArray<{ label: string; set: string; params?: unknown[] }> = [
  { label: 'as filed', set: 'texto_queja = texto_queja' },
  ...Object.entries(COMPLAINT_STATE).map(([name, state]) => ({
    label: `state ${name}`,
    set: 'estado_cod = $2',
    params: [state],
  })),
  {
    label: 'every optional field empty',
    set: `fecha_actualizacion = NULL, fecha_cierre = NULL, departamento_cod = NULL, municipio_cod = NULL,
          tipo_id_cf = NULL, numero_id_cf = NULL, tipo_persona = NULL, sexo = NULL, lgbtiq = NULL,
          condicion_especial = NULL, telefono = NULL, correo = NULL, direccion = NULL, es_apoderado = NULL,
          apoderado_nombre = NULL, canal_cod = NULL, producto_cod = NULL, producto_nombre = NULL,
          macro_motivo_cod = NULL, documentacion_rta_final = NULL, monto_reclamado = NULL,
          monto_reconocido = NULL, marcacion = NULL`,
  },
  {
    label: 'amounts with the scale as sent, and a closing answer',
    set: `monto_reclamado = '500000.0', monto_reconocido = '0.10', documentacion_rta_final = true,
          a_favor_de = 1, aceptacion_queja = 2, rectificacion_queja = 1, marcacion = 3, tipo_fraude = 1,
          modalidad_fraude = 2, anexo_queja = true`,
  },
  {
    label: 'an amount beyond a double’s digits',
    set: `monto_reclamado = '12345678901234567.89', monto_reconocido = '0'`,
  },
  {
    label: 'instants with microseconds, at midnight in Bogotá and across a year',
    set: `fecha_creacion = '2025-12-31 23:59:59.999999-05', fecha_actualizacion = '2026-01-01 05:00:00.000001+00',
          fecha_cierre = '2026-03-01 04:59:59.5+00'`,
  },
  {
    label: 'texts with quotes, escapes, line breaks, accents and symbols',
    set: `nombres = $2, texto_queja = $3, direccion = $4, argumento_replica = $5`,
    params: [
      'José "Pepe" Núñez \\ Ñandú',
      'Línea uno.\nLínea dos\tcon tabulador.\r\nY un carácter de control \u0001 y otro \u001f.',
      'Calle 5 # 10-20 </script> € 😀',
      'Separadores \u2028 y \u2029, comillas ‘’ “”',
    ],
  },
  {
    label: 'a réplica, an escalation and a desistance',
    set: 'replica = 1, escalamiento_dcf = 1, desistimiento_queja = 1, prorroga_queja = 2, queja_expres = 1, tutela = 2',
  },
];

describeOnBothDrivers('a complaint as entities read it, written by PostgreSQL', (ctx) => {
  let ids: Array<{ id: number; label: string }> = [];
  beforeAll(async () => {
    const owner = await consumer(ctx);
    const template = await portalComplaint(ctx, owner.id, BANK);
    const clones = await cloneComplaints(ctx.db, template.id, VARIANTS.length);
    ids = [];
    for (const [i, variant] of VARIANTS.entries()) {
      await ctx.db.query(`UPDATE complaints SET ${variant.set} WHERE id = $1`, [
        clones[i],
        ...(variant.params ?? []),
      ]);
      ids.push({ id: clones[i]!, label: variant.label });
    }
  });

  it('gives the same fields, in the same order, with the same values as the JavaScript view', async () => {
    for (const { id, label } of ids) {
      const { rows } = await ctx.db.query<Record<string, unknown> & { json: string }>(
        `SELECT ${complaintSelectList('c')}, row_to_json(e)::text AS json
           FROM complaints c, ${entityComplaintJsonLateral('c', 'e')} WHERE c.id = $1`,
        [id],
      );
      const row = rows[0]!;
      const fromJavaScript = entityComplaintJson(complaintFromRow(row));
      const fromPostgres = JSON.parse(row.json) as Record<string, unknown>;
      expect(fromPostgres, label).toEqual(fromJavaScript);
      expect(Object.keys(fromPostgres), label).toEqual(Object.keys(fromJavaScript));
    }
  });
});
