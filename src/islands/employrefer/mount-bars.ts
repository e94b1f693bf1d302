// Draws the bar charts of a server-rendered page without React: each <canvas data-bars="{json}">
// gets its chart when it scrolls into view, and Chart.js (bars.ts) is imported only then. The
// table beside the chart carries the same numbers for screen readers.
import type { BarSeries } from './bars';
import { drawOnView } from '@/lib/page/draw-on-view';

interface BarsSpec {
  labels: string[];
  series: BarSeries[];
  min: number;
  max: number;
}

export function mountBars(root: ParentNode = document): void {
  drawOnView(
    'canvas[data-bars]',
    async (canvas) => {
      const [{ drawBars }] = await Promise.all([import('./bars'), document.fonts?.ready]);
      const spec = JSON.parse(canvas.dataset.bars ?? '{}') as BarsSpec;
      drawBars(canvas, spec.labels, spec.series, spec.min, spec.max);
    },
    root,
  );
}
