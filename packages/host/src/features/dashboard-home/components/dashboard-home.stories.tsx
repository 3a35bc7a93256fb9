import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import { STORY_MODULES } from '../../../app/layouts/staff-story-data.js';
import { DashboardHome } from './dashboard-home.js';

/** The staff home: a greeting and the modules of the staff member's role, or none. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Inicio del funcionario',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const api = (server?: StoryServer) => staffStoryApi({ '/modules_list/': storyPage(STORY_MODULES) }, server);

export const Inicio: Story = {
  name: 'Inicio con los módulos del rol',
  parameters: { heading: 'Bienvenido(a), Ana', shows: ['Gestión de quejas', 'Usuarios'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/home" modules={STORY_MODULES} api={api()}>
      <DashboardHome />
    </StaffStoryFrame>
  ),
};

export const InicioAltoContraste: Story = {
  ...Inicio,
  name: 'Inicio con los módulos del rol, alto contraste',
  globals: { contrast: 'high' },
};

export const SinModulos: Story = {
  name: 'Inicio sin módulos asignados',
  parameters: { heading: 'Bienvenido(a), Ana', shows: ['Tu rol aún no tiene módulos asignados.'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/home" modules={[]} api={api()}>
      <DashboardHome />
    </StaffStoryFrame>
  ),
};
