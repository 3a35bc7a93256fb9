import { REPORT_VIEWER_TEXTS as T } from '@sfc/core';
import type { ReportData } from './report-calls.js';
import { reportDefinition, type ReportKind } from './report-catalog.js';

const LOCALE = 'es-CO';
const numbers = new Intl.NumberFormat(LOCALE);
const longDates = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });

/** How many points of each series the chart's accessible name spells out before "y N más". */
export const SUMMARY_POINTS = 8;

/** "2026-01-05" → "5 de enero de 2026"; anything else as it is. */
export function formatLongDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : longDates.format(date);
}

/** A table cell: numbers with Colombian grouping ("1.234"), texts as they are, nothing as ''. */
export function formatCell(value: unknown): string {
  if (typeof value === 'number') return numbers.format(value);
  return value === null || value === undefined ? '' : String(value);
}

/** The table's caption: the report's title and its period in words. */
export function reportCaption(report: ReportData): string {
  return T.caption(report.title, formatLongDate(report.fecha_inicio), formatLongDate(report.fecha_fin));
}

/**
 * The chart canvas's accessible name: the kind of chart, what it shows and its first points
 * in words ("Gráfica de barras: Quejas por entidad y estado, del … . Quejas: Banco de Bogotá
 * S.A. 5, … y 3 más."), then where the full data is (the table).
 */
export function chartSummary(report: ReportData): string {
  const { chart } = report;
  const series = chart.datasets
    .map((dataset) => {
      const points = chart.labels
        .slice(0, SUMMARY_POINTS)
        .map((label, index) => `${label} ${formatCell(dataset.data[index] ?? 0)}`)
        .join(', ');
      const rest = chart.labels.length - SUMMARY_POINTS;
      const text = points ? `${points}${rest > 0 ? ` ${T.chartMore(rest)}` : ''}` : T.chartNoData;
      return T.chartSeries(dataset.label, text);
    })
    .join('; ');
  const kind = T.chartKinds[chart.type] ?? T.chartKinds.bar;
  return `${T.chartSummary(kind as string, reportCaption(report), series || T.chartNoData)} ${T.chartTableHint}`;
}

/** The default export file name (without extension): sheet name, report (its slug or kind) and period. */
export function defaultFileName(
  sheetName: string,
  report: ReportKind | { slug: string },
  data: ReportData,
): string {
  const slug = typeof report === 'string' ? reportDefinition(report).slug : report.slug;
  return `${sheetName}_${slug}_${data.fecha_inicio}_${data.fecha_fin}`;
}
