// Counselling where a student may be in danger. A self-check whose item 9 (thoughts of self-harm) is
// answered is never called normal and leads with the ways to talk to someone today. A student who
// answers 예 to the self-harm question of a visit application is told the centre will contact her
// soon, with the crisis lines on top; at that moment every psychological counsellor and the
// centre's head who are logged in get an alert that stays until acknowledged and opens the case,
// while the counsellor's home count, application inbox and new-message card follow live.
// Every account here is made by the factories.
import { test, expect, loginAs, unreadBadgeCount, untilHydrated } from './fixtures';
import { newAccount, newStudent, type NewAccount } from '../support/factories';
import type { Page } from '@playwright/test';

const NORMAL = /정상|유지해|지금처럼/;

const as = (a: NewAccount) => ({ id: a.userId, div: a.userDiv });

/** Fills and sends a visit application through its consent page, answering 예 to the self-harm question. */
async function applyForVisitUrgently(page: Page, topic: string): Promise<number> {
  await page.goto('/user/colglife/psychcnsl/visit/agree');
  const agree = page.getByTestId('agree-form');
  for (const box of await agree.getByRole('checkbox').all()) await box.check();
  await agree.getByRole('button', { name: '동의하고 계속' }).click();
  await page.getByTestId('to-apply').click();
  const form = page.getByTestId('apply-form');
  await untilHydrated(form.getByRole('button', { name: '신청하기' }));
  await form.getByLabel('상담 주제').fill(topic);
  await form.getByLabel('상담을 받고 싶은 이유를 적어 주세요.').fill('아무것도 할 수가 없습니다.');
  await form.getByRole('radio', { name: '없음' }).check();
  await form.getByRole('radio', { name: '예' }).check();
  await form.getByLabel(/상담 가능한 요일과 시간/).fill('오늘 언제든');
  await form.getByRole('button', { name: '신청하기' }).click();
  await expect(page).toHaveURL(/applystate/);
  return Number(new URL(page.url()).searchParams.get('applied'));
}

/** The number in the home page's "긴급 신청 N건" banner (0 when there is none). */
async function urgentCountOnHome(page: Page): Promise<number> {
  const banner = page.getByTestId('urgent-alert');
  if ((await banner.count()) === 0) return 0;
  return Number(/긴급 신청 (\d+)건/.exec((await banner.textContent()) ?? '')?.[1] ?? '0');
}

test('a PHQ-9 with thoughts of self-harm is never called normal and leads with the ways to talk to someone today', async ({ page, baseURL }) => {
  const me = await newStudent(baseURL!);
  await loginAs(page, as(me), { password: me.password });
  await page.goto('/user/colglife/psychcnsl/emhs');
  const check = page.getByTestId('self-check');
  await untilHydrated(check.getByRole('button', { name: '결과 보기' }));
  const items = check.locator('.screening-item');
  for (let i = 0; i < 8; i++) await items.nth(i).getByText('전혀 없음').click();
  await items.nth(8).getByText('거의 매일').click();
  await check.getByRole('button', { name: '결과 보기' }).click();

  const result = page.getByTestId('screening-result');
  await expect(result).toContainText('3점');
  await expect(result).not.toContainText(NORMAL);
  // The crisis guidance comes first: the 24-hour lines as call buttons, the centre, the application.
  const crisis = result.getByTestId('crisis-contacts');
  await expect(result.locator(':scope > .card-body > *').first()).toHaveAttribute('data-testid', 'crisis-contacts');
  await expect(crisis.getByRole('link', { name: /자살예방상담전화 109/ })).toHaveAttribute('href', 'tel:109');
  await expect(crisis.getByRole('link', { name: /정신건강위기상담 1577-0199/ })).toHaveAttribute('href', 'tel:15770199');
  await expect(crisis.getByRole('link', { name: /학생상담센터/ })).toHaveAttribute('href', /^tel:\d+$/);
  await expect(crisis.getByRole('link', { name: '방문상담 신청하기' })).toHaveAttribute('href', '/user/colglife/psychcnsl/visit/agree');
  await expect(result.getByTestId('result-label')).toContainText('스스로를 해치는 생각');

  // Her history says the same, now and after a reload.
  await expect(page.getByTestId('screening-history')).not.toContainText(NORMAL);
  await page.reload();
  await expect(page.getByTestId('screening-history').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('screening-history')).toContainText('스스로를 해치는 생각');
  await expect(page.getByTestId('screening-history')).not.toContainText(NORMAL);

  // And so does the picker when she shares the result with an application.
  await page.goto('/user/colglife/psychcnsl/person/apply?consent=PSY-2026-09');
  const form = page.getByTestId('apply-form');
  const share = form.getByRole('checkbox', { name: '자가진단 결과를 상담사와 공유합니다.' });
  await untilHydrated(share);
  await share.check();
  await expect(form.getByLabel('공유할 결과')).toContainText('스스로를 해치는 생각');
  await expect(form.getByLabel('공유할 결과')).not.toContainText(NORMAL);
});

test('an urgent visit application tells the student the centre will contact her soon, with the crisis lines on top', async ({ page, baseURL }) => {
  const me = await newStudent(baseURL!);
  await loginAs(page, as(me), { password: me.password });
  await applyForVisitUrgently(page, `지금 너무 힘들어요 ${Date.now()}`);

  const notice = page.getByTestId('urgent-applied');
  await expect(notice).toContainText('곧 연락');
  await expect(page.getByText('일정을 확정하면 메시지로 알려 드립니다')).toHaveCount(0);
  await expect(notice.getByRole('link', { name: /109/ })).toHaveAttribute('href', 'tel:109');
  await expect(notice.getByRole('link', { name: /1577-0199/ })).toHaveAttribute('href', 'tel:15770199');
  // On top: in view when the page opens, above the tabs and the list of applications.
  await expect(notice.getByRole('link', { name: /109/ })).toBeInViewport();
  const noticeTop = (await notice.boundingBox())!.y;
  const tabsTop = (await page.getByRole('navigation', { name: '상담 종류' }).boundingBox())!.y;
  expect(noticeTop).toBeLessThan(tabsTop);
});

test('an urgent application alerts every counsellor and the head live until acknowledged, links to the case and updates the counts', async ({ page, browser, baseURL }) => {
  // Three people log in and a student fills a form: more than one person's minute.
  test.setTimeout(150_000);
  const [me, counsellorAccount, headAccount] = await Promise.all([
    newStudent(baseURL!),
    newAccount(baseURL!, 'cnslr', { cnslrDiv: 'PSY' }),
    // The head is a counsellor of the career centre: without the role she could open no
    // psychological counselling case.
    newAccount(baseURL!, 'cnslr', { cnslrDiv: 'CAREER', roles: ['CNSL_HEAD'] }),
  ]);

  // The counsellor has her home page and her inbox of urgent applications open.
  const counsellorContext = await browser.newContext({ baseURL });
  const home = await counsellorContext.newPage();
  await home.clock.install();
  const homeStream = home.waitForResponse((r) => r.url().includes('/getSseConn') && r.status() === 200);
  await loginAs(home, as(counsellorAccount), { password: counsellorAccount.password });
  await homeStream;
  const inbox = await counsellorContext.newPage();
  const inboxStream = inbox.waitForResponse((r) => r.url().includes('/getSseConn') && r.status() === 200);
  await inbox.goto('/cnslr/applications?urgent=Y');
  await inboxStream;
  const countBefore = await urgentCountOnHome(home);
  const unreadBefore = await unreadBadgeCount(home);

  // The head waits on her own home page.
  const headContext = await browser.newContext({ baseURL });
  const head = await headContext.newPage();
  const headStream = head.waitForResponse((r) => r.url().includes('/getSseConn') && r.status() === 200);
  await loginAs(head, as(headAccount), { password: headAccount.password });
  await headStream;

  await loginAs(page, as(me), { password: me.password });
  const topic = `지금 너무 힘들어요 ${Date.now()}`;
  const applId = await applyForVisitUrgently(page, topic);

  // The counsellor's alert names the case and links to it.
  const alert = home.getByTestId('urgent-case-alert');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText('[긴급] 위기 응답이 있는 상담 신청');
  await expect(alert).toContainText(`방문상담 신청 ${applId}번`);
  await expect(alert.getByRole('link', { name: `신청 ${applId}번 열기` })).toHaveAttribute('href', `/cnslr/applications/${applId}`);
  // Her home page follows without a reload: the urgent count, the unread badge, the new message.
  await expect.poll(() => urgentCountOnHome(home)).toBe(countBefore + 1);
  await expect.poll(() => unreadBadgeCount(home)).toBe(unreadBefore + 1);
  await expect(home.getByTestId('message-list').first()).toContainText('[긴급] 위기 응답이 있는 상담 신청');
  // So does her inbox, with the case first and marked urgent.
  await expect(inbox.getByTestId('urgent-case-alert')).toBeVisible();
  const first = inbox.getByTestId('inbox').locator('tbody tr').first();
  await expect(first).toHaveAttribute('data-appl-id', String(applId));
  await expect(first).toContainText(topic);

  // A minute later the alert is still there (an ordinary notice would be long gone).
  await home.clock.fastForward('01:00');
  await expect(alert).toBeVisible();
  // Acknowledged, it goes, and stays gone on the next page.
  await alert.getByRole('button', { name: '확인했습니다' }).click();
  await expect(home.getByTestId('urgent-case-alert')).toHaveCount(0);
  await home.reload();
  await expect(home.getByTestId('urgent-case-alert')).toHaveCount(0);

  // The head gets the same alert, with a link to the case she may now open and read.
  const headAlert = head.getByTestId('urgent-case-alert');
  await expect(headAlert).toBeVisible();
  await expect(headAlert).toContainText(`방문상담 신청 ${applId}번`);
  const open = headAlert.getByRole('link', { name: `신청 ${applId}번 열기` });
  await expect(open).toHaveAttribute('href', `/cnslr/applications/${applId}`);
  await open.click();
  await expect(head).toHaveURL((url) => url.pathname === `/cnslr/applications/${applId}`);
  await expect(head.getByTestId('urgent-alert')).toContainText('위급 응답');
  await expect(head.getByTestId('case-summary')).toContainText(topic);
  await expect(head.getByTestId('head-view')).toContainText('센터장');
  // Opening the case acknowledged her alert.
  await expect(head.getByTestId('urgent-case-alert')).toHaveCount(0);

  await counsellorContext.close();
  await headContext.close();
});
