// What the portal counts for its operators, in the Prometheus text format (prom-client): requests by
// route pattern and status, the database pool, the page stores, live-message streams, background
// tasks and imports. Every name starts with portal_. Read on a port of its own or on /api/metrics
// with a token (decision 056); never on a public address.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { log } from './log';

declare global {
  // One registry per process, whichever copy of this module asks first.
  var __portalMetrics: Registry | undefined;
}

const fresh = !globalThis.__portalMetrics;
export const registry = (globalThis.__portalMetrics ??= new Registry());
if (fresh) collectDefaultMetrics({ register: registry, prefix: 'portal_' });

/** The existing metric of that name (another copy of this module made it), or a new one. */
function metric<M>(name: string, make: () => M): M {
  return (registry.getSingleMetric(name) as M | undefined) ?? make();
}

const registers = [registry];

export const httpRequests = metric(
  'portal_http_requests_total',
  () => new Counter({ name: 'portal_http_requests_total', help: 'Requests answered, by route pattern and status.', labelNames: ['route', 'status'] as const, registers }),
);

export const httpDuration = metric(
  'portal_http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from the request to its answer (headers), by route pattern.',
      labelNames: ['route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
);

/** The stores of rendered pages (page-cache.ts): anonymous visitors', per user type, a reader's own. */
export type PageStore = 'anyone' | 'shared' | 'own';
export type DropReason = 'change' | 'expired' | 'full';

export const pageStoreHits = metric('portal_page_store_hits_total', () => new Counter({ name: 'portal_page_store_hits_total', help: 'Pages answered from a page store.', labelNames: ['store'] as const, registers }));
export const pageStoreMisses = metric('portal_page_store_misses_total', () => new Counter({ name: 'portal_page_store_misses_total', help: 'Pages a page store could have answered but did not hold, so rendered.', labelNames: ['store'] as const, registers }));
export const pageStoreDrops = metric('portal_page_store_drops_total', () => new Counter({ name: 'portal_page_store_drops_total', help: 'Stored pages dropped: their data changed, they expired, or the store was full.', labelNames: ['store', 'reason'] as const, registers }));

export const dataCacheHits = metric('portal_data_cache_hits_total', () => new Counter({ name: 'portal_data_cache_hits_total', help: 'Reads of shared data answered from the short-lived data cache (cache.ts).', registers }));
export const dataCacheMisses = metric('portal_data_cache_misses_total', () => new Counter({ name: 'portal_data_cache_misses_total', help: 'Reads of shared data that went to the database.', registers }));
export const dataCacheDrops = metric('portal_data_cache_drops_total', () => new Counter({ name: 'portal_data_cache_drops_total', help: 'Data cache entries dropped by an edit (here or announced by another instance).', registers }));

export const liveConnections = metric('portal_live_connections', () => new Gauge({ name: 'portal_live_connections', help: 'Live-message (server-sent events) streams open on this instance.', registers }));

export const taskRuns = metric('portal_background_task_runs_total', () => new Counter({ name: 'portal_background_task_runs_total', help: 'Rounds of a background task that ran (periodic.ts).', labelNames: ['task'] as const, registers }));
export const taskFailures = metric('portal_background_task_failures_total', () => new Counter({ name: 'portal_background_task_failures_total', help: 'Rounds of a background task that failed.', labelNames: ['task'] as const, registers }));

export const importRuns = metric('portal_import_runs_total', () => new Counter({ name: 'portal_import_runs_total', help: 'Import runs recorded, by outcome (dry_run, applied, refused, failed).', labelNames: ['outcome'] as const, registers }));

/** What the PostgreSQL pool reports; nothing for the embedded database, which has no pool. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
let poolStats: (() => PoolStats) | undefined;
let listenerUp: (() => boolean) | undefined;

/**
 * Set by the database layer when it opens (and cleared when it closes). The pool's gauges exist
 * from the first PostgreSQL pool on; with the embedded database there are none.
 */
export function reportDatabase(stats: { pool?: () => PoolStats; listening: () => boolean } | undefined) {
  poolStats = stats?.pool;
  listenerUp = stats?.listening;
  if (poolStats) {
    poolGauge('portal_db_pool_clients', 'PostgreSQL pool: connections open.', (s) => s.total);
    poolGauge('portal_db_pool_idle_clients', 'PostgreSQL pool: connections open and idle.', (s) => s.idle);
    poolGauge('portal_db_pool_waiting_requests', 'PostgreSQL pool: queries waiting for a connection.', (s) => s.waiting);
  }
}

function poolGauge(name: string, help: string, pick: (s: PoolStats) => number) {
  return metric(
    name,
    () =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const stats = poolStats?.();
          this.set(stats ? pick(stats) : 0);
        },
      }),
  );
}

metric(
  'portal_db_listener_connected',
  () =>
    new Gauge({
      name: 'portal_db_listener_connected',
      help: '1 while the connection that hears live messages and cache announcements is up (the embedded database: while open).',
      registers,
      collect() {
        this.set(listenerUp?.() ? 1 : 0);
      },
    }),
);

// Every series that is known ahead starts at 0, so a rate over the first increase is right.
for (const store of ['anyone', 'shared', 'own'] as const) {
  pageStoreHits.inc({ store }, 0);
  pageStoreMisses.inc({ store }, 0);
}
for (const outcome of ['dry_run', 'applied', 'refused', 'failed']) importRuns.inc({ outcome }, 0);

/** The label of a request's route: Astro's route pattern (`/api/v1/posts/[id]`), never the address asked for. */
export function routeLabel(routePattern: string | undefined | null): string {
  if (!routePattern) return '(unmatched)';
  return routePattern.length > 200 ? routePattern.slice(0, 200) : routePattern;
}

export interface RequestRecord {
  requestId: string;
  method: string;
  route: string | undefined | null;
  status: number;
  startedAt: number;
  /** The reader's user type (userDiv) when logged in; nothing else of her. */
  userDiv?: string | null;
  /** Answered from a page store. */
  cache?: 'hit';
}

/** Counts one answered request and writes its log line. */
export function recordRequest(r: RequestRecord) {
  const seconds = (performance.now() - r.startedAt) / 1000;
  const route = routeLabel(r.route);
  httpRequests.inc({ route, status: r.status });
  httpDuration.observe({ route }, seconds);
  if (log.isLevelEnabled('info')) {
    log.info({ requestId: r.requestId, method: r.method, route, status: r.status, durationMs: Math.round(seconds * 10_000) / 10, userDiv: r.userDiv ?? null, ...(r.cache ? { cache: r.cache } : {}) }, 'request');
  }
}

/** The metrics as Prometheus reads them. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

declare global {
  // The server script (scripts/serve.mjs) answers the metrics port with this.
  var __portalMetricsText: typeof metricsText | undefined;
}
globalThis.__portalMetricsText = metricsText;
