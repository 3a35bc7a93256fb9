import { COMPLAINT_STATE, LIMITS, YES_NO } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/driver.js';
import {
  DEADLINE_CLOCK_COLUMNS,
  clockOfRow,
  complaintDeadline,
  type ComplaintClock,
} from '../../domain/deadlines/deadline-sql.js';
import { toBogotaLocal } from '../../domain/complaints/dates.js';
import {
  complaintFromRow,
  complaintSelectList,
  type ComplaintRecord,
} from '../../domain/complaints/fields.js';
import {
  countComplaintsByOwner,
  type ComplaintVersion,
  type StoredFileRecord,
} from '../../domain/complaints/repository.js';
import { complaintJson, type JsonValue } from '../../domain/complaints/serializer.js';
import { REPLICA_WINDOW_MS, availableActions, stateName } from '../../domain/complaints/state-machine.js';
import { publicBase } from '../../http/pagination.js';
import { downloadKey, downloadLink } from '../../services/storage/signed-url.js';

/** What a complaint answer adds to the record: names, rating, attachment totals. */
interface Extras {
  entityName: string | null;
  rating: { rating: number; comment: string | null; created_at: Date } | null;
  filesCount: number;
  filesBytes: number;
  clock: Pick<ComplaintClock, 'regime' | 'suspensions'>;
}

/** A row's extras as {@link EXTRAS_COLUMNS} name them. */
interface ExtrasRow {
  x_entity_name: string | null;
  x_rating: number | null;
  x_rating_comment: string | null;
  x_rated_at: Date | null;
  x_files: number;
  x_file_bytes: string;
  deadline_regime: string | null;
  deadline_suspensions: string | null;
}

/** The extras of complaint `c`: entity name, rating, attachment totals, deadline clock. */
const EXTRAS_COLUMNS = `e.name AS x_entity_name, r.rating AS x_rating, r.comment AS x_rating_comment,
       r.created_at AS x_rated_at, f.n AS x_files, f.bytes AS x_file_bytes, ${DEADLINE_CLOCK_COLUMNS}`;
const EXTRAS_JOINS = `LEFT JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
       LEFT JOIN complaint_ratings r ON r.complaint_id = c.id
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS n, coalesce(sum(size_bytes), 0)::text AS bytes
           FROM stored_files s WHERE s.complaint_id = c.id
       ) f`;

function extrasOfRow(r: ExtrasRow): Extras {
  return {
    entityName: r.x_entity_name,
    rating:
      r.x_rating === null
        ? null
        : { rating: Number(r.x_rating), comment: r.x_rating_comment, created_at: new Date(r.x_rated_at!) },
    filesCount: Number(r.x_files),
    filesBytes: Number(r.x_file_bytes),
    clock: clockOfRow(r as unknown as Record<string, unknown>),
  };
}

/** Entity names, ratings and attachment totals of `complaints`, in one query. */
async function loadExtras(db: Db, complaints: ComplaintRecord[]): Promise<Map<number, Extras>> {
  const ids = complaints.map((c) => c.id);
  const extras = new Map<number, Extras>();
  for (const c of complaints)
    extras.set(c.id, { entityName: null, rating: null, filesCount: 0, filesBytes: 0, clock: {} });
  if (ids.length === 0) return extras;
  const { rows } = await db.query<ExtrasRow & { id: number }>(
    `SELECT c.id, ${EXTRAS_COLUMNS}
       FROM complaints c
       ${EXTRAS_JOINS}
      WHERE c.id = ANY($1::int[])`,
    [ids],
    { samePlan: true },
  );
  for (const r of rows) extras.set(Number(r.id), extrasOfRow(r));
  return extras;
}

/**
 * A page of a consumer's own complaints in the portal's view, newest first, with how many they
 * filed: the count, the page and its extras in one statement (a page past the end counts apart).
 */
export async function ownComplaintPage(
  db: Db,
  ownerId: number,
  limit: number,
  offset: number,
  now: Date = new Date(),
): Promise<{ count: number; results: Record<string, JsonValue>[] }> {
  const { rows } = await db.query<ExtrasRow & { x_total: number } & Record<string, unknown>>(
    `SELECT ${complaintSelectList('c')}, (SELECT count(*)::int FROM complaints WHERE owner_user_id = $1) AS x_total,
            ${EXTRAS_COLUMNS}
       FROM (SELECT c.* FROM complaints c WHERE c.owner_user_id = $1
              ORDER BY c.fecha_creacion DESC, c.id DESC LIMIT $2 OFFSET $3) c
       ${EXTRAS_JOINS}
      ORDER BY c.fecha_creacion DESC, c.id DESC`,
    [ownerId, limit, offset],
    { samePlan: true },
  );
  if (rows.length === 0) return { count: await countComplaintsByOwner(db, ownerId), results: [] };
  return {
    count: Number(rows[0]!.x_total),
    results: rows.map((r) => view(complaintFromRow(r), extrasOfRow(r), now)),
  };
}

/** Entity-API bookkeeping is not the consumer's business. */
const NOT_IN_VIEW = new Set(['entity_first_seen_at', 'entity_ack_at']);

function view(c: ComplaintRecord, e: Extras, now: Date): Record<string, JsonValue> {
  const replicaOpen =
    c.estado_cod === COMPLAINT_STATE.closed && c.fecha_cierre !== null && c.replica !== YES_NO.yes;
  // Added to the record's JSON in place: a copy of ~60 fields per complaint showed in profiles.
  return Object.assign(complaintJson(c, NOT_IN_VIEW), {
    entidad_nombre: e.entityName,
    estado: { id: c.estado_cod, name: stateName(c.estado_cod) },
    acciones: availableActions(
      {
        estado_cod: c.estado_cod,
        replica: c.replica,
        escalamiento_DCF: c.escalamiento_DCF,
        fecha_cierre: c.fecha_cierre,
        rated: e.rating !== null,
      },
      now,
    ),
    replica_plazo:
      replicaOpen && c.fecha_cierre
        ? toBogotaLocal(new Date(c.fecha_cierre.getTime() + REPLICA_WINDOW_MS))
        : null,
    calificacion: e.rating
      ? {
          calificacion: e.rating.rating,
          comentario: e.rating.comment,
          fecha: toBogotaLocal(e.rating.created_at),
        }
      : null,
    annexes_count: e.filesCount,
    annexes_size: e.filesBytes,
    // The last day (Bogotá, YYYY-MM-DD) the entity's answer is on time: the plain term (15
    // business days unless classified), after the term's suspensions.
    plazo_respuesta: complaintDeadline({ ...c, ...e.clock }, now, false).due_day,
  });
}

/** The portal's view of complaints (the record plus names, actions, rating and attachment totals). */
export async function complaintViews(db: Db, complaints: ComplaintRecord[], now: Date = new Date()) {
  const extras = await loadExtras(db, complaints);
  return complaints.map((c) => view(c, extras.get(c.id)!, now));
}

/** One complaint in the portal's view. */
export async function complaintView(db: Db, complaint: ComplaintRecord, now: Date = new Date()) {
  return (await complaintViews(db, [complaint], now))[0]!;
}

/** The short form of `/quejaall/` and the unrated list. */
export async function complaintSummaries(db: Db, complaints: ComplaintRecord[]) {
  const extras = await loadExtras(db, complaints);
  return complaints.map((c) => ({
    id: c.id,
    codigo_queja: c.codigo_queja,
    entidad_nombre: extras.get(c.id)!.entityName,
    tipo_entidad: c.tipo_entidad,
    entidad_cod: c.entidad_cod,
    estado_cod: c.estado_cod,
    estado: { id: c.estado_cod, name: stateName(c.estado_cod) },
    producto_nombre: c.producto_nombre,
    fecha_creacion: toBogotaLocal(c.fecha_creacion),
    fecha_actualizacion: c.fecha_actualizacion ? toBogotaLocal(c.fecha_actualizacion) : null,
    fecha_cierre: c.fecha_cierre ? toBogotaLocal(c.fecha_cierre) : null,
  }));
}

/** A stored file as the portal reads it; `url_file` is a signed link valid {@link LIMITS.downloadLinkMinutes} minutes. */
export function fileView(
  app: FastifyInstance,
  request: FastifyRequest,
  file: StoredFileRecord,
  now = new Date(),
) {
  return {
    id_storage: file.id,
    name: file.original_name,
    size: file.size_bytes,
    content_type: file.content_type,
    kind: file.kind,
    created_at: toBogotaLocal(file.created_at),
    url_file: downloadLink(
      publicBase(request, app.config.publicUrl),
      downloadKey(app.config.secretsKey),
      file.id,
      now,
      LIMITS.downloadLinkMinutes,
    ).url,
  };
}

/** A version's changes without the entity-API bookkeeping the complaint view leaves out too. */
function withoutBookkeeping(changes: ComplaintVersion['changes']): ComplaintVersion['changes'] {
  const rest = { ...changes };
  delete rest.entity_first_seen_at;
  delete rest.entity_ack_at;
  return rest;
}

/** Versions of the authority's internal work (assignment, active flag): staff see them, consumers never. */
const INTERNAL_ACTIONS: ReadonlySet<string> = new Set(['staff_assign', 'staff_active']);

/** The versions a consumer's history shows: every one but the authority's internal work. */
export function consumerVersions<T extends { action: string }>(versions: readonly T[]): T[] {
  return versions.filter((v) => !INTERNAL_ACTIONS.has(v.action));
}

/** One version of the history as the portal reads it. */
export function versionView(v: ComplaintVersion) {
  return {
    version: v.version,
    changed_at: toBogotaLocal(v.changed_at),
    action: v.action,
    actor: v.actor_kind,
    estado_from: v.estado_from,
    estado_from_name: v.estado_from === null ? null : stateName(v.estado_from),
    estado_to: v.estado_to,
    estado_to_name: stateName(v.estado_to),
    changes: withoutBookkeeping(v.changes),
  };
}
