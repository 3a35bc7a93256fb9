import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createSessionStore, createSystemClock, type ApiClient } from '@sfc/core';
import { createPortalQueryClient } from '../../../lib/server-state/query-client.js';
import { ServicesProvider, type PortalServices } from '../../../lib/services.js';
import type { VersionList } from '../api/complaint-work.js';
import { ComplaintVersionsScreen } from './history-screens.js';

afterEach(cleanup);

const CODE = 'SFC-2026-000123';

const VERSIONS: VersionList = {
  codigo_queja: CODE,
  versions: [
    {
      version: 1,
      updated: '2026-03-02T14:00:00Z',
      action: 'create',
      actor_kind: 'consumer',
      actor_name: null,
      state_from: null,
      state_to: { id: 1, name: 'Recibida' },
      changed_fields: [],
      summary: 'Se radicó la queja en el portal.',
    },
    {
      version: 2,
      updated: '2026-03-03T15:30:00Z',
      action: 'staff_update',
      actor_kind: 'staff',
      actor_name: 'Ana Gómez',
      state_from: { id: 1, name: 'Recibida' },
      state_to: { id: 2, name: 'Abierta / en trámite' },
      changed_fields: ['estado_cod'],
      summary: 'Ana Gómez cambió el estado de Recibida a Abierta / en trámite.',
    },
  ],
};

function renderVersions() {
  const api = {
    get: async () => ({ ok: true, status: 200, data: VERSIONS }),
  } as unknown as ApiClient;
  const services = {
    api,
    store: createSessionStore(),
    clock: createSystemClock(),
    config: { signingSecret: 'k', apiBase: '/api', version: 'v' },
  } as PortalServices;
  const path = `/dashboard/complaints/historical/${CODE}`;
  const router = createMemoryRouter([{ path, element: <ComplaintVersionsScreen code={CODE} /> }], {
    initialEntries: [path],
  });
  render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={createPortalQueryClient({ retryDelay: 0 })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ServicesProvider>,
  );
}

describe('the versions of a complaint', () => {
  it('names the staff member who made a version, and the party for the others', async () => {
    renderVersions();
    const table = await screen.findByRole('table', { name: `Versiones de la queja ${CODE}` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[1]!).getByText('Ana Gómez')).toBeTruthy();
    expect(
      within(rows[1]!).getByText('Ana Gómez cambió el estado de Recibida a Abierta / en trámite.'),
    ).toBeTruthy();
    expect(within(rows[0]!).queryByText('Ana Gómez')).toBeNull();
  });
});
