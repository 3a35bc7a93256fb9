import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@sfc/core';
import type { ChartLook, DrawnChart } from './draw-chart.js';
import type { ReportData } from './report-calls.js';
import { chartSummary } from './report-format.js';

/** The custom properties (set in report-viewer.styles.ts) holding the series colours, in order. */
const SERIES_PROPERTIES = ['--_series-1', '--_series-2', '--_series-3', '--_series-4'];

/** The chart's colours and font as the element's tokens resolve them now (normal or high contrast). */
function readLook(frame: Element): ChartLook {
  const style = getComputedStyle(frame);
  return {
    series: SERIES_PROPERTIES.map((name) => style.getPropertyValue(name).trim()).filter(Boolean),
    text: style.color,
    grid: style.getPropertyValue('--_grid').trim() || style.color,
    fontFamily: style.fontFamily,
    still: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
  };
}

/** Props of {@link ReportChart}. */
export interface ReportChartProps {
  report: ReportData;
}

/**
 * The report's chart: a canvas (an image for assistive technology, named with a summary of the
 * data; the table is the full alternative) drawn by Chart.js, which is imported here, on the
 * first draw. It is redrawn in the new colours when the accessibility bar switches contrast.
 */
export function ReportChart({ report }: ReportChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const box = frame.current;
    const target = canvas.current;
    if (!box || !target) return;
    let live = true;
    let drawn: DrawnChart | null = null;
    const restyle = () => drawn?.restyle(readLook(box));
    import('./draw-chart.js').then(
      ({ drawChart }) => {
        if (live) drawn = drawChart(target, report.chart, readLook(box));
      },
      () => live && setFailed(true),
    );
    document.addEventListener('sfc-contrast-change', restyle);
    return () => {
      live = false;
      document.removeEventListener('sfc-contrast-change', restyle);
      drawn?.destroy();
    };
  }, [report]);

  return (
    <div ref={frame} className="sfc-report__chart" part="chart">
      {failed ? (
        <p role="alert" className="sfc-report__error">
          {MESSAGES.modulesLoadError}
        </p>
      ) : (
        <canvas ref={canvas} role="img" aria-label={chartSummary(report)} />
      )}
    </div>
  );
}
