import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createSessionStore,
  DASHBOARD_REPORT_TEXTS as D,
  FORM_LABELS,
  LABELS,
  MESSAGES,
  REPORT_VIEWER_TEXTS as T,
  REPORTS_API_TEXTS,
  type ApiClient,
  type ApiFailure,
  type ApiResult,
} from '@sfc/core';
import { composeStories } from '@storybook/react-vite';
import { seriousViolations } from '../../form/shared/axe.js';
import * as stories from './report-viewer.stories.js';
import { chartSummary, defaultFileName, formatCell } from './report-format.js';
import {
  defaultPeriod,
  isReportData,
  readReportProblem,
  reportBody,
  reportKind,
  reportOptions,
  REPORT_DEFINITIONS,
  ReportViewer,
  type ReportData,
} from './report-viewer.js';

// Chart.js needs a real canvas and Shoelace real custom elements: both are the browser tests'
// business. Here the chart is recorded and the tab group stays plain markup.
const drawChart = vi.hoisted(() =>
  vi.fn((_canvas: HTMLCanvasElement, _data: unknown, _look: unknown) => ({
    restyle: vi.fn(),
    destroy: vi.fn(),
  })),
);
vi.mock('./draw-chart.js', () => ({ drawChart }));
vi.mock('./report-tabs.js', () => ({}));

afterEach(() => {
  cleanup();
  drawChart.mockClear();
});

const REPORT: ReportData = {
  title: 'Quejas por entidad y estado',
  fecha_inicio: '2026-01-01',
  fecha_fin: '2026-11-22',
  columns: [
    { key: 'entidad', label: 'Entidad' },
    { key: 'recibida', label: 'Recibida' },
    { key: 'total', label: 'Total' },
  ],
  rows: [
    { entidad: 'Banco de Bogotá S.A.', recibida: 1234, total: 1240 },
    { entidad: 'Bancolombia S.A.', recibida: 2, total: 3 },
  ],
  chart: {
    type: 'bar',
    labels: ['Banco de Bogotá S.A.', 'Bancolombia S.A.'],
    datasets: [{ label: 'Quejas', data: [1240, 3] }],
  },
  total: 1243,
};

function failure(status: number, data: unknown, reason: ApiFailure['reason'] = 'rejected'): ApiFailure {
  const message =
    status === 500
      ? MESSAGES.internalServerError
      : status === 400 || status === 404
        ? MESSAGES.genericError
        : MESSAGES.invalidServerResponse;
  return { ok: false, status, data, message, reason };
}

type Post = { path: string; body: unknown };

const COMPANIES = [
  { id: 3, name: 'Banco de Bogotá S.A.' },
  { id: 7, name: 'Bancolombia S.A.' },
  { id: 39, name: 'Banco Davivienda S.A.' },
];

/** A signed-in client whose POSTs answer from `answer`, recorded in `posts`. */
function fakeApi(answer: (post: Post) => ApiResult<unknown> | Promise<ApiResult<unknown>>, signedIn = true) {
  const store = createSessionStore();
  if (signedIn) store.getState().setTokens({ access: 'acceso', refresh: 'refresco' });
  const posts: Post[] = [];
  const api = {
    store,
    post: async (path: string, body: unknown) => {
      posts.push({ path, body });
      return answer({ path, body });
    },
    // `GET /company/`: the "Entidad" select's list.
    get: async (path: string) =>
      path.startsWith('/company/')
        ? ok({ count: COMPANIES.length, next: null, previous: null, results: COMPANIES })
        : ok({ count: 0, next: null, previous: null, results: [] }),
  } as unknown as ApiClient;
  return { api, posts, store };
}

const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data });

describe('report rules', () => {
  it('offers every dashboard report but the map, each with its own endpoint', () => {
    expect(REPORT_DEFINITIONS.map((r) => r.path)).toEqual([
      'complaints',
      'volumetry',
      'complaint_response_time',
      'complaint_satisfaction',
      'complaint_early_warnings',
      'complaint_favorability',
      'complaint_fraud',
    ]);
    expect(REPORT_DEFINITIONS.map((r) => r.label)).toEqual([
      'Reporte de quejas',
      'Volumetría por mes',
      'Tiempos de respuesta',
      'Satisfacción',
      'Alertas tempranas por entidad',
      'Reporte de favorabilidad',
      'Reporte de fraude',
    ]);
  });

  it('sends a report its own options only, falling back to the first choice', () => {
    expect(reportOptions('complaints', {})).toEqual({ agrupar_por: 'entidad' });
    expect(reportOptions('complaints', { agrupar_por: 'canal' })).toEqual({ agrupar_por: 'canal' });
    // "modalidad" groups fraud, not complaints.
    expect(reportOptions('complaints', { agrupar_por: 'modalidad' })).toEqual({ agrupar_por: 'entidad' });
    expect(reportOptions('complaint_fraud', { agrupar_por: 'modalidad' })).toEqual({
      agrupar_por: 'modalidad',
    });
    expect(reportOptions('volumetry', { agrupar_por: 'canal' })).toEqual({});
  });

  it('reads the report attribute, defaulting to complaints', () => {
    expect(reportKind('complaint_fraud')).toBe('complaint_fraud');
    expect(reportKind('volumetry')).toBe('volumetry');
    expect(reportKind('complaints')).toBe('complaints');
    expect(reportKind('otro')).toBe('complaints');
    expect(reportKind(undefined)).toBe('complaints');
  });

  it('defaults the period to 1 January of the current year until today, in Bogotá', () => {
    // 03:00 UTC on 1 January is still 31 December in Bogotá (UTC−5).
    expect(defaultPeriod(new Date('2027-01-01T03:00:00Z'))).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
    });
    expect(defaultPeriod(new Date('2026-11-22T15:00:00Z'))).toEqual({
      start: '2026-01-01',
      end: '2026-11-22',
    });
  });

  it('sends entidades only when some are chosen', () => {
    expect(reportBody({ start: '2026-01-01', end: '2026-02-01' })).toEqual({
      fecha_inicio: '2026-01-01',
      fecha_fin: '2026-02-01',
    });
    expect(reportBody({ start: '2026-01-01', end: '2026-02-01', entities: [] })).not.toHaveProperty(
      'entidades',
    );
    expect(reportBody({ start: '2026-01-01', end: '2026-02-01', entities: [3] })).toHaveProperty(
      'entidades',
      [3],
    );
  });

  it('accepts only the contract report shape', () => {
    expect(isReportData(REPORT)).toBe(true);
    expect(isReportData({ ...REPORT, rows: 'x' })).toBe(false);
    expect(isReportData({ ...REPORT, columns: [{ key: 'a' }] })).toBe(false);
    expect(isReportData({ ...REPORT, chart: { labels: [], datasets: [{ label: 'x' }] } })).toBe(false);
    expect(isReportData(null)).toBe(false);
  });

  it('formats cells with Colombian grouping and blanks for missing values', () => {
    expect(formatCell(1234)).toBe('1.234');
    expect(formatCell('Bogotá')).toBe('Bogotá');
    expect(formatCell(null)).toBe('');
  });

  it('names the default export after the sheet, the report and the period', () => {
    expect(defaultFileName('Reporte', 'volumetry', REPORT)).toBe('Reporte_volumetria_2026-01-01_2026-11-22');
  });

  it('summarises the chart in words, eight points per series at most', () => {
    expect(chartSummary(REPORT)).toBe(
      'Gráfica de barras: Quejas por entidad y estado, del 1 de enero de 2026 al 22 de noviembre de 2026. ' +
        'Quejas: Banco de Bogotá S.A. 1.240, Bancolombia S.A. 3. Los datos completos están en la pestaña Tabla.',
    );
    const months = Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
    const long = {
      ...REPORT,
      chart: { type: 'line', labels: months, datasets: [{ label: 'Quejas', data: months.map((_, i) => i) }] },
    };
    expect(chartSummary(long)).toContain('Gráfica de líneas: ');
    expect(chartSummary(long)).toContain('2026-08 7 y 3 más.');
    expect(chartSummary({ ...REPORT, chart: { ...REPORT.chart, datasets: [] } })).toContain(
      `. ${T.chartNoData}.`,
    );
  });

  // One row per refusal the contract and core's §8 mapping allow.
  const problems: Array<[name: string, failure: ApiFailure, expected: ReturnType<typeof readReportProblem>]> =
    [
      [
        '401',
        failure(401, { detail: 'x' }, 'unauthorized'),
        { access: 'signed-out', message: T.signedOut, period: null },
      ],
      [
        '403 with the server reason',
        failure(403, { detail: 'Solo puedes consultar los reportes de tu entidad.' }, 'invalid-response'),
        { access: 'forbidden', message: 'Solo puedes consultar los reportes de tu entidad.', period: null },
      ],
      [
        '403 without a body',
        failure(403, undefined, 'invalid-response'),
        { access: 'forbidden', message: T.forbidden, period: null },
      ],
      [
        '400 on both dates',
        failure(400, {
          status_code: 400,
          detail: 'Error en API',
          message: { fecha_inicio: ['Este campo es obligatorio.'], fecha_fin: ['Fecha inválida.'] },
        }),
        {
          access: null,
          message: null,
          period: `${LABELS.startDate}: Este campo es obligatorio. ${LABELS.endDate}: Fecha inválida.`,
        },
      ],
      [
        '400 on entidades and the whole body',
        failure(400, {
          status_code: 400,
          detail: 'Error en API',
          message: { entidades: ['La entidad 99 no existe.'], non_field_errors: ['Rango inválido.'] },
        }),
        { access: null, message: 'Rango inválido. Entidades: La entidad 99 no existe.', period: null },
      ],
      [
        '500',
        failure(500, { detail: 'boom' }, 'internal-error'),
        { access: null, message: MESSAGES.internalServerError, period: null },
      ],
      [
        'no answer',
        { ok: false, status: 0, message: MESSAGES.invalidServerResponse, reason: 'network-error' },
        { access: null, message: MESSAGES.invalidServerResponse, period: null },
      ],
    ];
  for (const [name, given, expected] of problems) {
    it(`reads a refused report: ${name}`, () => expect(readReportProblem(given)).toEqual(expected));
  }
});

// happy-dom matches `:empty` on elements that hold text, so the stylesheet's
// `.sfc-report__status:empty { display: none }` hides every status and alert here: look them up
// hidden or not (the browser tests check what is really shown).
const statusText = () => screen.getByRole('status', { hidden: true }).textContent;
const alertText = () =>
  screen.getAllByRole('alert', { hidden: true }).find((alert) => alert.matches('[part~="error"]'))
    ?.textContent;

async function consult() {
  fireEvent.click(screen.getByRole('button', { name: T.submit }));
}

describe('ReportViewer', () => {
  it('asks for the period, then shows the rows as a table and draws the chart', async () => {
    const { api, posts } = fakeApi(() => ok(REPORT));
    const onLoad = vi.fn();
    render(
      <ReportViewer api={api} startDate="2026-01-01" endDate="2026-11-22" entities={[3]} onLoad={onLoad} />,
    );
    expect(statusText()).toBe(T.prompt);
    await consult();
    await screen.findByRole('table');
    expect(posts).toEqual([
      {
        path: '/dashboard/complaints/',
        body: { fecha_inicio: '2026-01-01', fecha_fin: '2026-11-22', entidades: [3], agrupar_por: 'entidad' },
      },
    ]);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'EntidadRecibidaTotal',
      'Banco de Bogotá S.A.1.2341.240',
      'Bancolombia S.A.23',
    ]);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(chartSummary(REPORT));
    await waitFor(() => expect(drawChart).toHaveBeenCalledTimes(1));
    expect(drawChart.mock.calls[0]?.[1]).toEqual(REPORT.chart);
    expect(onLoad).toHaveBeenCalledWith({
      report: 'complaints',
      rows: 2,
      total: 1243,
      fechaInicio: '2026-01-01',
      fechaFin: '2026-11-22',
    });
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('asks the chosen grouping and entity, and offers only the given entities', async () => {
    const { api, posts } = fakeApi(() => ok(REPORT));
    render(
      <ReportViewer
        api={api}
        report="complaint_fraud"
        groupBy="modalidad"
        entities={[3, 7]}
        startDate="2026-01-01"
        endDate="2026-06-30"
      />,
    );
    const groupBy = screen.getByLabelText(D.groupByLabel) as HTMLSelectElement;
    expect([...groupBy.options].map((o) => o.text)).toEqual(['Tipo de fraude', 'Modalidad de fraude']);
    expect(groupBy.value).toBe('modalidad');
    const entity = screen.getByLabelText(D.entityLabel) as HTMLSelectElement;
    await waitFor(() => expect(entity.options).toHaveLength(3));
    expect([...entity.options].map((o) => o.text)).toEqual([
      D.allEntities,
      'Banco de Bogotá S.A.',
      'Bancolombia S.A.',
    ]);
    fireEvent.change(entity, { target: { value: '7' } });
    await consult();
    await screen.findByRole('table');
    fireEvent.change(entity, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(T.reportLabel), { target: { value: 'volumetry' } });
    // Volumetry has no grouping.
    expect(screen.queryByLabelText(D.groupByLabel)).toBeNull();
    await consult();
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts).toEqual([
      {
        path: '/dashboard/complaint_fraud/',
        body: {
          fecha_inicio: '2026-01-01',
          fecha_fin: '2026-06-30',
          entidades: [7],
          agrupar_por: 'modalidad',
        },
      },
      {
        path: '/dashboard/volumetry/',
        body: { fecha_inicio: '2026-01-01', fecha_fin: '2026-06-30', entidades: [3, 7] },
      },
    ]);
  });

  it('requires both dates and an end not before the start, without asking the server', async () => {
    const { api, posts } = fakeApi(() => ok(REPORT));
    render(<ReportViewer api={api} startDate="2026-03-01" endDate="2026-02-01" />);
    expect(screen.getByText(FORM_LABELS.dateRangeOrder)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(LABELS.endDate), { target: { value: '' } });
    await consult();
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('shows only the latest answer when asked twice', async () => {
    let calls = 0;
    const { api } = fakeApi(async () => {
      calls += 1;
      const first = calls === 1;
      await new Promise((resolve) => setTimeout(resolve, first ? 60 : 0));
      return ok({ ...REPORT, title: first ? 'Primera' : 'Segunda' });
    });
    render(<ReportViewer api={api} startDate="2026-01-01" endDate="2026-11-22" />);
    await consult();
    // The report changes while the first answer is on its way: that answer no longer applies.
    fireEvent.change(screen.getByLabelText(T.reportLabel), { target: { value: 'volumetry' } });
    await consult();
    await waitFor(() => expect(statusText()).toBe(T.loaded('Segunda', 2)));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(statusText()).toBe(T.loaded('Segunda', 2));
  });

  it('follows the report and period props, and clears the results for another report', async () => {
    const { api, posts } = fakeApi(() => ok(REPORT));
    const onReportChange = vi.fn();
    const view = render(
      <ReportViewer api={api} report="volumetry" startDate="2026-01-01" endDate="2026-01-31" />,
    );
    expect((screen.getByLabelText(T.reportLabel) as HTMLSelectElement).value).toBe('volumetry');
    await consult();
    await new Promise((r) => setTimeout(r, 300));
    await screen.findByRole('table');
    expect(posts[0]?.path).toBe('/dashboard/volumetry/');
    view.rerender(
      <ReportViewer
        api={api}
        report="complaints"
        startDate="2026-02-01"
        endDate="2026-02-28"
        onReportChange={onReportChange}
      />,
    );
    expect((screen.getByLabelText(T.reportLabel) as HTMLSelectElement).value).toBe('complaints');
    expect((screen.getByLabelText(LABELS.startDate) as HTMLInputElement).value).toBe('2026-02-01');
    fireEvent.change(screen.getByLabelText(T.reportLabel), { target: { value: 'volumetry' } });
    expect(onReportChange).toHaveBeenCalledWith('volumetry');
    expect(screen.queryByRole('table')).toBeNull();
    expect(statusText()).toBe(T.prompt);
  });

  it('says when there is no data and offers no export', async () => {
    const { api } = fakeApi(() => ok({ ...REPORT, rows: [], total: 0 }));
    render(<ReportViewer api={api} startDate="2026-01-01" endDate="2026-01-31" />);
    await consult();
    await waitFor(() => expect(statusText()).toBe(T.empty));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: FORM_LABELS.exportButton })).toBeNull();
  });

  it('shows 400 date messages under the period and clears them when the dates change', async () => {
    const { api } = fakeApi(() =>
      failure(400, { status_code: 400, detail: 'Error en API', message: { fecha_fin: ['Fecha inválida.'] } }),
    );
    render(<ReportViewer api={api} startDate="2026-01-01" endDate="2026-01-31" />);
    await consult();
    const message = `${LABELS.endDate}: Fecha inválida.`;
    expect(await screen.findByText(message)).toBeTruthy();
    expect(alertText()).toBe('');
    fireEvent.change(screen.getByLabelText(LABELS.endDate), { target: { value: '2026-02-01' } });
    expect(screen.queryByText(message)).toBeNull();
  });

  it('explains a 403 in the alert', async () => {
    const { api } = fakeApi(() => failure(403, {}, 'invalid-response'));
    render(<ReportViewer api={api} startDate="2026-01-01" endDate="2026-01-31" />);
    await consult();
    await waitFor(() => expect(alertText()).toBe(T.forbidden));
  });

  it('asks a signed-out visitor to sign in, and wakes up when the session starts', async () => {
    const { api, posts, store } = fakeApi(() => ok(REPORT), false);
    render(<ReportViewer api={api} />);
    expect(statusText()).toBe(T.signedOut);
    // Nothing to use before signing in: no «Consultar» that could only refuse.
    expect(screen.queryByRole('button', { name: T.submit })).toBeNull();
    expect(posts).toEqual([]);
    store.getState().setTokens({ access: 'acceso', refresh: 'refresco' });
    const button = (await screen.findByRole('button', { name: T.submit })) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
  });

  it('disables every control when disabled', () => {
    const { api } = fakeApi(() => ok(REPORT));
    render(<ReportViewer api={api} disabled />);
    for (const control of [T.reportLabel, D.groupByLabel, D.entityLabel, LABELS.startDate, LABELS.endDate])
      expect((screen.getByLabelText(control) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: T.submit }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('stories', () => {
  const composed = composeStories(stories);
  // What each story must show once its play function ran.
  const shows: Record<keyof typeof composed, (container: HTMLElement) => boolean> = {
    Initial: () => statusText() === T.prompt,
    Filled: (c) =>
      statusText() === T.loaded('Quejas por entidad y estado', 4) &&
      c.querySelectorAll('tbody tr').length === 4,
    ByProduct: (c) =>
      statusText() === T.loaded('Quejas por producto', 3) &&
      c.querySelector('thead th')?.textContent === 'Producto',
    FraudByMode: (c) =>
      statusText() === T.loaded('Fraude por modalidad de fraude', 2) &&
      [...c.querySelectorAll('thead th')].map((th) => th.textContent).join('|') ===
        'Modalidad de fraude|Quejas|Monto reclamado (COP)|Monto reconocido (COP)|% reconocido',
    EarlyWarnings: (c) =>
      statusText() === T.loaded(D.earlyWarningsTitle, 2) &&
      c.querySelector('tbody tr')?.textContent?.includes('Bancolombia S.A.') === true,
    SomeEntities: (c) =>
      c.querySelectorAll('option[value="3"], option[value="7"], option[value="39"]').length === 2,
    Volumetry: (c) =>
      c.querySelector('thead th')?.textContent === 'Periodo' && c.querySelectorAll('tbody tr').length === 11,
    Empty: () => statusText() === T.empty,
    Loading: () => statusText() === T.loading,
    DateError: (c) =>
      Boolean(c.textContent?.includes(`${LABELS.startDate}: El rango de fechas no puede superar 5 años.`)),
    Forbidden: () => alertText() === REPORTS_API_TEXTS.reportsForbidden,
    Failed: () => alertText() === MESSAGES.internalServerError,
    SignedOut: () => statusText() === T.signedOut,
    Disabled: (c) => Boolean(c.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled),
  };
  for (const [name, Story] of Object.entries(composed)) {
    it(`story ${name} shows its state, with no serious axe violation`, async () => {
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container });
      await waitFor(() => expect(shows[name as keyof typeof composed](container)).toBe(true));
      expect(await seriousViolations(container)).toEqual([]);
    });
  }
});
