// Chart.js with only the parts a bar chart needs (tree-shaken), loaded on demand by RiasecChart.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface BarSeries {
  label: string;
  values: number[];
  colors: string[] | string;
}

export function drawBars(canvas: HTMLCanvasElement, labels: string[], series: BarSeries[], min: number, max: number): Chart<'bar'> {
  Chart.defaults.font.family = getComputedStyle(canvas).fontFamily;
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels,
      datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.colors, borderRadius: 4 })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: { y: { min, max, ticks: { stepSize: 8 } } },
      plugins: {
        legend: { display: series.length > 1, position: 'bottom', labels: { boxWidth: 14 } },
        tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label}: ${ctx.formattedValue}점` } },
      },
    },
  });
}
