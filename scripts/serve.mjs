// Serves the built portal with a graceful shutdown: stop accepting, end event streams, let
// in-flight requests finish, close the database.
import process from 'node:process';
import net from 'node:net';

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
// Content pages stored by the portal's page cache (src/lib/server/page-cache.ts) are answered here,
// before the request reaches Astro; everything else goes its usual way.
const handlers = server.server.listeners('request');
server.server.removeAllListeners('request');
server.server.on('request', (req, res) => {
  const pages = globalThis.__portalPageCache;
  const onward = () => {
    for (const handler of handlers) handler.call(server.server, req, res);
  };
  if (!pages || (req.method !== 'GET' && req.method !== 'HEAD')) return onward();
  pages
    .answer(req.method, req.url ?? '/', req.headers.cookie ?? '', req.headers['if-none-match'] ?? null)
    .then((stored) => {
      if (!stored) return onward();
      res.writeHead(stored.status, stored.headers.flat());
      res.end(stored.body ?? undefined);
    })
    .catch(onward);
});
const base = `http://${process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST}:${process.env.PORT}`;

// Open (migrate, seed) the database now rather than on the first visitor's request.
const started = Date.now();
for (let attempt = 0; ; attempt++) {
  try {
    const res = await fetch(`${base}/api/health`);
    if (res.ok) break;
    throw new Error(`health ${res.status}`);
  } catch (err) {
    if (attempt > 600) {
      console.error('포털을 시작하지 못했습니다:', err);
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
console.log(`포털 준비 완료 (${Date.now() - started} ms): ${base}/user/main`);

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
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
