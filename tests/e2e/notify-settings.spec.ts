// The notification settings page in a browser, on a portal of its own that sends mail to an SMTP
// server inside this test (decision 059): a student saves her address, asks for the confirmation mail,
// opens its link, and chooses email for programmes; the page is checked with axe at phone and desk
// widths. A notification mail and the admin's outbox page are looked at too.
import AxeBuilder from '@axe-core/playwright';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { test as portalTest, expect, loginAs } from './fixtures';
import { freePort, startServer } from '../support/server';
import { newAccount, newStudent } from '../support/factories';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const received: ParsedMail[] = [];

// This file's worker runs a portal configured with a mail server instead of the shared one.
const test = portalTest.extend<object, { portal: string }>({
  portal: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtpPort = await freePort();
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream).then((m) => (received.push(m), callback()), callback);
        },
      });
      await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
      const port = await freePort();
      const server = await startServer({ PORT: String(port), PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_WORKER_MS: '200', NOTIFY_QUIET_HOURS: 'off' });
      await use(server.baseUrl);
      await server.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

test.use({ consoleErrors: 'fail' });

async function mailTo(address: string, subject: string) {
  await expect.poll(() => received.some((m) => m.subject?.includes(subject) && JSON.stringify(m.to).includes(address)), { timeout: 15_000 }).toBe(true);
  return received.find((m) => m.subject?.includes(subject) && JSON.stringify(m.to).includes(address))!;
}

async function axe(page: import('@playwright/test').Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('a student confirms her address and chooses email for programmes', async ({ page, baseURL }, testInfo) => {
  const account = await newStudent(baseURL!);
  const email = `${account.userId.toLowerCase()}@mail.hanul.test`;
  await loginAs(page, { id: account.userId, div: 'std' }, { password: account.password });
  await page.goto('/user/mypage/notifications');
  await expect(page.getByRole('heading', { level: 1, name: '알림 설정' })).toBeVisible();
  await expect(page.getByTestId('address-state')).toContainText('확인 전');

  await page.getByLabel('이메일 주소').fill(email);
  await page.getByRole('button', { name: '저장' }).first().click();
  await expect(page.getByTestId('notify-notice')).toContainText('주소를 저장했습니다');
  await page.getByTestId('send-confirmation').click();
  await expect(page.getByTestId('notify-notice')).toContainText('확인 메일을 보냈습니다');
  const confirmation = await mailTo(email, '주소를 확인해 주세요');
  await page.setViewportSize({ width: 640, height: 520 });
  await page.goto('about:blank');
  await page.setContent(confirmation.html as string);
  await page.screenshot({ path: testInfo.outputPath('confirmation-mail.png'), fullPage: true });

  const link = /(http:\/\/\S+\/notify\/confirm\?\S+)/.exec(confirmation.text ?? '')![1];
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(link);
  await expect(page.getByTestId('address-confirmed')).toBeVisible();
  await page.getByRole('link', { name: '알림 설정으로 가기' }).click();
  await expect(page.getByTestId('address-state')).toContainText('확인됨');

  const programmes = page.getByTestId('pref-PROGRAM');
  await programmes.getByLabel('이메일로 바로').check();
  await page.getByTestId('pref-CNSL').getByLabel('하루 한 번 모아서 (오전 8시)').check();
  await page.getByTestId('pref-MESSAGE').getByLabel('이메일로 바로').check();
  await page.getByTestId('save-prefs').click();
  await expect(page.getByTestId('notify-notice')).toContainText('알림 받는 방법을 저장했습니다');
  await expect(page.getByTestId('pref-PROGRAM').getByLabel('이메일로 바로')).toBeChecked();
  await expect(page.getByTestId('pref-CNSL').getByLabel('하루 한 번 모아서 (오전 8시)')).toBeChecked();

  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('settings-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('settings-390.png'), fullPage: true });

  // A staff message reaches her by email: the mail as her mail program shows it.
  const staff = await newAccount(baseURL!, 'stf');
  const api = page.context().request;
  await page.context().clearCookies();
  expect((await api.post('/api/auth/login', { data: { userId: staff.userId, password: staff.password, userDiv: 'stf' }, headers: { origin: baseURL!, 'x-requested-with': 'XMLHttpRequest' } })).status()).toBe(200);
  const msgTitle = `[진로활동] 알림 메일 미리보기 ${Date.now()}`;
  expect((await api.post('/api/v1/cmmn/sendSystemMsg', { data: { msgType: 'MSG_TYPE01', recvIdArr: [account.userId], msgTitle, msgCont: '내용' }, headers: { origin: baseURL!, 'x-requested-with': 'XMLHttpRequest' } })).status()).toBe(200);

  const notice = await mailTo(email, '새 메시지가 있습니다');
  expect(notice.html).not.toContain('알림 메일 미리보기');
  await page.setViewportSize({ width: 640, height: 520 });
  await page.goto('about:blank');
  await page.setContent(notice.html as string);
  await page.screenshot({ path: testInfo.outputPath('notice-mail.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // The unsubscribe page of a mail: opened logged out.
  const unsubscribe = `/notify/unsubscribe?u=${encodeURIComponent(account.userId)}&c=PROGRAM&s=forged`;
  await page.goto(unsubscribe);
  await expect(page.getByTestId('unsubscribe-refused')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('unsubscribe-refused-390.png'), fullPage: true });
});

test('the admin sees the outbox', async ({ page, baseURL }, testInfo) => {
  const admin = await newAccount(baseURL!, 'adm');
  await loginAs(page, { id: admin.userId, div: 'adm' }, { password: admin.password });
  await page.goto('/adm/notifications');
  await expect(page.getByRole('heading', { level: 1, name: '알림 메일 발송 현황' })).toBeVisible();
  await expect(page.getByTestId('count-FAILED')).toContainText('건');
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('outbox-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('outbox-390.png'), fullPage: true });
});

test.describe('push', () => {
  // The test browser itself reports (as a console error) that it has no Push API in a private window,
  // which is the case under test; every other console error still fails the test (checked at its end).
  test.use({ consoleErrors: 'ignore' });

  test('a student chooses push for counselling; turning push on where the browser has no push service says so and keeps nothing', async ({ page, baseURL, browserProblems }, testInfo) => {
    const account = await newStudent(baseURL!);
    await page.context().grantPermissions(['notifications'], { origin: baseURL! });
    await loginAs(page, { id: account.userId, div: 'std' }, { password: account.password });
    await page.goto('/user/mypage/notifications');
    const box = page.getByTestId('push-device');
    await expect(box.getByTestId('push-state')).toHaveText('이 기기에서는 푸시 알림을 받지 않습니다.');
    await expect(box.getByTestId('push-devices-none')).toBeVisible();

    await page.getByTestId('pref-CNSL').getByLabel('휴대폰·PC 푸시 알림도 받기').check();
    await page.getByTestId('save-prefs').click();
    await expect(page.getByTestId('notify-notice')).toContainText('알림 받는 방법을 저장했습니다');
    await expect(page.getByTestId('pref-CNSL').getByLabel('휴대폰·PC 푸시 알림도 받기')).toBeChecked();
    await expect(page.getByTestId('pref-PROGRAM').getByLabel('휴대폰·PC 푸시 알림도 받기')).not.toBeChecked();

    // The test browser reaches no push service: the subscription fails, and the page says so in Korean.
    await box.getByTestId('push-on').click();
    await expect(box.getByTestId('push-state')).toContainText('푸시 알림을 켜지 못했습니다', { timeout: 20_000 });
    await page.reload();
    await expect(page.getByTestId('push-devices-none')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('push-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('push-390.png'), fullPage: true });
    expect(browserProblems.errors.filter((e) => !e.includes('does not support the Push API'))).toEqual([]);
  });
});
