import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import type { EntityAlert } from '../api/entity-alerts.js';
import { EntityAlertsScreen } from './entity-alerts-screen.js';

/** The supervised entity's alerts (EV staff): its alert history with type and read filters. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Alertas de la entidad',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const ALERTS: EntityAlert[] = [
  {
    id: 12,
    type_alert: { id: 1, name: 'Nueva queja' },
    title: 'Nueva queja 172026000041',
    message: 'Mariana Córdoba Ruiz radicó una queja sobre Tarjeta de crédito.',
    complaint_code: '172026000041',
    created_at: '2026-11-27T14:42:10.000Z',
    is_read: false,
  },
  {
    id: 11,
    type_alert: { id: 5, name: 'Requerimiento de la Superintendencia' },
    title: 'Requerimiento sobre la queja 172026000035',
    message: 'Remitan el extracto de octubre y la trazabilidad del cambio de tasa.',
    complaint_code: '172026000035',
    created_at: '2026-11-20T19:00:00.000Z',
    is_read: true,
  },
];

const api = (server?: StoryServer) =>
  staffStoryApi(
    {
      '/alerts/ev_history': storyPage(ALERTS),
      '/alerts/ev_type_alert': storyPage([
        { id: 1, name: 'Nueva queja' },
        { id: 5, name: 'Requerimiento de la Superintendencia' },
      ]),
      '/alerts/ev_status_options': storyPage([
        { id: 'unread', name: 'Sin leer' },
        { id: 'read', name: 'Leída' },
      ]),
    },
    server,
  );

export const Alertas: Story = {
  name: 'Alertas de la entidad',
  parameters: {
    heading: 'Alertas de la entidad',
    shows: ['Nueva queja 172026000041', 'Requerimiento sobre la queja 172026000035'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/alerts/Notifications_ev" entity api={api()}>
      <EntityAlertsScreen />
    </StaffStoryFrame>
  ),
};

export const AlertasAltoContraste: Story = {
  ...Alertas,
  name: 'Alertas de la entidad, alto contraste',
  globals: { contrast: 'high' },
};

export const AlertasConError: Story = {
  name: 'Alertas de la entidad, servidor no disponible',
  parameters: { heading: 'Alertas de la entidad', shows: ['servicio no está disponible'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/alerts/Notifications_ev" entity api={api('error')}>
      <EntityAlertsScreen />
    </StaffStoryFrame>
  ),
};
