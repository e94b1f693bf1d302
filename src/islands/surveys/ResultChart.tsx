// A horizontal bar chart of one question's counts; the table beside it carries the same numbers
// for screen readers, so the canvas is hidden from them.
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

interface Props {
  labels: string[];
  counts: number[];
}

export default function ResultChart({ labels, counts }: Props) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = new Chart(ref.current, {
      type: 'bar',
      data: { labels, datasets: [{ data: counts, backgroundColor: '#3b6fd8', label: '응답 수' }] },
      options: { indexAxis: 'y', responsive: true, maintainAspectRatio: false, plugins: { legend: { display: false } }, scales: { x: { beginAtZero: true, ticks: { precision: 0 } } } },
    });
    return () => chart.destroy();
  }, [labels, counts]);
  return (
    <div style={{ position: 'relative', height: `${Math.max(120, labels.length * 36)}px` }} aria-hidden="true">
      <canvas ref={ref} />
    </div>
  );
}
