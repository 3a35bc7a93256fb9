import type { Db } from '../../db/driver.js';
import { bogotaDayStart, isBusinessDay, isoDay, type DayNumber } from '../alerts/colombian-calendar.js';
import { COMPLAINT_EXTENSION_DAYS } from '../deadlines/deadline-sql.js';
import { DEADLINE_REGIMES } from '../deadlines/legal-deadlines.js';
import { publishedDays, quartersBetween } from './quarters.js';

/** What a refresh did. */
export interface RefreshResult {
  /** False when the figures were already of the last closed day. */
  refreshed: boolean;
  closedThrough: string;
  cells: number;
}

/**
 * The calendar of the pass: the first instants (seconds) of the days `first`..`last` and the day
 * after, and the running count of the deadline engine's business days up to each (as the
 * dashboards' response-time report, ADR 0021).
 */
function calendar(first: DayNumber, last: DayNumber): { starts: number[]; business: number[] } {
  const starts: number[] = [];
  const business: number[] = [];
  let count = 0;
  for (let day = first; day <= last; day += 1) {
    starts.push(bogotaDayStart(day).getTime() / 1000);
    if (isBusinessDay(day)) count += 1;
    business.push(count);
  }
  starts.push(bogotaDayStart(last + 1).getTime() / 1000);
  return { starts, business };
}

/**
 * Recomputes the public statistics' cells (migration 370) from the complaints filed on closed
 * Bogotá days of the published years, in one pass and one transaction, unless they are already of
 * the last closed day (`force` recomputes anyway: a demo, a test). The daily job runs it.
 *
 * Answered complaints (states 4 and 5, answered at their closing instant or last update, as the
 * dashboards count them) are on time when the business days used fit the plain complaint term,
 * plus the extension when the entity took it.
 */
export async function refreshPublicStatistics(
  db: Db,
  now: Date,
  options: { force?: boolean } = {},
): Promise<RefreshResult> {
  const { first, closed } = publishedDays(now);
  const closedThrough = isoDay(closed);
  if (!options.force) {
    const { rows } = await db.query<{ closed: string }>(
      "SELECT to_char(closed_through, 'YYYY-MM-DD') AS closed FROM public_statistics_refresh",
    );
    if (rows[0]?.closed === closedThrough) return { refreshed: false, closedThrough, cells: 0 };
  }
  const quarters = quartersBetween(first, closed);
  const quarterStarts = quarters.map((q) => bogotaDayStart(q.first).getTime() / 1000);
  const calendarFirst = first - 1;
  const { starts, business } = calendar(calendarFirst, Math.max(closed, first) + 366);
  const term = DEADLINE_REGIMES.queja.termDays;
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM public_statistics_cells');
    const inserted = await tx.query(
      `INSERT INTO public_statistics_cells (quarter, tipo_entidad, entidad_cod, producto_cod, macro_motivo_cod,
              departamento_cod, complaints, answered, on_time, decided, favourable, escalated, day_values, day_counts)
       SELECT ($5::text[])[g.q], g.tipo_entidad, g.entidad_cod, g.p, g.m, g.d,
              sum(g.n), coalesce(sum(g.n) FILTER (WHERE g.used IS NOT NULL), 0), sum(g.on_time),
              sum(g.decided), sum(g.favourable), sum(g.escalated),
              coalesce(array_agg(g.used ORDER BY g.used) FILTER (WHERE g.used IS NOT NULL), '{}'),
              coalesce(array_agg(g.n ORDER BY g.used) FILTER (WHERE g.used IS NOT NULL), '{}')
         FROM (SELECT u.tipo_entidad, u.entidad_cod, u.p, u.m, u.d, u.q, u.used, count(*)::int AS n,
                      (count(*) FILTER (WHERE u.used <= $8 + CASE WHEN u.extended THEN $9 ELSE 0 END))::int AS on_time,
                      (count(*) FILTER (WHERE u.a_favor_de IN (1, 2, 3)))::int AS decided,
                      (count(*) FILTER (WHERE u.a_favor_de = 1))::int AS favourable,
                      (count(*) FILTER (WHERE u.escalated))::int AS escalated
                 FROM (SELECT c.tipo_entidad, c.entidad_cod, coalesce(c.producto_cod, -1) AS p,
                              coalesce(c.macro_motivo_cod, -1) AS m, coalesce(c.departamento_cod, '') AS d,
                              width_bucket(date_part('epoch', c.fecha_creacion), $4::float8[]) AS q,
                              CASE WHEN a.answer > 0 AND a.answer < $7
                                THEN ($6::int[])[greatest(a.answer, a.filed)] - ($6::int[])[a.filed] END AS used,
                              c.prorroga_queja = 1 AS extended, c.a_favor_de,
                              (c.estado_cod = 7 OR c.escalamiento_dcf = 1) AS escalated
                         FROM complaints c
                         CROSS JOIN LATERAL (
                           SELECT width_bucket(date_part('epoch', c.fecha_creacion), $3::float8[]) AS filed,
                                  CASE WHEN c.estado_cod IN (4, 5) THEN width_bucket(
                                    date_part('epoch', coalesce(c.fecha_cierre, c.updated_at)), $3::float8[]) END AS answer
                         ) a
                        WHERE c.fecha_creacion >= $1 AND c.fecha_creacion < $2) u
                GROUP BY 1, 2, 3, 4, 5, 6, 7) g
        GROUP BY g.q, g.tipo_entidad, g.entidad_cod, g.p, g.m, g.d`,
      [
        bogotaDayStart(first),
        bogotaDayStart(closed + 1),
        starts,
        quarterStarts,
        quarters.map((q) => q.label),
        business,
        starts.length,
        term,
        COMPLAINT_EXTENSION_DAYS,
      ],
    );
    await tx.query(
      `INSERT INTO public_statistics_refresh (id, closed_through, first_day, refreshed_at, generation)
       VALUES (true, $1, $2, $3, 1)
       ON CONFLICT (id) DO UPDATE SET closed_through = EXCLUDED.closed_through, first_day = EXCLUDED.first_day,
              refreshed_at = EXCLUDED.refreshed_at, generation = public_statistics_refresh.generation + 1`,
      [closedThrough, isoDay(first), now],
    );
    return { refreshed: true, closedThrough, cells: inserted.rowCount ?? 0 };
  });
}
