import type { FastifyInstance } from 'fastify';
import { COMPLAINT_MODULES, complaintWorkAccess } from '../../domain/complaint-work/access.js';
import { adminCaller, type AdminCaller } from '../../domain/staff-admin/access.js';
import { ID_PARAMS, pathId } from '../../domain/staff-admin/listing.js';
import { pagedResponse } from '../../http/pagination.js';
import { notFoundError } from '../../http/errors.js';
import type { Db } from '../../db/driver.js';
import type { ComplaintRecord } from '../../domain/complaints/fields.js';
import { caseComplaint, requiredReason } from '../../domain/case-work/case-scope.js';
import { caseView } from '../../domain/case-work/case-view.js';
import {
  assignComplaint,
  closeComplaint,
  closeDuplicate,
  closeOutOfCompetence,
  takeComplaint,
  transferComplaint,
  undoDuplicate,
} from '../../domain/case-work/case-actions.js';
import { createConsumerRequest } from '../../domain/case-work/consumer-requests.js';
import { checkTerm, createEntityRequest, entityRequestView } from '../../domain/case-work/entity-requests.js';
import { actionText, renderText } from '../../domain/case-work/templates.js';
import { searchComplaints } from '../../domain/case-work/search.js';
import { CASE_WORK_TAG, linkSigner } from './shared.js';

type Body = Record<string, unknown>;

const TEXT = { type: 'string', maxLength: 20_000 } as const;
const ANY_ID = { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 20 }, { type: 'null' }] } as const;

/** A body schema of the given properties (every one optional: the domain says which are required, in Spanish). */
const body = (properties: Record<string, unknown>) => ({
  type: 'object',
  additionalProperties: false,
  properties,
});

/**
 * The case workspace's actions on one complaint (docs/case-work-api.md): authority staff only.
 * Each: the policy, the complaint within the caller's reach (404 otherwise), one domain call in one
 * transaction, the case view back.
 */
export async function caseActionRoutes(app: FastifyInstance): Promise<void> {
  const module = COMPLAINT_MODULES.management;
  const access = complaintWorkAccess([module.id], module.name, { actors: ['authority'] });

  /** Registers `POST /case_work/complaints/:id/<name>/` running `act` in a transaction, answering `answer`. */
  function action(
    name: string,
    summary: string,
    properties: Record<string, unknown>,
    act: (
      tx: Db,
      complaint: ComplaintRecord,
      input: Body,
      caller: AdminCaller,
      now: Date,
    ) => Promise<unknown>,
    status = 200,
  ) {
    app.post<{ Params: { id: string }; Body: Body }>(
      `/case_work/complaints/:id/${name}/`,
      {
        config: { access },
        schema: { tags: [CASE_WORK_TAG], summary, params: ID_PARAMS, body: body(properties) },
      },
      async (request, reply) => {
        const caller = adminCaller(request);
        const now = new Date();
        const id = pathId(request.params.id);
        await caseComplaint(app.db, caller, id);
        const result = await app.db.transaction(async (tx) => {
          const complaint = await caseComplaint(tx, caller, id, { forUpdate: true });
          return act(tx, complaint, request.body ?? {}, caller, now);
        });
        const fresh = await caseComplaint(app.db, caller, id);
        const view = await caseView(app.db, fresh, caller, now, linkSigner(app, request, now));
        return reply.code(status).send(result === undefined ? view : { ...view, ...(result as object) });
      },
    );
  }

  action('take', 'Toma la queja: la asigna a quien la toma.', {}, (tx, c, _b, caller, now) =>
    takeComplaint(tx, c, caller, now),
  );
  action(
    'assign',
    'Asigna la queja a un analista habilitado.',
    { analyst: ANY_ID, direction: ANY_ID },
    (tx, c, b, caller, now) => assignComplaint(tx, c, b, caller, now),
  );
  action(
    'entity_requests',
    'Requerimiento a la entidad con un plazo en días hábiles.',
    {
      text: TEXT,
      template: ANY_ID,
      term_days: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 5 }] },
    },
    async (tx, c, b, caller, now) => {
      const text = await actionText(tx, b, 'text', c, caller.user.id, now);
      const term = checkTerm(b.term_days);
      const id = await createEntityRequest(tx, c, text, term, { userId: caller.user.id, kind: 'staff' }, now);
      return { entity_request_id: id };
    },
    201,
  );
  action(
    'consumer_requests',
    'Solicitud de información al consumidor: suspende el plazo y se le envía por correo.',
    { text: TEXT, template: ANY_ID },
    async (tx, c, b, caller, now) => {
      const text = await actionText(tx, b, 'text', c, caller.user.id, now);
      const tracking = `${(app.config.publicUrl ?? '').replace(/\/$/, '')}/customer/complaint/tracking`;
      const id = await createConsumerRequest(
        tx,
        c,
        text,
        { userId: caller.user.id, kind: 'staff' },
        now,
        tracking,
      );
      return { consumer_request_id: id };
    },
    201,
  );
  action(
    'transfer',
    'Traslada la queja a otra entidad vigilada.',
    { entity: ANY_ID, reason: TEXT },
    async (tx, c, b, caller, now) => {
      const reason = requiredReason(b.reason);
      await transferComplaint(tx, c, b.entity, reason, caller, now);
    },
  );
  action(
    'out_of_competence',
    'Cierra la queja por no ser competencia de la Superintendencia, con el mensaje al consumidor.',
    { reason: TEXT, message: TEXT, template: ANY_ID },
    async (tx, c, b, caller, now) => {
      const reason = requiredReason(b.reason);
      const message = await actionText(
        tx,
        { text: b.message, template: b.template },
        'message',
        c,
        caller.user.id,
        now,
      );
      await closeOutOfCompetence(tx, c, reason, message, caller, now);
    },
  );
  action(
    'close',
    'Cierra la queja con un motivo y un mensaje al consumidor.',
    { reason: TEXT, message: TEXT, template: ANY_ID },
    async (tx, c, b, caller, now) => {
      const reason = requiredReason(b.reason);
      const message = await actionText(
        tx,
        { text: b.message, template: b.template },
        'message',
        c,
        caller.user.id,
        now,
      );
      await closeComplaint(tx, c, reason, message, caller, now);
    },
  );
  action(
    'close_duplicate',
    'Cierra la queja como duplicada de otra (se puede deshacer).',
    { duplicate_of: { type: 'string', maxLength: 100 }, reason: TEXT, message: TEXT, template: ANY_ID },
    async (tx, c, b, caller, now) => {
      const reason = requiredReason(b.reason);
      const hasMessage =
        (b.message !== undefined && b.message !== null && String(b.message).trim() !== '') || b.template;
      const message = hasMessage
        ? await actionText(tx, { text: b.message, template: b.template }, 'message', c, caller.user.id, now)
        : null;
      await closeDuplicate(tx, c, b.duplicate_of, reason, message, caller, now);
    },
  );
  action(
    'undo_duplicate',
    'Deshace el cierre como duplicada.',
    { reason: TEXT },
    async (tx, c, b, caller, now) => {
      await undoDuplicate(tx, c, requiredReason(b.reason), caller, now);
    },
  );

  app.post<{ Params: { id: string }; Body: Body }>(
    '/case_work/complaints/:id/render/',
    {
      config: { access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary: 'Texto de una plantilla (o de un texto con variables) para esta queja.',
        params: ID_PARAMS,
        body: body({ template: ANY_ID, body: TEXT }),
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const now = new Date();
      const complaint = await caseComplaint(app.db, caller, pathId(request.params.id));
      const b = request.body ?? {};
      if (b.template !== undefined && b.template !== null) {
        return {
          text: await actionText(app.db, { template: b.template }, 'body', complaint, caller.user.id, now),
        };
      }
      return { text: await renderText(app.db, String(b.body ?? ''), complaint, caller.user.id, now) };
    },
  );

  app.get<{ Params: { id: string; rid: string } }>(
    '/case_work/complaints/:id/entity_requests/:rid/',
    {
      config: { access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary: 'Un requerimiento de la queja.',
        params: {
          type: 'object',
          properties: { id: { type: 'string', maxLength: 20 }, rid: { type: 'string', maxLength: 20 } },
        },
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const complaint = await caseComplaint(app.db, caller, pathId(request.params.id));
      const view = await entityRequestView(app.db, pathId(request.params.rid) ?? 0, new Date());
      if (view.complaint_id !== complaint.id) throw notFoundError();
      return view;
    },
  );

  app.get<{ Querystring: { q?: string; page?: number; page_size?: number } }>(
    '/case_work/search/',
    {
      config: { access },
      schema: {
        tags: [CASE_WORK_TAG],
        summary:
          'Busca quejas desde una sola caja: código, identificación, nombre (con o sin tildes) o texto.',
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', maxLength: 1000 },
            page: { type: 'integer', minimum: 1 },
            page_size: { type: 'integer', minimum: 1, maximum: 1000 },
          },
        },
      },
    },
    async (request) => {
      const found = await searchComplaints(app.db, adminCaller(request), request.query.q, new Date());
      const page = await pagedResponse(request, app.config.publicUrl, {
        count: found.count,
        defaultPageSize: 10,
        fetch: found.page,
      });
      return { ...page, more_matches: found.more };
    },
  );
}
