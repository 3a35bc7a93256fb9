import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import type { Direction } from '../api/directions.js';
import { EditDirectionScreen } from './direction-screens.js';
import { DirectionsScreen } from './directions-screen.js';

/** The directions module: the list with each direction's people, a direction's form, an empty list. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Direcciones',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const DIRECTIONS: Direction[] = [
  {
    id: 1,
    name: 'Dirección de Protección al Consumidor Financiero',
    is_active: true,
    users_count: 24,
    created_at: '2026-01-15T13:00:00.000Z',
  },
  {
    id: 2,
    name: 'Delegatura para Funciones Jurisdiccionales',
    is_active: true,
    users_count: 9,
    created_at: '2026-01-15T13:05:00.000Z',
  },
  {
    id: 4,
    name: 'Dirección de Investigación de Protección al Consumidor',
    is_active: false,
    users_count: 0,
    created_at: '2026-04-02T16:10:00.000Z',
  },
];

const api = (server?: StoryServer, rows: Direction[] = DIRECTIONS) =>
  staffStoryApi({ '/direction/': storyPage(rows), '/direction/1/': DIRECTIONS[0] }, server);

export const Lista: Story = {
  name: 'Lista de direcciones',
  parameters: {
    heading: 'Direcciones',
    shows: ['Dirección de Protección al Consumidor Financiero', 'Delegatura para Funciones Jurisdiccionales'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/directions" api={api()}>
      <DirectionsScreen />
    </StaffStoryFrame>
  ),
};

export const ListaAltoContraste: Story = {
  ...Lista,
  name: 'Lista de direcciones, alto contraste',
  globals: { contrast: 'high' },
};

export const ListaVacia: Story = {
  name: 'Lista de direcciones, sin resultados',
  parameters: { heading: 'Direcciones', shows: ['Todavía no hay registros.'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/directions" api={api('answers', [])}>
      <DirectionsScreen />
    </StaffStoryFrame>
  ),
};

export const Editar: Story = {
  name: 'Editar dirección',
  parameters: { heading: 'Editar dirección', shows: ['Inactivar'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/directions/edit?id=1" api={api()}>
      <EditDirectionScreen />
    </StaffStoryFrame>
  ),
};
