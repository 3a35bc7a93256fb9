import { REPORT_VIEWER_TEXTS as T } from '@sfc/core';
import type { ReportExportDetail } from '../../define/events.js';
import { ExcelExport } from '../../form/excel-export/excel-export.js';
import type { ReportData } from './report-calls.js';
import type { ReportKind } from './report-catalog.js';
import { ReportChart } from './report-chart.js';
import { defaultFileName, formatCell, reportCaption } from './report-format.js';
import { ReportTable } from './report-table.js';
import type {} from './shoelace-jsx.js';

// Loaded through import() with the first report (see report-viewer.tsx): the table, the chart's
// frame, the export and the formats are not part of the element's first download.

/** Props of {@link ReportResults}. */
export interface ReportResultsProps {
  report: ReportKind;
  data: ReportData;
  tabs: boolean;
  sheetName: string;
  fileName?: string;
  disabled?: boolean;
  onExport?: (detail: ReportExportDetail) => void;
}

/** The shown report: its title and total, the chart and table tabs, and the export. */
export function ReportResults({
  report,
  data,
  tabs,
  sheetName,
  fileName,
  disabled,
  onExport,
}: ReportResultsProps) {
  const chart = <ReportChart report={data} />;
  const table = <ReportTable report={data} />;
  return (
    <div className="sfc-report__results" part="results">
      <p className="sfc-report__summary">
        <span>{reportCaption(data)}</span>
        <span>{T.total(formatCell(data.total))}</span>
      </p>
      {tabs ? (
        <sl-tab-group no-scroll-controls part="tabs">
          <sl-tab slot="nav" panel="chart">
            {T.chartTab}
          </sl-tab>
          <sl-tab slot="nav" panel="table">
            {T.tableTab}
          </sl-tab>
          <sl-tab-panel name="chart">{chart}</sl-tab-panel>
          <sl-tab-panel name="table">{table}</sl-tab-panel>
        </sl-tab-group>
      ) : (
        <>
          {chart}
          {table}
        </>
      )}
      <div part="export">
        <ExcelExport
          rows={data.rows}
          columns={data.columns.map((column) => ({ key: column.key, header: column.label }))}
          sheetName={sheetName}
          fileName={fileName || defaultFileName(sheetName, report, data)}
          disabled={disabled}
          onExported={({ fileName: name, format, rows }) =>
            onExport?.({ report, format, fileName: name, rows })
          }
        />
      </div>
    </div>
  );
}
