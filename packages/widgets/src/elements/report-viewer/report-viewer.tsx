import { useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  EXPORT_DEFAULTS,
  MESSAGES,
  REPORT_VIEWER_TEXTS as T,
  selectIsAuthenticated,
  selectIsStaff,
  type ApiClient,
  type SessionData,
} from '@sfc/core';
import type { ReportExportDetail, ReportLoadDetail } from '../../define/events.js';
import {
  DateRangePicker,
  dateRangeError,
  type DateRange,
} from '../../form/date-range-picker/date-range-picker.js';
import { BASE_STYLES_KEY, baseStyles } from '../../form/shared/base.styles.js';
import { useFieldId } from '../../form/shared/ids.js';
import { useStyles } from '../../form/shared/use-styles.js';
import { useApiList } from '../complaint-form/use-api-options.js';
import { defaultPeriod, fetchReport, type ReportData } from './report-calls.js';
import {
  reportDefinition,
  reportKind,
  reportOptions,
  reportsForModules,
  type ReportKind,
} from './report-catalog.js';
import { ReportOptionSelects, ReportSelect } from './report-option-selects.js';
import { readReportProblem, type ReportProblem } from './report-problems.js';
import { reportViewerStyles } from './report-viewer.styles.js';
import type { ReportResults } from './report-results.js';

export * from './report-calls.js';
export * from './report-catalog.js';
export * from './report-problems.js';
export type { ReportExportDetail, ReportLoadDetail } from '../../define/events.js';

/** The viewer's style sheets, keyed, for `useStyles` and the custom element. */
export const REPORT_VIEWER_SHEETS = [
  [BASE_STYLES_KEY, baseStyles],
  ['sfc-report-viewer', reportViewerStyles],
] as const;

/** Props of {@link ReportViewer}. */
export interface ReportViewerProps {
  /** The signed API client (the host's, or the element's shared one). */
  api: ApiClient;
  /**
   * The report first shown (a path of `REPORT_DEFINITIONS`: `complaints`, the default,
   * `volumetry`, `complaint_response_time`, `complaint_satisfaction`, `complaint_early_warnings`,
   * `complaint_favorability`, `complaint_fraud`); the user may pick another one.
   */
  report?: string;
  /** Initial "Agrupar por" of a report that has it (`producto`, `tipo`...); default its first. */
  groupBy?: string;
  /** Initial start of the period, YYYY-MM-DD; default the first day of this year. */
  startDate?: string;
  /** Initial end of the period, YYYY-MM-DD; default today. */
  endDate?: string;
  /**
   * Company ids to report on (`entidades`); default every entity the user may see. The "Entidad"
   * select then offers only these (and "Todas las entidades": all of them).
   */
  entities?: readonly number[];
  /** Worksheet name of the export; default "Reporte". */
  sheetName?: string;
  /** Export file name without extension; default sheet name, report and period. */
  fileName?: string;
  disabled?: boolean;
  onReportChange?: (report: ReportKind) => void;
  onLoad?: (detail: ReportLoadDetail) => void;
  onExport?: (detail: ReportExportDetail) => void;
}

type Load =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; problem: ReportProblem }
  | { status: 'ready'; report: ReportKind; data: ReportData; tabs: boolean; Results: typeof ReportResults };

let tabsLoading: Promise<boolean> | undefined;
let resultsLoading: Promise<typeof ReportResults | null> | undefined;

/**
 * The results' code (table, chart frame, export, formats), imported with the first report so
 * the element itself stays small (ADR 0005); `null` if it failed to load.
 */
function loadResults(): Promise<typeof ReportResults | null> {
  resultsLoading ??= import('./report-results.js').then(
    (module) => module.ReportResults,
    () => {
      resultsLoading = undefined; // the next report tries again
      return null;
    },
  );
  return resultsLoading;
}

/** Shoelace's tab group, imported the first time a report is shown; `false` if it failed to load. */
function loadTabs(): Promise<boolean> {
  tabsLoading ??= import('./report-tabs.js').then(
    () => true,
    () => {
      tabsLoading = undefined; // the next report tries again
      return false;
    },
  );
  return tabsLoading;
}

/**
 * Who is looking, as one comparable string: `out`, `consumer`, `staff:` with the module ids
 * (`staff:*` while they are not known), `unknown` while a restored session's user loads.
 */
function viewerRole(state: SessionData): string {
  if (!selectIsAuthenticated(state)) return 'out';
  if (!state.user) return 'unknown';
  if (!selectIsStaff(state)) return 'consumer';
  if (state.modules === null) return 'staff:*';
  return `staff:${state.modules.map((module) => Number(module.id)).join(',')}`;
}

/** A value taken from a prop until the prop changes: the user may change it in between. */
function useProp<T, P>(prop: P, from: (prop: P) => T): [T, (value: T) => void] {
  const [state, setState] = useState(() => ({ prop, value: from(prop) }));
  if (!Object.is(state.prop, prop)) {
    const next = { prop, value: from(prop) };
    setState(next);
    return [next.value, (value) => setState({ prop, value })];
  }
  return [state.value, (value) => setState({ prop, value })];
}

/**
 * The dashboard's report viewer: the user picks a report and a period ("Periodo", "Fecha de
 * inicio" / "Fecha de fin") and presses "Consultar"; the answer of `POST /dashboard/<report>/`
 * shows as a chart (Chart.js, loaded on the first draw) and as a table, in two tabs ("Gráfica",
 * "Tabla"), with the Excel export (xlsx by default, xls, csv) of the rows. Loading, empty,
 * error, signed-out and no-permission states each say so in Spanish.
 */
export function ReportViewer({
  api,
  report: reportProp,
  groupBy,
  startDate,
  endDate,
  entities,
  sheetName = EXPORT_DEFAULTS.sheetName,
  fileName,
  disabled,
  onReportChange,
  onLoad,
  onExport,
}: ReportViewerProps) {
  const ref = useRef<HTMLElement>(null);
  useStyles(ref, REPORT_VIEWER_SHEETS);
  const id = useFieldId();
  const [chosenReport, setReport] = useProp(reportProp, reportKind);
  const [range, setRange] = useProp(`${startDate ?? ''}|${endDate ?? ''}`, () => {
    const fallback = defaultPeriod();
    return { start: startDate ?? fallback.start, end: endDate ?? fallback.end };
  });
  const [options, setOptions] = useProp(groupBy, (by): Record<string, string> =>
    by ? { agrupar_por: by } : {},
  );
  const [entity, setEntity] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [load, setLoad] = useState<Load>({ status: 'idle' });
  const latest = useRef(0);
  const role = useSyncExternalStore(api.store.subscribe, () => viewerRole(api.store.getState()));
  const signedIn = role !== 'out';
  // Only the reports the role can use are offered (a consumer none): never a «Consultar» that
  // can only answer "Tu rol no tiene acceso".
  const available = useMemo(
    () =>
      role === 'consumer'
        ? []
        : reportsForModules(
            role.startsWith('staff:') && role !== 'staff:*' ? role.slice(6).split(',').map(Number) : null,
          ),
    [role],
  );
  const report: ReportKind = available.some((r) => r.path === chosenReport)
    ? chosenReport
    : reportKind(available[0]?.path);

  const companies = useApiList<{ id: number; name: string }>(
    api,
    signedIn && available.length > 0 ? '/company/' : null,
  ).options.filter((company) => !entities?.length || entities.includes(Number(company.id)));
  const definition = reportDefinition(report);
  const chosen = reportOptions(report, options);

  const loading = load.status === 'loading';
  const problem = load.status === 'error' ? load.problem : null;
  const blocked = disabled || !signedIn;

  const query = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked || loading) return;
    setShowErrors(true);
    if (!range.start || !range.end || dateRangeError(range)) return;
    const call = ++latest.current;
    setLoad({ status: 'loading' });
    const [result, tabs, Results] = await Promise.all([
      fetchReport(api, report, {
        start: range.start,
        end: range.end,
        entities: entity ? [Number(entity)] : entities,
        options: chosen,
      }),
      loadTabs(),
      loadResults(),
    ]);
    if (call !== latest.current) return;
    if (!result.ok) {
      setLoad({ status: 'error', problem: readReportProblem(result.failure) });
      return;
    }
    if (!Results) {
      setLoad({
        status: 'error',
        problem: { access: null, message: MESSAGES.modulesLoadError, period: null },
      });
      return;
    }
    setLoad({ status: 'ready', report, data: result.data, tabs, Results });
    onLoad?.({
      report,
      rows: result.data.rows.length,
      total: result.data.total,
      fechaInicio: result.data.fecha_inicio,
      fechaFin: result.data.fecha_fin,
    });
  };

  const chooseReport = (next: ReportKind) => {
    latest.current += 1;
    setReport(next);
    setLoad({ status: 'idle' });
    onReportChange?.(next);
  };

  const chooseOption = (name: string, value: string) => {
    latest.current += 1;
    setOptions({ ...options, [name]: value });
    setLoad({ status: 'idle' });
  };

  const chooseEntity = (value: string) => {
    latest.current += 1;
    setEntity(value);
    setLoad({ status: 'idle' });
  };

  const changeRange = (next: DateRange) => {
    setRange(next);
    if (problem?.period) setLoad({ status: 'idle' });
  };

  const status = !signedIn
    ? T.signedOut
    : loading
      ? T.loading
      : load.status === 'idle'
        ? T.prompt
        : load.status === 'ready'
          ? load.data.rows.length === 0
            ? T.empty
            : T.loaded(load.data.title, load.data.rows.length)
          : '';

  if (!signedIn || available.length === 0) {
    return (
      <section ref={ref} className="sfc-form sfc-report" part="base" aria-label={T.viewerLabel}>
        <p className="sfc-report__status" part="status" role="status">
          {!signedIn ? T.signedOut : role === 'consumer' ? T.consumerNoReports : T.forbidden}
        </p>
      </section>
    );
  }

  return (
    <section
      ref={ref}
      className="sfc-form sfc-report"
      part="base"
      aria-label={T.viewerLabel}
      aria-busy={loading || undefined}
    >
      <form className="sfc-report__query" part="form" noValidate onSubmit={(event) => void query(event)}>
        <ReportSelect
          id={`${id}-report`}
          label={T.reportLabel}
          part="report-select"
          value={report}
          choices={available.map((r) => ({ value: r.path, label: r.label }))}
          disabled={disabled || loading}
          onChange={(value) => chooseReport(reportKind(value))}
        />
        <ReportOptionSelects
          id={id}
          options={definition.options}
          values={chosen}
          onOptionChange={chooseOption}
          entities={companies.map((company) => ({ value: String(company.id), label: company.name }))}
          entity={entity}
          onEntityChange={chooseEntity}
          disabled={disabled || loading}
        />
        <DateRangePicker
          id={`${id}-period`}
          value={range}
          onChange={changeRange}
          required
          showErrors={showErrors}
          error={problem?.period}
          disabled={disabled}
        />
        <button
          type="submit"
          className="sfc-button"
          part="submit-button"
          disabled={blocked}
          aria-disabled={loading || undefined}
          aria-busy={loading || undefined}
        >
          {loading ? <span className="sfc-spinner" aria-hidden="true" /> : null}
          {loading ? T.submitting : T.submit}
        </button>
      </form>
      {/* Once a report shows, its title is on screen: the line is only announced. */}
      <p
        className={`sfc-report__status${load.status === 'ready' && load.data.rows.length > 0 ? ' sfc-visually-hidden' : ''}`}
        part="status"
        role="status"
      >
        {status}
      </p>
      <p className="sfc-report__error" part="error" role="alert">
        {problem?.message ?? ''}
      </p>
      {load.status === 'ready' && load.data.rows.length > 0 ? (
        <load.Results
          report={load.report}
          data={load.data}
          tabs={load.tabs}
          sheetName={sheetName}
          fileName={fileName}
          disabled={disabled}
          onExport={onExport}
        />
      ) : null}
    </section>
  );
}
