import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPLAINT_MODULES, complaintWorkHooks, scopeToCaller } from '../../domain/complaint-work/access.js';
import {
  SUSPENSION_REASON_MAX,
  checkReason,
  listSuspensions,
  resumeTerm,
  suspendTerm,
} from '../../domain/complaint-work/suspensions.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import { ID_PARAMS, SqlFilter, pathId } from '../../domain/staff-admin/listing.js';
import { notFoundError } from '../../http/errors.js';
import { complaintPage } from '../complaint-management/complaint-rows.js';

const TAG = 'Quejas: gestión';

/**
 * Suspension of a complaint's term (module 9 «Gestión de quejas», with the caller's entity scope
 * like the other management actions; docs/decisions/0022-complaint-suspensions.md):
 * GET lists the suspensions, POST suspends the running term with a reason, DELETE resumes it.
 * Each change is a complaint version; every answer is the complaint's queue row (its deadline
 * with the suspension) and its suspensions.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  const module = COMPLAINT_MODULES.management;
  const hooks = complaintWorkHooks(app, [module.id], module.name);
  const path = '/complaint_management/:id/suspension/';

  /** The complaint `id` as the caller's queue shows it, or undefined when out of their scope. */
  async function queueRow(request: FastifyRequest, id: number) {
    const filter = new SqlFilter();
    scopeToCaller(filter, adminCaller(request));
    filter.where(`c.id = ${filter.param(id)}`);
    const [row] = await complaintPage(app.db, filter, 'ORDER BY c.id', 1, 0, new Date());
    return row;
  }

  /** The complaint's id when the caller may see it (404 otherwise). */
  async function scoped(request: FastifyRequest<{ Params: { id: string } }>) {
    const id = pathId(request.params.id);
    if (id === null || !(await queueRow(request, id))) throw notFoundError();
    return id;
  }

  async function answer(request: FastifyRequest, id: number) {
    return { complaint: await queueRow(request, id), suspensions: await listSuspensions(app.db, id) };
  }

  app.get<{ Params: { id: string } }>(
    path,
    {
      preValidation: hooks,
      schema: { tags: [TAG], summary: 'Suspensiones del plazo de una queja.', params: ID_PARAMS },
    },
    async (request) => {
      const id = await scoped(request);
      return { suspensions: await listSuspensions(app.db, id) };
    },
  );

  app.post<{ Params: { id: string }; Body: { reason: string } }>(
    path,
    {
      preValidation: hooks,
      schema: {
        tags: [TAG],
        summary: 'Suspende el plazo de una queja mientras espera información del consumidor.',
        description:
          'Solo antes del día de vencimiento y si no está ya suspendido. `reason` obligatorio. 201 `{complaint, suspensions}`.',
        params: ID_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['reason'],
          // The length is checked by the handler, to answer with the catalogue's text.
          properties: { reason: { type: 'string', maxLength: SUSPENSION_REASON_MAX * 4 } },
        },
      },
    },
    async (request, reply) => {
      const id = await scoped(request);
      const reason = checkReason(request.body.reason);
      const caller = adminCaller(request);
      await suspendTerm(app.db, id, reason, { userId: caller.user.id, kind: 'staff' }, new Date());
      return reply.code(201).send(await answer(request, id));
    },
  );

  app.delete<{ Params: { id: string } }>(
    path,
    {
      preValidation: hooks,
      schema: {
        tags: [TAG],
        summary: 'Reanuda el plazo suspendido de una queja.',
        description: 'El plazo vuelve a correr desde el día hábil siguiente. 200 `{complaint, suspensions}`.',
        params: ID_PARAMS,
      },
    },
    async (request) => {
      const id = await scoped(request);
      const caller = adminCaller(request);
      await resumeTerm(app.db, id, { userId: caller.user.id, kind: 'staff' }, new Date());
      return answer(request, id);
    },
  );
}
