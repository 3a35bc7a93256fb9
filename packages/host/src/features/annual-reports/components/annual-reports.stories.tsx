import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import { ANNUAL_REPORT_STEPS } from '@sfc/core';
import type { AnnualReport, AnnualReportRow } from '../api/annual-reports.js';
import { AnnualReportRegistryScreen, AnnualReportsScreen } from './report-lists.js';
import { EditAnnualReportScreen } from './report-steps.js';
import { AnnualReportDetailScreen, ManageAnnualReportScreen } from './report-view.js';

/**
 * The consumer defender's annual report: the defender's list, each step of the form, the
 * printable view, the authority's registry and its review panel.
 */
const meta: Meta = {
  title: 'Portal/Funcionarios/Informe anual del defensor',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const ROWS: AnnualReportRow[] = [
  {
    id: 7,
    year: 2025,
    state: 'submitted',
    state_name: 'Enviado',
    dcf_name: 'Defensoría del Consumidor Financiero Bancolombia',
    entities: 'Bancolombia S.A., Banca de Inversión Bancolombia S.A.',
    updated_at: '2026-03-28T21:15:00.000Z',
    submitted_at: '2026-03-28T21:15:00.000Z',
  },
  {
    id: 4,
    year: 2024,
    state: 'accepted',
    state_name: 'Aceptado',
    dcf_name: 'Defensoría del Consumidor Financiero Bancolombia',
    entities: 'Bancolombia S.A.',
    updated_at: '2025-04-10T15:00:00.000Z',
    submitted_at: '2025-03-30T19:40:00.000Z',
  },
];

const REPORT: AnnualReport = {
  id: 7,
  year: 2025,
  state: 'submitted',
  state_name: 'Enviado',
  dcf: {
    id: 5,
    name: 'Defensoría del Consumidor Financiero Bancolombia',
    email: 'defensoria@bancolombia.example',
  },
  sections: {
    general: {
      resumen: 'Atendimos 4.812 casos; el 61 % terminó con rectificación total o parcial de la entidad.',
      hechos_relevantes: 'Aumento de reclamos por fraude en canales digitales durante el segundo semestre.',
    },
    incident: { hubo_incidentes: 'no', descripcion_incidentes: null },
    attention: {
      puntos_atencion: 12,
      canales: 'Correo electrónico, página web y oficinas',
      personas_atendidas: 5230,
    },
    additional: {
      reuniones_junta: 4,
      descripcion_reuniones: 'Seguimiento a las recomendaciones sobre cobros de seguros.',
    },
  },
  entities: [
    {
      id: 3,
      name: 'Bancolombia S.A.',
      data: {
        recibidas: 4812,
        tramitadas: 4700,
        favor_consumidor: 2870,
        favor_entidad: 1830,
        tiempo_promedio_dias: 9,
      },
      prefill: { recibidas: 4812 },
    },
  ],
  steps: ANNUAL_REPORT_STEPS.map((s) => ({
    n: s.n,
    key: s.key,
    title: s.title,
    saved: true,
    complete: true,
  })),
  files: [
    {
      id_storage: 70,
      name: 'informe-anual-2025-firmado.pdf',
      size: 912384,
      created_at: '2026-03-28T21:10:00.000Z',
    },
  ],
  history: [
    {
      at: '2026-03-28T21:15:00.000Z',
      user: 'Defensoría del Consumidor Financiero Bancolombia',
      action: 'submit',
      action_name: 'Envío',
      state_name: 'Enviado',
      comment: null,
    },
  ],
  last_comment: null,
  submitted_at: '2026-03-28T21:15:00.000Z',
  updated_at: '2026-03-28T21:15:00.000Z',
  can_edit: false,
  can_review: true,
  printable: true,
};

const DRAFT: AnnualReport = {
  ...REPORT,
  id: 9,
  year: 2026,
  state: 'draft',
  state_name: 'Borrador',
  steps: REPORT.steps.map((s) => ({ ...s, saved: s.n < 3, complete: s.n < 3 })),
  files: [],
  history: [],
  submitted_at: null,
  can_edit: true,
  can_review: false,
};

const api = (server?: StoryServer) =>
  staffStoryApi(
    {
      '/dcf/annual_report/': storyPage(ROWS),
      '/dcf/annual_report/detail/': ({ query }: { query: URLSearchParams }) =>
        query.get('id') === '9' ? DRAFT : REPORT,
    },
    server,
  );

export const Lista: Story = {
  name: 'Informes anuales del defensor',
  parameters: {
    heading: 'Informes anuales',
    shows: ['Defensoría del Consumidor Financiero Bancolombia', '2024'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/annual-report" api={api()}>
      <AnnualReportsScreen />
    </StaffStoryFrame>
  ),
};

export const ListaAltoContraste: Story = {
  ...Lista,
  name: 'Informes anuales del defensor, alto contraste',
  globals: { contrast: 'high' },
};

export const ListaConError: Story = {
  name: 'Informes anuales, servidor no disponible',
  parameters: { heading: 'Informes anuales', shows: ['servicio no está disponible'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/annual-report" api={api('error')}>
      <AnnualReportsScreen />
    </StaffStoryFrame>
  ),
};

export const PasoQuejasPorEntidad: Story = {
  name: 'Paso 2: quejas por entidad',
  parameters: { heading: 'Informe anual 2026', shows: ['Quejas por entidad', 'Bancolombia S.A.'] },
  render: () => (
    <StaffStoryFrame
      path="/dashboard/annual-report/edit/9?step=2"
      pattern="/dashboard/annual-report/edit/:id"
      api={api()}
    >
      <EditAnnualReportScreen />
    </StaffStoryFrame>
  ),
};

export const PasoAnexos: Story = {
  name: 'Paso 6: anexos y envío',
  parameters: { heading: 'Informe anual 2026', shows: ['Anexos y envío'] },
  render: () => (
    <StaffStoryFrame
      path="/dashboard/annual-report/edit/9?step=6"
      pattern="/dashboard/annual-report/edit/:id"
      api={api()}
    >
      <EditAnnualReportScreen />
    </StaffStoryFrame>
  ),
};

export const PasoCargando: Story = {
  name: 'Pasos del informe, cargando',
  parameters: { heading: 'Cargando…', shows: ['Estamos consultando la información'] },
  render: () => (
    <StaffStoryFrame
      path="/dashboard/annual-report/edit/9"
      pattern="/dashboard/annual-report/edit/:id"
      api={api('loading')}
    >
      <EditAnnualReportScreen />
    </StaffStoryFrame>
  ),
};

export const Detalle: Story = {
  name: 'Informe para imprimir',
  parameters: { shows: ['Aumento de reclamos por fraude', 'informe-anual-2025-firmado.pdf'] },
  render: () => (
    <StaffStoryFrame
      path="/dashboard/annual-report/detail/7"
      pattern="/dashboard/annual-report/detail/:id"
      api={api()}
    >
      <AnnualReportDetailScreen />
    </StaffStoryFrame>
  ),
};

export const Registro: Story = {
  name: 'Registro de informes anuales',
  parameters: { heading: 'Registro de informes anuales', shows: ['Enviado', 'Aceptado'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/register-annual-report" api={api()}>
      <AnnualReportRegistryScreen />
    </StaffStoryFrame>
  ),
};

export const Revision: Story = {
  name: 'Revisión de un informe enviado',
  parameters: { shows: ['Defensoría del Consumidor Financiero Bancolombia'] },
  render: () => (
    <StaffStoryFrame
      path="/dashboard/register-annual-report/manage/7"
      pattern="/dashboard/register-annual-report/manage/:id"
      api={api()}
    >
      <ManageAnnualReportScreen />
    </StaffStoryFrame>
  ),
};
