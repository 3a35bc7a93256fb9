import { randomBytes } from 'node:crypto';
import type { Db } from '../db/driver.js';
import { insertUser, type EntityRef } from '../db/repositories/users.js';
import { hashPassword } from './password/index.js';
import type { SecretBox } from './secret-box.js';

/** An entity that is not supervised, a malformed TIPO-COD, or a client that already exists. */
export class EntityClientError extends Error {
  override name = 'EntityClientError';
}

/** Parses `TIPO-COD` (e.g. `1-7` for Bancolombia) into an entity reference. */
export function parseEntityRef(text: string): EntityRef {
  const match = /^(\d{1,4})-([0-9A-Za-z]{1,10})$/.exec(text.trim());
  if (!match) throw new EntityClientError(`"${text}" is not TIPO-COD (for example 1-7)`);
  return { tipo_entidad: Number(match[1]), entidad_cod: match[2] as string };
}

/** The supervised entity's name, or an error when it is not in the catalog. */
export async function requireSupervisedEntity(db: Db, ref: EntityRef): Promise<{ id: number; name: string }> {
  const { rows } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2',
    [ref.tipo_entidad, ref.entidad_cod],
  );
  const row = rows[0];
  if (!row) throw new EntityClientError(`${ref.tipo_entidad}-${ref.entidad_cod} is not a supervised entity`);
  return row;
}

/** Credentials handed to an entity once; only their hash and the sealed secret are kept. */
export interface EntityCredentials {
  userId: number;
  entityName: string;
  username: string;
  password: string;
  signingSecret: string;
}

function newSecret(): string {
  return randomBytes(32).toString('hex').toUpperCase();
}

/**
 * Creates an entity's API account (user + client + first signing secret). The entity must be
 * supervised and have no API account yet (use {@link rotateEntitySecret} for a new secret).
 */
export async function createEntityClient(db: Db, box: SecretBox, ref: EntityRef): Promise<EntityCredentials> {
  const entity = await requireSupervisedEntity(db, ref);
  const password = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  const signingSecret = newSecret();
  const username = `api-${ref.tipo_entidad}-${ref.entidad_cod}`.toLowerCase();
  return db.transaction(async (tx) => {
    const existing = await tx.query(
      'SELECT 1 FROM entity_clients WHERE tipo_entidad = $1 AND entidad_cod = $2',
      [ref.tipo_entidad, ref.entidad_cod],
    );
    if (existing.rowCount > 0) {
      throw new EntityClientError(
        `${ref.tipo_entidad}-${ref.entidad_cod} already has an API account; use rotate-entity-secret for a new secret`,
      );
    }
    const userId = await insertUser(tx, {
      username,
      email: null,
      passwordHash,
      isActive: true,
      isVerified: true,
      entity: ref,
      person: { firstName: entity.name },
    });
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO entity_clients (user_id, tipo_entidad, entidad_cod) VALUES ($1, $2, $3) RETURNING id',
      [userId, ref.tipo_entidad, ref.entidad_cod],
    );
    await tx.query('INSERT INTO entity_client_secrets (client_id, secret_encrypted) VALUES ($1, $2)', [
      (rows[0] as { id: number }).id,
      box.seal(signingSecret),
    ]);
    return { userId, entityName: entity.name, username, password, signingSecret };
  });
}

/** The outcome of a rotation: the new secret (shown once) and until when the old ones still verify. */
export interface RotatedSecret {
  signingSecret: string;
  oldSecretsExpireAt: Date;
}

/**
 * Issues a new signing secret. Secrets in use keep verifying for `overlapHours` so the entity can
 * deploy the new one without a failed request; 0 cuts them off at once.
 */
export async function rotateEntitySecret(
  db: Db,
  box: SecretBox,
  ref: EntityRef,
  overlapHours: number,
): Promise<RotatedSecret> {
  if (!Number.isFinite(overlapHours) || overlapHours < 0) {
    throw new EntityClientError('--overlap-hours must be a number of hours, 0 or more');
  }
  const signingSecret = newSecret();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'SELECT id FROM entity_clients WHERE tipo_entidad = $1 AND entidad_cod = $2',
      [ref.tipo_entidad, ref.entidad_cod],
    );
    const client = rows[0];
    if (!client) {
      throw new EntityClientError(
        `${ref.tipo_entidad}-${ref.entidad_cod} has no API account; use create-entity-client`,
      );
    }
    const expiry = await tx.query<{ expires: Date }>(
      `UPDATE entity_client_secrets
       SET expires_at = LEAST(COALESCE(expires_at, 'infinity'), now() + make_interval(secs => $2::double precision))
       WHERE client_id = $1
       RETURNING expires_at AS expires`,
      [client.id, overlapHours * 3600],
    );
    await tx.query('INSERT INTO entity_client_secrets (client_id, secret_encrypted) VALUES ($1, $2)', [
      client.id,
      box.seal(signingSecret),
    ]);
    const latest = expiry.rows.map((r) => new Date(r.expires).getTime()).reduce((a, b) => Math.max(a, b), 0);
    return { signingSecret, oldSecretsExpireAt: new Date(latest || Date.now()) };
  });
}

/** The signing secrets that currently verify for a user's entity account (none for other users). */
export async function signingSecretsForUser(db: Db, box: SecretBox, userId: number): Promise<string[]> {
  return (await signingSecretEntries(db, box, userId)).map((entry) => entry.secret);
}

/** Like {@link signingSecretsForUser}, with when each secret stops verifying (for the caller cache). */
export async function signingSecretEntries(
  db: Db,
  box: SecretBox,
  userId: number,
): Promise<{ secret: string; expiresAt: number | null }[]> {
  const { rows } = await db.query<{ secret_encrypted: string; expires_at: Date | null }>(
    `SELECT s.secret_encrypted, s.expires_at
     FROM entity_client_secrets s JOIN entity_clients c ON c.id = s.client_id
     WHERE c.user_id = $1 AND (s.expires_at IS NULL OR s.expires_at > now())
     ORDER BY s.created_at DESC`,
    [userId],
  );
  const secrets: { secret: string; expiresAt: number | null }[] = [];
  for (const row of rows) {
    try {
      secrets.push({
        secret: box.open(row.secret_encrypted),
        expiresAt: row.expires_at === null ? null : new Date(row.expires_at).getTime(),
      });
    } catch {
      // A secret sealed under another SECRETS_KEY cannot verify anything; skip it.
    }
  }
  return secrets;
}

/** The signing secrets of the entity API account with this username (for `/login/`). */
export async function signingSecretsForUsername(db: Db, box: SecretBox, username: string): Promise<string[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN entity_clients c ON c.user_id = u.id WHERE lower(u.username) = lower($1)`,
    [username],
  );
  const row = rows[0];
  return row ? signingSecretsForUser(db, box, row.id) : [];
}
