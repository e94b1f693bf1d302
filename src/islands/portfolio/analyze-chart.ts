// The analysis charts' drawing: competency trend (line), share of activity kinds (doughnut) and her
// latest scores against her group (bar), with only the parts of Chart.js these need (tree-shaken).
// Imported by the page's script when a chart scrolls into view (AnalyzeChart.astro).
import { ArcElement, BarController, BarElement, CategoryScale, Chart, DoughnutController, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(LineController, LineElement, PointElement, DoughnutController, ArcElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface ChartSpec {
  type: 'line' | 'doughnut' | 'bar';
  labels: string[];
  datasets: { label: string; data: (number | null)[]; color?: string; colors?: string[] }[];
  max?: number;
}

export function drawAnalyzeChart(canvas: HTMLCanvasElement, spec: ChartSpec): Chart {
  // Canvas text does not inherit CSS: without the page's font the legend's Hangul may fall back badly.
  Chart.defaults.font.family = getComputedStyle(canvas).fontFamily;
  return new Chart(canvas, {
    type: spec.type,
    data: {
      labels: spec.labels,
      datasets: spec.datasets.map((d) => ({
        label: d.label,
        data: d.data,
        borderColor: d.colors ?? d.color,
        backgroundColor: d.colors ?? (d.color ? `${d.color}99` : undefined),
        spanGaps: true,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      plugins: { legend: { position: 'bottom' } },
      ...(spec.type === 'doughnut' ? {} : { scales: { y: { beginAtZero: true, ...(spec.max ? { max: spec.max } : {}) } } }),
    },
  });
}
