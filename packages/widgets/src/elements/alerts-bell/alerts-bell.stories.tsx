import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, createSessionStore, type ApiClient, type ApiResult, type SessionStore } from '@sfc/core';
import { AlertsBell, type Alert } from './alerts-bell.js';

const TITLES: Array<[title: string, message: string]> = [
  ['Nueva queja 172026000014', 'Se radicó la queja 172026000014 contra Banco de Bogotá S.A.'],
  ['Cambio de estado 172026000009', 'La queja 172026000009 pasó de Recibida a En trámite.'],
  ['Vencimiento próximo 172026000003', 'La queja 172026000003 vence en 3 días hábiles.'],
];

/** `n` unread alerts, newest first, a few minutes apart. */
function sampleAlerts(n: number): Alert[] {
  return Array.from({ length: n }, (_, i) => {
    const [title, message] = TITLES[i % TITLES.length] as [string, string];
    return {
      id: n - i,
      type_alert: { id: (i % 3) + 1, name: title.split(' 17')[0] ?? '' },
      title,
      message,
      created_at: new Date(Date.UTC(2026, 10, 22, 15, 40 - i * 7)).toISOString(),
      is_read: false,
    };
  });
}

/** A client for stories with the server's alert rules in memory; `failing` answers every call with a 500. */
function storyAlertsApi(
  unread: Alert[],
  { failing = false, delayMs = 150 }: { failing?: boolean; delayMs?: number } = {},
): ApiClient {
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  const failure: ApiResult<never> = {
    ok: false,
    status: 500,
    message: MESSAGES.internalServerError,
    reason: 'internal-error',
  };
  return {
    get: async () => {
      await wait();
      return failing
        ? failure
        : { ok: true, status: 200, data: { count: unread.length, results: unread.slice(0, 7) } };
    },
    post: async (_path: string, body: { id?: number; all?: boolean }) => {
      await wait();
      if (failing) return failure;
      unread.splice(0, unread.length, ...(body.all ? [] : unread.filter((a) => a.id !== body.id)));
      return { ok: true, status: 200, data: { detail: 'Listo.', count: unread.length } };
    },
  } as unknown as ApiClient;
}

/** A signed-in staff session whose role has the given modules (28 = Alertas). */
function staffSession(moduleIds: number[] = [28]): SessionStore {
  const store = createSessionStore();
  store.getState().setTokens({ access: 'story-access', refresh: 'story-refresh' });
  store
    .getState()
    .setUser({ email: 'analista@sfc.example', is_active: true, person: { position: 'Analista' } });
  store.getState().setModules(moduleIds.map((id) => ({ id, name: id === 28 ? 'Alertas' : `Módulo ${id}` })));
  return store;
}

/** Opens the panel, as a click on the bell does. */
const openPanel: Story['play'] = async ({ canvasElement }) => {
  const bell = await waitForBell(canvasElement);
  bell?.click();
};

async function waitForBell(canvas: HTMLElement): Promise<HTMLButtonElement | null> {
  for (let i = 0; i < 50; i++) {
    const bell = canvas.querySelector<HTMLButtonElement>('button[aria-controls]');
    if (bell) return bell;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

const meta = {
  title: 'Elementos/Campana de alertas (sfc-alerts-bell)',
  component: AlertsBell,
  args: {
    api: storyAlertsApi(sampleAlerts(3)),
    store: staffSession(),
    interval: 60,
    historyHref: '/dashboard/alerts/notifications',
    onNavigate: () => {},
  },
  argTypes: {
    api: { control: false },
    store: { control: false },
  },
  // Room under the bell for its panel, the bell at the end of a header-like strip.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '40rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Campana de alertas nuevas del funcionario (`sfc-alerts-bell` en páginas externas). Solo aparece con sesión y el módulo 28; consulta `GET /alerts/new_alerts/?page_size=7` cada `interval` segundos, una petición a la vez. Eventos del elemento: `sfc-alerts-change`, `sfc-alert-read`.',
      },
    },
  },
} satisfies Meta<typeof AlertsBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread alerts; the panel open. "Marcar como leída" works against the in-memory server. */
export const WithAlerts: Story = {
  name: 'Con alertas',
  play: openPanel,
};

/** Twelve unread: the seven newest are listed and the panel says how many there are. */
export const MoreThanSeven: Story = {
  name: 'Más de siete',
  args: { api: storyAlertsApi(sampleAlerts(12)) },
  play: openPanel,
};

/** Nothing unread: no badge, and the panel says so. */
export const Empty: Story = {
  name: 'Vacío',
  args: { api: storyAlertsApi([]) },
  play: openPanel,
};

/** The first answer has not arrived. */
export const Loading: Story = {
  name: 'Cargando',
  args: { api: storyAlertsApi([], { delayMs: 1_000_000_000 }) },
  play: openPanel,
};

/** The server failed: the catalogue's text and "Reintentar". */
export const Failed: Story = {
  name: 'Error del servidor',
  args: { api: storyAlertsApi([], { failing: true }) },
  play: openPanel,
};

/** A staff member without module 28 (or nobody signed in): the bell renders nothing and calls nothing. */
export const WithoutAlertsModule: Story = {
  name: 'Sin el módulo de alertas',
  args: { store: staffSession([16, 29]) },
  decorators: [
    (Story) => (
      <div>
        <p>Sin el módulo 28 la campana no se muestra (no hay nada a la derecha).</p>
        <Story />
      </div>
    ),
  ],
};

/** The high-contrast palette, as after pressing "Contraste" in the accessibility bar. */
export const HighContrast: Story = {
  name: 'Alto contraste',
  args: { api: storyAlertsApi(sampleAlerts(3)) },
  globals: { contrast: 'high' },
  play: openPanel,
};

/**
 * On a 390 px phone, the bell near the end of the header: the open panel is moved into the
 * screen, so «Marcar como leída» can be tapped (pick the «Celular 390 px» viewport).
 */
export const OnAPhone: Story = {
  name: 'En un celular (390 px)',
  globals: { viewport: { value: 'phone390', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Celular 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', paddingRight: '2.5rem' }}>
        <Story />
      </div>
    ),
  ],
  play: openPanel,
};
