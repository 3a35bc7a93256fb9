import type { DriverContext } from '../../../test/harness.js';
import type { EntityRef } from '../../db/repositories/users.js';

/**
 * `count` closed complaints of `ref` inserted straight into the table (a sample reads only the
 * complaint row), closed on the days of `closedOn` in turn, products 1–3 and channels 13–14
 * alternating. Codes start with `prefix`.
 */
export async function closedComplaints(
  ctx: DriverContext,
  ref: EntityRef,
  count: number,
  prefix: string,
  closedOn: string[],
): Promise<void> {
  await ctx.db.query(
    `INSERT INTO complaints (codigo_queja, tipo_entidad, entidad_cod, fecha_creacion, fecha_cierre, nombres,
       tipo_id_cf, numero_id_cf, texto_queja, estado_cod, producto_cod, producto_nombre, canal_cod)
     SELECT $3 || lpad(g::text, 5, '0'), $1, $2, (d || ' 09:00:00-05')::timestamptz - interval '20 days',
            (d || ' 15:00:00-05')::timestamptz, 'Consumidor ' || g, 1, (80000000 + g)::text,
            'Queja cerrada número ' || g || ' sobre el cobro de la cuota de manejo.', 4,
            1 + g % 3, 'Producto ' || (1 + g % 3), 13 + g % 2
       FROM generate_series(1, $4::int) g,
            LATERAL (SELECT ($5::text[])[1 + g % array_length($5::text[], 1)] AS d) days`,
    [ref.tipo_entidad, ref.entidad_cod, prefix, count, closedOn],
  );
}
