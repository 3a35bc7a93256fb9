import type { FastifyInstance } from 'fastify';
import { COMPLAINT_MESSAGES, SERVER_TEXTS, STAFF_ADMIN_TEXTS, STAFF_FILING_TEXTS as T } from '../../core.js';
import { insertUser } from '../../db/repositories/users.js';
import { complaintWorkAccess } from '../../domain/complaint-work/access.js';
import { fileComplaint } from '../../domain/complaints/service.js';
import {
  CONSUMER_CONDITION,
  PERSON_PROPERTIES,
  fullName,
  personProblems,
  trimStrings,
  invitedAccount,
  type PersonInput,
} from '../../domain/staff-admin/accounts.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import { ADMIN_PAGE_SIZE, ID_PARAMS, SqlFilter, pathId } from '../../domain/staff-admin/listing.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { pageQueryProperties, pagedResponse } from '../../http/pagination.js';
import { sendInvitation } from '../users-management/invitation.js';
import { complaintDeps } from '../complaints/context.js';
import { COMPLAINT_FILE_FIELD, readConsumerComplaint } from '../complaints/consumer-input.js';
import { readForm } from '../complaints/form-input.js';
import { CONSUMER_MULTIPART } from '../complaints/queja-routes.js';
import { stateErrors } from '../complaints/state-errors.js';
import { complaintView, fileView } from '../complaints/views.js';

const TAG = 'Quejas: radicación a nombre de un consumidor';

/** Module 8 «Radicar queja» of the catalog. */
const FILE_COMPLAINT_MODULE = { id: 8, name: 'Radicar queja' } as const;

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function consumerFromRow(row: Row) {
  const names = {
    first_name: str(row.first_name),
    second_name: str(row.second_name),
    first_last_name: str(row.first_last_name),
    second_last_name: str(row.second_last_name),
  };
  return {
    id: Number(row.id),
    email: row.email === null ? null : str(row.email),
    full_name: fullName(names),
    ...names,
    identification_type: row.identification_type === null ? null : str(row.identification_type),
    identification_number: row.identification_number === null ? null : str(row.identification_number),
    person_type: row.person_type === null ? null : str(row.person_type),
    phone: row.phone === null ? null : str(row.phone),
  };
}

const CONSUMER_SELECT = `SELECT u.id, u.email, u.phone, p.first_name, p.second_name, p.first_last_name,
  p.second_last_name, p.identification_type, p.identification_number, p.person_type
  FROM users u JOIN persons p ON p.user_id = u.id`;

/** The active consumer `id`, or null. */
async function findConsumer(app: FastifyInstance, id: number) {
  const { rows } = await app.db.query<Row>(
    `${CONSUMER_SELECT} WHERE u.id = $1 AND u.is_active AND ${CONSUMER_CONDITION}`,
    [id],
  );
  return rows[0] ? consumerFromRow(rows[0]) : null;
}

/**
 * Filing a complaint on a consumer's behalf (module 8 «Radicar queja»): find the consumer or
 * register them on the spot (they get a mail to choose their password), then file the same
 * complaint form as consumers do, with the channel and the reception point, all or nothing.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = complaintWorkAccess([FILE_COMPLAINT_MODULE.id], FILE_COMPLAINT_MODULE.name, {
    actors: ['authority'],
  });

  app.get(
    '/complaint_filing/reception_points/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary:
          'Puntos de recepción (`punto_recepcion`, lista `receptionpoints`): `{results: [{id, name}]}`.',
      },
    },
    async () => {
      const { rows } = await app.db.query<{ code: string; name: string }>(
        `SELECT code, name FROM option_items WHERE list = 'receptionpoints' AND is_active ORDER BY sort, code`,
      );
      return { results: rows.map((r) => ({ id: Number(r.code), name: String(r.name) })) };
    },
  );

  app.get<{ Querystring: { search?: string; page?: number; page_size?: number } }>(
    '/complaint_filing/consumers/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Busca consumidores por identificación, correo o nombre.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['search'],
          properties: { ...pageQueryProperties, search: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const search = (request.query.search ?? '').trim();
      if (Array.from(search).length < 3) throw validationError({ search: [T.searchTooShort] });
      const filter = new SqlFilter();
      filter.where('u.is_active');
      filter.where(CONSUMER_CONDITION);
      const exact = filter.param(search);
      // Every word in the name or the e-mail, with or without accents or capitals ("laura gomez").
      const words = filter.searchSql(search, [
        'u.email',
        "concat_ws(' ', p.first_name, p.second_name, p.first_last_name, p.second_last_name)",
      ])!;
      filter.where(`(p.identification_number = ${exact} OR (${words}))`);
      const from = 'FROM users u JOIN persons p ON p.user_id = u.id';
      const { rows } = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n ${from} ${filter.sql()}`,
        filter.params,
      );
      return pagedResponse(request, app.config.publicUrl, {
        count: Number(rows[0]?.n ?? 0),
        defaultPageSize: ADMIN_PAGE_SIZE,
        fetch: async (limit, offset) => {
          const page = await app.db.query<Row>(
            `${CONSUMER_SELECT} ${filter.sql()} ORDER BY p.first_last_name, p.first_name, u.id
             LIMIT ${filter.param(limit)} OFFSET ${filter.param(offset)}`,
            filter.params,
          );
          return page.rows.map(consumerFromRow);
        },
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/complaint_filing/consumers/:id/',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Un consumidor (para radicar a su nombre).', params: ID_PARAMS },
    },
    async (request) => {
      const id = pathId(request.params.id);
      const consumer = id === null ? null : await findConsumer(app, id);
      if (!consumer) throw notFoundError();
      return consumer;
    },
  );

  app.post<{ Body: PersonInput }>(
    '/complaint_filing/consumers/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Registra a un consumidor; recibe un correo para elegir su contraseña.',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...PERSON_PROPERTIES,
            person_type: { type: 'string', maxLength: 10 },
          },
        },
      },
    },
    async (request, reply) => {
      const caller = adminCaller(request);
      const body = trimStrings(request.body);
      const problems = await personProblems(app.db, body, null);
      if (!body.person_type) (problems.person_type ??= []).push(SERVER_TEXTS.fieldBlank);
      if (!problems.identification_number && body.identification_number) {
        const { rows } = await app.db.query(
          `SELECT 1 FROM users u JOIN persons p ON p.user_id = u.id
            WHERE p.identification_type = $1 AND p.identification_number = $2 AND ${CONSUMER_CONDITION}`,
          [body.identification_type, body.identification_number],
        );
        if (rows.length > 0) (problems.identification_number ??= []).push(T.identificationTaken);
      }
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const create = () =>
        app.db.transaction((tx) => insertUser(tx, invitedAccount(body, { personType: body.person_type })));
      let id: number;
      try {
        id = await create();
      } catch (error) {
        // Two registrations of one e-mail at once: the unique index decides.
        if (error instanceof Error && /unique|duplicate/i.test(error.message))
          throw validationError({ email: [STAFF_ADMIN_TEXTS.emailTaken] });
        throw error;
      }
      request.log.info({ consumer: id, by: caller.user.id }, 'consumer registered by staff');
      const consumer = (await findConsumer(app, id))!;
      await sendInvitation(app, request, id, consumer.email ?? '', consumer.first_name, T);
      return reply.code(201).send(consumer);
    },
  );

  app.post(
    '/complaint_filing/',
    {
      config: { ...CONSUMER_MULTIPART, access },
      schema: {
        tags: [TAG],
        summary: 'Radica una queja a nombre de un consumidor, con canal y punto de recepción.',
        description:
          'multipart/form-data: `consumer` (id del consumidor), `punto_recepcion` (lista `receptionpoints`) y los mismos campos y archivos que `POST /api/queja/` (`file-complaint-N`, `file-apoderado-N`). Todo o nada. 201: la queja como `GET /api/queja/{id}/` más `files` y `detail`.',
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request, reply) => {
      const caller = adminCaller(request);
      const form = await readForm(request, COMPLAINT_FILE_FIELD);
      const { consumer: rawConsumer, punto_recepcion: rawPoint, ...fields } = form.fields;
      const problems: Record<string, string[]> = {};
      const consumerId = /^\d{1,9}$/.test(str(rawConsumer).trim()) ? Number(str(rawConsumer).trim()) : null;
      const consumer = consumerId === null ? null : await findConsumer(app, consumerId);
      if (rawConsumer === undefined || str(rawConsumer).trim() === '')
        problems.consumer = [SERVER_TEXTS.fieldBlank];
      else if (!consumer) problems.consumer = [T.consumerNotFound(str(rawConsumer).slice(0, 20))];
      let point: number | null = null;
      if (rawPoint === undefined || str(rawPoint).trim() === '')
        problems.punto_recepcion = [SERVER_TEXTS.fieldBlank];
      else {
        const code = str(rawPoint).trim().slice(0, 20);
        const { rows } = await app.db.query(
          `SELECT 1 FROM option_items WHERE list = 'receptionpoints' AND code = $1 AND is_active`,
          [code],
        );
        if (rows.length === 0 || !/^\d+$/.test(code))
          problems.punto_recepcion = [SERVER_TEXTS.fieldInvalidChoice(code)];
        else point = Number(code);
      }
      const input = await readConsumerComplaint(
        app.db,
        { id: consumer?.id ?? 0 },
        fields,
        form.files,
        form.problems,
      );
      const all = { ...input.problems, ...problems };
      if (Object.keys(all).length > 0) throw validationError(all);
      const values = { ...input.values, owner_user_id: consumer!.id, punto_recepcion: point! };
      const { complaint, files } = await stateErrors(() =>
        fileComplaint(complaintDeps(app, request), values, input.files, {
          userId: caller.user.id,
          kind: 'staff',
        }),
      );
      return reply.code(201).send({
        ...(await complaintView(app.db, complaint)),
        files: files.map((f) => fileView(app, request, f)),
        detail: T.filedFor(complaint.codigo_queja, consumer!.full_name),
        consumer_detail: COMPLAINT_MESSAGES.filed(complaint.codigo_queja),
      });
    },
  );
}
