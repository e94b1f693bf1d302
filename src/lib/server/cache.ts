// A short-lived in-memory cache for data that is the same for every visitor (notices on the main
// page, the current term, popups). Each instance keeps its own copy for a few seconds. With
// PostgreSQL (several instances possible) an invalidation is also announced with NOTIFY, so the
// other instances drop their copies at once instead of at the end of the TTL.
import { config } from './config';
import { noteCacheKey } from './db/reads';
import { log, messageOf } from './observability/log';
import { dataCacheDrops, dataCacheHits, dataCacheMisses } from './observability/metrics';

const CACHE_CHANNEL = 'portal_cache_invalidate';
const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

export const PUBLIC_TTL_MS = 30_000;

let subscribed: Promise<unknown> | undefined;
/** Listens for the other instances' invalidations (PostgreSQL only); called by every cache here. */
export function subscribe() {
  if (!config.databaseUrl) return;
  subscribed ??= import('./db')
    .then(({ database }) => database())
    .then((d) => d.listen(CACHE_CHANNEL, dropLocal))
    .catch(() => (subscribed = undefined));
}

const dropListeners: ((prefix: string) => void)[] = [];
/** Other caches built on the same keys (the rendered pages) are told of every dropped prefix. */
export function onDrop(listener: (prefix: string) => void) {
  dropListeners.push(listener);
}

function dropLocal(prefix: string) {
  for (const key of entries.keys()) if (key.startsWith(prefix) && entries.delete(key)) dataCacheDrops.inc();
  for (const listener of dropListeners) listener(prefix);
}

export function cached<T>(key: string, fn: () => Promise<T>, ttlMs = PUBLIC_TTL_MS): Promise<T> {
  subscribe();
  noteCacheKey(key);
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) {
    dataCacheHits.inc();
    return hit.value as Promise<T>;
  }
  dataCacheMisses.inc();
  const value = fn();
  entries.set(key, { expires: now + ttlMs, value });
  // A failed load must not be served for the whole TTL.
  value.catch(() => entries.delete(key));
  return value;
}

/** Drops cached entries on this instance only (each instance hears the event that calls it itself). */
export function forget(prefix: string) {
  dropLocal(prefix);
}

/** Drops cached entries whose key starts with the prefix (after an edit), here and on the other instances. */
export function invalidate(prefix: string) {
  dropLocal(prefix);
  if (!config.databaseUrl) return;
  // Best effort: when the announcement fails the other instances catch up at the end of the TTL.
  void import('./db')
    .then(({ database }) => database())
    .then((d) => d.notify(CACHE_CHANNEL, prefix))
    .catch((err) => log.error({ area: 'cache', error: messageOf(err) }, 'invalidation not announced'));
}
