import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createSessionStore, createSystemClock, type ApiClient, type SessionStore } from '@sfc/core';
import { ServicesProvider, type PortalServices } from '../../lib/services.js';
import type { RouteHandle } from '../../lib/route-handle.js';

/** Who is signed in in a story: nobody, a consumer, or a staff member whose role has the alerts module. */
export type StoryAccount = 'signed-out' | 'consumer' | 'staff';

/** A session store with `account` signed in (no server involved). */
export function storySession(account: StoryAccount): SessionStore {
  const store = createSessionStore();
  if (account === 'signed-out') return store;
  const state = store.getState();
  state.setTokens({ access: 'story-access', refresh: 'story-refresh' });
  if (account === 'consumer') {
    state.setUser({
      email: 'laura.gomez@correo.example',
      is_active: true,
      person: { first_name: 'Laura', position: '' },
    });
  } else {
    state.setUser({ email: 'analista@sfc.example', is_active: true, person: { position: 'Analista' } });
    state.setModules([{ id: 28, name: 'Alertas' }]);
  }
  return store;
}

/**
 * A client answering as the server would for the layout pieces: three unread alerts for the
 * staff bell, marks accepted. Nothing leaves the story.
 */
function storyApi(): ApiClient {
  const alerts = [1, 2, 3].map((id) => ({
    id,
    type_alert: { id: 1, name: 'Nueva queja' },
    title: `Nueva queja 17202600001${id}`,
    message: `Se radicó la queja 17202600001${id} contra Banco de Bogotá S.A.`,
    created_at: new Date(Date.UTC(2026, 10, 22, 15, 40 - id * 7)).toISOString(),
    is_read: false,
  }));
  return {
    get: async () => ({ ok: true, status: 200, data: { count: alerts.length, results: alerts } }),
    post: async () => ({ ok: true, status: 200, data: { detail: 'Listo.', count: 0 } }),
  } as unknown as ApiClient;
}

/**
 * A portal piece as it renders in the portal: the services (session of `account`) and a router
 * on `path` whose screen has `handle` (the breadcrumbs read it). Stories only: no server.
 */
export function StoryFrame({
  account = 'consumer',
  path = '/customer/home',
  handle = { title: 'Mi espacio', breadcrumb: ['Mi espacio'] },
  api,
  state,
  children,
}: {
  account?: StoryAccount;
  path?: string;
  handle?: RouteHandle;
  /** The server's answers for this screen (default: the layout pieces' alerts). */
  api?: ApiClient;
  /** The navigation state the screen is opened with (the receipt reads the filed complaint's code). */
  state?: unknown;
  children: ReactNode;
}) {
  const store = storySession(account);
  const services: PortalServices = {
    config: { signingSecret: 'story', apiBase: '/api', version: 'story' },
    store,
    api: api ?? storyApi(),
    clock: createSystemClock(),
  };
  const router = createMemoryRouter([{ path: '*', element: children, handle }], {
    initialEntries: [{ pathname: path, state }],
  });
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </QueryClientProvider>
  );
}
