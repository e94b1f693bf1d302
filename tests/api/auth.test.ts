// Master login, sessions and the user records behind loginInfo and headerUserInfo (spec sections 3, 4, 8).
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn, withSession } from './client';

const PASSWORD = 'portal1234!';

/** Field names of the blank admin record, spec section 3. */
const SPEC_USER_DETAIL_FIELDS = [
  'userId', 'korNm', 'engNm', 'colgCd', 'colgCdNm', 'hakguaCd', 'majorCd', 'minorCd', 'doubleMajorCd', 'gradeCd',
  'shregSt', 'sexCd', 'birthDt', 'email', 'ph', 'bohoHpNo', 'guideProfNm', 'guideProfNo', 'entrDt', 'grdtDt', 'telNo',
  'adr', 'grdtYn', 'grdtYear', 'creditAvg', 'creditTotal', 'creditFull', 'frgnYn', 'handicapYn', 'searchKeyword',
  'addYn', 'photoUrl', 'scholAmtGetCnt', 'jobNm', 'occNm', 'careerNm', 'highSch', 'hakwiNo',
];

function sessionCookieLine(headers: Headers) {
  return headers.getSetCookie().find((line) => line.startsWith('portal_sid='));
}

async function loginCall(client: Client, body: unknown, headers: Record<string, string> = {}) {
  return client.post('/api/auth/login', body, headers);
}

describe('POST /api/auth/login', () => {
  it('logs a student in with an HttpOnly, SameSite=Lax session cookie and answers the loginInfo of spec section 3', async () => {
    const client = new Client();
    const res = await loginCall(client, { userId: 'student1', password: PASSWORD, userDiv: 'std' });

    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const cookie = sessionCookieLine(res.headers);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(client.sessionId).toMatch(/^[A-Za-z0-9_-]{30,}$/);

    const info = res.body.data;
    expect(Object.keys(info).sort()).toEqual(['id', 'mainPage', 'name', 'photo', 'userDetail', 'userDiv']);
    expect(info).toMatchObject({ id: 'student1', name: '김하늘', userDiv: 'std', photo: '-', mainPage: '/user' });
    expect(info.userDetail).toMatchObject({ userId: 'student1', hakguaCd: 'D4010', hakguaNm: '컴퓨터공학과', guideProfNo: 'P0001', guideProfNm: '이정민' });
    // The password hash never leaves the server.
    expect(JSON.stringify(info)).not.toMatch(/scrypt|passwordHash/i);
  });

  it('keeps the new session: headerUserInfo answers for the user who logged in', async () => {
    const client = await loggedIn('student1', 'std');
    const res = await client.get('/api/v1/headerUserInfo');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 'student1', name: '김하늘', userDiv: 'std' });
  });

  it('answers a wrong password with HTTP 200, data false and a Korean message, and sets no cookie', async () => {
    const client = new Client();
    const res = await loginCall(client, { userId: 'student2', password: 'wrong-password', userDiv: 'std' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toBe(false);
    expect(res.body.message).toMatch(/[가-힣]/);
    expect(sessionCookieLine(res.headers)).toBeUndefined();
    expect(client.sessionId).toBeUndefined();
  });

  it('answers the right password with the wrong user type like a wrong password (data false, no cookie)', async () => {
    const client = new Client();
    const res = await loginCall(client, { userId: 'prof2', password: PASSWORD, userDiv: 'std' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: false });
    expect(res.body.message).toMatch(/[가-힣]/);
    expect(sessionCookieLine(res.headers)).toBeUndefined();
  });

  it('refuses a call without X-Requested-With with 400 and sets no cookie', async () => {
    const client = new Client();
    const res = await client.raw('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'student1', password: PASSWORD, userDiv: 'std' }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe(400);
    expect(sessionCookieLine(res.headers)).toBeUndefined();
  });

  it('answers an empty userId and password with 400 and the field errors in data', async () => {
    const res = await loginCall(new Client(), { userId: '  ', password: '', userDiv: 'std' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.data).toHaveProperty('userId');
    expect(res.body.data).toHaveProperty('password');
  });

  it('answers an unknown userDiv with 400 and a userDiv field error', async () => {
    const res = await loginCall(new Client(), { userId: 'student1', password: PASSWORD, userDiv: 'boss' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('userDiv');
  });

  it('answers a body that is not JSON, or of the wrong types, with 400 (never 500)', async () => {
    const notJson = await loginCall(new Client(), '{"userId": "student1", ');
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe(400);

    const wrongTypes = await loginCall(new Client(), { userId: 12, password: ['x'] });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.data).toHaveProperty('userId');
    expect(wrongTypes.body.data).toHaveProperty('password');

    const array = await loginCall(new Client(), [1, 2, 3]);
    expect(array.status).toBe(400);
  });

  it('rotates the session: logging in again issues a new cookie and the previous value stops working', async () => {
    const client = await loggedIn('student2', 'std');
    const first = client.sessionId!;
    expect((await withSession(first).get('/api/v1/headerUserInfo')).status).toBe(200);

    await client.login('student2', 'std');
    const second = client.sessionId!;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const old = await withSession(first).get('/api/v1/headerUserInfo');
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ code: 401, message: 'Access Denied' });
    expect((await withSession(second).get('/api/v1/headerUserInfo')).body.data.id).toBe('student2');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: the browser loses the cookie and the old value answers 401 Access Denied', async () => {
    const client = await loggedIn('student3', 'std');
    const sid = client.sessionId!;
    expect((await client.get('/api/v1/headerUserInfo')).status).toBe(200);

    const out = await client.logout();
    expect(out.status).toBe(200);
    expect(client.sessionId).toBeUndefined();

    const after = await client.get('/api/v1/headerUserInfo');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 401, message: 'Access Denied', data: null });

    // Replaying the cookie value kept from before the logout does not bring the session back.
    const replay = await withSession(sid).get('/api/v1/headerUserInfo');
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ code: 401, message: 'Access Denied' });
  });
});

describe('session cookie', () => {
  it('answers a forged session cookie with 401 Access Denied and tells the browser to drop it', async () => {
    const client = withSession('forged-session-value-0123456789abcdefghijklmnop');
    const res = await client.get('/api/v1/headerUserInfo');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, message: 'Access Denied' });
    expect(client.sessionId).toBeUndefined();
  });

  it('answers an overlong cookie value with 401, not an error', async () => {
    const res = await withSession('x'.repeat(5000)).get('/api/v1/headerUserInfo');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Access Denied');
  });

  it('answers headerUserInfo without any cookie with 401 Access Denied', async () => {
    const res = await new Client().get('/api/v1/headerUserInfo');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, message: 'Access Denied' });
  });
});

describe('admin login', () => {
  it('gives admin1 the blank user record with every field name of spec section 3, and main page /', async () => {
    const client = new Client();
    const res = await loginCall(client, { userId: 'admin1', password: PASSWORD, userDiv: 'adm' });
    expect(res.status).toBe(200);
    const info = res.body.data;
    expect(info).toMatchObject({ id: 'admin1', userDiv: 'adm', photo: '-', mainPage: '/' });
    for (const field of SPEC_USER_DETAIL_FIELDS) {
      expect(info.userDetail, `userDetail.${field}`).toHaveProperty(field);
      expect(info.userDetail[field], `userDetail.${field} is blank`).toBe('');
    }
    // "It also holds lists for minor majors, double majors, enrolment statuses, scholarships and education certificates."
    const lists = Object.entries(info.userDetail).filter(([, v]) => Array.isArray(v));
    expect(lists.length).toBeGreaterThanOrEqual(5);
    for (const [, v] of lists) expect(v).toEqual([]);
  });
});

describe('GET /api/v1/headerUserInfo for each user type', () => {
  const cases: { userId: string; userDiv: string; dto: 'userDTO' | 'stfDTO' | 'otsdrDTO'; expected: Record<string, unknown> }[] = [
    { userId: 'student1', userDiv: 'std', dto: 'userDTO', expected: { userId: 'student1', hakguaNm: '컴퓨터공학과', guideProfNm: '이정민' } },
    { userId: 'prof1', userDiv: 'prof', dto: 'stfDTO', expected: { userId: 'prof1', profNo: 'P0001', deptCd: 'D4010', deptNm: '컴퓨터공학과' } },
    { userId: 'staff1', userDiv: 'stf', dto: 'stfDTO', expected: { userId: 'staff1', stfNo: 'S0001', deptCd: 'A04' } },
    { userId: 'cnslr1', userDiv: 'cnslr', dto: 'stfDTO', expected: { userId: 'cnslr1', cnslrId: 'CN01', cnslrDiv: 'PSY' } },
    { userId: 'outsider1', userDiv: 'otsdr', dto: 'otsdrDTO', expected: { userId: 'outsider1', otsdrDiv: 'MENTOR', orgNm: '(주)누리데이터웍스' } },
  ];
  const clients = new Map<string, Client>();

  beforeAll(async () => {
    for (const c of cases) clients.set(c.userId, await loggedIn(c.userId, c.userDiv));
  });

  it.each(cases)('gives $userId ($userDiv) the $dto and leaves the other records null', async ({ userId, userDiv, dto, expected }) => {
    const res = await clients.get(userId)!.get('/api/v1/headerUserInfo');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ id: userId, userDiv, photo: '-' });
    expect(res.body.data.name).toMatch(/[가-힣]/);
    expect(res.body.data[dto]).toMatchObject(expected);
    for (const other of ['userDTO', 'stfDTO', 'otsdrDTO'].filter((d) => d !== dto)) expect(res.body.data[other], other).toBeNull();
    expect(JSON.stringify(res.body.data)).not.toMatch(/passwordHash|scrypt\$/);
  });
});

describe('login rate limiting', () => {
  it('after 3 wrong passwords from one place, the next attempt there waits (429 with Retry-After and a Korean message), even with the right password', async () => {
    const client = new Client();
    for (let i = 1; i <= 3; i++) {
      const res = await loginCall(client, { userId: 'outsider5', password: `wrong-${i}`, userDiv: 'otsdr' });
      expect(res.status, `attempt ${i}`).toBe(200);
      expect(res.body.data, `attempt ${i}`).toBe(false);
    }
    const fourth = await loginCall(client, { userId: 'outsider5', password: PASSWORD, userDiv: 'otsdr' });
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe(429);
    expect(fourth.body.message).toMatch(/초 후에 다시 시도해 주세요/);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(sessionCookieLine(fourth.headers)).toBeUndefined();

    // Other accounts are not slowed down by it.
    const other = await loginCall(new Client(), { userId: 'outsider4', password: PASSWORD, userDiv: 'otsdr' });
    expect(other.status).toBe(200);
    expect(other.body.data.id).toBe('outsider4');

    // After the wait, the right password works.
    await new Promise((r) => setTimeout(r, Number(fourth.headers.get('retry-after')) * 1000 + 200));
    const later = await loginCall(client, { userId: 'outsider5', password: PASSWORD, userDiv: 'otsdr' });
    expect(later.status).toBe(200);
    expect(later.body.data.id).toBe('outsider5');
  });
});

describe('POST /masterLogin (the plain form, without script)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

  it('logs in, sets the session cookie and sends the browser to the requested page with 303', async () => {
    const client = new Client();
    const res = await client.raw('/masterLogin', { method: 'POST', headers: FORM, body: form({ userId: 'student17', password: PASSWORD, userDiv: 'std', redirectUrl: '/user/mypage' }) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/user/mypage');
    expect(client.sessionId).toBeDefined();
    expect((await client.get('/api/v1/headerUserInfo')).body.data.id).toBe('student17');
  });

  it('shows the Korean error on the page for a wrong password and sets no cookie', async () => {
    const client = new Client();
    const res = await client.raw('/masterLogin', { method: 'POST', headers: FORM, body: form({ userId: 'student17', password: 'wrong-password', userDiv: 'std' }) });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('아이디 또는 비밀번호가 올바르지 않습니다.');
    expect(client.sessionId).toBeUndefined();
  });

  it('refuses the form posted from another site with 403 and sets no cookie', async () => {
    const client = new Client();
    const res = await client.raw('/masterLogin', { method: 'POST', headers: { ...FORM, origin: 'https://evil.example' }, body: form({ userId: 'student17', password: PASSWORD, userDiv: 'std' }) });
    expect(res.status).toBe(403);
    expect(client.sessionId).toBeUndefined();
  });

  it.each([
    ['JSON', 'application/json', JSON.stringify({ userId: 'student17', password: PASSWORD, userDiv: 'std' })],
    ['plain text', 'text/plain', 'userId=student17&password=portal1234!'],
    ['no content type', null, 'userId=student17'],
  ])('answers a %s body, which no form sends, with 415 and a Korean message, and logs no one in', async (_label, type, body) => {
    const client = new Client();
    const res = await client.raw('/masterLogin', { method: 'POST', headers: type ? { 'content-type': type } : {}, body: type ? body : new TextEncoder().encode(body) });
    expect(res.status).toBe(415);
    const page = await res.text();
    expect(page).toContain('양식 형식(multipart/form-data 또는 application/x-www-form-urlencoded)으로 보내 주세요.');
    expect(page).toContain(`요청 번호: <strong data-testid="request-id">${res.headers.get('x-request-id')}</strong>`);
    expect(client.sessionId).toBeUndefined();
  });

  it('answers a multipart body with a broken boundary with 400 and a Korean message', async () => {
    const res = await new Client().raw('/masterLogin', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'not a multipart body' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('보낸 양식을 읽을 수 없습니다.');
  });

  it('logs in from a multipart form as from an urlencoded one', async () => {
    const client = new Client();
    const body = new FormData();
    for (const [k, v] of Object.entries({ userId: 'student17', password: PASSWORD, userDiv: 'std' })) body.append(k, v);
    const res = await client.raw('/masterLogin', { method: 'POST', body });
    expect(res.status).toBe(303);
    expect(client.sessionId).toBeDefined();
  });

  it.each([
    ['//evil.example', '//evil.example'],
    ['a tab between the slashes', '/\t/evil.example'],
  ])('does not send the browser off the portal after login for redirectUrl %s', async (_label, redirectUrl) => {
    const client = new Client();
    const res = await client.raw('/masterLogin', { method: 'POST', headers: FORM, body: form({ userId: 'student17', password: PASSWORD, userDiv: 'std', redirectUrl }) });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(new URL(location, client.base).origin, `Location ${JSON.stringify(location)}`).toBe(new URL(client.base).origin);
  });
});
