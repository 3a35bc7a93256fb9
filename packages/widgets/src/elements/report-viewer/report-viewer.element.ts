import { createElement } from 'react';
import { FORM_LABELS } from '@sfc/core';
import { define } from '../../define/define.js';
import { emit } from '../../define/events.js';
import { reactElement, type ReactElementBaseProps } from '../../define/react-element.js';
import { useElementServices } from '../../services/use-element-services.js';
import { ReportViewer, REPORT_VIEWER_SHEETS, type ReportViewerProps } from './report-viewer.js';

/** The element's properties: the feature's, with the API base instead of a client. */
export interface ReportViewerElementProps
  extends ReactElementBaseProps, Omit<ReportViewerProps, 'api' | 'onLoad' | 'onExport' | 'onReportChange'> {
  /** The portal API's base URL; default `/api` on the page's origin. */
  apiBase?: string;
}

/** The feature with the page's shared session and signed client for `api-base`. */
function ReportViewerElementView({ container, apiBase, ...props }: ReportViewerElementProps) {
  const services = useElementServices(apiBase);
  const host = container.host;
  if (services.status !== 'ready') {
    const failed = services.status === 'error';
    return createElement(
      'div',
      { className: 'sfc-form sfc-report', part: 'base' },
      createElement(
        'p',
        { className: failed ? 'sfc-report__error' : 'sfc-report__status', role: failed ? 'alert' : 'status' },
        failed ? services.message : FORM_LABELS.loading,
      ),
    );
  }
  return createElement(ReportViewer, {
    ...props,
    api: services.services.api,
    onLoad: (detail) => emit(host, 'sfc-report-load', detail),
    onExport: (detail) => emit(host, 'sfc-report-export', detail),
  });
}

const ReportViewerBase = reactElement(ReportViewerElementView, {
  props: {
    apiBase: 'string',
    report: 'string',
    groupBy: 'string',
    startDate: 'string',
    endDate: 'string',
    entities: 'json',
    sheetName: 'string',
    fileName: 'string',
    disabled: 'boolean',
  },
  styles: REPORT_VIEWER_SHEETS.map(([, css]) => css),
});

/**
 * A dashboard report as a chart and a table, for a period the user picks, with its Excel export.
 *
 * The user picks the report (every dashboard report: complaints by entity, product, reason,
 * channel, state or department; volumetry; response times; satisfaction; early warnings;
 * favourability; fraud by type or mode), its "Agrupar por" when it has one, the "Entidad" (from
 * `GET <api-base>/company/`) and the period ("Periodo": "Fecha de inicio" / "Fecha de fin") and
 * presses "Consultar"; the element sends `POST <api-base>/dashboard/<report>/` with
 * `{fecha_inicio, fecha_fin, entidades?, agrupar_por?}`, signed and with the page's shared session (one store
 * and one client per `api-base` for every `sfc-*` element). The answer shows in two tabs:
 * "Gráfica" (Chart.js, loaded with the first chart, drawn in the shadow root; the canvas is an
 * image named with a summary of the data) and "Tabla" (a real table with caption and column
 * headers), and "Exportar" saves the rows as xlsx (default), xls or csv (SheetJS, loaded on the
 * first export). Chart.js, SheetJS and the tab group are fetched only when needed.
 *
 * States: a prompt before the first query; "Consultando el reporte..." while loading; "No hay
 * datos para el periodo seleccionado." for an empty answer; the server's field messages under
 * the period; a clear Spanish message when signed out (no query is sent) or when the role lacks
 * the report's module (403: Reportes, Fraude or Favorabilidad); core's catalogue texts for other failures.
 *
 * @summary Reporte del tablero (gráfica, tabla y exportación a Excel) para un periodo.
 * @tag sfc-report-viewer
 *
 * @attr api-base - Base URL of the portal API (property `apiBase`); default `/api` on the page's origin.
 * @attr report - Which report is shown first (property `report`): `complaints` (default), `volumetry`, `complaint_response_time`, `complaint_satisfaction`, `complaint_early_warnings`, `complaint_favorability` or `complaint_fraud`.
 * @attr group-by - Initial "Agrupar por" of a report that has it (property `groupBy`): `entidad` (default), `producto`, `motivo`, `canal`, `estado`, `departamento` for `complaints`; `tipo` (default) or `modalidad` for `complaint_fraud`.
 * @attr start-date - Initial start of the period, YYYY-MM-DD (property `startDate`); default 1 January of this year.
 * @attr end-date - Initial end of the period, YYYY-MM-DD (property `endDate`); default today.
 * @attr entities - JSON list of company ids to report on, e.g. `[3, 7]` (property `entities`); default all the user may see. The "Entidad" select offers only these.
 * @attr sheet-name - Worksheet name of the export (property `sheetName`); default "Reporte".
 * @attr file-name - Export file name without extension (property `fileName`); default `<sheet>_<report>_<start>_<end>`.
 * @attr disabled - Boolean: every control is disabled (property `disabled`, reflected).
 *
 * @prop {string | undefined} apiBase - See `api-base`.
 * @prop {string | undefined} report - See `report`.
 * @prop {string | undefined} groupBy - See `group-by`.
 * @prop {string | undefined} startDate - See `start-date`.
 * @prop {string | undefined} endDate - See `end-date`.
 * @prop {number[] | undefined} entities - See `entities`.
 * @prop {string | undefined} sheetName - See `sheet-name`.
 * @prop {string | undefined} fileName - See `file-name`.
 * @prop {boolean} disabled - See `disabled`.
 *
 * @fires sfc-report-load - A report is shown; `detail: { report, rows, total, fechaInicio, fechaFin }` (`rows` 0: no data).
 * @fires sfc-report-export - An export file was handed to the browser; `detail: { report, format, fileName, rows }`.
 *
 * @csspart base - The element's container (a labelled section).
 * @csspart form - The query form (report, grouping, entity, period, button).
 * @csspart report-select - The "Reporte" select.
 * @csspart option-select - A report's own select ("Agrupar por").
 * @csspart entity-select - The "Entidad" select.
 * @csspart submit-button - The "Consultar" button.
 * @csspart status - The polite status line (prompt, loading, empty, loaded).
 * @csspart error - The alert with the error message.
 * @csspart results - The shown report (summary, tabs, export).
 * @csspart tabs - The "Gráfica" / "Tabla" tab group (Shoelace `sl-tab-group`).
 * @csspart chart - The chart's frame (holds the canvas).
 * @csspart table - The report's table.
 * @csspart export - The export controls (format and "Exportar").
 *
 * @cssprop --sfc-report-chart-height - Height of the chart; default 20rem.
 * @cssprop --sfc-report-chart-color - Colour of the chart's first series; default `--sfc-color-primary`.
 * @cssprop --sfc-color-primary - Buttons, first chart series.
 * @cssprop --sfc-color-primary-dark - Active tab and its indicator, button hover.
 * @cssprop --sfc-color-on-primary - Button text.
 * @cssprop --sfc-color-text - Text, chart axes and labels.
 * @cssprop --sfc-color-muted - Status line.
 * @cssprop --sfc-color-border - Inputs, table rules, tab track.
 * @cssprop --sfc-color-disabled - Chart grid lines; disabled controls.
 * @cssprop --sfc-color-surface - Background (painted, so high contrast holds on any page).
 * @cssprop --sfc-color-surface-alt - Table header background.
 * @cssprop --sfc-color-error - Error messages.
 * @cssprop --sfc-color-focus - Focus ring.
 * @cssprop --sfc-font-family - Font stack (chart included).
 */
export class SfcReportViewer extends ReportViewerBase {}

define('sfc-report-viewer', SfcReportViewer);

declare global {
  interface HTMLElementTagNameMap {
    'sfc-report-viewer': SfcReportViewer;
  }
}
