// Employment reference over HTTP: the career interest test scored on the server (a known answer set
// gives its code; the change since the last test), incomplete and hostile answers refused in Korean
// with nothing stored; cover-letter drafts saved as versions (the last 20 kept), restored, deleted,
// with the question's length limit checked by the shared counting function; another student's
// result or draft is not found; what users wrote is escaped on the pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { ITEMS } from '@/lib/employrefer/riasec';
import { countText } from '@/lib/employrefer/count';
import { Client, loggedIn, studentClient, byTestId } from './client';

const TEST = '/api/v1/employrefer/careertest';
const DRAFTS = '/api/v1/employrefer/drafts';

const uniform = (per: Record<string, number>) => ({ answers: Object.fromEntries(ITEMS.map((i) => [i.id, per[i.type]])) });
const SAE = uniform({ R: 2, I: 1, A: 4, S: 5, E: 3, C: 1 });

let me: Client;
let other: Client;
beforeAll(async () => {
  me = (await studentClient()).client;
  other = (await studentClient()).client;
});

describe('career interest test', () => {
  let firstId: number;

  it('scores a known answer set on the server: sums per type and the code SAE, kept with today', async () => {
    const res = await me.post(TEST, SAE);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ topCode: 'SAE', scores: { R: 16, I: 8, A: 32, S: 40, E: 24, C: 8 }, previous: null, change: null });
    expect(res.body.data.testDt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The job families of S, A and E come from the code table (JOB_CLS).
    const families = res.body.data.jobFamilies.map((f: { jobClsCd: string }) => f.jobClsCd);
    expect(families).toEqual(expect.arrayContaining(['JOB03', 'JOB05', 'JOB01']));
    expect(res.body.data.jobFamilies.find((f: { jobClsCd: string }) => f.jobClsCd === 'JOB05').jobClsNm).toBe('예술·디자인·방송·스포츠직');
    firstId = res.body.data.resultId;
  });

  it('compares a second test with the first, per type, and lists both newest first', async () => {
    const res = await me.post(TEST, uniform({ R: 1, I: 5, A: 4, S: 3, E: 3, C: 2 }));
    expect(res.status).toBe(200);
    expect(res.body.data.topCode).toBe('IAS');
    expect(res.body.data.previous.resultId).toBe(firstId);
    expect(res.body.data.change).toEqual({ R: -8, I: 32, A: 0, S: -16, E: 0, C: 8 });
    const list = await me.get(TEST);
    expect(list.body.data.map((r: { topCode: string }) => r.topCode)).toEqual(['IAS', 'SAE']);
    const first = await me.get(`${TEST}/${firstId}`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ topCode: 'SAE', previous: null });
    // The page shows the latest code, the chart and the change since the last test.
    const page = await me.page('/user/employrefer/careertest');
    expect(page.status).toBe(200);
    expect(byTestId(page.html, 'top-code')).toBe('IAS');
    expect(page.html).toContain('data-testid="riasec-chart"');
    expect(page.html).toMatch(/data-type="I"[\s\S]*?data-col="change">\+32</);
    const older = await me.page(`/user/employrefer/careertest?resultId=${firstId}`);
    expect(byTestId(older.html, 'top-code')).toBe('SAE');
  });

  it('refuses incomplete answers with Korean messages per item and stores nothing', async () => {
    const before = (await me.get(TEST)).body.data.length;
    const answers = { ...SAE.answers } as Record<string, number | null>;
    delete answers[ITEMS[4].id];
    answers[ITEMS[47].id] = null;
    const res = await me.post(TEST, { answers });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('입력값을 확인해 주세요.');
    expect(res.body.data[`answers.${ITEMS[4].id}`]).toBe('5번 문항에 답해 주세요.');
    expect(res.body.data[`answers.${ITEMS[47].id}`]).toBe('48번 문항에 답해 주세요.');
    expect((await me.post(TEST, {})).status).toBe(400);
    expect((await me.get(TEST)).body.data.length).toBe(before);
  });

  it('refuses answers out of the scale and hostile bodies with 400', async () => {
    for (const bad of [0, 6, 2.5, -1, '5; drop table', '<script>', true, [], {}, 1e308]) {
      const res = await me.post(TEST, { answers: { ...SAE.answers, [ITEMS[0].id]: bad } });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.data[`answers.${ITEMS[0].id}`]).toMatch(/1번 문항/);
    }
    expect((await me.post(TEST, { answers: 'all 5' })).status).toBe(400);
    expect((await me.post(TEST, '{"answers":')).status).toBe(400);
  });

  it('shows nobody else my results: another student gets 404, bad ids 400, no login 401', async () => {
    const mine = (await me.get(TEST)).body.data[0].resultId;
    expect((await other.get(`${TEST}/${mine}`)).status).toBe(404);
    expect((await other.page(`/user/employrefer/careertest?resultId=${mine}`)).status).toBe(404);
    expect((await other.get(TEST)).body.data).toEqual([]);
    expect((await me.get(`${TEST}/99999999`)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '99999999999', '1%3B']) expect((await me.get(`${TEST}/${bad}`)).status, bad).toBe(400);
    expect((await new Client().get(TEST)).status).toBe(401);
    const staff = await loggedIn('staff1', 'stf');
    expect((await staff.post(TEST, SAE)).status).toBe(403);
  });

  it('student1 has two results on different days in the demo data', async () => {
    const s1 = await loggedIn('student1', 'std');
    const list = (await s1.get(TEST)).body.data;
    expect(list).toHaveLength(2);
    expect(list[0].testDt).not.toBe(list[1].testDt);
    const drafts = (await s1.get(DRAFTS)).body.data;
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ questionCd: 'MOTIVE', versionCnt: 2, versionNo: 2 });
  });
});

describe('cover-letter drafts', () => {
  const text = '저는 사람을 돕는 일을 좋아합니다 👍🏽\n함께 성장하고 싶습니다.';

  it('creates a draft with its first version and stores the counts of the shared counting function', async () => {
    const res = await me.post(DRAFTS, { questionCd: 'MOTIVE', title: '한울은행 하반기', content: text });
    expect(res.status, res.body.message).toBe(200);
    const id = res.body.data.draftId;
    const d = (await me.get(`${DRAFTS}/${id}`)).body.data;
    const c = countText(text);
    expect(d).toMatchObject({ title: '한울은행 하반기', questionNm: '지원동기', limit: 1000, versionNo: 1, versionCnt: 1, content: text, charCnt: c.withSpaces, charNoSpaceCnt: c.withoutSpaces, byteCnt: c.bytes });
    expect(c.withSpaces).toBe(34);
    // CRLF from a browser is kept as LF.
    const saved = await me.post(`${DRAFTS}/${id}`, { title: '한울은행 하반기', content: '첫 줄\r\n둘째 줄' });
    expect(saved.body.data.versionNo).toBe(2);
    expect((await me.get(`${DRAFTS}/${id}`)).body.data).toMatchObject({ content: '첫 줄\n둘째 줄', charCnt: 8, charNoSpaceCnt: 5 });
  });

  it('keeps the last 20 versions; an older one can be viewed and restored as a new version', async () => {
    const id = (await me.post(DRAFTS, { questionCd: 'TEAMWORK', title: '버전 시험', content: '버전 1' })).body.data.draftId;
    for (let n = 2; n <= 22; n++) {
      const r = await me.post(`${DRAFTS}/${id}`, { title: '버전 시험', content: `버전 ${n}` });
      expect(r.status, r.body.message).toBe(200);
    }
    const d = (await me.get(`${DRAFTS}/${id}`)).body.data;
    expect(d.versionCnt).toBe(20);
    expect(d.versions.map((v: { versionNo: number }) => v.versionNo)).toEqual(Array.from({ length: 20 }, (_, i) => 22 - i));
    expect(d.content).toBe('버전 22');
    const oldest = d.versions[19];
    const view = await me.get(`${DRAFTS}/${id}/versions/${oldest.versionId}`);
    expect(view.body.data).toMatchObject({ versionNo: 3, content: '버전 3' });
    const restored = await me.post(`${DRAFTS}/${id}/versions/${oldest.versionId}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.versionNo).toBe(23);
    const after = (await me.get(`${DRAFTS}/${id}`)).body.data;
    expect(after).toMatchObject({ content: '버전 3', versionNo: 23, versionCnt: 20 });
    expect(after.versions[0].restoredFromNo).toBe(3);
    // Version 3 was the oldest kept: the restore pushed it out, its text lives on as version 23.
    expect(after.versions.some((v: { versionNo: number }) => v.versionNo === 3)).toBe(false);
    // The draft page lists the versions.
    const page = await me.page(`/user/employrefer/jasoseol/${id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('버전 4');
  });

  it('checks the question limit on the server with the same count, in Korean', async () => {
    const id = (await me.post(DRAFTS, { questionCd: 'PERSONALITY', title: '길이 시험', content: '짧은 글' })).body.data.draftId;
    // 700 is the limit of 성격의 장단점: 700 emoji-with-modifier characters pass (their UTF-16 length is 2800).
    const atLimit = '👍🏽'.repeat(700);
    expect((await me.post(`${DRAFTS}/${id}`, { title: '길이 시험', content: atLimit })).status).toBe(200);
    const over = await me.post(`${DRAFTS}/${id}`, { title: '길이 시험', content: '가'.repeat(701) });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('성격의 장단점은 공백 포함 700자까지 쓸 수 있습니다. 지금 701자입니다.');
    expect(over.body.data.content).toMatch(/700자 이내/);
    expect((await me.post(DRAFTS, { questionCd: 'PERSONALITY', title: '새 초안', content: '나'.repeat(701) })).status).toBe(400);
    expect((await me.get(`${DRAFTS}/${id}`)).body.data.versionCnt).toBe(2);
  });

  it('refuses hostile input with 400 and stores nothing', async () => {
    const before = (await me.get(DRAFTS)).body.data.length;
    const bad = [
      { questionCd: 'NOPE', title: '제목', content: '내용' },
      { questionCd: "MOTIVE'; drop table users; --", title: '제목', content: '내용' },
      { questionCd: 'MOTIVE', title: '', content: '내용' },
      { questionCd: 'MOTIVE', title: '가'.repeat(51), content: '내용' },
      { questionCd: 'MOTIVE', title: '제목', content: '' },
      { questionCd: 'MOTIVE', title: '제목', content: '널\u0000문자' },
      { questionCd: 'MOTIVE', title: '제목\n줄바꿈', content: '내용' },
      { questionCd: 'MOTIVE', title: '제목', content: '방향\u202E바꿈' },
      { questionCd: 'MOTIVE', title: '제목', content: 'x'.repeat(7000) },
      { questionCd: 'MOTIVE', title: ['배열'], content: '내용' },
      { questionCd: 'MOTIVE', title: '제목', content: { text: '객체' } },
    ];
    for (const body of bad) {
      const res = await me.post(DRAFTS, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    expect((await me.get(DRAFTS)).body.data.length).toBe(before);
  });

  it('escapes what the student wrote on the pages', async () => {
    const title = '<script>alert(1)</script>';
    const content = '<img src=x onerror=alert(1)>';
    const id = (await me.post(DRAFTS, { questionCd: 'GROWTH', title, content })).body.data.draftId;
    await me.post(`${DRAFTS}/${id}`, { title, content: '새 내용' });
    for (const path of ['/user/employrefer/jasoseol', `/user/employrefer/jasoseol/${id}`, '/user/employrefer']) {
      const page = await me.page(path);
      expect(page.status, path).toBe(200);
      expect(page.html).not.toContain(title);
      expect(page.html).not.toContain(content);
      expect(page.html).toContain('&lt;script&gt;');
    }
  });

  it("gives another student 404 for my draft and its versions, and changes nothing", async () => {
    const id = (await me.post(DRAFTS, { questionCd: 'ASPIRATION', title: '남의 것', content: '내 글' })).body.data.draftId;
    const v = (await me.get(`${DRAFTS}/${id}`)).body.data.versions[0].versionId;
    expect((await other.get(`${DRAFTS}/${id}`)).status).toBe(404);
    expect((await other.post(`${DRAFTS}/${id}`, { title: '바꿈', content: '바꾼 글' })).status).toBe(404);
    expect((await other.get(`${DRAFTS}/${id}/versions/${v}`)).status).toBe(404);
    expect((await other.post(`${DRAFTS}/${id}/versions/${v}/restore`)).status).toBe(404);
    expect((await other.post(`${DRAFTS}/${id}/delete`)).status).toBe(404);
    expect((await other.page(`/user/employrefer/jasoseol/${id}`)).status).toBe(404);
    expect((await other.get(DRAFTS)).body.data).toEqual([]);
    // A version of another of my drafts is not found under this draft either.
    const second = (await me.post(DRAFTS, { questionCd: 'ASPIRATION', title: '두 번째', content: '둘째 글' })).body.data.draftId;
    expect((await me.get(`${DRAFTS}/${second}/versions/${v}`)).status).toBe(404);
    const d = (await me.get(`${DRAFTS}/${id}`)).body.data;
    expect(d).toMatchObject({ title: '남의 것', content: '내 글', versionCnt: 1 });
  });

  it('deletes a draft with its versions; the home page counts my drafts', async () => {
    const list = (await me.get(DRAFTS)).body.data;
    const home = await me.page('/user/employrefer');
    expect(byTestId(home.html, 'home-draft-count')).toBe(String(list.length));
    expect(byTestId(home.html, 'home-top-code')).toBe('IAS');
    const id = list[0].draftId;
    const del = await me.post(`${DRAFTS}/${id}/delete`);
    expect(del.status).toBe(200);
    expect((await me.get(`${DRAFTS}/${id}`)).status).toBe(404);
    expect((await me.post(`${DRAFTS}/${id}/delete`)).status).toBe(404);
    expect((await me.get(DRAFTS)).body.data.length).toBe(list.length - 1);
  });
});

describe('online courses', () => {
  it('lists the courses in use, filtered by category; a bad category is 400 on the API and all courses on the page', async () => {
    const all = await me.get('/api/v1/employrefer/online');
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThanOrEqual(10);
    const interview = await me.get('/api/v1/employrefer/online', { categoryCd: 'INTERVIEW' });
    expect(interview.body.data.length).toBeGreaterThan(0);
    expect(interview.body.data.every((c: { categoryCd: string; categoryNm: string }) => c.categoryCd === 'INTERVIEW' && c.categoryNm === '면접')).toBe(true);
    expect(interview.body.data.every((c: { url: string }) => c.url.startsWith('https://'))).toBe(true);
    for (const bad of ['NOPE', "INTERVIEW' or 1=1", '면접']) {
      const res = await me.get('/api/v1/employrefer/online', { categoryCd: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.data.categoryCd).toBe('분류가 올바르지 않습니다.');
    }
    const page = await me.page('/user/employrefer/online?categoryCd=INTERVIEW');
    expect(page.status).toBe(200);
    expect(byTestId(page.html, 'online-total')).toBe(String(interview.body.data.length));
    const bad = await me.page('/user/employrefer/online?categoryCd=%3Cscript%3E');
    expect(bad.status).toBe(200);
    expect(byTestId(bad.html, 'online-total')).toBe(String(all.body.data.length));
    expect((await new Client().get('/api/v1/employrefer/online')).status).toBe(401);
  });

  it('opens a course on its detail page with others of its category and the next step in the portal', async () => {
    const interview = (await me.get('/api/v1/employrefer/online', { categoryCd: 'INTERVIEW' })).body.data as { courseId: number; title: string; url: string }[];
    const [first, ...others] = interview;
    const list = await me.page('/user/employrefer/online?categoryCd=INTERVIEW');
    expect(list.html).toContain(`href="/user/employrefer/detail?id=${first.courseId}"`);
    const page = await me.page(`/user/employrefer/detail?id=${first.courseId}`);
    expect(page.status).toBe(200);
    expect(byTestId(page.html, 'course')).toContain(first.title);
    expect(page.html).toContain(`href="${first.url}"`);
    expect(page.html).toContain('href="/user/mentoring/senior"');
    if (others.length) expect(byTestId(page.html, 'course-related')).toContain(others[0].title);
    // The legacy address keeps its query.
    const legacy = await me.raw(`/futuredesign/employrefer/detail?id=${first.courseId}`);
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe(`/user/employrefer/detail?id=${first.courseId}`);
    for (const bad of ['0', 'abc', '2147483648', '99999', '']) expect((await me.page(`/user/employrefer/detail?id=${bad}`)).status, bad).toBe(404);
  });
});

describe('the legacy classroom addresses', () => {
  it('answer 301 to the classroom tab or test page, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/futuredesign/careerAct/myclassroom/report?id=4', '/user/futuredesign/myecp/class?tab=report&id=4'],
      ['/futuredesign/careerAct/myclassroom/qna?id=4', '/user/futuredesign/myecp/class?tab=qna&id=4'],
      ['/futuredesign/careerAct/myclassroom/class?id=4', '/user/futuredesign/myecp/class?id=4'],
      ['/futuredesign/careerAct/myclassroom/test/intro?id=4&testId=1', '/user/futuredesign/myecp/class/test/intro?id=4&testId=1'],
      ['/futuredesign/careerAct/myclassroom/attend', '/user/futuredesign/myecp/class?tab=attend'],
    ];
    for (const [from, to] of cases) {
      const res = await me.raw(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });
});
