import {
  COMPLAINT_FIELD_LABELS,
  STAFF_COMPLAINT_HISTORY_TEXTS as T,
  STAFF_COMPLAINT_SCREEN_TEXTS,
  describeStaffComplaintVersion,
} from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPLAINT_MODULES, complaintWorkAccess } from '../../domain/complaint-work/access.js';
import { listVersions, type ComplaintVersion } from '../../domain/complaints/repository.js';
import { staffActorNames } from '../../domain/complaints/version-actors.js';
import { stateName } from '../../domain/complaints/state-machine.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { pageQueryProperties } from '../../http/pagination.js';
import { staffComplaintList } from '../complaint-management/complaint-rows.js';

const TAG = 'Quejas: histórico';

const CODE_PARAM = { type: 'string', maxLength: 40 } as const;

/** Whether `raw` names a version: its number, or its `updated` instant (ISO 8601). */
function versionMatcher(raw: string, field: string): (v: ComplaintVersion) => boolean {
  if (/^\d{1,6}$/.test(raw)) return (v) => v.version === Number(raw);
  const at = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(raw) ? new Date(raw) : null;
  if (!at || Number.isNaN(at.getTime())) throw validationError({ [field]: [T.versionInvalid] });
  return (v) => v.changed_at.getTime() === at.getTime();
}

const stateRef = (id: number | null) => (id === null ? null : { id, name: stateName(id) });

function versionSummary(v: ComplaintVersion, actorName: string | null) {
  return {
    version: v.version,
    updated: v.changed_at.toISOString(),
    action: v.action,
    actor_kind: v.actor_kind,
    actor_name: actorName,
    state_from: stateRef(v.estado_from),
    state_to: stateRef(v.estado_to),
    changed_fields: Object.keys(v.changes),
    summary: describeStaffComplaintVersion({
      action: v.action,
      actor: v.actor_kind,
      actor_name: actorName,
      estado_from_name: v.estado_from === null ? null : stateName(v.estado_from),
      estado_to_name: stateName(v.estado_to),
      changes: v.changes,
    }),
  };
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? T.empty
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The field-by-field change between two snapshots, fields in a stable order. */
function diff(from: Record<string, unknown>, to: Record<string, unknown>) {
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
  return fields
    .filter((f) => JSON.stringify(from[f] ?? null) !== JSON.stringify(to[f] ?? null))
    .map((field) => {
      const old = from[field] ?? null;
      const value = to[field] ?? null;
      const isState = field === 'estado_cod';
      return {
        field,
        label: STAFF_COMPLAINT_SCREEN_TEXTS.fieldLabels[field] ?? COMPLAINT_FIELD_LABELS[field] ?? field,
        old,
        new: value,
        old_label: isState && typeof old === 'number' ? stateName(old) : shown(old),
        new_label: isState && typeof value === 'number' ? stateName(value) : shown(value),
      };
    });
}

/** History of a complaint (module 11): versions, one version as it was, the change between two. */
export async function routes(app: FastifyInstance): Promise<void> {
  const module = COMPLAINT_MODULES.history;
  const access = complaintWorkAccess([module.id], module.name);

  /** The complaint id of `code` when the caller may see it, else the 404. */
  async function complaintOf(request: FastifyRequest, code: string): Promise<number> {
    const caller = adminCaller(request);
    const { rows } = await app.db.query<{ id: number }>(
      `SELECT c.id FROM complaints c
         JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
        WHERE c.codigo_queja = $1 AND ($2::int[] IS NULL OR e.id = ANY($2::int[]))`,
      [code, caller.entityIds],
    );
    if (!rows[0]) throw notFoundError();
    return Number(rows[0].id);
  }

  app.get<{ Querystring: { page?: number; page_size?: number; filters?: string; ordering?: string } }>(
    '/complaint_historical/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Quejas cuyo histórico se puede consultar (activas e inactivas), con filtros.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQueryProperties,
            filters: { type: 'string', maxLength: 20_000 },
            ordering: { type: 'string', maxLength: 50 },
          },
        },
      },
    },
    async (request) => staffComplaintList(app, request, false),
  );

  app.get<{ Params: { code: string } }>(
    '/complaint_historical/:code/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Versiones de una queja.',
        params: { type: 'object', required: ['code'], properties: { code: CODE_PARAM } },
      },
    },
    async (request) => {
      const id = await complaintOf(request, request.params.code);
      const versions = await listVersions(app.db, id);
      const names = await staffActorNames(app.db, versions);
      return {
        codigo_queja: request.params.code,
        versions: versions.map((v) => versionSummary(v, names.get(v.version) ?? null)),
      };
    },
  );

  app.get<{ Params: { code: string; updated: string }; Querystring: { compare?: string } }>(
    '/complaint_historical/:code/:updated',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Una versión de la queja tal como era, o el cambio entre dos versiones (`compare`).',
        params: {
          type: 'object',
          required: ['code', 'updated'],
          properties: { code: CODE_PARAM, updated: { type: 'string', maxLength: 40 } },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { compare: { type: 'string', maxLength: 40 } },
        },
      },
    },
    async (request) => {
      const id = await complaintOf(request, request.params.code);
      const matches = versionMatcher(request.params.updated, 'updated');
      const other =
        request.query.compare === undefined ? null : versionMatcher(request.query.compare, 'compare');
      const versions = await listVersions(app.db, id);
      const version = versions.find(matches);
      if (!version) throw notFoundError();
      const ref = (v: ComplaintVersion) => ({ version: v.version, updated: v.changed_at.toISOString() });
      if (other === null) {
        return { codigo_queja: request.params.code, ...ref(version), record: version.snapshot };
      }
      const compared = versions.find(other);
      if (!compared) throw notFoundError();
      const [from, to] = compared.version <= version.version ? [compared, version] : [version, compared];
      return {
        codigo_queja: request.params.code,
        from: ref(from),
        to: ref(to),
        changes: diff(from.snapshot, to.snapshot),
      };
    },
  );
}
