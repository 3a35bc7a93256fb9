import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createSessionStore, createSystemClock, type ApiClient, type SessionModule } from '@sfc/core';
import { ServicesProvider, type PortalServices } from '../../lib/services.js';
import type { RouteHandle } from '../../lib/route-handle.js';

/** A server answer in a story: the body, or a function of the call's query and body. */
export type StoryAnswer =
  unknown | ((call: { query: URLSearchParams; method: string; body: unknown }) => unknown);

/**
 * How the story's server behaves: `answers` answers by path (query strings aside); `loading`
 * never answers (the screen's loading state); `error` answers every read with a 503 (§8's
 * «servicio no disponible»).
 */
export type StoryServer = 'answers' | 'loading' | 'error';

/** A page of a list, as the server answers it. */
export const storyPage = (results: readonly unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/** The path of `url` as the answers name it: origin, `/api` and query removed. */
function pathOf(url: string): { path: string; query: URLSearchParams } {
  const bare = url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api(?=\/)/, '');
  const [path = '', query = ''] = bare.split('?');
  return { path, query: new URLSearchParams(query) };
}

/**
 * A client answering `answers` by path; any other read is «no encontrado» (404), writes succeed.
 * Nothing leaves the story. With `server` 'loading' no call answers; with 'error' every call fails.
 */
export function staffStoryApi(
  answers: Record<string, StoryAnswer>,
  server: StoryServer = 'answers',
): ApiClient {
  const respond = async (method: string, url: string, body: unknown, options?: { query?: unknown }) => {
    if (server === 'loading') return new Promise<never>(() => {});
    if (server === 'error')
      return {
        ok: false,
        status: 503,
        reason: 'unavailable',
        message: 'El servicio no está disponible en este momento. Intenta de nuevo más tarde.',
      };
    const { path, query } = pathOf(url);
    const extra = options?.query as Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(extra ?? {}))
      if (value !== undefined && value !== null) query.set(key, String(value));
    const answer = answers[path] ?? answers[`${method} ${path}`];
    if (answer === undefined) {
      if (method !== 'GET') return { ok: true, status: 200, data: { detail: 'Listo.' } };
      return {
        ok: false,
        status: 404,
        reason: 'rejected',
        message: 'No encontrado.',
        data: { detail: 'No encontrado.' },
      };
    }
    const data =
      typeof answer === 'function' ? (answer as (c: object) => unknown)({ query, method, body }) : answer;
    return { ok: true, status: 200, data };
  };
  return {
    get: (url: string, options?: { query?: unknown }) => respond('GET', url, undefined, options),
    delete: (url: string, options?: { query?: unknown }) => respond('DELETE', url, undefined, options),
    post: (url: string, body?: unknown, options?: { query?: unknown }) => respond('POST', url, body, options),
    put: (url: string, body?: unknown, options?: { query?: unknown }) => respond('PUT', url, body, options),
    patch: (url: string, body?: unknown, options?: { query?: unknown }) =>
      respond('PATCH', url, body, options),
    request: (method: string, url: string, init?: { body?: unknown; query?: unknown }) =>
      respond(method, url, init?.body, init),
  } as unknown as ApiClient;
}

/** A staff member of the supervisor with `modules`, signed in without a server. */
function staffSession(modules: SessionModule[], entity: boolean) {
  const store = createSessionStore();
  const state = store.getState();
  state.setTokens({ access: 'story-access', refresh: 'story-refresh' });
  state.setUser({
    user_id: 12,
    email: entity ? 'analista@bancolombia.example' : 'ana.gomez@sfc.example',
    is_active: true,
    person: { first_name: 'Ana', position: 'Analista', ...(entity ? { entity: 3 } : {}) },
  });
  state.setModules(modules);
  return store;
}

/**
 * A staff screen as the portal shows it: a signed-in staff member with `modules`, a router on
 * `path` matched against `pattern` (so the screen reads its parameters), the screen's `handle`
 * and the server answers of `api`. Stories only.
 */
export function StaffStoryFrame({
  path,
  pattern = '*',
  handle = { title: 'Portal de funcionarios', breadcrumb: ['Portal de funcionarios'] },
  modules = [],
  entity = false,
  api,
  state,
  children,
}: {
  path: string;
  pattern?: string;
  handle?: RouteHandle;
  modules?: SessionModule[];
  /** The staff member works for a supervised entity (EV) instead of the supervisor. */
  entity?: boolean;
  api: ApiClient;
  state?: unknown;
  children: ReactNode;
}) {
  const store = staffSession(modules, entity);
  const services: PortalServices = {
    config: { signingSecret: 'story', apiBase: '/api', version: 'story' },
    store,
    api: { ...api, store } as ApiClient,
    clock: createSystemClock(),
  };
  const [pathname, search = ''] = path.split('?');
  const router = createMemoryRouter([{ path: pattern, element: <main>{children}</main>, handle }], {
    initialEntries: [{ pathname: pathname!, search: search ? `?${search}` : '', state }],
  });
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </QueryClientProvider>
  );
}
