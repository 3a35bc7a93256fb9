import { DASHBOARD_REPORT_TEXTS as T } from '@sfc/core';
import { BulkExport } from './bulk-export.js';
import { ReportScreen, type ReportChoice } from './report-screen.js';

const choices = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const COMPLAINT_REPORTS: ReportChoice[] = [
  {
    path: 'complaints',
    label: T.complaintsScreenTitle,
    options: [{ name: 'agrupar_por', label: T.groupByLabel, choices: choices(T.dimensions) }],
  },
  { path: 'volumetry', label: T.reportNames.volumetry as string },
  { path: 'complaint_response_time', label: T.reportNames.complaint_response_time as string },
  { path: 'complaint_satisfaction', label: T.reportNames.complaint_satisfaction as string },
  { path: 'complaint_early_warnings', label: T.reportNames.complaint_early_warnings as string },
];

/** `/dashboard/management/complaints`: complaints by dimension, volumetry, response times, satisfaction. */
export function ComplaintReportsScreen() {
  return (
    <ReportScreen
      title={T.complaintsScreenTitle}
      intro={T.complaintsScreenIntro}
      reports={COMPLAINT_REPORTS}
      footer={(query) => <BulkExport query={query} />}
    />
  );
}

const FRAUD_REPORTS: ReportChoice[] = [
  {
    path: 'complaint_fraud',
    label: T.fraudScreenTitle,
    options: [{ name: 'agrupar_por', label: T.groupByLabel, choices: choices(T.fraudDimensions) }],
  },
];

/** `/dashboard/management/fraud`: fraud complaints by type or mode, amounts claimed and recognised. */
export function FraudReportScreen() {
  return <ReportScreen title={T.fraudScreenTitle} intro={T.fraudScreenIntro} reports={FRAUD_REPORTS} />;
}

const FAVORABILITY_REPORTS: ReportChoice[] = [
  { path: 'complaint_favorability', label: T.favorabilityScreenTitle },
];

/** `/dashboard/management/favorability`: decisions for the consumer and for the entity. */
export function FavorabilityReportScreen() {
  return (
    <ReportScreen
      title={T.favorabilityScreenTitle}
      intro={T.favorabilityScreenIntro}
      reports={FAVORABILITY_REPORTS}
    />
  );
}
