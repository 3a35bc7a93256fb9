import type { Db } from '../../db/driver.js';

/** What a staff write changed in one field, as displayed values. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** A resource's displayed values (field → text or null), the input of {@link diffSnapshots}. */
export type Snapshot = Record<string, string | null>;

/** Resources whose writes are recorded. */
export type ChangedResource = 'user' | 'role' | 'direction' | 'company' | 'support_request';

/** Actions of the record; the user history shows the first five. */
export type ChangeAction =
  | 'created'
  | 'updated'
  | 'activated'
  | 'inactivated'
  | 'unlocked'
  | 'answered'
  | 'api_client_created'
  | 'api_secret_rotated';

/** Field names that must never reach the record, whatever a caller passes. */
const SECRET_FIELD = /pass|hash|otp|token|secret|signature|totp|code$/i;

/** The fields whose displayed value differs between `before` and `after` (all of `after` when `before` is null). */
export function diffSnapshots(before: Snapshot | null, after: Snapshot): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, value] of Object.entries(after)) {
    if (SECRET_FIELD.test(field) && field !== 'entidad_cod') continue;
    const old = before ? (before[field] ?? null) : null;
    if (before && old === value) continue;
    if (!before && (value === null || value === '')) continue;
    changes.push({ field, before: old, after: value });
  }
  return changes;
}

/** `activated` / `inactivated` when `is_active` is what changed, else `fallback`. */
export function actionOf(changes: FieldChange[], fallback: ChangeAction): ChangeAction {
  const active = changes.find((c) => c.field === 'is_active');
  if (active && changes.length === 1) return active.after === 'true' ? 'activated' : 'inactivated';
  return fallback;
}

/** One record of a staff write (in the caller's transaction). */
export interface ChangeRecord {
  actorUserId: number | null;
  ip: string | null;
  resource: ChangedResource;
  resourceId: number;
  action: ChangeAction;
  changes: FieldChange[];
}

/** Writes `record` to `staff_changes`. */
export async function recordChange(db: Db, record: ChangeRecord): Promise<void> {
  const changes = record.changes.filter((c) => !SECRET_FIELD.test(c.field) || c.field === 'entidad_cod');
  await db.query(
    `INSERT INTO staff_changes (actor_user_id, resource, resource_id, action, changes, ip)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [
      record.actorUserId,
      record.resource,
      record.resourceId,
      record.action,
      JSON.stringify(changes),
      record.ip?.slice(0, 100) ?? null,
    ],
  );
}

/** A boolean as the record shows it. */
export function flag(value: boolean): string {
  return value ? 'true' : 'false';
}

/** One staff write of a record of `resource`: who makes it, the record before, how it is read. */
export interface RecordedWrite<T> {
  actorUserId: number | null;
  ip: string | null;
  resource: ChangedResource;
  /** The record before the write; null when the write creates it. */
  current: T | null;
  find: (db: Db, id: number) => Promise<T | null>;
  snapshot: (record: T) => Snapshot;
  /** Notes kept with the record's changes when something changed (e.g. the reason for inactivating). */
  notes?: FieldChange[];
}

/**
 * Runs `write` (answering the record's id) in one transaction with the record of what it changed:
 * `created` for a new record, otherwise the action its changes call for; nothing when nothing did.
 */
export function writeRecorded<T>(db: Db, how: RecordedWrite<T>, write: (tx: Db) => Promise<number>) {
  return db.transaction(async (tx) => {
    const id = await write(tx);
    const after = (await how.find(tx, id))!;
    const changes = diffSnapshots(how.current ? how.snapshot(how.current) : null, how.snapshot(after));
    if (changes.length > 0) {
      await recordChange(tx, {
        actorUserId: how.actorUserId,
        ip: how.ip,
        resource: how.resource,
        resourceId: id,
        action: how.current ? actionOf(changes, 'updated') : 'created',
        changes: [...changes, ...(how.notes ?? [])],
      });
    }
    return id;
  });
}
