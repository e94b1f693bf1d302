// Mentoring over HTTP. An outside user registers as a mentor; she is not listed until a programme
// admin approves her (plain staff may not). A student asks her a question: one open request per
// student and mentor, only on the mentor's topics. Nobody but the student and the mentor can see or
// touch the request (404), and the mentor sees the student's name, department and grade but never
// her student number or contact data. The mentor accepts, they talk, the student closes: the
// completed mentoring appears in her portfolio history; a thread closed without an answer does not
// count. A graduate is an alumni mentor too. Group sessions: of eight parallel applications to three
// seats exactly three win. Professors see the career of their own advisees only. Programme admins
// manage the online courses students see.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountClient, Client, loggedIn, studentClient, unique } from './client';
import type { NewAccount } from '../support/factories';

const M = '/api/v1/mentoring';
const SESSION_DT = '2026-12-18';

const profileBody = (over: Record<string, unknown> = {}) => ({
  jobClsCd: 'JOB02',
  company: unique('누리랩'),
  jobTitle: '데이터 엔지니어',
  careerYears: 6,
  topics: ['JOB', 'INTERVIEW'],
  bio: '데이터 플랫폼을 만드는 6년 차 엔지니어입니다. 직무 이야기를 나눕니다.',
  acceptingYn: 'Y',
  ...over,
});
const question = () => `${unique('질문')} 데이터 엔지니어가 되려면 학부 때 무엇을 해 두면 좋을까요?`;

let admin: Client;
let plainStaff: Client;
let mentor: Client;
let mentorId: number;
let studentA: { client: Client; account: NewAccount };
let studentB: { client: Client; account: NewAccount };

async function approvedMentor(client: Client, body = profileBody()) {
  const saved = await client.post(`${M}/profile`, body);
  expect(saved.status).toBe(200);
  const id = saved.body.data.mentorId as number;
  const ok = await admin.post(`/api/v1/stf/mentoring/mentors/${id}/review`, { decision: 'APPROVE' });
  expect(ok.status).toBe(200);
  return id;
}

beforeAll(async () => {
  [{ client: admin }, { client: plainStaff }, { client: mentor }, studentA, studentB] = await Promise.all([
    accountClient('stf', { roles: ['PROGRAM_ADMIN'] }),
    accountClient('stf'),
    accountClient('otsdr'),
    studentClient({ gradeCd: '2' }),
    studentClient(),
  ]);
});

describe('mentor profiles', () => {
  it('lets only graduates and outside users register, and lists a mentor only after a programme admin approves her', async () => {
    const enrolled = await studentA.client.post(`${M}/profile`, profileBody());
    expect(enrolled.status).toBe(403);

    const bad = await mentor.post(`${M}/profile`, profileBody({ topics: [], careerYears: 99, jobClsCd: 'NOPE' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data)).toEqual(expect.arrayContaining(['topics', 'careerYears']));

    const saved = await mentor.post(`${M}/profile`, profileBody());
    expect(saved.status).toBe(200);
    expect(saved.body.data.status).toBe('PENDING');
    mentorId = saved.body.data.mentorId;

    const hidden = await studentA.client.get(`${M}/mentors`);
    expect(hidden.body.data.some((m: { mentorId: number }) => m.mentorId === mentorId)).toBe(false);
    expect((await studentA.client.get(`${M}/mentors/${mentorId}`)).status).toBe(404);

    expect((await plainStaff.post(`/api/v1/stf/mentoring/mentors/${mentorId}/review`, { decision: 'APPROVE' })).status).toBe(403);
    expect((await admin.post(`/api/v1/stf/mentoring/mentors/${mentorId}/review`, { decision: 'REJECT' })).status).toBe(400);
    expect((await admin.post(`/api/v1/stf/mentoring/mentors/${mentorId}/review`, { decision: 'APPROVE' })).status).toBe(200);

    const listed = await studentA.client.get(`${M}/mentors`, { jobClsCd: 'JOB02', topicCd: 'INTERVIEW' });
    expect(listed.body.data.some((m: { mentorId: number }) => m.mentorId === mentorId)).toBe(true);
    const otherTopic = await studentA.client.get(`${M}/mentors`, { topicCd: 'EXAM' });
    expect(otherTopic.body.data.some((m: { mentorId: number }) => m.mentorId === mentorId)).toBe(false);
    const detail = await studentA.client.get(`${M}/mentors/${mentorId}`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body.data)).not.toContain('"userId"');
  });
});

describe('requests and threads', () => {
  let requestId: number;

  it('takes one open request per student and mentor, on the mentor’s topics only', async () => {
    const offTopic = await studentA.client.post(`${M}/mentors/${mentorId}/requests`, { topicCd: 'EXAM', question: question(), wayCd: 'QNA' });
    expect(offTopic.status).toBe(400);
    expect(offTopic.body.data.topicCd).toBeTruthy();
    const short = await studentA.client.post(`${M}/mentors/${mentorId}/requests`, { topicCd: 'JOB', question: '짧음', wayCd: 'PHONE' });
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.data)).toEqual(expect.arrayContaining(['question', 'wayCd']));
    expect((await studentA.client.post(`${M}/mentors/999999/requests`, { topicCd: 'JOB', question: question(), wayCd: 'QNA' })).status).toBe(404);

    const [first, second] = await Promise.all([
      studentA.client.post(`${M}/mentors/${mentorId}/requests`, { topicCd: 'JOB', question: question(), wayCd: 'QNA' }),
      studentA.client.post(`${M}/mentors/${mentorId}/requests`, { topicCd: 'INTERVIEW', question: question(), wayCd: 'MEETING' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    requestId = (first.status === 200 ? first : second).body.data.requestId;

    const early = await studentA.client.post(`${M}/requests/${requestId}/messages`, { body: '답변 기다립니다.' });
    expect(early.status).toBe(409);
  });

  it('hides the request from everyone but its student and mentor, and the student number from the mentor', async () => {
    const { client: otherMentor } = await accountClient('otsdr');
    for (const c of [studentB.client, otherMentor]) {
      expect((await c.get(`${M}/requests/${requestId}`)).status).toBe(404);
      expect((await c.post(`${M}/requests/${requestId}/messages`, { body: '끼어들기' })).status).toBe(404);
      expect((await c.post(`${M}/requests/${requestId}/close`)).status).toBe(404);
      expect((await c.post(`${M}/requests/${requestId}/respond`, { decision: 'ACCEPT', message: '수락' })).status).toBe(404);
    }
    const bList = await studentB.client.get(`${M}/requests`);
    expect(bList.body.data.mine.some((r: { requestId: number }) => r.requestId === requestId)).toBe(false);
    expect((await admin.get(`${M}/requests/${requestId}`)).status).toBe(403);

    const inbox = await mentor.get(`${M}/requests`);
    const seen = inbox.body.data.addressed.find((r: { requestId: number }) => r.requestId === requestId);
    expect(seen.student.korNm).toBe(studentA.account.korNm);
    expect(seen.student.deptNm).toBeTruthy();
    expect(seen.student.gradeCd).toBe('2');
    const raw = JSON.stringify(inbox.body.data) + JSON.stringify((await mentor.get(`${M}/requests/${requestId}`)).body.data);
    expect(raw).not.toContain(studentA.account.userId);
    expect(raw).not.toMatch(/"(ph|email|studentId|telNo)"/);
    const page = await mentor.page(`/otsdr/mentoring?request=${requestId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(studentA.account.korNm);
    expect(page.html).not.toContain(studentA.account.userId);
  });

  it('lets the mentor accept with a message, both talk, and a closed answered thread lands in the portfolio history', async () => {
    expect((await studentA.client.post(`${M}/requests/${requestId}/respond`, { decision: 'ACCEPT', message: '제가 수락할게요' })).status).toBe(403);
    const accepted = await mentor.post(`${M}/requests/${requestId}/respond`, { decision: 'ACCEPT', message: '반가워요. 답변 드릴게요.' });
    expect(accepted.status).toBe(200);
    expect((await mentor.post(`${M}/requests/${requestId}/respond`, { decision: 'DECLINE', message: '다시' })).status).toBe(409);

    const answer = unique('답변');
    expect((await mentor.post(`${M}/requests/${requestId}/messages`, { body: `${answer} SQL과 데이터 모델링을 먼저 익혀 두세요.` })).status).toBe(200);
    expect((await studentA.client.post(`${M}/requests/${requestId}/messages`, { body: '감사합니다!' })).status).toBe(200);
    expect((await studentA.client.post(`${M}/requests/${requestId}/messages`, { body: 'bad\u0000' })).status).toBe(400);

    const mine = await studentA.client.get(`${M}/requests/${requestId}`);
    expect(mine.body.data.status).toBe('ACCEPTED');
    expect(mine.body.data.messages.map((m: { body: string }) => m.body)).toEqual([expect.stringContaining(answer), '감사합니다!']);

    const closed = await studentA.client.post(`${M}/requests/${requestId}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body.data.completed).toBe(true);
    expect((await mentor.post(`${M}/requests/${requestId}/messages`, { body: '추가 답변' })).status).toBe(409);

    const history = await studentA.client.get('/api/v1/portfolio/history');
    expect(history.body.data.items.some((i: { title: string; detail: string }) => i.detail === '멘토링 참여' && i.title.includes('멘토 멘토링'))).toBe(true);

    const titles = async (c: Client) => ((await c.get('/api/v1/messages/inbox', { size: 50 })).body.data.list as { msgTitle: string }[]).map((m) => m.msgTitle);
    expect(await titles(studentA.client)).toEqual(expect.arrayContaining(['멘토가 멘토링 신청을 수락했습니다', '멘토가 답변을 남겼습니다']));
    expect(await titles(mentor)).toEqual(expect.arrayContaining(['새 멘토링 신청이 도착했습니다', '멘티가 새 질문을 남겼습니다', '멘토링이 종료되었습니다', '멘토 프로필이 승인되었습니다']));

    // The request is over, so she may ask again; this time the thread ends without an answer.
    const again = await studentA.client.post(`${M}/mentors/${mentorId}/requests`, { topicCd: 'INTERVIEW', question: question(), wayCd: 'MEETING' });
    expect(again.status).toBe(200);
    const againId = again.body.data.requestId;
    expect((await mentor.post(`${M}/requests/${againId}/respond`, { decision: 'ACCEPT', message: '좋아요' })).status).toBe(200);
    const quiet = await mentor.post(`${M}/requests/${againId}/close`);
    expect(quiet.body.data.completed).toBe(false);
    const after = await studentA.client.get('/api/v1/portfolio/history');
    expect(after.body.data.items.filter((i: { detail: string }) => i.detail === '멘토링 참여')).toHaveLength(1);
  });

  it('lets a student withdraw an unanswered request, and the mentor decline with a reason', async () => {
    const asked = await studentB.client.post(`${M}/mentors/${mentorId}/requests`, { topicCd: 'JOB', question: question(), wayCd: 'QNA' });
    expect(asked.status).toBe(200);
    expect((await studentB.client.post(`${M}/requests/${asked.body.data.requestId}/cancel`)).status).toBe(200);
    expect((await studentB.client.post(`${M}/requests/${asked.body.data.requestId}/cancel`)).status).toBe(409);
    const again = await studentB.client.post(`${M}/mentors/${mentorId}/requests`, { topicCd: 'JOB', question: question(), wayCd: 'QNA' });
    const declined = await mentor.post(`${M}/requests/${again.body.data.requestId}/respond`, { decision: 'DECLINE', message: '이번 달은 일정이 어렵습니다.' });
    expect(declined.status).toBe(200);
    const seen = await studentB.client.get(`${M}/requests/${again.body.data.requestId}`);
    expect(seen.body.data.status).toBe('DECLINED');
    expect(seen.body.data.responseNote).toBe('이번 달은 일정이 어렵습니다.');
  });

  it('makes a graduate an alumni mentor who answers on her junior page', async () => {
    const grad = await studentClient({ shregSt: '30' });
    const id = await approvedMentor(grad.client, profileBody({ jobClsCd: 'JOB01', topics: ['RESUME'] }));
    const asked = await studentB.client.post(`${M}/mentors/${id}/requests`, { topicCd: 'RESUME', question: question(), wayCd: 'QNA' });
    expect(asked.status).toBe(200);
    expect((await grad.client.post(`${M}/mentors/${id}/requests`, { topicCd: 'RESUME', question: question(), wayCd: 'QNA' })).status).toBe(409);
    const page = await grad.client.page('/user/mentoring/junior');
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="alumni-mentor"');
    expect(page.html).toContain(studentB.account.korNm);
    expect(page.html).not.toContain(studentB.account.userId);
    const enrolledPage = await studentB.client.page('/user/mentoring/junior');
    expect(enrolledPage.html).not.toContain('data-testid="alumni-mentor"');
  });
});

describe('group mentoring sessions', () => {
  it('gives exactly the capacity to parallel applications', async () => {
    const bad = await admin.post('/api/v1/stf/mentoring/sessions', { mentorId, title: '', description: '소개', sessionDt: '2026-02-30', startTm: '19:00', endTm: '18:00', capacity: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data)).toEqual(expect.arrayContaining(['title', 'sessionDt', 'capacity']));
    expect((await plainStaff.post('/api/v1/stf/mentoring/sessions', { mentorId, title: '세션', description: '소개', sessionDt: SESSION_DT, startTm: '19:00', endTm: '20:00', place: '학생회관', capacity: 3 })).status).toBe(403);
    const past = await admin.post('/api/v1/stf/mentoring/sessions', { mentorId, title: '지난 세션', description: '소개', sessionDt: '2026-11-01', startTm: '19:00', endTm: '20:00', place: '학생회관', capacity: 3 });
    expect(past.status).toBe(400);

    const created = await admin.post('/api/v1/stf/mentoring/sessions', { mentorId, title: unique('세션'), description: '데이터 직무 그룹 멘토링', sessionDt: SESSION_DT, startTm: '19:00', endTm: '20:30', onlineUrl: 'https://meet.example.ac.kr/x', capacity: 3 });
    expect(created.status).toBe(200);
    const sessionId = created.body.data.sessionId;

    const students = await Promise.all(Array.from({ length: 8 }, () => studentClient()));
    const before = (await students[0].client.get(`${M}/sessions`)).body.data.find((s: { sessionId: number }) => s.sessionId === sessionId);
    expect(before.onlineUrl).toBeNull();
    const results = await Promise.all(students.map((s) => s.client.post(`${M}/sessions/${sessionId}/apply`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);

    const winner = students[statuses.indexOf(200)];
    const loser = students[statuses.indexOf(409)];
    const view = (await winner.client.get(`${M}/sessions`)).body.data.find((s: { sessionId: number }) => s.sessionId === sessionId);
    expect(view).toMatchObject({ appliedCnt: 3, phase: 'FULL', mine: true, onlineUrl: 'https://meet.example.ac.kr/x' });
    expect((await winner.client.post(`${M}/sessions/${sessionId}/apply`)).status).toBe(409);

    expect((await winner.client.post(`${M}/sessions/${sessionId}/cancel`)).status).toBe(200);
    expect((await loser.client.post(`${M}/sessions/${sessionId}/apply`)).status).toBe(200);
    expect((await studentB.client.post(`${M}/sessions/${sessionId}/apply`)).status).toBe(409);
    expect((await studentB.client.post(`${M}/sessions/999999/apply`)).status).toBe(404);
  });

  it('refuses applications on the day of a session and after it', async () => {
    const demo = await loggedIn('student1', 'std');
    const list = (await demo.get(`${M}/sessions`)).body.data as { sessionId: number; phase: string }[];
    const past = list.find((s) => s.phase === 'PAST')!;
    expect(past).toBeTruthy();
    expect((await studentA.client.post(`${M}/sessions/${past.sessionId}/apply`)).status).toBe(409);
  });
});

describe('professor view of an advisee’s career', () => {
  it('shows the goal and completed programmes of her own advisee only', async () => {
    const prof = await loggedIn('prof1', 'prof');
    const own = await prof.page('/prof/advisees/student1');
    expect(own.status).toBe(200);
    expect(own.html).toContain('data-testid="advisee-goal"');
    expect(own.html).toContain('data-testid="advisee-completed"');
    expect((await prof.page(`/prof/advisees/${studentB.account.userId}`)).status).toBe(404);
    const { client: otherProf } = await accountClient('prof');
    expect((await otherProf.page('/prof/advisees/student1')).status).toBe(404);
    expect((await otherProf.page('/prof/advisees/%27%3B--')).status).toBe(404);
    const list = await prof.page('/prof/advisees');
    expect(list.html).toContain('data-testid="advisee-job"');
  });
});

describe('career development roadmap', () => {
  it('shows the stages with the student’s own completed programmes and suggestions with reasons', async () => {
    const demo = await loggedIn('student1', 'std');
    const page = await demo.page('/user/careerdevelop');
    expect(page.status).toBe(200);
    expect(page.html).toContain("3학년 '실행'");
    expect(page.html).toMatch(/data-testid="stage-completed"/);
    const fresh = await studentA.client.page('/user/careerdevelop');
    expect(fresh.status).toBe(200);
    expect(fresh.html).toContain('진로목표 설정하기');
    expect(fresh.html).not.toContain('data-testid="stage-completed"');
    const legacy = await demo.page('/futuredesign/careerdevelop');
    expect(legacy.status).toBe(301);
    expect(legacy.location).toContain('/user/careerdevelop');
  });
});

describe('online courses for staff', () => {
  it('lets a programme admin add, edit and hide a course students see', async () => {
    const body = { categoryCd: 'INTERVIEW', title: unique('면접 강좌'), provider: '한울 커리어센터', description: '모의면접 영상 강좌', url: 'https://lms.example.ac.kr/interview', durationMin: 45, sortOrder: 1 };
    expect((await plainStaff.post('/api/v1/stf/employrefer/online', body)).status).toBe(403);
    expect((await plainStaff.page('/stf/employrefer/online')).status).toBe(302);
    const bad = await admin.post('/api/v1/stf/employrefer/online', { ...body, url: 'javascript:alert(1)', durationMin: 0, categoryCd: 'X' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data)).toEqual(expect.arrayContaining(['url', 'durationMin', 'categoryCd']));

    const created = await admin.post('/api/v1/stf/employrefer/online', body);
    expect(created.status).toBe(200);
    const courseId = created.body.data.courseId;
    const seen = async () => ((await studentA.client.get('/api/v1/employrefer/online')).body.data as { courseId: number; title: string }[]).find((c) => c.courseId === courseId);
    expect((await seen())?.title).toBe(body.title);

    const renamed = `${body.title} (개정)`;
    expect((await admin.post(`/api/v1/stf/employrefer/online/${courseId}`, { ...body, title: renamed })).status).toBe(200);
    expect((await seen())?.title).toBe(renamed);
    expect((await admin.post(`/api/v1/stf/employrefer/online/${courseId}/use`, { useYn: 'N' })).status).toBe(200);
    expect(await seen()).toBeUndefined();
    expect((await admin.post('/api/v1/stf/employrefer/online/999999/use', { useYn: 'N' })).status).toBe(404);
    const page = await admin.page('/stf/employrefer/online');
    expect(page.status).toBe(200);
    expect(page.html).toContain(renamed);
  });
});
