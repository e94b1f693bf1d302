// Draws the bar charts of a server-rendered page without React: each <canvas data-bars="{json}">
// gets its chart when it scrolls into view, and Chart.js (bars.ts) is imported only then. The
// table beside the chart carries the same numbers for screen readers.
import type { BarSeries } from './bars';

interface BarsSpec {
  labels: string[];
  series: BarSeries[];
  min: number;
  max: number;
}

export function mountBars(root: ParentNode = document): void {
  for (const canvas of root.querySelectorAll<HTMLCanvasElement>('canvas[data-bars]')) {
    const draw = async () => {
      const [{ drawBars }] = await Promise.all([import('./bars'), document.fonts?.ready]);
      const spec = JSON.parse(canvas.dataset.bars ?? '{}') as BarsSpec;
      drawBars(canvas, spec.labels, spec.series, spec.min, spec.max);
      canvas.dataset.ready = 'true';
    };
    if (!('IntersectionObserver' in window)) {
      void draw();
      continue;
    }
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      void draw();
    });
    seen.observe(canvas);
  }
}
