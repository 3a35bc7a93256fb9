import { DEFENDER_EXCLUSIONS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { bogotaDay, businessDaysBetween } from '../alerts/colombian-calendar.js';

/** The annual report's casework fields (per entity part), in the order the report lists them. */
export const CASEWORK_FIGURES = [
  'casos_recibidos',
  'casos_admitidos',
  'casos_no_admitidos',
  'casos_rectificados',
  'casos_favor_consumidor',
  'casos_favor_entidad',
  'vocerias',
  'casos_dias_habiles_promedio',
] as const;

/** The casework's figures of one entity and year, as the annual report pre-fills them. */
export type CaseworkFigures = Record<(typeof CASEWORK_FIGURES)[number], number> & {
  casos_no_admitidos_causales: string;
};

/** Start and end (exclusive) of Bogotá's calendar year `year`. */
function yearBounds(year: number): [Date, Date] {
  return [new Date(Date.UTC(year, 0, 1, 5)), new Date(Date.UTC(year + 1, 0, 1, 5))];
}

/**
 * What the defender did for `entityId` in `year`: cases received, admitted, not admitted (and
 * why, by art. 14 reason), rectified by the entity, decided for the consumer (wholly or partly)
 * and for the entity, vocerías opened, and the mean business days from receipt to the end.
 */
export async function caseworkFigures(db: Db, entityId: number, year: number): Promise<CaseworkFigures> {
  const [start, end] = yearBounds(year);
  const { rows } = await db.query<Record<string, string | null>>(
    `SELECT count(*) AS received,
            count(*) FILTER (WHERE admitted_at IS NOT NULL) AS admitted,
            count(*) FILTER (WHERE outcome = 'not_admitted') AS not_admitted,
            count(*) FILTER (WHERE rectification IS NOT NULL) AS rectified,
            count(*) FILTER (WHERE outcome IN ('favour', 'partial')) AS favour,
            count(*) FILTER (WHERE outcome = 'against') AS against
       FROM defender_cases WHERE entity_id = $1 AND received_at >= $2 AND received_at < $3`,
    [entityId, start, end],
  );
  const reasons = await db.query<{ reason: string; n: string }>(
    `SELECT rejection_reason AS reason, count(*) AS n FROM defender_cases
      WHERE entity_id = $1 AND received_at >= $2 AND received_at < $3 AND outcome = 'not_admitted'
      GROUP BY rejection_reason ORDER BY count(*) DESC, rejection_reason`,
    [entityId, start, end],
  );
  const closed = await db.query<{ received_at: Date; closed_at: Date }>(
    `SELECT received_at, closed_at FROM defender_cases
      WHERE entity_id = $1 AND received_at >= $2 AND received_at < $3 AND closed_at IS NOT NULL`,
    [entityId, start, end],
  );
  const vocerias = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM vocerias WHERE entity_id = $1 AND created_at >= $2 AND created_at < $3',
    [entityId, start, end],
  );
  const days = closed.rows.map((r) =>
    businessDaysBetween(bogotaDay(new Date(r.received_at)), bogotaDay(new Date(r.closed_at))),
  );
  const r = rows[0] ?? {};
  const n = (v: string | null | undefined) => Number(v ?? 0);
  return {
    casos_recibidos: n(r.received),
    casos_admitidos: n(r.admitted),
    casos_no_admitidos: n(r.not_admitted),
    casos_rectificados: n(r.rectified),
    casos_favor_consumidor: n(r.favour),
    casos_favor_entidad: n(r.against),
    vocerias: n(vocerias.rows[0]?.n),
    casos_dias_habiles_promedio: days.length ? Math.round(days.reduce((a, b) => a + b, 0) / days.length) : 0,
    casos_no_admitidos_causales: reasons.rows
      .map((x) => `${DEFENDER_EXCLUSIONS[x.reason as keyof typeof DEFENDER_EXCLUSIONS] ?? x.reason}: ${x.n}`)
      .join('; '),
  };
}
