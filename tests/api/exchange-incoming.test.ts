// Incoming exchange students over HTTP (decision 040): the international office registers a student
// of a partner university for a term (Korean field errors, partner list only, one registration per
// e-mail and term even when two arrive at once); she gets a student account she opens with the
// one-time link, a welcome message, and cannot apply to be sent abroad; the office lists students
// by term, and nobody else may.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, byTestId, loggedIn, studentClient } from './client';

const STF = '/api/v1/stf/exchange/incoming';

let staff: Client;
let univId: number;
const stamp = Date.now().toString(36);
const emailOf = (name: string) => `${name}.${stamp}@partner.example.edu`;

function input(over: Record<string, unknown> = {}) {
  return { korNm: 'Hannah Schmidt', univId, year: 2027, termCd: '10', email: emailOf('hannah'), hakguaCd: 'D4010', ...over };
}

interface Listed {
  userId: string;
  korNm: string;
  univNm: string;
  email: string;
  termCd: string;
  hakguaNm: string | null;
}

beforeAll(async () => {
  staff = await loggedIn('staff1', 'stf');
  const univs = await staff.get('/api/v1/stf/exchange/universities');
  univId = (univs.body.data as { univId: number; useYn: string }[]).find((u) => u.useYn === 'Y')!.univId;
});

describe('registering an incoming exchange student', () => {
  it('refuses bad input with Korean field errors, and universities outside the partner list', async () => {
    const bad = await staff.post(STF, { korNm: '', univId: 'x', year: 1999, termCd: '15', email: 'not-an-email', hakguaCd: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data).sort()).toEqual(['email', 'hakguaCd', 'korNm', 'termCd', 'univId', 'year']);
    expect(bad.body.data.email).toBe('이메일 형식이 올바르지 않습니다.');
    const unknown = await staff.post(STF, input({ univId: 999_999 }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.univId).toBe('협정 대학 중에서 골라 주세요.');
    const noDept = await staff.post(STF, input({ hakguaCd: 'NOPE' }));
    expect(noDept.status).toBe(400);
    expect(noDept.body.data.hakguaCd).toBe('수학 학과를 골라 주세요.');
  });

  it('creates her student account: she sets her password with the link, signs in, reads the welcome, and cannot apply to go abroad', async () => {
    const res = await staff.post(STF, input());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { userId, link } = res.body.data as { userId: string; link: { token: string } };
    expect(userId).toMatch(/^ex202710\d{4}$/);

    const she = new Client();
    const set = await she.post('/api/v1/account/set-password', { token: link.token, password: 'Exchange-2027!' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const info = await she.login(userId, 'std', 'Exchange-2027!');
    expect(info.userDetail).toMatchObject({ userId, korNm: 'Hannah Schmidt', hakguaCd: 'D4010' });
    const inbox = await she.get('/api/v1/messages/inbox', { size: 10 });
    expect(inbox.body.data.list.map((m: { msgTitle: string }) => m.msgTitle)).toContain('교환학생 등록 안내 (Welcome)');
    expect((await she.page('/user/colglife/exchgStd')).status).toBe(200);

    const abroad = await she.post('/api/v1/exchange/applications', { roundId: 1, choices: [univId], scores: [], studyPlan: '교환학생으로 한 학기 더 공부하고 싶습니다. 계획을 적었습니다.' });
    expect(abroad.status).toBe(400);
    expect(abroad.body.message).toBe('협정 대학에서 온 교환학생은 파견 교환학생에 지원할 수 없습니다.');
  });

  it('registers one e-mail once per term, also when two registrations race; another term is fine', async () => {
    const email = emailOf('race');
    const both = await Promise.all([staff.post(STF, input({ email, korNm: 'Race One' })), staff.post(STF, input({ email: email.toUpperCase(), korNm: 'Race Two' }))]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.data.email).toBe('이 학기에 이미 등록된 이메일입니다.');
    expect((await staff.post(STF, input({ email, korNm: 'Race One', termCd: '20' }))).status).toBe(200);
  });

  it('lists the students of a term with their university and host department, on the API and the page', async () => {
    const spring = await staff.get(STF, { year: 2027, termCd: '10' });
    expect(spring.status).toBe(200);
    const list = spring.body.data.list as Listed[];
    const hannah = list.find((s) => s.email === emailOf('hannah'))!;
    expect(hannah).toMatchObject({ korNm: 'Hannah Schmidt', termCd: '10', hakguaNm: '컴퓨터공학과' });
    expect(hannah.univNm).toBeTruthy();
    expect(list.filter((s) => s.email === emailOf('race'))).toHaveLength(1);
    expect(list.every((s) => s.termCd === '10')).toBe(true);
    const autumn = (await staff.get(STF, { year: 2027, termCd: '20' })).body.data.list as Listed[];
    expect(autumn.map((s) => s.email)).toContain(emailOf('race'));
    expect(autumn.map((s) => s.email)).not.toContain(emailOf('hannah'));
    expect((spring.body.data.terms as { year: number; termCd: string; count: number }[]).find((t) => t.year === 2027 && t.termCd === '10')!.count).toBeGreaterThanOrEqual(2);
    expect((await staff.get(STF, { year: 'x' })).status).toBe(400);

    const page = await staff.page('/stf/exchange/incoming?year=2027&termCd=10');
    expect(page.status).toBe(200);
    expect(byTestId(page.html, 'incoming-list')).toContain('Hannah Schmidt');
  });

  it('is for the office only', async () => {
    const { client } = await studentClient();
    expect((await client.get(STF)).status).toBe(403);
    expect((await client.post(STF, input({ email: emailOf('intruder') }))).status).toBe(403);
    expect((await new Client().get(STF)).status).toBe(401);
  });
});
