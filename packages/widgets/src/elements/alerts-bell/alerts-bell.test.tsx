import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  ALERTS_BELL_TEXTS as T,
  MESSAGES,
  createSessionStore,
  type ApiClient,
  type ApiResult,
  type SessionStore,
} from '@sfc/core';
import {
  AlertsBell,
  createAlertsModel,
  pollIntervalMs,
  selectAlertsEnabled,
  type Alert,
} from './alerts-bell.js';

afterEach(cleanup);

function alert(id: number, minute = id): Alert {
  return {
    id,
    type_alert: { id: 1, name: 'Nueva queja' },
    title: `Nueva queja 17202600000${id}`,
    message: `Se radicó la queja 17202600000${id} contra Banco de Bogotá S.A.`,
    complaint_code: `17202600000${id}`,
    created_at: `2026-11-22T15:${String(minute).padStart(2, '0')}:05.000Z`,
    is_read: false,
  };
}

type Call = { method: string; path: string; query?: unknown; body?: unknown };

/**
 * A client with the server's alert rules in memory: `unread` is the user's unread alerts, newest
 * first; GET answers the seven newest and the count, POST marks one or all.
 */
function alertsServer(unread: Alert[], options: { failGet?: boolean; failPost?: boolean } = {}) {
  const calls: Call[] = [];
  const fail: ApiResult<never> = {
    ok: false,
    status: 500,
    message: MESSAGES.internalServerError,
    reason: 'internal-error',
  };
  const api = {
    get: async (path: string, init?: { query?: unknown }) => {
      calls.push({ method: 'GET', path, query: init?.query });
      if (options.failGet) return fail;
      return { ok: true, status: 200, data: { count: unread.length, results: unread.slice(0, 7) } };
    },
    post: async (path: string, body: { id?: number; all?: boolean }) => {
      calls.push({ method: 'POST', path, body });
      if (options.failPost) return fail;
      if (body.all) unread.splice(0);
      else unread.splice(0, unread.length, ...unread.filter((a) => a.id !== body.id));
      return { ok: true, status: 200, data: { detail: 'Alerta marcada como leída.', count: unread.length } };
    },
  } as unknown as ApiClient;
  return { api, calls, unread };
}

function staffStore(moduleIds: number[] = [28]): SessionStore {
  const store = createSessionStore();
  store.getState().setTokens({ access: 'access-token', refresh: 'refresh-token' });
  store
    .getState()
    .setUser({ email: 'funcionaria@sfc.test', is_active: true, person: { position: 'Analista' } });
  store.getState().setModules(moduleIds.map((id) => ({ id, name: `Módulo ${id}` })));
  return store;
}

describe('pollIntervalMs and selectAlertsEnabled', () => {
  it.each<[number | undefined, number]>([
    [undefined, 60_000],
    [0, 60_000],
    [-5, 60_000],
    [Number.NaN, 60_000],
    [0.2, 1000],
    [1, 1000],
    [30, 30_000],
  ])('interval %s s → %s ms', (seconds, expected) => {
    expect(pollIntervalMs(seconds)).toBe(expected);
  });

  it('needs a token and module 28', () => {
    expect(selectAlertsEnabled(createSessionStore().getState())).toBe(false);
    expect(selectAlertsEnabled(staffStore([16, 29]).getState())).toBe(false);
    expect(selectAlertsEnabled(staffStore([16, 28]).getState())).toBe(true);
    const noToken = staffStore();
    noToken.setState({ access: null });
    expect(selectAlertsEnabled(noToken.getState())).toBe(false);
  });
});

describe('createAlertsModel', () => {
  it('stays off and calls nothing without module 28, then follows sign-in and sign-out', async () => {
    const server = alertsServer([alert(1), alert(2)]);
    const store = staffStore([16]);
    const model = createAlertsModel({ api: server.api, store });
    const counts: number[] = [];
    model.configure({ listeners: { onCountChange: (count) => counts.push(count) } });
    model.start();
    await Promise.resolve();
    expect(model.getSnapshot().active).toBe(false);
    expect(server.calls).toEqual([]);

    store.getState().setModules([{ id: 28, name: 'Alertas' }]);
    await vi.waitFor(() => expect(model.getSnapshot().count).toBe(2));
    expect(server.calls).toEqual([{ method: 'GET', path: '/alerts/new_alerts/', query: { page_size: 7 } }]);
    expect(store.getState().notifications.count).toBe(2);
    expect(counts).toEqual([2]);

    store.getState().logout();
    expect(model.getSnapshot().active).toBe(false);
    expect(counts).toEqual([2, 0]);
    model.stop();
  });

  it('shows the bell loading from its first render when the session has module 28, before it starts', () => {
    // The header lays the bell out in its first paint instead of moving the page a frame later.
    const server = alertsServer([alert(1)]);
    const withModule = createAlertsModel({ api: server.api, store: staffStore() });
    expect(withModule.getSnapshot()).toMatchObject({ active: true, loading: true, count: null, alerts: [] });
    const without = createAlertsModel({ api: server.api, store: staffStore([16]) });
    expect(without.getSnapshot().active).toBe(false);
    expect(server.calls).toEqual([]);
  });

  it('marks one alert and then all as read, reporting what is left', async () => {
    const server = alertsServer([alert(3), alert(2), alert(1)]);
    const model = createAlertsModel({ api: server.api, store: staffStore() });
    const reads: unknown[] = [];
    model.configure({ listeners: { onRead: (detail) => reads.push(detail) } });
    model.start();
    await vi.waitFor(() => expect(model.getSnapshot().count).toBe(3));

    expect(await model.markRead(2)).toBe(true);
    expect(model.getSnapshot().alerts.map((a) => a.id)).toEqual([3, 1]);
    expect(model.getSnapshot().count).toBe(2);
    expect(model.getSnapshot().announcement.trim()).toBe(T.markedOne);
    expect(await model.markAllRead()).toBe(true);
    expect(model.getSnapshot().alerts).toEqual([]);
    expect(model.getSnapshot().announcement.trim()).toBe(T.markedAll);
    expect(reads).toEqual([
      { id: 2, all: false, count: 2 },
      { id: null, all: true, count: 0 },
    ]);
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/alerts/mark_alert/', body: { id: 2 } },
      { method: 'POST', path: '/alerts/mark_alert/', body: { all: true } },
    ]);
    model.stop();
  });

  it('announces new alerts when a later answer has more than the last one, not on the first', async () => {
    const server = alertsServer([alert(1)]);
    const model = createAlertsModel({ api: server.api, store: staffStore() });
    model.start();
    await vi.waitFor(() => expect(model.getSnapshot().count).toBe(1));
    expect(model.getSnapshot().announcement).toBe('');
    server.unread.unshift(alert(3), alert(2));
    model.refresh();
    await vi.waitFor(() => expect(model.getSnapshot().count).toBe(3));
    expect(model.getSnapshot().announcement.trim()).toBe('Tienes 3 alertas sin leer');
    model.stop();
  });

  it('keeps the list and says what failed when a mark is refused', async () => {
    const server = alertsServer([alert(1)], { failPost: true });
    const model = createAlertsModel({ api: server.api, store: staffStore() });
    model.start();
    await vi.waitFor(() => expect(model.getSnapshot().count).toBe(1));
    expect(await model.markRead(1)).toBe(false);
    expect(model.getSnapshot().alerts.map((a) => a.id)).toEqual([1]);
    expect(model.getSnapshot().actionError).toBe(MESSAGES.internalServerError);
    model.stop();
  });

  it('treats an answer without a count as an invalid server response', async () => {
    const api = {
      get: async () => ({ ok: true, status: 200, data: { results: [] } }),
    } as unknown as ApiClient;
    const model = createAlertsModel({ api, store: staffStore() });
    model.start();
    await vi.waitFor(() => expect(model.getSnapshot().loading).toBe(false));
    expect(model.getSnapshot().loadError).toBe(MESSAGES.invalidServerResponse);
    model.stop();
  });
});

describe('AlertsBell', () => {
  it('renders nothing for a session without module 28', async () => {
    const server = alertsServer([alert(1)]);
    const { container } = render(<AlertsBell api={server.api} store={staffStore([16])} />);
    await act(async () => {});
    expect(container.innerHTML).toBe('');
    expect(server.calls).toEqual([]);
  });

  it('names the button with the unread count and lists the newest seven with their dates', async () => {
    const unread = Array.from({ length: 9 }, (_, i) => alert(9 - i));
    const server = alertsServer(unread);
    render(<AlertsBell api={server.api} store={staffStore()} />);
    const bell = await screen.findByRole('button', { name: 'Alertas: 9 sin leer' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(bell.querySelector('[part="badge"]')?.textContent).toBe('9');
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: T.panelTitle });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[0]?.textContent).toContain('Nueva queja 172026000009');
    expect(items[0]?.textContent).toContain('Se radicó la queja 172026000009 contra Banco de Bogotá S.A.');
    // 15:09 UTC is 10:09 in Bogotá, in the portal's MM/DD/YYYY hh:mm format.
    expect(within(items[0] as HTMLElement).getByText('11/22/2026 10:09').tagName).toBe('TIME');
    expect(within(panel).getByText(T.showingNewest(7, 9))).toBeTruthy();
    expect(within(panel).getByRole('link', { name: T.history }).getAttribute('href')).toBe(
      '/dashboard/alerts/notifications',
    );
  });

  it("shows an entity's early warning (no complaint) beside complaint alerts, and marks it read", async () => {
    const warning: Alert = {
      id: 40,
      type_alert: { id: 4, name: 'Alerta temprana' },
      title: 'Alerta temprana: Bancolombia, noviembre de 2026',
      message:
        'Bancolombia recibió 12 quejas en noviembre de 2026 (hasta el 11/20/2026), muy por encima de las 1,4 que predice su propio histórico de los 365 días anteriores (prueba de Poisson, valor p < 0,000001).',
      complaint_code: null,
      created_at: '2026-11-20T15:00:00.000Z',
      is_read: false,
    };
    const server = alertsServer([warning, alert(1)]);
    render(<AlertsBell api={server.api} store={staffStore()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Alertas: 2 sin leer' }));
    const items = within(screen.getByRole('region', { name: T.panelTitle })).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Alerta temprana: Bancolombia, noviembre de 2026');
    expect(items[0]?.textContent).toContain('Bancolombia recibió 12 quejas en noviembre de 2026');
    expect(within(items[0] as HTMLElement).getByText('11/20/2026 10:00').tagName).toBe('TIME');
    fireEvent.click(
      screen.getByRole('button', { name: T.markReadOf('Alerta temprana: Bancolombia, noviembre de 2026') }),
    );
    await screen.findByRole('button', { name: 'Alertas: 1 sin leer' });
    expect(server.calls.at(-2)).toEqual({ method: 'POST', path: '/alerts/mark_alert/', body: { id: 40 } });
  });

  it('marks an alert as read and moves focus to the next one', async () => {
    const server = alertsServer([alert(3), alert(2), alert(1)]);
    render(<AlertsBell api={server.api} store={staffStore()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Alertas: 3 sin leer' }));
    const mark = screen.getByRole('button', { name: T.markReadOf('Nueva queja 172026000002') });
    fireEvent.click(mark);
    await screen.findByRole('button', { name: 'Alertas: 2 sin leer' });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        T.markReadOf('Nueva queja 172026000001'),
      ),
    );
    expect(screen.getByRole('status').textContent?.trim()).toBe(T.markedOne);
  });

  it('shows the empty state, closes on Escape and returns focus to the bell', async () => {
    const server = alertsServer([]);
    render(<AlertsBell api={server.api} store={staffStore()} />);
    const bell = await screen.findByRole('button', { name: 'Alertas: ninguna sin leer' });
    expect(bell.querySelector('[part="badge"]')).toBeNull();
    fireEvent.keyDown(bell, { key: 'ArrowDown' });
    const link = screen.getByRole('link', { name: T.history });
    expect(screen.getByText(T.empty)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(link));
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell);
  });

  it('says when the alerts cannot be loaded and retries on request', async () => {
    const server = alertsServer([], { failGet: true });
    render(<AlertsBell api={server.api} store={staffStore()} />);
    const bell = await screen.findByRole('button', { name: T.bell });
    fireEvent.click(bell);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.internalServerError);
    const before = server.calls.length;
    fireEvent.click(screen.getByRole('button', { name: T.retry }));
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(before));
  });
});
