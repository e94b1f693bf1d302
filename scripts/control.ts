// How the commands reach the installation: a running portal on the embedded database through its
// local control channel (DATA_DIR/control.json), otherwise the database directly (PostgreSQL always
// allows that; the embedded one only while no portal has it open).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

try {
  process.loadEnvFile(new URL('../.env', import.meta.url));
} catch {
  /* no .env */
}

export interface Control {
  url: string;
  token: string;
}

/** The running portal that holds the embedded database, or null. */
export function runningPortal(opts: { anyDatabase?: boolean } = {}): Control | null {
  if (process.env.DATABASE_URL && !opts.anyDatabase) return null;
  const file = path.join(path.resolve(process.env.DATA_DIR || 'data'), 'control.json');
  try {
    const c = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number; url: string; token: string };
    process.kill(c.pid, 0);
    return { url: c.url, token: c.token };
  } catch {
    return null;
  }
}

export const shellUser = () => `${os.userInfo().username}@${os.hostname()}`.slice(0, 50);

export function controlHeaders(c: Control, extra: Record<string, string> = {}) {
  return { 'x-portal-control': c.token, 'x-portal-user': shellUser(), ...extra };
}

export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}
