// No input may produce a 5xx. This walks every route of the project (the files under src/pages),
// and sends hostile values (NUL and other control characters, numbers beyond PostgreSQL's integer
// range, impossible dates, non-ASCII, very long texts, wrong JSON types) to every path segment,
// to the query parameters and JSON fields each route's source and schemas name, as an anonymous
// visitor, a student, a member of staff and a counsellor. It fails on any answer of 500 or above and
// prints the request. Runs against a server of its own (its writes touch no other test's data).
// Routes that read a form (pages posting to themselves, uploads) also get their fields in every content
// type a client may send: JSON, urlencoded, multipart, a broken multipart, plain text and none at all,
// as the same users and an admin (the account pages are hers).
// FUZZ_RUNS sets the requests per route and user (default 6), FUZZ_SEED the seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { startServer, type RunningServer } from '../support/server';
import { Client } from './client';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = path.join(ROOT, 'src/pages');
const RUNS = Number(process.env.FUZZ_RUNS || 6);
const SEED = Number(process.env.FUZZ_SEED || 20261125);

interface Route {
  file: string;
  /** Path segments; a dynamic one is `{ param: name }`. */
  segments: (string | { param: string; rest: boolean })[];
  methods: string[];
  /** Query parameter and JSON field names the route's source (and the schemas it imports) mention. */
  fields: string[];
  /** The route reads a form body (a page's own form, an upload). */
  readsForm: boolean;
}

/** Ending the fuzzer's own session would only make the rest of its run anonymous. */
const SKIP = new Set(['/api/auth/logout']);

const FIELD_PATTERNS = [/searchParams\.get\(\s*'([A-Za-z_][\w]*)'/g, /form\.get\(\s*'([A-Za-z_][\w]*)'/g, /\b([A-Za-z_]\w*)\s*:\s*(?:z\.|q\.|fields\.|id\(|optionalId\(|page\(|pageSize\(|text\(|optionalText\(|searchKeyword\(|code\(|optionalCode\(|yn\(|date\(|optionalDate\(|dateTime\(|int\(|positive|optional)/g];

function fieldsOf(source: string, seen = new Set<string>()): string[] {
  const out = new Set<string>();
  for (const re of FIELD_PATTERNS) for (const m of source.matchAll(re)) out.add(m[1]);
  // Follow imports of shared schemas, once each.
  for (const m of source.matchAll(/from\s+'(?:@\/|(?:\.\.\/)+)lib\/schemas\/([\w-]+)'/g)) {
    const file = path.join(ROOT, 'src/lib/schemas', `${m[1]}.ts`);
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    for (const f of fieldsOf(fs.readFileSync(file, 'utf8'), seen)) out.add(f);
  }
  // Words of zod's own options, not input names.
  return [...out].filter((f) => !['error', 'message', 'path', 'default'].includes(f));
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

function discoverRoutes(): Route[] {
  return walk(PAGES)
    .filter((f) => /\.(astro|ts)$/.test(f))
    .map((file) => {
      const rel = path.relative(PAGES, file).replace(/\.(astro|ts)$/, '').split(path.sep);
      if (rel.at(-1) === 'index') rel.pop();
      const segments = rel.map((s) => {
        const m = /^\[(\.\.\.)?(\w+)\]$/.exec(s);
        return m ? { param: m[2], rest: !!m[1] } : s;
      });
      const source = fs.readFileSync(file, 'utf8');
      const methods = file.endsWith('.astro') ? ['GET'] : [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]);
      const readsForm = /\b(?:pageForm|limitedFormData|formData)\(/.test(source) || /\breadDocForm\(/.test(source);
      return { file: path.relative(ROOT, file), segments, methods, fields: fieldsOf(source), readsForm };
    })
    .filter((r) => r.methods.length && !SKIP.has('/' + r.segments.join('/')));
}

/** Values that broke routes before, or that a careless or hostile visitor sends. */
const HOSTILE = [
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u202etxt.exe',
  '99999999999',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1e309',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  '2026-02-30',
  '9999-99-99',
  '2026-13-01T25:61',
  '한글',
  '\uD83D\uDE00',
  '../../../etc/passwd',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '%',
  '_',
  '',
  ' ',
  'null',
  'true',
  '[]',
  '{}',
  'x'.repeat(5000),
];

const text = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
);
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 0.5) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'id', '__proto__', 'constructor'), text, { maxKeys: 2 }) },
);

function requestsFor(route: Route, seed: number) {
  const fieldNames = route.fields.length ? route.fields : ['id', 'page', 'searchKeyword'];
  const spec = fc.record({
    segs: fc.array(text, { minLength: 1, maxLength: 1 }).map((a) => a[0]),
    query: fc.dictionary(fc.constantFrom(...fieldNames, 'page', 'redirectUrl'), text, { maxKeys: 4 }),
    body: fc.oneof(
      { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...fieldNames), jsonValue, { maxKeys: 6 }) },
      { weight: 1, arbitrary: fc.constantFrom('{', '[1,2', '"x"', 'null', '1e309', '\u0000') },
    ),
    method: fc.constantFrom(...route.methods),
  });
  return fc.sample(spec, { seed, numRuns: RUNS });
}

function urlOf(route: Route, value: string, query: Record<string, string>) {
  const p = route.segments.map((s) => (typeof s === 'string' ? s : encodeURIComponent(value || 'x'))).join('/');
  const qs = new URLSearchParams(query).toString();
  return `/${p}${qs ? `?${qs}` : ''}`;
}

/** The bodies a form route may be sent, whatever it expects. */
const CONTENT_TYPES = ['json', 'urlencoded', 'multipart', 'broken multipart', 'text', 'none'] as const;

function formBody(kind: (typeof CONTENT_TYPES)[number], fields: Record<string, string>): { headers: Record<string, string>; body: BodyInit } {
  switch (kind) {
    case 'json':
      return { headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(fields) };
    case 'urlencoded':
      return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() };
    case 'multipart': {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', new Blob([new TextEncoder().encode(Object.values(fields).join('\n'))]), 'a.pdf');
      return { headers: {}, body: form };
    }
    case 'broken multipart':
      return { headers: { 'content-type': 'multipart/form-data; boundary=----x' }, body: Object.entries(fields).map(([k, v]) => `${k}=${v}`).join('\r\n') };
    case 'text':
      return { headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: new URLSearchParams(fields).toString() };
    case 'none':
      return { headers: {}, body: new TextEncoder().encode(new URLSearchParams(fields).toString()) };
  }
}

let server: RunningServer;
const routes = discoverRoutes();

beforeAll(async () => {
  server = await startServer();
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('hostile input on every route', () => {
  it('finds the routes of the project', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.some((r) => r.file.endsWith('notice/[id].astro'))).toBe(true);
    expect(routes.some((r) => r.file.endsWith('api/v1/learnact/track/applications/index.ts') && r.methods.includes('POST') && r.fields.includes('trackCd'))).toBe(true);
  });

  it.each([
    ['anonymous', null],
    ['student', ['student1', 'std']],
    ['staff', ['staff1', 'stf']],
    ['counsellor', ['cnslr1', 'cnslr']],
  ] as const)('never answers 5xx to %s', async (_label, who) => {
    const client = new Client(server.baseUrl);
    if (who) await client.login(who[0], who[1]);
    const failures: string[] = [];
    let sent = 0;
    for (const [i, route] of routes.entries()) {
      for (const req of requestsFor(route, SEED + i)) {
        const url = urlOf(route, req.segs, req.query);
        const init: RequestInit = { method: req.method };
        if (req.method !== 'GET') {
          init.headers = { 'content-type': 'application/json; charset=utf-8' };
          init.body = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
        }
        const res = await client.raw(url, init);
        // An event stream stays open by design: its status is the answer.
        if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) await res.body?.cancel();
        else await res.arrayBuffer();
        sent++;
        if (res.status >= 500) failures.push(`${res.status} ${req.method} ${url}${init.body ? ` body=${String(init.body).slice(0, 200)}` : ''} (${route.file})`);
      }
      // A hostile request may have ended the session (e.g. an account setting): log in again.
      if (who && !client.sessionId) await client.login(who[0], who[1]);
    }
    console.log(`fuzz ${_label}: ${sent} requests over ${routes.length} routes, ${failures.length} answered 5xx${failures.length ? `\n${failures.join('\n')}` : ''}`);
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
  }, 600_000);

  it('finds the routes that read a form', () => {
    const forms = routes.filter((r) => r.readsForm).map((r) => r.file);
    expect(forms).toEqual(expect.arrayContaining(['src/pages/masterLogin.astro', 'src/pages/adm/accounts/index.astro', 'src/pages/api/files/upload.ts']));
  });

  it.each([
    ['anonymous', null],
    ['student', ['student1', 'std']],
    ['staff', ['staff1', 'stf']],
    ['counsellor', ['cnslr1', 'cnslr']],
    ['admin', ['admin1', 'adm']],
  ] as const)('never answers 5xx to %s posting a form route in any content type', async (_label, who) => {
    const client = new Client(server.baseUrl);
    if (who) await client.login(who[0], who[1]);
    const failures: string[] = [];
    let sent = 0;
    for (const [i, route] of routes.entries()) {
      if (!route.readsForm) continue;
      const fieldNames = route.fields.length ? route.fields : ['id'];
      const samples = fc.sample(fc.record({ segs: text, query: fc.dictionary(fc.constantFrom(...fieldNames), text, { maxKeys: 2 }), fields: fc.dictionary(fc.constantFrom(...fieldNames), text, { maxKeys: 6 }) }), { seed: SEED + i, numRuns: RUNS });
      for (const [j, sample] of samples.entries()) {
        const kind = CONTENT_TYPES[j % CONTENT_TYPES.length];
        for (const k of [kind, CONTENT_TYPES[(j + 3) % CONTENT_TYPES.length]]) {
          const url = urlOf(route, sample.segs, sample.query);
          const { headers, body } = formBody(k, sample.fields);
          const res = await client.raw(url, { method: 'POST', headers, body });
          await res.arrayBuffer();
          sent++;
          if (res.status >= 500) failures.push(`${res.status} POST ${url} as ${k} fields=${JSON.stringify(sample.fields).slice(0, 200)} (${route.file})`);
        }
      }
      if (who && !client.sessionId) await client.login(who[0], who[1]);
    }
    console.log(`fuzz forms ${_label}: ${sent} requests, ${failures.length} answered 5xx${failures.length ? `\n${failures.join('\n')}` : ''}`);
    expect(sent).toBeGreaterThan(0);
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
  }, 300_000);
});
