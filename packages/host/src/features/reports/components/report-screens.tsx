import { DASHBOARD_REPORT_TEXTS as T } from '@sfc/core';
import { BulkExport } from './bulk-export.js';
import { reportDefinitions } from '@sfc/widgets/elements/report-viewer/report-catalog.js';
import { ReportScreen } from './report-screen.js';

const COMPLAINT_REPORTS = reportDefinitions(
  'complaints',
  'volumetry',
  'complaint_response_time',
  'complaint_satisfaction',
  'complaint_early_warnings',
);

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

const FRAUD_REPORTS = reportDefinitions('complaint_fraud');

/** `/dashboard/management/fraud`: fraud complaints by type or mode, amounts claimed and recognised. */
export function FraudReportScreen() {
  return <ReportScreen title={T.fraudScreenTitle} intro={T.fraudScreenIntro} reports={FRAUD_REPORTS} />;
}

const FAVORABILITY_REPORTS = reportDefinitions('complaint_favorability');

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
