// Serves the built portal with a graceful shutdown: stop accepting, end event streams, let
// in-flight requests finish, close the database.
import process from 'node:process';
import net from 'node:net';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

// Settings may also come from a .env file beside package.json (see .env.example).
try {
  process.loadEnvFile(new URL('../.env', import.meta.url));
} catch {
  /* no .env: the environment alone decides */
}
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// React and other libraries the server loads from node_modules pick their build from NODE_ENV when
// first imported: unset, they run their development builds, several times slower at rendering.
process.env.NODE_ENV ??= 'production';
process.env.TZ ??= 'Asia/Seoul';
process.env.HOST ??= 'localhost';
process.env.PORT ??= '4321';

// The local control channel: the commands (npm run import, backup, create-admin) reach a running
// portal with this token, read from DATA_DIR/control.json, which only the portal's own user can read.
// An embedded database can be opened by one process only, so they go through the portal.
process.env.PORTAL_CONTROL_TOKEN ??= (await import('node:crypto')).randomBytes(32).toString('base64url');
const { startServer } = await import(new URL('../dist/server/entry.mjs', import.meta.url).href);
const { server } = startServer();
// Static assets are answered by the adapter before the portal's middleware runs: they get nosniff here.
server.server.prependListener('request', (_req, res) => res.setHeader('X-Content-Type-Options', 'nosniff'));
// Responses being prepared, so a shutdown can tell their clients not to reuse the connection.
const pending = new Set();
server.server.on('request', (_req, res) => {
  pending.add(res);
  res.once('close', () => pending.delete(res));
});
// Answered here, before a request reaches Astro: content pages stored by the portal's page cache
// (src/lib/server/page-cache.ts) and the precompressed copies of static assets (scripts/precompress.mjs).
// Everything else goes its usual way.
const assets = precompressedAssets(new URL('../dist/client/', import.meta.url).pathname);
const handlers = server.server.listeners('request');
server.server.removeAllListeners('request');
// Behind TRUST_PROXY proxies that end HTTPS, the request came in as https: the portal's address (its
// origin checks, its links) is the one the browser used. The proxy sets X-Forwarded-Proto (deploy/nginx).
// A connection's requests are handled one after the other, so the mark is right for each of them.
const behindProxy = (Number.parseInt(process.env.TRUST_PROXY || '0', 10) || 0) > 0;
server.server.on('request', (req, res) => {
  if (behindProxy) req.socket.encrypted = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
  const onward = () => {
    for (const handler of handlers) handler.call(server.server, req, res);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') return onward();
  if (sendAsset(req, res)) return;
  const pages = globalThis.__portalPageCache;
  if (!pages) return onward();
  pages
    .answer(req.method, req.url ?? '/', req.headers.cookie ?? '', req.headers['if-none-match'] ?? null, req.headers['accept-encoding'] ?? null)
    .then((stored) => {
      if (!stored) return onward();
      res.writeHead(stored.status, stored.headers.flat());
      res.end(stored.body ?? undefined);
    })
    .catch(onward);
});

/** URL path -> the file's precompressed copies on disk, found once at start. */
function precompressedAssets(root) {
  const found = new Map();
  const walk = (dir) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.br') && fs.existsSync(file.slice(0, -3) + '.gz')) {
        const original = file.slice(0, -3);
        found.set('/' + path.relative(root, original).split(path.sep).join('/'), { original, cache: {} });
      }
    }
  };
  walk(root);
  return found;
}

const TYPES = { '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.svg': 'image/svg+xml', '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml', '.webmanifest': 'application/manifest+json' };

function acceptsEncoding(header, name) {
  return (header ?? '')
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [token, ...params] = part.trim().split(';');
      return token.trim() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
}

/** Sends the brotli or gzip copy of a static asset when the browser accepts one; false otherwise. */
function sendAsset(req, res) {
  const pathname = (req.url ?? '/').split('?')[0];
  const asset = assets.get(pathname);
  if (!asset) return false;
  const accept = req.headers['accept-encoding'];
  const encoding = acceptsEncoding(accept, 'br') ? 'br' : acceptsEncoding(accept, 'gzip') ? 'gzip' : null;
  if (!encoding) return false;
  let body = asset.cache[encoding];
  if (!body) {
    try {
      body = asset.cache[encoding] = fs.readFileSync(asset.original + (encoding === 'br' ? '.br' : '.gz'));
    } catch {
      return false;
    }
  }
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(asset.original)] ?? 'application/octet-stream',
    'Content-Encoding': encoding,
    'Content-Length': body.length,
    'Cache-Control': pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

const base = `http://${process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST}:${process.env.PORT}`;

// Open (migrate, seed) the database now rather than on the first visitor's request.
const started = Date.now();
for (let attempt = 0; ; attempt++) {
  try {
    const res = await fetch(`${base}/api/health`);
    if (res.ok) break;
    throw new Error(`health ${res.status}`);
  } catch (err) {
    if (globalThis.__portalFatal) {
      console.error(`포털을 시작하지 않습니다: ${globalThis.__portalFatal}`);
      process.exit(1);
    }
    if (attempt > 600) {
      console.error('포털을 시작하지 못했습니다:', err);
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
console.log(`포털 준비 완료 (${Date.now() - started} ms): ${base}/user/main`);

// The metrics (Prometheus text) on a port of their own when METRICS_PORT is set: on the loopback
// address unless METRICS_HOST names another, so only the machine's own scraper reaches them (decision 056).
if (process.env.METRICS_PORT) {
  const metrics = http.createServer((req, res) => {
    const text = globalThis.__portalMetricsText;
    if (req.method !== 'GET' || (req.url ?? '/').split('?')[0] !== '/metrics' || !text) return void res.writeHead(404).end();
    text().then(
      ({ contentType, body }) => res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  metrics.on('error', (err) => {
    console.error('메트릭 포트를 열지 못했습니다:', err.message);
    process.exit(1);
  });
  metrics.listen(Number(process.env.METRICS_PORT), process.env.METRICS_HOST || '127.0.0.1');
  metrics.unref();
}
const controlFile = path.join(path.resolve(process.env.DATA_DIR || 'data'), 'control.json');
try {
  fs.mkdirSync(path.dirname(controlFile), { recursive: true });
  fs.writeFileSync(controlFile, JSON.stringify({ pid: process.pid, url: base, token: process.env.PORTAL_CONTROL_TOKEN }), { mode: 0o600 });
} catch (err) {
  console.warn('control.json을 쓰지 못했습니다:', err instanceof Error ? err.message : err);
}

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: 종료 중...`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  const http = server.server;
  const closed = new Promise((resolve) => http.once('close', resolve));
  // Stop accepting, but without http.Server#close's immediate closing of idle keep-alive
  // connections: a client may be sending its next request on one at that very moment, and would
  // see it reset. For a short grace every answer says "Connection: close" so clients move off,
  // then the connections still idle are closed.
  net.Server.prototype.close.call(http);
  http.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
  for (const res of pending) if (!res.headersSent) res.setHeader('Connection', 'close');
  globalThis.__portalLifecycle?.closeStreams();
  await new Promise((r) => setTimeout(r, 1000));
  http.closeIdleConnections?.();
  await closed;
  await globalThis.__portalLifecycle?.closeDatabase();
  fs.rmSync(controlFile, { force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
