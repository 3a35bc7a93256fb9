/** A running {@link startSerialPoller}. */
export interface SerialPoller {
  /** Loads as soon as the lane is free; a no-op while a load is already waiting or running. */
  refresh(): void;
  /** Runs `task` alone in the lane (after whatever is running), then loads. `undefined` once stopped. */
  perform<T>(task: () => Promise<T>): Promise<T | undefined>;
  /** Stops for good: clears the timer and aborts the running load. Nothing runs afterwards. */
  stop(): void;
}

/**
 * Polls with `load` without ever piling requests: loads and tasks run one at a time in a single
 * lane, and the next poll is timed `intervalMs()` after the previous load *finished*, so a slow
 * server slows the polling down instead of collecting requests in flight. The first load starts
 * at once. `intervalMs` is read at each scheduling, so a changed interval applies from the next
 * poll. `load` gets an `AbortSignal` that {@link SerialPoller.stop} aborts.
 */
export function startSerialPoller(
  load: (signal: AbortSignal) => Promise<void>,
  intervalMs: () => number,
): SerialPoller {
  let lane: Promise<unknown> = Promise.resolve();
  let loadPending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  let stopped = false;

  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = lane.then(task);
    lane = run.catch(() => undefined);
    return run;
  }

  function schedule(): void {
    clearTimeout(timer);
    timer = stopped || loadPending ? undefined : setTimeout(refresh, intervalMs());
  }

  function refresh(): void {
    if (stopped || loadPending) return;
    clearTimeout(timer);
    timer = undefined;
    loadPending = true;
    void enqueue(async () => {
      if (stopped) return;
      controller = new AbortController();
      try {
        await load(controller.signal);
      } catch {
        // `load` reports its own failures; a throw must not stop the polling.
      } finally {
        controller = null;
        loadPending = false;
      }
    }).then(schedule);
  }

  function perform<T>(task: () => Promise<T>): Promise<T | undefined> {
    if (stopped) return Promise.resolve(undefined);
    const run = enqueue(async () => (stopped ? undefined : task()));
    void run.then(refresh, refresh);
    return run;
  }

  function stop(): void {
    stopped = true;
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
  }

  refresh();
  return { refresh, perform, stop };
}
