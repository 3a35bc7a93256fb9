import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  DASHBOARD_SCREEN_TEXTS as T,
  MESSAGES,
  formatDisplayDateTime,
  type ApiClient,
  type ApiResult,
} from '@sfc/core';
import type { Alert } from '../api/alerts-history.js';
import { AlertsHistoryScreen } from './alerts-history-screen.js';

afterEach(cleanup);

function alert(n: number, isRead = false): Alert {
  const code = `1720260000${String(n).padStart(2, '0')}`;
  return {
    id: n,
    type_alert: { id: 1, name: 'Nueva queja' },
    title: `Nueva queja ${code}`,
    message: `Se radicó la queja ${code} contra Banco de Bogotá S.A.`,
    complaint_code: code,
    created_at: `2026-11-${String(n).padStart(2, '0')}T15:30:00.000Z`,
    is_read: isRead,
  };
}

type Call = { method: string; path: string; query?: Record<string, unknown>; body?: unknown };

const FAIL: ApiResult<never> = {
  ok: false,
  status: 500,
  message: MESSAGES.internalServerError,
  reason: 'internal-error',
};

/**
 * A client with the server's history rules in memory: `alerts` newest first, pages of
 * `page_size`, `mark_alert` turns one alert read. `fail` makes the named call answer 500.
 */
function historyServer(alerts: Alert[], fail: { get?: boolean; post?: boolean } = {}) {
  const calls: Call[] = [];
  const api = {
    get: async (path: string, init?: { query?: Record<string, unknown> }) => {
      calls.push({ method: 'GET', path, query: init?.query });
      if (fail.get) return FAIL;
      const page = Number(init?.query?.page ?? 1);
      const size = Number(init?.query?.page_size ?? 10);
      const pages = Math.max(1, Math.ceil(alerts.length / size));
      return {
        ok: true,
        status: 200,
        data: {
          count: alerts.length,
          next: page < pages ? `/api/alerts/history?page=${page + 1}` : null,
          previous: page > 1 ? `/api/alerts/history?page=${page - 1}` : null,
          // Copies, as JSON off the wire: the screen sees a change only by asking again.
          results: structuredClone(alerts.slice((page - 1) * size, page * size)),
          pages,
          current_page: page,
        },
      };
    },
    post: async (path: string, body: { id: number }) => {
      calls.push({ method: 'POST', path, body });
      if (fail.post) return FAIL;
      const target = alerts.find((a) => a.id === body.id);
      if (target) target.is_read = true;
      return {
        ok: true,
        status: 200,
        data: { detail: 'ok', count: alerts.filter((a) => !a.is_read).length },
      };
    },
  } as unknown as ApiClient;
  return { api, calls };
}

function rows(): HTMLElement[] {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('the alerts history screen', () => {
  it('shows one heading and a row per alert with its type, text, complaint, date and state', async () => {
    const first = alert(2);
    const { api, calls } = historyServer([first, alert(1, true)]);
    render(<AlertsHistoryScreen api={api} />);

    expect(screen.getByText(T.alertsHistoryLoading)).toBeTruthy();
    const table = await screen.findByRole('table', { name: T.alertsHistoryCaption(1, 1) });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      T.alertsHistoryTitle,
    ]);
    expect(calls).toEqual([{ method: 'GET', path: '/alerts/history', query: { page: 1, page_size: 10 } }]);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Tipo', 'Alerta', 'Queja', 'Fecha', 'Estado', 'Acciones']);

    const [unreadRow, readRow] = rows() as [HTMLElement, HTMLElement];
    const cells = within(unreadRow)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Nueva queja',
      '172026000002',
      formatDisplayDateTime(first.created_at),
      'Sin leer',
      'Marcar como leída',
    ]);
    expect(within(unreadRow).getByRole('rowheader').textContent).toBe(
      'Nueva queja 172026000002Se radicó la queja 172026000002 contra Banco de Bogotá S.A.',
    );
    expect(within(readRow).getByText('Leída')).toBeTruthy();
    expect(within(readRow).queryByRole('button')).toBeNull();
  });

  it('marks an unread alert with its id, then reloads the page and shows it read', async () => {
    const { api, calls } = historyServer([alert(3), alert(2), alert(1, true)]);
    render(<AlertsHistoryScreen api={api} />);

    fireEvent.click(
      await screen.findByRole('button', { name: 'Marcar como leída: Nueva queja 172026000002' }),
    );

    await waitFor(() => expect(within(rows()[1] as HTMLElement).getByText('Leída')).toBeTruthy());
    expect(calls.slice(1)).toEqual([
      { method: 'POST', path: '/alerts/mark_alert/', body: { id: 2 } },
      { method: 'GET', path: '/alerts/history', query: { page: 1, page_size: 10 } },
    ]);
    expect(screen.getByRole('button', { name: 'Marcar como leída: Nueva queja 172026000003' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /172026000002/ })).toBeNull();
    expect(screen.getByText('Alerta marcada como leída.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('table'));
  });

  it('pages with "Siguiente" and "Anterior", ten alerts a page, and reloads the page it is on', async () => {
    const alerts = Array.from({ length: 12 }, (_, i) => alert(12 - i));
    const { api, calls } = historyServer(alerts);
    render(<AlertsHistoryScreen api={api} />);

    await screen.findByRole('table', { name: T.alertsHistoryCaption(1, 2) });
    expect(rows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Anterior' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('table', { name: T.alertsHistoryCaption(2, 2) });
    expect(rows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      expect.stringContaining('Nueva queja 172026000002'),
      expect.stringContaining('Nueva queja 172026000001'),
    ]);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Marcar como leída: Nueva queja 172026000001' }));
    await waitFor(() => expect(within(rows()[1] as HTMLElement).getByText('Leída')).toBeTruthy());
    expect(calls.at(-1)).toEqual({
      method: 'GET',
      path: '/alerts/history',
      query: { page: 2, page_size: 10 },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    await screen.findByRole('table', { name: T.alertsHistoryCaption(1, 2) });
    expect(rows()).toHaveLength(10);
  });

  it('says when there are no alerts', async () => {
    const { api } = historyServer([]);
    render(<AlertsHistoryScreen api={api} />);
    expect(await screen.findByText('No tienes alertas.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the general error when the history cannot be loaded, and tries again on request', async () => {
    const fail = { get: true };
    const { api } = historyServer([alert(1)], fail);
    render(<AlertsHistoryScreen api={api} />);

    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.genericError);
    expect(screen.queryByRole('table')).toBeNull();

    fail.get = false;
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the general error and keeps the alert unread when marking fails', async () => {
    const { api, calls } = historyServer([alert(1)], { post: true });
    render(<AlertsHistoryScreen api={api} />);

    fireEvent.click(
      await screen.findByRole('button', { name: 'Marcar como leída: Nueva queja 172026000001' }),
    );

    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.genericError);
    expect(within(rows()[0] as HTMLElement).getByText('Sin leer')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });
});
