// Digital badges over HTTP. A programme admin defines a badge earned by two completed programmes
// that build creativity; a fresh student completes one (she sees 1 / 2 on her progress page and
// receives the demo world's one-programme badge at once), then a second: the badge is issued in the
// closing transaction with both programmes as evidence, exactly once, and a correction of the
// result revokes it and gives it back without a second copy. Staff issue a badge by hand with a
// reason and revoke it; the public verification page then says it is revoked and since when,
// without the student number or the reason. Another student's badge is not found; a hidden badge
// still verifies; the credential is an Open Badges 3.0 OpenBadgeCredential. Only programme admins
// and admins manage badges, hostile input is refused or escaped, and badges reach the history.
// The demo world's student1 is only read; every account this file changes is made by the factories,
// and the programmes and badges are this file's own.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, byTestId, loggedIn, studentClient, unique } from './client';

const STF = '/api/v1/stf/badges';
const CAREER = '/api/v1/stf/career';
const TODAY = '2026-11-22';

let admin: Client;
let plainStaff: Client;

/** A badge through the staff API; returns its id and name. */
async function newBadge(change: Record<string, unknown> = {}) {
  const body = {
    badgeNm: unique('창의 도전').slice(0, 40),
    description: '창의 역량 프로그램을 두 번 이수한 학생의 배지',
    criteria: '창의 역량을 기르는 비교과 프로그램을 2개 이수합니다.',
    ruleKind: 'CAREER_PROGRAM_COMPLETED',
    ruleCount: 2,
    competencyCd: 'CRTV',
    color: '#13A98B',
    symbol: '창',
    useYn: 'Y',
    ...change,
  };
  const res = await admin.post(STF, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { badgeId: res.body.data.badgeId as number, badgeNm: body.badgeNm as string };
}

/** A one-session programme of yesterday that a student completes when the admin closes it today. */
async function completeProgramme(student: { client: Client; account: { userId: string } }, competencyCds: string[]) {
  const title = unique('창의 실습').slice(0, 40);
  const created = await admin.post(`${CAREER}/programs`, {
    title,
    categoryCd: 'CAREER_SKILL',
    summary: '하루 실습',
    description: '아이디어를 시제품으로 만들어 봅니다.',
    competencyCds,
    mileage: 10,
    eligibleColgCds: [],
    eligibleDeptCds: [],
    eligibleGrades: [],
    eligibleStatusCds: [],
    capacity: 5,
    waitlistCapacity: 0,
    autoApprove: true,
    applyStartDt: '2026-11-20',
    applyEndDt: TODAY,
    runStartDt: '2026-11-21',
    runEndDt: TODAY,
    place: '창의관 101호',
    minAttendPct: 100,
    sessions: [{ title: '실습', sessionDt: '2026-11-21', startTm: '10:00', endTm: '12:00' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const programId = created.body.data.programId as number;
  const applied = await student.client.post(`/api/v1/career/programs/${programId}/apply`, {});
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const roster = (await admin.get(`${CAREER}/programs/${programId}`)).body.data;
  const row = roster.list.find((a: { studentId: string }) => a.studentId === student.account.userId);
  const marked = await admin.post(`${CAREER}/programs/${programId}/attendance`, { sessionId: roster.sessions[0].sessionId, applId: row.applId, present: true });
  expect(marked.status, JSON.stringify(marked.body)).toBe(200);
  const closed = await admin.post(`${CAREER}/programs/${programId}/close`);
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  expect(closed.body.data.completed).toBe(1);
  return { programId, applId: row.applId as number, title };
}

interface Mine {
  awardId: number;
  badgeId: number;
  badgeNm: string;
  status: 'VALID' | 'REVOKED';
  method: string;
  reason: string | null;
  hidden: boolean;
  evidence: { title: string }[];
  verifyCode: string;
  verifyUrl: string;
}
/** Reads a live-message stream until it carries `expected`, or 10 s pass; then closes it. */
async function readUntil(res: Response, ctrl: AbortController, expected: string) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const timer = setTimeout(() => ctrl.abort(), 10_000);
  let text = '';
  try {
    while (!text.includes(expected)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    /* aborted: the caller's assertion shows what arrived */
  } finally {
    clearTimeout(timer);
    ctrl.abort();
  }
  return text;
}

const mine = async (c: Client) => {
  const res = await c.get<Mine[]>('/api/v1/badges/mine');
  expect(res.status).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  admin = (await accountClient('stf', { roles: ['PROGRAM_ADMIN'] })).client;
  plainStaff = (await accountClient('stf')).client;
});

describe('the demo world', () => {
  it('gives student1 two badges by their rules and shows her one under way', async () => {
    const s1 = await loggedIn('student1', 'std');
    const held = await mine(s1);
    expect(held.filter((b) => b.status === 'VALID').map((b) => b.badgeNm)).toEqual(expect.arrayContaining(['비교과 첫걸음', '동아리 활동가']));
    expect(held.find((b) => b.badgeNm === '비교과 첫걸음')!.evidence.map((e) => e.title)).toEqual(['글로벌 인턴십 준비 과정']);
    const progress = (await s1.get('/api/v1/badges/progress')).body.data;
    expect(progress.find((b: { badgeNm: string }) => b.badgeNm === '소통 리더').progress).toMatchObject({ needed: 3, met: false });
    expect(progress.find((b: { badgeNm: string }) => b.badgeNm === '소통 리더').progress.done).toBeGreaterThanOrEqual(1);
  });
});

describe('badges earned by a rule', () => {
  let badge: { badgeId: number; badgeNm: string };
  let student: Awaited<ReturnType<typeof studentClient>>;
  let second: { applId: number; title: string };
  let first: { title: string };

  beforeAll(async () => {
    badge = await newBadge();
    student = await studentClient();
  });

  it('shows the badge as not started, then issues nothing for one programme of two but counts it', async () => {
    const before = (await student.client.get('/api/v1/badges/progress')).body.data;
    expect(before.find((b: { badgeId: number }) => b.badgeId === badge.badgeId).progress).toEqual({ done: 0, needed: 2, percent: 0, met: false });
    first = await completeProgramme(student, ['CRTV', 'EXPT']);
    // A programme of another competency does not count towards this badge.
    await completeProgramme(student, ['GLBL']);
    const held = await mine(student.client);
    expect(held.some((b) => b.badgeId === badge.badgeId)).toBe(false);
    // The demo world's one-programme badge came with the first completion, with it as evidence.
    const starter = held.find((b) => b.badgeNm === '비교과 첫걸음')!;
    expect(starter).toMatchObject({ status: 'VALID', method: 'AUTO' });
    expect(starter.evidence.map((e) => e.title)).toEqual([first.title]);
    const progress = (await student.client.get('/api/v1/badges/progress')).body.data.find((b: { badgeId: number }) => b.badgeId === badge.badgeId);
    expect(progress.progress).toEqual({ done: 1, needed: 2, percent: 50, met: false });
    const page = await student.client.page('/user/mypage/ebadge/state');
    expect(page.status).toBe(200);
    expect(page.html).toContain(badge.badgeNm);
    expect(page.html).toContain('1 / 2 완료');
  });

  it('issues the badge when the second programme closes, with both programmes as evidence', async () => {
    // Her open page hears of the badge live, after the closing transaction commits.
    const ctrl = new AbortController();
    const stream = await fetch(student.client.base + '/api/v1/client/dashBoard/user/myDashBoard/getSseConn', { headers: { cookie: student.client.cookieHeader(), accept: 'text/event-stream' }, signal: ctrl.signal });
    expect(stream.status).toBe(200);
    second = await completeProgramme(student, ['CRTV']);
    const live = await readUntil(stream, ctrl, `${badge.badgeNm} 배지를 받았습니다`);
    expect(live).toContain(`[디지털 배지] ${badge.badgeNm} 배지를 받았습니다`);
    const held = (await mine(student.client)).filter((b) => b.badgeId === badge.badgeId);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ status: 'VALID', method: 'AUTO', hidden: false });
    expect(held[0].evidence.map((e) => e.title)).toEqual([first.title, second.title]);
    const progress = (await student.client.get('/api/v1/badges/progress')).body.data;
    expect(progress.some((b: { badgeId: number }) => b.badgeId === badge.badgeId)).toBe(false);
    const page = await student.client.page('/user/mypage/ebadge');
    expect(page.status).toBe(200);
    expect(page.html).toContain(badge.badgeNm);
    expect(page.html).toContain(held[0].verifyUrl);
    const staffView = (await admin.get(`${STF}/${badge.badgeId}`)).body.data;
    expect(staffView.awards.map((a: { userId: string }) => a.userId)).toEqual([student.account.userId]);
      // She hears of it at once, with the programme that earned it.
    const told = (await student.client.get('/api/v1/messages/inbox', { size: 50 })).body.data.list.filter((m: { msgTitle: string }) => m.msgTitle === `[디지털 배지] ${badge.badgeNm} 배지를 받았습니다`);
    expect(told).toHaveLength(1);
    expect(told[0].msgCont).toContain(second.title);
  });

  it('revokes it when a completion is corrected and gives the same badge back when it is restored', async () => {
    const before = (await mine(student.client)).find((b) => b.badgeId === badge.badgeId)!;
    const undo = await admin.post(`${CAREER}/applications/${second.applId}/decision`, { action: 'NOT_COMPLETE', note: '출석 기록 정정' });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    const revoked = (await mine(student.client)).find((b) => b.badgeId === badge.badgeId)!;
    expect(revoked.status).toBe('REVOKED');
    const inbox = (await student.client.get('/api/v1/messages/inbox', { size: 50 })).body.data.list;
    expect(inbox.some((m: { msgTitle: string }) => m.msgTitle === `[디지털 배지] ${badge.badgeNm} 배지가 취소되었습니다`)).toBe(true);
    expect((await new Client().page(`/verify/badge/${before.verifyCode}`)).html).toContain('취소된 배지입니다.');
    const redo = await admin.post(`${CAREER}/applications/${second.applId}/decision`, { action: 'COMPLETE', note: '보강 참석 확인' });
    expect(redo.status, JSON.stringify(redo.body)).toBe(200);
    const again = (await mine(student.client)).filter((b) => b.badgeId === badge.badgeId);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ awardId: before.awardId, status: 'VALID', verifyCode: before.verifyCode });
    expect((await new Client().page(`/verify/badge/${before.verifyCode}`)).html).toContain('유효한 배지입니다.');
  });

  it('keeps a badge staff revoked revoked, even when another programme meets the rule again', async () => {
    const held = (await mine(student.client)).find((b) => b.badgeId === badge.badgeId)!;
    const res = await admin.post(`${STF}/awards/${held.awardId}/revoke`, { reason: '부정 출석 확인' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await completeProgramme(student, ['CRTV']);
    const after = (await mine(student.client)).filter((b) => b.badgeId === badge.badgeId);
    expect(after).toHaveLength(1);
    expect(after[0].status).toBe('REVOKED');
    const progress = (await student.client.get('/api/v1/badges/progress')).body.data;
    expect(progress.some((b: { badgeId: number }) => b.badgeId === badge.badgeId)).toBe(false);
  });

  it('gives a new badge at once to students who already meet its rule', async () => {
    const res = await admin.post(STF, {
      badgeNm: unique('세 번 이수').slice(0, 40),
      description: '비교과 세 번',
      criteria: '비교과 프로그램을 3개 이수합니다.',
      ruleKind: 'CAREER_PROGRAM_COMPLETED',
      ruleCount: 3,
      color: '#5D87FF',
      symbol: '3',
      useYn: 'Y',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.issued).toBeGreaterThanOrEqual(1);
    expect((await mine(student.client)).some((b) => b.badgeId === res.body.data.badgeId && b.status === 'VALID')).toBe(true);
  });

  it('puts the badge into the portfolio history', async () => {
    const page = await student.client.page('/user/portfolio/myHistory?area=BADGE');
    expect(page.status).toBe(200);
    expect(page.html).toContain('비교과 첫걸음 배지');
    // A revoked badge leaves the history.
    expect(page.html).not.toContain(`${badge.badgeNm} 배지`);
  });
});

describe('badges issued and revoked by hand', () => {
  let badge: { badgeId: number; badgeNm: string };
  let student: Awaited<ReturnType<typeof studentClient>>;
  let award: Mine;

  beforeAll(async () => {
    badge = await newBadge({ badgeNm: unique('서포터즈').slice(0, 40), ruleKind: 'MANUAL', ruleCount: '', competencyCd: '' });
    student = await studentClient();
  });

  it('finds the student by name or 학번 and issues only with a reason, once', async () => {
    const found = await admin.get(`${STF}/students`, { keyword: student.account.korNm });
    expect(found.status).toBe(200);
    expect(found.body.data.some((s: { userId: string }) => s.userId === student.account.userId)).toBe(true);
    expect((await admin.get(`${STF}/students`, { keyword: student.account.userId })).body.data.map((s: { userId: string }) => s.userId)).toEqual([student.account.userId]);
    const noReason = await admin.post(`${STF}/${badge.badgeId}/awards`, { studentId: student.account.userId, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.reason).toBe('수여 사유를 입력해 주세요.');
    const nobody = await admin.post(`${STF}/${badge.badgeId}/awards`, { studentId: 'nosuchstudent', reason: '행사 도우미' });
    expect(nobody.status).toBe(400);
    expect(nobody.body.data.studentId).toBeTruthy();
    const staffTarget = await admin.post(`${STF}/${badge.badgeId}/awards`, { studentId: 'staff1', reason: '행사 도우미' });
    expect(staffTarget.status).toBe(400);
    const ok = await admin.post(`${STF}/${badge.badgeId}/awards`, { studentId: student.account.userId, reason: '축제 안내 부스 운영' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const twice = await admin.post(`${STF}/${badge.badgeId}/awards`, { studentId: student.account.userId, reason: '다시' });
    expect(twice.status).toBe(409);
    award = (await mine(student.client)).find((b) => b.badgeId === badge.badgeId)!;
    expect(award).toMatchObject({ status: 'VALID', method: 'MANUAL', reason: '축제 안내 부스 운영', evidence: [] });
    const inbox = await student.client.get('/api/v1/messages/inbox', { size: 20 });
    expect(inbox.body.data.list.some((m: { msgTitle: string }) => m.msgTitle.includes(badge.badgeNm))).toBe(true);
  });

  it('verifies publicly with name, badge and date only, and not indexed', async () => {
    const anon = new Client();
    const page = await anon.page(`/verify/badge/${award.verifyCode}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.html).toContain('유효한 배지입니다.');
    expect(page.html).toContain(student.account.korNm);
    expect(page.html).toContain(badge.badgeNm);
    expect(page.html).not.toContain(student.account.userId);
    expect(page.html).not.toContain('축제 안내 부스 운영');
    expect((await anon.page(`/verify/badge/${award.verifyCode.toLowerCase()}`)).status).toBe(200);
    for (const bad of ['AAAAAAAAAAAAAAAA', 'short', '%00', 'A'.repeat(300), '..%2F..%2Fetc']) expect((await anon.page(`/verify/badge/${bad}`)).status).toBe(404);
  });

  it('revokes only with a reason; the verification page then says revoked and since when, not why', async () => {
    const noReason = await admin.post(`${STF}/awards/${award.awardId}/revoke`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.reason).toBe('취소 사유를 입력해 주세요.');
    const res = await admin.post(`${STF}/awards/${award.awardId}/revoke`, { reason: '활동 확인서 미제출' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await admin.post(`${STF}/awards/${award.awardId}/revoke`, { reason: '다시' })).status).toBe(409);
    expect((await admin.post(`${STF}/awards/2147483647/revoke`, { reason: '없음' })).status).toBe(404);
    const page = await new Client().page(`/verify/badge/${award.verifyCode}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('취소된 배지입니다.');
    expect(page.html).toContain('data-testid="revoked"');
    expect(page.html).not.toContain('활동 확인서 미제출');
    const held = (await mine(student.client)).find((b) => b.badgeId === badge.badgeId)!;
    expect(held).toMatchObject({ status: 'REVOKED' });
    // A revoked badge has no credential to download.
    expect((await student.client.raw(`/api/v1/badges/awards/${award.awardId}/credential`)).status).toBe(409);
    const list = (await admin.get(STF)).body.data.find((b: { badgeId: number }) => b.badgeId === badge.badgeId);
    expect(list).toMatchObject({ validCount: 0, revokedCount: 1 });
    // Issued again by hand: the same badge is valid again.
    const again = await admin.post(`${STF}/${badge.badgeId}/awards`, { studentId: student.account.userId, reason: '확인서 제출' });
    expect(again.status).toBe(200);
    expect((await new Client().page(`/verify/badge/${award.verifyCode}`)).html).toContain('유효한 배지입니다.');
  });
});

describe("a student's own badges", () => {
  let owner: Awaited<ReturnType<typeof studentClient>>;
  let other: Awaited<ReturnType<typeof studentClient>>;
  let award: Mine;
  let badge: { badgeId: number; badgeNm: string };

  beforeAll(async () => {
    badge = await newBadge({ badgeNm: unique('도우미').slice(0, 40), ruleKind: 'MANUAL', ruleCount: '', competencyCd: '' });
    owner = await studentClient();
    other = await studentClient();
    const res = await admin.post(`${STF}/${badge.badgeId}/awards`, { studentId: owner.account.userId, reason: '신입생 안내' });
    expect(res.status).toBe(200);
    award = (await mine(owner.client)).find((b) => b.badgeId === badge.badgeId)!;
  });

  it("answers 404 for another student's badge and 401 without a login", async () => {
    expect((await other.client.post(`/api/v1/badges/awards/${award.awardId}/visibility`, { hidden: true })).status).toBe(404);
    expect((await other.client.raw(`/api/v1/badges/awards/${award.awardId}/credential`)).status).toBe(404);
    expect((await other.client.raw(`/api/v1/badges/awards/2147483647/credential`)).status).toBe(404);
    expect((await mine(other.client)).some((b) => b.awardId === award.awardId)).toBe(false);
    expect((await new Client().get('/api/v1/badges/mine')).status).toBe(401);
    expect((await (await loggedIn('staff1', 'stf')).get('/api/v1/badges/mine')).status).toBe(403);
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) expect((await owner.client.post(`/api/v1/badges/awards/${bad}/visibility`, { hidden: true })).status).toBe(400);
    expect((await owner.client.post(`/api/v1/badges/awards/${award.awardId}/visibility`, { hidden: 'yes' })).status).toBe(400);
  });

  it('hides a badge from her pages while its verification link still answers', async () => {
    const res = await owner.client.post(`/api/v1/badges/awards/${award.awardId}/visibility`, { hidden: true });
    expect(res.status).toBe(200);
    expect((await mine(owner.client)).find((b) => b.awardId === award.awardId)!.hidden).toBe(true);
    const page = await owner.client.page('/user/mypage/ebadge');
    expect(page.html).toContain('숨김');
    expect(page.html).toContain('공개하기');
    expect((await new Client().page(`/verify/badge/${award.verifyCode}`)).html).toContain('유효한 배지입니다.');
    await owner.client.post(`/api/v1/badges/awards/${award.awardId}/visibility`, { hidden: false });
    expect((await mine(owner.client)).find((b) => b.awardId === award.awardId)!.hidden).toBe(false);
  });

  it('shows her badges on a share link with their verification pages, leaving out what she hid', async () => {
    const res = await owner.client.post('/api/v1/portfolio/shares', { kind: 'PARENT', days: 7, sections: ['BADGES'] });
    expect(res.status, res.body.message).toBe(200);
    const url = new URL(res.body.data.url);
    const path = url.pathname + url.search;
    const shown = await new Client().page(path);
    expect(shown.status).toBe(200);
    expect(byTestId(shown.html, 'section-BADGES')).toContain(`${badge.badgeNm} 배지`);
    expect(shown.html).toContain(`href="/verify/badge/${award.verifyCode}"`);
    expect((await owner.client.post(`/api/v1/badges/awards/${award.awardId}/visibility`, { hidden: true })).status).toBe(200);
    // The share page is cached briefly per share; hiding drops it, like every edit of her own.
    const hidden = await new Client().page(path);
    expect(hidden.html).not.toContain(`${badge.badgeNm} 배지`);
    expect(hidden.html).not.toContain(award.verifyCode);
    // Her own history keeps it.
    expect((await owner.client.page('/user/portfolio/myHistory?area=BADGE')).html).toContain(`${badge.badgeNm} 배지`);
    await owner.client.post(`/api/v1/badges/awards/${award.awardId}/visibility`, { hidden: false });
  });

  it('downloads an Open Badges 3.0 credential with achievement, issuer, validFrom and subject', async () => {
    const res = await owner.client.raw(`/api/v1/badges/awards/${award.awardId}/credential`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const vc = JSON.parse(await res.text());
    expect(vc['@context']).toEqual(['https://www.w3.org/ns/credentials/v2', expect.stringMatching(/^https:\/\/purl\.imsglobal\.org\/spec\/ob\/v3p0\/context-3\.0\.\d+\.json$/)]);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.id).toMatch(new RegExp(`/verify/badge/${award.verifyCode}$`));
    expect(vc.issuer).toMatchObject({ type: ['Profile'], name: '한울여자대학교' });
    expect(new Date(vc.validFrom).toISOString()).toBe(vc.validFrom);
    expect(vc.credentialSubject.type).toEqual(['AchievementSubject']);
    expect(vc.credentialSubject.identifier[0]).toMatchObject({ type: 'IdentityObject', identityType: 'name', identityHash: owner.account.korNm });
    const a = vc.credentialSubject.achievement;
    expect(a).toMatchObject({ type: ['Achievement'], achievementType: 'Badge', name: badge.badgeNm, criteria: { narrative: expect.any(String) } });
    expect(a.image.type).toBe('Image');
    // The achievement and its image answer at the addresses the credential names.
    const achievement = await new Client().raw(new URL(a.id).pathname);
    expect(achievement.status).toBe(200);
    expect((await achievement.json()).name).toBe(badge.badgeNm);
    const image = await new Client().raw(new URL(a.image.id).pathname + new URL(a.image.id).search);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(JSON.stringify(vc)).not.toContain(owner.account.userId);
  });
});

describe('who manages badges, and hostile input', () => {
  it('lets only programme admins and admins manage badges', async () => {
    expect((await plainStaff.get(STF)).status).toBe(403);
    expect((await plainStaff.post(STF, { badgeNm: 'x' })).status).toBe(403);
    expect((await plainStaff.post(`${STF}/1/awards`, { studentId: 'student1', reason: '임의' })).status).toBe(403);
    expect((await plainStaff.post(`${STF}/awards/1/revoke`, { reason: '임의' })).status).toBe(403);
    // The page rule sends her to the page that names the roles that open it (decision 046).
    const page = await plainStaff.page('/stf/badges');
    expect(page.status).toBe(302);
    expect(page.location).toContain('/unauthorized?page=');
    const student = await studentClient();
    expect((await student.client.get(STF)).status).toBe(403);
    expect((await new Client().get(STF)).status).toBe(401);
    const adm = await loggedIn('admin1', 'adm');
    expect((await adm.get(STF)).status).toBe(200);
    for (const path of ['/adm/badges', '/adm/badges/1']) {
      const admPage = await adm.page(path);
      expect(admPage.status, path).toBe(200);
      expect(admPage.html).toContain('비교과 첫걸음');
    }
    expect((await adm.page('/adm/badges/2147483647')).status).toBe(404);
    expect((await plainStaff.page('/stf/badges/1')).status).toBe(302);
    const staffPage = await admin.page('/stf/badges');
    expect(staffPage.status).toBe(200);
    expect(staffPage.html).toContain('비교과 첫걸음');
  });

  it('refuses incomplete or made-up rules with Korean field errors, storing nothing', async () => {
    const before = (await admin.get(STF)).body.data.length;
    const noCount = await admin.post(STF, { badgeNm: unique('횟수 없음'), description: '설명', criteria: '기준', ruleKind: 'CLUB_JOINED', color: '#123456', symbol: 'A', useYn: 'Y' });
    expect(noCount.status).toBe(400);
    expect(noCount.body.data.ruleCount).toBe('필요 횟수를 입력해 주세요.');
    const wrongCompetency = await admin.post(STF, { badgeNm: unique('역량'), description: '설명', criteria: '기준', ruleKind: 'CLUB_JOINED', ruleCount: 1, competencyCd: 'COMM', color: '#123456', symbol: 'A', useYn: 'Y' });
    expect(wrongCompetency.body.data.competencyCd).toBe('역량은 비교과 프로그램 이수 규칙에만 지정할 수 있습니다.');
    const madeUp = await admin.post(STF, { badgeNm: unique('없는 역량'), description: '설명', criteria: '기준', ruleKind: 'CAREER_PROGRAM_COMPLETED', ruleCount: 1, competencyCd: 'NOPE', color: '#123456', symbol: 'A', useYn: 'Y' });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.data.competencyCd).toBe('등록된 역량이 아닙니다.');
    const badKind = await admin.post(STF, { badgeNm: unique('종류'), description: '설명', criteria: '기준', ruleKind: 'CNSL_CLOSED', ruleCount: 1, color: '#123456', symbol: 'A', useYn: 'Y' });
    expect(badKind.status).toBe(400);
    const tooMany = await admin.post(STF, { badgeNm: unique('많이'), description: '설명', criteria: '기준', ruleKind: 'CLUB_JOINED', ruleCount: 51, color: '#123456', symbol: 'A', useYn: 'Y' });
    expect(tooMany.status).toBe(400);
    const badColor = await admin.post(STF, { badgeNm: unique('색'), description: '설명', criteria: '기준', ruleKind: 'MANUAL', color: 'red;background:url(x)', symbol: 'A', useYn: 'Y' });
    expect(badColor.body.data.color).toBe('색상은 #RRGGBB 형식이어야 합니다.');
    const control = await admin.post(STF, { badgeNm: '제어\u0000문자', description: '설명', criteria: '기준', ruleKind: 'MANUAL', color: '#123456', symbol: 'A', useYn: 'Y' });
    expect(control.status).toBe(400);
    const notJson = await admin.post(STF, '{"badgeNm":');
    expect(notJson.status).toBe(400);
    expect((await admin.get(STF)).body.data.length).toBe(before);
    const existing = await newBadge();
    const duplicate = await admin.post(STF, { badgeNm: existing.badgeNm, description: '설명', criteria: '기준', ruleKind: 'MANUAL', color: '#123456', symbol: 'A', useYn: 'Y' });
    expect(duplicate.status).toBe(409);
    expect((await admin.post(`${STF}/2147483647`, { badgeNm: unique('없는 배지'), description: '설명', criteria: '기준', ruleKind: 'MANUAL', color: '#123456', symbol: 'A', useYn: 'Y' })).status).toBe(404);
  });

  it('escapes what staff wrote on every page and in the drawn image', async () => {
    const hostile = '<script>alert(1)</script>';
    const badge = await newBadge({ badgeNm: `${hostile}`.slice(0, 50), description: `<img src=x onerror=alert(1)>`, ruleKind: 'MANUAL', ruleCount: '', competencyCd: '', symbol: '<b' });
    const student = await studentClient();
    expect((await admin.post(`${STF}/${badge.badgeId}/awards`, { studentId: student.account.userId, reason: '<b>굵게</b>' })).status).toBe(200);
    const award = (await mine(student.client)).find((b) => b.badgeId === badge.badgeId)!;
    for (const page of [await student.client.page('/user/mypage/ebadge'), await new Client().page(`/verify/badge/${award.verifyCode}`), await admin.page(`/stf/badges/${badge.badgeId}`)]) {
      expect(page.status).toBe(200);
      // Inside a quoted attribute '<' is inert; everywhere else it must arrive escaped.
      const outsideAttributes = page.html.replace(/="[^"]*"/g, '=""');
      expect(outsideAttributes).not.toContain(hostile);
      expect(outsideAttributes).not.toContain('<img src=x');
      expect(page.html).toContain('&lt;script&gt;');
    }
    const image = await new Client().raw(`/api/v1/badges/${badge.badgeId}/image`);
    const svg = await image.text();
    expect(svg).not.toContain('<script');
    expect(svg).toContain('aria-label="&lt;script&gt;');
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('takes an uploaded image checked by content, and serves it to anyone', async () => {
    const badge = await newBadge({ ruleKind: 'MANUAL', ruleCount: '', competencyCd: '' });
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const fake = await admin.upload(`${STF}/${badge.badgeId}/image`, [{ name: 'badge.png', bytes: new TextEncoder().encode('not an image'), type: 'image/png' }]);
    expect(fake.status).toBe(400);
    const svg = await admin.upload(`${STF}/${badge.badgeId}/image`, [{ name: 'badge.svg', bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), type: 'image/svg+xml' }]);
    expect(svg.status).toBe(400);
    const nobody = await admin.upload(`${STF}/2147483647/image`, [{ name: 'badge.png', bytes: png, type: 'image/png' }]);
    expect(nobody.status).toBe(404);
    const up = await admin.upload(`${STF}/${badge.badgeId}/image`, [{ name: 'badge.png', bytes: png, type: 'image/png' }]);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const image = await new Client().bytes(`/api/v1/badges/${badge.badgeId}/image`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.bytes.equals(png)).toBe(true);
    expect((await plainStaff.upload(`${STF}/${badge.badgeId}/image`, [{ name: 'badge.png', bytes: png, type: 'image/png' }])).status).toBe(403);
    expect((await new Client().raw('/api/v1/badges/2147483647/image')).status).toBe(404);
    expect((await new Client().raw('/api/v1/badges/abc/image')).status).toBe(400);
  });
});
