import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import type { SupportRequest } from '../api/support-requests.js';
import { SupportAnswerForm } from './support-answer-form.js';
import { SupportRequestDetail } from './support-request-detail.js';
import { SupportRequestsScreen } from './support-requests-screen.js';

/** The technical-support requests: the list, one request with its answers and the answer form. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Solicitudes de soporte técnico',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const STATES = [
  { id: 'open', name: 'Abierta' },
  { id: 'answered', name: 'Respondida' },
];
const PROBLEMS = [
  { id: 'login', name: 'No puedo ingresar' },
  { id: 'code', name: 'No recibo el código de verificación' },
];

const REQUESTS: SupportRequest[] = [
  {
    id: 7,
    name: 'Laura Gómez',
    email: 'laura.gomez@correo.example',
    phone: '3001234567',
    identification: '1020304050',
    problem_type: PROBLEMS[1]!,
    state: STATES[0]!,
    description: 'Intento crear mi cuenta y el código de verificación no me llega al correo.',
    document: { id_storage: 91, name: 'captura-pantalla.png', size: 184320, content_type: 'image/png' },
    answers: [],
    answers_count: 0,
    created_at: '2026-11-26T13:40:00.000Z',
  },
  {
    id: 6,
    name: 'Andrés Restrepo',
    email: 'andres.restrepo@correo.example',
    phone: null,
    identification: null,
    problem_type: PROBLEMS[0]!,
    state: STATES[1]!,
    description: 'Mi cuenta quedó bloqueada después de tres intentos.',
    document: null,
    answers: [
      {
        id: 3,
        state: STATES[1]!,
        answer: 'Desbloqueamos su cuenta; ya puede ingresar.',
        author: { id: 12, full_name: 'Ana Gómez' },
        created_at: '2026-11-24T16:00:00.000Z',
      },
    ],
    answers_count: 1,
    created_at: '2026-11-24T14:05:00.000Z',
  },
];

const api = (server?: StoryServer) =>
  staffStoryApi(
    {
      '/technical-support/': storyPage(REQUESTS),
      '/technical-support/7/': REQUESTS[0],
      '/support-state/': storyPage(STATES),
      '/type-problem-choices/': storyPage(PROBLEMS),
    },
    server,
  );

export const Lista: Story = {
  name: 'Lista de solicitudes',
  parameters: { heading: 'Solicitudes de soporte técnico', shows: ['Laura Gómez', 'Andrés Restrepo'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/users/technical-support" api={api()}>
      <SupportRequestsScreen />
    </StaffStoryFrame>
  ),
};

export const ListaAltoContraste: Story = {
  ...Lista,
  name: 'Lista de solicitudes, alto contraste',
  globals: { contrast: 'high' },
};

export const Detalle: Story = {
  name: 'Solicitud con el formulario de respuesta',
  parameters: { heading: 'Solicitud de soporte N.º 7', shows: ['el código de verificación no me llega'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/users/technical-support/7" api={api()}>
      <SupportRequestDetail id="7" answerForm={(request) => <SupportAnswerForm request={request} />} />
    </StaffStoryFrame>
  ),
};

export const DetalleCargando: Story = {
  name: 'Solicitud, cargando',
  parameters: { heading: 'Solicitud de soporte N.º 7', shows: ['Cargando'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/users/technical-support/7" api={api('loading')}>
      <SupportRequestDetail id="7" answerForm={(request) => <SupportAnswerForm request={request} />} />
    </StaffStoryFrame>
  ),
};
