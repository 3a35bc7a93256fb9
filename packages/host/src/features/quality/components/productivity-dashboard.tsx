import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QUALITY_TEXTS as T, STAFF_WORKSPACE_TEXTS as W, formatDisplayDate } from '@sfc/core';
import { ExcelExport } from '@sfc/widgets/form/excel-export/excel-export.js';
import type { DrawnChart } from '@sfc/widgets/elements/report-viewer/draw-chart.js';
import { Notice } from '../../../components/notice.js';
import { useServices } from '../../../lib/services.js';
import { ApiCallError } from '../../../lib/server-state/index.js';
import { productivityChartPath, type ProductivityChart } from '../api/productivity.js';
import { ScrollTable } from './scroll-table.js';

const C = T.productivityColumns;
const decimal = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : String(value).replace('.', ',');
/** Series colours with at least 3:1 contrast against white (WCAG 1.4.11). */
const SERIES = ['#1f5fa8', '#b35900', '#2e7d32', '#7b3fa0'];

interface Ask {
  period_from: string;
  period_to: string;
  groupBy: 'analyst' | 'direction';
}

/** The chart: a canvas named by a summary (the table below holds every figure). */
function Chart({ data }: { data: ProductivityChart }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let live = true;
    let drawn: DrawnChart | null = null;
    const target = canvas.current;
    if (!target) return;
    void import('@sfc/widgets/elements/report-viewer/draw-chart.js').then(({ drawChart }) => {
      if (!live) return;
      const style = getComputedStyle(target);
      drawn = drawChart(target, data.chart, {
        series: SERIES,
        text: style.color,
        grid: '#8c8c8c',
        fontFamily: style.fontFamily,
        still: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
      });
    });
    return () => {
      live = false;
      drawn?.destroy();
    };
  }, [data]);
  const summary = data.chart.datasets
    .map((d) => `${d.label}: ${data.chart.labels.map((label, i) => `${label} ${d.data[i] ?? 0}`).join(', ')}`)
    .join('; ');
  return (
    <div className="productivity-chart">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`${T.chartLabel(`${formatDisplayDate(data.fecha_inicio)} a ${formatDisplayDate(data.fecha_fin)}`)}. ${summary}`}
      />
    </div>
  );
}

/** `/dashboard/management/productivity`: the productivity chart by analyst or direction, table and export. */
export function ProductivityDashboard() {
  const { api } = useServices();
  const [ask, setAsk] = useState<Ask>({ period_from: '', period_to: '', groupBy: 'analyst' });
  const [exported, setExported] = useState<number | null>(null);
  const answer = useQuery({
    queryKey: ['productivity-chart', ask],
    queryFn: async () => {
      const body: Record<string, string> = {};
      if (ask.period_from) body.period_from = ask.period_from;
      if (ask.period_to) body.period_to = ask.period_to;
      const result = await api.request<ProductivityChart>('POST', productivityChartPath(ask.groupBy), {
        body,
      });
      if (!result.ok) throw new ApiCallError(result);
      return result.data;
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setAsk({
      period_from: String(form.get('period_from') ?? ''),
      period_to: String(form.get('period_to') ?? ''),
      groupBy: form.get('group_by') === 'direction' ? 'direction' : 'analyst',
    });
  };
  const data = answer.data;
  const first = ask.groupBy === 'analyst' ? C.analyst : C.direction;
  return (
    <>
      <h1>{T.productivityTitle}</h1>
      <p>{T.productivityIntro}</p>
      <form className="staff-filters" aria-label={W.filtersLabel} onSubmit={submit}>
        <div className="staff-filters__field">
          <label htmlFor="productivity-from">{T.from}</label>
          <input
            id="productivity-from"
            name="period_from"
            type="date"
            className="staff-filters__input"
            defaultValue={ask.period_from}
          />
        </div>
        <div className="staff-filters__field">
          <label htmlFor="productivity-to">{T.to}</label>
          <input
            id="productivity-to"
            name="period_to"
            type="date"
            className="staff-filters__input"
            defaultValue={ask.period_to}
          />
        </div>
        <div className="staff-filters__field">
          <label htmlFor="productivity-group">{T.groupBy}</label>
          <select
            id="productivity-group"
            name="group_by"
            className="staff-filters__input"
            defaultValue={ask.groupBy}
          >
            <option value="analyst">{T.groupByAnalyst}</option>
            <option value="direction">{T.groupByDirection}</option>
          </select>
        </div>
        <div className="staff-filters__actions">
          <button type="submit" className="sfc-button-link">
            {T.apply}
          </button>
        </div>
      </form>
      {answer.isError ? (
        <Notice kind="error">
          <p>{answer.error instanceof ApiCallError ? answer.error.failure.message : W.listError}</p>
        </Notice>
      ) : !data ? (
        <p role="status">{W.listLoading}</p>
      ) : (
        <>
          <h2>
            {T.chartLabel(`${formatDisplayDate(data.fecha_inicio)} a ${formatDisplayDate(data.fecha_fin)}`)}
          </h2>
          {data.rows.length === 0 ? <p>{T.noResults}</p> : <Chart data={data} />}
          <ScrollTable
            label={`${data.title}: ${formatDisplayDate(data.fecha_inicio)} a ${formatDisplayDate(data.fecha_fin)}`}
          >
            <table className="staff-table">
              <caption>{`${data.title}: ${formatDisplayDate(data.fecha_inicio)} a ${formatDisplayDate(data.fecha_fin)}`}</caption>
              <thead>
                <tr>
                  <th scope="col">{first}</th>
                  <th scope="col">{C.assigned}</th>
                  <th scope="col">{C.handled}</th>
                  <th scope="col">{C.closed}</th>
                  {ask.groupBy === 'analyst' ? (
                    <>
                      <th scope="col">{C.average}</th>
                      <th scope="col">{C.p90}</th>
                    </>
                  ) : null}
                  <th scope="col">{C.evaluations}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td>{row.assigned}</td>
                    <td>{row.handled}</td>
                    <td>{row.closed}</td>
                    {ask.groupBy === 'analyst' ? (
                      <>
                        <td>{decimal(row.average_business_days)}</td>
                        <td>{decimal(row.p90_business_days)}</td>
                      </>
                    ) : null}
                    <td>{row.evaluations}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
          <section className="staff-list__export" aria-label={W.exportHeading}>
            <ExcelExport
              rows={data.rows.map((row) => ({
                name: row.name,
                assigned: row.assigned,
                handled: row.handled,
                closed: row.closed,
                average: row.average_business_days ?? null,
                p90: row.p90_business_days ?? null,
                evaluations: row.evaluations,
              }))}
              columns={[
                { key: 'name', header: first },
                { key: 'assigned', header: C.assigned },
                { key: 'handled', header: C.handled },
                { key: 'closed', header: C.closed },
                { key: 'average', header: C.average },
                { key: 'p90', header: C.p90 },
                { key: 'evaluations', header: C.evaluations },
              ]}
              fileName={`${T.productivityFileName}_${data.fecha_inicio}_${data.fecha_fin}`}
              sheetName={T.productivityTitle}
              disabled={data.rows.length === 0}
              onExported={(result) => setExported(result.rows)}
            />
            <p role="status" className="staff-list__exported">
              {exported === null ? '' : W.exportDone(exported)}
            </p>
          </section>
        </>
      )}
    </>
  );
}
