import { REPORT_CATALOG_TEXTS as D } from '@sfc/core';

/**
 * The dashboard reports (`POST /dashboard/<path>/`), written once: the `sfc-report-viewer`
 * element offers every one of them and the host's `management/*` screens pick theirs from here,
 * so a report's endpoint, name, own options and export file name are the same everywhere.
 */

/** A choice of a report's own option (e.g. `agrupar_por`): a select over `choices`. */
export interface ReportOption {
  /** Body field (and the host's URL parameter). */
  name: string;
  label: string;
  /** The first one is the default. */
  choices: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * The staff modules the reports need (ids fixed by the server's migrations): 16 "Reportes",
 * 17 "Fraude", 18 "Favorabilidad".
 */
export const REPORT_MODULE = { reports: 16, fraud: 17, favorability: 18 } as const;

/** One report: its endpoint, name, own options and export file-name slug. */
export interface ReportDefinition {
  /** `POST /dashboard/<path>/`. */
  path: string;
  label: string;
  /** The staff module a role needs for it ({@link REPORT_MODULE}); the server answers 403 otherwise. */
  module?: number;
  /** The report's part of the default export file name. */
  slug: string;
  options?: ReadonlyArray<ReportOption>;
}

const choices = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const groupBy = (labels: Readonly<Record<string, string>>): ReportOption => ({
  name: 'agrupar_por',
  label: D.groupByLabel,
  choices: choices(labels),
});

/** Every report the viewer can ask for, in the order its "Reporte" select lists them. */
export const REPORT_DEFINITIONS = [
  {
    path: 'complaints',
    label: D.complaints,
    slug: 'quejas',
    module: REPORT_MODULE.reports,
    options: [groupBy(D.dimensions)],
  },
  {
    path: 'volumetry',
    label: D.reportNames.volumetry as string,
    slug: 'volumetria',
    module: REPORT_MODULE.reports,
  },
  {
    path: 'complaint_response_time',
    label: D.reportNames.complaint_response_time as string,
    slug: 'tiempos_respuesta',
    module: REPORT_MODULE.reports,
  },
  {
    path: 'complaint_satisfaction',
    label: D.reportNames.complaint_satisfaction as string,
    slug: 'satisfaccion',
    module: REPORT_MODULE.reports,
  },
  {
    path: 'complaint_early_warnings',
    label: D.reportNames.complaint_early_warnings as string,
    slug: 'alertas_tempranas',
    module: REPORT_MODULE.reports,
  },
  {
    path: 'complaint_favorability',
    label: D.favorability,
    slug: 'favorabilidad',
    module: REPORT_MODULE.favorability,
  },
  {
    path: 'complaint_fraud',
    label: D.fraud,
    slug: 'fraude',
    module: REPORT_MODULE.fraud,
    options: [groupBy(D.fraudDimensions)],
  },
] as const satisfies readonly ReportDefinition[];

/** A report's path (the `report` attribute's values). */
export type ReportKind = (typeof REPORT_DEFINITIONS)[number]['path'];

/** The report paths, in order. */
export const REPORT_KINDS: readonly ReportKind[] = REPORT_DEFINITIONS.map((r) => r.path);

/** The report asked for when the `report` attribute is missing or unknown. */
export const DEFAULT_REPORT: ReportKind = 'complaints';

/** `value` if it names a report, else {@link DEFAULT_REPORT}. */
export function reportKind(value: unknown): ReportKind {
  return REPORT_KINDS.includes(value as ReportKind) ? (value as ReportKind) : DEFAULT_REPORT;
}

/**
 * The reports a role may ask for, in the catalogue's order: those whose module is in
 * `moduleIds`; every report when the modules are not known (yet).
 */
export function reportsForModules(moduleIds: readonly number[] | null): ReportDefinition[] {
  return REPORT_DEFINITIONS.filter((r) => moduleIds === null || moduleIds.includes(r.module));
}

/** The definition of `kind`. */
export function reportDefinition(kind: ReportKind): ReportDefinition {
  return REPORT_DEFINITIONS.find((r) => r.path === kind) ?? REPORT_DEFINITIONS[0];
}

/** The definitions of `kinds`, in that order (the reports of one host screen). */
export function reportDefinitions(...kinds: ReportKind[]): ReportDefinition[] {
  return kinds.map(reportDefinition);
}

/**
 * The report's own options as the request sends them: each option's value in `chosen` when it is
 * one of its choices, else its first choice; options of other reports are dropped.
 */
export function reportOptions(
  kind: ReportKind,
  chosen: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const options: Record<string, string> = {};
  for (const option of reportDefinition(kind).options ?? []) {
    const value = chosen[option.name];
    options[option.name] = option.choices.some((c) => c.value === value)
      ? (value as string)
      : option.choices[0]!.value;
  }
  return options;
}
