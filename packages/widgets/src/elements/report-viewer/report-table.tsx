import { useId } from 'react';
import { ScrollRegion } from '../../form/scroll-region/scroll-region.js';
import type { ReportData } from './report-calls.js';
import { formatCell, reportCaption } from './report-format.js';

/** Props of {@link ReportTable}. */
export interface ReportTableProps {
  report: ReportData;
}

/** Whether every value of column `key` is a number (or missing): such columns align right. */
function isNumeric(report: ReportData, key: string): boolean {
  return report.rows.every(
    (row) => row[key] === null || row[key] === undefined || typeof row[key] === 'number',
  );
}

/**
 * The report as a table: the caption names the report and its period (for assistive technology:
 * the same words are shown above the tabs), the column headers come from the answer's `columns`,
 * and each row's first cell is its row header (the entity or the month). Number columns align
 * right. The table scrolls sideways in its own region on narrow screens (focusable, so the
 * keyboard can scroll it too), with a hint when it is wider than the region.
 */
export function ReportTable({ report }: ReportTableProps) {
  const captionId = `sfc-report-caption${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [first, ...rest] = report.columns;
  const numeric = new Set(rest.filter((column) => isNumeric(report, column.key)).map((column) => column.key));
  const align = (key: string) => (numeric.has(key) ? 'sfc-report__number' : undefined);
  return (
    <ScrollRegion className="sfc-report__table-frame" labelledBy={captionId}>
      <table className="sfc-report__table" part="table">
        <caption id={captionId} className="sfc-visually-hidden">
          {reportCaption(report)}
        </caption>
        <thead>
          <tr>
            {report.columns.map((column) => (
              <th key={column.key} scope="col" className={align(column.key)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row, index) => (
            <tr key={index}>
              {first ? <th scope="row">{formatCell(row[first.key])}</th> : null}
              {rest.map((column) => (
                <td
                  key={column.key}
                  className={typeof row[column.key] === 'number' ? 'sfc-report__number' : undefined}
                >
                  {formatCell(row[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
