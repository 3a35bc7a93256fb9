import '../../../app/styles/portal.css';
import '../../../app/styles/staff-workspace.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../../../app/layouts/story-frame.js';
import type { ViewCount } from '../api/case-views.js';
import { CaseComposer } from './case-composer.js';
import { CaseTimeline } from './case-timeline.js';
import { CaseView } from './case-view.js';
import { ViewsBar } from './views-bar.js';
import { CASE, ROW, TIMELINE, caseApi } from './case-work.fixtures.js';

/**
 * The analyst's case workspace with the server's answers given in the story: the views bar with
 * its counters, the case view (the complaint, its properties and deadline, one timeline, one
 * composer), and the timeline and composer on their own.
 */
const meta: Meta = {
  title: 'Portal/Tablero/Gestión de quejas: espacio de trabajo del caso',
  parameters: { layout: 'padded' },
};

export default meta;
type Story = StoryObj;

const VIEWS: ViewCount[] = [
  { key: 'mine', name: 'Mis quejas', filters: [], count: 7, estimate: false, failed: false },
  { key: 'unassigned', name: 'Sin asignar', filters: [], count: 23, estimate: false, failed: false },
  { key: 'due_today', name: 'Vencen hoy', filters: [], count: 3, estimate: false, failed: false },
  { key: 'overdue', name: 'Vencidas', filters: [], count: 12480, estimate: true, failed: false },
  {
    key: 'waiting_entity',
    name: 'Esperando a la entidad',
    filters: [],
    count: 5,
    estimate: false,
    failed: false,
  },
  {
    key: 'waiting_consumer',
    name: 'Esperando al consumidor',
    filters: [],
    count: 2,
    estimate: false,
    failed: false,
  },
  {
    key: 'saved-4',
    name: 'Tarjetas de Bancolombia',
    id: 4,
    shared: true,
    owner: { id: 12, name: 'Ana Gómez' },
    filters: [{ column: 'producto_cod', operator: 'equals', value: 3 }],
    count: 41,
    estimate: false,
    failed: false,
  },
];

const CASE_PATH = '/dashboard/complaints/management/detail/1-7-2026-000005';

export const CaseScreen: Story = {
  name: 'Vista del caso',
  render: () => (
    <StoryFrame account="staff" path={CASE_PATH} api={caseApi()}>
      <CaseView row={ROW} />
    </StoryFrame>
  ),
};

export const CaseScreenHighContrast: Story = {
  ...CaseScreen,
  name: 'Vista del caso, alto contraste',
  globals: { contrast: 'high' },
};

export const Timeline: Story = {
  name: 'Línea de tiempo',
  render: () => (
    <section aria-labelledby="story-timeline">
      <h2 id="story-timeline">Línea de tiempo</h2>
      <CaseTimeline events={TIMELINE} headingId="story-timeline" />
    </section>
  ),
};

export const TimelineHighContrast: Story = {
  ...Timeline,
  name: 'Línea de tiempo, alto contraste',
  globals: { contrast: 'high' },
};

export const Composer: Story = {
  name: 'Compositor de acciones',
  render: () => (
    <StoryFrame account="staff" path={CASE_PATH} api={caseApi()}>
      <CaseComposer file={CASE} onSaved={() => {}} />
    </StoryFrame>
  ),
};

export const ComposerHighContrast: Story = {
  ...Composer,
  name: 'Compositor de acciones, alto contraste',
  globals: { contrast: 'high' },
};

export const Views: Story = {
  name: 'Barra de vistas con contadores',
  render: () => (
    <StoryFrame account="staff" path="/dashboard/complaints/management?view=due_today" api={caseApi()}>
      <ViewsBar
        views={VIEWS}
        current="due_today"
        filters={[{ column: 'producto_cod', operator: 'equals', value: 3 }]}
        canSave
        userId={12}
      />
    </StoryFrame>
  ),
};

export const ViewsHighContrast: Story = {
  ...Views,
  name: 'Barra de vistas con contadores, alto contraste',
  globals: { contrast: 'high' },
};
