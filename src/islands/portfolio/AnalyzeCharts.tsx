// The analysis charts: competency trend (line), share of activity kinds (doughnut) and her latest
// scores against her group (bar). Chart.js is loaded on demand; the tables on the page carry the
// same numbers for screen readers and for printing.
import { useEffect, useRef } from 'react';

export interface ChartSpec {
  type: 'line' | 'doughnut' | 'bar';
  labels: string[];
  datasets: { label: string; data: (number | null)[]; color?: string; colors?: string[] }[];
  max?: number;
}

export default function AnalyzeCharts({ spec, title, testId }: { spec: ChartSpec; title: string; testId: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const key = JSON.stringify(spec);
  useEffect(() => {
    let cancelled = false;
    let chart: { destroy(): void } | undefined;
    Promise.all([import('chart.js/auto'), document.fonts?.ready]).then(([{ default: Chart }]) => {
      if (cancelled || !canvas.current) return;
      Chart.defaults.font.family = getComputedStyle(canvas.current).fontFamily;
      chart = new Chart(canvas.current, {
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
      canvas.current.dataset.ready = 'true';
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
    // Compared by value: the same numbers must not redraw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (
    <div style={{ position: 'relative', height: 260 }}>
      <canvas ref={canvas} role="img" aria-label={title} data-testid={testId} />
    </div>
  );
}
