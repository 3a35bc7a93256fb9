import { createElement } from 'react';
import { define } from '../../define/define.js';
import { emit } from '../../define/events.js';
import { reactElement, type ReactElementBaseProps } from '../../define/react-element.js';
import { PublicStatistics, PUBLIC_STATISTICS_SHEETS } from './public-statistics.js';
import type { PublicStatisticsData, StatisticsFilters } from './public-statistics-calls.js';

/** The element's properties. */
export interface PublicStatisticsElementProps extends ReactElementBaseProps {
  apiBase?: string;
  periodo?: string;
  sector?: string;
  entidad?: string;
  producto?: string;
  departamento?: string;
  hideFilters?: boolean;
}

/** What `sfc-statistics-load` carries. */
export interface StatisticsLoadDetail {
  periodo: string;
  quejas: number | string | null;
  filters: StatisticsFilters;
}

function PublicStatisticsElementView({
  container,
  apiBase,
  hideFilters,
  ...attributes
}: PublicStatisticsElementProps) {
  const filters: StatisticsFilters = {};
  for (const [name, value] of Object.entries(attributes))
    if (typeof value === 'string' && value) filters[name as keyof StatisticsFilters] = value;
  return createElement(PublicStatistics, {
    apiBase,
    filters,
    hideFilters: hideFilters === true,
    headingLevel: 3,
    onLoad: (data: PublicStatisticsData) =>
      emit(container.host, 'sfc-statistics-load', {
        periodo: data.periodo,
        quejas: data.resumen.quejas,
        filters,
      }),
  });
}

const PublicStatisticsBase = reactElement(PublicStatisticsElementView, {
  props: {
    apiBase: 'string',
    periodo: 'string',
    sector: 'string',
    entidad: 'string',
    producto: 'string',
    departamento: 'string',
    hideFilters: 'boolean',
  },
  styles: PUBLIC_STATISTICS_SHEETS.map(([, css]) => css),
});

/**
 * The authority's public complaint statistics, for its CMS pages: no sign-in, no signature (the
 * open-data API, `GET <api-base>/public-statistics/`).
 *
 * Shows the filters («Periodo», «Sector», «Entidad», «Producto», «Departamento») and «Consultar»;
 * a summary (complaints, per 10,000 customers where the entity's size is known, share answered on
 * time, median business days to answer, share decided in the consumer's favour, share escalated
 * to the defender); and complaints by quarter, by product, by reason and the ranking of the
 * sector's entities, each as a chart (Chart.js, loaded with the first chart, drawn in the shadow
 * root) with the same figures in a table beside it; links to the CSV and xlsx downloads, the data
 * dictionary and the licence. Cells of fewer than 10 complaints read «menos de 10».
 *
 * @summary Estadísticas públicas de quejas (gráficas con su tabla, filtros y descargas).
 * @tag sfc-public-statistics
 *
 * @attr api-base - Base URL of the portal API (property `apiBase`); default `/api` on the page's origin.
 * @attr periodo - Year `YYYY` or quarter `YYYY-T1`…`YYYY-T4` (property `periodo`); default the newest year.
 * @attr sector - Entity type (property `sector`); default all.
 * @attr entidad - Entity id (property `entidad`); default all.
 * @attr producto - Product code (property `producto`); default all.
 * @attr departamento - DANE department code (property `departamento`); default all.
 * @attr hide-filters - Boolean: no filter form, only the figures of the attributes (property `hideFilters`).
 *
 * @prop {string | undefined} apiBase - See `api-base`.
 * @prop {string | undefined} periodo - See `periodo`.
 * @prop {string | undefined} sector - See `sector`.
 * @prop {string | undefined} entidad - See `entidad`.
 * @prop {string | undefined} producto - See `producto`.
 * @prop {string | undefined} departamento - See `departamento`.
 * @prop {boolean} hideFilters - See `hide-filters`.
 *
 * @fires sfc-statistics-load - Figures are shown; `detail: { periodo, quejas, filters }`.
 *
 * @csspart base - The element's container.
 * @csspart form - The filter form.
 * @csspart submit-button - The «Consultar» button.
 * @csspart status - The polite status line (loading, date of the figures).
 * @csspart error - The alert with the error message.
 * @csspart results - The figures.
 * @csspart summary - The summary figures.
 * @csspart section - One breakdown (heading, chart and table).
 * @csspart chart - A chart's frame (holds the canvas).
 * @csspart table - A breakdown's table.
 * @csspart downloads - The download links.
 *
 * @cssprop --sfc-report-chart-height - Height of the charts; default 20rem.
 * @cssprop --sfc-report-chart-color - Colour of the bars; default `--sfc-color-primary`.
 * @cssprop --sfc-color-primary - Buttons, bars.
 * @cssprop --sfc-color-primary-dark - Links, button hover.
 * @cssprop --sfc-color-text - Text, chart axes and labels.
 * @cssprop --sfc-color-muted - Status line and notes.
 * @cssprop --sfc-color-border - Inputs, table rules, figure boxes.
 * @cssprop --sfc-color-surface - Background (painted, so contrast holds on any page).
 * @cssprop --sfc-color-surface-alt - Table header background.
 * @cssprop --sfc-color-error - Error messages.
 * @cssprop --sfc-color-focus - Focus ring.
 * @cssprop --sfc-font-family - Font stack (charts included).
 */
export class SfcPublicStatistics extends PublicStatisticsBase {}

define('sfc-public-statistics', SfcPublicStatistics);

declare global {
  interface HTMLElementTagNameMap {
    'sfc-public-statistics': SfcPublicStatistics;
  }
}

declare module '../../define/events.js' {
  interface SfcEventMap {
    'sfc-statistics-load': CustomEvent<StatisticsLoadDetail>;
  }
}
