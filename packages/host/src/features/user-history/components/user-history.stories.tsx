import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import type { HistoryEntry } from '../api/user-history.js';
import { HistoryEntryScreen, HistoryScreen } from './history-screens.js';

/** The accounts' history: every change to staff and consumer accounts, and one change in detail. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Histórico de usuarios',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const ADMIN = { id: 2, email: 'admin@sfc.example', full_name: 'Camilo Torres' };

const ENTRIES: HistoryEntry[] = [
  {
    id: 90,
    at: '2026-11-26T20:15:00.000Z',
    action: 'updated',
    action_label: 'Modificación',
    user: { id: 14, email: 'carlos.perez@sfc.example', full_name: 'Carlos Pérez', kind: 'staff' },
    actor: ADMIN,
    changes: [
      { field: 'position', label: 'Cargo', before: 'Analista', after: 'Coordinador' },
      {
        field: 'groups',
        label: 'Roles',
        before: 'Analista de quejas',
        after: 'Analista de quejas, Consulta de reportes',
      },
    ],
  },
  {
    id: 88,
    at: '2026-11-25T14:02:00.000Z',
    action: 'unlocked',
    action_label: 'Desbloqueo',
    user: { id: 43, email: 'andres.restrepo@correo.example', full_name: 'Andrés Restrepo', kind: 'consumer' },
    actor: ADMIN,
    changes: [],
  },
];

const api = (server?: StoryServer) =>
  staffStoryApi({ '/person/history': storyPage(ENTRIES), '/person/history/90/': ENTRIES[0] }, server);

export const Lista: Story = {
  name: 'Histórico de cambios',
  parameters: { heading: 'Histórico de usuarios', shows: ['Carlos Pérez', 'Andrés Restrepo'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/users/historical" api={api()}>
      <HistoryScreen />
    </StaffStoryFrame>
  ),
};

export const ListaAltoContraste: Story = {
  ...Lista,
  name: 'Histórico de cambios, alto contraste',
  globals: { contrast: 'high' },
};

export const ListaConError: Story = {
  name: 'Histórico de cambios, servidor no disponible',
  parameters: { heading: 'Histórico de usuarios', shows: ['servicio no está disponible'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/users/historical" api={api('error')}>
      <HistoryScreen />
    </StaffStoryFrame>
  ),
};

export const Detalle: Story = {
  name: 'Detalle de un cambio',
  parameters: { heading: 'Detalle del cambio', shows: ['Coordinador', 'Camilo Torres'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/users/historical/14/90" api={api()}>
      <HistoryEntryScreen userId="14" entryId="90" />
    </StaffStoryFrame>
  ),
};
