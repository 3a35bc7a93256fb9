import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  StaffStoryFrame,
  staffStoryApi,
  storyPage,
  type StoryServer,
} from '../../../app/layouts/staff-story.js';
import type { ClassifiedComplaint } from '../api/classification.js';
import { ClassificationDetailScreen, ClassificationListScreen } from './classification-screens.js';

/** The classification of petitions and habeas data: the lists with their deadlines, and one complaint to classify. */
const meta: Meta = {
  title: 'Portal/Funcionarios/Clasificación',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const DEADLINE = {
  regime: 'peticion',
  regime_label: 'Derecho de petición',
  term_days: 15,
  due_day: '2026-12-04',
  days_used: 10,
  days_left: 5,
  status_label: 'En término',
};

const ROWS: ClassifiedComplaint[] = [
  {
    id: 41,
    codigo_queja: '172026000041',
    consumer_name: 'Mariana Córdoba Ruiz',
    entity: { id: 3, name: 'Bancolombia S.A.' },
    state: { id: 2, name: 'Abierta / en trámite' },
    fecha_creacion: '2026-11-13T15:00:00.000Z',
    classification: null,
    documents_count: 1,
    deadline: DEADLINE,
    texto_queja: 'Solicito copia del contrato de mi tarjeta de crédito y del extracto de octubre.',
    documents: [],
  },
  {
    id: 17,
    codigo_queja: '1392026000017',
    consumer_name: 'Andrés Restrepo',
    entity: { id: 8, name: 'Banco Davivienda S.A.' },
    state: { id: 2, name: 'Abierta / en trámite' },
    fecha_creacion: '2026-11-10T13:20:00.000Z',
    classification: {
      kind: { id: 'peticion', name: 'Derecho de petición' },
      subtype: { id: 'informacion', name: 'Petición de información' },
      claimed_fact: null,
      note: 'Pide copia de documentos.',
      classified_at: '2026-11-12T16:00:00.000Z',
    },
    documents_count: 0,
    deadline: { ...DEADLINE, days_used: 13, days_left: 2, status_label: 'Por vencer' },
  },
];

const api = (server?: StoryServer) =>
  staffStoryApi(
    {
      '/classification/right_request/': storyPage(ROWS),
      '/classification/right_request/41/': ROWS[0],
      '/classification/habeas_data/': storyPage([]),
    },
    server,
  );

export const DerechosDePeticion: Story = {
  name: 'Derechos de petición por clasificar',
  parameters: {
    heading: 'Clasificación de derechos de petición',
    shows: ['172026000041', 'Banco Davivienda S.A.'],
  },
  render: () => (
    <StaffStoryFrame path="/dashboard/classification/right_request" api={api()}>
      <ClassificationListScreen kind="right_request" />
    </StaffStoryFrame>
  ),
};

export const DerechosDePeticionAltoContraste: Story = {
  ...DerechosDePeticion,
  name: 'Derechos de petición por clasificar, alto contraste',
  globals: { contrast: 'high' },
};

export const HabeasDataVacio: Story = {
  name: 'Habeas data, sin quejas',
  parameters: { heading: 'Clasificación de habeas data', shows: ['Todavía no hay registros.'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/classification/habeas_data" api={api()}>
      <ClassificationListScreen kind="habeas_data" />
    </StaffStoryFrame>
  ),
};

export const Detalle: Story = {
  name: 'Queja por clasificar',
  parameters: { heading: 'Queja 172026000041', shows: ['Solicito copia del contrato'] },
  render: () => (
    <StaffStoryFrame path="/dashboard/classification/right_request/detail/41/0" api={api()}>
      <ClassificationDetailScreen kind="right_request" id="41" docId="0" />
    </StaffStoryFrame>
  ),
};
