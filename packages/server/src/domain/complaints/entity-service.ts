import { createHash } from 'node:crypto';
import { API_ERROR_TEXTS, ENTITY_API_MESSAGES, ENTITY_API_TEXTS, SERVER_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { EntityRef } from '../../db/repositories/users.js';
import { recordUnknownCatalogCodes } from './entity-catalog-codes.js';
import { entityDocuments, planEntityCreate, planEntityUpdate } from './entity-rules.js';
import type { ComplaintRecord } from './fields.js';
import { notifyConsumer } from './notifications.js';
import {
  findComplaintByCode,
  findComplaintById,
  insertComplaint,
  listComplaintFiles,
  updateComplaint,
  type Actor,
  type ComplaintValues,
  type StoredFileRecord,
} from './repository.js';
import { ComplaintNotFoundError, attachFiles, type ComplaintDeps, type PreparedFile } from './service.js';
import { COMPLAINT_STATES, ComplaintStateError, isActive } from './state-machine.js';
import type { FieldProblems } from './validation.js';

/**
 * The supervised entity's writes (entity-api momentos 2 and 3): register a complaint it received
 * itself, update and close one, attach its documents. Each checks {@link planEntityCreate} /
 * {@link planEntityUpdate} under the row lock (the documents they need are read there too) and
 * writes through the repository, one version per change.
 */

/** The entity's write breaks a rule; `problems` is the 400 body's `message`. */
export class EntityRuleError extends Error {
  override name = 'EntityRuleError';

  constructor(readonly problems: FieldProblems) {
    super(Object.values(problems).flat().join(' '));
  }
}

/** A `codigo_queja` that already exists (any entity's). */
export class DuplicateComplaintCodeError extends Error {
  override name = 'DuplicateComplaintCodeError';
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}

// The states in which a complaint is still open (being handled).
const OPEN_STATES = COMPLAINT_STATES.filter((estado_cod) => isActive({ estado_cod }));

/**
 * The code of an open complaint against `entity` by the same consumer (`tipo_id_CF` and
 * `numero_id_CF`) with the same `macro_motivo_cod`, if any: the real service refuses a second
 * one ("ya existe una Queja radicada para la entidad con el mismo motivo"). Complaints filed in
 * the portal count; closed, desisted and duplicate-closed ones do not.
 */
export async function openComplaintWithSameMotive(
  db: Db,
  entity: EntityRef,
  values: ComplaintValues,
): Promise<string | null> {
  const { tipo_id_CF, numero_id_CF, macro_motivo_cod } = values;
  if (tipo_id_CF == null || numero_id_CF == null || macro_motivo_cod == null) return null;
  const { rows } = await db.query<{ codigo_queja: string }>(
    `SELECT codigo_queja FROM complaints
      WHERE tipo_entidad = $1 AND entidad_cod = $2 AND tipo_id_cf = $3 AND numero_id_cf = $4
        AND macro_motivo_cod = $5 AND estado_cod = ANY($6::int[])
      ORDER BY fecha_creacion, id LIMIT 1`,
    [entity.tipo_entidad, entity.entidad_cod, tipo_id_CF, numero_id_CF, macro_motivo_cod, OPEN_STATES],
  );
  return rows[0]?.codigo_queja ?? null;
}

/**
 * Registers a complaint `entity` received through its own channels. It counts as delivered and
 * acknowledged at once (the entity has it already), so it never shows in the entity's pending
 * list. No mail: the consumer did not file it in the portal.
 */
export async function registerEntityComplaint(
  deps: ComplaintDeps,
  entity: EntityRef,
  input: ComplaintValues,
  actor: Actor,
): Promise<ComplaintRecord> {
  const now = deps.now();
  const plan = planEntityCreate(entity, input, now);
  if (Object.keys(plan.problems).length > 0) throw new EntityRuleError(plan.problems);
  const code = String(plan.values.codigo_queja);
  if (await findComplaintByCode(deps.db, code)) throw new DuplicateComplaintCodeError(code);
  const open = await openComplaintWithSameMotive(deps.db, entity, plan.values);
  if (open)
    throw new EntityRuleError({ [SERVER_TEXTS.nonFieldKey]: [ENTITY_API_TEXTS.sameMotiveOpen(open)] });
  try {
    const registered = await deps.db.transaction(async (tx) => {
      const created = await insertComplaint(
        tx,
        {
          ...plan.values,
          entity_first_seen_at: now,
          entity_ack_at: now,
        } as ComplaintValues & { tipo_entidad: number; entidad_cod: string },
        actor,
        now,
        plan.action,
      );
      await recordUnknownCatalogCodes(tx, entity, code, plan.values, now);
      if (plan.sentUpdate) await keepSentUpdate(tx, created.id, plan.sentUpdate);
      return created;
    });
    deps.afterFiled?.(registered.id);
    return registered;
  } catch (error) {
    // Two registrations of one code at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw new DuplicateComplaintCodeError(code);
    throw error;
  }
}

/** The last `fecha_actualizacion` the entity sent for complaint `id` (null: none yet). */
async function lastSentUpdate(tx: Db, id: number): Promise<Date | null> {
  const { rows } = await tx.query<{ at: Date | string | null }>(
    'SELECT entity_sent_update_at AS at FROM complaints WHERE id = $1',
    [id],
  );
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}

/** Keeps `at` as the last `fecha_actualizacion` the entity sent for complaint `id`. */
async function keepSentUpdate(tx: Db, id: number, at: Date): Promise<void> {
  await tx.query('UPDATE complaints SET entity_sent_update_at = $2 WHERE id = $1', [id, at]);
}

/**
 * Applies an entity's update to complaint `id`: refuses a finished complaint ("La Queja se
 * encuentra con estado Cerrado"), checks the plan against the documents uploaded so far, writes
 * one version, and mails the consumer when the state changed.
 */
export async function applyEntityUpdate(
  deps: ComplaintDeps,
  id: number,
  input: ComplaintValues,
  actor: Actor,
): Promise<ComplaintRecord> {
  const now = deps.now();
  const { before, after } = await deps.db.transaction(async (tx) => {
    const current = await findComplaintById(tx, id, { forUpdate: true });
    if (!current) throw new ComplaintNotFoundError();
    if (!isActive(current)) throw new ComplaintStateError(API_ERROR_TEXTS.complaintClosed);
    const docs = entityDocuments(await listComplaintFiles(tx, id));
    const plan = planEntityUpdate(current, input, docs, now, await lastSentUpdate(tx, id));
    if (Object.keys(plan.problems).length > 0) throw new EntityRuleError(plan.problems);
    const values: ComplaintValues = { ...plan.values };
    if (plan.toState !== current.estado_cod) values.estado_cod = plan.toState;
    const updated = await updateComplaint(tx, current, values, actor, plan.action, now);
    const entity = { tipo_entidad: current.tipo_entidad, entidad_cod: current.entidad_cod };
    await recordUnknownCatalogCodes(tx, entity, current.codigo_queja, plan.values, now);
    if (plan.sentUpdate) await keepSentUpdate(tx, id, plan.sentUpdate);
    return { before: current, after: updated };
  });
  if (after.estado_cod !== before.estado_cod) {
    await notifyConsumer(deps, after, { kind: 'state', fromState: before.estado_cod });
  }
  return after;
}

/** The hex SHA-256 of a file's bytes (how "the same file" is recognised). */
export function contentHash(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The file already attached to the complaint with these exact bytes, if any. */
export function sameFile(
  existing: readonly StoredFileRecord[],
  sha256: string,
): StoredFileRecord | undefined {
  return existing.find((f) => f.sha256 === sha256);
}

/**
 * Attaches one entity document to complaint `id` through {@link attachFiles} (same lock, same
 * version), refusing under the lock a complaint that is finished and a file whose bytes are
 * already attached ("El anexo ya existe, con el ID [n].", as {@link AttachmentLimitError}).
 */
export async function attachEntityFile(
  deps: ComplaintDeps,
  id: number,
  file: PreparedFile,
  actor: Actor,
): Promise<StoredFileRecord> {
  const sha256 = contentHash(file.data);
  try {
    const { files } = await attachFiles(
      deps,
      id,
      [{ ...file, kind: 'entity' }],
      actor,
      (_bytes, existing) => {
        const twin = sameFile(existing, sha256);
        return twin ? API_ERROR_TEXTS.attachmentDuplicate(twin.id) : null;
      },
    );
    return files[0] as StoredFileRecord;
  } catch (error) {
    // attachFiles words its state refusal for the consumer; the entity API has its own text.
    if (error instanceof ComplaintStateError) throw new ComplaintStateError(ENTITY_API_MESSAGES.attachClosed);
    throw error;
  }
}
