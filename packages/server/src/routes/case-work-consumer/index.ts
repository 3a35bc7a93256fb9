import type { FastifyInstance } from 'fastify';
import { API_ERROR_TEXTS, SERVER_TEXTS } from '../../core.js';
import { signedInAccess } from '../../access/route-policy.js';
import { pathId } from '../../domain/staff-admin/listing.js';
import { validationError } from '../../http/errors.js';
import { storageFor } from '../../services/storage/create-storage.js';
import { uploadProblems } from '../../services/storage/upload-rules.js';
import {
  answerConsumerRequest,
  complaintConsumerRequests,
} from '../../domain/case-work/consumer-requests.js';
import { requiredText } from '../../domain/case-work/case-scope.js';
import { ownComplaint } from '../complaints/access.js';
import { CONSUMER_UPLOAD_LIMITS, prepareFiles } from '../complaints/consumer-input.js';
import { readForm } from '../complaints/form-input.js';
import { CONSUMER_MULTIPART } from '../complaints/queja-routes.js';
import { CASE_WORK_TAG, linkSigner } from '../case-work/shared.js';

/** The file fields of an answer: `file-0`, `file-1`… */
const FILE_FIELD = /^file-\d{1,3}$/;
const PARAMS = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 60 }, rid: { type: 'string', maxLength: 20 } },
} as const;

/**
 * The consumer's side of the authority's requests for information (docs/case-work-api.md,
 * "Asking the consumer"): they read the requests of their own complaints and answer them with
 * text and files, which resumes the complaint's term. Another consumer's complaint → 404.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = signedInAccess(['consumer'], 'own-complaints');

  app.get<{ Params: { id: string } }>(
    '/complaint_detail/:id/requests/',
    {
      config: { access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary: 'Solicitudes de información de la Superintendencia sobre tu queja.',
        params: PARAMS,
      },
    },
    async (request) => {
      const complaint = await ownComplaint(app, request.access!.user, request.params.id);
      const link = linkSigner(app, request, new Date());
      const requests = await complaintConsumerRequests(app.db, complaint.id, true);
      return {
        results: requests.map((r) => ({
          ...r,
          answer: r.answer && {
            ...r.answer,
            documents: r.answer.documents.map((d) => ({ ...d, url_file: link(d.id_storage) })),
          },
        })),
      };
    },
  );

  app.post<{ Params: { id: string; rid: string } }>(
    '/complaint_detail/:id/requests/:rid/answer/',
    {
      config: { ...CONSUMER_MULTIPART, access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary: 'Responde una solicitud de información (multipart: `text`, `file-0`…); reanuda el plazo.',
        params: PARAMS,
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request, reply) => {
      const user = request.access!.user;
      const complaint = await ownComplaint(app, user, request.params.id);
      const rid = pathId(request.params.rid);
      const form = await readForm(request, FILE_FIELD);
      const problems: Record<string, string[]> = { ...form.problems };
      for (const key of Object.keys(form.fields))
        if (key !== 'text') problems[key.slice(0, 100)] = [SERVER_TEXTS.fieldUnknown];
      if (form.fields.text === undefined) problems.text = [API_ERROR_TEXTS.fieldRequired];
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const text = requiredText(form.fields.text, 'text', 5000);
      const fileProblems = uploadProblems(form.files, { ...CONSUMER_UPLOAD_LIMITS, existingBytes: 0 });
      if (Object.keys(fileProblems).length > 0) throw validationError(fileProblems);
      const now = new Date();
      const view = await answerConsumerRequest(
        app.db,
        storageFor(app),
        complaint.id,
        rid,
        text,
        prepareFiles(form.files, () => 'anexo'),
        { userId: user.id, kind: 'consumer' },
        now,
      );
      const link = linkSigner(app, request, now);
      return reply.code(201).send({
        ...view,
        answer: view.answer && {
          ...view.answer,
          documents: view.answer.documents.map((d) => ({ ...d, url_file: link(d.id_storage) })),
        },
      });
    },
  );
}
