import { describe, expect, it, vi } from 'vitest';
import { createTestClock } from './test-clock.js';
import { createVersionPoller, type VersionNotice, type VersionPayload } from './version-poller.js';

const SECOND = 1_000;
const NOTICE: VersionNotice = {
  title: 'Nueva versión disponible',
  body: 'Por favor, recarga la página para obtener la última versión.',
  durationMs: 60_000,
};

/** Lets pending promise callbacks run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** A fetchVersion answering from a script, one answer per call; the last answer repeats. */
function scripted(...answers: (VersionPayload | Error)[]) {
  let call = 0;
  return vi.fn(async (): Promise<VersionPayload> => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (answer instanceof Error || answer === undefined) throw answer ?? new Error('no answer');
    return answer;
  });
}

function setup(fetchVersion: () => Promise<VersionPayload>) {
  const clock = createTestClock();
  const onNewVersion = vi.fn<(notice: VersionNotice) => void>();
  const poller = createVersionPoller({ fetchVersion, clock, onNewVersion });
  return { clock, onNewVersion, poller };
}

/** Advances one polling interval (60 s) and lets the check finish. */
async function nextPoll(clock: { advance(ms: number): void }): Promise<void> {
  clock.advance(60 * SECOND);
  await settle();
}

describe('createVersionPoller', () => {
  it('checks at start and then every 60 seconds', async () => {
    const fetchVersion = scripted('1.0.0');
    const { clock, poller } = setup(fetchVersion);
    poller.start();
    await settle();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    clock.advance(60 * SECOND - 1);
    await settle();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await settle();
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    await nextPoll(clock);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
  });

  it('remembers the first version and stays quiet while it does not change', async () => {
    const { clock, onNewVersion, poller } = setup(scripted('1.0.0', { version: '1.0.0' }, ' 1.0.0 '));
    poller.start();
    await settle();
    expect(poller.currentVersion).toBe('1.0.0');
    for (let i = 0; i < 5; i += 1) await nextPoll(clock);
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  it('shows one notice with the exact texts for 60 s when the version changes', async () => {
    const { clock, onNewVersion, poller } = setup(scripted({ version: '1.0.0' }, { version: '1.1.0' }));
    poller.start();
    await settle();
    await nextPoll(clock);
    expect(onNewVersion.mock.calls).toEqual([[NOTICE]]);
    await nextPoll(clock);
    await nextPoll(clock);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(poller.currentVersion).toBe('1.0.0');
  });

  it('notifies again for a further new version, but not for one already announced', async () => {
    const { clock, onNewVersion, poller } = setup(scripted('1', '2', '1', '2', '3', '3'));
    poller.start();
    await settle();
    for (let i = 0; i < 5; i += 1) await nextPoll(clock);
    expect(onNewVersion.mock.calls).toEqual([[NOTICE], [NOTICE]]);
  });

  it('tolerates failures silently and keeps polling', async () => {
    const fetchVersion = scripted(new Error('offline'), 'a', new Error('500'), { version: '' }, 'b');
    const { clock, onNewVersion, poller } = setup(fetchVersion);
    poller.start();
    await settle();
    expect(poller.currentVersion).toBeUndefined();
    await nextPoll(clock);
    expect(poller.currentVersion).toBe('a');
    await nextPoll(clock);
    await nextPoll(clock);
    expect(onNewVersion).not.toHaveBeenCalled();
    await nextPoll(clock);
    expect(onNewVersion.mock.calls).toEqual([[NOTICE]]);
    expect(fetchVersion).toHaveBeenCalledTimes(5);
  });

  it('never starts a poll while one is in flight', async () => {
    let resolve: (value: VersionPayload) => void = () => {};
    const fetchVersion = vi.fn(
      () =>
        new Promise<VersionPayload>((r) => {
          resolve = r;
        }),
    );
    const { clock, onNewVersion, poller } = setup(fetchVersion);
    poller.start();
    for (let i = 0; i < 4; i += 1) await nextPoll(clock);
    void poller.checkNow();
    await settle();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    resolve('1.0.0');
    await settle();
    await nextPoll(clock);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    resolve('2.0.0');
    await settle();
    expect(onNewVersion.mock.calls).toEqual([[NOTICE]]);
  });

  it('stop() ends polling and ignores the answer of a check in flight', async () => {
    let resolve: (value: VersionPayload) => void = () => {};
    let calls = 0;
    const fetchVersion = vi.fn(() => {
      calls += 1;
      return calls === 1
        ? Promise.resolve<VersionPayload>('1.0.0')
        : new Promise<VersionPayload>((r) => {
            resolve = r;
          });
    });
    const { clock, onNewVersion, poller } = setup(fetchVersion);
    poller.start();
    await settle();
    await nextPoll(clock);
    poller.stop();
    resolve('2.0.0');
    await settle();
    for (let i = 0; i < 3; i += 1) await nextPoll(clock);
    expect(onNewVersion).not.toHaveBeenCalled();
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(clock.pending()).toBe(0);
  });

  it('honours custom interval and notice duration', async () => {
    const clock = createTestClock();
    const onNewVersion = vi.fn<(notice: VersionNotice) => void>();
    const poller = createVersionPoller({
      fetchVersion: scripted('x', 'y'),
      clock,
      onNewVersion,
      intervalMs: 5 * SECOND,
      noticeDurationMs: 10 * SECOND,
    });
    poller.start();
    await settle();
    clock.advance(5 * SECOND);
    await settle();
    expect(onNewVersion.mock.calls).toEqual([[{ ...NOTICE, durationMs: 10 * SECOND }]]);
  });
});
