// Story: the university's office is many people with different jobs. Every office route is swept
// here for every kind of user: a staff member holding exactly one role (each role in turn), a staff
// member holding none, an admin, a student, a professor, a counsellor and an outside user. Each
// must be refused (401, 403 or 404) exactly when the permission table of decision 046 says so; a
// new office route without a row in tests/api/permissions/ fails the sweep.
import { beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { Client, baseUrl } from './client';
import { newAccount, newStudent } from '../support/factories';
import { ROLES, ROLE_DEFS, allows, type Role } from '../../src/lib/permissions';
import { OFFICE_PREFIXES, type RouteRule, type Who } from './permissions/rules';

const modules = import.meta.glob<{ rules: RouteRule[] }>('./permissions/*.ts', { eager: true });
const RULES = Object.values(modules).flatMap((m) => m.rules ?? []);

const STAFF_ROLES = ROLES.filter((r) => ROLE_DEFS[r].fits.includes('stf' as never));
const WHO: Who[] = ['nobody', ...STAFF_ROLES, 'adm', 'std', 'prof', 'cnslr', 'otsdr'];

/** Every route file under src/pages/api with the methods it exports. */
function apiRoutes(): { route: string; method: string }[] {
  const root = path.resolve(import.meta.dirname, '../../src/pages/api');
  const out: { route: string; method: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !entry.name.startsWith('_')) {
        const route = path.relative(root, full).replace(/\.ts$/, '');
        for (const m of fs.readFileSync(full, 'utf8').matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)) out.push({ route, method: m[1] });
      }
    }
  };
  walk(root);
  return out;
}

function holderOf(who: Who, userId: string) {
  if (STAFF_ROLES.includes(who as Role)) return { userId, userDiv: 'stf', roles: [who] };
  if (who === 'nobody') return { userId, userDiv: 'stf', roles: [] };
  return { userId, userDiv: who, roles: [] };
}

function expectedAllowed(rule: RouteRule, who: Who, userId: string) {
  if (rule.also?.includes(who)) return true;
  return allows(holderOf(who, userId), rule.area, rule.action, rule.managers ? { managerIds: rule.managers } : undefined);
}

async function call(client: Client, rule: RouteRule) {
  if (rule.method === 'GET') return (await client.raw(rule.path)).status;
  const body = rule.probe === undefined || rule.probe === false ? {} : rule.probe;
  const res = await client.raw(rule.path, {
    method: rule.method,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  return res.status;
}

describe('the permission sweep over every office route', () => {
  const clients = new Map<Who, { client: Client; userId: string }>();

  beforeAll(async () => {
    const base = baseUrl();
    for (const who of WHO) {
      const account =
        who === 'std'
          ? await newStudent(base)
          : who === 'nobody'
            ? await newAccount(base, 'stf')
            : STAFF_ROLES.includes(who as Role)
              ? await newAccount(base, 'stf', { roles: [who] })
              : await newAccount(base, who as 'adm' | 'prof' | 'cnslr' | 'otsdr');
      const client = new Client(base);
      const res = await client.post('/api/auth/login', { userId: account.userId, password: account.password, userDiv: account.userDiv });
      expect(res.status, `${who} logs in`).toBe(200);
      clients.set(who, { client, userId: account.userId });
    }
  }, 300_000);

  it('has a row for every method of every office route, and no row for a route that does not exist', () => {
    const routes = apiRoutes();
    const office = routes.filter((r) => OFFICE_PREFIXES.some((p) => r.route.startsWith(p)));
    const covered = new Set(RULES.map((r) => `${r.method} ${r.route}`));
    expect(office.map((r) => `${r.method} ${r.route}`).filter((k) => !covered.has(k))).toEqual([]);
    const existing = new Set(routes.map((r) => `${r.method} ${r.route}`));
    expect([...covered].filter((k) => !existing.has(k))).toEqual([]);
  });

  it('refuses exactly those the table refuses, and lets the others through', async () => {
    const wrong: string[] = [];
    for (const rule of RULES) {
      for (const who of WHO) {
        const { client, userId } = clients.get(who)!;
        const allowed = expectedAllowed(rule, who, userId);
        if (allowed && rule.probe === false) continue;
        const status = await call(client, rule);
        const refused = status === 401 || status === 403 || status === 404;
        if (refused === allowed) wrong.push(`${rule.method} ${rule.path} as ${who}: ${status} (expected ${allowed ? 'allowed' : 'refused'})`);
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it('refuses a logged-out caller on every office route', async () => {
    const anonymous = new Client(baseUrl());
    const wrong: string[] = [];
    for (const rule of RULES) {
      const status = await call(anonymous, rule);
      if (status !== 401 && status !== 403) wrong.push(`${rule.method} ${rule.path}: ${status}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
