import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createSessionStore,
  MESSAGES,
  REPORT_VIEWER_TEXTS as T,
  REPORTS_API_TEXTS,
  type ApiClient,
  type ApiResult,
} from '@sfc/core';
import { ReportViewer, type ReportData } from './report-viewer.js';

const ENTITIES = [
  ['Banco de Bogotá S.A.', 3, 4, 12, 1],
  ['Bancolombia S.A.', 1, 2, 7, 0],
  ['Banco Davivienda S.A.', 2, 1, 3, 1],
  ['Seguros Bolívar S.A.', 0, 1, 2, 0],
] as const;

/** The complaints report for the period asked for, as the server answers it. */
function complaints(start: string, end: string, empty = false): ReportData {
  const rows = empty
    ? []
    : ENTITIES.map(([entidad, recibida, tramite, cerrada, desistida]) => ({
        entidad,
        recibida,
        tramite,
        cerrada,
        desistida,
        total: recibida + tramite + cerrada + desistida,
      }));
  return {
    title: 'Quejas por entidad y estado',
    fecha_inicio: start,
    fecha_fin: end,
    columns: [
      { key: 'entidad', label: 'Entidad' },
      { key: 'recibida', label: 'Recibida' },
      { key: 'tramite', label: 'Abierta / en trámite' },
      { key: 'cerrada', label: 'Cerrada' },
      { key: 'desistida', label: 'Desistida' },
      { key: 'total', label: 'Total' },
    ],
    rows,
    chart: {
      type: 'bar',
      labels: rows.map((row) => row.entidad),
      datasets: [{ label: 'Quejas', data: rows.map((row) => row.total) }],
    },
    total: rows.reduce((sum, row) => sum + row.total, 0),
  };
}

/** The volumetry report: one row per month of the period. */
function volumetry(start: string, end: string): ReportData {
  const months: string[] = [];
  for (let month = start.slice(0, 7); month <= end.slice(0, 7);) {
    months.push(month);
    const [year, number] = month.split('-').map(Number) as [number, number];
    month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  }
  const totals = months.map((_, index) => [7, 4, 9, 12, 6, 0, 3, 8, 11, 5, 7, 2][index % 12] ?? 0);
  return {
    title: 'Volumetría de quejas por mes',
    fecha_inicio: start,
    fecha_fin: end,
    columns: [
      { key: 'periodo', label: 'Periodo' },
      { key: 'total', label: 'Total' },
    ],
    rows: months.map((periodo, index) => ({ periodo, total: totals[index] ?? 0 })),
    chart: { type: 'line', labels: months, datasets: [{ label: 'Quejas', data: totals }] },
    total: totals.reduce((sum, total) => sum + total, 0),
  };
}

type Outcome = 'report' | 'empty' | 'forbidden' | 'dates' | 'failure';

/** A client for stories: answers the dashboard reports in memory, after `delayMs`. */
function storyApi(outcome: Outcome = 'report', { delayMs = 300, signedIn = true } = {}): ApiClient {
  const store = createSessionStore();
  if (signedIn) store.getState().setTokens({ access: 'story-access', refresh: 'story-refresh' });
  const post = async (
    path: string,
    body: { fecha_inicio: string; fecha_fin: string },
  ): Promise<ApiResult<unknown>> => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const { fecha_inicio: start, fecha_fin: end } = body;
    if (outcome === 'forbidden')
      return {
        ok: false,
        status: 403,
        reason: 'invalid-response',
        message: MESSAGES.invalidServerResponse,
        data: { detail: REPORTS_API_TEXTS.reportsForbidden },
      };
    if (outcome === 'dates')
      return {
        ok: false,
        status: 400,
        reason: 'rejected',
        message: MESSAGES.genericError,
        data: {
          status_code: 400,
          detail: 'Error en API',
          message: { fecha_inicio: ['El rango de fechas no puede superar 5 años.'] },
        },
      };
    if (outcome === 'failure')
      return { ok: false, status: 500, reason: 'internal-error', message: MESSAGES.internalServerError };
    const data = path.includes('volumetry')
      ? volumetry(start, end)
      : complaints(start, end, outcome === 'empty');
    return { ok: true, status: 200, data };
  };
  return { store, post } as unknown as ApiClient;
}

/** Presses "Consultar", as the user does. */
const consult: Story['play'] = async ({ canvasElement }) => {
  for (let i = 0; i < 50; i++) {
    const button = [...canvasElement.querySelectorAll('button')].find((b) => b.textContent === T.submit);
    if (button && !button.disabled) return button.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const meta = {
  title: 'Elementos/ReportViewer',
  component: ReportViewer,
  args: {
    api: storyApi(),
    startDate: '2026-01-01',
    endDate: '2026-11-22',
  },
  argTypes: { api: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'Reporte del tablero (`sfc-report-viewer` en páginas externas): periodo, «Consultar», gráfica (Chart.js, cargado al dibujar), tabla y exportación a Excel (xlsx por defecto, xls, csv). Eventos del elemento: `sfc-report-load`, `sfc-report-export`.',
      },
    },
  },
} satisfies Meta<typeof ReportViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first query: the period and the prompt. */
export const Initial: Story = {};

/** Complaints per entity and state: the chart, and the table in the "Tabla" tab. */
export const Filled: Story = { play: consult };

/** Complaints per month, drawn as a line. */
export const Volumetry: Story = { args: { report: 'volumetry' }, play: consult };

/** The period has no complaints. */
export const Empty: Story = { args: { api: storyApi('empty') }, play: consult };

/** The answer has not arrived. */
export const Loading: Story = {
  args: { api: storyApi('report', { delayMs: 1_000_000_000 }) },
  play: consult,
};

/** The server refused the dates (400): its message under the period. */
export const DateError: Story = { args: { api: storyApi('dates') }, play: consult };

/** The role lacks the Reportes module (403). */
export const Forbidden: Story = { args: { api: storyApi('forbidden') }, play: consult };

/** The server failed (500): core's message. */
export const Failed: Story = { args: { api: storyApi('failure') }, play: consult };

/** No session: nothing is asked for. */
export const SignedOut: Story = { args: { api: storyApi('report', { signedIn: false }) } };

/** Every control disabled. */
export const Disabled: Story = { args: { disabled: true } };
