import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSerialPoller } from './serial-poller.js';

/** A load whose calls the test finishes by hand, counting how many run at once. */
function manualLoad() {
  const finishers: Array<() => void> = [];
  const signals: AbortSignal[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const load = (signal: AbortSignal) => {
    signals.push(signal);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    return new Promise<void>((resolve) =>
      finishers.push(() => {
        running -= 1;
        resolve();
      }),
    );
  };
  return {
    load,
    signals,
    get calls() {
      return finishers.length;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
    /** Finishes the latest call and lets the poller react. */
    async finish() {
      finishers.at(-1)?.();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startSerialPoller', () => {
  it('loads at once, then waits the interval counted from the end of each load', async () => {
    const server = manualLoad();
    const poller = startSerialPoller(server.load, () => 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(5000); // a slow answer: no second request meanwhile
    expect(server.calls).toBe(1);
    await server.finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toBe(2);
    expect(server.mostAtOnce).toBe(1);
    poller.stop();
  });

  it('never has two loads in flight, whatever refresh() and perform() ask', async () => {
    const server = manualLoad();
    const poller = startSerialPoller(server.load, () => 10);
    await vi.advanceTimersByTimeAsync(0);
    poller.refresh();
    poller.refresh();
    const order: string[] = [];
    const action = poller.perform(async () => {
      order.push(`action after ${server.calls} load(s)`);
      return 'done';
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(order).toEqual([]); // the action waits for the running load
    await server.finish();
    expect(await action).toBe('done');
    expect(order).toEqual(['action after 1 load(s)']);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toBe(2); // the action is followed by a fresh load
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toBe(2);
    expect(server.mostAtOnce).toBe(1);
    poller.stop();
  });

  it('reads the interval before each wait', async () => {
    const server = manualLoad();
    let seconds = 1;
    const poller = startSerialPoller(server.load, () => seconds * 1000);
    await vi.advanceTimersByTimeAsync(0);
    seconds = 5;
    await server.finish();
    await vi.advanceTimersByTimeAsync(4999);
    expect(server.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toBe(2);
    poller.stop();
  });

  it('keeps polling after a load throws', async () => {
    let calls = 0;
    const poller = startSerialPoller(
      async () => {
        calls += 1;
        throw new Error('network down');
      },
      () => 100,
    );
    await vi.advanceTimersByTimeAsync(350);
    expect(calls).toBe(4);
    poller.stop();
  });

  it('stops for good: aborts the running load, leaves no timer and runs no queued action', async () => {
    const server = manualLoad();
    const poller = startSerialPoller(server.load, () => 100);
    await vi.advanceTimersByTimeAsync(0);
    const action = vi.fn(async () => 'ran');
    const performed = poller.perform(action);
    poller.stop();
    expect(server.signals[0]?.aborted).toBe(true);
    await server.finish();
    expect(await performed).toBeUndefined();
    expect(action).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls).toBe(1);
    poller.refresh();
    expect(await poller.perform(action)).toBeUndefined();
    expect(server.calls).toBe(1);
  });
});
