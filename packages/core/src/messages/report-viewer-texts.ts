import { REPORTS_API_TEXTS } from './alerts-reports-texts.js';

/**
 * Texts of the report viewer (`sfc-report-viewer`: the dashboard's complaint reports as a chart,
 * a table and an Excel export). The spec names the pieces ("Periodo", "Fecha de inicio",
 * "Fecha de fin" live in LABELS) but does not word the rest; written once here, in the portal's
 * register (tú). The reports' names are the dashboards' (DASHBOARD_REPORT_TEXTS, listed once in
 * the widgets' report catalogue) and the refusal of a role without the Reportes module is the
 * server's own (REPORTS_API_TEXTS), so the select and the 403 read as the host's screens do.
 */
export const REPORT_VIEWER_TEXTS = {
  viewerLabel: 'Consulta de reportes',
  reportLabel: 'Reporte',
  submit: 'Consultar',
  submitting: 'Consultando...',
  loading: 'Consultando el reporte...',
  prompt: 'Elige el periodo y pulsa «Consultar» para ver el reporte.',
  empty: 'No hay datos para el periodo seleccionado.',
  loaded: (title: string, rows: number) => `${title}: ${rows === 1 ? '1 fila' : `${rows} filas`}.`,
  resultsLabel: 'Resultado del reporte',
  chartTab: 'Gráfica',
  tableTab: 'Tabla',
  caption: (title: string, from: string, to: string) => `${title}, del ${from} al ${to}`,
  total: (total: string) => `Total: ${total}`,
  chartKinds: {
    bar: 'Gráfica de barras',
    line: 'Gráfica de líneas',
  } as Readonly<Record<string, string>>,
  /** The canvas's accessible name: what the chart shows, in words. */
  chartSummary: (kind: string, title: string, series: string) => `${kind}: ${title}. ${series}.`,
  chartSeries: (label: string, points: string) => `${label}: ${points}`,
  chartMore: (count: number) => `y ${count} más`,
  chartNoData: 'sin datos',
  chartTableHint: 'Los datos completos están en la pestaña Tabla.',
  fieldError: (field: string, message: string) => `${field}: ${message}`,
  entitiesField: 'Entidades',
  signedOut: 'Inicia sesión para consultar los reportes.',
  /** A consumer's account: the viewer offers nothing and says what the account is for. */
  consumerNoReports:
    'Los reportes son para funcionarios con acceso a reportes. Con tu cuenta de consumidor financiero puedes radicar y consultar tus quejas.',
  /** A 403 without the server's reason in its body. */
  forbidden: REPORTS_API_TEXTS.reportsForbidden,
} as const;
