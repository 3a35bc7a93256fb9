import { CASE_WORK_SERVER_TEXTS as T } from '@sfc/core/messages/case-work-server-texts';
import { COMPLAINT_STATE, STAFF_COMPLAINT_ACTION_TEXTS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { validationError } from '../../http/errors.js';
import { COMPLAINT_MODULES } from '../complaint-work/access.js';
import { assignableAnalystCondition } from '../complaint-work/assignable-analysts.js';
import type { ComplaintRecord } from '../complaints/fields.js';
import {
  findComplaintByCode,
  findComplaintById,
  updateComplaint,
  type Actor,
} from '../complaints/repository.js';
import { ComplaintStateError, transition } from '../complaints/state-machine.js';
import { isFinishedState } from '../deadlines/deadline-sql.js';
import { appendToLedger } from '../ledger/append.js';
import type { AdminCaller } from '../staff-admin/access.js';
import { mailConsumer } from './consumer-requests.js';
import { callerDirection } from './templates.js';

/**
 * The case workspace's actions on one complaint (docs/case-work-api.md): take and assign (only
 * to assignable analysts: assignable-analysts.ts), transfer to another entity or out of the
 * authority's competence, close with a message to the consumer, close as a duplicate and undo
 * it. Each runs in the caller's transaction `tx` and is one complaint version; the irreversible
 * ones record their reason.
 */

/** Duplicate marking (`marcacion` 7, entity-api). */
const DUPLICATE_MARK = 7;

const staffActor = (caller: AdminCaller): Actor => ({ userId: caller.user.id, kind: 'staff' });

/** Whether `userId` may be given complaints by `caller` (active staff on the caller's side holding module 9). */
async function assignable(tx: Db, userId: number, caller: AdminCaller): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM users u JOIN persons p ON p.user_id = u.id WHERE u.id = $1 AND ${assignableAnalystCondition('$2', '$3')}`,
    [userId, COMPLAINT_MODULES.management.id, caller.entityIds],
  );
  return rows.length > 0;
}

async function writeAssignment(
  tx: Db,
  complaint: ComplaintRecord,
  direction: number | null,
  analyst: number | null,
  caller: AdminCaller,
  now: Date,
): Promise<void> {
  const before = (await findComplaintById(tx, complaint.id, { forUpdate: true }))!;
  const old = await tx.query<{ direction_id: number | null; analyst_user_id: number | null }>(
    'SELECT direction_id, analyst_user_id FROM complaint_assignments WHERE complaint_id = $1',
    [complaint.id],
  );
  await tx.query(
    `INSERT INTO complaint_assignments (complaint_id, direction_id, analyst_user_id, assigned_by, assigned_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (complaint_id) DO UPDATE SET direction_id = $2, analyst_user_id = $3, assigned_by = $4, assigned_at = $5`,
    [complaint.id, direction, analyst, caller.user.id, now],
  );
  await updateComplaint(tx, before, {}, staffActor(caller), 'staff_assign', now, {
    direction: { old: old.rows[0]?.direction_id ?? null, new: direction },
    analyst: { old: old.rows[0]?.analyst_user_id ?? null, new: analyst },
  });
}

async function currentDirection(tx: Db, complaintId: number): Promise<number | null> {
  const { rows } = await tx.query<{ direction_id: number | null }>(
    'SELECT direction_id FROM complaint_assignments WHERE complaint_id = $1',
    [complaintId],
  );
  const id = rows[0]?.direction_id;
  return id === null || id === undefined ? null : Number(id);
}

/** Take: assign to the caller, keeping the complaint's direction or giving it the caller's. */
export async function takeComplaint(tx: Db, complaint: ComplaintRecord, caller: AdminCaller, now: Date) {
  if (!(await assignable(tx, caller.user.id, caller))) throw validationError({ analyst: [T.cannotTake] });
  const direction = (await currentDirection(tx, complaint.id)) ?? (await callerDirection(tx, caller.user.id));
  if (direction === null) throw validationError({ direction: [T.takeNeedsDirection] });
  await writeAssignment(tx, complaint, direction, caller.user.id, caller, now);
}

/** Assign to `analyst` (or nobody) and `direction` (default: the current one, else the analyst's). */
export async function assignComplaint(
  tx: Db,
  complaint: ComplaintRecord,
  input: { analyst?: unknown; direction?: unknown },
  caller: AdminCaller,
  now: Date,
) {
  const analyst = input.analyst === undefined || input.analyst === null ? null : Number(input.analyst);
  if (analyst !== null && !(Number.isInteger(analyst) && (await assignable(tx, analyst, caller)))) {
    throw validationError({
      analyst: [STAFF_COMPLAINT_ACTION_TEXTS.analystNotFound(String(input.analyst).slice(0, 20))],
    });
  }
  let direction: number | null;
  if (input.direction !== undefined && input.direction !== null) {
    const { rows } = await tx.query('SELECT 1 FROM directions WHERE id = $1 AND is_active', [
      Number(input.direction),
    ]);
    if (rows.length === 0 || !Number.isInteger(Number(input.direction))) {
      throw validationError({
        direction: [`La dirección ${String(input.direction).slice(0, 20)} no existe.`],
      });
    }
    direction = Number(input.direction);
  } else {
    direction =
      (await currentDirection(tx, complaint.id)) ??
      (analyst === null ? null : await callerDirection(tx, analyst));
  }
  if (direction === null) throw validationError({ direction: [T.takeNeedsDirection] });
  await writeAssignment(tx, complaint, direction, analyst, caller, now);
}

/** The states the authority closes or transfers from: not finished, not escalated to the defender. */
function checkWorkable(complaint: ComplaintRecord, field: string, message: string): void {
  if (isFinishedState(complaint.estado_cod) || complaint.estado_cod === COMPLAINT_STATE.escalated) {
    throw validationError({ [field]: [message] });
  }
}

/**
 * Transfers `complaint` to supervised entity `entityId`: the complaint's entity changes, it is
 * pending for the new entity again (delivery and acknowledgement reset), the old entity's open
 * requerimientos are cancelled. The code and the history stay.
 */
export async function transferComplaint(
  tx: Db,
  complaint: ComplaintRecord,
  entityId: unknown,
  reason: string,
  caller: AdminCaller,
  now: Date,
): Promise<number> {
  checkWorkable(complaint, 'entity', T.closedNoTransfer);
  const id = Number(entityId);
  const { rows } = await tx.query<{ tipo_entidad: number; entidad_cod: string }>(
    'SELECT tipo_entidad, entidad_cod FROM supervised_entities WHERE id = $1',
    [Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0],
  );
  const target = rows[0];
  if (!target) throw validationError({ entity: [T.entityNotFound] });
  if (
    Number(target.tipo_entidad) === complaint.tipo_entidad &&
    String(target.entidad_cod) === complaint.entidad_cod
  ) {
    throw validationError({ entity: [T.sameEntity] });
  }
  const before = (await findComplaintById(tx, complaint.id, { forUpdate: true }))!;
  await tx.query(
    `UPDATE complaints SET tipo_entidad = $2, entidad_cod = $3, entity_first_seen_at = NULL, entity_ack_at = NULL
      WHERE id = $1`,
    [complaint.id, Number(target.tipo_entidad), String(target.entidad_cod)],
  );
  await cancelOpenRequests(tx, 'entity_requests', complaint.id, now);
  const transfer = await tx.query<{ id: number }>(
    `INSERT INTO complaint_transfers (complaint_id, kind, from_tipo_entidad, from_entidad_cod, to_tipo_entidad, to_entidad_cod,
                                      reason, transferred_by, transferred_at)
     VALUES ($1, 'entity', $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      complaint.id,
      complaint.tipo_entidad,
      complaint.entidad_cod,
      Number(target.tipo_entidad),
      String(target.entidad_cod),
      reason,
      caller.user.id,
      now,
    ],
  );
  await appendToLedger(tx, 'complaint_transfers', transfer.rows[0]!.id, { at: now });
  // The version's snapshot is read after the move, so the history shows both entities.
  await updateComplaint(tx, { ...before }, {}, staffActor(caller), 'staff_transfer', now, {
    entity: {
      old: `${complaint.tipo_entidad}-${complaint.entidad_cod}`,
      new: `${Number(target.tipo_entidad)}-${String(target.entidad_cod)}`,
    },
    reason: { old: null, new: reason },
  });
  return Number(transfer.rows[0]!.id);
}

/** Closes `complaint` (state 4 through the state machine), recording `kind`, reason and message. */
async function closeAs(
  tx: Db,
  complaint: ComplaintRecord,
  kind: 'closed' | 'duplicate' | 'out_of_competence',
  reason: string,
  message: string | null,
  caller: AdminCaller,
  now: Date,
  duplicateOf: ComplaintRecord | null = null,
): Promise<void> {
  checkWorkable(complaint, 'reason', T.closeRefused('ya está cerrada, desistida o escalada al defensor.'));
  const before = (await findComplaintById(tx, complaint.id, { forUpdate: true }))!;
  try {
    transition(
      {
        estado_cod: before.estado_cod,
        replica: null,
        escalamiento_DCF: null,
        fecha_cierre: null,
        rated: false,
      },
      'close',
      now,
    );
  } catch (error) {
    if (error instanceof ComplaintStateError)
      throw validationError({ reason: [T.closeRefused(error.message)] });
    throw error;
  }
  const closing = await tx.query<{ id: number }>(
    `INSERT INTO complaint_closings (complaint_id, kind, reason, message, duplicate_of, closed_by, closed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [complaint.id, kind, reason, message, duplicateOf?.id ?? null, caller.user.id, now],
  );
  await appendToLedger(tx, 'complaint_closings', closing.rows[0]!.id, { at: now });
  // Open requests end with the complaint.
  await cancelOpenRequests(tx, 'entity_requests', complaint.id, now);
  await cancelOpenRequests(tx, 'consumer_requests', complaint.id, now);
  const values = {
    estado_cod: COMPLAINT_STATE.closed,
    fecha_cierre: now,
    ...(kind === 'duplicate' ? { marcacion: DUPLICATE_MARK } : {}),
  };
  const action =
    kind === 'closed'
      ? 'staff_close'
      : kind === 'duplicate'
        ? 'staff_close_duplicate'
        : 'staff_out_of_competence';
  await updateComplaint(tx, before, values, staffActor(caller), action, now, {
    reason: { old: null, new: reason },
    ...(message === null ? {} : { closing_message: { old: null, new: message } }),
    ...(duplicateOf ? { duplicate_of: { old: null, new: duplicateOf.codigo_queja } } : {}),
  });
  if (message !== null) {
    await mailConsumer(tx, complaint, (name) => ({
      subject: T.closingMailSubject(complaint.codigo_queja),
      text: T.closingMailBody(name, complaint.codigo_queja, message),
    }));
  }
}

/** Close with a reason and a message to the consumer. */
export const closeComplaint = (
  tx: Db,
  complaint: ComplaintRecord,
  reason: string,
  message: string,
  caller: AdminCaller,
  now: Date,
) => closeAs(tx, complaint, 'closed', reason, message, caller, now);

/** Close as outside the authority's competence, with the reasoned message to the consumer. */
export async function closeOutOfCompetence(
  tx: Db,
  complaint: ComplaintRecord,
  reason: string,
  message: string,
  caller: AdminCaller,
  now: Date,
): Promise<void> {
  await closeAs(tx, complaint, 'out_of_competence', reason, message, caller, now);
  const transfer = await tx.query<{ id: number }>(
    `INSERT INTO complaint_transfers (complaint_id, kind, from_tipo_entidad, from_entidad_cod, reason, message, transferred_by, transferred_at)
     VALUES ($1, 'out_of_competence', $2, $3, $4, $5, $6, $7) RETURNING id`,
    [complaint.id, complaint.tipo_entidad, complaint.entidad_cod, reason, message, caller.user.id, now],
  );
  await appendToLedger(tx, 'complaint_transfers', transfer.rows[0]!.id, { at: now });
}

/** Close as a duplicate of `originalCode` (same entity, not itself). */
export async function closeDuplicate(
  tx: Db,
  complaint: ComplaintRecord,
  originalCode: unknown,
  reason: string,
  message: string | null,
  caller: AdminCaller,
  now: Date,
): Promise<void> {
  const code = typeof originalCode === 'string' ? originalCode.trim().slice(0, 60) : '';
  const original = code === '' ? null : await findComplaintByCode(tx, code);
  if (
    !original ||
    original.id === complaint.id ||
    original.tipo_entidad !== complaint.tipo_entidad ||
    original.entidad_cod !== complaint.entidad_cod
  ) {
    throw validationError({ duplicate_of: [T.duplicateOriginalNotFound] });
  }
  await closeAs(tx, complaint, 'duplicate', reason, message, caller, now, original);
}

/** Undoes a duplicate closing: back to «Abierta / en trámite», marking and closing date cleared. */
export async function undoDuplicate(
  tx: Db,
  complaint: ComplaintRecord,
  reason: string,
  caller: AdminCaller,
  now: Date,
): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM complaint_closings WHERE complaint_id = $1 AND kind = 'duplicate' AND undone_at IS NULL
      ORDER BY id DESC LIMIT 1`,
    [complaint.id],
  );
  const closing = rows[0];
  if (!closing || complaint.estado_cod !== COMPLAINT_STATE.closed || complaint.marcacion !== DUPLICATE_MARK) {
    throw validationError({ reason: [T.notDuplicate] });
  }
  const before = (await findComplaintById(tx, complaint.id, { forUpdate: true }))!;
  await tx.query(
    'UPDATE complaint_closings SET undone_at = $2, undone_by = $3, undo_reason = $4 WHERE id = $1',
    [closing.id, now, caller.user.id, reason],
  );
  await appendToLedger(tx, 'complaint_closings', closing.id, { at: now });
  await updateComplaint(
    tx,
    before,
    { estado_cod: COMPLAINT_STATE.open, fecha_cierre: null, marcacion: null },
    staffActor(caller),
    'staff_undo_duplicate',
    now,
    { reason: { old: null, new: reason } },
  );
}

/** Cancels the open requests of a complaint (it leaves the entity or closes), each chained. */
async function cancelOpenRequests(
  tx: Db,
  table: 'entity_requests' | 'consumer_requests',
  complaintId: number,
  now: Date,
): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE ${table} SET cancelled_at = $2 WHERE complaint_id = $1 AND answered_at IS NULL AND cancelled_at IS NULL RETURNING id`,
    [complaintId, now],
  );
  for (const row of rows) await appendToLedger(tx, table, row.id, { at: now });
}
