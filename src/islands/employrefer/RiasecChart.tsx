// The six RIASEC scores as bars (this result, and the previous one in grey when there is one).
// Chart.js is imported only here, when the chart is shown; the table on the page carries the same
// numbers for screen readers.
import { useEffect, useRef, useState } from 'react';
import type { BarSeries } from './bars';

interface Props {
  labels: string[];
  series: BarSeries[];
  min: number;
  max: number;
  title: string;
}

export default function RiasecChart({ labels, series, min, max, title }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let chart: { destroy(): void } | undefined;
    Promise.all([import('./bars'), document.fonts?.ready]).then(([{ drawBars }]) => {
      if (cancelled || !canvas.current) return;
      chart = drawBars(canvas.current, labels, series, min, max);
      setReady(true);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
    // The props come from the server once; they never change on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div style={{ position: 'relative', height: '260px' }}>
      <canvas ref={canvas} role="img" aria-label={title} data-testid="riasec-chart" data-ready={ready ? 'true' : 'false'} />
    </div>
  );
}
