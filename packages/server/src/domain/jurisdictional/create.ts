import { JURISDICTIONAL_TEXTS as J, LIMITS, SERVER_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../../http/errors.js';
import { findComplaint } from '../complaints/repository.js';
import { adminCaller } from '../staff-admin/access.js';
import { BodyReader, bogotaToday } from './input.js';
import { optionExists, requestOr404 } from './lookup.js';
import { recordEvent, refreshProposal } from './requests.js';

/**
 * Registers a request (lawsuit or conciliation), from a complaint (which fills in the entity and
 * the claimant) or on its own; its radicado is `YYYY-SOLIP-NNNNNN`. Answers the whole request.
 */
export async function createRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  body: Record<string, unknown>,
) {
  const input = new BodyReader(body);
  const today = bogotaToday();
  const type = input.text('solicitude_type', { required: true, max: 50 });
  if (type && !(await optionExists(app.db, 'solicitude-types', type)))
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
    const { rowCount } = await app.db.query('SELECT 1 FROM supervised_entities WHERE id = $1', [entityId]);
    if (rowCount === 0) input.add('entity', J.unknownEntity);
  }
  const fromComplaint = (value: string, field: unknown) =>
    value || (field === null || field === undefined ? '' : String(field));
  const claimantName = fromComplaint(input.text('claimant_name', { max: 200 }), complaint?.nombres);
  if (!claimantName && !input.problems.claimant_name) input.add('claimant_name', J.ruleNoClaimant);
  const idType = fromComplaint(input.text('claimant_id_type', { max: 10 }), complaint?.tipo_id_CF);
  const idNumber = fromComplaint(input.text('claimant_id_number', { max: 30 }), complaint?.numero_id_CF);
  const email = fromComplaint(input.text('claimant_email', { max: 254 }), complaint?.correo);
  if (email && !/^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/.test(email)) input.add('claimant_email', J.emailInvalid);
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
  const rawItems = body.claim_items;
  if (rawItems !== undefined && rawItems !== null) {
    if (!Array.isArray(rawItems) || rawItems.length > 50) input.add('claim_items', SERVER_TEXTS.fieldInvalid);
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
  return requestOr404(app.db, id);
}
