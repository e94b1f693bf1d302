// What a piece of work read: the tables its queries named and the shared cache keys it asked for,
// and whether it wrote anything. The page cache renders a reader's own page inside `recordingReads`
// and keeps the page with that list, so that a change to any of those tables (changes.ts) or an
// invalidation of any of those keys drops it (decision 044). Every query passes `noteQuery` through
// Drizzle's logger; outside a recording it costs one lookup.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';
import { DefaultLogger } from 'drizzle-orm/logger';

export interface Reads {
  tables: Set<string>;
  keys: Set<string>;
  /** A write, a row lock or a sequence was used: the work had effects and must run each time. */
  wrote: boolean;
  /** Loads asked for again within the same render (oncePerRender), dropped at the first write. */
  memo?: Map<string, Promise<unknown>>;
}

const scope = new AsyncLocalStorage<Reads>();

/** Runs `work`, noting what its queries read. */
export async function recordingReads<T>(work: () => Promise<T>): Promise<{ value: T; reads: Reads }> {
  const reads: Reads = { tables: new Set(), keys: new Set(), wrote: false };
  const value = await scope.run(reads, work);
  return { value, reads };
}

/** Drizzle writes table names in double quotes; hand-written SQL may not. */
const TABLE_AFTER = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const WRITES = /^\s*(?:insert|update|delete|merge|truncate|copy|lock)\b|\bfor\s+(?:no\s+key\s+)?(?:update|share)\b|\bnextval\s*\(|\bpg_notify\s*\(|\bpg_advisory/i;

export function noteQuery(sql: string) {
  const reads = scope.getStore();
  if (!reads) return;
  if (WRITES.test(sql)) {
    reads.wrote = true;
    reads.memo?.clear();
  }
  for (const m of sql.matchAll(TABLE_AFTER)) reads.tables.add(m[1].toLowerCase());
}

/**
 * A load that the parts of one page ask for more than once (her transcript for the summary and for
 * the table, her academic profile) runs once per render of her own page: the second caller gets a
 * copy of the first one's rows, and the tables were noted by the first. Outside a recording, and
 * after any write in it, every call loads.
 */
export function oncePerRender<T>(key: string, load: () => Promise<T>): Promise<T> {
  const reads = scope.getStore();
  if (!reads || reads.wrote) return load();
  reads.memo ??= new Map();
  let hit = reads.memo.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = load();
    reads.memo.set(key, hit);
    hit.catch(() => reads.memo?.delete(key));
  }
  return hit.then((value) => structuredClone(value));
}

/** A shared cache entry (cache.ts) was asked for: dropping its key must drop what was built on it. */
export function noteCacheKey(key: string) {
  scope.getStore()?.keys.add(key);
}

/** The Drizzle logger of the server's database: notes every query, and prints it with SQL_LOG=1. */
export function queryLogger(print: boolean): Logger {
  const printer = print ? new DefaultLogger() : null;
  return {
    logQuery(query, params) {
      noteQuery(query);
      printer?.logQuery(query, params);
    },
  };
}

/** Runs `work` outside any recording: what it reads is the reader's own (her session, her unread count). */
export function unrecorded<T>(work: () => T): T {
  return scope.exit(work);
}
