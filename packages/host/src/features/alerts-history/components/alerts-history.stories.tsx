import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import { AlertsHistoryScreen } from './alerts-history-screen.js';

/** The staff member's alert history: read and unread alerts with their complaints, and its states. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Historial de alertas',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const ALERTS = [
  {
    id: 31,
    type_alert: { id: 1, name: 'Nueva queja' },
    title: 'Nueva queja 172026000041',
    message: 'Se radicó la queja 172026000041 contra Bancolombia S.A.',
    complaint_code: '172026000041',
    created_at: '2026-11-27T14:42:10.000Z',
    is_read: false,
  },
  {
    id: 30,
    type_alert: { id: 3, name: 'Vencimiento próximo' },
    title: 'La queja 1392026000017 vence en 2 días hábiles',
    message: 'Banco Davivienda S.A. debe responder la queja 1392026000017 antes del 12/01/2026.',
    complaint_code: '1392026000017',
    created_at: '2026-11-26T13:00:00.000Z',
    is_read: true,
  },
];

const api = (server?: StoryServer, rows: unknown[] = ALERTS) =>
  staffStoryApi({ '/alerts/history': { ...storyPage(rows), pages: 1, current_page: 1 } }, server);

export const Historial: Story = {
  name: 'Historial de alertas',
  parameters: {
    heading: 'Historial de alertas',
    shows: ['Nueva queja 172026000041', 'Banco Davivienda S.A.'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/alerts/notifications" api={api()}>
      <AlertsHistoryScreen api={api()} />
    </StaffStoryFrame>
  ),
};

export const HistorialAltoContraste: Story = {
  ...Historial,
  name: 'Historial de alertas, alto contraste',
  globals: { contrast: 'high' },
};

export const HistorialVacio: Story = {
  name: 'Historial de alertas, sin alertas',
  parameters: { heading: 'Historial de alertas', shows: ['No tienes alertas.'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/alerts/notifications" api={api('answers', [])}>
      <AlertsHistoryScreen api={api('answers', [])} />
    </StaffStoryFrame>
  ),
};

export const HistorialConError: Story = {
  name: 'Historial de alertas, servidor no disponible',
  parameters: { heading: 'Historial de alertas', shows: ['no pudimos completar el proceso'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/alerts/notifications" api={api('error')}>
      <AlertsHistoryScreen api={api('error')} />
    </StaffStoryFrame>
  ),
};
