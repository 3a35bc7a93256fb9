import { JURISDICTIONAL_TEXTS as J, LIMITS, SERVER_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findComplaint } from '../../domain/complaints/repository.js';
import { AREA_MODULES, authorityAccess } from '../../domain/jurisdictional/access.js';
import { fileProblems, storeFile } from '../../domain/jurisdictional/files.js';
import {
  ANALYSIS,
  ANNEX_KINDS,
  ANNEX_STATUS,
  SOLICITUDE_STATUS,
  requiredAnnexKinds,
} from '../../domain/jurisdictional/prevalidation.js';
import {
  REQUEST_ORDERING,
  loadRequest,
  recordEvent,
  refreshProposal,
  requestCount,
  requestPage,
} from '../../domain/jurisdictional/requests.js';
import { solipReport } from '../../domain/jurisdictional/report.js';
import { isFinished, transitionProblem } from '../../domain/jurisdictional/status-flow.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import {
  ADMIN_PAGE_SIZE,
  LIST_QUERY_PROPERTIES,
  SqlFilter,
  orderBy,
} from '../../domain/staff-admin/listing.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { pagedResponse, publicBase } from '../../http/pagination.js';
import { downloadKey, downloadLink } from '../../services/storage/signed-url.js';
import type { IncomingFile } from '../../services/storage/upload-rules.js';
import { readForm } from '../complaints/form-input.js';
import { CONSUMER_MULTIPART } from '../complaints/queja-routes.js';
import { BodyReader, bogotaToday } from './input.js';

const TAG = 'Demandas jurisdiccionales';
const MODULE = AREA_MODULES.jurisdictional;
const ID_QUERY = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;
const OPEN_BODY = { type: 'object' } as const;

/** The three lists of the screens: to classify, to manage, everything. */
const VIEWS = {
  classification: `r.status = ${SOLICITUDE_STATUS.filed}`,
  management: `r.status NOT IN (${SOLICITUDE_STATUS.filed}, ${SOLICITUDE_STATUS.rejected}, ${SOLICITUDE_STATUS.finished})`,
  history: 'TRUE',
} as const;

interface ListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  view?: keyof typeof VIEWS;
  status?: number;
  solicitude_type?: string;
  cuantia?: 'minima' | 'menor' | 'mayor';
}

/** The list filter of `query` (the report uses it too). */
function listFilter(query: ListQuery): SqlFilter {
  const filter = new SqlFilter();
  filter.where(VIEWS[query.view ?? 'history']);
  filter.search(query.search, [
    'r.radicado',
    'r.claimant_name',
    'r.claimant_id_number',
    'e.name',
    'c.codigo_queja',
  ]);
  if (query.status !== undefined) filter.where(`r.status = ${filter.param(query.status)}`);
  if (query.solicitude_type) filter.where(`r.solicitude_type = ${filter.param(query.solicitude_type)}`);
  if (query.cuantia) {
    const s = '(SELECT value FROM smmlv_values s WHERE s.year = EXTRACT(YEAR FROM r.filed_on)::int)';
    const cond = {
      minima: `r.amount <= 40 * ${s}`,
      menor: `r.amount > 40 * ${s} AND r.amount <= 150 * ${s}`,
      mayor: `r.amount > 150 * ${s}`,
    };
    filter.where(cond[query.cuantia]);
  }
  return filter;
}

const LIST_PROPERTIES = {
  ...LIST_QUERY_PROPERTIES,
  view: { type: 'string', enum: Object.keys(VIEWS) },
  status: { type: 'integer', minimum: 1, maximum: 99 },
  solicitude_type: { type: 'string', maxLength: 50 },
  cuantia: { type: 'string', enum: ['minima', 'menor', 'mayor'] },
} as const;

async function requestOr404(app: FastifyInstance, id: number) {
  const body = await loadRequest(app.db, id);
  if (!body) throw notFoundError();
  return body;
}

async function optionName(app: FastifyInstance, list: string, code: string): Promise<string | null> {
  const { rows } = await app.db.query<{ name: string }>(
    'SELECT name FROM option_items WHERE list = $1 AND code = $2',
    [`jurisdiccional-servi/${list}`, code],
  );
  return rows[0]?.name ?? null;
}

async function optionExists(app: FastifyInstance, list: string, code: string): Promise<boolean> {
  const { rowCount } = await app.db.query(
    'SELECT 1 FROM option_items WHERE list = $1 AND code = $2 AND is_active',
    [`jurisdiccional-servi/${list}`, code],
  );
  return rowCount > 0;
}

/** The one file of a multipart upload (field `file`), its problems reported on `file`. */
function oneFile(files: IncomingFile[], problems: Record<string, string[]>): IncomingFile | null {
  if (files.length === 0) {
    (problems.file ??= []).push(J.fileRequired);
    return null;
  }
  if (files.length > 1) (problems.file ??= []).push(SERVER_TEXTS.fieldMaxItems(1));
  return files[0] ?? null;
}

const userId = (request: FastifyRequest) => adminCaller(request).user.id;

/**
 * Jurisdictional requests (SOLIP), module 24 (docs/jurisdictional-api.md): create, upload and
 * retry annexes, update, classify, SMMLV by year, the three lists, the consolidated report and
 * annex links.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  const access = authorityAccess([MODULE.id], MODULE.name);

  app.get<{ Querystring: ListQuery }>(
    '/jurisdiccional-servi/list-solicitudes',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary:
          'Solicitudes: por clasificar (view=classification), en gestión (management) o todas (history).',
        querystring: { type: 'object', additionalProperties: false, properties: LIST_PROPERTIES },
      },
    },
    async (request) => {
      const filter = listFilter(request.query);
      const order = orderBy(request.query.ordering, REQUEST_ORDERING, '-created_at', 'r.id DESC');
      const count = await requestCount(app.db, filter);
      return pagedResponse(request, app.config.publicUrl, {
        count,
        defaultPageSize: ADMIN_PAGE_SIZE,
        fetch: (limit, offset) => requestPage(app.db, filter, order, limit, offset),
      });
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/jurisdiccional-servi/create-solicitude',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Registra una solicitud (demanda o conciliación), desde una queja o sola.',
        description:
          'JSON: `solicitude_type`, `complaint_code` (opcional: completa entidad y demandante), `entity`, `claimant_name`, `claimant_id_type`, `claimant_id_number`, `claimant_email`, `claimant_phone`, `attorney_name`, `attorney_card`, `facts`, `claim`, `amount` (pesos), `claim_items` [{description, value}], `filed_on` (AAAA-MM-DD). 201: la solicitud completa.',
        body: OPEN_BODY,
      },
    },
    async (request, reply) => {
      const input = new BodyReader(request.body);
      const today = bogotaToday();
      const type = input.text('solicitude_type', { required: true, max: 50 });
      if (type && !(await optionExists(app, 'solicitude-types', type)))
        input.add('solicitude_type', SERVER_TEXTS.fieldInvalidChoice(type.slice(0, 50)));
      const complaintCode = input.text('complaint_code', { max: 40 });
      let complaint = null;
      if (complaintCode) {
        complaint = await findComplaint(app.db, complaintCode);
        if (!complaint) input.add('complaint_code', J.unknownComplaint);
      }
      let entityId = input.id('entity', complaint === null && !complaintCode);
      if (entityId === null && complaint) {
        const { rows } = await app.db.query<{ id: number }>(
          'SELECT id FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2',
          [complaint.tipo_entidad, complaint.entidad_cod],
        );
        entityId = rows[0] ? Number(rows[0].id) : null;
      } else if (entityId !== null) {
        const { rowCount } = await app.db.query('SELECT 1 FROM supervised_entities WHERE id = $1', [
          entityId,
        ]);
        if (rowCount === 0) input.add('entity', J.unknownEntity);
      }
      const fromComplaint = (value: string, field: unknown) =>
        value || (field === null || field === undefined ? '' : String(field));
      const claimantName = fromComplaint(input.text('claimant_name', { max: 200 }), complaint?.nombres);
      if (!claimantName && !input.problems.claimant_name) input.add('claimant_name', J.ruleNoClaimant);
      const idType = fromComplaint(input.text('claimant_id_type', { max: 10 }), complaint?.tipo_id_CF);
      const idNumber = fromComplaint(input.text('claimant_id_number', { max: 30 }), complaint?.numero_id_CF);
      const email = fromComplaint(input.text('claimant_email', { max: 254 }), complaint?.correo);
      if (email && !/^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/.test(email))
        input.add('claimant_email', J.emailInvalid);
      const phone = input.text('claimant_phone', { max: 20 });
      const attorneyName = input.text('attorney_name', { max: 200 });
      const attorneyCard = input.text('attorney_card', { max: 30 });
      const facts = fromComplaint(
        input.text('facts', { max: LIMITS.textareaMaxLength * 5 }),
        complaint?.texto_queja,
      );
      const claim = input.text('claim', { required: true, max: LIMITS.textareaMaxLength * 5 });
      const amount = input.pesos('amount', true);
      const filedOn = input.day('filed_on', today, false) ?? (input.problems.filed_on ? null : today);
      const items: { description: string; value: number }[] = [];
      const rawItems = request.body.claim_items;
      if (rawItems !== undefined && rawItems !== null) {
        if (!Array.isArray(rawItems) || rawItems.length > 50)
          input.add('claim_items', SERVER_TEXTS.fieldInvalid);
        else
          for (const item of rawItems as unknown[]) {
            const it = item as { description?: unknown; value?: unknown };
            if (
              typeof it !== 'object' ||
              it === null ||
              typeof it.value !== 'number' ||
              !Number.isSafeInteger(it.value) ||
              it.value < 0
            ) {
              input.add('claim_items', J.amountInvalid);
              break;
            }
            items.push({ description: String(it.description ?? '').slice(0, 500), value: it.value });
          }
      }
      if (Object.keys(input.problems).length > 0) throw validationError(input.problems);

      const caller = adminCaller(request);
      const now = new Date();
      const id = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO solip_requests (radicado, solicitude_type, complaint_id, entity_id, claimant_name, claimant_id_type,
             claimant_id_number, claimant_email, claimant_phone, attorney_name, attorney_card, facts, claim, amount,
             claim_items, filed_on, created_by, created_at, updated_at)
           VALUES (md5(random()::text), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16, $17, $17)
           RETURNING id`,
          [
            type,
            complaint?.id ?? null,
            entityId,
            claimantName,
            idType,
            idNumber,
            email,
            phone,
            attorneyName,
            attorneyCard,
            facts,
            claim,
            amount,
            JSON.stringify(items),
            filedOn,
            caller.user.id,
            now,
          ],
        );
        const newId = Number(rows[0]!.id);
        await tx.query(`UPDATE solip_requests SET radicado = $2 WHERE id = $1`, [
          newId,
          `${String(filedOn).slice(0, 4)}-SOLIP-${String(newId).padStart(6, '0')}`,
        ]);
        await recordEvent(
          tx,
          newId,
          caller.user.id,
          'created',
          complaint ? `Queja ${complaint.codigo_queja}` : '',
          now,
        );
        await refreshProposal(tx, newId);
        return newId;
      });
      return reply.code(201).send(await requestOr404(app, id));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/jurisdiccional-servi/get-solicitude',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Una solicitud completa: partes, cuantía, anexos, prevalidación e historial.',
        querystring: ID_QUERY,
      },
    },
    async (request) => requestOr404(app, request.query.id),
  );

  const uploadHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const form = await readForm(request, /^file$/);
    const input = new BodyReader(form.fields);
    const problems = input.problems;
    for (const [f, ms] of Object.entries(form.problems)) for (const m of ms) input.add(f, m);
    const solicitudeId = input.id('solicitude_id', true);
    const kind = input.text('kind', { required: true, max: 40 });
    if (kind && !(ANNEX_KINDS as readonly string[]).includes(kind))
      input.add('kind', SERVER_TEXTS.fieldInvalidChoice(kind.slice(0, 40)));
    const file = oneFile(form.files, problems);
    if (Object.keys(problems).length > 0) throw validationError(problems);
    const target = await requestOr404(app, solicitudeId!);
    if (isFinished(target.status.id))
      throw validationError({ solicitude_id: [J.requestFinished(target.status.name)] });
    const rejected = fileProblems(file!);
    const now = new Date();
    const uid = userId(request);
    if (rejected.length > 0) {
      // The failed upload stays on the request, so staff see it and can retry it.
      await app.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO solip_annexes (solicitude_id, kind, status, file_name, error, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6)`,
          [solicitudeId, kind, ANNEX_STATUS.failed, file!.filename.slice(0, 100), rejected.join(' '), now],
        );
        await recordEvent(
          tx,
          solicitudeId!,
          uid,
          'annex_failed',
          `${J.annexKinds[kind] ?? kind}: ${file!.filename.slice(0, 100)}`,
          now,
        );
        await refreshProposal(tx, solicitudeId!);
      });
      throw validationError({ file: rejected });
    }
    const annexId = await app.db.transaction(async (tx) => {
      const stored = await storeFile(app, tx, file!, 'solip', uid, now);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO solip_annexes (solicitude_id, kind, status, file_id, file_name, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
        [solicitudeId, kind, ANNEX_STATUS.received, stored.id, stored.original_name, now],
      );
      await recordEvent(
        tx,
        solicitudeId!,
        uid,
        'annex_uploaded',
        `${J.annexKinds[kind] ?? kind}: ${stored.original_name}`,
        now,
      );
      await refreshProposal(tx, solicitudeId!);
      return Number(rows[0]!.id);
    });
    const body = await requestOr404(app, solicitudeId!);
    return reply.code(201).send({ annex: body.annexes.find((a) => a.id === annexId), solicitude: body });
  };

  const uploadSchema = {
    tags: [TAG],
    summary: 'Carga un anexo de una solicitud.',
    description:
      'multipart/form-data: `solicitude_id`, `kind` (identificacion, reclamacion_previa, pruebas, poder, otro) y `file` (mismas reglas que los anexos de una queja). Un archivo rechazado queda como anexo con «Carga fallida» (reintentable) y la respuesta es 400 con el mensaje en `file`.',
    consumes: ['multipart/form-data'],
  };
  app.post(
    '/jurisdiccional-servi/upload-solip-file',
    { config: { ...CONSUMER_MULTIPART, access }, schema: uploadSchema },
    uploadHandler,
  );
  app.post(
    '/queries-servi/file/jurisdictional',
    {
      config: { ...CONSUMER_MULTIPART, access },
      schema: { ...uploadSchema, summary: 'Igual que upload-solip-file.' },
    },
    uploadHandler,
  );

  app.post(
    '/jurisdiccional-servi/retry-solip-annexes',
    {
      config: { ...CONSUMER_MULTIPART, access },
      schema: {
        tags: [TAG],
        summary: 'Vuelve a cargar el archivo de un anexo con carga fallida o por corregir.',
        description: 'multipart/form-data: `annex_id` y `file`. 200: la solicitud completa.',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const form = await readForm(request, /^file$/);
      const input = new BodyReader(form.fields);
      for (const [f, ms] of Object.entries(form.problems)) for (const m of ms) input.add(f, m);
      const annexId = input.id('annex_id', true);
      const file = oneFile(form.files, input.problems);
      if (Object.keys(input.problems).length > 0) throw validationError(input.problems);
      const { rows } = await app.db.query<{ solicitude_id: number; status: number; kind: string }>(
        'SELECT solicitude_id, status, kind FROM solip_annexes WHERE id = $1',
        [annexId],
      );
      const annex = rows[0];
      if (!annex) throw notFoundError();
      const owner = await requestOr404(app, Number(annex.solicitude_id));
      if (isFinished(owner.status.id))
        throw validationError({ annex_id: [J.requestFinished(owner.status.name)] });
      if (annex.status !== ANNEX_STATUS.failed && annex.status !== ANNEX_STATUS.toCorrect)
        throw validationError({ annex_id: [J.annexNotRetryable] });
      const rejected = fileProblems(file!);
      const now = new Date();
      const uid = userId(request);
      if (rejected.length > 0) {
        await app.db.query(
          'UPDATE solip_annexes SET attempts = attempts + 1, error = $2, file_name = $3, updated_at = $4 WHERE id = $1',
          [annexId, rejected.join(' '), file!.filename.slice(0, 100), now],
        );
        throw validationError({ file: rejected });
      }
      await app.db.transaction(async (tx) => {
        const stored = await storeFile(app, tx, file!, 'solip', uid, now);
        await tx.query(
          `UPDATE solip_annexes SET status = $2, file_id = $3, file_name = $4, error = '', attempts = attempts + 1, updated_at = $5
            WHERE id = $1`,
          [annexId, ANNEX_STATUS.received, stored.id, stored.original_name, now],
        );
        await recordEvent(
          tx,
          Number(annex.solicitude_id),
          uid,
          'annex_retried',
          `${J.annexKinds[annex.kind] ?? annex.kind}: ${stored.original_name}`,
          now,
        );
        await refreshProposal(tx, Number(annex.solicitude_id));
      });
      return requestOr404(app, Number(annex.solicitude_id));
    },
  );

  app.patch<{ Querystring: { id: number }; Body: Record<string, unknown> }>(
    '/jurisdiccional-servi/update-solicitude',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Cambia el estado de una solicitud clasificada y el estado u observación de sus anexos.',
        description:
          'JSON: `status` (id de solicitude-status, salvo 1 y 2), `annexes` [{id, status, note}]. 200: la solicitud completa. Estados permitidos: Clasificada → Admitida, Inadmitida o Rechazada; Inadmitida → Admitida o Rechazada; Admitida → En audiencia de conciliación o Terminada; En audiencia → Terminada. Rechazada y Terminada son finales: la solicitud ya no admite cambios (400).',
        querystring: ID_QUERY,
        body: OPEN_BODY,
      },
    },
    async (request) => {
      const id = request.query.id;
      const current = await requestOr404(app, id);
      const input = new BodyReader(request.body);
      if (isFinished(current.status.id))
        throw validationError({ [SERVER_TEXTS.nonFieldKey]: [J.requestFinished(current.status.name)] });
      const status = input.id('status', false);
      if (status !== null) {
        if (
          status <= SOLICITUDE_STATUS.classified ||
          !(await optionExists(app, 'solicitude-status', String(status)))
        )
          input.add('status', SERVER_TEXTS.fieldInvalidChoice(String(status)));
        else if (current.analysis_type === null) input.add('status', J.notClassified);
        else {
          const problem = transitionProblem(
            current.status.id,
            current.status.name,
            status,
            (await optionName(app, 'solicitude-status', String(status))) ?? String(status),
          );
          if (problem) input.add('status', problem);
        }
      }
      const changes: { id: number; status: number; note: string | null; kind: string }[] = [];
      const raw = request.body.annexes;
      if (raw !== undefined) {
        if (!Array.isArray(raw) || raw.length > 50) input.add('annexes', SERVER_TEXTS.fieldInvalid);
        else
          for (const item of raw as { id?: unknown; status?: unknown; note?: unknown }[]) {
            const annex = current.annexes.find((a) => a.id === Number(item?.id));
            const st = Number(item?.status);
            if (!annex) {
              input.add('annexes', SERVER_TEXTS.fieldInvalidChoice(String(item?.id).slice(0, 20)));
              continue;
            }
            // A failed upload has no file to judge: only a new upload changes it.
            if (
              ![
                ANNEX_STATUS.received,
                ANNEX_STATUS.valid,
                ANNEX_STATUS.rejected,
                ANNEX_STATUS.toCorrect,
              ].includes(st as 1) ||
              annex.file === null
            ) {
              input.add('annexes', SERVER_TEXTS.fieldInvalidChoice(String(item?.status).slice(0, 20)));
              continue;
            }
            const note =
              item.note === undefined || item.note === null ? null : String(item.note).trim().slice(0, 1000);
            changes.push({ id: annex.id, status: st, note, kind: annex.kind.id });
          }
      }
      if (Object.keys(input.problems).length > 0) throw validationError(input.problems);
      const uid = userId(request);
      const now = new Date();
      await app.db.transaction(async (tx) => {
        for (const c of changes) {
          await tx.query(
            'UPDATE solip_annexes SET status = $2, note = COALESCE($3, note), updated_at = $4 WHERE id = $1',
            [c.id, c.status, c.note, now],
          );
          const { rows } = await tx.query<{ name: string }>(
            "SELECT name FROM option_items WHERE list = 'jurisdiccional-servi/annexes-status' AND code = $1",
            [String(c.status)],
          );
          await recordEvent(
            tx,
            id,
            uid,
            'annex_status',
            `${J.annexKinds[c.kind] ?? c.kind}: ${rows[0]?.name ?? c.status}${c.note ? ` (${c.note})` : ''}`,
            now,
          );
        }
        if (status !== null) {
          await tx.query('UPDATE solip_requests SET status = $2, updated_at = $3 WHERE id = $1', [
            id,
            status,
            now,
          ]);
          const { rows } = await tx.query<{ name: string }>(
            "SELECT name FROM option_items WHERE list = 'jurisdiccional-servi/solicitude-status' AND code = $1",
            [String(status)],
          );
          await recordEvent(tx, id, uid, 'status', rows[0]?.name ?? String(status), now);
        }
        await refreshProposal(tx, id);
      });
      return requestOr404(app, id);
    },
  );

  app.put<{ Querystring: { id: number }; Body: Record<string, unknown> }>(
    '/jurisdiccional-servi/update-classification',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Confirma o corrige la clasificación propuesta por la prevalidación.',
        description:
          'JSON: `analysis_type` (id de analysis-types), `note`. Igual a la propuesta: «Propuesta automática confirmada»; distinta: «corregida». La solicitud pasa a «Clasificada».',
        querystring: ID_QUERY,
        body: OPEN_BODY,
      },
    },
    async (request) => {
      const id = request.query.id;
      const current = await requestOr404(app, id);
      const input = new BodyReader(request.body);
      const analysis = input.id('analysis_type', true);
      if (analysis !== null && !(await optionExists(app, 'analysis-types', String(analysis))))
        input.add('analysis_type', SERVER_TEXTS.fieldInvalidChoice(String(analysis)));
      const note = input.text('note', { max: LIMITS.textareaMaxLength });
      if (current.status.id !== SOLICITUDE_STATUS.filed)
        input.add(SERVER_TEXTS.nonFieldKey, J.alreadyClassified);
      if (Object.keys(input.problems).length > 0) throw validationError(input.problems);
      const proposed = Number(current.prevalidation.proposed.id);
      const how = analysis === proposed ? 1 : 2;
      const now = new Date();
      const uid = userId(request);
      await app.db.transaction(async (tx) => {
        await tx.query(
          `UPDATE solip_requests SET analysis_type = $2, mlvalidate_type = $3, classification_note = $4, classified_by = $5,
                  classified_at = $6, status = $7, proposed_analysis = $8, updated_at = $6 WHERE id = $1`,
          [id, analysis, how, note, uid, now, SOLICITUDE_STATUS.classified, proposed],
        );
        const { rows } = await tx.query<{ a: string; m: string }>(
          `SELECT (SELECT name FROM option_items WHERE list = 'jurisdiccional-servi/analysis-types' AND code = $1) AS a,
                  (SELECT name FROM option_items WHERE list = 'jurisdiccional-servi/mlvalidate-types' AND code = $2) AS m`,
          [String(analysis), String(how)],
        );
        await recordEvent(tx, id, uid, 'classified', J.classifiedAs(rows[0]?.a ?? '', rows[0]?.m ?? ''), now);
      });
      return requestOr404(app, id);
    },
  );

  app.get<{ Querystring: { year?: number } }>(
    '/jurisdiccional-servi/smmlv',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'SMMLV por año (todos, o el de `year`).',
        querystring: {
          type: 'object',
          properties: { year: { type: 'integer', minimum: 1990, maximum: 2100 } },
        },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{ year: number; value: string; decree: string }>(
        `SELECT year, value, decree FROM smmlv_values ${request.query.year ? 'WHERE year = $1' : ''} ORDER BY year DESC`,
        request.query.year ? [request.query.year] : [],
      );
      if (request.query.year && rows.length === 0) throw notFoundError();
      const results = rows.map((r) => ({ year: Number(r.year), value: Number(r.value), decree: r.decree }));
      return request.query.year ? results[0] : { results };
    },
  );

  app.put<{ Body: Record<string, unknown> }>(
    '/jurisdiccional-servi/smmlv',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Registra o corrige el SMMLV de un año: `{year, value, decree}`.',
        body: OPEN_BODY,
      },
    },
    async (request) => {
      const input = new BodyReader(request.body);
      const year = input.id('year', true);
      if (year !== null && (year < 1990 || year > 2100))
        input.add('year', SERVER_TEXTS.fieldInvalidChoice(String(year)));
      const value = input.pesos('value', true);
      if (value === 0) input.add('value', J.ruleAmountZero);
      const decree = input.text('decree', { max: 200 });
      if (Object.keys(input.problems).length > 0) throw validationError(input.problems);
      await app.db.query(
        `INSERT INTO smmlv_values (year, value, decree, updated_by, updated_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (year) DO UPDATE SET value = excluded.value, decree = excluded.decree, updated_by = excluded.updated_by, updated_at = now()`,
        [year, value, decree, userId(request)],
      );
      return { year, value, decree };
    },
  );

  app.get(
    '/queries-servi/get_form',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Definición del formulario: tipos, anexos y anexos obligatorios por tipo.',
      },
    },
    async () => {
      const { rows } = await app.db.query<{ code: string; name: string }>(
        "SELECT code, name FROM option_items WHERE list = 'jurisdiccional-servi/solicitude-types' AND is_active ORDER BY sort, code",
      );
      return {
        solicitude_types: rows.map((r) => ({
          bigquery_field: r.code,
          name: r.name,
          required_annexes: requiredAnnexKinds({ solicitude_type: r.code, attorney_name: '' }),
          required_with_attorney: requiredAnnexKinds({ solicitude_type: r.code, attorney_name: 'x' }),
        })),
        annex_kinds: ANNEX_KINDS.map((k) => ({ id: k, name: J.annexKinds[k] ?? k })),
        analysis: ANALYSIS,
        max_file_mb: LIMITS.attachmentFileMaxMb,
      };
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/queries-servi/get-url',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Enlace firmado (10 min) del archivo de un anexo: `{url, expires_at}`.',
        querystring: ID_QUERY,
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{ file_id: number | null }>(
        'SELECT file_id FROM solip_annexes WHERE id = $1',
        [request.query.id],
      );
      const fileId = rows[0]?.file_id;
      if (fileId === null || fileId === undefined) throw notFoundError();
      const link = downloadLink(
        publicBase(request, app.config.publicUrl),
        downloadKey(app.config.secretsKey),
        Number(fileId),
        new Date(),
        LIMITS.downloadLinkMinutes,
      );
      return { url: `${link.url}&inline=1`, expires_at: link.expiresAt.toISOString() };
    },
  );

  app.post<{ Body: ListQuery }>(
    '/queries-servi/generate_solip_report',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Informe consolidado (xlsx) de las solicitudes que cumplen los filtros de la lista.',
        body: { type: 'object', additionalProperties: false, properties: { ...LIST_PROPERTIES } },
      },
    },
    async (request, reply) => {
      const buffer = await solipReport(app.db, listFilter(request.body ?? {}));
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${J.consolidatedFileName}.xlsx"`)
        .send(buffer);
    },
  );

  app.get(
    '/queries-servi/consolidated-ac-link',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Dónde se genera el informe consolidado: `{url, method}`.' },
    },
    async (request) => ({
      url: `${publicBase(request, app.config.publicUrl)}/api/queries-servi/generate_solip_report`,
      method: 'POST',
    }),
  );
}
