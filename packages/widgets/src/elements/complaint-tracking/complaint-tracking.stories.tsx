import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReasonForm } from './complaint-action-forms.js';
import { ComplaintDetail, ComplaintTracking } from './complaint-tracking.js';
import { sampleComplaint, storyApi } from './story-api.js';

const page = (results: unknown[]) => ({
  count: results.length,
  pages: 1,
  current_page: 1,
  next: null,
  previous: null,
  results,
});

const meta = {
  title: 'Elementos/Seguimiento de quejas (sfc-complaint-tracking)',
  component: ComplaintTracking,
  args: {
    api: storyApi({
      '/queja/?page=1&page_size=10': page([1, 2, 4, 5, 6, 7].map((s, i) => sampleComplaint(i + 1, s))),
    }),
    onNavigate: () => {},
  },
} satisfies Meta<typeof ComplaintTracking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Con datos',
};
export const Empty: Story = {
  name: 'Vacío',
  args: { api: storyApi({ '/queja/?page=1&page_size=10': page([]) }) },
};
export const Loading: Story = {
  name: 'Cargando',
  args: { api: storyApi({}, 1_000_000) },
};
export const Failed: Story = {
  name: 'Error del servidor',
  args: { api: storyApi({}) },
};
export const DetailReceived: Story = {
  name: 'Detalle: recibida',
  render: () => (
    <ComplaintDetail
      api={storyApi({ '/complaint_detail/1/': sampleComplaint(1, 1) })}
      complaintId="1"
      onNavigate={() => {}}
    />
  ),
};
export const DetailClosed: Story = {
  name: 'Detalle: cerrada',
  render: () => (
    <ComplaintDetail
      api={storyApi({ '/complaint_detail/1/': sampleComplaint(1, 4) })}
      complaintId="1"
      onNavigate={() => {}}
    />
  ),
};
/** An escalated complaint: its case before the consumer defender, decided, and the consumer's vocerías. */
export const DetailDefender: Story = {
  name: 'Detalle: ante el defensor y vocerías',
  render: () => (
    <ComplaintDetail
      api={storyApi({
        '/complaint_detail/1/': sampleComplaint(1, 4),
        '/defender/complaints/1/': {
          codigo_queja: '172026000001',
          stage_name: 'Cerrada',
          outcome_name: 'Decidida a favor del consumidor',
          due_day: null,
          decision_text: 'La entidad debe reversar la compra no reconocida.',
          has_decision: true,
          events: [
            {
              id: 1,
              kind_name: 'Escalada al defensor',
              at: '2026-11-21T10:00:00',
              text: null,
              stage_name: '',
            },
            {
              id: 2,
              kind_name: 'Decisión del defensor',
              at: '2026-11-26T16:00:00',
              text: null,
              stage_name: '',
            },
          ],
        },
        '/defender/vocerias/?page_size=50': {
          results: [
            {
              id: 1,
              entity: { id: 10, name: 'Bancolombia' },
              subject: 'Cuota de manejo',
              request: 'Que expliquen el cobro.',
              status_name: 'Respondida por la entidad',
              answer: 'La cuota se cobró por error y fue devuelta.',
              created_at: '2026-11-22T09:00:00',
            },
          ],
        },
        '/company/?page_size=1000': { results: [{ id: 10, name: 'Bancolombia' }] },
      })}
      complaintId="1"
      onNavigate={() => {}}
    />
  ),
};
export const DetailNotFound: Story = {
  name: 'Detalle: no encontrada',
  render: () => <ComplaintDetail api={storyApi({})} complaintId="99" />,
};
/** The réplica to a closed complaint: one required text with the consumer's arguments. */
export const Replica: Story = {
  name: 'Réplica',
  render: () => (
    <ReasonForm kind="replica" api={storyApi({ '/queja/1/': sampleComplaint(1, 4) })} complaintId="1" />
  ),
};
/** Escalating a complaint to the consumer defender, with the required reason. */
export const Escalate: Story = {
  name: 'Escalar al defensor',
  render: () => (
    <ReasonForm kind="escalate" api={storyApi({ '/queja/1/': sampleComplaint(1, 1) })} complaintId="1" />
  ),
};
/** «Desistir» asks for confirmation (and an optional reason) in a dialog. */
export const DesistDialog: Story = {
  name: 'Desistir: confirmación',
  render: () => (
    <ComplaintDetail
      api={storyApi({ '/complaint_detail/1/': sampleComplaint(1, 1) })}
      complaintId="1"
      onNavigate={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    for (let i = 0; i < 100; i++) {
      const desist = [...canvasElement.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Desistir de la queja',
      );
      if (desist) {
        desist.click();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  },
};
