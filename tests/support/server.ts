// Starts the built portal on a free port with a fresh data directory, for API and browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The server process (fault tests signal it and watch its exit). */
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface StartOptions {
  /** The address that must answer 200 before the server counts as started (default /api/health). */
  waitFor?: string;
}

export async function startServer(env: Record<string, string> = {}, opts: StartOptions = {}): Promise<RunningServer> {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!fs.existsSync(path.join(root, 'dist/server/entry.mjs'))) throw new Error('dist/ is missing: run the build first (npm test does)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  // A test may choose the port (e.g. an identity provider must know the portal's address first).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    // The demo world's date: terms, calendar and popups look the same whatever day the tests run.
    // Warnings and errors only in the server's log (no line per request) unless a test asks for more.
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', PORTAL_TODAY: '2026-11-22', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // TEST_SERVER_LOG=file keeps the server's own output for a look after a failure.
  if (process.env.TEST_SERVER_LOG) {
    const log = fs.createWriteStream(process.env.TEST_SERVER_LOG, { flags: 'a' });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}${opts.waitFor ?? '/api/health'}`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
