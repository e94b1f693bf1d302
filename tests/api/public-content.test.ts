// Notices are public unless a notice names its readers: an anonymous visitor opens the list, a notice
// and its attachment from the main page; a notice for logged-in users sends her to the login with the
// notice kept as the target; a notice for students is not found for a professor. Addresses that are no
// page answer the Korean not-found page before any login, and API paths that do not exist the JSON
// envelope.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn } from './client';

const anon = () => new Client();

/** The ids of the notices an HTML list links to. */
const noticeIds = (html: string) => [...html.matchAll(/href="\/notice\/(\d+)"/g)].map((m) => Number(m[1]));

let publicId: number;
let loginOnlyId: number;
let studentsOnlyId: number;

beforeAll(async () => {
  // The demo data: '개인정보 보호를 위한 비밀번호 변경 권장 안내' is for logged-in users, the foundation
  // scholarship notice for students; the others are public.
  const staff = await loggedIn('staff1', 'stf');
  const student = await loggedIn('student20', 'std');
  const find = async (client: Client, q: string) => noticeIds((await client.page(`/notice?q=${encodeURIComponent(q)}`)).html)[0];
  loginOnlyId = await find(staff, '비밀번호 변경 권장');
  studentsOnlyId = await find(student, '외부장학금(재단) 추천');
  publicId = await find(anon(), '수강신청 정정');
  expect([publicId, loginOnlyId, studentsOnlyId].every(Number.isInteger)).toBe(true);
});

describe('notices for everyone', () => {
  it('lists the public notices to an anonymous visitor, without the restricted ones', async () => {
    const page = await anon().page('/notice');
    expect(page.status).toBe(200);
    const ids = noticeIds(page.html);
    expect(ids.length).toBeGreaterThan(3);
    expect(ids).not.toContain(loginOnlyId);
    expect(ids).not.toContain(studentsOnlyId);
  });

  it('opens a public notice and its attachment without a login', async () => {
    const page = await anon().page(`/notice/${publicId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('수강신청 정정');
    // The main page links only to what the visitor may open.
    const main = await anon().page('/user/main');
    expect(noticeIds(main.html)).not.toContain(loginOnlyId);
    expect(noticeIds(main.html)).not.toContain(studentsOnlyId);
  });

  it('downloads the attachment of a public notice anonymously', async () => {
    const page = await anon().page('/notice?q=' + encodeURIComponent('주요 학사일정'));
    const html = (await anon().page(`/notice/${noticeIds(page.html)[0]}`)).html;
    const link = /href="(\/api\/files\/download\/\d+)"/.exec(html)![1];
    const file = await anon().bytes(link);
    expect(file.status).toBe(200);
    expect(file.bytes.length).toBeGreaterThan(0);
  });
});

describe('notices for some readers', () => {
  it('sends an anonymous visitor of a notice for logged-in users to the login, keeping the notice as the target', async () => {
    const page = await anon().page(`/notice/${loginOnlyId}`);
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/masterLogin?redirectUrl=${encodeURIComponent(`/notice/${loginOnlyId}`)}`);
  });

  it('opens it for any logged-in user', async () => {
    const prof = await loggedIn('prof2', 'prof');
    expect((await prof.page(`/notice/${loginOnlyId}`)).status).toBe(200);
  });

  it('opens a notice for students to a student, and answers 404 to a professor as if it did not exist', async () => {
    const student = await loggedIn('student21', 'std');
    expect((await student.page(`/notice/${studentsOnlyId}`)).status).toBe(200);
    const prof = await loggedIn('prof3', 'prof');
    const refused = await prof.page(`/notice/${studentsOnlyId}`);
    expect(refused.status).toBe(404);
    expect(refused.html).toContain('페이지를 찾을 수 없습니다');
    expect(noticeIds((await prof.page('/notice')).html)).not.toContain(studentsOnlyId);
  });
});

describe('addresses that do not exist', () => {
  it('answer the Korean not-found page to a logged-out visitor, not a login', async () => {
    for (const path of ['/user/no-such-page', '/stf/nothing/here', '/no-such-top']) {
      const page = await anon().page(path);
      expect(page.status, path).toBe(404);
      expect(page.html).toContain('페이지를 찾을 수 없습니다');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // A real page still asks for a login.
    expect((await anon().page('/user/mypage')).status).toBe(302);
  });

  it('answer the JSON envelope with 404 on API paths', async () => {
    const res = await anon().raw('/api/v1/no/such/call');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ code: 404, data: null });
  });

  it('keep the 500 page out of reach when nothing failed', async () => {
    expect((await anon().page('/500')).status).toBe(404);
  });

  it('give every answer a request id', async () => {
    const res = await anon().raw('/user/main');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}$/);
  });
});
