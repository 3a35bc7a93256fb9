import type { FastifyInstance } from 'fastify';
import { API_ERROR_TEXTS, SERVER_TEXTS, STAFF_COMPLAINT_ACTION_TEXTS } from '../../core.js';
import { COMPLAINT_MODULES, complaintWorkAccess, scopeToCaller } from '../../domain/complaint-work/access.js';
import { addInternalDocuments } from '../../domain/complaint-work/internal-documents.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import { ID_PARAMS, SqlFilter, pathId } from '../../domain/staff-admin/listing.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { storageFor } from '../../services/storage/create-storage.js';
import { uploadProblems } from '../../services/storage/upload-rules.js';
import { accessForbidden } from '../../access/route-policy.js';
import { complaintCount } from '../complaint-management/complaint-rows.js';
import { CONSUMER_UPLOAD_LIMITS, prepareFiles } from '../complaints/consumer-input.js';
import { readForm } from '../complaints/form-input.js';
import { CONSUMER_MULTIPART } from '../complaints/queja-routes.js';
import { toBogotaLocal } from '../../domain/complaints/dates.js';

const TAG = 'Quejas: gestión';

/** The file fields of an upload: `file-1`, `file-2`… */
const FILE_FIELD = /^file-\d{1,3}$/;

/**
 * Internal documents (docs/staff-complaints-api.md): the authority's staff holding «Gestión de
 * quejas» upload files to a complaint that consumers and entities never see. Same extension,
 * content and size rules as consumer attachments. DCF and EV users get the 403.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  const module = COMPLAINT_MODULES.management;
  const access = complaintWorkAccess([module.id], module.name);

  app.post<{ Params: { id: string } }>(
    '/complaint_management/:id/documents/',
    {
      config: { ...CONSUMER_MULTIPART, access },
      schema: {
        tags: [TAG],
        summary: 'Sube documentos internos a una queja (solo funcionarios de la Superintendencia).',
        description:
          'multipart/form-data con archivos `file-N`, las mismas reglas de extensión, contenido y peso que los anexos del consumidor. Todo o nada. 201 `{documents: [{id_storage, name, size, created_at}]}`.',
        params: ID_PARAMS,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const caller = adminCaller(request);
      if (caller.entityIds !== null) throw accessForbidden(STAFF_COMPLAINT_ACTION_TEXTS.internalOnly);
      const id = pathId(request.params.id);
      if (id === null) throw notFoundError();
      const filter = new SqlFilter();
      scopeToCaller(filter, caller);
      filter.where(`c.id = ${filter.param(id)}`);
      if ((await complaintCount(app.db, filter)) === 0) throw notFoundError();

      const form = await readForm(request, FILE_FIELD);
      const problems: Record<string, string[]> = { ...form.problems };
      for (const key of Object.keys(form.fields)) problems[key.slice(0, 100)] = [SERVER_TEXTS.fieldUnknown];
      if (form.files.length === 0) problems['file-1'] = [API_ERROR_TEXTS.fieldRequired];
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const fileProblems = uploadProblems(form.files, { ...CONSUMER_UPLOAD_LIMITS, existingBytes: 0 });
      if (Object.keys(fileProblems).length > 0) throw validationError(fileProblems);

      const stored = await addInternalDocuments(
        app.db,
        storageFor(app),
        id,
        prepareFiles(form.files, () => 'internal'),
        caller.user.id,
        new Date(),
      );
      return reply.code(201).send({
        documents: stored.map((f) => ({
          id_storage: f.id,
          name: f.original_name,
          size: f.size_bytes,
          created_at: toBogotaLocal(f.created_at),
        })),
      });
    },
  );
}
