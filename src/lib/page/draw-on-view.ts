// Charts of a server-rendered page drawn without React: each canvas matching the selector is drawn
// when it scrolls into view (at once where IntersectionObserver is missing), so the chart library is
// downloaded only when a chart is about to be seen. The tables beside the charts carry the numbers.
export function drawOnView(selector: string, draw: (canvas: HTMLCanvasElement) => Promise<void>, root: ParentNode = document): void {
  for (const canvas of root.querySelectorAll<HTMLCanvasElement>(selector)) {
    const go = () =>
      draw(canvas)
        .then(() => {
          canvas.dataset.ready = 'true';
        })
        .catch((err: unknown) => console.error('차트를 그리지 못했습니다.', err));
    if (!('IntersectionObserver' in window)) {
      void go();
      continue;
    }
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      void go();
    });
    seen.observe(canvas);
  }
}
