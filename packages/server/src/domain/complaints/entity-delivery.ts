import { LIMITS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { EntityRef } from '../../db/repositories/users.js';
import type { ComplaintRecord } from './fields.js';
import { notifyConsumer } from './notifications.js';
import { findComplaintByCode, findComplaintById, updateComplaint, type Actor } from './repository.js';
import { guardView, type ComplaintDeps } from './service.js';
import { hasTransition, transition } from './state-machine.js';

/**
 * How complaints reach their supervised entity (entity-api momento 1): which ones are still
 * pending for the entity, when it first received each one, and its acknowledgement.
 *
 * A complaint is pending until the entity acknowledges it (`POST /api/complaint/ack`) or
 * {@link LIMITS.entityAckWindowHours} hours pass after it was first delivered
 * (`entity_first_seen_at`). The window is part of every query, computed against the clock at
 * query time, so no background job has to run for a complaint to stop being listed: any node
 * answers correctly from the database alone, and listing only reads. The state change the
 * acknowledgement brings (Recibida → Abierta / en trámite) is recorded afterwards by the
 * acknowledgement job (src/jobs/server-jobs.ts: {@link findOverdueAcknowledgements} each round,
 * {@link acknowledgeOverdue} per batch, split between the nodes). The list itself, its count and
 * its pages: entity-pending.ts.
 */

/** The acknowledgement window in milliseconds. */
export const ACK_WINDOW_MS = LIMITS.entityAckWindowHours * 60 * 60 * 1000;

function cutoff(now: Date): Date {
  return new Date(now.getTime() - ACK_WINDOW_MS);
}

/** A complaint of `entity` by codigo_queja; another entity's (or none) is null, never revealed. */
export async function findEntityComplaint(
  db: Db,
  entity: EntityRef,
  code: string,
  options: { forUpdate?: boolean } = {},
): Promise<ComplaintRecord | null> {
  const text = code.trim();
  if (text === '' || text.length > 50 || text.includes('\u0000')) return null;
  const complaint = await findComplaintByCode(db, text, options);
  if (!complaint) return null;
  return complaint.tipo_entidad === entity.tipo_entidad && complaint.entidad_cod === entity.entidad_cod
    ? complaint
    : null;
}

/**
 * Records the first delivery of complaints to their entity (the start of its 48 hours). Only
 * complaints never delivered before are touched. This is bookkeeping of the transport, not a
 * change of the complaint, so it writes no version (the acknowledgement does).
 */
export async function markDelivered(db: Db, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    'UPDATE complaints SET entity_first_seen_at = $2 WHERE id = ANY($1::int[]) AND entity_first_seen_at IS NULL',
    [ids, at],
  );
}

/** What an acknowledgement did. */
export type AckOutcome = 'acknowledged' | 'already';

/**
 * Acknowledges complaint `id` for its entity at `ackAt`: sets `entity_ack_at` and, while the
 * complaint is still Recibida, applies the state machine's `acknowledge` transition, as one
 * version by `actor`. Acknowledging twice changes nothing. Mails the consumer a state change.
 */
export async function acknowledgeComplaint(
  deps: ComplaintDeps,
  id: number,
  actor: Actor,
  ackAt: Date,
  action = 'acknowledge',
): Promise<AckOutcome> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const current = await findComplaintById(tx, id, { forUpdate: true });
    if (!current || current.entity_ack_at !== null) return null;
    const values: Record<string, unknown> = { entity_ack_at: ackAt };
    if (hasTransition(current.estado_cod, 'acknowledge')) {
      values.estado_cod = transition(await guardView(tx, current), 'acknowledge', now);
    }
    const after = await updateComplaint(tx, current, values, actor, action, now);
    return { before: current, after };
  });
  if (!result) return 'already';
  if (result.after.estado_cod !== result.before.estado_cod) {
    await notifyConsumer(deps, result.after, { kind: 'state', fromState: result.before.estado_cod });
  }
  return 'acknowledged';
}

/**
 * Complaints of any entity whose window has passed at `now` and whose acknowledgement is not
 * recorded yet, oldest first, at most `limit` (the acknowledgement job's round).
 */
export async function findOverdueAcknowledgements(db: Db, now: Date, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT c.id FROM complaints c
      WHERE c.entity_ack_at IS NULL AND c.entity_first_seen_at <= $1
      ORDER BY c.entity_first_seen_at, c.id LIMIT $2`,
    [cutoff(now), limit],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Records the authority's own acknowledgement of complaints `ids` whose window has passed (the
 * acknowledgement job's batch): each gets `entity_ack_at` = first delivery + the window, by the
 * system, as one version. Listing does not depend on it (the window is part of every query).
 * Idempotent: a complaint already acknowledged, by the entity or by an earlier run of the same
 * batch, is left alone (acknowledgeComplaint locks the row and checks). Returns how many were
 * recorded.
 */
export async function acknowledgeOverdue(deps: ComplaintDeps, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { rows } = await deps.db.query<{ id: number; first_seen: Date | string }>(
    `SELECT c.id, c.entity_first_seen_at AS first_seen FROM complaints c
      WHERE c.id = ANY($1::int[]) AND c.entity_ack_at IS NULL AND c.entity_first_seen_at <= $2
      ORDER BY c.entity_first_seen_at, c.id`,
    [ids, cutoff(deps.now())],
  );
  let recorded = 0;
  for (const row of rows) {
    const ackAt = new Date(new Date(row.first_seen).getTime() + ACK_WINDOW_MS);
    const outcome = await acknowledgeComplaint(
      deps,
      Number(row.id),
      { userId: null, kind: 'system' },
      ackAt,
      'acknowledge_auto',
    );
    if (outcome === 'acknowledged') recorded += 1;
  }
  return recorded;
}
