// Notification mail over the real protocol (decision 059), on a server of its own that sends through
// an SMTP server inside this test: a student confirms her address from the link of the confirmation
// mail, chooses email for programmes and gets exactly one mail when a waiting list moves her up, with
// the portal link and an unsubscribe link that works without logging in (a tampered one is refused);
// a counselling change mails nothing of the counselling; an unconfirmed address gets nothing; a mail
// the server keeps refusing is retried and then failed, and the admin sees it and sends it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { freePort, startServer, type RunningServer } from '../support/server';
import { waitFor } from '../support/wait';
import { newAccount, newStudent } from '../support/factories';
import { Client, cnslApplication, studentClient, unique } from './client';

let server: RunningServer;
let smtp: SMTPServer;
let origin: string;
const received: ParsedMail[] = [];
/** Addresses the mail server refuses for now, and how often each was tried. */
const refused = new Set<string>();
const refusals = new Map<string, number>();

beforeAll(async () => {
  const smtpPort = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      refusals.set(address.address, (refusals.get(address.address) ?? 0) + 1);
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // On a PostgreSQL run this instance shares the run's database with the main test server (which has no mail server, so sends nothing).
  const pg = process.env.API_DATABASE_URL;
  server = await startServer({
    ...(pg ? { DATABASE_URL: pg } : {}),
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: '한울여자대학교 학생지원포털 <portal@hanul.test>',
    NOTIFY_WORKER_MS: '200',
    NOTIFY_RETRY_BASE_MS: '300',
    NOTIFY_MAX_ATTEMPTS: '3',
    // The test runs at any hour: the night's hold is the scheduling unit test's to check.
    NOTIFY_QUIET_HOURS: 'off',
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address ?? '';
const mailsTo = (address: string) => received.filter((m) => to(m) === address);
const notices = (address: string) => mailsTo(address).filter((m) => !m.subject?.includes('주소를 확인해 주세요'));

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A plain form post of a page, as the browser sends it; the page's HTML back. */
async function submit(client: Client, path: string, fields: Record<string, string>) {
  const res = await client.raw(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  return { status: res.status, html: await res.text() };
}

async function student() {
  const account = await newStudent(server.baseUrl);
  const client = new Client(server.baseUrl);
  await client.login(account.userId, 'std', account.password);
  const email = `${account.userId.toLowerCase()}@mail.hanul.test`;
  return { client, account, email };
}

const SETTINGS = '/user/mypage/notifications';

async function saveAddress(client: Client, email: string) {
  const r = await submit(client, SETTINGS, { action: 'address', email });
  expect(r.status).toBe(200);
  expect(r.html).toContain('주소를 저장했습니다');
}

/** Saves the address, asks for the confirmation mail and opens its link (logged out). */
async function confirmAddress(client: Client, email: string) {
  await saveAddress(client, email);
  const r = await submit(client, SETTINGS, { action: 'confirm' });
  expect(r.html).toContain('확인 메일을 보냈습니다');
  const mail = await waitFor('the confirmation mail', () => mailsTo(email).find((m) => m.subject?.includes('주소를 확인해 주세요')));
  const link = /(http:\/\/\S+\/notify\/confirm\?\S+)/.exec(mail.text ?? '')![1];
  expect(link.startsWith(`${origin}/notify/confirm?`)).toBe(true);
  const page = await new Client(server.baseUrl).page(link.slice(origin.length));
  expect(page.status).toBe(200);
  expect(page.html).toContain('이메일 주소가 확인되었습니다');
  // The link is for one use only.
  expect((await new Client(server.baseUrl).page(link.slice(origin.length))).status).toBe(400);
  expect((await client.page(SETTINGS)).html).toContain('확인됨');
}

async function choose(client: Client, channels: Record<string, string>) {
  const fields = Object.fromEntries(['CNSL', 'PROGRAM', 'CAMPUS', 'RECRUIT', 'NOTICE', 'MESSAGE'].map((c) => [`pref_${c}`, channels[c] ?? 'PORTAL']));
  const r = await submit(client, SETTINGS, { action: 'prefs', ...fields });
  expect(r.status).toBe(200);
  expect(r.html).toContain('알림 받는 방법을 저장했습니다');
}

describe('a student promoted from a waiting list', () => {
  let waiter: Awaited<ReturnType<typeof student>>;
  let mail: ParsedMail;

  it('gets exactly one mail, to her confirmed address, with the portal link and an unsubscribe link', async () => {
    const staffAccount = await newAccount(server.baseUrl, 'stf', { roles: ['PROGRAM_MANAGER'] });
    const staff = new Client(server.baseUrl);
    await staff.login(staffAccount.userId, 'stf', staffAccount.password);
    const title = unique('메일 알림 특강');
    const created = await staff.post('/api/v1/stf/career/programs', {
      title, categoryCd: 'CAREER_SKILL', summary: '대기 순번 메일 확인', description: '정원 한 명과 대기 한 명인 프로그램입니다.', competencyCds: [], mileage: 5,
      eligibleColgCds: [], eligibleDeptCds: [], eligibleGrades: [], eligibleStatusCds: [], capacity: 1, waitlistCapacity: 1, autoApprove: true,
      applyStartDt: '2026-11-20', applyEndDt: '2026-11-30', runStartDt: '2026-12-01', runEndDt: '2026-12-05', minAttendPct: 0,
      sessions: [{ title: '1회', sessionDt: '2026-12-01', startTm: '10:00', endTm: '12:00' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const programId = created.body.data.programId as number;

    waiter = await student();
    await confirmAddress(waiter.client, waiter.email);
    await choose(waiter.client, { PROGRAM: 'EMAIL' });

    const holder = await student();
    const seat = await holder.client.post(`/api/v1/career/programs/${programId}/apply`, {});
    expect(seat.body.data.status).toBe('APPROVED');
    const wait = await waiter.client.post(`/api/v1/career/programs/${programId}/apply`, {});
    expect(wait.body.data.status).toBe('WAITING');
    expect((await holder.client.post(`/api/v1/career/applications/${seat.body.data.applId}/cancel`)).status).toBe(200);

    mail = await waitFor('the promotion mail', () => notices(waiter.email).find((m) => m.subject?.includes('대기 순번')));
    // A few more rounds of the sender: nothing is sent twice.
    await pause(1500);
    expect(notices(waiter.email).filter((m) => m.subject?.includes('대기 순번'))).toHaveLength(1);
    expect(to(mail)).toBe(waiter.email);
    expect(mail.from?.value[0].address).toBe('portal@hanul.test');
    expect(mail.subject).toBe(`[학생지원포털] [진로활동] ${title} 대기 순번이 올라왔습니다`);
    expect(mail.text).toContain(`${origin}/user/futuredesign/myecp`);
    expect(mail.html).toContain(`href="${origin}/user/futuredesign/myecp"`);
    const unsub = /(http:\/\/\S+\/notify\/unsubscribe\?\S+)/.exec(mail.text ?? '')![1];
    expect(unsub).toContain('c=PROGRAM');
    const header = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
    expect(header).toContain(`<${unsub}>`);
  });

  it('unsubscribes from the link alone, and a tampered link is refused and changes nothing', async () => {
    const unsub = /(http:\/\/\S+\/notify\/unsubscribe\?\S+)/.exec(mail.text ?? '')![1];
    const url = new URL(unsub);
    const anyone = new Client(server.baseUrl);
    const tampered = new URL(url);
    tampered.searchParams.set('c', 'CNSL');
    const forged = new URL(url);
    forged.searchParams.set('s', `${url.searchParams.get('s')!.slice(0, -2)}xx`);
    for (const bad of [tampered, forged, new URL(`${origin}/notify/unsubscribe?u=%00&c=NOPE&s=${'a'.repeat(500)}`), new URL(`${origin}/notify/unsubscribe`)]) {
      const page = await anyone.page(bad.pathname + bad.search);
      expect(page.status, bad.search).toBe(400);
      expect(page.html).toContain('수신 거부 링크가 올바르지 않습니다');
    }
    expect((await waiter.client.page(SETTINGS)).html).toMatch(/id="pref-PROGRAM-EMAIL"[^>]*checked/);
    const page = await anyone.page(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(page.html).toContain('알림 메일을 더 이상 보내지 않습니다');
    expect(page.html).toContain('비교과');
    expect((await waiter.client.page(SETTINGS)).html).toMatch(/id="pref-PROGRAM-PORTAL"[^>]*checked/);
  });
});

describe('a counselling change', () => {
  it('sends a neutral mail that carries nothing of the counselling', async () => {
    const s = await student();
    await confirmAddress(s.client, s.email);
    await choose(s.client, { CNSL: 'EMAIL' });
    const topic = unique('진로 고민 방문 상담');
    const res = await s.client.post('/api/v1/cnsl/apply', cnslApplication('VISIT', { preferredTimes: '평일 오후', topic }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cnslr = new Client(server.baseUrl);
    await cnslr.login('cnslr1', 'cnslr');
    expect((await cnslr.post(`/api/v1/cnsl/applications/${res.body.data.applId}/reject`, { reason: '다른 센터에서 도와드릴 내용입니다' })).status).toBe(200);
    const mail = await waitFor('the counselling mail', () => notices(s.email)[0]);
    expect(mail.subject).toBe('[학생지원포털] 학생상담센터에서 새 알림이 있습니다');
    const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
    for (const secret of [topic, '방문', '반려', '다른 센터', 'VISIT', 'applId', 'psychcnsl']) expect(all).not.toContain(secret);
    expect(mail.text).toContain(`${origin}/messages`);
  });
});

describe('an address not confirmed', () => {
  it('gets no mail, while a confirmed one gets the same message', async () => {
    const [unconfirmed, confirmed] = [await student(), await student()];
    await saveAddress(unconfirmed.client, unconfirmed.email);
    await choose(unconfirmed.client, { MESSAGE: 'EMAIL' });
    await confirmAddress(confirmed.client, confirmed.email);
    await choose(confirmed.client, { MESSAGE: 'EMAIL' });
    const staffAccount = await newAccount(server.baseUrl, 'stf');
    const staff = new Client(server.baseUrl);
    await staff.login(staffAccount.userId, 'stf', staffAccount.password);
    const msgTitle = unique('서류 제출 안내');
    const sent = await staff.post('/api/v1/cmmn/sendSystemMsg', { msgType: 'MSG_TYPE01', recvIdArr: [unconfirmed.account.userId, confirmed.account.userId], msgTitle, msgCont: '평점 4.1 확인 바랍니다.' });
    expect(sent.status).toBe(200);
    const mail = await waitFor('the confirmed student’s mail', () => notices(confirmed.email)[0]);
    expect(mail.subject).toBe('[학생지원포털] 교수·교직원이 보낸 새 메시지가 있습니다');
    expect(`${mail.text}${mail.html}`).not.toContain('4.1');
    await pause(1000);
    expect(mailsTo(unconfirmed.email)).toHaveLength(0);
  });
});

describe('a mail the server keeps refusing', () => {
  it('is retried, then failed; the admin sees it with the error and sends it again', async () => {
    const s = await student();
    await confirmAddress(s.client, s.email);
    await choose(s.client, { MESSAGE: 'EMAIL' });
    refused.add(s.email);
    const staffAccount = await newAccount(server.baseUrl, 'stf');
    const staff = new Client(server.baseUrl);
    await staff.login(staffAccount.userId, 'stf', staffAccount.password);
    expect((await staff.post('/api/v1/cmmn/sendSystemMsg', { msgType: 'MSG_TYPE01', recvIdArr: [s.account.userId], msgTitle: unique('재시도 확인'), msgCont: '내용' })).status).toBe(200);
    const adminAccount = await newAccount(server.baseUrl, 'adm');
    const admin = new Client(server.baseUrl);
    await admin.login(adminAccount.userId, 'adm', adminAccount.password);
    // 3 attempts, 0.3 s and 0.6 s apart, each a round of the 0.2 s sender.
    await waitFor('three refused attempts', () => (refusals.get(s.email) ?? 0) >= 3);
    let row = '';
    for (let i = 0; i < 30 && !row; i++) {
      const html = (await admin.page('/adm/notifications')).html;
      row = html.split('<tr>').find((r) => r.includes(s.account.userId) && r.includes('시도 3회')) ?? '';
      if (!row) await pause(200);
    }
    expect(row).toContain('550');
    await pause(1000);
    expect(refusals.get(s.email)).toBe(3);
    expect(notices(s.email)).toHaveLength(0);
    // A student may not open the admin's page.
    expect((await s.client.page('/adm/notifications')).status).not.toBe(200);
    refused.delete(s.email);
    const outboxId = /name="outboxId" value="(\d+)"/.exec(row)![1];
    const retried = await submit(admin, '/adm/notifications', { outboxId });
    expect(retried.html).toContain('다시 보낼 메일로 돌렸습니다');
    await waitFor('the mail sent again', () => notices(s.email)[0]);
    expect((await submit(admin, '/adm/notifications', { outboxId: '0' })).status).toBe(400);
  });
});

describe('without a mail server', () => {
  it('the settings page says email is not available and refuses email channels', async () => {
    const { client } = await studentClient();
    const page = await client.page(SETTINGS);
    expect(page.status).toBe(200);
    expect(page.html).toContain('메일 서버가 설정되어 있지 않아 알림 메일을 보낼 수 없습니다');
    const r = await submit(client, SETTINGS, { action: 'prefs', pref_CNSL: 'EMAIL', pref_PROGRAM: 'PORTAL', pref_CAMPUS: 'PORTAL', pref_RECRUIT: 'PORTAL', pref_NOTICE: 'PORTAL', pref_MESSAGE: 'PORTAL' });
    expect(r.status).toBe(400);
    expect(r.html).toMatch(/id="pref-CNSL-PORTAL"[^>]*checked/);
  });
});
