import {
  API_ERROR_TEXTS,
  COMPLAINT_STATE,
  SERVER_TEXTS,
  STAFF_ADMIN_TEXTS,
  STAFF_COMPLAINT_ACTION_TEXTS,
} from '../../core.js';
import type { Db } from '../../db/driver.js';
import { COMPLAINT_MODULES } from '../../domain/complaint-work/access.js';
import { checkNote, checkReason, resumeTerm, suspendTerm } from '../../domain/complaint-work/suspensions.js';
import { findComplaintById, updateComplaint, type Actor } from '../../domain/complaints/repository.js';
import {
  ComplaintStateError,
  stateName,
  transition,
  type ComplaintAction,
} from '../../domain/complaints/state-machine.js';
import type { AdminCaller } from '../../domain/staff-admin/access.js';
import { validationError } from '../../http/errors.js';
import { accessForbidden } from '../../access/route-policy.js';
import { assignableAnalystCondition } from '../../domain/complaint-work/assignable-analysts.js';
import { appendToLedger } from '../../domain/ledger/append.js';

/**
 * The management actions of POST /api/complaint_management/ (docs/staff-complaints-api.md): one
 * action on one or many complaints, all or nothing, each change recorded as a complaint version
 * (`suspend` and `resume` of the term: domain/complaint-work/suspensions.ts).
 */

/** The body of an action. */
export interface ActionBody {
  action: 'assign' | 'change_state' | 'note' | 'suspend' | 'resume';
  ids: number[];
  direction?: number | null;
  analyst?: number | null;
  estado_cod?: number;
  reason?: string;
  text?: string;
}

/** Most complaints one action may name. */
export const MAX_ACTION_IDS = 500;

/** The only state changes staff make, by target state: the entity's two actions (state-machine.ts). */
const STAFF_ACTIONS: Readonly<Record<number, ComplaintAction>> = {
  [COMPLAINT_STATE.open]: 'acknowledge',
  [COMPLAINT_STATE.closed]: 'close',
};

const required = (field: string) => validationError({ [field]: [API_ERROR_TEXTS.fieldRequired] });

/** The ids among `ids` of complaints the caller may act on, or the 400 naming the others. */
async function checkIds(db: Db, ids: number[], caller: AdminCaller): Promise<number[]> {
  const unique = [...new Set(ids)];
  const { rows } = await db.query<{ id: number }>(
    `SELECT c.id FROM complaints c
       JOIN supervised_entities e ON e.tipo_entidad = c.tipo_entidad AND e.entidad_cod = c.entidad_cod
      WHERE c.id = ANY($1::int[]) AND ($2::int[] IS NULL OR e.id = ANY($2::int[]))`,
    [unique, caller.entityIds],
  );
  const found = new Set(rows.map((r) => Number(r.id)));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw validationError({ ids: [STAFF_COMPLAINT_ACTION_TEXTS.complaintsNotFound(missing.join(', '))] });
  }
  return unique.sort((a, b) => a - b);
}

/** The direction and analyst of an assignment, checked (name of each for the version). */
async function checkAssignment(db: Db, body: ActionBody, caller: AdminCaller) {
  if (body.direction === undefined || body.direction === null) throw required('direction');
  const direction = await db.query<{ name: string }>(
    'SELECT name FROM directions WHERE id = $1 AND is_active',
    [body.direction],
  );
  if (direction.rows.length === 0) {
    throw validationError({ direction: [STAFF_ADMIN_TEXTS.directionNotFound(String(body.direction))] });
  }
  const analyst = body.analyst ?? null;
  if (analyst !== null) {
    const { rows } = await db.query(
      `SELECT 1 FROM users u JOIN persons p ON p.user_id = u.id
        WHERE u.id = $1 AND ${assignableAnalystCondition('$2', '$3')}`,
      [analyst, COMPLAINT_MODULES.management.id, caller.entityIds],
    );
    if (rows.length === 0)
      throw validationError({ analyst: [STAFF_COMPLAINT_ACTION_TEXTS.analystNotFound(String(analyst))] });
  }
  return { direction: body.direction, analyst };
}

/** A text field trimmed, required and at most `max` characters. */
function requiredText(value: string | undefined, field: string, max: number): string {
  if (value === undefined) throw required(field);
  const text = value.trim();
  if (text === '') throw validationError({ [field]: [SERVER_TEXTS.fieldBlank] });
  if (text.length > max) throw validationError({ [field]: [SERVER_TEXTS.fieldMaxLength(max)] });
  return text;
}

/** Runs `body` for `caller`; answers the ids it changed. */
export async function runAction(db: Db, body: ActionBody, caller: AdminCaller, now: Date): Promise<number[]> {
  const ids = await checkIds(db, body.ids, caller);
  const actor: Actor = { userId: caller.user.id, kind: 'staff' };
  if (body.action === 'assign') {
    const target = await checkAssignment(db, body, caller);
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const before = (await findComplaintById(tx, id, { forUpdate: true }))!;
        const old = await tx.query<{ direction_id: number | null; analyst_user_id: number | null }>(
          'SELECT direction_id, analyst_user_id FROM complaint_assignments WHERE complaint_id = $1',
          [id],
        );
        await tx.query(
          `INSERT INTO complaint_assignments (complaint_id, direction_id, analyst_user_id, assigned_by, assigned_at)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (complaint_id) DO UPDATE SET direction_id = $2, analyst_user_id = $3, assigned_by = $4,
             assigned_at = $5`,
          [id, target.direction, target.analyst, caller.user.id, now],
        );
        await updateComplaint(tx, before, {}, actor, 'staff_assign', now, {
          direction: { old: old.rows[0]?.direction_id ?? null, new: target.direction },
          analyst: { old: old.rows[0]?.analyst_user_id ?? null, new: target.analyst },
        });
      }
    });
    return ids;
  }
  if (body.action === 'note') {
    if (caller.entityIds !== null) throw accessForbidden(STAFF_COMPLAINT_ACTION_TEXTS.internalOnly);
    const text = requiredText(body.text, 'text', 5000);
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const note = await tx.query<{ id: number }>(
          'INSERT INTO complaint_notes (complaint_id, author_user_id, text, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
          [id, caller.user.id, text, now],
        );
        await appendToLedger(tx, 'complaint_notes', note.rows[0]!.id, { at: now });
      }
    });
    return ids;
  }
  if (body.action === 'suspend' || body.action === 'resume') {
    // Checked before any complaint is touched: a bad reason never leaves half the work done.
    const text = body.action === 'suspend' ? checkReason(body.reason) : checkNote(body.reason);
    await db.transaction(async (tx) => {
      for (const id of ids) {
        if (body.action === 'suspend') await suspendTerm(tx, id, text!, actor, now);
        else await resumeTerm(tx, id, text, actor, now);
      }
    });
    return ids;
  }
  // change_state
  if (body.estado_cod === undefined) throw required('estado_cod');
  const action = STAFF_ACTIONS[body.estado_cod];
  if (!action) {
    throw validationError({
      estado_cod: [STAFF_COMPLAINT_ACTION_TEXTS.stateNotAssignable(stateName(body.estado_cod).slice(0, 60))],
    });
  }
  const reason = requiredText(body.reason, 'reason', 2000);
  await db.transaction(async (tx) => {
    for (const id of ids) {
      const before = (await findComplaintById(tx, id, { forUpdate: true }))!;
      let next: number;
      try {
        next = transition(
          {
            estado_cod: before.estado_cod,
            replica: null,
            escalamiento_DCF: null,
            fecha_cierre: null,
            rated: false,
          },
          action,
          now,
        );
      } catch (error) {
        if (!(error instanceof ComplaintStateError)) throw error;
        throw validationError({
          estado_cod: [STAFF_COMPLAINT_ACTION_TEXTS.stateChangeRefused(before.codigo_queja, error.message)],
        });
      }
      const values =
        next === COMPLAINT_STATE.closed ? { estado_cod: next, fecha_cierre: now } : { estado_cod: next };
      await updateComplaint(tx, before, values, actor, 'staff_state', now, {
        reason: { old: null, new: reason },
      });
    }
  });
  return ids;
}
