import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import { STORY_ENTITIES } from '../../../app/layouts/staff-story-data.js';
import { ComplaintMapScreen } from './complaint-map-screen.js';

/** The complaints map: complaints by department on the map of Colombia beside the report's table. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Mapa de quejas',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const MAP_REPORT = {
  title: 'Quejas por departamento',
  fecha_inicio: '2026-11-01',
  fecha_fin: '2026-11-27',
  columns: [
    { key: 'nombre', label: 'Departamento' },
    { key: 'quejas', label: 'Quejas' },
  ],
  rows: [
    { codigo: '11', nombre: 'Bogotá, D.C.', quejas: 2310 },
    { codigo: '05', nombre: 'Antioquia', quejas: 1422 },
    { codigo: '76', nombre: 'Valle del Cauca', quejas: 803 },
  ],
  chart: {
    type: 'map',
    labels: ['Bogotá, D.C.', 'Antioquia', 'Valle del Cauca'],
    datasets: [{ label: 'Quejas', key: 'quejas', data: [2310, 1422, 803] }],
  },
  total: 4535,
};

const api = (server?: StoryServer) =>
  staffStoryApi(
    { '/company/': storyPage(STORY_ENTITIES), 'POST /dashboard/complaint_map/': MAP_REPORT },
    server,
  );

const ASKED = '?reporte=complaint_map&desde=2026-11-01&hasta=2026-11-27';

export const Mapa: Story = {
  name: 'Mapa de quejas por departamento',
  parameters: { heading: 'Mapa de quejas', shows: ['Antioquia', 'Valle del Cauca'] },
  render: () => (
    <StaffStoryFrame path={`/dashboard/management/map${ASKED}`} api={api()}>
      <ComplaintMapScreen />
    </StaffStoryFrame>
  ),
};

export const MapaAltoContraste: Story = {
  ...Mapa,
  name: 'Mapa de quejas por departamento, alto contraste',
  globals: { contrast: 'high' },
};

export const MapaCargando: Story = {
  name: 'Mapa de quejas, consultando',
  parameters: { heading: 'Mapa de quejas', shows: ['Consultando el reporte…'] },
  render: () => (
    <StaffStoryFrame path={`/dashboard/management/map${ASKED}`} api={api('loading')}>
      <ComplaintMapScreen />
    </StaffStoryFrame>
  ),
};
