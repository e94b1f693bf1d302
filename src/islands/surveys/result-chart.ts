// Drawing of one question's counts as a horizontal bar chart, with only the parts of Chart.js it
// needs (tree-shaken). Imported by the results page's script when a chart scrolls into view.
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export function drawResultChart(canvas: HTMLCanvasElement, labels: string[], counts: number[]): Chart<'bar'> {
  Chart.defaults.font.family = getComputedStyle(canvas).fontFamily;
  return new Chart(canvas, {
    type: 'bar',
    data: { labels, datasets: [{ data: counts, backgroundColor: '#3b6fd8', label: '응답 수' }] },
    options: { indexAxis: 'y', responsive: true, maintainAspectRatio: false, plugins: { legend: { display: false } }, scales: { x: { beginAtZero: true, ticks: { precision: 0 } } } },
  });
}
