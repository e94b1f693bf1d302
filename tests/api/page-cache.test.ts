// Content pages as anonymous visitors see them are answered from the page cache: the second visit is
// a stored copy with the same ETag and the same security headers, a browser holding the ETag gets a
// 304, an edit drops exactly the pages that show it, and visitors with a session never get a stored page.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountClient, byTestId, Client, studentClient, unique } from './client';

const BASE = '/api/v1/content/posts';
const anonymous = new Client();
let editor: Client;

beforeAll(async () => {
  ({ client: editor } = await accountClient('stf', { roles: ['CONTENT_EDITOR'] }));
});

async function visit(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(anonymous.base + path, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

async function publish(boardCd: 'GUIDE' | 'NOTICE', title: string, text: string) {
  const res = await editor.post<{ postId: number; version: number; readerPath: string; latest: { bodyHtml: string } }>(BASE, { boardCd, title, bodyHtml: `<p>${text}</p>`, action: 'publish' });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}

describe('anonymous content pages', () => {
  it('are stored after the first visit and answered with the same bytes, ETag and security headers', async () => {
    const first = await visit('/guide');
    const second = await visit('/guide');
    expect(first.status).toBe(200);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.html).toBe(first.html);
    const etag = second.headers.get('etag');
    // One ETag per representation: fetch asks for gzip, so it is the gzip copy's.
    expect(etag).toMatch(/^"[\w-]{16}-gz"$/);
    expect(first.headers.get('etag')).toBe(etag);
    for (const res of [first, second]) {
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}$/);
    }
    // Each answer has its own request id, not the stored one.
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));

    const again = await visit('/guide', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.html).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-frame-options')).toBe('DENY');
    expect((await visit('/guide', { 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('shows a published notice at once on the notice list, the main page and its own page, with new ETags', async () => {
    const [list, main] = [await visit('/notice'), await visit('/user/main')];
    await visit('/notice');
    const title = unique('캐시 확인 공지');
    const post = await publish('NOTICE', title, unique('본문'));
    const [list2, main2] = [await visit('/notice'), await visit('/user/main')];
    expect(list2.html).toContain(title);
    expect(main2.html).toContain(title);
    expect(list2.headers.get('etag')).not.toBe(list.headers.get('etag'));
    expect(main2.headers.get('etag')).not.toBe(main.headers.get('etag'));
    expect((await visit(post.readerPath)).html).toContain(title);

    // An edit of that notice drops its page: the new text shows on the next visit.
    const changed = unique('고친 본문');
    const saved = await editor.post(`${BASE}/${post.postId}`, { title, bodyHtml: `<p>${changed}</p>`, version: post.version, action: 'publish' });
    expect(saved.status, saved.body.message).toBe(200);
    expect((await visit(post.readerPath)).html).toContain(changed);
  });

  it('keeps a guide page stored while an unrelated guide page changes', async () => {
    const one = await publish('GUIDE', unique('안내 하나'), unique('첫 본문'));
    await visit(one.readerPath);
    expect((await visit(one.readerPath)).headers.get('x-page-cache')).toBe('hit');
    await publish('GUIDE', unique('안내 둘'), unique('다른 본문'));
    // The guide list shows the new page; the first page's own copy is untouched.
    expect((await visit(one.readerPath)).headers.get('x-page-cache')).toBe('hit');
    expect((await visit('/guide')).headers.get('x-page-cache')).toBe('miss');
  });

  it('are never answered to a visitor with a session, and not found pages are not stored', async () => {
    const student = new Client();
    await student.login('student3', 'std');
    await visit('/user/main');
    const page = await student.page('/user/main');
    expect(page.status).toBe(200);
    // Her main page is her own, rendered for her (own-pages.test.ts), not the visitors' copy.
    expect(page.headers.get('x-page-cache')).toBe('miss');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.html).toContain('로그아웃');
    // The anonymous copy never carries anyone's name or the logout button.
    const anon = await visit('/user/main');
    expect(anon.html).not.toContain('로그아웃');

    for (let i = 0; i < 2; i++) {
      const missing = await visit('/guide/99999999');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-page-cache')).toBeNull();
    }
    // A query string longer than a real search is answered but not kept.
    const long = `/notice?q=${'가'.repeat(60)}`;
    await visit(long);
    expect((await visit(long)).headers.get('x-page-cache')).toBeNull();
  });
});

describe('content pages of logged-in readers', () => {
  const page = async (c: Client, path: string) => c.page(path);
  const userIdOf = (html: string) => /<body[^>]*data-user-id="([^"]*)"/.exec(html)?.[1];

  it('are rendered once per user type and carry each reader her own name, id and unread count', async () => {
    const { client: first, account: a } = await studentClient();
    const { client: second, account: b } = await studentClient({ korNm: '윤$&수' });
    const path = `/notice?q=${encodeURIComponent(unique('공유'))}`;
    const one = await page(first, path);
    const two = await page(second, path);
    expect([one.status, one.headers.get('x-page-cache')]).toEqual([200, 'miss']);
    expect([two.status, two.headers.get('x-page-cache')]).toEqual([200, 'hit']);
    expect(userIdOf(one.html)).toBe(a.userId);
    expect(userIdOf(two.html)).toBe(b.userId);
    expect(one.html).toContain(`<strong>${a.korNm}</strong>`);
    // A name is put in as text, whatever characters it holds.
    expect(two.html).toContain('<strong>윤$&amp;수</strong>');
    expect(two.html).not.toContain(a.korNm);
    expect(two.html).not.toContain('%%portal');
    expect(two.html).not.toContain('<!--portal-');
    expect(two.headers.get('cache-control')).toBe('private, no-store');
    expect(two.headers.get('content-security-policy')).toBe(one.headers.get('content-security-policy'));
    // A message to the second reader shows in her header at once, not in the first one's.
    const sent = await editorMessage(b.userId);
    expect(sent).toBe(200);
    const again = await page(second, path);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(Number(byTestId(again.html, 'unread-badge'))).toBe(1);
    expect(Number(byTestId((await page(first, path)).html, 'unread-badge'))).toBe(0);
  });

  it("show each reader her own favourite star on the page's title", async () => {
    const { client: fan } = await studentClient();
    const { client: other } = await studentClient();
    await page(other, '/guide');
    const added = await fan.post('/api/v1/cmmn/mergeFavoriteItem', { flMenuId: 'STD_BOARD_GUIDE', flType: 'MENU' });
    expect(added.status, added.body.message).toBe(200);
    const mine = await page(fan, '/guide');
    const theirs = await page(other, '/guide');
    expect(mine.headers.get('x-page-cache')).toBe('hit');
    expect(byTestId(mine.html, 'favorite-toggle')).toBe('★');
    expect(mine.html).toContain(`data-fl-id="${added.body.data.flId}"`);
    expect(byTestId(theirs.html, 'favorite-toggle')).toBe('☆');
  });

  it('are dropped by an edit, kept apart by user type, and never shared when the menu depends on roles', async () => {
    const { client: student } = await studentClient();
    const { client: professor } = await accountClient('prof');
    await page(student, '/notice');
    const title = unique('새 공지');
    await publish('NOTICE', title, '로그인한 학생도 바로 봅니다.');
    const after = await page(student, '/notice');
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(after.html).toContain(title);
    const prof = await page(professor, '/notice');
    expect(prof.html).toContain('교수');
    expect(prof.html).not.toMatch(/data-user-div="std"/);
    // Staff menus follow their roles: they never get the shared copy, only a page of their own.
    const staffPage = await page(editor, '/notice');
    expect(staffPage.headers.get('x-page-cache')).toBe('miss');
    expect(staffPage.html).toContain('/stf/content');
    expect((await page(editor, '/notice')).headers.get('x-page-cache')).toBe('hit');
    // Anonymous visitors still get a page without anyone's parts.
    const anon = await visit('/notice');
    expect(anon.html).not.toContain('로그아웃');
    expect(userIdOf(anon.html)).toBeUndefined();
  });

  it('fill in a not-found page rendered for a reader too', async () => {
    const { client: student, account } = await studentClient();
    const missing = await page(student, '/notice/99999999');
    expect(missing.status).toBe(404);
    expect(missing.html).not.toContain('<!--portal-');
    expect(missing.html).toContain(account.korNm);
  });
});

async function editorMessage(userId: string) {
  const { client: sender } = await accountClient('stf');
  return (await sender.post('/api/v1/cmmn/sendSystemMsg', { msgType: 'MSG_TYPE01', recvIdArr: [userId], msgTitle: unique('알림'), msgCont: '머리글 확인' })).status;
}
