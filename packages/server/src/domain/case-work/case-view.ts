import type { Db } from '../../db/driver.js';
import { complaintPage, type ComplaintRow } from '../../routes/complaint-management/complaint-rows.js';
import { listComplaintFiles } from '../complaints/repository.js';
import type { ComplaintRecord } from '../complaints/fields.js';
import { stateName } from '../complaints/state-machine.js';
import { SqlFilter, isoOrNull } from '../staff-admin/listing.js';
import type { AdminCaller } from '../staff-admin/access.js';
import { personName } from './case-scope.js';
import { complaintConsumerRequests, type ConsumerRequestView } from './consumer-requests.js';
import { complaintEntityRequests, type EntityRequestView } from './entity-requests.js';

/**
 * The case view (docs/case-work-api.md, "Case view"): everything the server knows about one
 * complaint, its assignment, its requests and transfers, with catalog names resolved. Signed
 * links are added by the route (`link`), which knows the public address.
 */

/** A stored file as the case view lists it. */
export interface CaseDocument {
  id_storage: number;
  name: string;
  type: string | null;
  size: number;
  created_at: string | null;
  url_file: string;
}

async function optionName(db: Db, list: string, code: number | null): Promise<string | null> {
  if (code === null) return null;
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM option_items WHERE list = $1 AND code = $2::text',
    [list, String(code)],
  );
  return rows[0]?.name ?? null;
}

async function placeNames(db: Db, dep: string | null, mun: string | null) {
  const { rows } = await db.query<{ d: string | null; m: string | null }>(
    `SELECT (SELECT name FROM departments WHERE code = $1) AS d, (SELECT name FROM municipalities WHERE code = $2) AS m`,
    [dep, mun],
  );
  return {
    departamento_cod: dep,
    departamento: rows[0]?.d ?? null,
    municipio_cod: mun,
    municipio: rows[0]?.m ?? null,
  };
}

const num = (v: string | null) => (v === null ? null : Number(v));

export interface TransferView {
  id: number;
  kind: 'entity' | 'out_of_competence';
  from_entity: { id: number | null; name: string };
  to_entity: { id: number | null; name: string } | null;
  reason: string;
  at: string | null;
  by: string | null;
}

/** The transfers of a complaint, oldest first. */
export async function complaintTransfers(db: Db, complaintId: number): Promise<TransferView[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT t.id, t.kind, t.reason, t.transferred_at, ${personName('p')} AS by_name,
            f.id AS from_id, coalesce(f.name, t.from_tipo_entidad || '-' || t.from_entidad_cod) AS from_name,
            n.id AS to_id, coalesce(n.name, t.to_tipo_entidad || '-' || t.to_entidad_cod) AS to_name
       FROM complaint_transfers t
       LEFT JOIN persons p ON p.user_id = t.transferred_by
       LEFT JOIN supervised_entities f ON f.tipo_entidad = t.from_tipo_entidad AND f.entidad_cod = t.from_entidad_cod
       LEFT JOIN supervised_entities n ON n.tipo_entidad = t.to_tipo_entidad AND n.entidad_cod = t.to_entidad_cod
      WHERE t.complaint_id = $1 ORDER BY t.id`,
    [complaintId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind as TransferView['kind'],
    from_entity: { id: r.from_id === null ? null : Number(r.from_id), name: String(r.from_name) },
    to_entity:
      r.kind === 'entity' ? { id: r.to_id === null ? null : Number(r.to_id), name: String(r.to_name) } : null,
    reason: String(r.reason),
    at: isoOrNull(r.transferred_at),
    by: r.by_name === null ? null : String(r.by_name),
  }));
}

/** The authority's last closing of the complaint still standing, or null. */
async function closing(db: Db, complaintId: number) {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT k.kind, k.reason, k.message, k.closed_at, ${personName('p')} AS by_name, o.codigo_queja AS duplicate_of
       FROM complaint_closings k LEFT JOIN persons p ON p.user_id = k.closed_by
       LEFT JOIN complaints o ON o.id = k.duplicate_of
      WHERE k.complaint_id = $1 AND k.undone_at IS NULL ORDER BY k.id DESC LIMIT 1`,
    [complaintId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    kind: String(r.kind),
    reason: String(r.reason),
    message: r.message === null ? null : String(r.message),
    at: isoOrNull(r.closed_at),
    by: r.by_name === null ? null : String(r.by_name),
    duplicate_of: r.duplicate_of === null ? null : String(r.duplicate_of),
  };
}

export interface CaseAnswer {
  complaint: ComplaintRow;
  deadline: ComplaintRow['deadline'];
  case: Record<string, unknown>;
  assignment: { direction: ComplaintRow['direction']; analyst: ComplaintRow['analyst'] };
  entity_requests: EntityRequestView[];
  consumer_requests: ConsumerRequestView[];
  transfers: TransferView[];
  internal: boolean;
}

/** The case view of `c` for `caller` (already scoped); `link(fileId)` signs a download. */
export async function caseView(
  db: Db,
  c: ComplaintRecord,
  caller: AdminCaller,
  now: Date,
  link: (fileId: number) => string,
): Promise<CaseAnswer> {
  const filter = new SqlFilter();
  filter.where(`c.id = ${filter.param(c.id)}`);
  const [row] = await complaintPage(db, filter, 'ORDER BY c.id', 1, 0, now);
  const files = await listComplaintFiles(db, c.id);
  const doc = (f: (typeof files)[number]): CaseDocument => ({
    id_storage: f.id,
    name: f.original_name,
    type: f.type ?? null,
    size: Number(f.size_bytes),
    created_at: isoOrNull(f.created_at),
    url_file: link(f.id),
  });
  const entityDocs = files.filter((f) => f.kind === 'entity');
  const consumerDocs = files.filter((f) => f.kind !== 'entity');
  const entityRequests = await complaintEntityRequests(db, c.id, now);
  const withLinks = <T extends { documents: { id_storage: number }[] }>(a: T | null) =>
    a === null ? null : { ...a, documents: a.documents.map((d) => ({ ...d, url_file: link(d.id_storage) })) };
  return {
    complaint: row!,
    deadline: row!.deadline,
    case: {
      codigo_queja: c.codigo_queja,
      texto_queja: c.texto_queja,
      fecha_creacion: isoOrNull(c.fecha_creacion),
      fecha_cierre: isoOrNull(c.fecha_cierre),
      state: { id: c.estado_cod, name: stateName(c.estado_cod) },
      motive: { code: c.macro_motivo_cod, name: await optionName(db, 'reason', c.macro_motivo_cod) },
      product: {
        code: c.producto_cod,
        name: c.producto_nombre ?? (await optionName(db, 'product', c.producto_cod)),
      },
      channel: { code: c.canal_cod, name: await optionName(db, 'channel', c.canal_cod) },
      place: await placeNames(db, c.departamento_cod, c.municipio_cod),
      consumer: {
        nombres: c.nombres,
        tipo_id: c.tipo_id_CF,
        numero_id: c.numero_id_CF,
        tipo_persona: c.tipo_persona,
        correo: c.correo,
        telefono: c.telefono,
        direccion: c.direccion,
      },
      apoderado: { es_apoderado: c.es_apoderado === 1, nombre: c.apoderado_nombre },
      amounts: { monto_reclamado: num(c.monto_reclamado), monto_reconocido: num(c.monto_reconocido) },
      fraud: { tipo_fraude: c.tipo_fraude, modalidad_fraude: c.modalidad_fraude },
      favourability: {
        a_favor_de: c.a_favor_de,
        aceptacion_queja: c.aceptacion_queja,
        rectificacion_queja: c.rectificacion_queja,
      },
      entity_answer: {
        answered: c.fecha_cierre !== null && c.documentacion_rta_final === true,
        fecha_cierre: isoOrNull(c.fecha_cierre),
        documents: entityDocs.map(doc),
      },
      consumer_documents: consumerDocs.map(doc),
      marcacion: c.marcacion,
      closing: await closing(db, c.id),
    },
    assignment: { direction: row!.direction, analyst: row!.analyst },
    entity_requests: entityRequests.map((r) => ({ ...r, answer: withLinks(r.answer) })),
    consumer_requests: (await complaintConsumerRequests(db, c.id)).map((r) => ({
      ...r,
      answer: withLinks(r.answer),
    })),
    transfers: await complaintTransfers(db, c.id),
    internal: caller.entityIds === null,
  };
}
