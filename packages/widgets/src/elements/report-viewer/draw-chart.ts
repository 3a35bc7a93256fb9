// Loaded only through import() (see report-chart.tsx): Chart.js reaches the page when the first
// chart is drawn, never with the element. Only the pieces the reports use are registered.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type { ReportChartData } from './report-calls.js';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** The colours and font a chart is drawn with, read from the element's tokens. */
export interface ChartLook {
  /** One colour per dataset, in order (repeated when there are more datasets). */
  series: readonly string[];
  text: string;
  grid: string;
  fontFamily: string;
  /** Draw at once, without animation (prefers-reduced-motion). */
  still: boolean;
}

/** A drawn chart: redraw it in other colours (contrast switch) or free its canvas. */
export interface DrawnChart {
  restyle(look: ChartLook): void;
  destroy(): void;
}

const CHART_TYPES = new Set(['bar', 'line']);

function configuration(data: ReportChartData, look: ChartLook): ChartConfiguration<'bar' | 'line'> {
  const type = CHART_TYPES.has(data.type) ? (data.type as 'bar' | 'line') : 'bar';
  const font = { family: look.fontFamily, size: 14 };
  const axis = {
    ticks: { color: look.text, font },
    grid: { color: look.grid },
    border: { color: look.text },
  };
  return {
    type,
    data: {
      labels: data.labels,
      datasets: data.datasets.map((dataset, index) => {
        const colour = look.series[index % look.series.length] ?? look.text;
        return {
          label: dataset.label,
          data: dataset.data,
          backgroundColor: colour,
          borderColor: colour,
          borderWidth: 2,
          pointRadius: 4,
        };
      }),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      locale: 'es-CO',
      animation: look.still ? false : undefined,
      color: look.text,
      scales: {
        // Bars need no vertical rules; a line chart keeps them to read the months.
        x: { ...axis, grid: { ...axis.grid, display: type === 'line' } },
        y: { ...axis, beginAtZero: true, ticks: { ...axis.ticks, precision: 0 } },
      },
      plugins: {
        legend: { labels: { color: look.text, font } },
        tooltip: { titleFont: font, bodyFont: font },
      },
    },
  };
}

/** Draws `data` on `canvas` with Chart.js (bar or line, as the server says). */
export function drawChart(canvas: HTMLCanvasElement, data: ReportChartData, look: ChartLook): DrawnChart {
  let chart = new Chart(canvas, configuration(data, look));
  return {
    restyle(next) {
      chart.destroy();
      chart = new Chart(canvas, configuration(data, next));
    },
    destroy: () => chart.destroy(),
  };
}
