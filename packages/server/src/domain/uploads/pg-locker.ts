import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { Db } from '../../db/driver.js';
import { releaseLease, takeLease } from './resumable-uploads.js';

/** Seconds a lease lasts; the holder renews it while its request runs. */
const LEASE_SECONDS = 30;
const POLL_MS = 100;

/**
 * The tus locker for several API nodes: one writer per upload, as a lease in the upload's
 * PostgreSQL row (a node that dies loses its lease after {@link LEASE_SECONDS}). On the node
 * that holds it, a newer request asks the older one to stop (a client resuming after a broken
 * connection must not wait for the dead request to time out), as tus's MemoryLocker does.
 */
export class PgLocker implements Locker {
  /** Holders on this node: their "please release" callbacks. */
  readonly local = new Map<string, RequestRelease>();

  constructor(
    readonly db: Db,
    readonly timeoutMs = 20_000,
  ) {}

  newLock(id: string): Lock {
    return new PgLock(this, id);
  }
}

class PgLock implements Lock {
  private readonly token = randomBytes(12).toString('hex');
  private renew: NodeJS.Timeout | undefined;

  constructor(
    private readonly locker: PgLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.locker.timeoutMs;
    for (;;) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      if (
        !this.locker.local.has(this.id) &&
        (await takeLease(this.locker.db, this.id, this.token, LEASE_SECONDS))
      ) {
        this.locker.local.set(this.id, requestRelease);
        this.renew = setInterval(
          () => {
            void takeLease(this.locker.db, this.id, this.token, LEASE_SECONDS).catch(() => undefined);
          },
          (LEASE_SECONDS * 1000) / 3,
        );
        this.renew.unref();
        return;
      }
      await this.locker.local.get(this.id)?.();
      if (Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async unlock(): Promise<void> {
    clearInterval(this.renew);
    this.locker.local.delete(this.id);
    await releaseLease(this.locker.db, this.id, this.token);
  }
}
