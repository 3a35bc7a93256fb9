import { LIMITS, SERVER_TEXTS, STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/driver.js';
import { ADMIN_MODULES, adminCaller, adminAccess } from '../../domain/staff-admin/access.js';
import { recordChange } from '../../domain/staff-admin/changes.js';
import {
  ID_PARAMS,
  LIST_QUERY_PROPERTIES,
  SqlFilter,
  isoOrNull,
  orderBy,
  pathId,
  listPage,
} from '../../domain/staff-admin/listing.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { outboxMail } from '../../jobs/server-jobs.js';

const TAG = 'Administración: soporte técnico';

const COLUMNS = `r.id, r.name, r.email, r.phone, r.identification, r.user_id, r.problem_type, pt.name AS problem_name,
  r.state, st.name AS state_name, r.description, r.created_at, r.updated_at,
  f.id AS file_id, f.original_name AS file_name, f.size_bytes AS file_size, f.content_type AS file_type,
  (SELECT count(*)::int FROM technical_support_answers a WHERE a.request_id = r.id) AS answers_count`;

const FROM = `FROM technical_support_requests r
  LEFT JOIN option_items pt ON pt.list = 'type-problem-choices' AND pt.code = r.problem_type
  LEFT JOIN option_items st ON st.list = 'support-state' AND st.code = r.state
  LEFT JOIN stored_files f ON f.id = r.document_file_id`;

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const strOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

function requestFromRow(row: Row) {
  return {
    id: Number(row.id),
    name: str(row.name),
    email: str(row.email),
    phone: strOrNull(row.phone),
    identification: strOrNull(row.identification),
    user_id: row.user_id === null ? null : Number(row.user_id),
    problem_type: { id: str(row.problem_type), name: str(row.problem_name) },
    state: { id: str(row.state), name: str(row.state_name) },
    description: str(row.description),
    document:
      row.file_id === null
        ? null
        : {
            id_storage: Number(row.file_id),
            name: str(row.file_name),
            size: Number(row.file_size),
            content_type: str(row.file_type),
          },
    created_at: isoOrNull(row.created_at),
    updated_at: isoOrNull(row.updated_at),
  };
}

async function supportDetail(db: Db, id: number) {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} ${FROM} WHERE r.id = $1`, [id]);
  if (!rows[0]) return null;
  const answers = await db.query<Row>(
    `SELECT a.id, a.state, st.name AS state_name, a.answer, a.created_at, a.author_user_id,
            concat_ws(' ', p.first_name, p.first_last_name) AS author_name
       FROM technical_support_answers a
       LEFT JOIN option_items st ON st.list = 'support-state' AND st.code = a.state
       LEFT JOIN persons p ON p.user_id = a.author_user_id
      WHERE a.request_id = $1 ORDER BY a.id`,
    [id],
  );
  return {
    ...requestFromRow(rows[0]),
    answers: answers.rows.map((a) => ({
      id: Number(a.id),
      state: { id: str(a.state), name: str(a.state_name) },
      answer: str(a.answer),
      author:
        a.author_user_id === null ? null : { id: Number(a.author_user_id), full_name: str(a.author_name) },
      created_at: isoOrNull(a.created_at),
    })),
  };
}

const ORDERING: Record<string, string[]> = {
  created_at: ['r.created_at'],
  updated_at: ['r.updated_at'],
  state: ['r.state'],
  name: ['sfc_fold(r.name)'],
  id: ['r.id'],
};

/** Technical-support requests for staff (module 3): list, detail with the document, answer by mail. */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = adminAccess(ADMIN_MODULES.support, { global: true });

  app.get<{ Querystring: { search?: string; ordering?: string; state?: string; problem_type?: string } }>(
    '/technical-support/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Lista paginada de solicitudes de soporte técnico',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...LIST_QUERY_PROPERTIES,
            state: { type: 'string', maxLength: 10, description: 'código de support-state' },
            problem_type: { type: 'string', maxLength: 10, description: 'código de type-problem-choices' },
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const filter = new SqlFilter();
      filter.search(q.search, ['r.name', 'r.email', "COALESCE(r.identification, '')", 'r.description']);
      if (q.state !== undefined && q.state !== '') filter.where(`r.state = ${filter.param(q.state)}`);
      if (q.problem_type !== undefined && q.problem_type !== '')
        filter.where(`r.problem_type = ${filter.param(q.problem_type)}`);
      const order = orderBy(q.ordering, ORDERING, '-created_at', 'r.id DESC');
      return listPage(app, request, {
        count: 'FROM technical_support_requests r',
        rows: `SELECT ${COLUMNS} ${FROM}`,
        filter,
        order,
        map: (row) => ({ ...requestFromRow(row), answers_count: Number(row.answers_count ?? 0) }),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/technical-support/:id/',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Una solicitud de soporte técnico', params: ID_PARAMS },
    },
    async (request) => {
      const id = pathId(request.params.id);
      const detail = id === null ? null : await supportDetail(app.db, id);
      if (!detail) throw notFoundError();
      return detail;
    },
  );

  app.post<{ Params: { id: string }; Body: { state: string; answer: string } }>(
    '/technical-support/:id/answer/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Responde una solicitud: cambia su estado y envía la respuesta por correo',
        params: ID_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['state', 'answer'],
          properties: {
            state: { type: 'string', maxLength: 10 },
            answer: { type: 'string', maxLength: LIMITS.textareaMaxLength },
          },
        },
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const id = pathId(request.params.id);
      const existing = id === null ? null : await supportDetail(app.db, id);
      if (!existing) throw notFoundError();
      const state = request.body.state.trim();
      const answer = request.body.answer.trim();
      const problems: Record<string, string[]> = {};
      const { rows } = await app.db.query<{ name: string }>(
        "SELECT name FROM option_items WHERE list = 'support-state' AND code = $1 AND is_active",
        [state],
      );
      if (state === '') problems.state = [SERVER_TEXTS.fieldBlank];
      else if (!rows[0]) problems.state = [SERVER_TEXTS.fieldInvalidChoice(state.slice(0, 10))];
      if (answer === '') problems.answer = [SERVER_TEXTS.fieldBlank];
      if (Object.keys(problems).length > 0) throw validationError(problems);
      await app.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO technical_support_answers (request_id, author_user_id, state, answer) VALUES ($1, $2, $3, $4)`,
          [existing.id, caller.user.id, state, answer],
        );
        await tx.query('UPDATE technical_support_requests SET state = $2, updated_at = now() WHERE id = $1', [
          existing.id,
          state,
        ]);
        await recordChange(tx, {
          actorUserId: caller.user.id,
          ip: request.ip,
          resource: 'support_request',
          resourceId: existing.id,
          action: 'answered',
          changes: [{ field: 'state', before: existing.state.name, after: rows[0]!.name }],
        });
      });
      try {
        // Through the outbox (ADR 0030): the answer is recorded; the mail does not hold up the reply.
        await outboxMail(app).sendMail({
          to: existing.email,
          subject: STAFF_ADMIN_TEXTS.supportAnswerSubject,
          text: STAFF_ADMIN_TEXTS.supportAnswerText(existing.name, existing.id, rows[0]!.name, answer),
        });
      } catch (err) {
        request.log.error({ err, requestId: existing.id }, 'support answer not delivered');
      }
      return (await supportDetail(app.db, existing.id))!;
    },
  );
}
