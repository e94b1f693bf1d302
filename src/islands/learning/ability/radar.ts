// Chart.js with only the parts a radar chart needs registered (tree-shaken), loaded on demand by
// the diagnosis result so that no other page carries it.
import { Chart, Filler, Legend, LineElement, PointElement, RadarController, RadialLinearScale, Tooltip } from 'chart.js';

Chart.register(RadarController, RadialLinearScale, PointElement, LineElement, Filler, Tooltip, Legend);

export interface RadarSeries {
  label: string;
  values: (number | null)[];
  color: string;
  /** Filled area for the student's own result; outlines for the averages. */
  fill?: boolean;
  dashed?: boolean;
}

export function drawRadar(canvas: HTMLCanvasElement, labels: string[], series: RadarSeries[]): Chart<'radar'> {
  // Canvas text does not inherit CSS: without the page's font (Pretendard) the legend's Hangul falls
  // back to a font that may have no Korean glyphs.
  Chart.defaults.font.family = getComputedStyle(canvas).fontFamily;
  return new Chart(canvas, {
    type: 'radar',
    data: {
      labels,
      datasets: series.map((s) => ({
        label: s.label,
        data: s.values,
        borderColor: s.color,
        backgroundColor: s.fill ? `${s.color}33` : 'transparent',
        fill: !!s.fill,
        borderWidth: 2,
        borderDash: s.dashed ? [6, 4] : [],
        pointBackgroundColor: s.color,
        pointRadius: 3,
        spanGaps: true,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: true,
      aspectRatio: 1,
      animation: false,
      scales: {
        r: {
          min: 0,
          max: 100,
          ticks: { stepSize: 20, backdropColor: 'transparent', font: { size: 10 } },
          pointLabels: { font: { size: 13, weight: 600 } },
        },
      },
      plugins: {
        legend: { position: 'bottom', labels: { boxWidth: 14 } },
        tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label}: ${ctx.formattedValue}점` } },
      },
    },
  });
}
