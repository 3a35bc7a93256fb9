import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import { FilingCompletedScreen, FilingStartScreen, RegisteredConsumerScreen } from './filing-screens.js';

/** Filing a complaint on a consumer's behalf: the two ways in, the consumer search, the receipt. */
const meta: Meta = {
  title: 'Portal/Tablero/Gestión de quejas: radicación por un funcionario',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const CONSUMERS = [
  {
    id: 41,
    email: 'mariana.cordoba@correo.example',
    full_name: 'Mariana Córdoba Ruiz',
    identification_type: 'Cédula de ciudadanía',
    identification_number: '52123456',
    phone: '3001234567',
  },
  {
    id: 57,
    email: null,
    full_name: 'Mariano Córdoba Pérez',
    identification_type: 'Cédula de ciudadanía',
    identification_number: '79123456',
    phone: null,
  },
];

const api = (server?: StoryServer, rows: unknown[] = CONSUMERS) =>
  staffStoryApi({ '/complaint_filing/consumers/': storyPage(rows) }, server);

export const Inicio: Story = {
  name: 'Radicar una queja: consumidor registrado o nuevo',
  parameters: { heading: 'Radicar queja', shows: [] },
  render: () => (
    <StaffStoryFrame path="/dashboard/complaints" api={api()}>
      <FilingStartScreen />
    </StaffStoryFrame>
  ),
};

export const BuscarConsumidor: Story = {
  name: 'Buscar al consumidor registrado',
  parameters: {
    heading: 'Buscar un consumidor registrado',
    shows: ['Mariana Córdoba Ruiz', 'Mariano Córdoba Pérez'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/complaints/new/registeredcustomer?search=Córdoba" api={api()}>
      <RegisteredConsumerScreen />
    </StaffStoryFrame>
  ),
};

export const BuscarConsumidorAltoContraste: Story = {
  ...BuscarConsumidor,
  name: 'Buscar al consumidor registrado, alto contraste',
  globals: { contrast: 'high' },
};

export const BuscarSinResultados: Story = {
  name: 'Buscar al consumidor, sin resultados',
  parameters: { heading: 'Buscar un consumidor registrado', shows: ['No encontramos consumidores.'] },
  render: () => (
    <StaffStoryFrame
      path="/dashboard/complaints/new/registeredcustomer?search=Zuluaga"
      api={api('answers', [])}
    >
      <RegisteredConsumerScreen />
    </StaffStoryFrame>
  ),
};

export const Radicada: Story = {
  name: 'Queja radicada',
  parameters: { heading: 'Queja radicada', shows: ['172026000041', 'Descargar constancia'] },
  render: () => (
    <StaffStoryFrame
      path="/dashboard/complaint/new/completed"
      state={{
        codigo_queja: '172026000041',
        id: 41,
        detail: 'La queja quedó radicada a nombre de Mariana Córdoba Ruiz.',
      }}
      api={api()}
    >
      <FilingCompletedScreen />
    </StaffStoryFrame>
  ),
};
