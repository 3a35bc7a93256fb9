import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import {
  STORY_DIRECTIONS,
  STORY_ENTITIES,
  STORY_POSITIONS,
  STORY_ROLES,
} from '../../../app/layouts/staff-story-data.js';
import type { StaffUser } from '../api/staff-users.js';
import { AddUserScreen } from './user-screens.js';
import { UsersScreen } from './users-screen.js';

/** The staff accounts module: the list with its filters, the creation form, and the list's states. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Usuarios',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const user = (
  id: number,
  first: string,
  last: string,
  email: string,
  extra: Partial<StaffUser> = {},
): StaffUser => ({
  id,
  email,
  is_active: true,
  first_name: first,
  second_name: null,
  first_last_name: last,
  second_last_name: null,
  full_name: `${first} ${last}`,
  identification_type: 'Cédula de ciudadanía',
  identification_number: String(52000000 + id * 1371),
  phone: '3001234567',
  position: STORY_POSITIONS[0]!,
  direction: STORY_DIRECTIONS[0]!,
  groups: [STORY_ROLES[0]!],
  entities: [],
  password_set: true,
  last_login: '2026-11-26T21:05:00.000Z',
  created_at: '2026-03-10T14:00:00.000Z',
  ...extra,
});

const USERS: StaffUser[] = [
  user(12, 'Ana', 'Gómez', 'ana.gomez@sfc.example'),
  user(14, 'Carlos', 'Pérez', 'carlos.perez@sfc.example', { position: STORY_POSITIONS[1]! }),
  user(31, 'Luisa', 'Martínez', 'luisa.martinez@bancolombia.example', {
    direction: null,
    groups: [{ id: 7, name: 'Entidad vigilada' }],
    entities: [STORY_ENTITIES[0]],
  }),
  user(40, 'Jorge', 'Ramírez', 'jorge.ramirez@sfc.example', { is_active: false, last_login: null }),
];

const ANSWERS = {
  '/usersmanagement/': storyPage(USERS),
  '/group/': storyPage(STORY_ROLES),
  '/direction/': storyPage(STORY_DIRECTIONS),
  '/company_list/': storyPage(
    STORY_ENTITIES.map((e) => ({ ...e, code: `${e.tipo_entidad}-${e.entidad_cod}` })),
  ),
  '/identificationtype/': storyPage([
    { id: 1, name: 'Cédula de ciudadanía' },
    { id: 2, name: 'Cédula de extranjería' },
    { id: 5, name: 'Pasaporte' },
  ]),
  '/usersmanagement/assignable/': { positions: STORY_POSITIONS, groups: STORY_ROLES.slice(0, 2) },
};

const api = (server?: StoryServer) => staffStoryApi(ANSWERS, server);

export const Lista: Story = {
  name: 'Lista de usuarios',
  parameters: { heading: 'Usuarios', shows: ['Ana Gómez', 'luisa.martinez@bancolombia.example'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/users" api={api()}>
      <UsersScreen />
    </StaffStoryFrame>
  ),
};

export const ListaAltoContraste: Story = {
  ...Lista,
  name: 'Lista de usuarios, alto contraste',
  globals: { contrast: 'high' },
};

export const ListaCargando: Story = {
  name: 'Lista de usuarios, cargando',
  parameters: { heading: 'Usuarios', shows: ['Cargando la lista…'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/users" api={api('loading')}>
      <UsersScreen />
    </StaffStoryFrame>
  ),
};

export const ListaConError: Story = {
  name: 'Lista de usuarios, servidor no disponible',
  parameters: { heading: 'Usuarios', shows: ['servicio no está disponible'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/users" api={api('error')}>
      <UsersScreen />
    </StaffStoryFrame>
  ),
};

export const Crear: Story = {
  name: 'Crear usuario',
  parameters: { heading: 'Crear usuario', shows: ['Datos personales', 'Cargo y acceso'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/users/add" api={api()}>
      <AddUserScreen />
    </StaffStoryFrame>
  ),
};
