import '../styles/portal.css';
import '../styles/staff-workspace.css';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createSessionStore, createSystemClock, type ApiClient } from '@sfc/core';
import { ServicesProvider, type PortalServices } from '../../lib/services.js';
import { ModuleNav } from './module-nav.js';

/** The staff member of these stories; the folded menu is remembered under their id. */
const USER_ID = 7;

/** The workspace's body as DashboardLayout renders it: the module menu beside a screen. */
function Workspace({ folded, children }: { folded: boolean; children: ReactNode }) {
  try {
    window.localStorage.setItem(`sfc.staff-menu-collapsed.${USER_ID}`, folded ? '1' : '0');
  } catch {
    // A story without storage shows the menu open.
  }
  const store = createSessionStore();
  store.getState().setTokens({ access: 'story-access', refresh: 'story-refresh' });
  store.getState().setUser({
    id: USER_ID,
    user_id: USER_ID,
    email: 'analista@sfc.example',
    is_active: true,
    person: { position: 'Analista', first_name: 'Rocío', first_last_name: 'Peña' },
  });
  store.getState().setModules([
    { id: 1, name: 'Usuarios' },
    { id: 5, name: 'Entidades' },
    { id: 7, name: 'Direcciones' },
  ]);
  const services: PortalServices = {
    config: { signingSecret: 'story', apiBase: '/api', version: 'story' },
    store,
    api: {} as ApiClient,
    clock: createSystemClock(),
  };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        handle: { title: 'Usuarios', breadcrumb: ['Usuarios'], module: 'Usuarios' },
        element: (
          <main className="page">
            <div className="layout-inner">
              <div className="workspace">
                <div className="workspace__body">
                  <ModuleNav />
                  <div className="workspace__screen">{children}</div>
                </div>
              </div>
            </div>
          </main>
        ),
      },
    ],
    { initialEntries: ['/dashboard/users'] },
  );
  return (
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>
  );
}

const screen = (
  <>
    <h1>Usuarios</h1>
    <p>Las cuentas de los funcionarios: busca por nombre, correo o identificación.</p>
  </>
);

/**
 * The staff workspace's module menu beside the screen: «Menú de módulos» folds it to its icon so
 * the screen takes the width, and the choice is remembered for the user.
 */
const meta: Meta = {
  title: 'Portal/Tablero/Menú de módulos del espacio de trabajo',
  parameters: { layout: 'fullscreen' },
};

export default meta;
type Story = StoryObj;

export const Open: Story = {
  name: 'Menú abierto',
  render: () => <Workspace folded={false}>{screen}</Workspace>,
};

export const Folded: Story = {
  name: 'Menú plegado',
  render: () => <Workspace folded>{screen}</Workspace>,
};

export const FoldedHighContrast: Story = {
  name: 'Menú plegado, alto contraste',
  render: () => <Workspace folded>{screen}</Workspace>,
  globals: { contrast: 'high' },
};
