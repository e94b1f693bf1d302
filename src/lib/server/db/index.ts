// One database handle for the whole server: embedded PGlite by default, PostgreSQL when
// DATABASE_URL is set. Both go through Drizzle with the same schema, so every query is written once.
import path from 'node:path';
import fs from 'node:fs';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { count } from 'drizzle-orm';
import * as schema from './tables';
import { config } from '../config';
import { queryLogger } from './reads';
import { PgliteThread } from './pglite-thread';
import { INSTALL_CHANGE_TRIGGERS } from './change-triggers';
import { log, messageOf } from '../observability/log';
import { reportDatabase } from '../observability/metrics';
import { assertNotNewerThanCode, DatabaseNewerThanCode, migrationsFolder } from './version';

export { schema };
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribe to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs statements without parameters (several at once). */
  exec(statements: string): Promise<void>;
  /**
   * Whether live messages and change announcements are heard: PostgreSQL's LISTEN connection is up
   * (opened now if it was not yet, waiting at most the connect time); PGlite while it is open.
   */
  listening(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory, or 'memory' for a throwaway database. */
  dataDir?: string;
  /** Load demo data when the users table is empty (with the loader handed over by `setDemoDataLoader`). */
  seed?: boolean;
  /** Without demo data: load the reference data (codes, menus, competencies) when there is none. */
  base?: boolean;
}

type DemoLoader = (db: Db) => Promise<void>;
let demoLoader: DemoLoader | undefined;

/**
 * Hands over the demo data loader. The database layer knows no data of its own: the demo seed
 * imports the areas' services, so the start of the server, the seed script and the tests give it
 * here (areas.ts) instead of this module importing it.
 */
export function setDemoDataLoader(loader: DemoLoader) {
  demoLoader = loader;
}


export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.seed ?? false, opts.base ?? false);
  const database = await openPglite(opts.dataDir ?? 'memory');
  await assertNotNewerThanCode(database.db).catch(async (err) => {
    await database.close();
    throw err;
  });
  await migratePglite(database.db as never, { migrationsFolder });
  if (opts.seed) await seedIfEmpty(database.db);
  else if (opts.base) await seedBaseIfEmpty(database.db);
  await database.exec(INSTALL_CHANGE_TRIGGERS);
  return database;
}

async function seedIfEmpty(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(schema.users);
  if (n > 0) return;
  if (!demoLoader) throw new Error('No demo data loader: import src/lib/server/areas.ts before opening the database.');
  await demoLoader(db);
}

/** A real installation (no demo data) still needs its code tables, menus and competencies. */
async function seedBaseIfEmpty(db: Db) {
  const { seedBaseData } = await import('../../../../db/seed/base');
  await seedBaseData(db);
}

/** Any number for the advisory lock that serialises migration and seeding across instances. */
const SETUP_LOCK = 742_001;
/** How long a request waits for a PostgreSQL connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 3_000;

async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir !== 'memory') fs.mkdirSync(dataDir, { recursive: true });
  // On a thread of its own, so queries do not stop the server's event loop (decision 061).
  const client = await PgliteThread.open(dataDir === 'memory' ? undefined : dataDir);
  const db = drizzlePglite({ client: client as never, schema, casing: 'snake_case', logger: queryLogger(process.env.SQL_LOG === '1') }) as unknown as Db;
  const open = () => !client.closed;
  reportDatabase({ listening: open });
  return {
    db,
    kind: 'pglite',
    listening: async () => open(),
    async exec(statements) {
      await client.exec(statements);
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      reportDatabase(undefined);
      await client.close();
    },
  };
}

async function openPostgres(url: string, seed: boolean, base: boolean): Promise<Database> {
  const { default: pg } = await import('pg');
  // A bounded connect time: while PostgreSQL is away requests fail fast (503) instead of hanging.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client's error would otherwise crash the process.
  pool.on('error', (err) => log.error({ area: 'db', error: err.message }, 'idle client error'));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger: queryLogger(process.env.SQL_LOG === '1') });
  // Several instances may start at once: one migrates (and seeds) while the others wait.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
    await assertNotNewerThanCode(db);
    await migratePg(db, { migrationsFolder });
    if (seed) await seedIfEmpty(db);
    else if (base) await seedBaseIfEmpty(db);
    await lock.query(INSTALL_CHANGE_TRIGGERS);
  } catch (err) {
    await lock.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => {});
    lock.release();
    await pool.end().catch(() => {});
    throw err;
  }
  await lock.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => {});
  lock.release();
  // LISTEN needs one connection of its own that stays open. When PostgreSQL restarts it is lost:
  // it is reopened with back-off and every channel is listened to again, so live messages resume
  // without restarting the portal (messages sent while it was away are in the inbox, not pushed).
  let listener: InstanceType<typeof pg.Client> | undefined;
  let connecting: Promise<InstanceType<typeof pg.Client>> | undefined;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const quote = (channel: string) => `"${channel.replace(/"/g, '')}"`;
  function scheduleReconnect(delayMs: number) {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listenerClient().catch(() => scheduleReconnect(Math.min(delayMs * 2, 5_000)));
    }, delayMs);
    retryTimer.unref();
  }
  function listenerClient() {
    if (listener) return Promise.resolve(listener);
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      const lost = () => {
        if (listener !== client) return;
        listener = undefined;
        log.error({ area: 'db' }, 'listener lost; reconnecting');
        scheduleReconnect(250);
      };
      client.on('error', (err) => {
        log.error({ area: 'db', error: err.message }, 'listener error');
        lost();
      });
      client.on('end', lost);
      client.on('notification', (msg) => {
        for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      try {
        await client.connect();
        for (const channel of handlers.keys()) await client.query(`LISTEN ${quote(channel)}`);
      } catch (err) {
        client.end().catch(() => {});
        throw err;
      }
      // Closed while it connected: it must not stay open behind the closed database.
      if (closed) {
        client.end().catch(() => {});
        throw new Error('database closed');
      }
      listener = client;
      return client;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }
  // Connected now, not at the first live message: readiness and the metrics report it from the start.
  listenerClient().catch(() => scheduleReconnect(250));
  reportDatabase({ pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }), listening: () => listener !== undefined });
  return {
    db,
    kind: 'postgres',
    async listening() {
      if (listener) return true;
      if (closed) return false;
      return listenerClient().then(
        () => true,
        (err) => {
          log.warn({ area: 'db', error: messageOf(err) }, 'listener not connected');
          return false;
        },
      );
    },
    async exec(statements) {
      await pool.query(statements);
    },
    async listen(channel, onPayload) {
      let set = handlers.get(channel);
      const isNew = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(onPayload);
      if (isNew) {
        try {
          await (await listenerClient()).query(`LISTEN ${quote(channel)}`);
        } catch {
          // The channel stays in handlers: the reconnect listens to it once PostgreSQL answers.
          const stale = listener;
          listener = undefined;
          stale?.end().catch(() => {});
          scheduleReconnect(250);
        }
      }
      return async () => {
        set!.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      reportDatabase(undefined);
      clearTimeout(retryTimer);
      await connecting?.catch(() => {});
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

declare global {
  /** Why this instance must stop (read by scripts/serve.mjs while it waits for the first health answer). */
  var __portalFatal: string | undefined;
}

let current: Promise<Database> | undefined;

/** The server's database, opened (and migrated, and seeded when embedded and empty) on first use. */
export function database(): Promise<Database> {
  // A failed open (PostgreSQL away at start) is not remembered: the next request tries again.
  current ??= openDatabase(
    config.databaseUrl
      ? // A configured PostgreSQL gets demo data only when asked for explicitly.
        { url: config.databaseUrl, seed: process.env.SEED_DEMO === 'force', base: true }
      : { dataDir: path.join(config.dataDir, 'pgdata'), seed: config.seedDemo, base: true },
  ).catch((err) => {
    current = undefined;
    // Code older than its database must not run at all: the serve script stops on this mark.
    if (err instanceof DatabaseNewerThanCode) globalThis.__portalFatal = err.message;
    throw err;
  });
  return current;
}

/** Shorthand for the Drizzle handle. */
export async function getDb(): Promise<Db> {
  return (await database()).db;
}

export async function closeDatabase() {
  if (!current) return;
  const open = current;
  current = undefined;
  await (await open).close();
}
