import { API_ERROR_TEXTS, SERVER_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { markDelivered } from '../../domain/complaints/entity-delivery.js';
import { pendingPage } from '../../domain/complaints/entity-pending.js';
import { applyEntityUpdate, registerEntityComplaint } from '../../domain/complaints/entity-service.js';
import { isActive } from '../../domain/complaints/state-machine.js';
import { validationError } from '../../http/errors.js';
import { pageJsonWithRawResults, pageLink, pageWindow } from '../../http/pagination.js';
import {
  ENTITY_PAGE_SIZE,
  callerEntity,
  entityComplaint,
  entityComplaintJson,
} from '../entity-api/entity-context.js';
import {
  ENTITY_CREATE_REQUIRED,
  entityBody,
  entityComplaintInput,
  entityErrors,
} from '../entity-api/entity-input.js';
import { complaintDeps } from './context.js';

/**
 * The supervised-entity side of `/api/queja/` (entity-api momentos 1 to 3). The consumer routes
 * hand a request here when `request.user.entity` is set; the entity API's other endpoints live
 * in `src/routes/entity-api/`. Every answer concerns the caller's own entity only: another
 * entity's `codigo_queja` is the same 404 as one that does not exist.
 */
export interface EntityComplaintHandlers {
  /** `GET /api/queja/`: complaints not yet acknowledged by the caller's entity (momento 1). */
  list(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** `GET /api/queja/{codigo_queja}/`. */
  detail(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** `POST /api/queja/`: a complaint the entity received itself (momento 2). */
  create(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  /** `PUT` and `PATCH /api/queja/{codigo_queja}/`: progress and closing (momento 3). */
  update(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

function codeParam(request: FastifyRequest): unknown {
  return (request.params as { id?: unknown } | undefined)?.id;
}

/**
 * Momento 1: the pending complaints, oldest first, paged with absolute `next` links the client
 * signs as returned; `next` also carries a `cursor` (where this page ended), with which the next
 * page starts right after this one's last complaint (ADR 0048). The only write is the first
 * delivery of the page's complaints never listed before (the start of their window; none on a
 * page already seen): the overdue acknowledgements are the acknowledgement job's
 * (src/jobs/server-jobs.ts), and the list does not depend on them.
 */
async function list(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const entity = callerEntity(request);
  const now = new Date();
  const { page, pageSize } = pageWindow(request, ENTITY_PAGE_SIZE);
  const cursor = (request.query as { cursor?: unknown } | undefined)?.cursor;
  const listed = await pendingPage(app.db, entity, now, { page, pageSize, cursor });
  await markDelivered(
    app.db,
    listed.complaints.filter((c) => c.unseen).map((c) => c.id),
    now,
  );
  const publicUrl = app.config.publicUrl;
  const next = listed.more ? pageLink(request, publicUrl, page + 1, listed.nextCursor) : null;
  const previous = page > 1 ? pageLink(request, publicUrl, page === 2 ? null : page - 1, null) : null;
  // The complaints come as JSON text from PostgreSQL (ADR 0057): the answer is written around them.
  const answer = pageJsonWithRawResults({
    count: listed.count,
    next,
    previous,
    results: listed.complaints.map((c) => c.json),
    pages: listed.pages,
    current_page: page,
  });
  return reply.type('application/json; charset=utf-8').send(answer);
}

async function detail(app: FastifyInstance, request: FastifyRequest): Promise<unknown> {
  const complaint = await entityComplaint(app, callerEntity(request), codeParam(request));
  if (complaint.entity_first_seen_at === null) await markDelivered(app.db, [complaint.id], new Date());
  return entityComplaintJson(complaint);
}

async function create(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const entity = callerEntity(request);
  const input = await entityComplaintInput(app.db, await entityBody(request), ENTITY_CREATE_REQUIRED);
  if (Object.keys(input.problems).length > 0) throw validationError(input.problems);
  const created = await entityErrors(() =>
    registerEntityComplaint(complaintDeps(app, request), entity, input.values, {
      userId: request.user!.id,
      kind: 'entity',
    }),
  );
  return reply.code(201).send(entityComplaintJson(created));
}

async function update(app: FastifyInstance, request: FastifyRequest): Promise<unknown> {
  const complaint = await entityComplaint(app, callerEntity(request), codeParam(request));
  // A finished complaint refuses any change before its body is even read (CRMs match this text).
  if (!isActive(complaint))
    throw validationError({ [SERVER_TEXTS.nonFieldKey]: [API_ERROR_TEXTS.complaintClosed] });
  const input = await entityComplaintInput(app.db, await entityBody(request));
  if (Object.keys(input.problems).length > 0) throw validationError(input.problems);
  const after = await entityErrors(() =>
    applyEntityUpdate(complaintDeps(app, request), complaint.id, input.values, {
      userId: request.user!.id,
      kind: 'entity',
    }),
  );
  return entityComplaintJson(after);
}

/** The handlers the consumer routes call for entity users. */
export const entityHandlers: EntityComplaintHandlers = {
  list,
  detail: (app, request) => detail(app, request),
  create,
  update: (app, request) => update(app, request),
};
