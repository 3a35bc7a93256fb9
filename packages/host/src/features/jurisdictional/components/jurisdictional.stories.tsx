import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import type { Solicitude, SolicitudeRow } from '@sfc/core';
import { NewSolicitudeForm } from './new-solicitude-form.js';
import { SolicitudeDetail } from './solicitude-detail.js';
import {
  ClassificationDemandScreen,
  HistoricalDemandScreen,
  ManagementDemandScreen,
} from './solicitude-lists.js';

/** The jurisdictional requests: classification (with the SMMLV table), management and history. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Funciones jurisdiccionales',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const TYPES = [
  { id: 1, bigquery_field: 'proteccion_consumidor', name: 'Acción de protección al consumidor' },
  { id: 2, bigquery_field: 'otro', name: 'Otra solicitud' },
];
const STATUSES = [
  { id: 1, status: 'Radicada' },
  { id: 2, status: 'Clasificada' },
];

const ROWS: SolicitudeRow[] = [
  {
    id: 5,
    radicado: '2026-JUR-000005',
    solicitude_type: { id: 'proteccion_consumidor', name: 'Acción de protección al consumidor' },
    status: { id: 1, name: 'Radicada' },
    entity: { id: 3, name: 'Bancolombia S.A.' },
    claimant_name: 'Mariana Córdoba Ruiz',
    amount: 12500000,
    cuantia: 'minima',
    cuantia_label: 'Mínima cuantía',
    filed_on: '2026-11-24',
    complaint_code: '172026000041',
    analysis_type: null,
    proposed_analysis: { id: 'fondo', name: 'Análisis de fondo' },
    annexes_count: 2,
    created_at: '2026-11-24T15:30:00.000Z',
  },
  {
    id: 4,
    radicado: '2026-JUR-000004',
    solicitude_type: { id: 'proteccion_consumidor', name: 'Acción de protección al consumidor' },
    status: { id: 2, name: 'Clasificada' },
    entity: { id: 21, name: 'Seguros de Vida Suramericana S.A.' },
    claimant_name: 'Jorge Ramírez',
    amount: 98000000,
    cuantia: 'menor',
    cuantia_label: 'Menor cuantía',
    filed_on: '2026-11-18',
    complaint_code: null,
    analysis_type: { id: 'fondo', name: 'Análisis de fondo' },
    proposed_analysis: null,
    annexes_count: 0,
    created_at: '2026-11-18T20:10:00.000Z',
  },
];

const DETAIL: Solicitude = {
  ...ROWS[0]!,
  claimant: {
    name: 'Mariana Córdoba Ruiz',
    id_type: { id: 1, name: 'Cédula de ciudadanía' },
    id_number: '52123456',
    email: 'mariana.cordoba@correo.example',
    phone: '3001234567',
  },
  attorney: null,
  facts: 'El banco aumentó la tasa de interés de mi crédito sin avisarme y no respondió de fondo mi queja.',
  claim: 'Que se reliquide el crédito con la tasa pactada y se devuelvan los intereses cobrados de más.',
  claim_items: [{ description: 'Intereses cobrados de más', value: 12500000 }],
  cuantia_detail: {
    year: 2026,
    smmlv: 1423500,
    cuantia: 'minima',
    label: 'Mínima cuantía',
    detail: 'Hasta 40 SMMLV ($ 56.940.000).',
  },
  annexes: [
    {
      id: 1,
      kind: { id: 'cedula', name: 'Documento de identidad' },
      status: { id: 'ok', name: 'Cargado' },
      file: { id_storage: 80, name: 'cedula.pdf', size: 120432, content_type: 'application/pdf' },
      file_name: 'cedula.pdf',
      error: '',
      note: '',
      attempts: 1,
      retryable: false,
      updated_at: '2026-11-24T15:31:00.000Z',
    },
  ],
  prevalidation: {
    rules: [
      {
        code: 'annexes_present',
        label: 'Anexos completos',
        passed: true,
        detail: 'Se recibieron los anexos obligatorios.',
      },
      {
        code: 'amount_consistent',
        label: 'Cuantía coherente',
        passed: true,
        detail: 'La suma de pretensiones coincide.',
      },
    ],
    proposed: { id: 'fondo', name: 'Análisis de fondo' },
  },
  mlvalidate_type: null,
  classification_note: '',
  classified_at: null,
  classified_by: null,
  next_statuses: [],
  read_only: false,
  history: [
    {
      id: 1,
      action: 'created',
      label: 'Radicación',
      detail: '',
      user: 'Ana Gómez',
      created_at: '2026-11-24T15:30:00.000Z',
    },
  ],
};

const api = (server?: StoryServer) =>
  staffStoryApi(
    {
      '/jurisdiccional-servi/list-solicitudes': storyPage(ROWS),
      '/jurisdiccional-servi/get-solicitude': DETAIL,
      '/jurisdiccional-servi/smmlv': {
        results: [
          { year: 2026, value: 1423500, decree: 'Decreto 1572 de 2025' },
          { year: 2025, value: 1423500, decree: 'Decreto 1572 de 2024' },
        ],
      },
      '/jurisdiccional-servi/solicitude-status': storyPage(STATUSES),
      '/jurisdiccional-servi/solicitude-types': storyPage(TYPES),
    },
    server,
  );

export const Clasificacion: Story = {
  name: 'Clasificación de demandas',
  parameters: {
    heading: 'Clasificación de demandas',
    shows: ['2026-JUR-000005', 'Seguros de Vida Suramericana S.A.', 'Decreto 1572 de 2025'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/clasification-demand" api={api()}>
      <ClassificationDemandScreen />
    </StaffStoryFrame>
  ),
};

export const ClasificacionAltoContraste: Story = {
  ...Clasificacion,
  name: 'Clasificación de demandas, alto contraste',
  globals: { contrast: 'high' },
};

export const Gestion: Story = {
  name: 'Gestión de demandas',
  parameters: { heading: 'Gestión de demandas', shows: ['Mariana Córdoba Ruiz'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/management-demand" api={api()}>
      <ManagementDemandScreen />
    </StaffStoryFrame>
  ),
};

export const HistoricoConError: Story = {
  name: 'Histórico de demandas, servidor no disponible',
  parameters: { heading: 'Histórico de demandas', shows: ['servicio no está disponible'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/historical-demand" api={api('error')}>
      <HistoricalDemandScreen />
    </StaffStoryFrame>
  ),
};

export const Solicitud: Story = {
  name: 'Solicitud por clasificar',
  parameters: {
    heading: 'Solicitud 2026-JUR-000005',
    shows: ['Que se reliquide el crédito', 'Anexos completos'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/clasification-demand/5" api={api()}>
      <SolicitudeDetail id="5" mode="classify" />
    </StaffStoryFrame>
  ),
};

export const NuevaSolicitud: Story = {
  name: 'Nueva solicitud jurisdiccional',
  parameters: { heading: 'Nueva solicitud jurisdiccional', shows: ['Acción de protección al consumidor'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/clasification-demand/nueva" api={api()}>
      <NewSolicitudeForm />
    </StaffStoryFrame>
  ),
};
