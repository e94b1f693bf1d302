// Whether this instance should be sent visitors (GET /api/health/ready): its database answers, has
// applied every migration the code knows, the listener for live messages is up, and the background
// tasks run. Each check answers within a bounded time, so a probe never hangs.
import { sql } from 'drizzle-orm';
import { database } from '../db';
import { migrationStatus } from '../db/version';
import { backgroundTasks } from '../periodic';
import { log, messageOf } from './log';

export interface Check {
  ok: boolean;
  detail?: string;
}

export interface Readiness {
  ready: boolean;
  /** Names of the checks that failed, in the order below. */
  failed: string[];
  checks: { database: Check; migrations: Check; listener: Check; backgroundTasks: Check };
}

/** How long the database may take to answer before it counts as away. */
const CHECK_TIMEOUT_MS = 2_000;

function withinTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}


export async function readiness(): Promise<Readiness> {
  const tasks = backgroundTasks();
  const stopped = tasks.filter((t) => !t.running()).map((t) => t.label);
  const notChecked = { ok: false, detail: 'not checked: the database did not answer' };
  const checks: Readiness['checks'] = {
    database: { ok: false },
    migrations: notChecked,
    listener: notChecked,
    backgroundTasks: stopped.length ? { ok: false, detail: `stopped: ${stopped.join(', ')}` } : { ok: true, detail: `${tasks.length} running` },
  };
  let step: 'database' | 'migrations' | 'listener' = 'database';
  try {
    const d = await withinTime(database(), 'database');
    await withinTime(d.db.execute(sql`select 1`), 'database');
    checks.database = { ok: true, detail: d.kind };
    step = 'migrations';
    const migrations = await withinTime(migrationStatus(d.db), 'migrations');
    checks.migrations = { ok: migrations.current, detail: migrations.detail };
    step = 'listener';
    checks.listener = (await withinTime(d.listening(), 'listener')) ? { ok: true } : { ok: false, detail: 'not connected' };
  } catch (err) {
    // The reason goes to the log: the probe's answer is public and names no address or server error.
    checks[step] = { ok: false, detail: 'no answer' };
    log.warn({ area: 'health', check: step, error: messageOf(err) }, 'readiness check failed');
  }
  const failed = Object.entries(checks)
    .filter(([, c]) => !c.ok)
    .map(([name]) => name);
  return { ready: !failed.length, failed, checks };
}
