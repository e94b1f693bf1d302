// The server's log: one JSON object a line on standard output (pino), at the level LOG_LEVEL names
// (default info). What goes in is chosen by the caller: request lines carry the request id, method,
// route pattern, status, duration and user type, never who the user is (decision 056).
import pino from 'pino';

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** LOG_LEVEL when it names a level, otherwise info. */
export function logLevelOf(value: string | undefined): string {
  const level = value?.trim().toLowerCase();
  return level && LEVELS.has(level) ? level : 'info';
}

export const log = pino(
  {
    level: logLevelOf(process.env.LOG_LEVEL),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
  },
  // Written without waiting (lines that come while a write is under way go out together with the next),
  // and what is left written out when the process exits: a line per request costs the request next to nothing.
  pino.destination({ dest: 1, sync: false }),
);

/** An error's message for a log line, whatever was thrown. */
export const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
