// System messages: a staff member writes, the student's open page announces it live, the inbox
// keeps it; and the staff compose screen sends to a student found by name.
import { test, expect, DEMO, loginAs, student, toastWith, unreadBadgeCount, untilHydrated, type UserDiv } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { newAccount, newStudent } from '../support/factories';

/** A second person at another browser: their own context, cookies and storage. */
async function openAs(browser: Browser, baseURL: string | undefined, account: { id: string; div: UserDiv }): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginAs(page, account);
  return page;
}

test.describe('system messages', () => {
  test('a message staff1 sends appears live on the student page, then in the inbox, and can be marked read', async ({ page, browser, baseURL }) => {
    const receiver = student(8);
    // The live stream opens once the page is idle; wait for it so the message cannot slip past.
    const streamOpened = page.waitForResponse((r) => r.url().includes('/api/v1/client/dashBoard/user/myDashBoard/getSseConn') && r.status() === 200);
    await loginAs(page, receiver);
    await streamOpened;
    const unreadBefore = await unreadBadgeCount(page);

    const staff = await openAs(browser, baseURL, DEMO.staff1);
    const title = `실시간 알림 확인 ${Date.now()}`;
    const text = '내일 오전 10시까지 장학금 서류를 제출해 주세요.';
    const sent = await staff.request.post('/api/v1/cmmn/sendSystemMsg', {
      headers: { Origin: new URL(staff.url()).origin, 'X-Requested-With': 'XMLHttpRequest' },
      data: { msgType: 'MSG_TYPE01', recvIdArr: [receiver.id], msgTitle: title, msgCont: text },
    });
    expect(sent.status()).toBe(200);
    expect(await sent.json()).toMatchObject({ code: 200, data: { recvCnt: 1 } });
    await staff.context().close();

    // Without a reload: a toast with the text, and the header's unread count goes up by one
    // (the same update that shows the toast moves the count, so no long wait is needed).
    await expect(page).toHaveURL((url) => url.pathname === '/user/main');
    await expect(toastWith(page, text)).toBeVisible();
    await expect(toastWith(page, text)).toContainText(title);
    await expect.soft(page.locator('header .unread-badge'), 'header unread badge counts the new message').toHaveText(String(unreadBefore + 1), { timeout: 2_000 });
    await expect.soft(page.getByRole('link', { name: `메시지함, 읽지 않은 메시지 ${unreadBefore + 1}건` }), 'inbox link names the unread count').toBeVisible({ timeout: 2_000 });

    await page.goto('/messages');
    const item = page.getByTestId('message-list').getByRole('listitem').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item).toContainText(text);
    await expect(item).toContainText('새 글');
    await expect(item).toContainText(`보낸 사람: ${DEMO.staff1.name}`);
    await expect(page.locator('header .unread-badge')).toHaveText(String(unreadBefore + 1));

    const readButton = item.getByRole('button', { name: '읽음으로 표시' });
    await untilHydrated(readButton);
    await readButton.click();
    await expect(item.getByText('읽음', { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: '읽음으로 표시' })).toHaveCount(0);

    // Stored: after a reload the message is no longer new and not among the unread ones.
    await page.reload();
    const again = page.getByTestId('message-list').getByRole('listitem').filter({ hasText: title });
    await expect(again).not.toContainText('새 글');
    await expect(again.getByRole('button', { name: '읽음으로 표시' })).toHaveCount(0);
    await page.getByRole('link', { name: '안 읽은 메시지' }).click();
    await expect(page).toHaveURL(/unread=Y/);
    await expect(page.getByTestId('message-list').getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });

  test('staff1 finds a student by name on the compose screen and sends a message that the sent list keeps', async ({ page }) => {
    const receiver = { ...student(16), name: '정아린' };
    await loginAs(page, DEMO.staff1);
    await page.goto('/stf/messages');
    await expect(page.getByRole('heading', { level: 1, name: '메시지 발송' })).toBeVisible();

    const compose = page.getByTestId('send-message');
    const searchBox = compose.getByLabel('학생 찾기');
    await untilHydrated(searchBox);
    await searchBox.fill(receiver.name);
    await compose.getByRole('button', { name: '검색' }).click();

    const hit = compose.locator('.recipient-list').getByRole('button', { name: new RegExp(`${receiver.name}.*\\(${receiver.id}\\)`) });
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(compose).toContainText('받는 사람 (1명)');

    const title = `상담 일정 안내 ${Date.now()}`;
    await compose.getByLabel('제목').fill(title);
    await compose.getByLabel('내용').fill('다음 주 화요일 오후 2시에 학생지원팀에서 상담이 있습니다.');
    await compose.getByRole('button', { name: '보내기' }).click();

    await expect(toastWith(page, '1명에게 메시지를 보냈습니다.')).toBeVisible();
    await expect(compose.getByLabel('제목')).toHaveValue('');
    await expect(compose).toContainText('받는 사람 (0명)');

    await page.reload();
    const row = page.getByTestId('sent-messages').getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    // Columns: 제목, 보낸 시각, 받는 사람, 읽음. One recipient, who has not read it yet.
    await expect(row.getByRole('cell').nth(2), 'recipients of this message').toHaveText('1명');
    await expect(row.getByRole('cell').nth(3), 'recipients who read this message').toHaveText('0명');
  });

  test('a same-site path in a message becomes a link in the live notice, the inbox and my page, and nothing else does', async ({ page, browser, baseURL }) => {
    const [me, sender] = await Promise.all([newStudent(baseURL!), newAccount(baseURL!, 'stf')]);
    const streamOpened = page.waitForResponse((r) => r.url().includes('/getSseConn') && r.status() === 200);
    await loginAs(page, { id: me.userId, div: 'std' }, { password: me.password });
    await streamOpened;

    const staffContext = await browser.newContext({ baseURL });
    const staff = await staffContext.newPage();
    await loginAs(staff, { id: sender.userId, div: 'stf' }, { password: sender.password });
    const path = '/user/futuredesign/myecp/class?id=11&tab=report';
    const title = `보고서 제출 안내 ${Date.now()}`;
    const text = `보고서는 ${path} 에서 내 주세요. https://evil.example/x 나 //evil.example/y, javascript:alert(1) 는 누르지 마세요. <b>굵게</b>`;
    const sent = await staff.request.post('/api/v1/cmmn/sendSystemMsg', {
      headers: { Origin: new URL(staff.url()).origin, 'X-Requested-With': 'XMLHttpRequest' },
      data: { msgType: 'MSG_TYPE01', recvIdArr: [me.userId], msgTitle: title, msgCont: text },
    });
    expect(sent.status()).toBe(200);
    await staffContext.close();

    // The live notice: the path is a link to that page; the rest is text, the tag included.
    const notice = toastWith(page, title);
    await expect(notice.getByRole('link', { name: path })).toHaveAttribute('href', path);
    await expect(notice.getByRole('link')).toHaveCount(1);
    await expect(notice).toContainText('<b>굵게</b>');

    for (const where of ['/messages', '/user/mypage']) {
      await page.goto(where);
      const item = page.getByTestId('message-list').getByRole('listitem').filter({ hasText: title });
      await expect(item.getByRole('link', { name: path }), where).toHaveAttribute('href', path);
      await expect(item.getByRole('link'), where).toHaveCount(1);
      await expect(item, where).toContainText('<b>굵게</b>');
      await expect(item.locator('b')).toHaveCount(0);
    }
  });
});
