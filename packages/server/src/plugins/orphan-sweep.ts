import type { FastifyInstance } from 'fastify';
import { storageFor } from '../services/storage/create-storage.js';
import { sweepOrphanFiles } from '../services/storage/orphan-sweep.js';

/**
 * Runs the orphan-file sweep (services/storage/orphan-sweep.ts) once the app is ready and then
 * every `orphanSweepMinutes` (0: never). Failures are logged and retried at the next round; the
 * app waits for a round in progress before it closes its database.
 */
export function installOrphanSweep(app: FastifyInstance): void {
  const { orphanSweepMinutes, orphanFileMinutes } = app.config;
  if (orphanSweepMinutes === 0) return;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const round = () => {
    running ??= sweepOrphanFiles(app.db, storageFor(app), { minAgeMs: orphanFileMinutes * 60_000 })
      .then((result) => {
        if (result.removed.length > 0)
          app.log.info({ removed: result.removed.length, checked: result.checked }, 'orphan files removed');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'orphan file sweep failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    void round();
    timer = setInterval(() => void round(), orphanSweepMinutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
