// Builds the server when dist/ is missing or older than any source file.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist/server/entry.mjs');

function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

export function buildIfNeeded() {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const sources = Math.max(
    newest(path.join(root, 'src')),
    newest(path.join(root, 'public')),
    newest(path.join(root, 'db')),
    ...['astro.config.mjs', 'package-lock.json', 'tsconfig.json'].map((f) => fs.statSync(path.join(root, f)).mtimeMs),
  );
  if (built > sources) return;
  console.log('빌드 중...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
