import { DASHBOARD_SCREEN_TEXTS as T, type ApiClient } from '@sfc/core';
import { ReportViewer } from '@sfc/widgets/elements/report-viewer/report-viewer.js';

/** `/dashboard/management/report`: the widgets' report viewer (the same feature as `sfc-report-viewer`). */
export function ReportsScreen({ api }: { api: ApiClient }) {
  return (
    <>
      <h1>{T.reportsTitle}</h1>
      <p>{T.reportsIntro}</p>
      <ReportViewer api={api} />
    </>
  );
}
