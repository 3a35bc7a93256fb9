import { STAFF_COMPLAINT_HISTORY_TEXTS as T } from '../../core.js';
import type { FastifyInstance } from 'fastify';
import { COMPLAINT_MODULES, complaintWorkAccess, scopeToCaller } from '../../domain/complaint-work/access.js';
import { listInternalDocuments } from '../../domain/complaint-work/internal-documents.js';
import { listSuspensions } from '../../domain/complaint-work/suspensions.js';
import { listVersions } from '../../domain/complaints/repository.js';
import { stateName } from '../../domain/complaints/state-machine.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import { ID_PARAMS, SqlFilter, isoOrNull, pathId } from '../../domain/staff-admin/listing.js';
import { LIMITS } from '../../core.js';
import { notFoundError } from '../../http/errors.js';
import { publicBase } from '../../http/pagination.js';
import { downloadKey, downloadLink } from '../../services/storage/signed-url.js';
import { complaintPage } from '../complaint-management/complaint-rows.js';

const TAG = 'Quejas: gestión';

/** One event of the timeline. */
interface TimelineEvent {
  at: string;
  kind:
    'filed' | 'state' | 'assign' | 'note' | 'document' | 'active' | 'suspension' | 'resumption' | 'update';
  label: string;
  actor: string;
  detail: string | null;
}

/** One complaint's life against its deadline (module 9): the staff's monitoring screen. */
export async function routes(app: FastifyInstance): Promise<void> {
  const module = COMPLAINT_MODULES.management;
  const access = complaintWorkAccess([module.id], module.name);

  app.get<{ Params: { id: string } }>(
    '/complaint_monitoring/:id/',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Línea de tiempo de una queja frente a su plazo.', params: ID_PARAMS },
    },
    async (request) => {
      const id = pathId(request.params.id);
      if (id === null) throw notFoundError();
      const now = new Date();
      const caller = adminCaller(request);
      // Notes and internal documents are the authority's: DCF and EV users never see them.
      const internal = caller.entityIds === null;
      const filter = new SqlFilter();
      scopeToCaller(filter, caller);
      filter.where(`c.id = ${filter.param(id)}`);
      const [complaint] = await complaintPage(app.db, filter, 'ORDER BY c.id', 1, 0, now);
      if (!complaint) throw notFoundError();
      const timeline: TimelineEvent[] = (await listVersions(app.db, id)).map((v) => {
        const at = v.changed_at.toISOString();
        if (v.version === 1) return { at, kind: 'filed', label: T.filed, actor: v.actor_kind, detail: null };
        if (v.estado_from !== null && v.estado_from !== v.estado_to) {
          const reason = v.changes.reason?.new;
          return {
            at,
            kind: 'state',
            label: T.stateChange(stateName(v.estado_from), stateName(v.estado_to)),
            actor: v.actor_kind,
            detail: typeof reason === 'string' ? reason : null,
          };
        }
        if (v.action === 'staff_assign')
          return { at, kind: 'assign', label: T.assigned, actor: v.actor_kind, detail: null };
        if (v.action === 'staff_active') {
          return {
            at,
            kind: 'active',
            label: T.activeChanged(v.changes.is_active?.new === true),
            actor: v.actor_kind,
            detail: null,
          };
        }
        if (v.action === 'staff_suspend') {
          const reason = v.changes.suspension?.new;
          return {
            at,
            kind: 'suspension',
            label: T.suspended,
            actor: v.actor_kind,
            detail: typeof reason === 'string' ? reason : null,
          };
        }
        if (v.action === 'staff_resume') {
          const note = v.changes.suspension?.new;
          return {
            at,
            kind: 'resumption',
            label: T.resumed,
            actor: v.actor_kind,
            detail: typeof note === 'string' ? note : null,
          };
        }
        return { at, kind: 'update', label: T.updated, actor: v.actor_kind, detail: null };
      });
      const { rows: notes } = internal
        ? await app.db.query<Record<string, unknown>>(
            `SELECT n.id, n.text, n.created_at, n.author_user_id,
                    btrim(concat_ws(' ', nullif(p.first_name, ''), nullif(p.first_last_name, ''))) AS author_name
               FROM complaint_notes n LEFT JOIN persons p ON p.user_id = n.author_user_id
              WHERE n.complaint_id = $1 ORDER BY n.created_at, n.id`,
            [id],
          )
        : { rows: [] as Record<string, unknown>[] };
      const documents = internal ? await listInternalDocuments(app.db, id) : [];
      for (const d of documents) {
        timeline.push({
          at: d.created_at.toISOString(),
          kind: 'document',
          label: T.document(d.name),
          actor: 'staff',
          detail: null,
        });
      }
      const base = publicBase(request, app.config.publicUrl);
      const key = downloadKey(app.config.secretsKey);
      for (const n of notes) {
        timeline.push({
          at: isoOrNull(n.created_at)!,
          kind: 'note',
          label: T.note,
          actor: 'staff',
          detail: String(n.text),
        });
      }
      timeline.sort((a, b) => a.at.localeCompare(b.at));
      return {
        complaint,
        internal,
        deadline: complaint.deadline,
        suspensions: await listSuspensions(app.db, id),
        timeline,
        notes: notes.map((n) => ({
          id: Number(n.id),
          text: String(n.text),
          author:
            n.author_user_id === null ? null : { id: Number(n.author_user_id), name: String(n.author_name) },
          created_at: isoOrNull(n.created_at),
        })),
        documents: documents.map((d) => ({
          id_storage: d.id,
          name: d.name,
          size: d.size,
          created_at: d.created_at.toISOString(),
          author: d.uploaded_by === null ? null : { id: d.uploaded_by, name: d.uploader_name ?? '' },
          url_file: downloadLink(base, key, d.id, now, LIMITS.downloadLinkMinutes).url,
        })),
      };
    },
  );
}
