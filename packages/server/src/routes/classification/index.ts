import { CLASSIFICATION_TEXTS as C, LIMITS, SERVER_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stateName } from '../../domain/complaints/state-machine.js';
import { AREA_MODULES, authorityAccess, requireModule } from '../../domain/jurisdictional/access.js';
import {
  CLAIMED_FACTS,
  CANDIDATE_MOTIVES,
  CLASSIFICATION_REGIMES,
  candidateCondition,
  classifiedDeadline,
  HABEAS_FACTS,
  habeasFactProblem,
  regimeOf,
  type ClassificationKind,
} from '../../domain/jurisdictional/classification.js';
import { fileProblems, storeFile } from '../../domain/jurisdictional/files.js';
import { adminCaller } from '../../domain/staff-admin/access.js';
import {
  ID_PARAMS,
  LIST_QUERY_PROPERTIES,
  SqlFilter,
  isoOrNull,
  orderBy,
  pathId,
  listPage,
} from '../../domain/staff-admin/listing.js';
import type { DeadlineRegime } from '../../domain/deadlines/legal-deadlines.js';
import { DEADLINE_CLOCK_COLUMNS, clockOfRow } from '../../domain/deadlines/deadline-sql.js';
import { notFoundError, validationError } from '../../http/errors.js';
import { publicBase } from '../../http/pagination.js';
import { downloadKey, downloadLink } from '../../services/storage/signed-url.js';
import { readForm } from '../complaints/form-input.js';
import { CONSUMER_MULTIPART } from '../complaints/queja-routes.js';
import { BodyReader } from '../../domain/jurisdictional/input.js';

const FROM = `complaints c
  JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
  LEFT JOIN complaint_classifications k ON k.complaint_id = c.id`;
const COLUMNS = `c.id, c.codigo_queja, c.nombres, c.texto_queja, c.estado_cod, c.fecha_creacion, c.fecha_cierre,
  c.prorroga_queja, c.updated_at, e.id AS entity_id, e.name AS entity_name,
  k.kind, k.subtype, k.regime, k.claimed_fact, k.note, k.classified_at,
  (SELECT count(*) FROM complaint_classification_documents d WHERE d.complaint_id = c.id) AS documents_count,
  ${DEADLINE_CLOCK_COLUMNS}`;
const ORDERING: Record<string, string[]> = {
  fecha_creacion: ['c.fecha_creacion'],
  codigo_queja: ['c.codigo_queja'],
  entity: ['e.name'],
  classified_at: ['k.classified_at'],
};

type Row = Record<string, unknown>;

const KIND_PARAM = { type: 'string', enum: ['habeas_data', 'right_request'] } as const;
const KIND_ID_PARAMS = {
  type: 'object',
  required: ['kind', 'id'],
  properties: { kind: KIND_PARAM, id: ID_PARAMS.properties.id },
} as const;
const date = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v instanceof Date ? v : String(v));

function toBody(row: Row, now: Date) {
  const kind = row.kind === null ? null : String(row.kind);
  const subtype = row.subtype === null ? null : String(row.subtype);
  return {
    id: Number(row.id),
    codigo_queja: String(row.codigo_queja),
    consumer_name: String(row.nombres ?? ''),
    entity: { id: Number(row.entity_id), name: String(row.entity_name) },
    state: { id: Number(row.estado_cod), name: stateName(Number(row.estado_cod)) },
    fecha_creacion: isoOrNull(row.fecha_creacion),
    classification:
      kind === null
        ? null
        : {
            kind: { id: kind, name: C.kinds[kind] ?? kind },
            subtype: {
              id: subtype,
              name: (kind === 'habeas_data' ? C.habeasKinds : C.petitionKinds)[subtype ?? ''] ?? subtype,
            },
            claimed_fact:
              row.claimed_fact === ''
                ? null
                : { id: String(row.claimed_fact), name: C.claimedFacts[String(row.claimed_fact)] ?? '' },
            note: String(row.note ?? ''),
            classified_at: isoOrNull(row.classified_at),
          },
    documents_count: Number(row.documents_count ?? 0),
    deadline: classifiedDeadline(
      {
        fecha_creacion: date(row.fecha_creacion)!,
        estado_cod: Number(row.estado_cod),
        prorroga_queja: row.prorroga_queja === null ? null : Number(row.prorroga_queja),
        fecha_cierre: date(row.fecha_cierre),
        updated_at: date(row.updated_at)!,
        regime: (row.regime as DeadlineRegime | null) ?? null,
        suspensions: clockOfRow(row).suspensions,
      },
      now,
    ),
  };
}

interface ListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  classified?: 'yes' | 'no';
}

/**
 * Classification of complaints as habeas data (module 26) or right of petition (module 25)
 * (docs/jurisdictional-api.md): lists, one complaint with its deadline under its regime, the
 * classification itself (which moves the deadline) and its supporting documents.
 */
export async function routes(app: FastifyInstance): Promise<void> {
  const modules: Record<ClassificationKind, { id: number; name: string }> = {
    habeas_data: AREA_MODULES.habeasData,
    right_request: AREA_MODULES.rightOfPetition,
  };
  // Authority staff holding either module; the kind in the path then picks the one they need.
  const access = authorityAccess(
    [AREA_MODULES.habeasData.id, AREA_MODULES.rightOfPetition.id],
    AREA_MODULES.habeasData.name,
  );
  const kindModule = async (request: FastifyRequest) => {
    const kind = (request.params as { kind?: string }).kind ?? '';
    if (!Object.hasOwn(modules, kind)) throw notFoundError();
    const module = modules[kind as ClassificationKind];
    requireModule(request, [module.id], module.name);
  };
  const tags = ['Clasificación de quejas'];
  const base = '/classification/:kind/';
  const kindOf = (request: FastifyRequest) => (request.params as { kind: string }).kind as ClassificationKind;
  {
    const detail = async (kind: ClassificationKind, id: number) => {
      const { rows } = await app.db.query<Row>(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1`, [id]);
      const row = rows[0];
      // A complaint classified as the other kind belongs to the other module's screens.
      if (!row || (row.kind !== null && row.kind !== kind)) throw notFoundError();
      const { rows: docs } = await app.db.query<Row>(
        `SELECT d.id, f.id AS file_id, f.original_name, f.size_bytes, f.content_type, d.created_at
           FROM complaint_classification_documents d JOIN stored_files f ON f.id = d.file_id
          WHERE d.complaint_id = $1 ORDER BY d.id`,
        [id],
      );
      return {
        ...toBody(row, new Date()),
        texto_queja: String(row.texto_queja ?? ''),
        documents: docs.map((d) => ({
          id: Number(d.id),
          name: String(d.original_name),
          size: Number(d.size_bytes),
          content_type: String(d.content_type),
          created_at: isoOrNull(d.created_at),
        })),
      };
    };
    const idOf = (raw: string) => {
      const id = pathId(raw);
      if (id === null) throw notFoundError();
      return id;
    };

    app.get<{ Querystring: ListQuery }>(
      base,
      {
        config: { access },
        preValidation: kindModule,
        schema: {
          tags,
          summary:
            'Quejas candidatas de esta clase (`kind`: habeas_data, módulo 26; right_request, módulo 25).',
          description: `Candidatas: las quejas ya clasificadas de esta clase y las sin clasificar cuyo macro motivo las hace plausibles: habeas data ${CANDIDATE_MOTIVES.habeas_data.join(', ')} (reportes en centrales de riesgo y datos personales); derecho de petición ${CANDIDATE_MOTIVES.right_request.join(', ')} (acceso a información, paz y salvo, certificaciones, respuesta a peticiones). Las demás (fraude con tarjeta, pagos, tarifas…) no aparecen.`,
          params: { type: 'object', required: ['kind'], properties: { kind: KIND_PARAM } },
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { ...LIST_QUERY_PROPERTIES, classified: { type: 'string', enum: ['yes', 'no'] } },
          },
        },
      },
      async (request) => {
        const kind = kindOf(request);
        const filter = new SqlFilter();
        filter.where(`c.is_active AND ${candidateCondition(kind, (v) => filter.param(v))}`);
        if (request.query.classified === 'yes') filter.where('k.kind IS NOT NULL');
        if (request.query.classified === 'no') filter.where('k.kind IS NULL');
        filter.search(request.query.search, ['c.codigo_queja', 'c.nombres', 'e.name']);
        const order = orderBy(request.query.ordering, ORDERING, '-fecha_creacion', 'c.id DESC');
        const now = new Date();
        return listPage(app, request, {
          count: `FROM ${FROM}`,
          rows: `SELECT ${COLUMNS} FROM ${FROM}`,
          filter,
          order,
          map: (r) => toBody(r, now),
        });
      },
    );

    app.get<{ Params: { id: string } }>(
      `${base}:id/`,
      {
        config: { access },
        preValidation: kindModule,
        schema: {
          tags,
          summary: 'Una queja: clasificación, plazo bajo su régimen y documentos.',
          params: KIND_ID_PARAMS,
        },
      },
      async (request) => detail(kindOf(request), idOf(request.params.id)),
    );

    app.put<{ Params: { id: string }; Body: Record<string, unknown> }>(
      `${base}:id/`,
      {
        config: { access },
        preValidation: kindModule,
        schema: {
          tags,
          summary: 'Clasifica la queja; el plazo se recalcula con el régimen que resulta.',
          description: `JSON: \`subtype\` (habeas_data: ${Object.keys(CLASSIFICATION_REGIMES.habeas_data).join(', ')}; right_request: ${Object.keys(CLASSIFICATION_REGIMES.right_request).join(', ')}), \`claimed_fact\` (habeas data: una consulta no lleva hecho o lleva \`acceso\`; un reclamo lleva uno de ${HABEAS_FACTS.reclamo.join(', ')}), \`note\`.`,
          params: KIND_ID_PARAMS,
          body: { type: 'object' },
        },
      },
      async (request) => {
        const id = idOf(request.params.id);
        const kind = kindOf(request);
        await detail(kind, id);
        const input = new BodyReader(request.body);
        const subtype = input.text('subtype', { required: true, max: 30 });
        const regime = subtype ? regimeOf(kind, subtype) : null;
        if (subtype && regime === null)
          input.add('subtype', SERVER_TEXTS.fieldInvalidChoice(subtype.slice(0, 30)));
        let fact = input.text('claimed_fact', { max: 30 });
        if (kind === 'habeas_data') {
          const problem = subtype ? habeasFactProblem(subtype, fact) : null;
          if (fact && !CLAIMED_FACTS.includes(fact))
            input.add('claimed_fact', SERVER_TEXTS.fieldInvalidChoice(fact.slice(0, 30)));
          else if (problem) input.add('claimed_fact', problem);
        } else fact = '';
        const note = input.text('note', { max: LIMITS.textareaMaxLength });
        if (Object.keys(input.problems).length > 0) throw validationError(input.problems);
        await app.db.query(
          `INSERT INTO complaint_classifications (complaint_id, kind, subtype, regime, claimed_fact, note, classified_by, classified_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, now())
           ON CONFLICT (complaint_id) DO UPDATE SET kind = excluded.kind, subtype = excluded.subtype, regime = excluded.regime,
             claimed_fact = excluded.claimed_fact, note = excluded.note, classified_by = excluded.classified_by, classified_at = now()`,
          [id, kind, subtype, regime, fact, note, adminCaller(request).user.id],
        );
        return detail(kindOf(request), id);
      },
    );

    app.post<{ Params: { id: string } }>(
      `${base}:id/documents/`,
      {
        config: { ...CONSUMER_MULTIPART, access },
        preValidation: kindModule,
        schema: {
          tags,
          summary: 'Adjunta un documento que soporta la clasificación (multipart, campo `file`).',
          params: KIND_ID_PARAMS,
          consumes: ['multipart/form-data'],
        },
      },
      async (request, reply) => {
        const id = idOf(request.params.id);
        await detail(kindOf(request), id);
        const form = await readForm(request, /^file$/);
        const problems: Record<string, string[]> = { ...form.problems };
        const file = form.files[0];
        if (!file) problems.file = [...(problems.file ?? []), 'Adjunta un archivo.'];
        else if (form.files.length > 1) problems.file = [SERVER_TEXTS.fieldMaxItems(1)];
        else {
          const rejected = fileProblems(file);
          if (rejected.length > 0) problems.file = rejected;
        }
        if (Object.keys(problems).length > 0) throw validationError(problems);
        const uid = adminCaller(request).user.id;
        await app.db.transaction(async (tx) => {
          const stored = await storeFile(app, tx, file!, 'classification', uid, new Date());
          await tx.query(
            'INSERT INTO complaint_classification_documents (complaint_id, file_id, uploaded_by) VALUES ($1, $2, $3)',
            [id, stored.id, uid],
          );
        });
        return reply.code(201).send(await detail(kindOf(request), id));
      },
    );

    app.get<{ Params: { id: string; docId: string } }>(
      `${base}:id/documents/:docId/url/`,
      {
        config: { access },
        preValidation: kindModule,
        schema: {
          tags,
          summary: 'Enlace firmado (10 min) para ver un documento de soporte: `{url, expires_at}`.',
          params: {
            type: 'object',
            properties: { id: { type: 'string', maxLength: 20 }, docId: { type: 'string', maxLength: 20 } },
          },
        },
      },
      async (request) => {
        const id = idOf(request.params.id);
        const docId = idOf(request.params.docId);
        await detail(kindOf(request), id);
        const { rows } = await app.db.query<{ file_id: number }>(
          'SELECT file_id FROM complaint_classification_documents WHERE id = $1 AND complaint_id = $2',
          [docId, id],
        );
        if (!rows[0]) throw notFoundError();
        const link = downloadLink(
          publicBase(request, app.config.publicUrl),
          downloadKey(app.config.secretsKey),
          Number(rows[0].file_id),
          new Date(),
          LIMITS.downloadLinkMinutes,
        );
        return { url: `${link.url}&inline=1`, expires_at: link.expiresAt.toISOString() };
      },
    );
  }
}
