import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createSessionStore, createSystemClock, type ApiClient } from '@sfc/core';
import { ServicesProvider, type PortalServices } from '../../lib/services.js';
import type { GuardLoaderData } from '../guard.js';
import { DashboardLayout } from './dashboard-layout.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** A window wider than the small-screen layout (the menu is a column beside the screen), or not. */
function windowWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderWorkspace(path: string, guard: GuardLoaderData, userId = 9) {
  const store = createSessionStore();
  store.getState().setTokens({ access: 'not-a-jwt', refresh: 'r' });
  store.getState().setUser({
    id: userId,
    user_id: userId,
    email: 'rocio.pena@sfc.gov.co',
    is_active: true,
    person: { position: { id: 3 }, first_name: 'Rocío', first_last_name: 'Peña' },
  });
  store.getState().setModules([
    { id: 7, name: 'Direcciones' },
    { id: 5, name: 'Entidades' },
    // A module the server knows and the portal has no screen for: not listed.
    { id: 99, name: 'Módulo sin pantalla' },
  ]);
  const services = {
    store,
    api: {} as ApiClient,
    clock: createSystemClock(),
    config: { signingSecret: 'k', apiBase: '/api', version: 'v' },
  } as PortalServices;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => guard,
        HydrateFallback: () => null,
        children: [
          {
            path: 'dashboard',
            element: <DashboardLayout />,
            children: [
              {
                path: 'companies',
                handle: { title: 'Entidades vigiladas', breadcrumb: ['Entidades'], module: 'Entidades' },
                element: <h1>Entidades vigiladas</h1>,
              },
              {
                path: 'users',
                handle: { title: 'Usuarios', breadcrumb: ['Usuarios'], module: 'Usuarios' },
                element: <h1>Usuarios</h1>,
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
}

describe('the staff workspace', () => {
  it('lists only the modules of the role that have a screen, marks the current one, and names who is in', async () => {
    renderWorkspace('/dashboard/companies', { forbiddenModule: null });
    await screen.findByRole('heading', { name: 'Entidades vigiladas' });
    const nav = screen.getByRole('navigation', { name: 'Módulos' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Inicio del panel', 'Entidades', 'Direcciones']);
    expect(within(nav).getByRole('link', { name: 'Entidades' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Direcciones' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('Sesión de Rocío Peña')).toBeTruthy();
  });

  it('on a small screen, folds the navigation behind a button that says whether it is open', async () => {
    windowWidth(false);
    renderWorkspace('/dashboard/companies', { forbiddenModule: null });
    const toggle = await screen.findByRole('button', { name: 'Menú de módulos' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows "no tiene permiso" with a way home instead of a screen of a module the role lacks', async () => {
    renderWorkspace('/dashboard/users', { forbiddenModule: 'Usuarios' });
    await screen.findByRole('heading', { name: 'No tiene permiso para ver esta página' });
    expect(screen.queryByRole('heading', { name: 'Usuarios' })).toBeNull();
    expect(screen.getByText(/Tu rol no incluye el módulo «Usuarios»/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio del panel' }).getAttribute('href')).toBe(
      '/dashboard/home',
    );
  });

  it('beside the screen, folds the menu away with its button, and remembers that for the same user only', async () => {
    windowWidth(true);
    renderWorkspace('/dashboard/companies', { forbiddenModule: null });
    const toggle = await screen.findByRole('button', { name: 'Menú de módulos' });
    const nav = screen.getByRole('navigation', { name: 'Módulos' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Entidades' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Entidades' })).toBeNull();
    // Escape is for the small screens' menu: the folded column stays as the user left it.
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    cleanup();

    renderWorkspace('/dashboard/companies', { forbiddenModule: null });
    const again = await screen.findByRole('button', { name: 'Menú de módulos' });
    expect(again.getAttribute('aria-expanded')).toBe('false');
    cleanup();

    renderWorkspace('/dashboard/companies', { forbiddenModule: null }, 10);
    const other = await screen.findByRole('button', { name: 'Menú de módulos' });
    expect(other.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(other);
    fireEvent.click(other);
    expect(other.getAttribute('aria-expanded')).toBe('true');
  });
});
