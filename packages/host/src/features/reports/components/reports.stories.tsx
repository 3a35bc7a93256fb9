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
import { ComplaintReportsScreen, FavorabilityReportScreen } from './report-screens.js';
import { useServices } from '../../../lib/services.js';
import { ReportsScreen } from './reports-screen.js';

/** The management reports: a report asked with its chart and table, the report viewer, and the states. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Reportes de gestión',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const COMPLAINTS_REPORT = {
  title: 'Quejas por entidad',
  fecha_inicio: '2026-11-01',
  fecha_fin: '2026-11-27',
  columns: [
    { key: 'nombre', label: 'Entidad' },
    { key: 'quejas', label: 'Quejas' },
  ],
  rows: [
    { nombre: 'Bancolombia S.A.', quejas: 1284 },
    { nombre: 'Banco Davivienda S.A.', quejas: 932 },
    { nombre: 'Banco de Bogotá S.A.', quejas: 611 },
  ],
  chart: {
    type: 'bar',
    labels: ['Bancolombia S.A.', 'Banco Davivienda S.A.', 'Banco de Bogotá S.A.'],
    datasets: [{ label: 'Quejas', key: 'quejas', data: [1284, 932, 611] }],
  },
  total: 2827,
};

const api = (server?: StoryServer) =>
  staffStoryApi(
    {
      '/company/': storyPage(STORY_ENTITIES),
      'POST /dashboard/complaints/': COMPLAINTS_REPORT,
      'POST /dashboard/complaint_favorability/': {
        ...COMPLAINTS_REPORT,
        rows: [],
        chart: { type: 'bar', labels: [], datasets: [] },
        total: 0,
      },
    },
    server,
  );

const ASKED = '?reporte=complaints&desde=2026-11-01&hasta=2026-11-27';

export const Quejas: Story = {
  name: 'Reporte de quejas consultado',
  parameters: { heading: 'Reporte de quejas', shows: ['Total: 2.827', '1.284'] },
  render: () => (
    <StaffStoryFrame path={`/dashboard/management/complaints${ASKED}`} api={api()}>
      <ComplaintReportsScreen />
    </StaffStoryFrame>
  ),
};

export const QuejasAltoContraste: Story = {
  ...Quejas,
  name: 'Reporte de quejas consultado, alto contraste',
  globals: { contrast: 'high' },
};

export const QuejasSinConsultar: Story = {
  name: 'Reporte de quejas, antes de consultar',
  parameters: { heading: 'Reporte de quejas', shows: ['Volumetría por mes'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/management/complaints" api={api()}>
      <ComplaintReportsScreen />
    </StaffStoryFrame>
  ),
};

export const QuejasConError: Story = {
  name: 'Reporte de quejas, servidor no disponible',
  parameters: { heading: 'Reporte de quejas', shows: ['servicio no está disponible'] },
  render: () => (
    <StaffStoryFrame path={`/dashboard/management/complaints${ASKED}`} api={api('error')}>
      <ComplaintReportsScreen />
    </StaffStoryFrame>
  ),
};

export const FavorabilidadVacio: Story = {
  name: 'Reporte de favorabilidad sin datos en el periodo',
  parameters: {
    heading: 'Reporte de favorabilidad',
    shows: ['No hay datos para el periodo y la entidad elegidos.'],
  },
  render: () => (
    <StaffStoryFrame
      path="/dashboard/management/favorability?reporte=complaint_favorability&desde=2026-11-01&hasta=2026-11-27"
      api={api()}
    >
      <FavorabilityReportScreen />
    </StaffStoryFrame>
  ),
};

/** The viewer as its route gives it the portal's client. */
function ViewerWithPortalClient() {
  const { api: client } = useServices();
  return <ReportsScreen api={client} />;
}

export const VisorDeReportes: Story = {
  name: 'Visor de reportes',
  parameters: { heading: 'Reportes', shows: ['Bancolombia S.A.'] },
  render: () => (
    <StaffStoryFrame
      path="/dashboard/management/report"
      modules={[
        { id: 16, name: 'Reportes' },
        { id: 17, name: 'Reporte de fraude' },
      ]}
      api={api()}
    >
      <ViewerWithPortalClient />
    </StaffStoryFrame>
  ),
};
