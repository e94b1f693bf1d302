// A task each server instance runs every so often in the background (escalation checks, sweeps):
// started once with the server, never keeping the process alive, a failure logged and left for the
// next round, and a round skipped while the previous one is still running. Areas register theirs at
// start (areas.ts); the server's lifecycle starts and stops every registered one.

import { log, messageOf } from './observability/log';
import { taskFailures, taskRuns } from './observability/metrics';

export interface Periodic {
  label: string;
  start(): void;
  stop(): void;
  /** Started and not stopped (the readiness check asks). */
  running(): boolean;
}

const tasks = new Map<string, Periodic>();

/** Registers (or replaces) a background task under its label. */
export function registerBackgroundTask(task: Periodic) {
  tasks.set(task.label, task);
}

/** The registered background tasks, in the order they were registered. */
export function backgroundTasks(): Periodic[] {
  return [...tasks.values()];
}

export function periodic(label: string, intervalMs: number, task: () => Promise<unknown>): Periodic {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  return {
    label,
    start() {
      if (timer) return;
      taskRuns.inc({ task: label }, 0);
      taskFailures.inc({ task: label }, 0);
      timer = setInterval(() => {
        if (running) return;
        running = true;
        taskRuns.inc({ task: label });
        task()
          .catch((err) => {
            taskFailures.inc({ task: label });
            log.error({ task: label, error: messageOf(err) }, 'background task failed');
          })
          .finally(() => (running = false));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    running: () => timer !== undefined,
  };
}
