// The embedded database on a thread of its own (decision 061). PGlite is PostgreSQL compiled to
// WebAssembly: run in the server's own thread, every query's planning and execution blocks the event
// loop, so while one student's page waits for its rows no other page renders. Here PGlite runs in a
// worker thread and the server talks to it with messages, so queries and rendering use both cores.
// The handle offers what Drizzle's PGlite driver and db/index.ts use of a PGlite client: query,
// exec, transaction (one at a time, as PGlite's own lock keeps them), listen and close.
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** What a query answers: rows (objects or arrays, as asked), the fields, rows written. */
export interface ThreadResults<T = unknown> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/**
 * Query options as Drizzle's driver passes them. Its `parsers` are always the same set (timestamps,
 * dates, intervals and their arrays kept as the text PostgreSQL sends): functions do not cross a
 * thread, so the worker holds that set and applies it when parsers are asked for.
 */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults<T>>;
  exec(sql: string): Promise<void>;
}

/** The worker: opens PGlite and answers the server's messages. Plain JavaScript, run as given. */
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const ROLLBACK = Symbol('rollback');
const serial = (e) => {
  if (!(e instanceof Error)) return { message: String(e) };
  const out = { name: e.name, message: e.message };
  for (const [k, v] of Object.entries(e)) if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) out[k] = v;
  return out;
};
const answer = (id, value) => parentPort.postMessage({ id, value });
const fail = (id, error) => parentPort.postMessage({ id, error: serial(error) });
(async () => {
  const { PGlite, types } = await import(workerData.pglite);
  const { pg_trgm } = await import(workerData.trgm);
  let db;
  try {
    db = await PGlite.create(workerData.dataDir, { extensions: { pg_trgm } });
  } catch (e) {
    return fail(0, e);
  }
  const keep = (v) => v;
  const asText = { [types.TIMESTAMP]: keep, [types.TIMESTAMPTZ]: keep, [types.INTERVAL]: keep, [types.DATE]: keep, 1231: keep, 1115: keep, 1185: keep, 1187: keep, 1182: keep };
  const transactions = new Map();
  const listeners = new Map();
  const on = (m) => (m.tx ? transactions.get(m.tx).client : db);
  answer(0, null);
  parentPort.on('message', async (m) => {
    try {
      if (m.op === 'query') {
        const options = m.rowMode ? { rowMode: m.rowMode, parsers: m.asText ? asText : undefined } : undefined;
        const r = await on(m).query(m.sql, m.params, options);
        answer(m.id, { rows: r.rows, fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), affectedRows: r.affectedRows });
      } else if (m.op === 'exec') {
        await on(m).exec(m.sql);
        answer(m.id, null);
      } else if (m.op === 'begin') {
        const entry = {};
        entry.done = db
          .transaction(async (client) => {
            entry.client = client;
            const commit = await new Promise((resolve) => {
              entry.finish = resolve;
              transactions.set(m.id, entry);
              answer(m.id, null);
            });
            if (!commit) throw ROLLBACK;
          })
          .then(() => null, (e) => (e === ROLLBACK ? null : e));
        // A transaction that failed before its work began (BEGIN refused) answers the begin itself.
        void entry.done.then((e) => {
          if (e && !entry.client) fail(m.id, e);
        });
      } else if (m.op === 'end') {
        const entry = transactions.get(m.tx);
        transactions.delete(m.tx);
        entry.finish(m.commit);
        const error = await entry.done;
        if (error) fail(m.id, error);
        else answer(m.id, null);
      } else if (m.op === 'listen') {
        listeners.set(m.id, await db.listen(m.channel, (payload) => parentPort.postMessage({ notification: m.id, payload })));
        answer(m.id, null);
      } else if (m.op === 'unlisten') {
        await listeners.get(m.listener)?.();
        listeners.delete(m.listener);
        answer(m.id, null);
      } else if (m.op === 'close') {
        await db.close();
        answer(m.id, null);
      }
    } catch (e) {
      fail(m.id, e);
    }
  });
})();
`;

/** An error of the worker's PGlite with its fields (code, constraint, detail…), thrown here. */
function rebuilt(e: { message: string; name?: string } & Record<string, unknown>): Error {
  const err = Object.assign(new Error(e.message), e);
  err.name = e.name ?? 'Error';
  return err;
}

export class PgliteThread {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private ended = false;

  private constructor(dataDir: string | undefined) {
    const require = createRequire(import.meta.url);
    const url = (specifier: string) => pathToFileURL(require.resolve(specifier)).href;
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { dataDir, pglite: url('@electric-sql/pglite'), trgm: url('@electric-sql/pglite/contrib/pg_trgm') },
    });
    // Only work in flight keeps the process alive (a script that forgets to close still ends).
    this.worker.unref();
    this.worker.on('message', (m: { id?: number; value?: unknown; error?: { message: string }; notification?: number; payload?: string }) => {
      if (m.notification !== undefined) return this.listeners.get(m.notification)?.(m.payload ?? '');
      const call = this.pending.get(m.id!);
      if (!call) return;
      this.pending.delete(m.id!);
      if (this.pending.size === 0) this.worker.unref();
      if (m.error) call.reject(rebuilt(m.error as never));
      else call.resolve(m.value);
    });
    const gone = (error: Error) => {
      this.ended = true;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', gone);
    this.worker.on('exit', () => gone(new Error('Connection terminated: the embedded database thread ended')));
  }

  /** Opens the database at `dataDir` (undefined: in memory) on its own thread. */
  static async open(dataDir: string | undefined): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir);
    // The worker answers id 0 once PGlite is open (or with the reason it could not open).
    await new Promise<unknown>((resolve, reject) => {
      thread.pending.set(0, { resolve, reject });
      thread.worker.ref();
    });
    return thread;
  }

  get closed(): boolean {
    return this.ended;
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.ended) return Promise.reject(new Error('Connection terminated: the embedded database is closed'));
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<ThreadResults<T>> {
    return this.call({ op: 'query', sql, params, rowMode: options?.rowMode, asText: Boolean(options?.parsers), tx });
  }

  async exec(sql: string, tx?: number): Promise<void> {
    await this.call({ op: 'exec', sql, tx });
  }

  /** `work` inside one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = this.nextId;
    await this.call({ op: 'begin' });
    const tx: ThreadTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (err) {
      await this.call({ op: 'end', tx: id, commit: false });
      throw err;
    }
    await this.call({ op: 'end', tx: id, commit: true });
    return result;
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const id = this.nextId;
    this.listeners.set(id, onPayload);
    await this.call({ op: 'listen', channel });
    return async () => {
      this.listeners.delete(id);
      if (!this.ended) await this.call({ op: 'unlisten', listener: id });
    };
  }

  async close(): Promise<void> {
    if (this.ended) return;
    await this.call({ op: 'close' });
    this.ended = true;
    await this.worker.terminate();
  }
}
