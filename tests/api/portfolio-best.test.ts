// 우수 포트폴리오 over HTTP. A student publishes a saved résumé version as an example; nobody sees it
// until a programme admin selects it (other staff are refused); then other students find it by
// department and job family under a masked name (her name only when she allowed it), without her
// contact details, photo or grades even when her résumé shows them, and without badges she hid. She
// withdraws it and it is gone at once. The demo world has five selected examples.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, byTestId, loggedIn, studentClient, unique } from './client';

const VERSIONS = '/api/v1/portfolio/resumes';
const STF = '/api/v1/stf/portfolio/showcases';
const PAGE = '/user/portfolio/bestPortfolio';

let owner: Awaited<ReturnType<typeof studentClient>>;
let reader: Awaited<ReturnType<typeof studentClient>>;
let admin: Client;
let resumeId: number;
let title: string;
let award: string;

beforeAll(async () => {
  [owner, reader] = await Promise.all([studentClient({ hakguaCd: 'D4010', majorCd: 'M401010' }), studentClient()]);
  admin = (await accountClient('stf', { roles: ['PROGRAM_ADMIN'] })).client;
  award = unique('창업경진대회 대상');
  expect((await owner.client.post('/api/v1/portfolio/entries', { kind: 'AWARD', title: award, issuer: '창업지원단', acquiredDt: '2026-05-20' })).status).toBe(200);
  title = unique('서비스 기획 이력서').slice(0, 40);
  const res = await owner.client.post(VERSIONS, { title, sections: ['AWARDS', 'SUBJECTS', 'BADGES'], showContact: true, showPhoto: true, intro: '사용자를 먼저 만나는 기획자가 되겠습니다.' });
  expect(res.status, res.body.message).toBe(200);
  resumeId = res.body.data.resumeId;
});

describe('publishing and selecting an example', () => {
  it('keeps a published example out of the list until staff select it', async () => {
    const pub = await owner.client.post(`${VERSIONS}/${resumeId}/showcase`, { showName: false });
    expect(pub.status, pub.body.message).toBe(200);
    expect((await owner.client.get(VERSIONS)).body.data.find((v: { resumeId: number }) => v.resumeId === resumeId).showcase).toEqual({ status: 'PUBLISHED', showName: false });
    expect((await reader.client.page(`${PAGE}?id=${resumeId}`)).status).toBe(404);
    expect((await reader.client.page(PAGE)).html).not.toContain(title);
  });

  it('lets only programme admins select, and shows them who published', async () => {
    const plainStaff = (await accountClient('stf')).client;
    expect((await plainStaff.post(`${STF}/${resumeId}`, { selected: true })).status).toBe(403);
    const forbidden = await plainStaff.page('/stf/portfolio/showcases');
    expect(forbidden.status).toBe(302);
    expect(forbidden.location).toContain('/unauthorized?page=');
    expect((await reader.client.post(`${STF}/${resumeId}`, { selected: true })).status).toBe(403);
    const page = await admin.page('/stf/portfolio/showcases');
    expect(page.status).toBe(200);
    expect(byTestId(page.html, `showcase-row-${resumeId}`)).toContain(owner.account.korNm);
    expect((await admin.post(`${STF}/2147483647`, { selected: true })).status).toBe(404);
    expect((await admin.post(`${STF}/${resumeId}`, { selected: 'yes' })).status).toBe(400);
    const res = await admin.post(`${STF}/${resumeId}`, { selected: true });
    expect(res.status, res.body.message).toBe(200);
  });

  it('shows the selected example to other students under a masked name, without contact, photo or grades', async () => {
    const list = await reader.client.page(`${PAGE}?dept=M401010`);
    expect(list.status).toBe(200);
    const items = byTestId(list.html, 'best-list')!;
    expect(items).toContain(title);
    const masked = owner.account.korNm[0] + '*'.repeat(owner.account.korNm.length - 1);
    expect(items).toContain(masked);
    // The page's main part (the header shows the reader's own name, which may be the same as the writer's).
    const main = list.html.slice(list.html.indexOf('<main'), list.html.indexOf('</main>'));
    expect(main).toContain(masked);
    expect(main).not.toContain(owner.account.korNm);
    // Another department's filter leaves it out.
    expect((await reader.client.page(`${PAGE}?dept=D1010`)).html).not.toContain(title);
    const detail = await reader.client.page(`${PAGE}?id=${resumeId}`);
    expect(detail.status).toBe(200);
    expect(byTestId(detail.html, 'showcase-writer')).toContain(masked);
    expect(detail.html).toContain('사용자를 먼저 만나는 기획자가 되겠습니다.');
    expect(byTestId(detail.html, 'showcase-AWARDS')).toContain(award);
    expect(detail.html).not.toContain('data-testid="showcase-SUBJECTS"');
    expect(detail.html).not.toContain('/api/files/download/');
    expect(detail.html).not.toContain(owner.account.userId);
  });

  it('shows her name once she allows it, and stays selected', async () => {
    expect((await owner.client.post(`${VERSIONS}/${resumeId}/showcase`, { showName: true })).status).toBe(200);
    const detail = await reader.client.page(`${PAGE}?id=${resumeId}`);
    expect(byTestId(detail.html, 'showcase-writer')).toContain(owner.account.korNm);
  });

  it('is gone at once when she withdraws it', async () => {
    expect((await owner.client.post(`${VERSIONS}/${resumeId}/withdraw`)).status).toBe(200);
    expect((await reader.client.page(`${PAGE}?id=${resumeId}`)).status).toBe(404);
    expect((await reader.client.page(PAGE)).html).not.toContain(title);
    expect((await admin.page('/stf/portfolio/showcases')).html).not.toContain(`showcase-row-${resumeId}`);
  });

  it('refuses a version with nothing but grades to publish, and bad filters', async () => {
    const onlyGrades = await owner.client.post(VERSIONS, { title: unique('성적만').slice(0, 40), sections: ['SUBJECTS'], showContact: true, showPhoto: false });
    expect(onlyGrades.status).toBe(200);
    expect((await owner.client.post(`${VERSIONS}/${onlyGrades.body.data.resumeId}/showcase`, { showName: true })).status).toBe(400);
    expect((await owner.client.post(`${VERSIONS}/${resumeId}/showcase`, {})).status).toBe(400);
    for (const q of ['id=0', 'id=abc', 'page=0', 'dept=%3Cscript%3E', 'id=99999999999']) {
      const res = await reader.client.page(`${PAGE}?${q}`);
      expect(res.status, q).toBeLessThan(500);
    }
    expect((await new Client().post(`${VERSIONS}/${resumeId}/showcase`, { showName: true })).status).toBe(401);
  });
});

describe('the demo world', () => {
  it('lists five selected examples for student1, some under masked names', async () => {
    const s1 = await loggedIn('student1', 'std');
    const page = await s1.page(PAGE);
    expect(page.status).toBe(200);
    for (const t of ['데이터 분석 직무 지원용', 'UX 디자이너 포트폴리오', '마케팅 직무 이력서']) expect(page.html).toContain(t);
    // The one still waiting is not listed.
    expect(page.html).not.toContain('공공기관 행정직 지원');
    expect(page.html).toMatch(/[가-힣]\*\*/);
    const mine = await s1.page('/user/portfolio/myResume');
    expect(byTestId(mine.html, 'resume-versions')).toContain('기본 이력서');
  });
});
