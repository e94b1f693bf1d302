// Search as a Korean student types it, over HTTP. An office member with the content, scholarship,
// programme, recruiting and startup roles (a fresh account) publishes a scholarship notice, a
// scholarship, a career programme, a startup programme and a job posting, plus a draft notice and a
// notice for staff only. A fresh student then finds the scholarship notice and the scholarship by
// their initial consonants (ㅈㅎㄱ), the startup programme and the 창업 career programme by ㅊㅇ and by a
// mistyped syllable (창엽), the scholarship by 장학굼; each result names its area and links to its page.
// The draft and the staff-only notice stay hidden, a visitor who is not logged in finds only public
// notices, and her recent searches are kept (the last ten), removable one by one or all, and hers alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, studentClient } from './client';
import { startServer, type RunningServer } from '../support/server';
import { freshDatabase } from '../faults/pg';

const BASE = '/api/v1/search';

interface Result {
  area: string;
  areaNm: string;
  match: string;
  title: string;
  href: string;
  snippet: string | null;
  meta: string | null;
}

/** A tag no other test's titles hold: Latin letters, so it changes no title's Hangul initials. */
const tag = `q${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`.replace(/\d/g, 'x');

let office: Client;
let student: Client;
let other: Client;
const made = {} as Record<'notice' | 'scholarship' | 'program' | 'startup' | 'posting' | 'draft' | 'staffOnly' | 'loginOnly', { id: number; title: string }>;

async function ok<T = any>(res: Promise<{ status: number; body: { message: string; data: T } }>) {
  const r = await res;
  expect(r.status, r.body.message).toBe(200);
  return r.body.data;
}

async function search(c: Client, q: string) {
  const res = await c.get<{ q: string; results: Result[]; areas: { area: string; areaNm: string; count: number }[]; total: number }>(BASE, { q });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}
const titles = (results: Result[]) => results.map((r) => r.title);
const del = (c: Client, path: string) => c.raw(path, { method: 'DELETE', headers: { 'x-requested-with': 'XMLHttpRequest' } }).then(async (res) => ({ status: res.status, body: await res.json() }));

// A portal of its own, on the demo data only: what ranks where and how many near titles come back
// depend on every title in the database, and the shared server holds whatever the other files made.
// On the PostgreSQL run, on a fresh PostgreSQL database of its own.
let server: RunningServer;
let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
let base: string;

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

beforeAll(async () => {
  if (process.env.API_DATABASE_URL) database = await freshDatabase('search');
  server = await startServer(database ? { DATABASE_URL: database.url.href, SEED_DEMO: 'force' } : {});
  base = server.baseUrl;
  ({ client: office } = await accountClient('stf', { roles: ['CONTENT_EDITOR', 'SCHOLARSHIP_MANAGER', 'PROGRAM_MANAGER', 'RECRUITING_MANAGER', 'STARTUP_MANAGER'] }, base));
  ({ client: student } = await studentClient({}, base));
  ({ client: other } = await studentClient({}, base));

  made.notice = { title: `장학금 설명회 ${tag}`, id: 0 };
  made.notice.id = (await ok(office.post('/api/v1/stf/scholarships/notices', { title: made.notice.title, content: '교내 장학금 신청 방법을 설명합니다.', pinYn: 'N' }))).postId;

  made.scholarship = { title: `장학금 ${tag}`, id: 0 };
  made.scholarship.id = (
    await ok(
      office.post('/api/v1/stf/scholarships', {
        title: made.scholarship.title,
        kindCd: 'MERIT',
        year: 2027,
        termCd: '10',
        amountMin: 500_000,
        amountMax: 500_000,
        quota: 2,
        description: '성적 우수 학생을 위한 장학금입니다.',
        applyStartDt: '2026-11-16',
        applyEndDt: '2026-12-04',
        eligibleStatusCds: ['10'],
        requiredDocs: ['성적증명서'],
      }),
    )
  ).scholId;

  made.program = { title: `창업 캠프 ${tag}`, id: 0 };
  made.program.id = (
    await ok(
      office.post('/api/v1/stf/career/programs', {
        title: made.program.title,
        categoryCd: 'CAREER_SKILL',
        summary: '아이디어를 사업 계획으로 바꾸는 이틀',
        description: '첫날은 아이디어 발표, 둘째 날은 사업 계획서 작성입니다.',
        competencyCds: ['EXPT'],
        mileage: 10,
        eligibleColgCds: [],
        eligibleDeptCds: [],
        eligibleGrades: [],
        eligibleStatusCds: [],
        capacity: 10,
        waitlistCapacity: 0,
        autoApprove: true,
        applyStartDt: '2026-11-20',
        applyEndDt: '2026-11-30',
        runStartDt: '2026-12-01',
        runEndDt: '2026-12-02',
        place: '창업보육센터 101호',
        minAttendPct: 100,
        sessions: [
          { title: '아이디어 발표', sessionDt: '2026-12-01', startTm: '14:00', endTm: '17:00' },
          { title: '계획서 작성', sessionDt: '2026-12-02', startTm: '10:00', endTm: '12:00' },
        ],
      }),
    )
  ).programId;

  made.startup = { title: `창업 실전 특강 ${tag}`, id: 0 };
  made.startup.id = (
    await ok(
      office.post('/api/v1/recruiting/manage/startup/programs', {
        kindCd: 'PROGRAM',
        title: made.startup.title,
        description: '사업계획서를 쓰고 발표해 봅니다.',
        place: '창업카페',
        startDt: '2026-12-05',
        endDt: '2026-12-05',
        applyStartDt: '2026-11-20',
        applyEndDt: '2026-12-01',
        capacity: 20,
      }),
    )
  ).programId;

  const company = await ok(office.post('/api/v1/recruiting/manage/companies', { companyNm: `한울검색기업 ${tag}`, sizeCd: 'SMALL', industryNm: '소프트웨어', regionCd: 'SEOUL', introduction: '검색 시험용 기업입니다.' }));
  made.posting = { title: `채용 연계 인턴 ${tag}`, id: 0 };
  made.posting.id = (
    await ok(
      office.post('/api/v1/recruiting/manage/postings', {
        companyId: company.companyId,
        title: made.posting.title,
        jobClsCd: 'JOB02',
        empTypeCd: 'FULL',
        regionCd: 'SEOUL',
        careerLvlCd: 'NEW',
        openDt: '2026-11-21',
        deadlineDt: '2026-12-10',
        headcount: 1,
        salary: '월 250만 원',
        requirements: '· 웹 서비스에 관심 있는 분',
        howToApply: '채용 홈페이지에서 지원합니다.',
        applyUrl: 'https://recruit.example.com/apply',
        contact: '인사팀 02-1234-5678',
      }),
    )
  ).postingId;

  const post = async (title: string, change: Record<string, unknown>) =>
    (await ok(office.post('/api/v1/content/posts', { boardCd: 'NOTICE', title, bodyHtml: `<p>${title} 본문입니다.</p>`, action: 'publish', ...change }))).postId as number;
  made.draft = { title: `장학금 초안 ${tag}`, id: 0 };
  made.draft.id = await post(made.draft.title, { action: 'draft' });
  made.staffOnly = { title: `장학금 심사 기준 ${tag}`, id: 0 };
  made.staffOnly.id = await post(made.staffOnly.title, { audienceScope: 'DIVS', audienceDivs: ['stf'] });
  made.loginOnly = { title: `장학금 면담 ${tag}`, id: 0 };
  made.loginOnly.id = await post(made.loginOnly.title, { audienceScope: 'LOGIN' });
}, 240_000);

describe('initial consonants and typos', () => {
  it('finds the scholarship notice and the scholarship by ㅈㅎㄱ, each named by its area and linked to its page', async () => {
    const found = await search(student, 'ㅈㅎㄱ');
    const notice = found.results.find((r) => r.title === made.notice.title);
    expect(notice).toMatchObject({ area: 'notice', areaNm: '공지사항', match: 'initials', href: `/notice/${made.notice.id}` });
    const schol = found.results.find((r) => r.title === made.scholarship.title);
    expect(schol).toMatchObject({ area: 'scholarship', areaNm: '장학금', match: 'initials', href: `/user/colglife/scholamt#s-${made.scholarship.id}-h` });
    expect(schol!.meta).toBe('신청 2026.11.16 ~ 2026.12.04');
    // Every result's title really has ㅈㅎㄱ among its initials.
    expect(found.results.every((r) => r.match !== 'initials' || /[자-짛]\s*[하-힣]\s*[가-깋]/.test(r.title))).toBe(true);
    expect(found.total).toBeLessThanOrEqual(30);
  });

  it('finds 창업 programmes by ㅊㅇ and the posting by the 채용 in its title', async () => {
    const found = await search(student, 'ㅊㅇ');
    expect(found.results.find((r) => r.title === made.program.title)).toMatchObject({ area: 'program', areaNm: '비교과', href: `/user/futuredesign/careerAct/detail/${made.program.id}` });
    expect(found.results.find((r) => r.title === made.startup.title)).toMatchObject({ area: 'startup', areaNm: '창업지원', href: `/user/careerinfo/startupsupp/tab02#pg-${made.startup.id}` });
    expect(found.results.find((r) => r.title === made.posting.title)).toMatchObject({ area: 'posting', areaNm: '채용공고', href: `/user/careerinfo/cmmnrecrt/detail/${made.posting.id}` });
  });

  it('takes a mixed query (syllables and consonants): 장ㅎ finds 장학금 but not other ㅈㅎ titles', async () => {
    const found = await search(student, `장ㅎ`);
    expect(titles(found.results)).toContain(made.scholarship.title);
    expect(found.results.filter((r) => r.match === 'initials').every((r) => /장\s*[하-힣]/.test(r.title))).toBe(true);
  });

  it('forgives a mistyped syllable: 장학굼 finds 장학금, 창엽 finds 창업, ranked after exact matches and bounded', async () => {
    const schol = await search(student, '장학굼');
    expect(schol.results.find((r) => r.title === made.scholarship.title)).toMatchObject({ match: 'fuzzy', area: 'scholarship' });
    expect(schol.results.every((r) => r.match === 'fuzzy' && r.title.includes('장학'))).toBe(true);
    const startup = await search(student, '창엽');
    expect(titles(startup.results)).toEqual(expect.arrayContaining([made.program.title, made.startup.title]));
    // No flood: every near title holds 창업, and each area gives at most five.
    expect(startup.results.every((r) => r.title.includes('창업'))).toBe(true);
    for (const a of startup.areas) expect(a.count).toBeLessThanOrEqual(5);
  });

  it('ranks an exact title first, then a title that begins with the query, then one that contains it', async () => {
    const found = await search(student, made.scholarship.title);
    expect(found.results[0]).toMatchObject({ title: made.scholarship.title, match: 'exact' });
    const matches = found.results.map((r) => r.match);
    const order = ['exact', 'prefix', 'title', 'initials', 'body', 'fuzzy'];
    expect(matches.map((m) => order.indexOf(m))).toEqual([...matches.map((m) => order.indexOf(m))].sort((a, b) => a - b));
    const prefix = await search(student, `장학금 설명회`);
    expect(prefix.results.find((r) => r.title === made.notice.title)?.match).toBe('prefix');
  });
});

describe('only what she may see', () => {
  it('never finds a draft or a notice for staff only; staff find theirs', async () => {
    const found = titles((await search(student, tag)).results);
    expect(found).toEqual(expect.arrayContaining([made.notice.title, made.scholarship.title, made.program.title, made.startup.title, made.posting.title, made.loginOnly.title]));
    expect(found).not.toContain(made.draft.title);
    expect(found).not.toContain(made.staffOnly.title);
    const staffFound = titles((await search(office, tag)).results);
    expect(staffFound).toContain(made.staffOnly.title);
    expect(staffFound).not.toContain(made.draft.title);
    // Student areas are not the office's: no programme, posting or scholarship on its search.
    expect(staffFound).not.toContain(made.scholarship.title);
  });

  it('shows a visitor who is not logged in public notices only, and keeps nothing of her search', async () => {
    const visitor = new Client(base);
    const found = await search(visitor, tag);
    expect(titles(found.results)).toEqual([made.notice.title]);
    const page = await visitor.page(`/user/search?q=${encodeURIComponent('ㅈㅎㄱ')}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(made.notice.title);
    expect(page.html).not.toContain(made.scholarship.title);
    expect((await visitor.get(`${BASE}/recent`)).status).toBe(401);
  });
});

describe('bad input', () => {
  it('answers a bad query with a Korean message, never a 500', async () => {
    for (const [q, message] of [
      ['', '검색어를 입력해 주세요.'],
      ['   ', '검색어를 입력해 주세요.'],
      ['가'.repeat(51), '검색어는 50자 이내로 입력해 주세요.'],
      ['장학\u0000금', '검색어에 쓸 수 없는 문자가 있습니다.'],
    ]) {
      const res = await student.get(BASE, { q });
      expect(res.status, q).toBe(400);
      expect(res.body.data.q ?? res.body.message).toBe(message);
    }
    expect((await student.get(BASE)).status).toBe(400);
    for (const q of ['%', '_', '\\', '(ㅈ', '[ㅎ]', 'ㅈ*', "'; drop table posts; --", '😀😀', 'ㄳㄵ', 'A', 'ㅏㅏ'])
      expect((await student.get(BASE, { q })).status, q).toBe(200);
    const page = await student.page(`/user/search?q=${'가'.repeat(60)}`);
    expect(page.status).toBe(400);
    expect(page.html).toContain('검색어는 50자 이내로 입력해 주세요.');
  });
});

describe('recent searches', () => {
  it('keeps her last searches newest first, lets her remove one or all, and shows them to no one else', async () => {
    await search(student, 'ㅈㅎㄱ');
    await search(student, '창엽');
    await search(student, 'ㅈㅎㄱ');
    const recent = (await ok(student.get(`${BASE}/recent`))) as { historyId: number; term: string }[];
    expect(recent.slice(0, 2).map((r) => r.term)).toEqual(['ㅈㅎㄱ', '창엽']);
    expect(recent.filter((r) => r.term === 'ㅈㅎㄱ')).toHaveLength(1);
    // The page shows them under the empty box.
    const page = await student.page('/user/search');
    expect(page.html).toContain('최근 검색어');
    expect(page.html).toContain('창엽');
    // Another student sees none of hers and cannot remove them.
    expect(((await ok(other.get(`${BASE}/recent`))) as unknown[]).length).toBe(0);
    expect((await other.page('/user/search')).html).not.toContain('창엽');
    expect((await del(other, `${BASE}/recent/${recent[0].historyId}`)).status).toBe(404);
    expect((await del(other, `${BASE}/recent/abc`)).status).toBe(400);
    // She removes one, then all.
    expect((await del(student, `${BASE}/recent/${recent[1].historyId}`)).status).toBe(200);
    expect(((await ok(student.get(`${BASE}/recent`))) as { term: string }[]).map((r) => r.term)).not.toContain('창엽');
    expect((await del(student, `${BASE}/recent/${recent[1].historyId}`)).status).toBe(404);
    expect((await del(student, `${BASE}/recent`)).status).toBe(200);
    expect(await ok(student.get(`${BASE}/recent`))).toEqual([]);
  });

  it('keeps only the last ten', async () => {
    const { client } = await studentClient({}, base);
    for (let i = 1; i <= 12; i += 1) await search(client, `검색어 ${i}`);
    const recent = (await ok(client.get(`${BASE}/recent`))) as { term: string }[];
    expect(recent.map((r) => r.term)).toEqual(Array.from({ length: 10 }, (_, i) => `검색어 ${12 - i}`));
  });

  it('removes one without JavaScript, through the page form', async () => {
    const { client } = await studentClient({}, base);
    await search(client, '동아리');
    const [item] = (await ok(client.get(`${BASE}/recent`))) as { historyId: number }[];
    const res = await client.raw('/user/search', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `historyId=${item.historyId}` });
    expect(res.status).toBe(303);
    expect(await ok(client.get(`${BASE}/recent`))).toEqual([]);
  });
});
