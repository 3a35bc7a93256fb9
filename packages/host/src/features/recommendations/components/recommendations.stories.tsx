import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import type { Recommendation, RecommendationRow } from '../api/recommendations.js';
import { EntityRecommendationsScreen, IssuerRecommendationsScreen } from './recommendation-lists.js';
import { NewRecommendationScreen, RecommendationStepsScreen } from './recommendation-steps.js';
import { RecommendationViewScreen } from './recommendation-view.js';

/**
 * Recommendations: the issuer's and the entity's queues with their due counters, the steps of a
 * new recommendation and the follow-up view of an issued one.
 */
const meta: Meta = {
  title: 'Portal/Funcionarios/Recomendaciones',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const ROWS: RecommendationRow[] = [
  {
    id: 5,
    code: 'REC-2026-005',
    title: 'Informar el costo total de los seguros asociados al crédito',
    state: 'issued',
    is_active: true,
    issuer_name: 'Dirección de Protección al Consumidor Financiero',
    updated_at: '2026-11-20T15:00:00.000Z',
    target_id: 11,
    entity: { id: 3, name: 'Bancolombia S.A.' },
    status: 'in_progress',
    status_name: 'En seguimiento',
    due_day: '2026-12-02',
    due_status: 'due_soon',
    due_status_name: 'Próxima a vencer',
  },
  {
    id: 4,
    code: 'REC-2026-004',
    title: 'Responder de fondo las quejas por cobros no reconocidos',
    state: 'issued',
    is_active: true,
    issuer_name: 'Dirección de Protección al Consumidor Financiero',
    updated_at: '2026-10-02T15:00:00.000Z',
    target_id: 9,
    entity: { id: 8, name: 'Banco Davivienda S.A.' },
    status: 'pending_plan',
    status_name: 'Pendiente de plan de acción',
    due_day: '2026-11-13',
    due_status: 'overdue',
    due_status_name: 'Vencida',
  },
];

const REC: Recommendation = {
  id: 5,
  title: ROWS[0]!.title,
  finding: 'En 214 quejas del semestre los consumidores no conocían el costo del seguro de vida deudor.',
  recommendation: 'Incluir el costo total de los seguros en la simulación y en el extracto mensual.',
  legal_basis: 'Ley 1328 de 2009, art. 9',
  plan_term_days: 15,
  state: 'issued',
  is_active: true,
  issuer: { id: 1, kind: 'authority', name: 'Dirección de Protección al Consumidor Financiero' },
  issued_at: '2026-10-20T15:00:00.000Z',
  steps: [
    { n: 1, key: 'finding', title: 'Hallazgo y recomendación', saved: true },
    { n: 2, key: 'entities', title: 'Entidades y plazo', saved: true },
    { n: 3, key: 'review', title: 'Revisión y emisión', saved: true },
  ],
  draft_entities: [{ id: 3, name: 'Bancolombia S.A.' }],
  can_issue_steps: true,
  side: 'issuer',
  targets: [
    {
      id: 11,
      entity: { id: 3, name: 'Bancolombia S.A.' },
      status: 'in_progress',
      status_name: 'En seguimiento',
      due_day: '2026-12-02',
      due_status: 'due_soon',
      due_status_name: 'Próxima a vencer',
      events: [
        {
          id: 31,
          kind: 'action_plan',
          kind_name: 'Plan de acción',
          at: '2026-11-05T16:00:00.000Z',
          user: 'Luisa Martínez',
          text: 'Ajustaremos el simulador y el extracto.',
          data: {
            actions: [
              {
                action: 'Ajustar el simulador de crédito',
                owner: 'Vicepresidencia de Canales',
                due: '2026-12-15',
              },
            ],
          },
          files: [],
        },
      ],
    },
  ],
};

const DRAFT: Recommendation = {
  ...REC,
  id: 6,
  state: 'draft',
  issued_at: null,
  steps: REC.steps.map((s) => ({ ...s, saved: s.n === 1 })),
  targets: [],
};

const api = (server?: StoryServer) =>
  staffStoryApi(
    {
      '/dcf/recommendations/list/': ({ query }: { query: URLSearchParams }) => {
        const due = query.get('due_status');
        return storyPage(due ? ROWS.filter((row) => row.due_status === due) : ROWS);
      },
      '/dcf/recommendations/5/company': REC,
      '/dcf/recommendations/6/company': DRAFT,
      '/dcf/recommendations/entities/': storyPage([
        { id: 3, name: 'Bancolombia S.A.' },
        { id: 8, name: 'Banco Davivienda S.A.' },
      ]),
    },
    server,
  );

export const Emitidas: Story = {
  name: 'Recomendaciones emitidas',
  parameters: { heading: 'Recomendaciones emitidas', shows: ['REC-2026-005', 'Banco Davivienda S.A.'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/recommendations-dcf" api={api()}>
      <IssuerRecommendationsScreen />
    </StaffStoryFrame>
  ),
};

export const EmitidasAltoContraste: Story = {
  ...Emitidas,
  name: 'Recomendaciones emitidas, alto contraste',
  globals: { contrast: 'high' },
};

export const Recibidas: Story = {
  name: 'Recomendaciones recibidas por la entidad',
  parameters: { heading: 'Recomendaciones recibidas', shows: ['Informar el costo total de los seguros'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/recommendations-ev" entity api={api()}>
      <EntityRecommendationsScreen />
    </StaffStoryFrame>
  ),
};

export const RecibidasConError: Story = {
  name: 'Recomendaciones recibidas, servidor no disponible',
  parameters: { heading: 'Recomendaciones recibidas', shows: ['servicio no está disponible'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/recommendations-ev" entity api={api('error')}>
      <EntityRecommendationsScreen />
    </StaffStoryFrame>
  ),
};

export const PasoHallazgo: Story = {
  name: 'Nueva recomendación, paso 1',
  parameters: { heading: 'Nueva recomendación', shows: ['Paso 1 de 3: Hallazgo y recomendación'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/new_recommendation" api={api()}>
      <NewRecommendationScreen />
    </StaffStoryFrame>
  ),
};

export const PasoEntidades: Story = {
  name: 'Recomendación en borrador, paso 2',
  parameters: { shows: ['Entidades y plazo'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/recommendations/new_recommendations_steps?id=6&step=2" api={api()}>
      <RecommendationStepsScreen />
    </StaffStoryFrame>
  ),
};

export const Seguimiento: Story = {
  name: 'Seguimiento de una recomendación emitida',
  parameters: { shows: ['Ajustar el simulador de crédito', 'En 214 quejas del semestre'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/fco/recommendations/view?id=5" api={api()}>
      <RecommendationViewScreen />
    </StaffStoryFrame>
  ),
};
