import { useId, useState } from 'react';
import { DASHBOARD_REPORT_TEXTS as T } from '@sfc/core';
import { saveBlob } from '@sfc/widgets/form/shared/save-file.js';
import { formatCell } from '@sfc/widgets/elements/report-viewer/report-format.js';
import { useServices } from '../../../lib/services.js';
import { dashboardReportBody, type DashboardReportQuery } from '../api/dashboard-report.js';

/** `POST /dashboard/complaint_export/`: every complaint of the period, streamed by the server. */
const EXPORT_PATH = '/dashboard/complaint_export/';

type Progress =
  | { state: 'idle' }
  | { state: 'counting' }
  | { state: 'running'; total: number; rows: number; bytes: number; format: 'xlsx' | 'csv' }
  | { state: 'done'; total: number; name: string }
  | { state: 'failed' };

const megabytes = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

/**
 * The export of every complaint of the asked period (not only the report's rows), produced by
 * the server as a stream: the rows are counted first, then the file arrives in pieces and a
 * progress bar follows it (rows for CSV, received bytes for xlsx, whose rows are compressed).
 */
export function BulkExport({ query }: { query: DashboardReportQuery }) {
  const { api } = useServices();
  const id = useId();
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const busy = progress.state === 'counting' || progress.state === 'running';

  const run = async () => {
    const body = { ...dashboardReportBody({ ...query, options: {} }), formato: format };
    setProgress({ state: 'counting' });
    const counted = await api.post<{ total: number }>(EXPORT_PATH, { ...body, solo_conteo: true });
    if (!counted.ok) return setProgress({ state: 'failed' });
    const total = counted.data.total;
    const answer = await api.post<ReadableStream<Uint8Array>>(EXPORT_PATH, body, { responseType: 'stream' });
    if (!answer.ok || !answer.data?.getReader) return setProgress({ state: 'failed' });
    const reader = answer.data.getReader();
    const parts: Uint8Array[] = [];
    let rows = 0;
    let bytes = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        bytes += value.length;
        // CSV: one line break per row (the header's included, hence the −1 at the end).
        if (format === 'csv') for (const byte of value) if (byte === 10) rows += 1;
        setProgress({ state: 'running', total, rows: Math.max(0, rows - 1), bytes, format });
      }
    } catch {
      return setProgress({ state: 'failed' });
    }
    const name = `quejas_${query.start}_${query.end}.${format}`;
    saveBlob(
      new Blob(parts as BlobPart[], {
        type:
          format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
      name,
    );
    setProgress({ state: 'done', total, name });
  };

  return (
    <section className="bulk-export" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{T.bulkTitle}</h2>
      <p>{T.bulkIntro}</p>
      <div className="bulk-export__controls">
        <label htmlFor={`${id}-format`}>{T.bulkFormat}</label>
        <select
          id={`${id}-format`}
          className="sfc-input"
          value={format}
          disabled={busy}
          onChange={(event) => setFormat(event.target.value as 'xlsx' | 'csv')}
        >
          <option value="xlsx">xlsx</option>
          <option value="csv">csv</option>
        </select>
        <button type="button" className="sfc-button" disabled={busy} onClick={() => void run()}>
          {T.bulkButton}
        </button>
      </div>
      {progress.state === 'running' ? (
        <>
          <progress
            id={`${id}-progress`}
            aria-label={T.bulkProgressLabel}
            max={progress.format === 'csv' ? Math.max(1, progress.total) : undefined}
            value={progress.format === 'csv' ? progress.rows : undefined}
          />
        </>
      ) : null}
      <p role="status" className="bulk-export__status">
        {progress.state === 'counting'
          ? T.bulkCounting
          : progress.state === 'running'
            ? progress.format === 'csv'
              ? T.bulkRows(formatCell(progress.rows), formatCell(progress.total))
              : T.bulkBytes(`${megabytes.format(progress.bytes / 1_048_576)} MB`, formatCell(progress.total))
            : progress.state === 'done'
              ? T.bulkDone(formatCell(progress.total), progress.name)
              : ''}
      </p>
      {progress.state === 'failed' ? (
        <p role="alert" className="bulk-export__error">
          {T.bulkFailed}
        </p>
      ) : null}
    </section>
  );
}
