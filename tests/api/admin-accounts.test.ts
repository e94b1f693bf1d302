// Account management over HTTP: an admin creates a master-login account, its one-time link sets the
// password (once, with the policy), reset and disable end sessions and live streams, roles are
// granted and revoked with an audited reason, and nobody but an admin gets in. Accounts are made by
// the test itself; admin1 is the only demo account used for acting.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, loggedIn, studentClient } from './client';

const BASE = '/api/v1/adm/accounts';
const SSE_PATH = '/api/v1/client/dashBoard/user/myDashBoard/getSseConn';
const GOOD_PASSWORD = 'Hanul-campus-7429';
let admin: Client;
let seq = 0;

/** A fresh id for this run (ids are letters, digits, '_' and '-'). */
const newId = () => `t${Date.now().toString(36)}${(seq++).toString(36)}`;
const tokenOf = (link: { token: string }) => link.token;

async function createAccount(userDiv = 'otsdr') {
  const userId = newId();
  const res = await admin.post(BASE, { userId, korNm: '시험계정', userDiv, email: '', reason: '협력 기관 담당자 등록' });
  expect(res.status).toBe(200);
  return { userId, token: tokenOf(res.body.data.link) as string };
}

async function setPassword(token: string, password = GOOD_PASSWORD) {
  return new Client().post('/api/v1/account/set-password', { token, password });
}

async function readyAccount(userDiv = 'otsdr') {
  const acc = await createAccount(userDiv);
  expect((await setPassword(acc.token)).status).toBe(200);
  return acc;
}

async function history(userId: string) {
  const res = await admin.get(`${BASE}/${userId}`);
  expect(res.status).toBe(200);
  return res.body.data.history as { actorId: string; action: string; detail: { reason?: string; roleCd?: string } }[];
}

beforeAll(async () => {
  admin = await loggedIn('admin1', 'adm');
});

describe('create and one-time link', () => {
  it('creates a master-login account without a password, and the link sets one that logs in', async () => {
    const { userId, token } = await createAccount();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const found = await admin.get(BASE, { keyword: userId });
    expect(found.body.data.totalCnt).toBe(1);
    expect(found.body.data.list[0]).toMatchObject({ userId, korNm: '시험계정', userDiv: 'otsdr', isSso: 'N', useYn: 'Y', roles: [] });
    // Nothing logs in before the password is set.
    await expect(new Client().login(userId, 'otsdr', GOOD_PASSWORD)).rejects.toThrow();

    const page = await new Client().page(`/account/set-password?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(userId);

    const set = await setPassword(token);
    expect(set.status).toBe(200);
    const user = new Client();
    await user.login(userId, 'otsdr', GOOD_PASSWORD);
    expect((await user.get('/api/v1/headerUserInfo')).status).toBe(200);

    // Single use: the same link does nothing the second time.
    const again = await setPassword(token, 'Another-strong-pass-88');
    expect(again.status).toBe(410);
    await new Client().login(userId, 'otsdr', GOOD_PASSWORD);
    const actions = (await history(userId)).map((h) => h.action);
    expect(actions).toEqual(expect.arrayContaining(['account.create', 'account.password-set']));
    expect((await history(userId)).find((h) => h.action === 'account.create')).toMatchObject({ actorId: 'admin1', detail: { reason: '협력 기관 담당자 등록' } });
  });

  it('refuses short, common and id-containing passwords and keeps the link usable', async () => {
    const { userId, token } = await createAccount();
    const short = await setPassword(token, 'Ab1!x');
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('8자 이상');
    for (const common of ['password123', 'Qwerty123!', '1q2w3e4r5t', '12345678']) {
      const res = await setPassword(token, common);
      expect(res.status, common).toBe(400);
      expect(res.body.message).toContain('흔한 비밀번호');
    }
    const withId = await setPassword(token, `${userId}-2026`);
    expect(withId.status).toBe(400);
    expect((await setPassword(token)).status).toBe(200);
  });

  it('refuses a duplicate id, a bad id and a missing reason, creating nothing', async () => {
    const { userId } = await createAccount();
    const dup = await admin.post(BASE, { userId: userId.toUpperCase(), korNm: '중복', userDiv: 'otsdr', reason: '중복 확인' });
    expect(dup.status).toBe(409);
    const bad = await admin.post(BASE, { userId: '<x>', korNm: '이상', userDiv: 'otsdr', reason: '확인' });
    expect(bad.status).toBe(400);
    const noReason = await admin.post(BASE, { userId: newId(), korNm: '사유없음', userDiv: 'nope', reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data).toHaveProperty('reason');
    expect(noReason.body.data).toHaveProperty('userDiv');
  });

  it('answers unknown and malformed links with the same message', async () => {
    const unknown = await setPassword('A'.repeat(43));
    const malformed = await setPassword('../x');
    expect(unknown.status).toBe(410);
    expect(malformed.status).toBe(400);
    const page = await new Client().page('/account/set-password?token=' + 'B'.repeat(43));
    expect(page.status).toBe(200);
    expect(page.html).toContain('링크가 올바르지 않거나 만료되었습니다');
  });
});

describe('test accounts of every user type', () => {
  it('a student account carries the record the admin chose, and logs in to the student portal', async () => {
    const { client, account } = await studentClient({ hakguaCd: 'D4010', majorCd: 'M401010', gradeCd: '2' });
    const info = (await client.post('/api/auth/login', { userId: account.userId, password: account.password, userDiv: 'std' })).body.data;
    expect(info).toMatchObject({ id: account.userId, name: account.korNm, userDiv: 'std', userDetail: { colgCd: 'C40', hakguaCd: 'D4010', majorCd: 'M401010', gradeCd: '2', shregSt: '10' } });
    const main = await client.page('/user/main');
    expect(main.status).toBe(200);
    expect(main.html).toContain(account.korNm);
  });

  it('refuses a student without a department, with a major of another department or an unknown status, creating nothing', async () => {
    const cases = [
      [{}, 'hakguaCd'],
      [{ hakguaCd: 'D4010', majorCd: 'NOPE1' }, 'majorCd'],
      [{ hakguaCd: 'NOPE' }, 'hakguaCd'],
      [{ hakguaCd: 'D4010', shregSt: '99' }, 'shregSt'],
    ] as const;
    for (const [record, field] of cases) {
      const userId = newId();
      const res = await admin.post(BASE, { userId, korNm: '시험학생', userDiv: 'std', reason: '시험 계정', ...record });
      expect(res.status, JSON.stringify(record)).toBe(400);
      expect(res.body.data).toHaveProperty(field);
      expect((await admin.get(`${BASE}/${userId}`)).status).toBe(404);
    }
  });

  it('staff, professor and counsellor accounts reach their own portals, with the roles asked for', async () => {
    const { client: staff, account } = await accountClient('stf', { roles: ['PROGRAM_ADMIN'] });
    expect((await staff.page('/stf')).status).toBe(200);
    expect((await history(account.userId)).some((h) => h.action === 'role.grant' && h.detail.roleCd === 'PROGRAM_ADMIN')).toBe(true);
    const { client: prof } = await accountClient('prof');
    expect((await prof.page('/prof')).status).toBe(200);
    const { client: cnslr } = await accountClient('cnslr', { cnslrDiv: 'PSY' });
    expect((await cnslr.page('/cnslr')).status).toBe(200);
  });
});

describe('reset and disable', () => {
  it('reset ends the old password, the sessions and the previous link; the new link works', async () => {
    const { userId, token: first } = await readyAccount();
    const user = new Client();
    await user.login(userId, 'otsdr', GOOD_PASSWORD);
    const res = await admin.post(`${BASE}/${userId}/password-link`, { reason: '비밀번호 분실 신고' });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(GOOD_PASSWORD);
    expect((await user.get('/api/v1/headerUserInfo')).status).toBe(401);
    await expect(new Client().login(userId, 'otsdr', GOOD_PASSWORD)).rejects.toThrow();
    expect((await setPassword(first, 'Different-pass-9911')).status).toBe(410);
    expect((await setPassword(res.body.data.link.token, 'Different-pass-9911')).status).toBe(200);
    await new Client().login(userId, 'otsdr', 'Different-pass-9911');
    expect((await history(userId)).find((h) => h.action === 'account.password-reset')?.detail.reason).toBe('비밀번호 분실 신고');
  });

  it('disable ends the sessions and closes the open live stream at once; enable lets the user back in', async () => {
    const { userId } = await readyAccount();
    const user = new Client();
    await user.login(userId, 'otsdr', GOOD_PASSWORD);
    const ctrl = new AbortController();
    const stream = await fetch(user.base + SSE_PATH, { headers: { cookie: user.cookieHeader(), accept: 'text/event-stream' }, signal: ctrl.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    await reader.read(); // the opening event
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();

    const off = await admin.post(`${BASE}/${userId}/status`, { useYn: 'N', reason: '계약 종료' });
    expect(off.status).toBe(200);
    expect(off.body.data.useYn).toBe('N');
    const closed = await Promise.race([ended, new Promise((r) => setTimeout(() => r(false), 5000))]);
    ctrl.abort();
    expect(closed).toBe(true);
    expect((await user.get('/api/v1/headerUserInfo')).status).toBe(401);
    await expect(new Client().login(userId, 'otsdr', GOOD_PASSWORD)).rejects.toThrow();
    const disabled = await admin.get(BASE, { keyword: userId, status: 'N' });
    expect(disabled.body.data.list.map((a: { userId: string }) => a.userId)).toEqual([userId]);

    const on = await admin.post(`${BASE}/${userId}/status`, { useYn: 'Y', reason: '계약 연장' });
    expect(on.status).toBe(200);
    await new Client().login(userId, 'otsdr', GOOD_PASSWORD);
    const actions = (await history(userId)).map((h) => `${h.action}:${h.detail?.reason}`);
    expect(actions).toEqual(expect.arrayContaining(['account.disable:계약 종료', 'account.enable:계약 연장']));
  });

  it('an admin cannot disable their own account', async () => {
    const res = await admin.post(`${BASE}/admin1/status`, { useYn: 'N', reason: '실수' });
    expect(res.status).toBe(409);
  });
});

describe('roles', () => {
  it('grants and revokes a role with a reason, both audited, refusing doubles', async () => {
    const { userId } = await createAccount('stf');
    const grant = await admin.post(`${BASE}/${userId}/roles`, { roleCd: 'CONTENT_EDITOR', reason: '홈페이지 공지 담당' });
    expect(grant.status).toBe(200);
    expect(grant.body.data.roles.map((r: { roleCd: string }) => r.roleCd)).toEqual(['CONTENT_EDITOR']);
    expect((await admin.post(`${BASE}/${userId}/roles`, { roleCd: 'CONTENT_EDITOR', reason: '다시' })).status).toBe(409);
    expect((await admin.post(`${BASE}/${userId}/roles`, { roleCd: 'SUPERUSER', reason: '없는 역할' })).status).toBe(400);
    expect((await admin.post(`${BASE}/${userId}/roles`, { roleCd: 'PROGRAM_ADMIN', reason: '' })).status).toBe(400);

    const revoke = await admin.raw(`${BASE}/${userId}/roles`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ roleCd: 'CONTENT_EDITOR', reason: '담당 변경' }),
    });
    expect(revoke.status).toBe(200);
    expect(((await revoke.json()) as { data: { roles: unknown[] } }).data.roles).toEqual([]);
    const h = await history(userId);
    expect(h.find((x) => x.action === 'role.grant')).toMatchObject({ actorId: 'admin1', detail: { roleCd: 'CONTENT_EDITOR', reason: '홈페이지 공지 담당' } });
    expect(h.find((x) => x.action === 'role.revoke')).toMatchObject({ actorId: 'admin1', detail: { roleCd: 'CONTENT_EDITOR', reason: '담당 변경' } });
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await admin.post(`${BASE}/no-such-user-x/roles`, { roleCd: 'CNSL_HEAD', reason: '확인' })).status).toBe(404);
    expect((await admin.get(`${BASE}/no-such-user-x`)).status).toBe(404);
  });
});

describe('who may manage accounts', () => {
  it('refuses everyone but admins, and strangers entirely', async () => {
    const { userId } = await readyAccount('stf');
    const staff = new Client();
    await staff.login(userId, 'stf', GOOD_PASSWORD);
    expect((await staff.get(BASE)).status).toBe(403);
    expect((await staff.post(BASE, { userId: newId(), korNm: '몰래', userDiv: 'adm', reason: '권한 상승' })).status).toBe(403);
    expect((await staff.post(`${BASE}/${userId}/roles`, { roleCd: 'CNSL_HEAD', reason: '스스로' })).status).toBe(403);
    expect((await new Client().get(BASE)).status).toBe(401);
    const page = await staff.page('/adm/accounts');
    expect(page.status).not.toBe(200);
  });

  it('finds accounts by name and user type, paged, and refuses bad queries with 400', async () => {
    const res = await admin.get(BASE, { keyword: '시스템관리자', userDiv: 'adm', pageSize: 5 });
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((a: { userId: string }) => a.userId)).toContain('admin1');
    expect((await admin.get(BASE, { page: 0 })).status).toBe(400);
    expect((await admin.get(BASE, { userDiv: 'root' })).status).toBe(400);
    const page2 = await admin.get(BASE, { page: 2, pageSize: 3 });
    expect(page2.body.data.list).toHaveLength(3);
  });
});

describe('login pages without single sign-on', () => {
  it('/login sends to the master login, which reads as the portal login and links to no sign-on page', async () => {
    const hop = await new Client().page('/login?redirectUrl=%2Fuser%2Fmypage');
    expect(hop.status).toBe(302);
    expect(hop.location).toBe('/masterLogin?redirectUrl=%2Fuser%2Fmypage');
    const guarded = await new Client().page('/user/mypage');
    expect(guarded.location).toMatch(/^\/masterLogin\?redirectUrl=/);
    const page = await new Client().page('/masterLogin?redirectUrl=%2Fuser%2Fmypage');
    expect(page.html).toContain('<title>로그인 |');
    expect(page.html).not.toContain('외부 사용자, 관리자');
    expect(page.html).not.toContain('href="/login"');
    expect(page.html).not.toContain('설정되어 있지 않습니다');
  });
});
