// Sessions, login and files done right, on a server of its own configured as behind an HTTPS proxy
// (SECURE_COOKIES, TRUST_PROXY=1) with a small storage quota: HSTS and Secure cookies; wrong passwords
// from one address never lock the owner out from another; bodies over their limit are refused while
// read; the quota is kept and a refused upload leaves no file behind; private downloads are never
// cached; stored file names never reach a reader; every answer, static assets included, is nosniff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer } from '../support/server';
import { Client } from './client';

let server: RunningServer;
const QUOTA = 64 * 1024;

beforeAll(async () => {
  server = await startServer({ SECURE_COOKIES: 'true', TRUST_PROXY: '1', USER_QUOTA_BYTES: String(QUOTA) });
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

/** A client whose requests come, as the proxy reports, from `ip`. */
function from(ip: string) {
  const client = new Client(server.baseUrl);
  const raw = client.raw.bind(client);
  client.raw = (p, init = {}, opts = {}) => raw(p, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': ip } }, opts);
  return client;
}

const login = (client: Client, password: string) => client.post('/api/auth/login', { userId: 'outsider2', password, userDiv: 'otsdr' });

function storedFiles() {
  const root = path.join(server.dataDir, 'files');
  if (!fs.existsSync(root)) return 0;
  return fs.readdirSync(root).reduce((n, d) => n + fs.readdirSync(path.join(root, d)).length, 0);
}

describe('behind an HTTPS proxy', () => {
  it('sends HSTS and marks the session cookie Secure', async () => {
    const client = from('203.0.113.7');
    const res = await login(client, 'portal1234!');
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('portal_sid='))).toMatch(/;\s*Secure/i);
  });

  it('slows down guesses from one address but lets the owner in from another at once', async () => {
    const attacker = from('198.51.100.66');
    for (let i = 0; i < 6; i++) await login(attacker, `wrong-${i}`);
    expect((await login(attacker, 'portal1234!')).status).toBe(429);
    const owner = from('203.0.113.8');
    const res = await login(owner, 'portal1234!');
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe('outsider2');
  });
});

describe('bodies and files', () => {
  let student: Client;
  beforeAll(async () => {
    student = from('203.0.113.9');
    await student.login('student40', 'std');
  });

  it('answers a JSON body over 1 MB with 413 at once, in Korean', async () => {
    const res = await student.post('/api/v1/mypage/contact', { adr: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/요청이 너무 큽니다/);
  });

  it('keeps the storage quota, and a refused upload leaves no file behind', async () => {
    const before = storedFiles();
    const ok = await student.upload('/api/files/upload', [{ name: 'a.txt', bytes: new Uint8Array(40 * 1024).fill(97), type: 'text/plain' }]);
    expect(ok.status).toBe(200);
    expect(storedFiles()).toBe(before + 1);
    const over = await student.upload('/api/files/upload', [{ name: 'b.txt', bytes: new Uint8Array(40 * 1024).fill(98), type: 'text/plain' }]);
    expect(over.status).toBe(413);
    expect(over.body.message).toMatch(/한도/);
    expect(storedFiles()).toBe(before + 1);
  });

  it('lists files without their stored names, downloads private ones uncached with a clean name', async () => {
    const up = await student.upload('/api/files/upload', [{ name: 'report\u202Efdp.txt', bytes: new TextEncoder().encode('hello'), type: 'text/plain' }]);
    expect(up.status).toBe(200);
    const list = await student.get('/api/cmmn/getFileList', { fileId: up.body.data.fileGroupId });
    expect(list.status).toBe(200);
    for (const f of list.body.data) expect(f).not.toHaveProperty('saveFileNm');
    expect(list.body.data[0].oriFileNm).toBe('reportfdp');
    const file = await student.bytes(list.body.data[0].linkUrlPath);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).not.toMatch(/[\u202A-\u202E]/);
  });

  it('answers static assets with nosniff too', async () => {
    const res = await fetch(`${server.baseUrl}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
