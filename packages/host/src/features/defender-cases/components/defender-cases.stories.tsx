import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import type { CaseRow, DefenderCase, Voceria } from '../api/defender-cases.js';
import { CaseQueueScreen } from './case-queue.js';
import { CaseViewScreen } from './case-view.js';
import { VoceriasScreen, VoceriaViewScreen } from './vocerias.js';

/** The consumer defender's cases: the queue by stage, one case with its history, the vocerías. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Casos del defensor',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const ROWS: CaseRow[] = [
  {
    id: 5,
    complaint_id: 41,
    codigo_queja: '172026000041',
    consumer: 'Mariana Córdoba Ruiz',
    entity: { id: 3, name: 'Bancolombia S.A.' },
    stage: 'entity_answer',
    stage_name: 'Traslado a la entidad',
    awaiting: 'entity',
    awaiting_name: 'Entidad',
    due_day: '2026-12-01',
    due_status: 'due_soon',
    due_status_name: 'Por vencer',
    received_at: '2026-11-18T14:00:00.000Z',
    outcome: null,
    outcome_name: null,
  },
  {
    id: 3,
    complaint_id: 35,
    codigo_queja: '172026000035',
    consumer: 'Andrés Restrepo',
    entity: { id: 3, name: 'Bancolombia S.A.' },
    stage: 'competence',
    stage_name: 'Estudio de competencia',
    awaiting: 'dcf',
    awaiting_name: 'Defensor',
    due_day: '2026-11-30',
    due_status: 'on_time',
    due_status_name: 'A tiempo',
    received_at: '2026-11-26T19:30:00.000Z',
    outcome: null,
    outcome_name: null,
  },
];

const CASE: DefenderCase = {
  ...ROWS[0]!,
  texto_queja: 'El banco aumentó la tasa de interés de mi crédito de libre inversión sin avisarme.',
  argumento_escalamiento: 'La entidad no respondió de fondo; pido que el defensor revise el cambio de tasa.',
  rectification: null,
  rejection_reason_name: null,
  decision_text: null,
  decided_at: null,
  general_interest: false,
  has_decision: false,
  side: 'dcf',
  actions: ['note'],
  events: [
    {
      id: 1,
      kind: 'received',
      kind_name: 'Caso recibido',
      side: 'consumer',
      at: '2026-11-18T14:00:00.000Z',
      text: null,
      stage_name: 'Estudio de competencia',
      due_day: '2026-11-21',
      user: null,
    },
    {
      id: 2,
      kind: 'transfer',
      kind_name: 'Traslado a la entidad',
      side: 'dcf',
      at: '2026-11-21T16:00:00.000Z',
      text: 'Se traslada a Bancolombia S.A. para que se pronuncie sobre el cambio de tasa.',
      stage_name: 'Traslado a la entidad',
      due_day: '2026-12-01',
      user: 'Defensoría del Consumidor Financiero Bancolombia',
    },
  ],
};

const VOCERIAS: Voceria[] = [
  {
    id: 2,
    entity: { id: 3, name: 'Bancolombia S.A.' },
    consumer: 'Laura Gómez',
    opened_by: 'consumer',
    subject: 'Reversión de un cobro de seguro no autorizado',
    request: 'Pido que el defensor presente mi caso ante el banco para que reverse el cobro.',
    status: 'presented',
    status_name: 'Presentada a la entidad',
    presentation: 'La consumidora no autorizó el seguro; solicitamos reversar los cobros.',
    answer: null,
    due_day: '2026-12-04',
    due_status: 'on_time',
    due_status_name: 'A tiempo',
    created_at: '2026-11-19T15:00:00.000Z',
    answered_at: null,
  },
];

const api = (server?: StoryServer) =>
  staffStoryApi(
    {
      '/dcf/cases/': { ...storyPage(ROWS), counters: { open: 14, overdue: 2, closed: 87 } },
      '/dcf/cases/5/': CASE,
      '/dcf/vocerias/': storyPage(VOCERIAS),
      '/dcf/vocerias/2/': VOCERIAS[0],
      '/dcf/recommendations/entities/': storyPage([{ id: 3, name: 'Bancolombia S.A.' }]),
    },
    server,
  );

export const Cola: Story = {
  name: 'Casos del defensor',
  parameters: {
    heading: 'Casos del defensor',
    shows: ['172026000041', 'Estudio de competencia', 'Abiertos: 14'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/defender-cases" api={api()}>
      <CaseQueueScreen />
    </StaffStoryFrame>
  ),
};

export const ColaAltoContraste: Story = {
  ...Cola,
  name: 'Casos del defensor, alto contraste',
  globals: { contrast: 'high' },
};

export const ColaConError: Story = {
  name: 'Casos del defensor, servidor no disponible',
  parameters: { heading: 'Casos del defensor', shows: ['servicio no está disponible'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/defender-cases" api={api('error')}>
      <CaseQueueScreen />
    </StaffStoryFrame>
  ),
};

export const Caso: Story = {
  name: 'Caso en traslado a la entidad',
  parameters: { shows: ['La entidad no respondió de fondo', 'Se traslada a Bancolombia S.A.'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/defender-cases/view?id=5" api={api()}>
      <CaseViewScreen />
    </StaffStoryFrame>
  ),
};

export const Vocerias: Story = {
  name: 'Vocerías',
  parameters: { heading: 'Vocerías', shows: ['Reversión de un cobro de seguro no autorizado'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/vocerias" api={api()}>
      <VoceriasScreen />
    </StaffStoryFrame>
  ),
};

export const VoceriaPresentada: Story = {
  name: 'Vocería presentada a la entidad',
  parameters: { shows: ['solicitamos reversar los cobros'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/vocerias/view?id=2" api={api()}>
      <VoceriaViewScreen />
    </StaffStoryFrame>
  ),
};
