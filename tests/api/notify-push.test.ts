// Push notifications over the real protocol (decision 060), on a server of its own whose push service
// is a web server inside this test. A browser is played by an ECDH key pair and an auth secret, as a
// real browser makes them; what the push service receives is decrypted here with those keys, following
// RFC 8291 and RFC 8188 step by step (not with the library the portal sends with), and the VAPID
// signature is checked against the key the portal publishes. So the payload is proved, not assumed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { freePort, startServer, type RunningServer } from '../support/server';
import { waitFor } from '../support/wait';
import { newAccount, newStudent } from '../support/factories';
import { Client, cnslApplication, unique } from './client';

let server: RunningServer;
let push: http.Server;
let pushOrigin: string;

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
/** How the test push service answers each device path (201 unless told). */
const answers = new Map<string, number>();

beforeAll(async () => {
  const pushPort = await freePort();
  pushOrigin = `http://127.0.0.1:${pushPort}`;
  push = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(req.url ?? '') ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => push.listen(pushPort, '127.0.0.1', resolve));
  const port = await freePort();
  const pg = process.env.API_DATABASE_URL;
  server = await startServer({
    ...(pg ? { DATABASE_URL: pg } : {}),
    PORT: String(port),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    PUSH_SERVICE_HOSTS: `127.0.0.1:${pushPort}`,
    VAPID_SUBJECT: 'mailto:portal-admin@hanul.test',
    NOTIFY_WORKER_MS: '200',
    NOTIFY_RETRY_BASE_MS: '300',
    NOTIFY_MAX_ATTEMPTS: '3',
    NOTIFY_QUIET_HOURS: 'off',
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (push ? push.close(() => resolve()) : resolve()));
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A browser's side of a push subscription: its key pair and auth secret, and the endpoint its push service gave it. */
function browser(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, endpoint: `${pushOrigin}${path}`, path, json: { endpoint: `${pushOrigin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } } };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
/** HKDF-Expand for one block (every length here is at most 32 bytes). */
const expand = (prk: Buffer, info: Buffer, length: number) => hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);

/** Decrypts an aes128gcm Web Push message (RFC 8291 section 3.4, RFC 8188 section 2) with the browser's keys. */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  expect(idLength).toBe(65);
  expect(ciphertext.length).toBeLessThanOrEqual(recordSize);
  const secret = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = expand(hmac(auth, secret), keyInfo, 32);
  const prk = hmac(salt, ikm);
  const cek = expand(prk, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = expand(prk, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  expect(plain[end]).toBe(2);
  return JSON.parse(plain.subarray(0, end).toString('utf8')) as { title: string; body: string; url: string; tag: string };
}

/** Checks the VAPID header (RFC 8292): an ES256 token for the push service's origin, signed by the key it names. */
function checkVapid(headers: http.IncomingHttpHeaders, publicKey: string) {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization));
  expect(m, String(headers.authorization)).not.toBeNull();
  const [, token, k] = m!;
  expect(k).toBe(publicKey);
  const [head, claims, sig] = token.split('.');
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  const c = JSON.parse(Buffer.from(claims, 'base64url').toString());
  expect(c.aud).toBe(pushOrigin);
  expect(c.sub).toBe('mailto:portal-admin@hanul.test');
  expect(c.exp * 1000).toBeGreaterThan(Date.now());
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  expect(verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'))).toBe(true);
}

async function submit(client: Client, path: string, fields: Record<string, string>) {
  const res = await client.raw(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  return { status: res.status, html: await res.text() };
}

const SETTINGS = '/user/mypage/notifications';

async function student() {
  const account = await newStudent(server.baseUrl);
  const client = new Client(server.baseUrl);
  await client.login(account.userId, 'std', account.password);
  return { client, account };
}

/** Mail stays in the portal (no mail server here); push on for the categories given. */
async function pushFor(client: Client, categories: string[]) {
  const fields: Record<string, string> = { action: 'prefs' };
  for (const c of ['CNSL', 'PROGRAM', 'CAMPUS', 'RECRUIT', 'NOTICE', 'MESSAGE']) {
    fields[`pref_${c}`] = 'PORTAL';
    if (categories.includes(c)) fields[`push_${c}`] = 'on';
  }
  const r = await submit(client, SETTINGS, fields);
  expect(r.status).toBe(200);
  expect(r.html).toContain('알림 받는 방법을 저장했습니다');
}

async function staffMessage(to: string[], msgTitle: string, msgCont: string) {
  const account = await newAccount(server.baseUrl, 'stf');
  const staff = new Client(server.baseUrl);
  await staff.login(account.userId, 'stf', account.password);
  const sent = await staff.post('/api/v1/cmmn/sendSystemMsg', { msgType: 'MSG_TYPE01', recvIdArr: to, msgTitle, msgCont });
  expect(sent.status).toBe(200);
}

const to = (path: string) => received.filter((r) => r.path === path);

/** The VAPID public key the settings page hands to the browser. */
async function publishedKey(client: Client) {
  const html = (await client.page(SETTINGS)).html;
  return /data-push-key="([A-Za-z0-9_-]+)"/.exec(html)![1];
}

describe('a student who turned push on', () => {
  it('gets a staff message on her phone as an encrypted, signed push that says nothing of the message', async () => {
    const s = await student();
    const phone = browser(`/push/${unique('phone')}`);
    const on = await s.client.post('/api/v1/mypage/push', phone.json, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36' });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const page = (await s.client.page(SETTINGS)).html;
    expect(page).toContain('Android · 삼성 인터넷');
    await pushFor(s.client, ['MESSAGE']);
    expect((await s.client.page(SETTINGS)).html).toMatch(/id="push-MESSAGE"[^>]*checked/);

    await staffMessage([s.account.userId], unique('성적 경고 안내'), '평점 1.9로 학사경고 대상입니다.');
    const got = await waitFor('the push', () => to(phone.path)[0]);
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(got.headers.ttl)).toBeGreaterThan(0);
    expect(got.headers.urgency).toBe('normal');
    checkVapid(got.headers, await publishedKey(s.client));
    // The body is ciphertext: nothing readable on the way.
    expect(got.body.toString('latin1')).not.toContain('학생지원포털');
    const payload = decrypt(got.body, phone.ecdh, phone.auth);
    expect(payload).toMatchObject({ title: '한울여자대학교 학생지원포털', url: '/messages' });
    expect(payload.body).toContain('교수·교직원이 보낸 새 메시지가 있습니다');
    for (const secret of ['성적', '경고', '1.9']) expect(JSON.stringify(payload)).not.toContain(secret);
    // More rounds of the sender: it went once.
    await pause(1200);
    expect(to(phone.path)).toHaveLength(1);
    // Categories she left off send nothing: a message of another category (counselling) does not reach the phone.
    const res = await s.client.post('/api/v1/cnsl/apply', cnslApplication('VISIT', { preferredTimes: '평일 오후', topic: unique('방문 상담') }));
    expect(res.status).toBe(200);
    const cnslr = new Client(server.baseUrl);
    await cnslr.login('cnslr1', 'cnslr');
    expect((await cnslr.post(`/api/v1/cnsl/applications/${res.body.data.applId}/reject`, { reason: '다른 센터 안내' })).status).toBe(200);
    await pause(1200);
    expect(to(phone.path)).toHaveLength(1);
  });

  it('gets a counselling change as a neutral push on each of her devices', async () => {
    const s = await student();
    const [phone, laptop] = [browser(`/push/${unique('phone')}`), browser(`/push/${unique('laptop')}`)];
    for (const d of [phone, laptop]) expect((await s.client.post('/api/v1/mypage/push', d.json)).status).toBe(200);
    await pushFor(s.client, ['CNSL']);
    const topic = unique('잠이 안 오는 고민');
    const res = await s.client.post('/api/v1/cnsl/apply', cnslApplication('VISIT', { preferredTimes: '평일 오후', topic }));
    const cnslr = new Client(server.baseUrl);
    await cnslr.login('cnslr1', 'cnslr');
    expect((await cnslr.post(`/api/v1/cnsl/applications/${res.body.data.applId}/reject`, { reason: '다른 센터에서 도와드릴 내용입니다' })).status).toBe(200);
    for (const d of [phone, laptop]) {
      const got = await waitFor('the counselling push', () => to(d.path)[0]);
      const payload = decrypt(got.body, d.ecdh, d.auth);
      expect(payload.body).toContain('학생상담센터에서 새 알림이 있습니다');
      for (const secret of [topic, '방문', '반려', '다른 센터', 'VISIT', 'psychcnsl']) expect(JSON.stringify(payload)).not.toContain(secret);
    }
  });
});

describe('devices', () => {
  it('are dropped when the push service says they are gone', async () => {
    const s = await student();
    const old = browser(`/push/${unique('gone')}`);
    answers.set(old.path, 410);
    expect((await s.client.post('/api/v1/mypage/push', old.json)).status).toBe(200);
    await pushFor(s.client, ['MESSAGE']);
    expect((await s.client.page(SETTINGS)).html).toContain('data-testid="push-devices"');
    await staffMessage([s.account.userId], unique('안내'), '내용');
    await waitFor('the push to the gone device', () => to(old.path)[0]);
    await waitFor('the device dropped', async () => (await s.client.page(SETTINGS)).html.includes('푸시 알림을 켠 기기가 없습니다'));
    // Nothing more is sent there.
    await staffMessage([s.account.userId], unique('두 번째 안내'), '내용');
    await pause(1200);
    expect(to(old.path)).toHaveLength(1);
  });

  it('are retried while the push service fails, then given up', async () => {
    const s = await student();
    const d = browser(`/push/${unique('down')}`);
    answers.set(d.path, 503);
    expect((await s.client.post('/api/v1/mypage/push', d.json)).status).toBe(200);
    await pushFor(s.client, ['MESSAGE']);
    await staffMessage([s.account.userId], unique('재시도'), '내용');
    // 3 attempts, 0.3 s and 0.6 s apart.
    await waitFor('three attempts', () => to(d.path).length >= 3);
    await pause(1500);
    expect(to(d.path)).toHaveLength(3);
    // The device stays: the service was down, not gone.
    expect((await s.client.page(SETTINGS)).html).toContain('data-testid="push-devices"');
  });

  it('stop getting pushes when she turns push off there; nobody else can turn hers off', async () => {
    const s = await student();
    const other = await student();
    const d = browser(`/push/${unique('phone')}`);
    expect((await s.client.post('/api/v1/mypage/push', d.json)).status).toBe(200);
    await pushFor(s.client, ['MESSAGE']);
    // Another student cannot turn off a device that is not hers: 404, and it stays.
    expect((await other.client.post('/api/v1/mypage/push/off', { endpoint: d.endpoint })).status).toBe(404);
    expect((await s.client.page(SETTINGS)).html).toContain('data-testid="push-devices"');
    expect((await s.client.post('/api/v1/mypage/push/off', { endpoint: d.endpoint })).status).toBe(200);
    expect((await s.client.post('/api/v1/mypage/push/off', { endpoint: d.endpoint })).status).toBe(404);
    await staffMessage([s.account.userId], unique('꺼진 기기'), '내용');
    await pause(1200);
    expect(to(d.path)).toHaveLength(0);
  });

  it('are turned off from the settings page by their number, only her own', async () => {
    const s = await student();
    const other = await student();
    const d = browser(`/push/${unique('tablet')}`);
    const { subId } = (await s.client.post('/api/v1/mypage/push', d.json)).body.data as { subId: number };
    const refused = await submit(other.client, SETTINGS, { action: 'device-remove', subId: String(subId) });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('등록된 기기를 찾을 수 없습니다');
    const r = await submit(s.client, SETTINGS, { action: 'device-remove', subId: String(subId) });
    expect(r.status).toBe(200);
    expect(r.html).toContain('그 기기에는 더 이상 푸시 알림을 보내지 않습니다');
    expect(r.html).toContain('푸시 알림을 켠 기기가 없습니다');
  });

  it('are refused when they point anywhere but an allowed push service, or carry bad keys, and nothing is kept', async () => {
    const s = await student();
    const good = browser('/push/x').json;
    const cases = [
      { ...good, endpoint: 'http://10.0.0.5/internal' },
      { ...good, endpoint: 'https://metadata.google.internal/computeMetadata/v1/' },
      { ...good, endpoint: `${pushOrigin.replace('http:', 'ftp:')}/push/x` },
      { ...good, endpoint: `${pushOrigin}/push/\u0000x` },
      { ...good, endpoint: `${pushOrigin}/${'a'.repeat(1200)}` },
      { ...good, keys: { p256dh: 'short', auth: good.keys.auth } },
      { ...good, keys: { p256dh: good.keys.p256dh, auth: '!!!!!!!!!!!!!!!!!!!!!!' } },
      { endpoint: good.endpoint },
      'not json',
    ];
    for (const body of cases) {
      const res = await s.client.post('/api/v1/mypage/push', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(String(res.body.message)).toMatch(/[가-힣]/);
    }
    expect((await s.client.page(SETTINGS)).html).toContain('푸시 알림을 켠 기기가 없습니다');
    // Not logged in: 401.
    expect((await new Client(server.baseUrl).post('/api/v1/mypage/push', good)).status).toBe(401);
  });
});
