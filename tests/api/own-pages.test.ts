// A logged-in reader's own pages (my page, the programme list, ...) are kept for her alone after the
// first visit, with the tables they read; a write to one of those tables, hers or anyone's, drops
// them, so what she sees next is never older than the data (decision 044).
import { describe, expect, it } from 'vitest';
import { accountClient, Client, studentClient, unique } from './client';

const cacheOf = (page: { headers: Headers }) => page.headers.get('x-page-cache');
const STARRED = /★ 관심/g;

describe("a reader's own pages", () => {
  it('are kept for her session alone, with her own parts, and never handed to another reader or session', async () => {
    const { client: her, account } = await studentClient();
    const { client: other, account: otherAccount } = await studentClient();
    const first = await her.page('/user/mypage');
    const second = await her.page('/user/mypage');
    expect([first.status, cacheOf(first)]).toEqual([200, 'miss']);
    expect([second.status, cacheOf(second)]).toEqual([200, 'hit']);
    expect(second.html).toBe(first.html);
    expect(second.html).toContain(account.userId);
    expect(second.headers.get('cache-control')).toBe('private, no-store');
    expect(second.html).not.toContain('<!--portal-');

    // Another student opening the same address gets her own page, rendered for her.
    const theirs = await other.page('/user/mypage');
    expect(cacheOf(theirs)).toBe('miss');
    expect(theirs.html).toContain(otherAccount.userId);
    expect(theirs.html).not.toContain(account.userId);

    // A second login of the same student is a session of its own.
    const again = new Client();
    await again.login(account.userId, 'std', account.password);
    expect(cacheOf(await again.page('/user/mypage'))).toBe('miss');

    // After a logout the stored page is not answered to the old cookie.
    await her.logout();
    const after = await her.raw('/user/mypage', { redirect: 'manual' });
    expect(after.status).toBe(302);
    expect(after.headers.get('location')).toMatch(/login/i);
  });

  it('are dropped by her own change: a bookmarked programme shows at once', async () => {
    const { client: her } = await studentClient();
    // Her bookmarked programmes only, so the list is short whatever else exists.
    const list = '/user/futuredesign/careerAct?bookmarked=Y';
    await her.page(list);
    const before = await her.page(list);
    expect(cacheOf(before)).toBe('hit');
    expect(before.html.match(STARRED)?.length ?? 0).toBe(0);
    const saved = await her.post('/api/v1/career/programs/1/bookmark', { bookmarked: 'Y' });
    expect(saved.status, saved.body.message).toBe(200);
    const after = await her.page(list);
    expect(cacheOf(after)).toBe('miss');
    expect(after.html.match(STARRED)?.length).toBe(1);
    expect(cacheOf(await her.page(list))).toBe('hit');
  });

  it("are dropped by someone else's change: a message from staff shows on her page at once", async () => {
    const { client: her, account } = await studentClient();
    const { client: staff } = await accountClient('stf');
    await her.page('/user/mypage');
    expect(cacheOf(await her.page('/user/mypage'))).toBe('hit');
    const title = unique('마이페이지 알림');
    const sent = await staff.post('/api/v1/cmmn/sendSystemMsg', { msgType: 'MSG_TYPE01', recvIdArr: [account.userId], msgTitle: title, msgCont: '내 페이지에 바로 보입니다.' });
    expect(sent.status, sent.body.message).toBe(200);
    const after = await her.page('/user/mypage');
    expect(cacheOf(after)).toBe('miss');
    expect(after.html).toContain(title);
  });

  it('are never kept when opening them writes: a contest counts every view', async () => {
    const { client: her } = await studentClient();
    const list = await her.page('/user/careerinfo/contestrecrt');
    const path = /href="(\/user\/careerinfo\/contestrecrt\/detail\/\d+)"/.exec(list.html)?.[1];
    expect(path).toBeTruthy();
    const views = (html: string) => Number(/조회<\/dt>\s*<dd[^>]*>([\d,]+)회/.exec(html)?.[1].replace(/,/g, ''));
    const one = await her.page(path!);
    const two = await her.page(path!);
    expect(cacheOf(one)).toBe('miss');
    expect(cacheOf(two)).toBe('miss');
    expect(views(two.html)).toBe(views(one.html) + 1);
  });

  it("of staff follow their roles: a revoked role drops the stored page and its menu entry", async () => {
    const { client: staff, account } = await accountClient('stf', { roles: ['CONTENT_EDITOR'] });
    const { client: admin } = await accountClient('adm');
    await staff.page('/stf');
    const before = await staff.page('/stf');
    expect(cacheOf(before)).toBe('hit');
    expect(before.html).toContain('href="/stf/content"');
    const revoked = await admin.raw(`/api/v1/adm/accounts/${account.userId}/roles`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ roleCd: 'CONTENT_EDITOR', reason: '담당 업무 변경' }),
    });
    expect(revoked.status).toBe(200);
    const after = await staff.page('/stf');
    expect(cacheOf(after)).toBe('miss');
    expect(after.html).not.toContain('href="/stf/content"');
    expect((await staff.page('/stf/content')).status).not.toBe(200);
  });
});
