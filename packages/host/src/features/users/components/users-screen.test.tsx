import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { API_ERROR_TEXTS, createSessionStore, createSystemClock, type ApiClient } from '@sfc/core';
import { createPortalQueryClient } from '../../../lib/server-state/query-client.js';
import { ServicesProvider, type PortalServices } from '../../../lib/services.js';
import { UsersScreen } from './users-screen.js';

afterEach(cleanup);

const ME = 1;

function user(id: number, name: string, active = true) {
  const [first, last] = name.split(' ');
  return {
    id,
    email: `${first!.toLowerCase()}@sfc.gov.co`,
    is_active: active,
    first_name: first,
    second_name: null,
    first_last_name: last,
    second_last_name: null,
    full_name: name,
    identification_type: 'CC',
    identification_number: String(1000 + id),
    phone: null,
    position: { id: 1, name: 'Analista' },
    direction: null,
    groups: [],
    entities: [],
    password_set: true,
    last_login: null,
    created_at: '2026-01-05T15:00:00Z',
  };
}

/** The users list and `POST /inactivate_users/` with the server's rules in memory. */
function usersServer(refuse = false) {
  const users = [
    user(ME, 'Rocío Peña'),
    user(2, 'Andrés Gómez'),
    user(3, 'Lucía Restrepo'),
    user(4, 'Mateo Ríos', false),
  ];
  const posted: unknown[] = [];
  const api = {
    get: async (path: string) => {
      const results = path === '/usersmanagement/' ? users : [];
      return {
        ok: true,
        status: 200,
        data: { count: results.length, next: null, previous: null, results, pages: 1, current_page: 1 },
      };
    },
    request: async (method: string, path: string, init: { body: { ids: number[] } }) => {
      posted.push({ method, path, body: init.body });
      if (refuse)
        return {
          ok: false,
          status: 400,
          data: {
            status_code: 400,
            detail: API_ERROR_TEXTS.validationDetail,
            message: { ids: ['Usuarios no encontrados: 3.'] },
          },
          message: 'Lo sentimos, algo salió mal.',
          reason: 'rejected',
        };
      for (const u of users) if (init.body.ids.includes(u.id)) u.is_active = false;
      return { ok: true, status: 200, data: { inactivated: init.body.ids.length, ids: init.body.ids } };
    },
  } as unknown as ApiClient;
  return { api, posted };
}

function renderUsers(api: ApiClient) {
  const store = createSessionStore();
  store.getState().setUser({ id: ME, user_id: ME, email: 'rocio@sfc.gov.co', is_active: true });
  const services = {
    api,
    store,
    clock: createSystemClock(),
    config: { signingSecret: 'k', apiBase: '/api', version: 'v' },
  } as PortalServices;
  const router = createMemoryRouter([{ path: '/dashboard/users', element: <UsersScreen /> }], {
    initialEntries: ['/dashboard/users'],
  });
  render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={createPortalQueryClient({ retryDelay: 0 })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ServicesProvider>,
  );
}

describe('the users list', () => {
  it('inactivates the selected accounts together, offering neither one’s own nor an inactive one', async () => {
    const { api, posted } = usersServer();
    renderUsers(api);
    await screen.findByRole('table');
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar Rocío Peña' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar Mateo Ríos' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Andrés Gómez' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Lucía Restrepo' }));
    const toolbar = screen.getByRole('region', { name: 'Acciones sobre las filas seleccionadas' });
    expect(within(toolbar).getByText('2 usuarios seleccionados')).toBeTruthy();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Inactivar' }));
    expect(within(toolbar).getByText('¿Inactivar 2 usuarios?')).toBeTruthy();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Confirmar' }));

    await screen.findByText('2 usuarios quedaron inactivos.');
    expect(posted).toEqual([{ method: 'POST', path: '/inactivate_users/', body: { ids: [2, 3] } }]);
    expect(screen.queryByRole('region', { name: 'Acciones sobre las filas seleccionadas' })).toBeNull();
    // The list is read again: the two show as inactive and are no longer offered.
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Seleccionar Andrés Gómez' })).toBeNull(),
    );
    const row = screen.getByRole('rowheader', { name: 'Andrés Gómez' }).closest('tr')!;
    expect(within(row).getByText('Inactivo')).toBeTruthy();
  });

  it('says why the server refused, and keeps the selection', async () => {
    const { api } = usersServer(true);
    renderUsers(api);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Lucía Restrepo' }));
    const toolbar = screen.getByRole('region', { name: 'Acciones sobre las filas seleccionadas' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Inactivar' }));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(/Usuarios no encontrados: 3\./)).toBeTruthy();
    expect(within(toolbar).getByText('1 usuario seleccionado')).toBeTruthy();
  });
});
