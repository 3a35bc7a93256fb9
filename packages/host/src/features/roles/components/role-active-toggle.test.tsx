import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { API_ERROR_TEXTS, createSessionStore, createSystemClock, type ApiClient } from '@sfc/core';
import { createPortalQueryClient } from '../../../lib/server-state/query-client.js';
import { ServicesProvider, type PortalServices } from '../../../lib/services.js';
import type { Role } from '../api/roles.js';
import { RoleActiveToggle } from './role-active-toggle.js';

afterEach(cleanup);

const SERVER_REFUSAL = 'Este rol tiene usuarios asignados: escribe el motivo para inactivarlo.';

function role(users: number): Role {
  return {
    id: 7,
    name: 'Analista de quejas',
    description: '',
    is_active: true,
    modules: [{ id: 9, name: 'Gestión de quejas' }],
    users_count: users,
    created_at: '2026-01-05T15:00:00Z',
  } as Role;
}

/** `PATCH /group/7/`, refusing a blank reason as the server does when `refuse` is set. */
function rolesServer(refuse = false) {
  const sent: unknown[] = [];
  const api = {
    get: async () => ({ ok: true, status: 200, data: {} }),
    request: async (method: string, path: string, init: { body: Record<string, unknown> }) => {
      sent.push({ method, path, body: init.body });
      if (refuse)
        return {
          ok: false,
          status: 400,
          data: {
            status_code: 400,
            detail: API_ERROR_TEXTS.validationDetail,
            message: { reason: [SERVER_REFUSAL] },
          },
          message: 'Lo sentimos, algo salió mal.',
          reason: 'rejected',
        };
      return { ok: true, status: 200, data: { ...role(3), is_active: false } };
    },
  } as unknown as ApiClient;
  return { api, sent };
}

function renderToggle(api: ApiClient, users: number) {
  const services = {
    api,
    store: createSessionStore(),
    clock: createSystemClock(),
    config: { signingSecret: 'k', apiBase: '/api', version: 'v' },
  } as PortalServices;
  render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={createPortalQueryClient({ retryDelay: 0 })}>
        <RoleActiveToggle role={role(users)} />
      </QueryClientProvider>
    </ServicesProvider>,
  );
}

describe('inactivating a role', () => {
  it('asks for confirmation and a reason when the role still has users', async () => {
    const { api, sent } = rolesServer();
    renderToggle(api, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Inactivar Analista de quejas' }));
    const dialog = screen.getByRole('dialog', { name: '¿Inactivar el rol Analista de quejas?' });
    expect(
      within(dialog).getByText('3 usuarios tienen este rol y perderán sus módulos al inactivarlo.'),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, inactivar' }));
    expect(within(dialog).getByText('Escribe el motivo.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Motivo (queda en el historial)'), {
      target: { value: '  Se reorganizó el área  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, inactivar' }));
    await screen.findByText('Analista de quejas quedó inactivo.');
    expect(sent).toEqual([
      { method: 'PATCH', path: '/group/7/', body: { is_active: false, reason: 'Se reorganizó el área' } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the server’s message when it refuses the reason', async () => {
    const { api } = rolesServer(true);
    renderToggle(api, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Inactivar Analista de quejas' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('Un usuario tiene este rol y perderán sus módulos al inactivarlo.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Motivo (queda en el historial)'), {
      target: { value: 'x' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, inactivar' }));
    expect(await within(dialog).findByText(SERVER_REFUSAL)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('inactivates a role without users at once, with no dialog', async () => {
    const { api, sent } = rolesServer();
    renderToggle(api, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Inactivar Analista de quejas' }));
    await screen.findByText('Analista de quejas quedó inactivo.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([{ method: 'PATCH', path: '/group/7/', body: { is_active: false } }]);
  });
});
