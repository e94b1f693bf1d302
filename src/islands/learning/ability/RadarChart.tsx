// The radar chart of a diagnosis against the averages. Chart.js is imported only when the chart is
// shown; the table beside it carries the same numbers for screen readers.
import { useEffect, useRef, useState } from 'react';
import type { RadarSeries } from './radar';

export default function RadarChart({ labels, series, title }: { labels: string[]; series: RadarSeries[]; title: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState(false);
  const key = JSON.stringify([labels, series]);

  useEffect(() => {
    let cancelled = false;
    let chart: { destroy(): void } | undefined;
    // Wait for the web font too, or the canvas draws its labels in a fallback font.
    Promise.all([import('./radar'), document.fonts?.ready]).then(([{ drawRadar }]) => {
      if (cancelled || !canvas.current) return;
      chart = drawRadar(canvas.current, labels, series);
      setReady(true);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
    // The data are compared by value: a new array with the same numbers must not redraw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <div className="radar-box">
      <canvas ref={canvas} role="img" aria-label={title} data-testid="radar-chart" data-ready={ready ? 'true' : 'false'} />
    </div>
  );
}
