import {
  COMPLAINT_MESSAGES,
  DASHBOARD_REPORT_TEXTS as D,
  FORM_LABELS,
  LABELS,
  MESSAGES,
  REPORT_VIEWER_TEXTS as T,
  signatureFor,
} from '@sfc/core';
import { sendKeys } from '@web/test-runner-commands';
import {
  addPageStyle,
  assert,
  assertAxeClean,
  assertEqual,
  cleanupFixtures,
  fixture,
  spyOnWarn,
  waitFor,
} from '../../define/testing/browser-kit.js';
import {
  FIXTURE_SIGNING_SECRET,
  installFixtureApi,
  type FixtureCall,
  type FixtureRoutes,
} from '../../define/testing/fixture-api.js';
import { sharedStore } from '../../services/element-services.js';
import { SfcReportViewer } from './report-viewer.element.js';

// A token the client sends as is; its payload carries the user id the store reads.
const ACCESS_TOKEN = `e30.${btoa(JSON.stringify({ user_id: 7 })).replace(/=+$/, '')}.firma`;
const COMPLAINTS_PATH = '/api/dashboard/complaints/';
const VOLUMETRY_PATH = '/api/dashboard/volumetry/';
const FRAUD_PATH = '/api/dashboard/complaint_fraud/';

const COMPANIES = [
  { id: 3, name: 'Banco de Bogotá S.A.', tipo_entidad: 1, entidad_cod: '1' },
  { id: 7, name: 'Bancolombia S.A.', tipo_entidad: 1, entidad_cod: '7' },
];

type Body = { fecha_inicio: string; fecha_fin: string; entidades?: number[] };

/** The complaints report for the period asked for (two entities, five and one complaints). */
function complaintsReport(call: FixtureCall) {
  const { fecha_inicio, fecha_fin } = call.body as Body;
  return {
    body: {
      title: 'Quejas por entidad y estado',
      fecha_inicio,
      fecha_fin,
      columns: [
        { key: 'entidad', label: 'Entidad' },
        { key: 'recibida', label: COMPLAINT_MESSAGES.stateNames[1] },
        { key: 'cerrada', label: COMPLAINT_MESSAGES.stateNames[4] },
        { key: 'total', label: 'Total' },
      ],
      rows: [
        { entidad: 'Banco de Bogotá S.A.', recibida: 3, cerrada: 2, total: 5 },
        { entidad: 'Bancolombia S.A.', recibida: 1, cerrada: 0, total: 1 },
      ],
      chart: {
        type: 'bar',
        labels: ['Banco de Bogotá S.A.', 'Bancolombia S.A.'],
        datasets: [{ label: 'Quejas', data: [5, 1] }],
      },
      total: 6,
    },
  };
}

function emptyReport(call: FixtureCall) {
  const answer = complaintsReport(call);
  return {
    body: { ...answer.body, rows: [], chart: { ...answer.body.chart, labels: [], datasets: [] }, total: 0 },
  };
}

/** Fraud by the asked grouping, amounts claimed and recognised as two chart series. */
function fraudReport(call: FixtureCall) {
  const { fecha_inicio, fecha_fin, agrupar_por } = call.body as Body & { agrupar_por?: string };
  const by = D.fraudDimensions[agrupar_por ?? 'tipo'] as string;
  return {
    body: {
      title: D.fraudTitle(by),
      fecha_inicio,
      fecha_fin,
      columns: [
        { key: 'grupo', label: by },
        { key: 'quejas', label: D.complaintsColumn },
        { key: 'monto_reclamado', label: D.claimedColumn },
        { key: 'monto_reconocido', label: D.recognisedColumn },
      ],
      rows: [
        { grupo: 'Suplantación', quejas: 6, monto_reclamado: 18500000, monto_reconocido: 9250000 },
        { grupo: 'Phishing', quejas: 3, monto_reclamado: 4200000, monto_reconocido: 0 },
      ],
      chart: {
        type: 'bar',
        labels: ['Suplantación', 'Phishing'],
        datasets: [
          { label: D.claimedColumn, key: 'monto_reclamado', data: [18500000, 4200000] },
          { label: D.recognisedColumn, key: 'monto_reconocido', data: [9250000, 0] },
        ],
      },
      total: 9,
    },
  };
}

const ROUTES: FixtureRoutes = {
  'GET /api/company/': { body: { count: COMPANIES.length, next: null, previous: null, results: COMPANIES } },
  [`POST ${FRAUD_PATH}`]: fraudReport,
  [`POST ${COMPLAINTS_PATH}`]: complaintsReport,
  [`POST ${VOLUMETRY_PATH}`]: (call) => {
    const { fecha_inicio, fecha_fin } = call.body as Body;
    return {
      body: {
        title: 'Volumetría de quejas por mes',
        fecha_inicio,
        fecha_fin,
        columns: [
          { key: 'periodo', label: 'Periodo' },
          { key: 'total', label: 'Total' },
        ],
        rows: [
          { periodo: '2026-01', total: 4 },
          { periodo: '2026-02', total: 0 },
        ],
        chart: {
          type: 'line',
          labels: ['2026-01', '2026-02'],
          datasets: [{ label: 'Quejas', data: [4, 0] }],
        },
        total: 4,
      },
    };
  },
};

let api: ReturnType<typeof installFixtureApi>;

function serve(routes: FixtureRoutes = {}): void {
  api.restore();
  api = installFixtureApi({ ...ROUTES, ...routes });
}

function signIn(): void {
  sharedStore().getState().setTokens({ access: ACCESS_TOKEN, refresh: 'refresco' });
}

function inner<E extends Element = HTMLElement>(element: Element, selector: string): E | null {
  return element.shadowRoot?.querySelector<E>(selector) ?? null;
}

function part<E extends Element = HTMLElement>(element: Element, name: string): E {
  const found = inner<E>(element, `[part~="${name}"]`);
  assert(found, `part ${name}`);
  return found;
}

/** The input labelled `label` inside the element. */
function input(element: Element, label: string): HTMLInputElement {
  const labels = [...(element.shadowRoot?.querySelectorAll('label') ?? [])];
  const found = labels.find((l) => l.textContent?.trim() === label)?.control;
  assert(found instanceof HTMLInputElement, `input labelled ${label}`);
  return found;
}

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function viewer(attributes = ''): Promise<SfcReportViewer> {
  const element = await fixture<SfcReportViewer>(`<sfc-report-viewer ${attributes}></sfc-report-viewer>`);
  await waitFor(() => inner(element, 'form'), 'the query form rendered');
  return element;
}

const reportCalls = () => api.calls.filter((call) => call.url.startsWith('/api/dashboard/'));

/** Presses "Consultar" and waits for the answer to show (results, empty or error). */
async function consult(element: SfcReportViewer): Promise<void> {
  const before = reportCalls().length;
  part(element, 'submit-button').click();
  await waitFor(() => reportCalls().length > before, 'the report was requested');
  await waitFor(() => inner(element, 'form')?.closest('[aria-busy]') === null, 'the answer shown');
}

function record<K extends 'sfc-report-load' | 'sfc-report-export'>(type: K) {
  const events: Array<DocumentEventMap[K]> = [];
  const listener = (event: DocumentEventMap[K]) => events.push(event);
  document.addEventListener(type, listener);
  return { events, stop: () => document.removeEventListener(type, listener) };
}

/** Stops `<a download>` clicks (how exports are saved) and keeps the file name and blob URL. */
function catchDownloads() {
  const files: Array<{ name: string; url: string }> = [];
  const listener = (event: MouseEvent) => {
    const link = event.target;
    if (link instanceof HTMLAnchorElement && link.download) {
      event.preventDefault();
      files.push({ name: link.download, url: link.href });
    }
  };
  document.addEventListener('click', listener, true);
  return { files, stop: () => document.removeEventListener('click', listener, true) };
}

/** The bytes behind a blob URL (XHR: the fixture API answers this origin's fetch calls). */
function readBlobUrl(url: string): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', url);
    request.responseType = 'arraybuffer';
    request.onload = () => resolve(request.response as ArrayBuffer);
    request.onerror = () => reject(new Error(`could not read ${url}`));
    request.send();
  });
}

/** Whether the canvas has a pixel close to the colour `[r, g, b]`. */
function hasColour(canvas: HTMLCanvasElement, [r, g, b]: [number, number, number]): boolean {
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0) return false;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const near = (value: number | undefined, target: number) => Math.abs((value ?? -99) - target) < 8;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] === 255 && near(data[i], r) && near(data[i + 1], g) && near(data[i + 2], b)) return true;
  }
  return false;
}

// The test server sends every source module on its own, more than the browser's default of 250
// resource timings: without room for more, the lazily loaded libraries would not be listed.
performance.setResourceTimingBufferSize(5_000);
const loadedUrls = () => performance.getEntriesByType('resource').map((entry) => entry.name);
const CHART_JS = /\/node_modules\/chart\.js\//;
const SHEETJS = /\/node_modules\/(?:xlsx|@e965)\//;

describe('sfc-report-viewer', () => {
  beforeEach(() => {
    api = installFixtureApi(ROUTES);
    signIn();
  });
  afterEach(() => {
    cleanupFixtures();
    api.restore();
    sharedStore().getState().logout();
    document.documentElement.classList.remove('sfc-high-contrast');
  });

  // First: later tests load Chart.js and SheetJS into the page for good.
  it('downloads Chart.js only to draw a chart and SheetJS only to export', async () => {
    const element = await viewer('start-date="2026-01-01" end-date="2026-11-22"');
    assert(!loadedUrls().some((url) => CHART_JS.test(url)), 'no Chart.js before a chart');
    await consult(element);
    await waitFor(() => loadedUrls().some((url) => CHART_JS.test(url)), 'Chart.js loaded for the chart');
    assert(!loadedUrls().some((url) => SHEETJS.test(url)), 'no SheetJS before an export');
    const downloads = catchDownloads();
    try {
      part(element, 'export').querySelector('button')?.click();
      await waitFor(() => downloads.files.length === 1, 'the export was saved');
    } finally {
      downloads.stop();
    }
    assert(
      loadedUrls().some((url) => SHEETJS.test(url)),
      'SheetJS loaded for the export',
    );
  });

  it('is registered, and loading a second copy of its module is harmless', async () => {
    assertEqual(customElements.get('sfc-report-viewer'), SfcReportViewer as CustomElementConstructor, 'tag');
    const warn = spyOnWarn();
    try {
      await import(/* @vite-ignore */ new URL('./report-viewer.element.ts?copy=2', import.meta.url).href);
    } finally {
      warn.restore();
    }
    assertEqual(customElements.get('sfc-report-viewer'), SfcReportViewer as CustomElementConstructor, 'kept');
    assertEqual(warn.calls.length, 0, 'same version: no warning');
    const element = await viewer();
    assert(element instanceof SfcReportViewer, 'instances still upgrade');
    assert(element.shadowRoot, 'open shadow root');
  });

  it('maps attributes to properties and shows them in the controls', async () => {
    const element = await viewer(
      `api-base="/api" report="volumetry" start-date="2026-02-01" end-date="2026-03-31"
       sheet-name="Hoja" file-name="mi-reporte" entities="[3, 7]" disabled`,
    );
    assertEqual(element.apiBase, '/api', 'api-base → apiBase');
    assertEqual(element.report, 'volumetry', 'report');
    assertEqual(element.startDate, '2026-02-01', 'start-date → startDate');
    assertEqual(element.endDate, '2026-03-31', 'end-date → endDate');
    assertEqual(element.sheetName, 'Hoja', 'sheet-name → sheetName');
    assertEqual(element.fileName, 'mi-reporte', 'file-name → fileName');
    assertEqual(element.entities, [3, 7], 'entities (JSON)');
    assertEqual(element.disabled, true, 'bare disabled → true');
    assertEqual(part<HTMLSelectElement>(element, 'report-select').value, 'volumetry', 'report shown');
    assertEqual(input(element, LABELS.startDate).value, '2026-02-01', 'start date shown');
    assertEqual(input(element, LABELS.endDate).value, '2026-03-31', 'end date shown');
    assert(part<HTMLButtonElement>(element, 'submit-button').disabled, 'disabled button');
    assert(input(element, LABELS.startDate).disabled, 'disabled dates');

    element.removeAttribute('disabled');
    await waitFor(() => !part<HTMLButtonElement>(element, 'submit-button').disabled, 'enabled again');
    assertEqual(element.disabled, false, 'removed → false');
    element.report = 'complaints';
    element.startDate = '2026-05-01';
    await waitFor(
      () => part<HTMLSelectElement>(element, 'report-select').value === 'complaints',
      'report property updates the select',
    );
    await waitFor(
      () => input(element, LABELS.startDate).value === '2026-05-01',
      'startDate property updates',
    );
    element.disabled = true;
    assertEqual(element.getAttribute('disabled'), '', 'disabled reflects');
  });

  it('defaults to the complaints report from 1 January to today', async () => {
    const element = await viewer();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
    assertEqual(part<HTMLSelectElement>(element, 'report-select').value, 'complaints', 'report');
    assertEqual(input(element, LABELS.startDate).value, `${today.slice(0, 4)}-01-01`, 'start');
    assertEqual(input(element, LABELS.endDate).value, today, 'end');
    assertEqual(text(part(element, 'status')), T.prompt, 'prompt before the first query');
    assertEqual(text(inner(element, 'fieldset legend')), `${LABELS.period}*`, '"Periodo" group, required');
  });

  it('sends the period signed, with the session token, and shows the rows of the answer', async () => {
    const element = await viewer('start-date="2026-01-01" end-date="2026-11-22" entities="[3,7]"');
    await consult(element);
    const [call] = reportCalls();
    assertEqual(call?.method, 'POST', 'method');
    assertEqual(call?.url, COMPLAINTS_PATH, 'endpoint');
    assertEqual(
      call?.body,
      { fecha_inicio: '2026-01-01', fecha_fin: '2026-11-22', entidades: [3, 7], agrupar_por: 'entidad' },
      'body',
    );
    const expected = signatureFor(
      { method: 'POST', url: `${location.origin}${COMPLAINTS_PATH}`, body: call?.body },
      FIXTURE_SIGNING_SECRET,
    );
    assertEqual(call?.headers.get('x-sfc-signature'), expected, 'X-SFC-Signature over the body');
    assertEqual(call?.headers.get('authorization'), `Bearer ${ACCESS_TOKEN}`, 'token');

    const table = part<HTMLTableElement>(element, 'table');
    assertEqual(
      text(table.caption),
      'Quejas por entidad y estado, del 1 de enero de 2026 al 22 de noviembre de 2026',
      'caption',
    );
    assertEqual(
      [...table.tHead!.rows[0]!.cells].map((cell) => [text(cell), cell.getAttribute('scope')]),
      [
        ['Entidad', 'col'],
        ['Recibida', 'col'],
        ['Cerrada', 'col'],
        ['Total', 'col'],
      ],
      'column headers from `columns`',
    );
    assertEqual(
      [...table.tBodies[0]!.rows].map((row) => [...row.cells].map(text)),
      [
        ['Banco de Bogotá S.A.', '3', '2', '5'],
        ['Bancolombia S.A.', '1', '0', '1'],
      ],
      'rows',
    );
    assertEqual(table.tBodies[0]!.rows[0]!.cells[0]!.tagName, 'TH', 'entity is the row header');
    assertEqual(text(part(element, 'status')), T.loaded('Quejas por entidad y estado', 2), 'announced');
    assert(text(part(element, 'results')).includes('Total: 6'), 'total shown');
  });

  it('asks for the report chosen in the select', async () => {
    const element = await viewer('start-date="2026-01-01" end-date="2026-02-28"');
    const select = part<HTMLSelectElement>(element, 'report-select');
    assertEqual(
      [...select.options].map((option) => option.text),
      [
        'Reporte de quejas',
        'Volumetría por mes',
        'Tiempos de respuesta',
        'Satisfacción',
        'Alertas tempranas por entidad',
        'Reporte de favorabilidad',
        'Reporte de fraude',
      ],
      'every dashboard report',
    );
    select.value = 'volumetry';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await consult(element);
    assertEqual(reportCalls()[0]?.url, VOLUMETRY_PATH, 'volumetry endpoint');
    await waitFor(() => inner(element, '[part~="table"]'), 'the table');
    assertEqual(
      [...part<HTMLTableElement>(element, 'table').tBodies[0]!.rows].map((row) => [...row.cells].map(text)),
      [
        ['2026-01', '4'],
        ['2026-02', '0'],
      ],
      'one row per month',
    );
  });

  it('asks fraud by mode for the chosen entity and shows both amounts in the chart, table and export', async () => {
    const element = await viewer(
      'report="complaint_fraud" group-by="modalidad" start-date="2026-01-01" end-date="2026-06-30"',
    );
    assertEqual(element.groupBy, 'modalidad', 'group-by → groupBy');
    const groupBy = part<HTMLSelectElement>(element, 'option-select');
    assertEqual(groupBy.labels?.[0]?.textContent, D.groupByLabel, '"Agrupar por" label');
    assertEqual(groupBy.value, 'modalidad', 'grouping shown');
    const entity = part<HTMLSelectElement>(element, 'entity-select');
    assertEqual(entity.labels?.[0]?.textContent, D.entityLabel, '"Entidad" label');
    await waitFor(() => entity.options.length === 3, 'the entities listed');
    assertEqual(
      [...entity.options].map((option) => option.text),
      [D.allEntities, 'Banco de Bogotá S.A.', 'Bancolombia S.A.'],
      'entities from /company/',
    );
    entity.value = '7';
    entity.dispatchEvent(new Event('change', { bubbles: true }));
    await consult(element);
    assertEqual(reportCalls()[0]?.url, FRAUD_PATH, 'fraud endpoint');
    assertEqual(
      reportCalls()[0]?.body,
      { fecha_inicio: '2026-01-01', fecha_fin: '2026-06-30', entidades: [7], agrupar_por: 'modalidad' },
      'body with the entity and the grouping',
    );
    const table = await waitFor(() => inner<HTMLTableElement>(element, '[part~="table"]'), 'the table');
    assertEqual(
      text(table.caption),
      'Fraude por modalidad de fraude, del 1 de enero de 2026 al 30 de junio de 2026',
      'caption',
    );
    assertEqual(
      [...table.tBodies[0]!.rows].map((row) => [...row.cells].map(text)),
      [
        ['Suplantación', '6', '18.500.000', '9.250.000'],
        ['Phishing', '3', '4.200.000', '0'],
      ],
      'rows with Colombian grouping',
    );
    const canvas = await waitFor(() => inner<HTMLCanvasElement>(element, '[part~="chart"] canvas'), 'canvas');
    assert(
      canvas
        .getAttribute('aria-label')
        ?.includes(
          'Monto reclamado (COP): Suplantación 18.500.000, Phishing 4.200.000; Monto reconocido (COP): Suplantación 9.250.000, Phishing 0',
        ),
      'both series summarised in words',
    );
    await waitFor(() => canvas.width > 0, 'canvas sized');
    await waitFor(() => hasColour(canvas, [0x33, 0x66, 0xcc]), 'first series drawn');

    const downloads = catchDownloads();
    try {
      part(element, 'export').querySelector('button')?.click();
      await waitFor(() => downloads.files.length === 1, 'the export was saved');
    } finally {
      downloads.stop();
    }
    assertEqual(downloads.files[0]?.name, 'Reporte_fraude_2026-01-01_2026-06-30.xlsx', 'file name');
    const XLSX = await import('xlsx');
    const book = XLSX.read(await readBlobUrl(downloads.files[0]!.url), { type: 'array' });
    assertEqual(
      XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1 }),
      [
        ['Modalidad de fraude', 'Quejas', 'Monto reclamado (COP)', 'Monto reconocido (COP)'],
        ['Suplantación', 6, 18500000, 9250000],
        ['Phishing', 3, 4200000, 0],
      ],
      'the export reads back as the table',
    );
    await assertAxeClean(element);
  });

  it('draws the chart on a canvas inside its shadow root, named with a summary of the data', async () => {
    const element = await viewer('start-date="2026-01-01" end-date="2026-11-22"');
    await consult(element);
    const canvas = await waitFor(() => inner<HTMLCanvasElement>(element, '[part~="chart"] canvas'), 'canvas');
    assertEqual(document.querySelector('canvas'), null, 'no canvas in the page itself');
    assertEqual(canvas.getAttribute('role'), 'img', 'an image for assistive technology');
    assertEqual(
      canvas.getAttribute('aria-label'),
      'Gráfica de barras: Quejas por entidad y estado, del 1 de enero de 2026 al 22 de noviembre de 2026. ' +
        'Quejas: Banco de Bogotá S.A. 5, Bancolombia S.A. 1. Los datos completos están en la pestaña Tabla.',
      'summary',
    );
    // The chart panel may still be hidden when Chart.js starts; it sizes the canvas once shown.
    await waitFor(() => canvas.width > 0 && canvas.height > 0, 'canvas sized');
    await waitFor(() => hasColour(canvas, [0x33, 0x66, 0xcc]), 'bars drawn in --sfc-color-primary');

    document.documentElement.classList.add('sfc-high-contrast');
    document.dispatchEvent(new CustomEvent('sfc-contrast-change', { detail: { highContrast: true } }));
    await waitFor(() => hasColour(canvas, [0xff, 0xff, 0x00]), 'redrawn in the high-contrast primary');
  });

  it('fires sfc-report-load and sfc-report-export across the shadow root', async () => {
    const loads = record('sfc-report-load');
    const exports = record('sfc-report-export');
    const downloads = catchDownloads();
    try {
      const element = await viewer('start-date="2026-01-01" end-date="2026-11-22"');
      await consult(element);
      await waitFor(() => loads.events.length === 1, 'document heard sfc-report-load');
      const [load] = loads.events;
      assertEqual(
        load?.detail,
        { report: 'complaints', rows: 2, total: 6, fechaInicio: '2026-01-01', fechaFin: '2026-11-22' },
        'load detail',
      );
      assert(load?.bubbles && load.composed, 'bubbles and composed');
      assertEqual(load?.target, element as EventTarget, 'target is the element');
      part(element, 'export').querySelector('button')?.click();
      await waitFor(() => exports.events.length === 1, 'document heard sfc-report-export');
      assertEqual(
        exports.events[0]?.detail,
        {
          report: 'complaints',
          format: 'xlsx',
          fileName: 'Reporte_quejas_2026-01-01_2026-11-22.xlsx',
          rows: 2,
        },
        'export detail',
      );
      assertEqual(exports.events[0]?.target, element as EventTarget, 'export target');
    } finally {
      loads.stop();
      exports.stop();
      downloads.stop();
    }
  });

  it('exports a real xlsx file (default format, sheet "Reporte") whose rows read back', async () => {
    const element = await viewer('start-date="2026-01-01" end-date="2026-11-22"');
    await consult(element);
    const exportBox = part(element, 'export');
    assertEqual(exportBox.querySelector('select')?.value, 'xlsx', 'xlsx by default');
    const downloads = catchDownloads();
    try {
      exportBox.querySelector('button')?.click();
      await waitFor(() => downloads.files.length === 1, 'a file was saved');
    } finally {
      downloads.stop();
    }
    const [file] = downloads.files;
    assertEqual(file?.name, 'Reporte_quejas_2026-01-01_2026-11-22.xlsx', 'file name');
    const XLSX = await import('xlsx');
    const book = XLSX.read(await readBlobUrl(file!.url), { type: 'array' });
    assertEqual(book.SheetNames, ['Reporte'], 'default sheet name');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Reporte!, { header: 1 });
    assertEqual(
      rows,
      [
        ['Entidad', 'Recibida', 'Cerrada', 'Total'],
        ['Banco de Bogotá S.A.', 3, 2, 5],
        ['Bancolombia S.A.', 1, 0, 1],
      ],
      'headers from the columns, then the rows',
    );
  });

  it('names the export with sheet-name and file-name, and exports csv and xls when chosen', async () => {
    const element = await viewer(
      'start-date="2026-01-01" end-date="2026-11-22" sheet-name="Quejas 2026" file-name="informe"',
    );
    await consult(element);
    const select = part(element, 'export').querySelector('select') as HTMLSelectElement;
    select.value = 'csv';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const downloads = catchDownloads();
    try {
      part(element, 'export').querySelector('button')?.click();
      await waitFor(() => downloads.files.length === 1, 'a file was saved');
      const [file] = downloads.files;
      assertEqual(file?.name, 'informe.csv', 'file-name with the format');
      const csv = new TextDecoder().decode(await readBlobUrl(file!.url));
      assertEqual(
        csv
          .replace(/^\ufeff/, '')
          .trim()
          .split('\n'),
        ['Entidad,Recibida,Cerrada,Total', 'Banco de Bogotá S.A.,3,2,5', 'Bancolombia S.A.,1,0,1'],
        'csv rows',
      );
      select.value = 'xls';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      part(element, 'export').querySelector('button')?.click();
      await waitFor(() => downloads.files.length === 2, 'a second file was saved');
      assertEqual(downloads.files[1]?.name, 'informe.xls', 'xls file name');
      const XLSX = await import('xlsx');
      const book = XLSX.read(await readBlobUrl(downloads.files[1]!.url), { type: 'array' });
      assertEqual(book.SheetNames, ['Quejas 2026'], 'sheet-name');
      assertEqual(
        XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Quejas 2026']!, { header: 1 })[1],
        ['Banco de Bogotá S.A.', 3, 2, 5],
        'xls rows read back',
      );
    } finally {
      downloads.stop();
    }
  });

  it('exports csv whose entity names a spreadsheet shows as text, never runs as formulas', async () => {
    serve({
      [`POST ${COMPLAINTS_PATH}`]: (call) => {
        const answer = complaintsReport(call);
        answer.body.rows = [
          { entidad: '=HYPERLINK("http://x")', recibida: 3, cerrada: 2, total: 5 },
          { entidad: "=cmd|' /C calc'!A0", recibida: 1, cerrada: 0, total: 1 },
        ];
        return answer;
      },
    });
    const element = await viewer('start-date="2026-01-01" end-date="2026-11-22"');
    await consult(element);
    const select = part(element, 'export').querySelector('select') as HTMLSelectElement;
    select.value = 'csv';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const downloads = catchDownloads();
    try {
      part(element, 'export').querySelector('button')?.click();
      await waitFor(() => downloads.files.length === 1, 'a file was saved');
      const csv = new TextDecoder().decode(await readBlobUrl(downloads.files[0]!.url));
      assertEqual(
        csv.replace(/^\ufeff/, '').split('\n'),
        [
          'Entidad,Recibida,Cerrada,Total',
          `"'=HYPERLINK(""http://x"")",3,2,5`,
          `"'=cmd|' /C calc'!A0",1,0,1`,
        ],
        'formula text behind a single quote, quoted; counts as numbers',
      );
    } finally {
      downloads.stop();
    }
  });

  it('works from the keyboard: report, grouping, entity, period, Consultar, tabs and export', async () => {
    const before = await fixture<HTMLButtonElement>('<button type="button">Antes</button>');
    const element = await viewer('start-date="2026-01-01" end-date="2026-11-22"');
    const focused = () => element.shadowRoot?.activeElement;
    before.focus();
    await sendKeys({ press: 'Tab' });
    assertEqual(focused(), part(element, 'report-select') as Element, 'Tab reaches the report select');
    await sendKeys({ press: 'Tab' });
    assertEqual(focused(), part(element, 'option-select') as Element, 'Tab reaches "Agrupar por"');
    await sendKeys({ press: 'Tab' });
    assertEqual(focused(), part(element, 'entity-select') as Element, 'Tab reaches "Entidad"');
    await sendKeys({ press: 'Tab' });
    const start = input(element, LABELS.startDate);
    assertEqual(focused(), start as Element, 'Tab reaches "Fecha de inicio"');
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => start.value !== '2026-01-01', 'ArrowUp changed the start date');
    const chosen = start.value;
    assert(/^2026-\d{2}-\d{2}$/.test(chosen) && chosen > '2026-01-01', `a later start date: ${chosen}`);
    // Chromium's date input takes one Tab per part (month, day, year, calendar button).
    for (let i = 0; i < 6 && focused() === start; i++) await sendKeys({ press: 'Tab' });
    const end = input(element, LABELS.endDate);
    assertEqual(focused(), end as Element, 'Tab reaches "Fecha de fin"');
    for (let i = 0; i < 6 && focused() === end; i++) await sendKeys({ press: 'Tab' });
    assertEqual(focused(), part(element, 'submit-button') as Element, 'Tab reaches "Consultar"');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => inner(element, '[part~="table"]'), 'Enter asked for the report');
    assertEqual(
      (reportCalls()[0]?.body as Body).fecha_inicio,
      chosen,
      'the date chosen by keyboard was sent',
    );

    const [chartTab, tableTab] = [...(element.shadowRoot?.querySelectorAll('sl-tab') ?? [])] as HTMLElement[];
    assertEqual(text(chartTab), T.chartTab, '"Gráfica" tab');
    assertEqual(text(tableTab), T.tableTab, '"Tabla" tab');
    await sendKeys({ press: 'Tab' });
    assertEqual(focused(), chartTab as Element, 'Tab reaches the active "Gráfica" tab');
    const tablePanel = inner(element, 'sl-tab-panel[name="table"]') as HTMLElement;
    assertEqual(getComputedStyle(tablePanel).display, 'none', 'table panel hidden at first');
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => tableTab?.hasAttribute('active'), 'ArrowRight selects "Tabla"');
    assertEqual(focused(), tableTab as Element, 'focus on "Tabla"');
    await waitFor(() => getComputedStyle(tablePanel).display !== 'none', 'table panel shown');
    await sendKeys({ press: 'Tab' });
    assert(
      focused()?.matches('.sfc-report__table-frame [role="region"]'),
      'Tab reaches the table (scrollable region)',
    );
    await sendKeys({ press: 'Tab' });
    assertEqual(
      focused(),
      part(element, 'export').querySelector('select') as Element,
      'Tab reaches "Formato"',
    );
    await sendKeys({ press: 'Tab' });
    assertEqual(
      focused(),
      part(element, 'export').querySelector('button') as Element,
      'Tab reaches "Exportar"',
    );
    const downloads = catchDownloads();
    try {
      await sendKeys({ press: 'Enter' });
      await waitFor(() => downloads.files.length === 1, 'Enter exported');
    } finally {
      downloads.stop();
    }
  });

  it('says so when the period has no data, and offers no export', async () => {
    serve({ [`POST ${COMPLAINTS_PATH}`]: emptyReport });
    const loads = record('sfc-report-load');
    try {
      const element = await viewer('start-date="2026-01-01" end-date="2026-01-31"');
      await consult(element);
      assertEqual(text(part(element, 'status')), T.empty, 'empty message');
      assertEqual(inner(element, '[part~="results"]'), null, 'no chart, table or export');
      await waitFor(() => loads.events.length === 1, 'load event');
      assertEqual(loads.events[0]?.detail.rows, 0, 'rows 0');
    } finally {
      loads.stop();
    }
  });

  it('shows "Consultando..." while the report loads', async () => {
    serve({ [`POST ${COMPLAINTS_PATH}`]: (call) => ({ ...complaintsReport(call), delayMs: 400 }) });
    const element = await viewer('start-date="2026-01-01" end-date="2026-11-22"');
    part(element, 'submit-button').click();
    await waitFor(() => text(part(element, 'status')) === T.loading, 'loading status');
    assertEqual(text(part(element, 'submit-button')), T.submitting, 'busy button');
    assertEqual(part(element, 'base').getAttribute('aria-busy'), 'true', 'aria-busy');
    await waitFor(() => inner(element, '[part~="table"]'), 'then the table');
  });

  it('shows the server field messages next to the dates (400)', async () => {
    serve({
      [`POST ${COMPLAINTS_PATH}`]: {
        status: 400,
        body: {
          status_code: 400,
          detail: 'Error en API',
          message: {
            fecha_inicio: [
              'Fecha con formato erróneo. Use uno de los siguientes formatos en su lugar: YYYY-MM-DD.',
            ],
          },
        },
      },
    });
    const element = await viewer('start-date="2026-01-01" end-date="2026-11-22"');
    await consult(element);
    const fieldset = inner(element, 'fieldset') as HTMLFieldSetElement;
    await waitFor(() => text(fieldset.querySelector('.sfc-field__error')).length > 0, 'period error');
    assertEqual(
      text(fieldset.querySelector('.sfc-field__error')),
      `${LABELS.startDate}: Fecha con formato erróneo. Use uno de los siguientes formatos en su lugar: YYYY-MM-DD.`,
      'message under the period',
    );
    assertEqual(text(part(element, 'error')), '', 'no general alert');
    await assertAxeClean(element);
  });

  it('refuses a period that ends before it starts without asking the server', async () => {
    const element = await viewer('start-date="2026-05-01" end-date="2026-04-01"');
    part(element, 'submit-button').click();
    const fieldset = inner(element, 'fieldset') as HTMLFieldSetElement;
    await waitFor(
      () => text(fieldset.querySelector('.sfc-field__error')) === FORM_LABELS.dateRangeOrder,
      'order message',
    );
    assertEqual(reportCalls().length, 0, 'nothing sent');
  });

  it('explains a 403 in Spanish', async () => {
    serve({
      [`POST ${COMPLAINTS_PATH}`]: {
        status: 403,
        body: { detail: 'Solo puedes consultar los reportes de tu entidad.' },
      },
    });
    const element = await viewer('start-date="2026-01-01" end-date="2026-11-22"');
    await consult(element);
    await waitFor(
      () => text(part(element, 'error')) === 'Solo puedes consultar los reportes de tu entidad.',
      'server reason',
    );
    serve({ [`POST ${COMPLAINTS_PATH}`]: { status: 403, body: {} } });
    await consult(element);
    await waitFor(() => text(part(element, 'error')) === T.forbidden, 'own message without a reason');
    await assertAxeClean(element);
  });

  it('offers a consumer no report and no «Consultar», and says what the account is for', async () => {
    sharedStore()
      .getState()
      .setUser({ email: 'lucia@correo.test', is_active: true, person: { position: '' } });
    const element = await fixture<SfcReportViewer>('<sfc-report-viewer></sfc-report-viewer>');
    await waitFor(
      () => text(inner(element, '[part~="status"]')) === T.consumerNoReports,
      'the consumer message',
    );
    // Was: «Consultar» offered, then "Tu rol no tiene acceso a los reportes".
    assertEqual(inner(element, '[part~="submit-button"]'), null, 'no «Consultar»');
    assertEqual(inner(element, '[part~="report-select"]'), null, 'no report to choose');
    assertEqual(reportCalls().length, 0, 'nothing sent');
    await assertAxeClean(element);
  });

  it('offers staff only the reports their role’s modules open', async () => {
    const state = sharedStore().getState();
    state.setUser({ email: 'analista@sfc.test', is_active: true, person: { position: 'Analista' } });
    state.setModules([{ id: 16, name: 'Reportes' }]);
    const element = await viewer('report="complaint_fraud"');
    const select = part<HTMLSelectElement>(element, 'report-select');
    await waitFor(() => select.options.length === 5, 'five reports');
    assertEqual(
      [...select.options].map((option) => option.text),
      [
        'Reporte de quejas',
        'Volumetría por mes',
        'Tiempos de respuesta',
        'Satisfacción',
        'Alertas tempranas por entidad',
      ],
      'no fraud nor favorability without modules 17 and 18',
    );
    assertEqual(select.value, 'complaints', 'an unavailable report attribute falls back to the first');
    state.setModules([{ id: 17, name: 'Fraude' }]);
    await waitFor(
      () => select.options.length === 1 && select.value === 'complaint_fraud',
      'only fraud with 17',
    );
    state.setModules([{ id: 28, name: 'Alertas' }]);
    await waitFor(() => text(part(element, 'status')) === T.forbidden, 'no report module: said, no form');
    assertEqual(inner(element, '[part~="submit-button"]'), null, 'no «Consultar»');
    await assertAxeClean(element);
  });

  it('shows core messages for server failures', async () => {
    serve({ [`POST ${COMPLAINTS_PATH}`]: { status: 500, body: { detail: 'boom' } } });
    const element = await viewer('start-date="2026-01-01" end-date="2026-11-22"');
    await consult(element);
    await waitFor(() => text(part(element, 'error')) === MESSAGES.internalServerError, '500');
    serve({ [`POST ${COMPLAINTS_PATH}`]: { body: { unexpected: true } } });
    await consult(element);
    await waitFor(() => text(part(element, 'error')) === MESSAGES.invalidServerResponse, 'unreadable answer');
  });

  it('asks a signed-out visitor to sign in and sends nothing', async () => {
    sharedStore().getState().logout();
    const element = await fixture<SfcReportViewer>('<sfc-report-viewer></sfc-report-viewer>');
    await waitFor(() => text(inner(element, '[part~="status"]')) === T.signedOut, 'sign-in message');
    // Nothing to use before signing in: no form, no «Consultar».
    assertEqual(inner(element, 'form'), null, 'no query form');
    signIn();
    await waitFor(
      () => inner<HTMLButtonElement>(element, '[part~="submit-button"]'),
      'the form after sign-in',
    );
    assert(!part<HTMLButtonElement>(element, 'submit-button').disabled, 'Consultar enabled');
    assertEqual(reportCalls().length, 0, 'nothing sent');
    await assertAxeClean(element);
  });

  it('keeps page styles out of its shadow root', async () => {
    addPageStyle(`
      button { color: rgb(255, 0, 0) !important; background: rgb(0, 255, 0) !important; }
      table, td, th { border: 5px dashed rgb(255, 0, 0) !important; }
      body { text-transform: uppercase; letter-spacing: 5px; font-family: serif; }`);
    const element = await viewer('start-date="2026-01-01" end-date="2026-11-22"');
    await consult(element);
    const button = getComputedStyle(part(element, 'submit-button'));
    assert(button.color !== 'rgb(255, 0, 0)', `button colour ${button.color}`);
    assert(button.backgroundColor !== 'rgb(0, 255, 0)', `button background ${button.backgroundColor}`);
    const cell = getComputedStyle(part<HTMLTableElement>(element, 'table').tBodies[0]!.rows[0]!.cells[1]!);
    assert(cell.borderTopStyle !== 'dashed', 'table cells keep their own borders');
    assertEqual(button.textTransform, 'none', 'inherited text-transform stops at the host');
    assertEqual(button.letterSpacing, 'normal', 'inherited letter-spacing stops at the host');
    assert(button.fontFamily.includes('Work Sans'), `font ${button.fontFamily}`);
  });

  it('keeps its styles out of the page', async () => {
    const page = await fixture<HTMLDivElement>(
      `<div><button type="button" class="sfc-button">Página</button>
       <table class="sfc-report__table"><caption>c</caption><tr><td>1</td></tr></table>
       <form class="sfc-report__query"><select class="sfc-input"><option>x</option></select></form></div>`,
    );
    const snapshot = () =>
      ['button', 'table', 'td', 'form', 'select'].map((selector) => {
        const style = getComputedStyle(page.querySelector(selector) as Element);
        return [
          style.color,
          style.backgroundColor,
          style.borderStyle,
          style.display,
          style.fontFamily,
          style.padding,
        ].join('|');
      });
    const before = snapshot();
    const element = await viewer('start-date="2026-01-01" end-date="2026-11-22"');
    await consult(element);
    assertEqual(snapshot(), before, 'page elements look the same');
  });

  it('has no serious or critical axe violations: form, chart, table, and in high contrast', async () => {
    const element = await viewer('start-date="2026-01-01" end-date="2026-11-22"');
    await assertAxeClean(element);
    await consult(element);
    await waitFor(() => inner(element, 'canvas'), 'chart');
    await assertAxeClean(element);
    (element.shadowRoot?.querySelectorAll('sl-tab')[1] as HTMLElement).click();
    await waitFor(() => inner(element, 'sl-tab-panel[name="table"][active]'), 'table tab');
    await assertAxeClean(element);
    document.documentElement.classList.add('sfc-high-contrast');
    const activeTab = inner(element, 'sl-tab[active]') as HTMLElement;
    const base = activeTab.shadowRoot?.querySelector('[part~="base"]') as HTMLElement;
    assertEqual(getComputedStyle(base).color, 'rgb(255, 255, 0)', 'active tab in the high-contrast primary');
    await assertAxeClean(element);
  });
});
