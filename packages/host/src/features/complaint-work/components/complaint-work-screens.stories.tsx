import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import { STORY_DIRECTIONS } from '../../../app/layouts/staff-story-data.js';
import type { ComplaintRow, Deadline, FilterColumn } from '../api/complaint-work.js';
import type { ServerView } from '../api/case-views.js';
import type { VersionList } from '../api/complaint-work.js';
import { ComplaintHistoryScreen, ComplaintVersionsScreen } from './history-screens.js';
import { DesistedScreen } from './desisted-screen.js';
import { ManagementScreen } from './management-screen.js';
import { ComplaintSearchScreen } from './search-screen.js';

/**
 * The analysts' complaint queues: the management queue with its views, filter builder and bulk
 * assignment; the search screen; the desisted complaints; and the queue's states.
 */
const meta: Meta = {
  title: 'Portal/Tablero/Gestión de quejas: colas y búsqueda',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const deadline = (due: string, left: number, status: Deadline['status'], label: string): Deadline => ({
  regime: 'queja',
  regime_label: 'Queja ante la entidad',
  term_days: 15,
  extension_days: 0,
  start_day: '2026-11-06',
  due_day: due,
  days_used: 15 - left,
  days_left: left,
  suspended: false,
  suspended_days: 0,
  status,
  status_label: label,
});

const row = (
  id: number,
  code: string,
  entity: string,
  consumer: string,
  product: string,
  d: Deadline,
): ComplaintRow => ({
  id,
  codigo_queja: code,
  entity: { id: 3, tipo_entidad: 1, entidad_cod: '7', name: entity },
  consumer_name: consumer,
  numero_id_cf: String(52000000 + id),
  state: { id: 2, name: 'Abierta / en trámite' },
  producto_nombre: product,
  canal_cod: 13,
  fecha_creacion: '2026-11-05T15:00:00.000Z',
  fecha_cierre: null,
  is_active: true,
  direction: STORY_DIRECTIONS[0]!,
  analyst: id === 41 ? { id: 12, name: 'Ana Gómez' } : null,
  deadline: d,
});

const ROWS: ComplaintRow[] = [
  row(
    41,
    '172026000041',
    'Bancolombia S.A.',
    'Mariana Córdoba Ruiz',
    'Tarjeta de crédito',
    deadline('2026-11-27', 0, 'due_soon', 'Por vencer'),
  ),
  row(
    17,
    '1392026000017',
    'Banco Davivienda S.A.',
    'Andrés Restrepo',
    'Crédito de consumo',
    deadline('2026-11-20', -5, 'overdue', 'Vencida'),
  ),
];

const COLUMNS: FilterColumn[] = [
  { column: 'codigo_queja', label: 'Código de la queja', type: 'text', has_values: false },
  { column: 'entidad', label: 'Entidad', type: 'choice', has_values: true },
  { column: 'fecha_creacion', label: 'Fecha de radicación', type: 'date', has_values: false },
];

const VIEWS: ServerView[] = [
  {
    key: 'mine',
    name: 'Mis quejas',
    kind: 'predefined',
    id: null,
    shared: false,
    owner: null,
    filters: [],
    count: 7,
    count_is_estimate: false,
  },
  {
    key: 'due_today',
    name: 'Vencen hoy',
    kind: 'predefined',
    id: null,
    shared: false,
    owner: null,
    filters: [],
    count: 3,
    count_is_estimate: false,
  },
  {
    key: 'overdue',
    name: 'Vencidas',
    kind: 'predefined',
    id: null,
    shared: false,
    owner: null,
    filters: [],
    count: 12,
    count_is_estimate: false,
  },
];

const VERSIONS: VersionList = {
  codigo_queja: '172026000041',
  versions: [
    {
      version: 1,
      updated: '2026-11-05T15:00:00.000Z',
      action: 'created',
      actor_kind: 'consumer',
      state_from: null,
      state_to: { id: 1, name: 'Radicada' },
      changed_fields: [],
      summary: 'Radicación de la queja por la consumidora',
    },
    {
      version: 2,
      updated: '2026-11-06T15:00:00.000Z',
      action: 'updated',
      actor_kind: 'entity',
      state_from: { id: 1, name: 'Radicada' },
      state_to: { id: 2, name: 'Abierta / en trámite' },
      changed_fields: ['estado_cod'],
      summary: 'Bancolombia S.A. abrió la queja',
    },
  ],
};

const api = (server?: StoryServer, rows: ComplaintRow[] = ROWS) =>
  staffStoryApi(
    {
      '/dashboard/columns_for_filter/': { results: COLUMNS },
      '/dashboard/data_for_fields_filter/direction/': { results: STORY_DIRECTIONS },
      '/dashboard/data_for_fields_filter/analyst/': {
        results: [
          { id: 12, name: 'Ana Gómez' },
          { id: 14, name: 'Carlos Pérez' },
        ],
      },
      '/complaint_management/': storyPage(rows),
      '/complaint_desisted/': storyPage(rows.slice(1)),
      '/case_work/views/': { results: VIEWS },
      '/complaint_historical/': storyPage(rows),
      '/complaint_historical/172026000041/': VERSIONS,
    },
    server,
  );

export const Gestion: Story = {
  name: 'Cola de gestión de quejas',
  parameters: { heading: 'Gestión de quejas', shows: ['172026000041', 'Andrés Restrepo', 'Vencen hoy'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/complaints/management" api={api()}>
      <ManagementScreen />
    </StaffStoryFrame>
  ),
};

export const GestionAltoContraste: Story = {
  ...Gestion,
  name: 'Cola de gestión de quejas, alto contraste',
  globals: { contrast: 'high' },
};

export const GestionVacia: Story = {
  name: 'Cola de gestión sin quejas',
  parameters: { heading: 'Gestión de quejas', shows: ['Todas 0 quejas'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/complaints/management" api={api('answers', [])}>
      <ManagementScreen />
    </StaffStoryFrame>
  ),
};

export const Busqueda: Story = {
  name: 'Búsqueda de quejas con el constructor de filtros',
  parameters: { heading: 'Búsqueda de quejas', shows: ['Resultados de la búsqueda'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/complaints/search" api={api()}>
      <ComplaintSearchScreen />
    </StaffStoryFrame>
  ),
};

export const Desistimientos: Story = {
  name: 'Desistimientos de quejas',
  parameters: { heading: 'Desistimientos', shows: ['1392026000017'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/complaints/desist" api={api()}>
      <DesistedScreen />
    </StaffStoryFrame>
  ),
};

export const Historico: Story = {
  name: 'Histórico de quejas',
  parameters: { heading: 'Histórico de quejas', shows: ['172026000041'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/complaints/historical" api={api()}>
      <ComplaintHistoryScreen />
    </StaffStoryFrame>
  ),
};

export const Versiones: Story = {
  name: 'Versiones de una queja',
  parameters: {
    heading: 'Versiones de la queja 172026000041',
    shows: ['Bancolombia S.A. abrió la queja', 'Radicación de la queja por la consumidora'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/complaints/historical/172026000041" api={api()}>
      <ComplaintVersionsScreen code="172026000041" />
    </StaffStoryFrame>
  ),
};
