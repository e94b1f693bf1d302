// A task each server instance runs every so often in the background (escalation checks, sweeps):
// started once with the server, never keeping the process alive, a failure logged and left for the
// next round, and a round skipped while the previous one is still running.
export function periodic(label: string, intervalMs: number, task: () => Promise<unknown>) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        task()
          .catch((err) => console.error(`[${label}] failed`, err instanceof Error ? err.message : err))
          .finally(() => (running = false));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
