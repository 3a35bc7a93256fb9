import type { Db } from '../db/driver.js';
import type { AuthUser } from '../db/repositories/users.js';

/** The channel the migration-160 triggers notify when an account, role, module or entity secret changes. */
export const AUTH_CHANGE_CHANNEL = 'sfc_auth';
/** The payload on {@link AUTH_CHANGE_CHANNEL} when sessions are closed (refresh tokens revoked). */
export const SESSIONS_CLOSED = 'refresh_tokens';

/** An entity signing secret and when it stops verifying (`null`: until rotated). */
export interface CachedSecret {
  secret: string;
  expiresAt: number | null;
}

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

/** Settings of {@link CallerCache}. */
export interface CallerCacheOptions {
  /** How long an entry is trusted without hearing of a change (the backstop for a lost notification). */
  ttlMs?: number;
  /** Entries kept per kind; the oldest goes first. */
  maxEntries?: number;
  /** The clock. */
  now?: () => number;
}

/**
 * What every request asks the database about its caller — the account with its modules, an
 * entity's signing secrets, and whether the access token's session is still open — kept for a
 * few seconds per node. Safe with several nodes: any change to those tables notifies `sfc_auth`
 * (migration 160; a session closed: migration 265) and every node drops what it kept; the node
 * whose connection made the change does so before the change's statement returns, so a
 * deactivation, a role change or a logout applies to its very next request. Entries also expire after
 * `ttlMs`, so a notification lost with a broken connection delays a change by seconds, no more.
 */
export class CallerCache {
  private readonly users = new Map<number, Entry<AuthUser | null>>();
  private readonly secrets = new Map<number, Entry<CachedSecret[]>>();
  private readonly scopes = new Map<number, Entry<number[] | null>>();
  /** Whether a session (refresh-token family, the access token's `sid`) is open. */
  private readonly sessions = new Map<string, Entry<boolean>>();
  private generation = 0;
  private sessionGeneration = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: CallerCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Starts listening to the database's change notifications; returns the unsubscribe function. */
  async attach(db: Db): Promise<() => Promise<void>> {
    if (!db.subscribe) return async () => undefined;
    return db.subscribe(AUTH_CHANGE_CHANNEL, (payload) =>
      payload === SESSIONS_CLOSED ? this.clearSessions() : this.clear(),
    );
  }

  /** Forgets everything (a change was notified). */
  clear(): void {
    this.generation++;
    this.users.clear();
    this.secrets.clear();
    this.scopes.clear();
    this.clearSessions();
  }

  /** Forgets which sessions are open (some were closed). */
  clearSessions(): void {
    this.sessionGeneration++;
    this.sessions.clear();
  }

  /** Whether the session `sid` is open (kept like the rest: until a change is notified, or the TTL). */
  sessionOpen(sid: string, load: () => Promise<boolean>): Promise<boolean> {
    return this.cached(this.sessions, sid, load, () => this.sessionGeneration);
  }

  /** The account `userId` with its modules (a copy: callers may change it). */
  async user(userId: number, load: () => Promise<AuthUser | null>): Promise<AuthUser | null> {
    const user = await this.cached(this.users, userId, load);
    return user
      ? { ...user, moduleIds: [...user.moduleIds], ...(user.entity ? { entity: { ...user.entity } } : {}) }
      : null;
  }

  /** A staff member's entity scope (supervised entity ids; `null`: every entity), a copy. */
  async entityScope(userId: number, load: () => Promise<number[] | null>): Promise<number[] | null> {
    const ids = await this.cached(this.scopes, userId, load);
    return ids === null ? null : [...ids];
  }

  /** The signing secrets of `userId`'s entity account that still verify now. */
  async entitySecrets(userId: number, load: () => Promise<CachedSecret[]>): Promise<string[]> {
    const now = this.now();
    return (await this.cached(this.secrets, userId, load))
      .filter((s) => s.expiresAt === null || s.expiresAt > now)
      .map((s) => s.secret);
  }

  private cached<K, T>(
    map: Map<K, Entry<T>>,
    key: K,
    load: () => Promise<T>,
    generationOf: () => number = () => this.generation,
  ): Promise<T> {
    const now = this.now();
    const hit = map.get(key);
    if (hit && hit.expires > now) return hit.value;
    const generation = generationOf();
    const value = load();
    // Concurrent requests of one caller share the load; a load that fails is not kept, nor one
    // that started before a change was notified (it may have read the old rows).
    const entry = { value, expires: now + this.ttlMs };
    if (map.size >= this.maxEntries) map.delete(map.keys().next().value as K);
    map.set(key, entry);
    value.then(
      () => {
        if (generationOf() !== generation && map.get(key) === entry) map.delete(key);
      },
      () => {
        if (map.get(key) === entry) map.delete(key);
      },
    );
    return value;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-node cache of callers' accounts and entity secrets ({@link CallerCache}). */
    callers: CallerCache;
  }
}
