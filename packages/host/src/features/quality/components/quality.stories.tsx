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
import type { DuplicateDetail } from '../api/duplicates.js';
import type { EvaluationRow, ProductivityRow } from '../api/productivity.js';
import type { SampleComplaint, SampleDetail, SampleItem, SampleSummary } from '../api/samples.js';
import { DuplicateDetailScreen } from './duplicate-detail.js';
import { DuplicatesScreen } from './duplicates-screen.js';
import { EvaluationScreen } from './evaluation-screen.js';
import { ProductivityDashboard } from './productivity-dashboard.js';
import { SampleDetailScreen } from './sample-detail.js';
import { ProductivityReportScreen } from './productivity-report-screen.js';
import { SamplesScreen } from './samples-screen.js';

/** Quality: evaluation samples and criteria, duplicate complaints side by side, analysts' productivity. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Calidad',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const SAMPLES: SampleSummary[] = [
  {
    id: 3,
    name: 'Muestra de noviembre, bancos',
    entities: ['Bancolombia S.A.', 'Banco Davivienda S.A.'],
    entity_ids: [3, 8],
    period_from: '2026-11-01',
    period_to: '2026-11-27',
    strata: 'entity',
    strata_label: 'Por entidad',
    confidence: 95,
    margin: 5,
    seed: 'a41f09',
    population_count: 2216,
    sample_size: 328,
    evaluations: 112,
    progress: 34,
    created_by: 'Ana Gómez',
    created_at: '2026-11-27T13:10:00.000Z',
  },
];

const CRITERIA = [
  { id: 1, name: 'La respuesta es de fondo', is_active: true },
  { id: 2, name: 'Se respondió dentro del término', is_active: true },
];

const complaint = (
  id: number,
  code: string,
  day: string,
  text: string,
  segments: DuplicateDetail['complaint']['segments'],
) => ({
  id,
  codigo_queja: code,
  fecha_creacion: `${day}T15:00:00.000Z`,
  estado_cod: 2,
  texto_queja: text,
  segments,
});

const PAIR: DuplicateDetail = {
  id: 9,
  score: 0.93,
  status: 'pending',
  status_label: 'Por revisar',
  detected_at: '2026-11-26T11:00:00.000Z',
  decided_at: null,
  decided_by: null,
  complaint: complaint(
    45,
    '172026000045',
    '2026-11-25',
    'Me cobraron dos veces la cuota de manejo de noviembre.',
    [
      { text: 'Me cobraron dos veces la cuota de manejo', match: true },
      { text: ' de noviembre.', match: false },
    ],
  ),
  original: complaint(
    41,
    '172026000041',
    '2026-11-20',
    'Me cobraron dos veces la cuota de manejo de mi tarjeta.',
    [
      { text: 'Me cobraron dos veces la cuota de manejo', match: true },
      { text: ' de mi tarjeta.', match: false },
    ],
  ),
  consumer: { name: 'Mariana Córdoba Ruiz', numero_id_cf: '52123456' },
  entity: { id: 3, name: 'Bancolombia S.A.' },
};

const PRODUCTIVITY: ProductivityRow[] = [
  {
    analyst: { id: 12, name: 'Ana Gómez' },
    direction: STORY_DIRECTIONS[0]!,
    assigned: 64,
    handled: 58,
    closed: 51,
    average_business_days: 6.4,
    p90_business_days: 12,
    evaluations: 40,
  },
  {
    analyst: { id: 14, name: 'Carlos Pérez' },
    direction: STORY_DIRECTIONS[0]!,
    assigned: 52,
    handled: 40,
    closed: 33,
    average_business_days: 8.1,
    p90_business_days: 14,
    evaluations: 22,
  },
];

const EVALUATIONS: EvaluationRow[] = [
  {
    key: '41-1',
    evaluator: { id: 14, name: 'Carlos Pérez' },
    complaint: { id: 41, codigo_queja: '172026000041', entity: 'Bancolombia S.A.' },
    criterion: { id: 1, name: 'La respuesta es de fondo' },
    verdict: 'cumple',
    verdict_label: 'Cumple',
    sample: { id: 3, name: 'Muestra de noviembre, bancos' },
    evaluated_at: '2026-11-27T16:20:00.000Z',
  },
];

const tally = (cumple: number, noCumple: number) => ({
  cumple,
  no_cumple: noCumple,
  no_aplica: 0,
  compliance: Math.round((cumple * 100) / (cumple + noCumple)),
});

const SAMPLE: SampleDetail = {
  ...SAMPLES[0]!,
  z: 1.96,
  proportion: 0.5,
  method: 'Muestreo aleatorio estratificado con asignación proporcional',
  allocation: [
    { stratum: '3', label: 'Bancolombia S.A.', population: 1284, size: 190 },
    { stratum: '8', label: 'Banco Davivienda S.A.', population: 932, size: 138 },
  ],
  reproduce: 'semilla a41f09, población ordenada por código de queja',
  complaints_evaluated: 56,
  criteria: CRITERIA.map((c, i) => ({ id: c.id, name: c.name, ...tally(40 - i * 6, 16 + i * 6) })),
  by_entity: [
    { id: 3, name: 'Bancolombia S.A.', ...tally(30, 8) },
    { id: 8, name: 'Banco Davivienda S.A.', ...tally(10, 8) },
  ],
};

const ITEM: SampleItem = {
  position: 1,
  id: 41,
  codigo_queja: '172026000041',
  entity: 'Bancolombia S.A.',
  producto_nombre: 'Tarjeta de crédito',
  canal: 'Oficina',
  fecha_cierre: '2026-11-20T15:00:00.000Z',
  stratum: '3',
  verdicts: { '1': 'cumple' },
  evaluated: 1,
};

const SAMPLE_COMPLAINT: SampleComplaint = {
  ...ITEM,
  sample_id: 3,
  consumer_name: 'Mariana Córdoba Ruiz',
  texto_queja: 'Me cobraron dos veces la cuota de manejo de mi tarjeta.',
  evaluations: [
    {
      criterion: { id: 1, name: 'La respuesta es de fondo' },
      verdict: 'cumple',
      verdict_label: 'Cumple',
      comment: 'La entidad explicó el doble cobro y lo reversó.',
      evaluator: 'Carlos Pérez',
      evaluated_at: '2026-11-27T16:20:00.000Z',
    },
    {
      criterion: { id: 2, name: 'Se respondió dentro del término' },
      verdict: null,
      verdict_label: null,
      comment: '',
      evaluator: null,
      evaluated_at: null,
    },
  ],
};

const CHART = {
  title: 'Productividad por analista',
  fecha_inicio: '2026-11-01',
  fecha_fin: '2026-11-27',
  group_by: 'analyst',
  chart: {
    type: 'bar',
    labels: ['Ana Gómez', 'Carlos Pérez'],
    datasets: [
      { label: 'Asignadas', data: [64, 52] },
      { label: 'Cerradas', data: [51, 33] },
    ],
  },
  rows: PRODUCTIVITY.map((row) => ({ ...row, name: row.analyst.name })),
  total: 116,
};

const api = (server?: StoryServer) =>
  staffStoryApi(
    {
      '/complaint_sample/': storyPage(SAMPLES),
      '/complaint_sample/criteria/': storyPage(CRITERIA),
      '/complaint_duplicity/': storyPage([PAIR]),
      '/complaint_duplicity/9/': PAIR,
      '/complaint_productivity/': storyPage(PRODUCTIVITY),
      '/complaint_productivity/evaluations/': storyPage(EVALUATIONS),
      '/direction/': storyPage(STORY_DIRECTIONS),
      '/complaint_sample/3/': SAMPLE,
      '/complaint_sample/3/complaints/': storyPage([ITEM]),
      '/complaint_sample/3/complaints/172026000041/': SAMPLE_COMPLAINT,
      'POST /dashboard/complaint_productivity/analyst/': CHART,
    },
    server,
  );

export const Muestras: Story = {
  name: 'Muestras y criterios de evaluación',
  parameters: {
    heading: 'Muestras',
    shows: ['Muestra de noviembre, bancos', 'Se respondió dentro del término'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/complaints/management/samples" api={api()}>
      <SamplesScreen />
    </StaffStoryFrame>
  ),
};

export const MuestrasAltoContraste: Story = {
  ...Muestras,
  name: 'Muestras y criterios de evaluación, alto contraste',
  globals: { contrast: 'high' },
};

export const Duplicadas: Story = {
  name: 'Quejas duplicadas',
  parameters: { heading: 'Quejas duplicadas', shows: ['172026000045', 'Mariana Córdoba Ruiz'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/complaints/duplicate_complaints/management" api={api()}>
      <DuplicatesScreen />
    </StaffStoryFrame>
  ),
};

export const DuplicadaDetalle: Story = {
  name: 'Candidato a queja duplicada, textos lado a lado',
  parameters: { heading: 'Candidato a queja duplicada', shows: ['de mi tarjeta.', 'de noviembre.'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/complaints/duplicate_complaints/management/details?id=9" api={api()}>
      <DuplicateDetailScreen />
    </StaffStoryFrame>
  ),
};

export const Productividad: Story = {
  name: 'Reporte de productividad',
  parameters: {
    heading: 'Reporte de productividad',
    shows: ['Carlos Pérez', 'Muestra de noviembre, bancos'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/productivity_report/managment" api={api()}>
      <ProductivityReportScreen />
    </StaffStoryFrame>
  ),
};

export const ProductividadConError: Story = {
  name: 'Reporte de productividad, servidor no disponible',
  parameters: { heading: 'Reporte de productividad', shows: ['servicio no está disponible'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/productivity_report/managment" api={api('error')}>
      <ProductivityReportScreen />
    </StaffStoryFrame>
  ),
};

export const Muestra: Story = {
  name: 'Muestra con su avance y cumplimiento',
  parameters: {
    heading: 'Muestra de noviembre, bancos',
    shows: ['Muestreo aleatorio estratificado', '172026000041'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/complaints/management/sample?id=3" api={api()}>
      <SampleDetailScreen />
    </StaffStoryFrame>
  ),
};

export const Evaluacion: Story = {
  name: 'Evaluación de una queja de la muestra',
  parameters: {
    heading: 'Evaluación de la queja 172026000041',
    shows: ['Me cobraron dos veces la cuota de manejo', 'Se respondió dentro del término'],
  },
  render: () => (
    <StaffStoryFrame
      path="/dashboard/complaints/management/sample/detail/172026000041/2?sample=3"
      pattern="/dashboard/complaints/management/sample/detail/:complaint_code/:criterion_id"
      api={api()}
    >
      <EvaluationScreen />
    </StaffStoryFrame>
  ),
};

export const TableroDeProductividad: Story = {
  name: 'Tablero de productividad por analista',
  parameters: { heading: 'Productividad', shows: ['Carlos Pérez'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/management/productivity" api={api()}>
      <ProductivityDashboard />
    </StaffStoryFrame>
  ),
};
