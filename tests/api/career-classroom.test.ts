// The classroom of a career programme over HTTP. A staff member runs a programme of her own; two
// fresh students take part, a third does not. Staff post a notice with a file (only participants may
// download it), students ask questions (a private one stays between its author and staff; an answered
// one is locked), staff set reports: a student hands in a file of an allowed type, hands it in again
// (two parallel submissions both count), a late one is marked 지각, a closed one is refused in Korean.
// Classmates never see each other's submissions; grades stay within 0..max and reach the student
// with feedback. Staff of another programme get 404 everywhere. Closing the programme counts the
// required reports: the student who handed one in completes, the one who did not does not, and
// the reason names both attendance and reports. Report times run on the server's clock.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, studentClient } from './client';

const STAFF = '/api/v1/stf/career/programs';
const CLASS = '/api/v1/career/class';
const TODAY = '2026-11-22';

/** A Seoul wall-clock time (YYYY-MM-DDTHH:mm) `hours` from the real now: reports run on the server clock. */
function seoulIn(hours: number) {
  const d = new Date(Date.now() + hours * 3_600_000 + 9 * 3_600_000);
  return d.toISOString().slice(0, 16);
}

function report(overrides: Record<string, unknown> = {}) {
  return {
    title: `보고서 ${Math.random().toString(36).slice(2, 7)}`,
    instructions: '한 장으로 정리해 제출하세요.',
    openAt: seoulIn(-48),
    dueAt: seoulIn(48),
    closeAt: seoulIn(72),
    maxScore: 20,
    allowedExts: ['txt', 'pdf'],
    ...overrides,
  };
}

const txt = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

async function upload(c: Client, name: string, text: string) {
  const res = await c.upload('/api/files/upload', [{ name, bytes: txt(text), type: 'text/plain' }]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { fileGroupId: number; files: { fileId: number }[] };
}

interface Classroom {
  notices: { noticeId: number; title: string; files: { fileId: number; linkUrlPath: string }[] }[];
  questions: { questionId: number; title: string; isPrivate: boolean; mine: boolean; answer: string | null; canEdit: boolean }[];
  references: { refId: number; kind: string; url: string | null }[];
  reports: { reportId: number; phase: string; canSubmit: boolean; submission: { submissionId: number; submitCount: number; late: boolean; score: number | null; feedback: string | null; files: { fileId: number }[] } | null }[];
  attendance: { completion: { completed: boolean; reason: string } };
}
async function classroom(c: Client, programId: number) {
  const res = await c.get(`${CLASS}/${programId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Classroom;
}

let staff: Client;
let otherStaff: Client;
let alice: Client;
let bora: Client;
let outsider: Client;
let programId: number;

beforeAll(async () => {
  [staff, otherStaff, alice, bora, outsider] = await Promise.all([
    accountClient('stf', { roles: ['PROGRAM_MANAGER'] }).then((a) => a.client),
    accountClient('stf', { roles: ['PROGRAM_MANAGER'] }).then((a) => a.client),
    studentClient().then((a) => a.client),
    studentClient().then((a) => a.client),
    studentClient().then((a) => a.client),
  ]);
  const created = await staff.post(STAFF, {
    title: `강의실 실습 ${Date.now().toString(36)}`,
    categoryCd: 'CAREER_SKILL',
    summary: '강의실 기능을 쓰는 이틀 과정',
    description: '공지, 질문, 자료, 과제를 씁니다.',
    competencyCds: [],
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
    minAttendPct: 0,
    reportsRequired: 1,
    sessions: [{ title: '오리엔테이션', sessionDt: '2026-11-21', startTm: '14:00', endTm: '16:00' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  programId = created.body.data.programId;
  for (const s of [alice, bora]) {
    const applied = await s.post(`/api/v1/career/programs/${programId}/apply`, {});
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  }
});

describe('who may come in', () => {
  it('answers 404 to a student who does not take part, and to staff who do not run the programme', async () => {
    expect((await outsider.get(`${CLASS}/${programId}`)).status).toBe(404);
    expect((await outsider.page(`/user/futuredesign/myecp/class?id=${programId}`)).status).toBe(404);
    expect((await otherStaff.get(`${STAFF}/${programId}/class`)).status).toBe(404);
    expect((await otherStaff.post(`${STAFF}/${programId}/class/notices`, { title: '끼어들기', body: '내용', pinned: false })).status).toBe(404);
    expect((await otherStaff.post(`${STAFF}/${programId}/class/reports`, report())).status).toBe(404);
    // Students cannot reach the staff side at all.
    expect((await alice.get(`${STAFF}/${programId}/class`)).status).toBe(404);
  });

  it('opens the classroom page of a participant, tab by tab', async () => {
    for (const tab of ['notice', 'qna', 'refer', 'report', 'attend']) {
      const page = await alice.page(`/user/futuredesign/myecp/class?id=${programId}&tab=${tab}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`data-testid="tab-${tab}"`);
    }
    const mine = await alice.page('/user/futuredesign/myecp');
    expect(mine.html).toContain(`/user/futuredesign/myecp/class?id=${programId}`);
  });
});

describe('notices and references', () => {
  it('shows a notice with its file to participants only, and tells them', async () => {
    const file = await upload(staff, '발표 안내.txt', '발표는 7분입니다.');
    const posted = await staff.post(`${STAFF}/${programId}/class/notices`, { title: '발표 순서 안내', body: '첫째 줄\n둘째 줄', pinned: true, fileGroupId: file.fileGroupId });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const seen = await classroom(alice, programId);
    const notice = seen.notices.find((n) => n.title === '발표 순서 안내')!;
    expect(notice.files).toHaveLength(1);
    expect((await alice.bytes(notice.files[0].linkUrlPath)).status).toBe(200);
    expect((await outsider.bytes(notice.files[0].linkUrlPath)).status).toBe(404);
    const inbox = await bora.get('/api/v1/messages/inbox', { size: 20 });
    expect(inbox.body.data.list.some((m: { msgTitle: string }) => m.msgTitle.includes('새 공지'))).toBe(true);
  });

  it('refuses an attachment the staff member did not upload herself', async () => {
    const foreign = await upload(alice, '학생파일.txt', '학생이 올린 파일');
    const res = await staff.post(`${STAFF}/${programId}/class/notices`, { title: '남의 파일', body: '내용', pinned: false, fileGroupId: foreign.fileGroupId });
    expect(res.status).toBe(400);
    expect(res.body.data.fileGroupId).toBeTruthy();
  });

  it('keeps a link reference and checks its address', async () => {
    const bad = await staff.post(`${STAFF}/${programId}/class/references`, { kind: 'LINK', title: '나쁜 링크', url: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.url).toContain('http');
    const good = await staff.post(`${STAFF}/${programId}/class/references`, { kind: 'LINK', title: '창업 포털', url: 'https://www.k-startup.go.kr' });
    expect(good.status).toBe(200);
    const seen = await classroom(bora, programId);
    expect(seen.references.some((r) => r.kind === 'LINK' && r.url === 'https://www.k-startup.go.kr')).toBe(true);
  });
});

describe('questions', () => {
  let privateId: number;
  let publicId: number;

  it('shows a private question to its author and staff only; a public one to classmates', async () => {
    const priv = await alice.post(`${CLASS}/${programId}/questions`, { title: '결석 사유 문의', body: '병원 진료가 있습니다.', isPrivate: true });
    expect(priv.status).toBe(200);
    privateId = priv.body.data.questionId;
    const pub = await bora.post(`${CLASS}/${programId}/questions`, { title: '발표 시간 문의', body: '몇 분인가요?', isPrivate: false });
    expect(pub.status).toBe(200);
    publicId = pub.body.data.questionId;

    const boraSees = await classroom(bora, programId);
    expect(boraSees.questions.map((q) => q.questionId)).toEqual([publicId]);
    const aliceSees = await classroom(alice, programId);
    expect(aliceSees.questions.map((q) => q.questionId).sort()).toEqual([privateId, publicId].sort());
    const staffSees = await staff.get(`${STAFF}/${programId}/class`);
    expect(staffSees.body.data.questions.map((q: { questionId: number }) => q.questionId)).toContain(privateId);
  });

  it('lets only the author change her question, and only until it is answered', async () => {
    expect((await bora.post(`${CLASS}/${programId}/questions/${privateId}`, { title: '가로채기', body: '내용', isPrivate: false })).status).toBe(404);
    expect((await bora.post(`${CLASS}/${programId}/questions/${privateId}/delete`)).status).toBe(404);
    expect((await alice.post(`${CLASS}/${programId}/questions/${publicId}`, { title: '남의 질문', body: '내용', isPrivate: false })).status).toBe(404);
    const edited = await alice.post(`${CLASS}/${programId}/questions/${privateId}`, { title: '결석 사유 문의 (수정)', body: '병원 진료가 있습니다.', isPrivate: true });
    expect(edited.status).toBe(200);

    expect((await otherStaff.post(`${STAFF}/${programId}/class/questions/${privateId}/answer`, { answer: '남의 답' })).status).toBe(404);
    const answered = await staff.post(`${STAFF}/${programId}/class/questions/${privateId}/answer`, { answer: '진료 확인서를 내면 출석으로 인정합니다.' });
    expect(answered.status).toBe(200);
    const locked = await alice.post(`${CLASS}/${programId}/questions/${privateId}`, { title: '또 수정', body: '내용', isPrivate: true });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toContain('답변');
    expect((await alice.post(`${CLASS}/${programId}/questions/${privateId}/delete`)).status).toBe(409);
    const seen = await classroom(alice, programId);
    const q = seen.questions.find((x) => x.questionId === privateId)!;
    expect(q.answer).toContain('진료 확인서');
    expect(q.canEdit).toBe(false);
    const inbox = await alice.get('/api/v1/messages/inbox', { size: 20 });
    expect(inbox.body.data.list.some((m: { msgTitle: string }) => m.msgTitle.includes('답변'))).toBe(true);
  });
});

describe('reports', () => {
  let openId: number;

  it('checks the times of a report: close may not come before due', async () => {
    const bad = await staff.post(`${STAFF}/${programId}/class/reports`, report({ dueAt: seoulIn(48), closeAt: seoulIn(24) }));
    expect(bad.status).toBe(400);
    expect(bad.body.data.closeAt).toBeTruthy();
    const created = await staff.post(`${STAFF}/${programId}/class/reports`, report({ title: '제출 중인 보고서' }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    openId = created.body.data.reportId;
  });

  it('takes a file of an allowed type, refuses other types and other people’s files', async () => {
    const csv = await alice.upload('/api/files/upload', [{ name: '표.csv', bytes: txt('a,b\n1,2\n'), type: 'text/csv' }]);
    expect(csv.status).toBe(200);
    const wrongType = await alice.post(`${CLASS}/${programId}/reports/${openId}/submit`, { fileGroupId: csv.body.data.fileGroupId });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain('txt, pdf');
    const borasFile = await upload(bora, '보라.txt', '보라의 보고서');
    expect((await alice.post(`${CLASS}/${programId}/reports/${openId}/submit`, { fileGroupId: borasFile.fileGroupId })).status).toBe(400);
    expect((await alice.post(`${CLASS}/${programId}/reports/${openId}/submit`, {})).status).toBe(400);

    const file = await upload(alice, '보고서.txt', '첫 번째 보고서');
    const first = await alice.post(`${CLASS}/${programId}/reports/${openId}/submit`, { fileGroupId: file.fileGroupId, body: '첫 제출' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ submitCount: 1, late: false });
    expect((await outsider.post(`${CLASS}/${programId}/reports/${openId}/submit`, { body: '참여하지 않음' })).status).toBe(404);
  });

  it('keeps the last submission and counts every one, parallel ones too', async () => {
    const file = await upload(alice, '보고서 수정본.txt', '두 번째 보고서');
    const [a, b] = await Promise.all([
      alice.post(`${CLASS}/${programId}/reports/${openId}/submit`, { fileGroupId: file.fileGroupId }),
      alice.post(`${CLASS}/${programId}/reports/${openId}/submit`, { body: '텍스트로 다시 제출' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const mine = (await classroom(alice, programId)).reports.find((r) => r.reportId === openId)!;
    expect(mine.submission!.submitCount).toBe(3);
  });

  it('never shows a classmate’s submission or its files', async () => {
    const boraSees = (await classroom(bora, programId)).reports.find((r) => r.reportId === openId)!;
    expect(boraSees.submission).toBeNull();
    const file = await upload(alice, '비밀 보고서.txt', '앨리스만 보는 내용');
    await alice.post(`${CLASS}/${programId}/reports/${openId}/submit`, { fileGroupId: file.fileGroupId });
    expect((await bora.bytes(`/api/files/download/${file.files[0].fileId}`)).status).toBe(404);
    expect((await otherStaff.get(`${STAFF}/${programId}/class/reports/${openId}`)).status).toBe(404);
    const list = await staff.get(`${STAFF}/${programId}/class/reports/${openId}`);
    expect(list.status).toBe(200);
    expect(list.body.data.list.filter((x: { submission: unknown }) => x.submission)).toHaveLength(1);
  });

  it('marks a submission between due and close as late, and refuses one after close in Korean', async () => {
    const late = await staff.post(`${STAFF}/${programId}/class/reports`, report({ title: '지각 보고서', openAt: seoulIn(-72), dueAt: seoulIn(-24), closeAt: seoulIn(24) }));
    const closed = await staff.post(`${STAFF}/${programId}/class/reports`, report({ title: '마감 보고서', openAt: seoulIn(-72), dueAt: seoulIn(-48), closeAt: seoulIn(-24) }));
    const lateRes = await bora.post(`${CLASS}/${programId}/reports/${late.body.data.reportId}/submit`, { body: '늦었습니다' });
    expect(lateRes.status).toBe(200);
    expect(lateRes.body.data.late).toBe(true);
    expect(lateRes.body.message).toContain('지각');
    const closedRes = await bora.post(`${CLASS}/${programId}/reports/${closed.body.data.reportId}/submit`, { body: '너무 늦음' });
    expect(closedRes.status).toBe(409);
    expect(closedRes.body.message).toContain('마감');
  });

  it('grades within 0..max with feedback, which only the student sees; a graded report is not handed in again', async () => {
    const list = await staff.get(`${STAFF}/${programId}/class/reports/${openId}`);
    const submissionId = list.body.data.list.find((x: { submission: unknown }) => x.submission).submission.submissionId as number;
    expect((await staff.post(`${STAFF}/${programId}/class/submissions/${submissionId}/grade`, { score: 21 })).status).toBe(400);
    expect((await staff.post(`${STAFF}/${programId}/class/submissions/${submissionId}/grade`, { score: -1 })).status).toBe(400);
    expect((await otherStaff.post(`${STAFF}/${programId}/class/submissions/${submissionId}/grade`, { score: 10 })).status).toBe(404);
    const graded = await staff.post(`${STAFF}/${programId}/class/submissions/${submissionId}/grade`, { score: 20, feedback: '근거가 탄탄합니다.' });
    expect(graded.status).toBe(200);
    const mine = (await classroom(alice, programId)).reports.find((r) => r.reportId === openId)!;
    expect(mine.submission).toMatchObject({ score: 20, feedback: '근거가 탄탄합니다.' });
    expect(mine.canSubmit).toBe(false);
    const again = await alice.post(`${CLASS}/${programId}/reports/${openId}/submit`, { body: '또 제출' });
    expect(again.status).toBe(409);
    const inbox = await alice.get('/api/v1/messages/inbox', { size: 20 });
    expect(inbox.body.data.list.some((m: { msgTitle: string }) => m.msgTitle.includes('채점'))).toBe(true);
  });
});

describe('completion counts the required reports', () => {
  it('completes the student who handed in a report, not the one who did not, and says why', async () => {
    // bora handed in only the late report: it counts. A third participant hands in nothing.
    const { client: chae } = await studentClient();
    const applied = await chae.post(`/api/v1/career/programs/${programId}/apply`, {});
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    // A report still takes submissions: closing names her and needs staff to confirm her.
    const refused = await staff.post(`${STAFF}/${programId}/close`);
    expect(refused.status).toBe(409);
    expect(refused.body.data.affected.map((a: { applId: number }) => a.applId)).toEqual([applied.body.data.applId]);
    const closed = await staff.post(`${STAFF}/${programId}/close`, { confirmAffected: [applied.body.data.applId] });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data).toMatchObject({ completed: 2, notCompleted: 1 });
    const history = async (c: Client) => {
      const res = await c.get('/api/v1/career/applications');
      const appl = (res.body.data as { programId: number; status: string; history: { note: string | null }[] }[]).find((a) => a.programId === programId)!;
      return { status: appl.status, note: appl.history.at(-1)!.note ?? '' };
    };
    expect((await history(alice)).status).toBe('COMPLETED');
    expect((await history(bora)).status).toBe('COMPLETED');
    const c = await history(chae);
    expect(c.status).toBe('NOT_COMPLETED');
    expect(c.note).toContain('출석');
    expect(c.note).toContain('과제 0/1건');
    // After closing, nothing more is handed in.
    const after = await alice.post(`${CLASS}/${programId}/reports/999999/submit`, { body: '늦음' });
    expect(after.status).toBe(404);
  });
});
