import {
  DEFENDER_CASE_TEXTS,
  MODULE_NAMES as M,
  PATHS,
  normalizeModuleLabel,
  type ModuleName,
  type NavigationModule,
} from '@sfc/core';

/**
 * The main screen of each module the portal has built so far, in the order the workspace's side
 * navigation lists them. A module without a built screen has no entry (and no link).
 */
export const MODULE_LANDINGS: ReadonlyArray<{
  module: ModuleName;
  to: string;
  /** A second entry of a module: its own name, and the paths where it is the current one. */
  label?: string;
  prefixes?: readonly string[];
}> = [
  { module: M.users, to: `${PATHS.dashboard}/users` },
  { module: M.financialConsumers, to: `${PATHS.dashboard}/users/financial_consumers` },
  { module: M.technicalSupport, to: `${PATHS.dashboard}/users/technical-support` },
  { module: M.userHistory, to: `${PATHS.dashboard}/users/historical` },
  { module: M.roles, to: `${PATHS.dashboard}/roles` },
  { module: M.entities, to: `${PATHS.dashboard}/companies` },
  { module: M.directions, to: `${PATHS.dashboard}/directions` },
  { module: M.alerts, to: `${PATHS.dashboard}/alerts/notifications` },
  { module: M.reports, to: `${PATHS.dashboard}/management/report` },
  // Dashboards and alerts
  { module: M.entityAlerts, to: `${PATHS.dashboard}/alerts/Notifications_ev` },
  { module: M.alertSettings, to: `${PATHS.dashboard}/alerts/settings` },
  { module: M.fraud, to: `${PATHS.dashboard}/management/fraud` },
  { module: M.favorability, to: `${PATHS.dashboard}/management/favorability` },
  { module: M.map, to: `${PATHS.dashboard}/management/map` },
  { module: M.complaintManagement, to: `${PATHS.dashboard}/complaints/management` },
  { module: M.complaintSearch, to: `${PATHS.dashboard}/complaints/search` },
  { module: M.complaintHistory, to: `${PATHS.dashboard}/complaints/historical` },
  { module: M.desistments, to: `${PATHS.dashboard}/complaints/desist` },
  { module: M.fileComplaint, to: `${PATHS.dashboard}/complaints` },
  // Quality
  { module: M.samples, to: `${PATHS.dashboard}/complaints/management/samples` },
  { module: M.duplicates, to: `${PATHS.dashboard}/complaints/duplicate_complaints/management` },
  { module: M.productivityReport, to: `${PATHS.dashboard}/productivity_report/managment` },
  { module: M.productivity, to: `${PATHS.dashboard}/management/productivity` },
  { module: M.annualReport, to: `${PATHS.dashboard}/annual-report` },
  { module: M.annualReportRegistry, to: `${PATHS.dashboard}/register-annual-report` },
  { module: M.recommendations, to: `${PATHS.dashboard}/fco/recommendationsHello` },
  // The defender's casework, under the same module («recomendaciones y vocerías»).
  {
    module: M.recommendations,
    to: `${PATHS.dashboard}/fco/defender-cases`,
    label: DEFENDER_CASE_TEXTS.menuLabel,
    prefixes: [`${PATHS.dashboard}/fco/defender-cases`, `${PATHS.dashboard}/fco/vocerias`],
  },
  { module: M.jurisdictional, to: `${PATHS.dashboard}/fco/clasification-demand` },
  { module: M.rightOfPetition, to: `${PATHS.dashboard}/classification/right_request` },
  { module: M.habeasData, to: `${PATHS.dashboard}/classification/habeas_data` },
  { module: M.rates, to: `${PATHS.dashboard}/rates` },
];

/** Where a module of the user's role leads (compared as the guard compares), or `null`. */
export function moduleLandingPath(module: NavigationModule): string | null {
  const name = normalizeModuleLabel(module.name);
  return MODULE_LANDINGS.find((landing) => normalizeModuleLabel(landing.module) === name)?.to ?? null;
}

/** The user's modules that have a screen, in navigation order, with where each leads. */
export function navigableModules(
  modules: readonly NavigationModule[],
): Array<{ id: number; name: string; to: string; module: ModuleName; prefixes?: readonly string[] }> {
  return MODULE_LANDINGS.flatMap((landing) => {
    const owned = modules.find(
      (module) => normalizeModuleLabel(module.name) === normalizeModuleLabel(landing.module),
    );
    return owned
      ? [
          {
            id: owned.id,
            name: landing.label ?? owned.name,
            to: landing.to,
            module: landing.module,
            ...(landing.prefixes ? { prefixes: landing.prefixes } : {}),
          },
        ]
      : [];
  });
}
