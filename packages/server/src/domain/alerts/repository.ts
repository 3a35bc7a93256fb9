import type { Db } from '../../db/driver.js';
import { ALERT_TYPE, DEFAULT_DAYS_BEFORE } from './alert-types.js';

/**
 * Reads and writes of alerts, alert types and each user's alert configuration. Every function
 * that touches alerts or configuration rows takes the user's id and matches on it, so a caller
 * can never reach another user's rows (an id that is not theirs simply finds nothing).
 */

/** `{id, name}` of an alert type. */
export interface AlertTypeRef {
  id: number;
  name: string;
}

/** An alert as clients see it (contract alerts-dashboard "Alert object"). */
export interface AlertView {
  id: number;
  type_alert: AlertTypeRef;
  title: string;
  message: string;
  /** `null` for an alert about an entity (an early warning), not a complaint. */
  complaint_code: string | null;
  /** ISO 8601 instant (UTC). */
  created_at: string;
  is_read: boolean;
}

/** A configuration row as clients see it. */
export interface AlertConfigurationView {
  id: number;
  type_alert: AlertTypeRef;
  is_active: boolean;
  days_before: number;
}

interface AlertRow {
  id: number;
  type_id: number;
  type_name: string;
  title: string;
  message: string;
  complaint_code: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
}

function alertView(row: AlertRow): AlertView {
  return {
    id: Number(row.id),
    type_alert: { id: Number(row.type_id), name: row.type_name },
    title: row.title,
    message: row.message,
    complaint_code: row.complaint_code,
    created_at: new Date(row.created_at).toISOString(),
    is_read: row.read_at !== null,
  };
}

/** Which of a user's alerts a list shows. */
export type AlertFilter = 'unread' | 'all';

const UNREAD_ONLY = { unread: 'AND a.read_at IS NULL', all: '' } as const;

/** How many alerts of `userId` the filter keeps. */
export async function countAlerts(db: Db, userId: number, filter: AlertFilter): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM alerts a WHERE a.user_id = $1 ${UNREAD_ONLY[filter]}`,
    [userId],
  );
  return Number(rows[0]?.n ?? 0);
}

/** A page of `userId`'s alerts, newest first. */
export async function listAlerts(
  db: Db,
  userId: number,
  filter: AlertFilter,
  limit: number,
  offset: number,
): Promise<AlertView[]> {
  const { rows } = await db.query<AlertRow>(
    `SELECT a.id, t.id AS type_id, t.name AS type_name, a.title, a.message,
            c.codigo_queja AS complaint_code, a.created_at, a.read_at
       FROM alerts a
       JOIN alert_types t ON t.id = a.type_alert_id
       LEFT JOIN complaints c ON c.id = a.complaint_id
      WHERE a.user_id = $1 ${UNREAD_ONLY[filter]}
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return rows.map(alertView);
}

/**
 * Marks alert `alertId` of `userId` as read at `at` (an alert already read keeps its first
 * reading). Returns false when `userId` has no such alert.
 */
export async function markAlertRead(db: Db, userId: number, alertId: number, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE alerts SET read_at = coalesce(read_at, $3) WHERE id = $1 AND user_id = $2 RETURNING id',
    [alertId, userId, at],
  );
  return rows.length > 0;
}

/** Marks every unread alert of `userId` as read at `at`; returns how many. */
export async function markAllAlertsRead(db: Db, userId: number, at: Date): Promise<number> {
  const { rows } = await db.query(
    'UPDATE alerts SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL RETURNING id',
    [userId, at],
  );
  return rows.length;
}

/** How many active alert types there are. */
export async function countAlertTypes(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM alert_types WHERE is_active',
  );
  return Number(rows[0]?.n ?? 0);
}

/** A page of the active alert types, by id. */
export async function listAlertTypes(db: Db, limit: number, offset: number): Promise<AlertTypeRef[]> {
  const { rows } = await db.query<AlertTypeRef>(
    'SELECT id, name FROM alert_types WHERE is_active ORDER BY id LIMIT $1 OFFSET $2',
    [limit, offset],
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/**
 * Gives `userId` one configuration row per active type, with the defaults (active,
 * {@link DEFAULT_DAYS_BEFORE} days before), where missing. Safe to run at once on several nodes.
 */
export async function ensureConfiguration(db: Db, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO alert_configurations (user_id, type_alert_id, is_active, days_before)
     SELECT $1, t.id, true, $2 FROM alert_types t WHERE t.is_active
     ON CONFLICT (user_id, type_alert_id) DO NOTHING`,
    [userId, DEFAULT_DAYS_BEFORE],
  );
}

interface ConfigurationRow {
  id: number;
  type_id: number;
  type_name: string;
  is_active: boolean;
  days_before: number;
}

function configurationView(row: ConfigurationRow): AlertConfigurationView {
  return {
    id: Number(row.id),
    type_alert: { id: Number(row.type_id), name: row.type_name },
    is_active: row.is_active,
    days_before: Number(row.days_before),
  };
}

const CONFIGURATION_SELECT = `SELECT ac.id, t.id AS type_id, t.name AS type_name, ac.is_active, ac.days_before
  FROM alert_configurations ac JOIN alert_types t ON t.id = ac.type_alert_id AND t.is_active`;

/** How many configuration rows `userId` has (after {@link ensureConfiguration}, one per type). */
export async function countConfiguration(db: Db, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${CONFIGURATION_SELECT} WHERE ac.user_id = $1) AS mine`,
    [userId],
  );
  return Number(rows[0]?.n ?? 0);
}

/** A page of `userId`'s configuration, by type. */
export async function listConfiguration(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<AlertConfigurationView[]> {
  const { rows } = await db.query<ConfigurationRow>(
    `${CONFIGURATION_SELECT} WHERE ac.user_id = $1 ORDER BY t.id LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return rows.map(configurationView);
}

/** What may change in a configuration row. */
export interface ConfigurationChange {
  is_active?: boolean;
  days_before?: number;
}

/**
 * Applies `change` to configuration row `id` of `userId` and returns the row; `null` when
 * `userId` has no such row.
 */
export async function updateConfiguration(
  db: Db,
  userId: number,
  id: number,
  change: ConfigurationChange,
  at: Date,
): Promise<AlertConfigurationView | null> {
  const updated = await db.query(
    `UPDATE alert_configurations
        SET is_active = coalesce($3, is_active), days_before = coalesce($4, days_before), updated_at = $5
      WHERE id = $1 AND user_id = $2 RETURNING id`,
    [id, userId, change.is_active ?? null, change.days_before ?? null, at],
  );
  if (updated.rows.length === 0) return null;
  const { rows } = await db.query<ConfigurationRow>(`${CONFIGURATION_SELECT} WHERE ac.id = $1`, [id]);
  return rows[0] ? configurationView(rows[0]) : null;
}

/** `userId`'s deadline alert settings; a user without a row gets the defaults. */
export async function deadlineSettings(
  db: Db,
  userId: number,
): Promise<{ isActive: boolean; daysBefore: number }> {
  const { rows } = await db.query<{ is_active: boolean; days_before: number; type_active: boolean }>(
    `SELECT ac.is_active, ac.days_before, t.is_active AS type_active
       FROM alert_types t
       LEFT JOIN alert_configurations ac ON ac.type_alert_id = t.id AND ac.user_id = $1
      WHERE t.id = $2`,
    [userId, ALERT_TYPE.deadline],
  );
  const row = rows[0];
  if (!row?.type_active) return { isActive: false, daysBefore: DEFAULT_DAYS_BEFORE };
  return {
    isActive: row.is_active ?? true,
    daysBefore:
      row.days_before === null || row.days_before === undefined
        ? DEFAULT_DAYS_BEFORE
        : Number(row.days_before),
  };
}
