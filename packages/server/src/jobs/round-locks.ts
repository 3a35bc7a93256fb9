import type { SessionConnection } from '../db/driver.js';
import type { JobLog } from './job-queue.js';

/**
 * Locks that say "a round of this job is running", one per job name, held by PostgreSQL session
 * advisory locks on one connection of this node's own. PostgreSQL drops a session's locks when
 * its connection ends, so a node that dies (crash, `kill -9`, its machine gone once TCP
 * keepalive notices) frees its rounds at once, with no lease to wait out; a live node keeps
 * them for as long as the round takes, however long that is.
 */
export class RoundLocks {
  private client: SessionConnection | undefined;
  private connecting: Promise<SessionConnection> | undefined;
  /** Names held here: a session's advisory locks are re-entrant, so the same node checks its own. */
  private readonly held = new Set<string>();

  constructor(
    /** Absent (a wrapped handle in a test): rounds are kept apart on this node only. */
    private readonly open: (() => Promise<SessionConnection>) | undefined,
    private readonly log: JobLog,
  ) {}

  /**
   * Takes the lock of `name` unless any node holds it: resolves to its release, or to `null`
   * when a round of `name` is running somewhere (here or on another node).
   */
  async tryHold(name: string): Promise<(() => Promise<void>) | null> {
    if (this.held.has(name)) return null;
    this.held.add(name);
    if (!this.open) return async () => void this.held.delete(name);
    let client: SessionConnection;
    try {
      client = await this.connection();
      const { rows } = await client.query<{ got: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS got',
        [`sfc:job-round:${name}`],
      );
      if (!rows[0]?.got) {
        this.held.delete(name);
        return null;
      }
    } catch (error) {
      this.held.delete(name);
      throw error;
    }
    return async () => {
      this.held.delete(name);
      // A connection lost meanwhile took the lock with it: nothing to release.
      if (this.client !== client) return;
      await client
        .query('SELECT pg_advisory_unlock(hashtext($1))', [`sfc:job-round:${name}`])
        .catch((error: unknown) => this.log.warn({ err: error, job: name }, 'job round lock not released'));
    };
  }

  /** Closes the connection (its locks go with it). */
  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.connecting = undefined;
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<SessionConnection> {
    if (this.client) return Promise.resolve(this.client);
    const open = this.open!;
    this.connecting ??= (async () => {
      let client: SessionConnection;
      try {
        client = await open();
      } catch (error) {
        this.connecting = undefined;
        throw error;
      }
      client.onError((error) => {
        // The server or the network dropped it: its locks are gone; the next round reconnects.
        this.log.warn({ err: error }, 'job round lock connection lost');
        if (this.client === client) this.client = undefined;
        this.connecting = undefined;
      });
      this.client = client;
      return client;
    })();
    return this.connecting;
  }
}
