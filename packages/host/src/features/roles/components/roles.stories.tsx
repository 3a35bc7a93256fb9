import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import { STORY_MODULES, STORY_ROLES } from '../../../app/layouts/staff-story-data.js';
import { EditRoleScreen } from './role-screens.js';
import { RolesScreen } from './roles-screen.js';

/** The roles module: the list of roles with their modules, a role's form, and the list's states. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Roles',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const ANSWERS = {
  '/group/': storyPage(STORY_ROLES),
  '/group/2/': STORY_ROLES[0],
  '/modules_list/': STORY_MODULES,
};

const api = (server?: StoryServer) => staffStoryApi(ANSWERS, server);

export const Lista: Story = {
  name: 'Lista de roles',
  parameters: { heading: 'Roles', shows: ['Analista de quejas', 'Administrador del portal'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/roles" api={api()}>
      <RolesScreen />
    </StaffStoryFrame>
  ),
};

export const ListaAltoContraste: Story = {
  ...Lista,
  name: 'Lista de roles, alto contraste',
  globals: { contrast: 'high' },
};

export const ListaConError: Story = {
  name: 'Lista de roles, servidor no disponible',
  parameters: { heading: 'Roles', shows: ['servicio no está disponible'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/roles" api={api('error')}>
      <RolesScreen />
    </StaffStoryFrame>
  ),
};

export const Editar: Story = {
  name: 'Editar rol',
  parameters: { heading: 'Editar rol', shows: ['Gestión de quejas'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/roles/edit?id=2" api={api()}>
      <EditRoleScreen />
    </StaffStoryFrame>
  ),
};
