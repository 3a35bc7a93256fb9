import { describe, expect, it, vi } from 'vitest';
import { bindIdleActivity, IDLE_ACTIVITY_EVENTS, type ActivityEventTarget } from './idle-activity.js';
import { createIdleTimer } from './idle-timer.js';
import { createTestClock } from './test-clock.js';

const MINUTE = 60_000;
const SECOND = 1_000;

function setup(path = '/customer/home') {
  const clock = createTestClock(1_700_000_000_000);
  const location = { path };
  const navigate = vi.fn<(p: string) => void>();
  const timer = createIdleTimer({ clock, getPath: () => location.path, navigate });
  return { clock, location, navigate, timer };
}

describe('createIdleTimer', () => {
  it('does not navigate at 29:59 of idleness', () => {
    const { clock, navigate, timer } = setup();
    timer.start();
    clock.advance(30 * MINUTE - SECOND);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates to /logout at 30:00 of idleness, once', () => {
    const { clock, navigate, timer } = setup();
    timer.start();
    clock.advance(30 * MINUTE);
    expect(navigate.mock.calls).toEqual([['/logout']]);
    clock.advance(29 * MINUTE);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('counts idle time from the last activity', () => {
    const { clock, navigate, timer } = setup();
    timer.start();
    clock.advance(20 * MINUTE);
    timer.activity();
    clock.advance(30 * MINUTE - SECOND);
    expect(navigate).not.toHaveBeenCalled();
    clock.advance(SECOND);
    expect(navigate.mock.calls).toEqual([['/logout']]);
  });

  it.each(['/login', '/login/', '/login?next=%2Fdashboard'])(
    'does not navigate when the path is %s',
    (path) => {
      const { clock, navigate, timer } = setup(path);
      timer.start();
      clock.advance(2 * 30 * MINUTE);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('uses the path current at expiry time', () => {
    const { clock, location, navigate, timer } = setup('/login');
    timer.start();
    clock.advance(30 * MINUTE);
    expect(navigate).not.toHaveBeenCalled();
    location.path = '/dashboard/users';
    clock.advance(30 * MINUTE);
    expect(navigate.mock.calls).toEqual([['/logout']]);
  });

  it('stop() prevents the navigation and activity while stopped does not restart it', () => {
    const { clock, navigate, timer } = setup();
    timer.start();
    clock.advance(10 * MINUTE);
    timer.stop();
    timer.activity();
    clock.advance(60 * MINUTE);
    expect(navigate).not.toHaveBeenCalled();
    expect(clock.pending()).toBe(0);
  });

  it('start() restarts the idle period', () => {
    const { clock, navigate, timer } = setup();
    timer.start();
    clock.advance(25 * MINUTE);
    timer.start();
    clock.advance(25 * MINUTE);
    expect(navigate).not.toHaveBeenCalled();
    clock.advance(5 * MINUTE);
    expect(navigate.mock.calls).toEqual([['/logout']]);
  });

  it('honours a custom timeout', () => {
    const clock = createTestClock();
    const navigate = vi.fn<(p: string) => void>();
    const timer = createIdleTimer({ clock, getPath: () => '/dashboard', navigate, timeoutMs: 5 * SECOND });
    timer.start();
    clock.advance(5 * SECOND);
    expect(navigate.mock.calls).toEqual([['/logout']]);
  });

  it('touches no global timers when created', () => {
    const timers = globalThis as unknown as { setTimeout: (...args: unknown[]) => unknown };
    const spy = vi.spyOn(timers, 'setTimeout');
    setup().timer.start();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('bindIdleActivity', () => {
  function fakeTarget() {
    const listeners = new Map<string, Set<() => void>>();
    const target: ActivityEventTarget = {
      addEventListener: (type, listener) => {
        listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
      },
      removeEventListener: (type, listener) => {
        listeners.get(type)?.delete(listener);
      },
    };
    const dispatch = (type: string) => listeners.get(type)?.forEach((listener) => listener());
    const count = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);
    return { target, dispatch, count };
  }

  it('lists the activity events', () => {
    expect(IDLE_ACTIVITY_EVENTS).toEqual(['mousemove', 'keydown', 'click', 'scroll', 'touchstart']);
  });

  it.each(IDLE_ACTIVITY_EVENTS)('a %s event keeps the session alive', (type) => {
    const { clock, navigate, timer } = setup();
    const { target, dispatch } = fakeTarget();
    bindIdleActivity(target, timer);
    timer.start();
    clock.advance(20 * MINUTE);
    dispatch(type);
    clock.advance(20 * MINUTE);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('other events do not count as activity', () => {
    const { clock, navigate, timer } = setup();
    const { target, dispatch } = fakeTarget();
    bindIdleActivity(target, timer);
    timer.start();
    clock.advance(20 * MINUTE);
    dispatch('focus');
    clock.advance(10 * MINUTE);
    expect(navigate.mock.calls).toEqual([['/logout']]);
  });

  it('the returned function removes every listener', () => {
    const { clock, navigate, timer } = setup();
    const { target, dispatch, count } = fakeTarget();
    const unbind = bindIdleActivity(target, timer);
    expect(count()).toBe(IDLE_ACTIVITY_EVENTS.length);
    unbind();
    unbind();
    expect(count()).toBe(0);
    timer.start();
    clock.advance(20 * MINUTE);
    dispatch('click');
    clock.advance(10 * MINUTE);
    expect(navigate.mock.calls).toEqual([['/logout']]);
  });
});
