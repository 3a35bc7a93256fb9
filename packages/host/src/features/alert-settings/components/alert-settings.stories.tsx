import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import { AlertSettingsScreen } from './alert-settings-screen.js';

/** The alert settings of the signed-in staff member: one switch per alert type, days before a deadline. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Configuración de alertas',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const SETTINGS = [
  { id: 1, type_alert: { id: 1, name: 'Nueva queja' }, is_active: true, days_before: 0 },
  { id: 2, type_alert: { id: 2, name: 'Queja vencida' }, is_active: true, days_before: 0 },
  { id: 3, type_alert: { id: 3, name: 'Vencimiento próximo' }, is_active: true, days_before: 2 },
  { id: 4, type_alert: { id: 4, name: 'Respuesta de la entidad' }, is_active: false, days_before: 0 },
];

const api = (server?: StoryServer) =>
  staffStoryApi({ '/alerts/configuration_alert': storyPage(SETTINGS) }, server);

export const Configuracion: Story = {
  name: 'Configuración de alertas',
  parameters: {
    heading: 'Configuración de alertas',
    shows: ['Vencimiento próximo', 'Respuesta de la entidad'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/alerts/settings" api={api()}>
      <AlertSettingsScreen />
    </StaffStoryFrame>
  ),
};

export const ConfiguracionAltoContraste: Story = {
  ...Configuracion,
  name: 'Configuración de alertas, alto contraste',
  globals: { contrast: 'high' },
};

export const ConfiguracionCargando: Story = {
  name: 'Configuración de alertas, cargando',
  parameters: { heading: 'Configuración de alertas', shows: ['Cargando alertas…'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/alerts/settings" api={api('loading')}>
      <AlertSettingsScreen />
    </StaffStoryFrame>
  ),
};

export const ConfiguracionConError: Story = {
  name: 'Configuración de alertas, servidor no disponible',
  parameters: { heading: 'Configuración de alertas', shows: ['servicio no está disponible'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/alerts/settings" api={api('error')}>
      <AlertSettingsScreen />
    </StaffStoryFrame>
  ),
};
