// PostgreSQL for the tests that need a real server: fresh databases, demo logins, live streams.
import { expect } from 'vitest';
import pg from 'pg';

export const ADMIN_URL = process.env.CI_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(tag: string) {
  const name = `portal_faults_${tag}_${process.pid}_${Date.now()}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Logs in a demo account on one instance and returns its session cookie. */
export async function login(base: string, userId: string, userDiv: string) {
  const res = await fetch(base + '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: base },
    body: JSON.stringify({ userId, userDiv, password: 'portal1234!' }),
  });
  const body = await res.json();
  if (res.status !== 200 || body.data === false) throw new Error(`login failed for ${userId}: ${body.message}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('portal_sid='));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/** Sends a system message as the given session through the given instance; returns its title. */
export async function sendMessage(base: string, cookie: string, recvId: string, msgTitle: string) {
  const res = await fetch(base + '/api/v1/cmmn/sendSystemMsg', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: base, cookie },
    body: JSON.stringify({ msgType: 'MSG_TYPE01', recvIdArr: [recvId], msgTitle, msgCont: '장애 복구 확인용 알림입니다.' }),
  });
  expect(res.status).toBe(200);
}

/** Opens the live-message stream and resolves with the text once it contains `expected` (or times out). */
export async function openStream(base: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(base + '/api/v1/client/dashBoard/user/myDashBoard/getSseConn', { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    async waitFor(expected: string, timeoutMs = 10_000) {
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        while (!text.includes(expected)) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
        }
      } catch {
        /* aborted: the caller's assertion reports what arrived */
      } finally {
        clearTimeout(timer);
      }
      return text;
    },
    close: () => controller.abort(),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

