// Comparing a secret someone sent with the one expected, in time that does not depend on where
// they differ (a signed code, a typed number, a control token); and a secret the server makes once
// and keeps in DATA_DIR when the configuration gives none.
import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { config } from '../config';

export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The contents of DATA_DIR/name: made by `make` and written (0600) by the first instance that needs
 * it, read as written by every later one and every later start.
 */
export function keptSecret(name: string, make: () => string): string {
  const file = path.join(config.dataDir, name);
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, make(), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
