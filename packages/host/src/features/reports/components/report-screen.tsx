import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DASHBOARD_REPORT_TEXTS as T, EXPORT_DEFAULTS, PORTAL_TEXTS, REPORT_VIEWER_TEXTS } from '@sfc/core';
import {
  DateRangePicker,
  dateRangeError,
  type DateRange,
} from '@sfc/widgets/form/date-range-picker/date-range-picker.js';
import { ExcelExport } from '@sfc/widgets/form/excel-export/excel-export.js';
import { useStyles } from '@sfc/widgets/form/shared/use-styles.js';
import { defaultPeriod, type ReportData } from '@sfc/widgets/elements/report-viewer/report-calls.js';
import type { ReportDefinition } from '@sfc/widgets/elements/report-viewer/report-catalog.js';
import { ReportChart } from '@sfc/widgets/elements/report-viewer/report-chart.js';
import {
  defaultFileName,
  formatCell,
  reportCaption,
} from '@sfc/widgets/elements/report-viewer/report-format.js';
import {
  ReportOptionSelects,
  ReportSelect,
} from '@sfc/widgets/elements/report-viewer/report-option-selects.js';
import { readReportProblem } from '@sfc/widgets/elements/report-viewer/report-problems.js';
import { ReportTable } from '@sfc/widgets/elements/report-viewer/report-table.js';
import { REPORT_VIEWER_SHEETS } from '@sfc/widgets/elements/report-viewer/report-viewer.js';
import { Notice } from '../../../components/notice.js';
import { ApiCallError, useOptionsQuery } from '../../../lib/server-state/index.js';
import { useDashboardReport, type DashboardReportQuery } from '../api/dashboard-report.js';

/** One report a screen offers (the widgets' report catalogue: endpoint, name, own options). */
export type ReportChoice = ReportDefinition;

/** What a screen may draw instead of the Chart.js chart (the map draws a choropleth). */
export interface ReportVisualProps {
  data: ReportData;
  query: DashboardReportQuery;
  /** Asks the report again with `name` set to `value` ('' removes it). */
  setOption: (name: string, value: string) => void;
}

/** Props of {@link ReportScreen}. */
export interface ReportScreenProps {
  title: string;
  intro: string;
  /** The reports of the screen; with more than one, a "Reporte" select picks one. */
  reports: ReadonlyArray<ReportChoice>;
  /** Replaces the Chart.js chart (the table stays beside it). */
  visual?: (props: ReportVisualProps) => ReactNode;
  /** Under the results, given the asked query (e.g. the streamed export of every complaint). */
  footer?: (query: DashboardReportQuery) => ReactNode;
  /** Body fields of the drill-down, kept in the URL but not in the form (e.g. `departamento`). */
  hiddenOptions?: readonly string[];
}

const URL_KEYS = { report: 'reporte', start: 'desde', end: 'hasta', entity: 'entidad' } as const;

/** The query the URL names, or null when it names none (nothing asked yet). */
function queryFromUrl(
  params: URLSearchParams,
  reports: ReadonlyArray<ReportChoice>,
  hidden: readonly string[],
): DashboardReportQuery | null {
  const start = params.get(URL_KEYS.start);
  const end = params.get(URL_KEYS.end);
  if (!start || !end) return null;
  const report = reports.find((r) => r.path === params.get(URL_KEYS.report)) ?? reports[0]!;
  const options: Record<string, string> = {};
  for (const option of report.options ?? []) {
    const value = params.get(option.name);
    if (value && option.choices.some((c) => c.value === value)) options[option.name] = value;
  }
  for (const name of hidden) {
    const value = params.get(name);
    if (value) options[name] = value;
  }
  return { path: report.path, start, end, entity: params.get(URL_KEYS.entity) ?? '', options };
}

function urlFromQuery(query: DashboardReportQuery): URLSearchParams {
  const params = new URLSearchParams({
    [URL_KEYS.report]: query.path,
    [URL_KEYS.start]: query.start,
    [URL_KEYS.end]: query.end,
  });
  if (query.entity) params.set(URL_KEYS.entity, query.entity);
  for (const [name, value] of Object.entries(query.options)) params.set(name, value);
  return params;
}

/**
 * The one report screen of the dashboards (`management/*`): a filter form (report, period,
 * entity and the report's own options) that asks `POST /dashboard/<report>/` on "Consultar",
 * then the report's chart (Chart.js, or the screen's own visual) with its data table beside it,
 * and the export (xlsx by default, xls, csv) of the same rows. The asked query lives in the URL,
 * so a report can be reloaded, bookmarked and shared; loading, empty, refused and failed states
 * say so in Spanish.
 */
export function ReportScreen({
  title,
  intro,
  reports,
  visual,
  footer,
  hiddenOptions = [],
}: ReportScreenProps) {
  const ref = useRef<HTMLElement>(null);
  useStyles(ref, REPORT_VIEWER_SHEETS);
  const [params, setParams] = useSearchParams();
  const asked = queryFromUrl(params, reports, hiddenOptions);
  const [form, setForm] = useState(() => {
    const period = defaultPeriod();
    return {
      path: asked?.path ?? reports[0]!.path,
      range: { start: asked?.start ?? period.start, end: asked?.end ?? period.end } as DateRange,
      entity: asked?.entity ?? '',
      options: { ...(asked?.options ?? {}) } as Record<string, string>,
    };
  });
  const [showErrors, setShowErrors] = useState(false);
  const entities = useOptionsQuery('/company/');
  const report = useDashboardReport(asked);
  const chosen = reports.find((r) => r.path === form.path) ?? reports[0]!;
  const askedChoice = reports.find((r) => r.path === asked?.path) ?? reports[0]!;

  const ask = (query: DashboardReportQuery) => setParams(urlFromQuery(query));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!form.range.start || !form.range.end || dateRangeError(form.range)) return;
    const options: Record<string, string> = {};
    for (const option of chosen.options ?? []) {
      options[option.name] = form.options[option.name] ?? option.choices[0]!.value;
    }
    ask({ path: chosen.path, start: form.range.start, end: form.range.end, entity: form.entity, options });
  };

  const setOption = (name: string, value: string) => {
    if (!asked) return;
    const options = { ...asked.options };
    if (value) options[name] = value;
    else delete options[name];
    ask({ ...asked, options });
  };

  const problem = report.error instanceof ApiCallError ? readReportProblem(report.error.failure) : null;
  const data = report.data;
  const id = 'dash-report';

  return (
    <section ref={ref} className="sfc-form sfc-report dash-report" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      <p>{intro}</p>
      <form
        className="sfc-report__query dash-report__filters"
        aria-label={T.filtersLabel}
        noValidate
        onSubmit={submit}
      >
        {reports.length > 1 ? (
          <ReportSelect
            id={`${id}-report`}
            label={T.reportLabel}
            value={form.path}
            choices={reports.map((r) => ({ value: r.path, label: r.label }))}
            onChange={(path) => setForm({ ...form, path })}
          />
        ) : null}
        <ReportOptionSelects
          id={id}
          options={chosen.options}
          values={form.options}
          onOptionChange={(name, value) => setForm({ ...form, options: { ...form.options, [name]: value } })}
          entities={entities}
          entity={form.entity}
          onEntityChange={(entity) => setForm({ ...form, entity })}
        />
        <DateRangePicker
          id={`${id}-period`}
          value={form.range}
          onChange={(range) => setForm({ ...form, range })}
          required
          showErrors={showErrors}
          error={problem?.period ?? undefined}
        />
        <button type="submit" className="sfc-button" aria-busy={report.isFetching || undefined}>
          {T.submit}
        </button>
      </form>
      <p className="sfc-report__status" role="status">
        {report.isFetching
          ? T.loading
          : data
            ? data.rows.length === 0
              ? T.empty
              : T.loaded(data.title, data.rows.length)
            : ''}
      </p>
      {problem?.message ? (
        <Notice kind="error">
          <p>{problem.message}</p>
          {problem.access === null ? (
            <button type="button" className="sfc-button-link" onClick={() => void report.refetch()}>
              {PORTAL_TEXTS.retry}
            </button>
          ) : null}
        </Notice>
      ) : null}
      {data && asked && data.rows.length > 0 ? (
        <div className="sfc-report__results dash-report__results">
          <p className="sfc-report__summary">
            <span>{reportCaption(data)}</span>
            <span>{REPORT_VIEWER_TEXTS.total(formatCell(data.total))}</span>
          </p>
          <div className="dash-report__grid">
            <section className="dash-report__visual" aria-labelledby={`${id}-chart`}>
              <h2 id={`${id}-chart`}>{T.chartHeading}</h2>
              {visual ? visual({ data, query: asked, setOption }) : <ReportChart report={data} />}
            </section>
            <section className="dash-report__table" aria-labelledby={`${id}-table`}>
              <h2 id={`${id}-table`}>{T.tableHeading}</h2>
              <ReportTable report={data} />
            </section>
          </div>
          <ExcelExport
            rows={data.rows}
            columns={data.columns.map((column) => ({ key: column.key, header: column.label }))}
            sheetName={EXPORT_DEFAULTS.sheetName}
            fileName={defaultFileName(EXPORT_DEFAULTS.sheetName, askedChoice, data)}
          />
          {footer?.(asked)}
        </div>
      ) : null}
    </section>
  );
}
