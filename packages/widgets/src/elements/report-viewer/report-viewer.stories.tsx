import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createSessionStore,
  DASHBOARD_REPORT_TEXTS as D,
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

/** The entities `GET /company/` lists (the "Entidad" select). */
const STORY_COMPANIES = [
  { id: 3, name: 'Banco de Bogotá S.A.', tipo_entidad: 1, entidad_cod: '1' },
  { id: 7, name: 'Bancolombia S.A.', tipo_entidad: 1, entidad_cod: '7' },
  { id: 39, name: 'Banco Davivienda S.A.', tipo_entidad: 1, entidad_cod: '39' },
];

/** Complaints by product (`agrupar_por: producto`), as the server answers it. */
function byDimension(start: string, end: string, by: string): ReportData {
  const name = D.dimensions[by] ?? by;
  const rows = [
    { grupo: 'Tarjeta de crédito', quejas: 14 },
    { grupo: 'Cuenta de ahorros', quejas: 9 },
    { grupo: 'Crédito de consumo', quejas: 4 },
  ];
  return {
    title: D.byDimensionTitle(name),
    fecha_inicio: start,
    fecha_fin: end,
    columns: [
      { key: 'grupo', label: name },
      { key: 'quejas', label: D.complaintsColumn },
    ],
    rows,
    chart: {
      type: 'bar',
      labels: rows.map((r) => r.grupo),
      datasets: [{ label: D.complaintsColumn, key: 'quejas', data: rows.map((r) => r.quejas) }],
    },
    total: 27,
  };
}

/** Fraud by type or mode, with the amounts claimed and recognised (two series). */
function fraud(start: string, end: string, by: string): ReportData {
  const name = D.fraudDimensions[by] ?? by;
  const rows = [
    {
      grupo: 'Suplantación',
      quejas: 6,
      monto_reclamado: 18_500_000,
      monto_reconocido: 9_250_000,
      porcentaje_reconocido: 50,
    },
    {
      grupo: 'Phishing',
      quejas: 3,
      monto_reclamado: 4_200_000,
      monto_reconocido: 0,
      porcentaje_reconocido: 0,
    },
  ];
  return {
    title: D.fraudTitle(name),
    fecha_inicio: start,
    fecha_fin: end,
    columns: [
      { key: 'grupo', label: name },
      { key: 'quejas', label: D.complaintsColumn },
      { key: 'monto_reclamado', label: D.claimedColumn },
      { key: 'monto_reconocido', label: D.recognisedColumn },
      { key: 'porcentaje_reconocido', label: D.recognisedShare },
    ],
    rows,
    chart: {
      type: 'bar',
      labels: rows.map((r) => r.grupo),
      datasets: [
        { label: D.claimedColumn, key: 'monto_reclamado', data: rows.map((r) => r.monto_reclamado) },
        { label: D.recognisedColumn, key: 'monto_reconocido', data: rows.map((r) => r.monto_reconocido) },
      ],
    },
    total: 9,
  };
}

/** Early warnings: observed against expected complaints per entity (two series). */
function earlyWarnings(start: string, end: string): ReportData {
  const rows = [
    {
      entidad: 'Bancolombia S.A.',
      quejas: 31,
      esperadas: 9.4,
      razon: 3.3,
      p_valor: '< 0,000001',
      alerta: D.warningYes,
    },
    {
      entidad: 'Banco de Bogotá S.A.',
      quejas: 12,
      esperadas: 13.1,
      razon: 0.92,
      p_valor: '0,680000',
      alerta: D.warningNo,
    },
  ];
  return {
    title: D.earlyWarningsTitle,
    fecha_inicio: start,
    fecha_fin: end,
    columns: [
      { key: 'entidad', label: 'Entidad' },
      { key: 'quejas', label: D.complaintsColumn },
      { key: 'esperadas', label: D.expectedColumn },
      { key: 'razon', label: D.ratioColumn },
      { key: 'p_valor', label: D.pValueColumn },
      { key: 'alerta', label: D.warningColumn },
    ],
    rows,
    chart: {
      type: 'bar',
      labels: rows.map((r) => r.entidad),
      datasets: [
        { label: D.complaintsColumn, key: 'quejas', data: rows.map((r) => r.quejas) },
        { label: D.expectedColumn, key: 'esperadas', data: rows.map((r) => r.esperadas) },
      ],
    },
    total: 43,
  };
}

type Outcome = 'report' | 'empty' | 'forbidden' | 'dates' | 'failure';

/** A client for stories: answers the dashboard reports in memory, after `delayMs`. */
function storyApi(outcome: Outcome = 'report', { delayMs = 300, signedIn = true } = {}): ApiClient {
  const store = createSessionStore();
  if (signedIn) store.getState().setTokens({ access: 'story-access', refresh: 'story-refresh' });
  const post = async (
    path: string,
    body: { fecha_inicio: string; fecha_fin: string; agrupar_por?: string },
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
    const by = body.agrupar_por;
    const data = path.includes('volumetry')
      ? volumetry(start, end)
      : path.includes('complaint_fraud')
        ? fraud(start, end, by ?? 'tipo')
        : path.includes('complaint_early_warnings')
          ? earlyWarnings(start, end)
          : by && by !== 'entidad'
            ? byDimension(start, end, by)
            : complaints(start, end, outcome === 'empty');
    return { ok: true, status: 200, data };
  };
  const get = async (): Promise<ApiResult<unknown>> => ({
    ok: true,
    status: 200,
    data: { count: STORY_COMPANIES.length, next: null, previous: null, results: STORY_COMPANIES },
  });
  return { store, post, get } as unknown as ApiClient;
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
  title: 'Elementos/Visor de reportes (sfc-report-viewer)',
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
          'Reportes del tablero (`sfc-report-viewer` en páginas externas): reporte (quejas por entidad, producto, motivo, canal, estado o departamento; volumetría; tiempos de respuesta; satisfacción; alertas tempranas; favorabilidad; fraude), «Agrupar por», entidad, periodo, «Consultar», gráfica (Chart.js, cargado al dibujar), tabla y exportación a Excel (xlsx por defecto, xls, csv). Eventos del elemento: `sfc-report-load`, `sfc-report-export`.',
      },
    },
  },
} satisfies Meta<typeof ReportViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first query: the period and the prompt. */
export const Initial: Story = {
  name: 'Inicial',
};

/** Complaints per entity and state: the chart, and the table in the "Tabla" tab. */
export const Filled: Story = {
  name: 'Con datos',
  play: consult,
};

/** Complaints per month, drawn as a line. */
export const Volumetry: Story = {
  name: 'Volumetría',
  args: { report: 'volumetry' },
  play: consult,
};

/** Complaints by product (`group-by="producto"`). */
export const ByProduct: Story = {
  name: 'Por producto',
  args: { groupBy: 'producto' },
  play: consult,
};

/** Fraud by mode, with the amounts claimed and recognised as two series. */
export const FraudByMode: Story = {
  name: 'Fraude por modalidad',
  args: { report: 'complaint_fraud', groupBy: 'modalidad' },
  play: consult,
};

/** Early warnings: each entity's complaints against what its own history predicts. */
export const EarlyWarnings: Story = {
  name: 'Alertas tempranas',
  args: { report: 'complaint_early_warnings' },
  play: consult,
};

/** Only some entities (`entities="[3, 7]"`): the "Entidad" select offers only those. */
export const SomeEntities: Story = {
  name: 'Algunas entidades',
  args: { entities: [3, 7] },
};

/** The period has no complaints. */
export const Empty: Story = {
  name: 'Vacío',
  args: { api: storyApi('empty') },
  play: consult,
};

/** The answer has not arrived. */
export const Loading: Story = {
  name: 'Cargando',
  args: { api: storyApi('report', { delayMs: 1_000_000_000 }) },
  play: consult,
};

/** The server refused the dates (400): its message under the period. */
export const DateError: Story = {
  name: 'Error en las fechas',
  args: { api: storyApi('dates') },
  play: consult,
};

/** The role lacks the Reportes module (403). */
export const Forbidden: Story = {
  name: 'Sin permiso',
  args: { api: storyApi('forbidden') },
  play: consult,
};

/** The server failed (500): core's message. */
export const Failed: Story = {
  name: 'Error del servidor',
  args: { api: storyApi('failure') },
  play: consult,
};

/** No session: nothing is asked for. */
export const SignedOut: Story = {
  name: 'Sin sesión',
  args: { api: storyApi('report', { signedIn: false }) },
};

/** Every control disabled. */
export const Disabled: Story = {
  name: 'Deshabilitado',
  args: { disabled: true },
};
