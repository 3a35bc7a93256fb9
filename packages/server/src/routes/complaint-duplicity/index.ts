import type { FastifyInstance } from 'fastify';
import { QUALITY_TEXTS } from '../../core.js';
import { complaintWorkAccess } from '../../domain/complaint-work/access.js';
import { findComplaintById, updateComplaint } from '../../domain/complaints/repository.js';
import { isActive } from '../../domain/complaints/state-machine.js';
import { detectDuplicatesInPeriod, matchingPassages } from '../../domain/quality/duplicates.js';
import { periodBounds } from '../../domain/quality/samples.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import {
  ADMIN_PAGE_SIZE,
  ID_PARAMS,
  LIST_QUERY_PROPERTIES,
  SqlFilter,
  isoOrNull,
  orderBy,
  pathId,
} from '../../domain/staff-admin/listing.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { pagedResponse } from '../../http/pagination.js';
import { periodProblems } from '../complaint-sample/index.js';
import { appendToLedger } from '../../domain/ledger/append.js';

const TAG = 'Calidad: quejas duplicadas';
const DUPLICATES_MODULE = { id: 15, name: QUALITY_TEXTS.modules.duplicates };

const FROM = `complaint_duplicates d
  JOIN complaints c ON c.id = d.complaint_id
  JOIN complaints o ON o.id = d.original_id
  JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
  LEFT JOIN persons dp ON dp.user_id = d.decided_by`;

const COLUMNS = `d.id, d.score::float8 AS score, d.status, d.detected_at, d.decided_at,
  btrim(concat_ws(' ', nullif(dp.first_name, ''), nullif(dp.first_last_name, ''))) AS decided_by,
  c.id AS c_id, c.codigo_queja AS c_code, c.fecha_creacion AS c_filed, c.estado_cod AS c_state, c.texto_queja AS c_text,
  o.id AS o_id, o.codigo_queja AS o_code, o.fecha_creacion AS o_filed, o.estado_cod AS o_state, o.texto_queja AS o_text,
  c.nombres, c.numero_id_cf, e.id AS entity_id, e.name AS entity_name`;

const ORDERING: Record<string, string[]> = {
  detected_at: ['d.detected_at'],
  score: ['d.score'],
  codigo_queja: ['c.codigo_queja'],
};

type Row = Record<string, unknown>;

function pairRow(r: Row) {
  const status = String(r.status);
  return {
    id: Number(r.id),
    score: Math.round(Number(r.score) * 1000) / 1000,
    status,
    status_label: QUALITY_TEXTS.duplicateStatuses[status] ?? status,
    detected_at: isoOrNull(r.detected_at),
    decided_at: isoOrNull(r.decided_at),
    decided_by: r.decided_by ? String(r.decided_by) : null,
    complaint: {
      id: Number(r.c_id),
      codigo_queja: String(r.c_code),
      fecha_creacion: isoOrNull(r.c_filed),
      estado_cod: Number(r.c_state),
    },
    original: {
      id: Number(r.o_id),
      codigo_queja: String(r.o_code),
      fecha_creacion: isoOrNull(r.o_filed),
      estado_cod: Number(r.o_state),
    },
    consumer: {
      name: String(r.nombres),
      numero_id_cf: r.numero_id_cf === null ? null : String(r.numero_id_cf),
    },
    entity: { id: Number(r.entity_id), name: String(r.entity_name) },
  };
}

interface ListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  status?: 'pending' | 'confirmed' | 'dismissed';
}

/** Duplicate candidates: list, evidence, decision and re-run (module 15 «Quejas duplicadas»). */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = complaintWorkAccess([DUPLICATES_MODULE.id], DUPLICATES_MODULE.name);

  const scoped = (caller: ReturnType<typeof adminCaller>) => {
    const filter = new SqlFilter();
    if (caller.entityIds !== null) filter.where(`e.id = ANY(${filter.param(caller.entityIds)}::int[])`);
    return filter;
  };

  app.get<{ Querystring: ListQuery }>(
    '/complaint_duplicity/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Candidatos a queja duplicada (por defecto, los pendientes), los más recientes primero.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...LIST_QUERY_PROPERTIES,
            status: { type: 'string', enum: ['pending', 'confirmed', 'dismissed'] },
          },
        },
      },
    },
    async (request) => {
      const filter = scoped(adminCaller(request));
      filter.where(`d.status = ${filter.param(request.query.status ?? 'pending')}`);
      filter.search(request.query.search, [
        'c.codigo_queja',
        'o.codigo_queja',
        'c.nombres',
        'c.numero_id_cf',
        'e.name',
      ]);
      const order = orderBy(request.query.ordering, ORDERING, '-detected_at', 'd.id DESC');
      const { rows } = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${FROM} ${filter.sql()}`,
        filter.params,
      );
      return pagedResponse(request, app.config.publicUrl, {
        count: Number(rows[0]?.n ?? 0),
        defaultPageSize: ADMIN_PAGE_SIZE,
        fetch: async (limit, offset) =>
          (
            await app.db.query<Row>(
              `SELECT ${COLUMNS} FROM ${FROM} ${filter.sql()} ${order}
                LIMIT ${filter.param(limit)} OFFSET ${filter.param(offset)}`,
              filter.params,
            )
          ).rows.map(pairRow),
      });
    },
  );

  const onePair = async (raw: string, caller: ReturnType<typeof adminCaller>) => {
    const id = pathId(raw);
    if (id === null) throw notFoundError();
    const filter = scoped(caller);
    filter.where(`d.id = ${filter.param(id)}`);
    const { rows } = await app.db.query<Row>(`SELECT ${COLUMNS} FROM ${FROM} ${filter.sql()}`, filter.params);
    if (!rows[0]) throw notFoundError();
    return rows[0];
  };

  const detail = (row: Row) => {
    const passages = matchingPassages(String(row.c_text), String(row.o_text));
    const pair = pairRow(row);
    return {
      ...pair,
      complaint: { ...pair.complaint, texto_queja: String(row.c_text), segments: passages.a },
      original: { ...pair.original, texto_queja: String(row.o_text), segments: passages.b },
    };
  };

  app.get<{ Params: { id: string } }>(
    '/complaint_duplicity/:id/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Un candidato: los dos textos con los pasajes coincidentes marcados y la similitud.',
        params: ID_PARAMS,
      },
    },
    async (request) => detail(await onePair(request.params.id, adminCaller(request))),
  );

  app.put<{ Params: { id: string }; Body: { status: 'confirmed' | 'dismissed' } }>(
    '/complaint_duplicity/:id/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary:
          'Confirma (la queja queda cerrada como duplicada, marcación 7, enlazada a la original) o descarta un candidato.',
        params: ID_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['status'],
          properties: { status: { type: 'string', enum: ['confirmed', 'dismissed'] } },
        },
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const row = await onePair(request.params.id, caller);
      const pairId = Number(row.id);
      const decision = request.body.status;
      const now = new Date();
      await app.db.transaction(async (tx) => {
        const locked = await tx.query<{ status: string }>(
          'SELECT status FROM complaint_duplicates WHERE id = $1 FOR UPDATE',
          [pairId],
        );
        if (locked.rows[0]?.status !== 'pending') {
          throw validationError({ status: [QUALITY_TEXTS.duplicateAlreadyDecided] });
        }
        if (decision === 'confirmed') {
          const complaint = await findComplaintById(tx, Number(row.c_id), { forUpdate: true });
          if (!complaint || !isActive(complaint)) {
            throw validationError({ status: [QUALITY_TEXTS.duplicateComplaintClosed] });
          }
          // Closed as SmartSupervision closes a duplicate: estado_cod 4 with marcacion 7.
          await updateComplaint(
            tx,
            complaint,
            { estado_cod: 4, marcacion: 7, fecha_cierre: now },
            { userId: caller.user.id, kind: 'staff' },
            'staff_duplicate',
            now,
            { duplicado_de: { old: null, new: String(row.o_code) } },
          );
          const note = await tx.query<{ id: number }>(
            `INSERT INTO complaint_notes (complaint_id, author_user_id, text, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
            [complaint.id, caller.user.id, QUALITY_TEXTS.duplicateOriginal(String(row.o_code)), now],
          );
          await appendToLedger(tx, 'complaint_notes', note.rows[0]!.id, { at: now });
          // The complaint is closed now: its other candidates can no longer be confirmed.
          await tx.query(
            `UPDATE complaint_duplicates SET status = 'dismissed', decided_by = $2, decided_at = $3
              WHERE complaint_id = $1 AND status = 'pending' AND id <> $4`,
            [complaint.id, caller.user.id, now, pairId],
          );
        }
        await tx.query(
          'UPDATE complaint_duplicates SET status = $2, decided_by = $3, decided_at = $4 WHERE id = $1',
          [pairId, decision, caller.user.id, now],
        );
      });
      return detail(await onePair(request.params.id, caller));
    },
  );

  app.post<{ Body: { period_from: string; period_to: string; window_days?: number } }>(
    '/complaint_duplicity/',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Vuelve a buscar candidatos entre las quejas radicadas en un periodo.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['period_from', 'period_to'],
          properties: {
            period_from: { type: 'string', maxLength: 10 },
            period_to: { type: 'string', maxLength: 10 },
            window_days: { type: 'integer', minimum: 1, maximum: 365 },
          },
        },
      },
    },
    async (request) => {
      const caller = adminCaller(request);
      const body = request.body;
      const problems = periodProblems(body.period_from, body.period_to);
      if (Object.keys(problems).length > 0) throw validationError(problems);
      const { start, end } = periodBounds(body.period_from, body.period_to);
      const result = await detectDuplicatesInPeriod(app.db, start, end, {
        windowDays: body.window_days ?? app.config.duplicateWindowDays,
        entityIds: caller.entityIds,
      });
      return { ...result, window_days: body.window_days ?? app.config.duplicateWindowDays };
    },
  );
}
