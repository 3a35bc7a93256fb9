import type { Db } from '../../db/driver.js';
import type { EntityRef } from '../../db/repositories/users.js';
import { toBogotaLocal } from './dates.js';

/**
 * Consumer data for supervised entities (entity-api momento 4). An entity receives the data of
 * the consumers who filed complaints against it in the portal (complaints it registered itself
 * hold data it already has), one entry per identification number with the data of their newest
 * complaint, until it acknowledges that number. A complaint filed after the acknowledgement lists
 * the consumer again, since their data may have changed.
 */

/** One consumer as `GET /api/usuarios/info/` answers it (entity-api field names). */
export interface EntityConsumer {
  numero_id_CF: string;
  tipo_id_CF: number | null;
  nombres: string;
  tipo_persona: number | null;
  sexo: number | null;
  lgbtiq: number | null;
  condicion_especial: number | null;
  codigo_pais: string;
  departamento_cod: string | null;
  municipio_cod: string | null;
  direccion: string | null;
  telefono: string | null;
  correo: string | null;
  es_apoderado: number | null;
  apoderado_nombre: string | null;
  /** The newest complaint the data comes from. */
  codigo_queja: string;
  fecha_creacion: string;
}

// $1 tipo_entidad, $2 entidad_cod. Newest portal complaint per identification number, kept when
// the number was never acknowledged or a complaint arrived after its acknowledgement.
const PENDING_CONSUMERS = `
  WITH latest AS (
    SELECT DISTINCT ON (c.numero_id_cf) c.*
      FROM complaints c
     WHERE c.tipo_entidad = $1 AND c.entidad_cod = $2 AND c.owner_user_id IS NOT NULL
       AND c.numero_id_cf IS NOT NULL
     ORDER BY c.numero_id_cf, c.created_at DESC, c.id DESC
  )
  SELECT l.* FROM latest l
    LEFT JOIN entity_consumer_acks a
      ON a.tipo_entidad = $1 AND a.entidad_cod = $2 AND a.numero_id_cf = l.numero_id_cf
   WHERE a.acked_at IS NULL OR l.created_at > a.acked_at`;

/** How many consumers are pending for `entity`. */
export async function countPendingConsumers(db: Db, entity: EntityRef): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${PENDING_CONSUMERS}) p`, [
    entity.tipo_entidad,
    entity.entidad_cod,
  ]);
  return Number(rows[0]?.n ?? 0);
}

interface ConsumerRow {
  numero_id_cf: string;
  tipo_id_cf: number | null;
  nombres: string;
  tipo_persona: number | null;
  sexo: number | null;
  lgbtiq: number | null;
  condicion_especial: number | null;
  codigo_pais: string;
  departamento_cod: string | null;
  municipio_cod: string | null;
  direccion: string | null;
  telefono: string | null;
  correo: string | null;
  es_apoderado: number | null;
  apoderado_nombre: string | null;
  codigo_queja: string;
  fecha_creacion: Date | string;
}

const num = (v: number | null) => (v === null ? null : Number(v));

/** A page of the consumers pending for `entity`, in the order their complaints arrived. */
export async function listPendingConsumers(
  db: Db,
  entity: EntityRef,
  limit: number,
  offset: number,
): Promise<EntityConsumer[]> {
  const { rows } = await db.query<ConsumerRow>(
    `${PENDING_CONSUMERS} ORDER BY l.created_at, l.id LIMIT $3 OFFSET $4`,
    [entity.tipo_entidad, entity.entidad_cod, limit, offset],
  );
  return rows.map((r) => ({
    numero_id_CF: r.numero_id_cf,
    tipo_id_CF: num(r.tipo_id_cf),
    nombres: r.nombres,
    tipo_persona: num(r.tipo_persona),
    sexo: num(r.sexo),
    lgbtiq: num(r.lgbtiq),
    condicion_especial: num(r.condicion_especial),
    codigo_pais: r.codigo_pais,
    departamento_cod: r.departamento_cod,
    municipio_cod: r.municipio_cod,
    direccion: r.direccion,
    telefono: r.telefono,
    correo: r.correo,
    es_apoderado: num(r.es_apoderado),
    apoderado_nombre: r.apoderado_nombre,
    codigo_queja: r.codigo_queja,
    fecha_creacion: toBogotaLocal(r.fecha_creacion),
  }));
}

/**
 * Acknowledges consumer data by identification number at `at`. Returns the numbers that name no
 * consumer of `entity` (unknown, or only another entity's), in the order given, once each.
 */
export async function acknowledgeConsumers(
  db: Db,
  entity: EntityRef,
  numbers: readonly string[],
  userId: number,
  at: Date,
): Promise<string[]> {
  const unique = [...new Set(numbers)];
  if (unique.length === 0) return [];
  const known = await db.query<{ numero_id_cf: string }>(
    `SELECT DISTINCT numero_id_cf FROM complaints
      WHERE tipo_entidad = $1 AND entidad_cod = $2 AND owner_user_id IS NOT NULL AND numero_id_cf = ANY($3::text[])`,
    [entity.tipo_entidad, entity.entidad_cod, unique],
  );
  const found = new Set(known.rows.map((r) => r.numero_id_cf));
  const matched = unique.filter((n) => found.has(n));
  if (matched.length > 0) {
    await db.query(
      `INSERT INTO entity_consumer_acks (tipo_entidad, entidad_cod, numero_id_cf, acked_at, acked_by)
       SELECT $1, $2, n, $4, $5 FROM unnest($3::text[]) AS n
       ON CONFLICT (tipo_entidad, entidad_cod, numero_id_cf) DO UPDATE SET acked_at = $4, acked_by = $5`,
      [entity.tipo_entidad, entity.entidad_cod, matched, at, userId],
    );
  }
  return unique.filter((n) => !found.has(n));
}
