import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import type { Consumer, ConsumerDetail } from '../api/consumers.js';
import { ConsumersScreen } from './consumers-screen.js';

/** The financial consumers module: the search list, and one consumer's profile opened above it. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Consumidores financieros',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const consumer = (id: number, first: string, last: string, extra: Partial<Consumer> = {}): Consumer => ({
  id,
  email: `${first.toLowerCase()}.${last
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}@correo.example`,
  is_active: true,
  is_verified: true,
  locked: false,
  full_name: `${first} ${last}`,
  first_name: first,
  second_name: null,
  first_last_name: last,
  second_last_name: null,
  identification_type: 'Cédula de ciudadanía',
  identification_number: String(1020300000 + id),
  phone: '3104567890',
  complaints_count: 2,
  last_login: '2026-11-25T14:12:00.000Z',
  created_at: '2026-05-04T13:00:00.000Z',
  updated_at: '2026-11-25T14:12:00.000Z',
  ...extra,
});

const CONSUMERS = [
  consumer(41, 'Mariana', 'Córdoba'),
  consumer(42, 'Laura', 'Gómez', { complaints_count: 5 }),
  consumer(43, 'Andrés', 'Restrepo', { locked: true, complaints_count: 0 }),
];

const DETAIL: ConsumerDetail = {
  ...CONSUMERS[0]!,
  complaints: [
    {
      id: 41,
      codigo_queja: '172026000041',
      entity: { name: 'Bancolombia S.A.' },
      state: { id: 2, name: 'Abierta / en trámite' },
      created_at: '2026-11-05T15:00:00.000Z',
    },
  ],
};

const api = (server?: StoryServer) =>
  staffStoryApi({ '/userscfmanagement/': storyPage(CONSUMERS), '/userscfmanagement/41/': DETAIL }, server);

export const Lista: Story = {
  name: 'Lista de consumidores',
  parameters: { heading: 'Consumidores financieros', shows: ['Mariana Córdoba', 'Andrés Restrepo'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/users/financial_consumers" api={api()}>
      <ConsumersScreen />
    </StaffStoryFrame>
  ),
};

export const ListaAltoContraste: Story = {
  ...Lista,
  name: 'Lista de consumidores, alto contraste',
  globals: { contrast: 'high' },
};

export const Perfil: Story = {
  name: 'Perfil de un consumidor',
  parameters: { heading: 'Consumidores financieros', shows: ['172026000041', 'Bancolombia S.A.'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/users/financial_consumers?id=41" api={api()}>
      <ConsumersScreen />
    </StaffStoryFrame>
  ),
};

export const ListaConError: Story = {
  name: 'Lista de consumidores, servidor no disponible',
  parameters: { heading: 'Consumidores financieros', shows: ['servicio no está disponible'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/users/financial_consumers" api={api('error')}>
      <ConsumersScreen />
    </StaffStoryFrame>
  ),
};
