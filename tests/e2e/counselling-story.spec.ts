// The whole visit-counselling story across two people, as the issue tells it: a student consents and
// applies; the counsellor accepts and confirms a time; the student's open page hears it live and shows
// 일정확정 with the time; the counsellor records the session, and 완료 waits for the session itself;
// the student's messages say only that the centre has news, linking to the application, and she never
// reads the notes. Student 161 belongs to this file.
import { test, expect, DEMO, loginAs, student, toastWith, untilHydrated } from './fixtures';

const PSYCH_STATE = '/user/colglife/psychcnsl/applystate';

test('a visit counselling application goes from consent to 일정확정 and a session record between a student and a counsellor', async ({ page, browser, baseURL }) => {
  // The student: consent first (both boxes), then the information page, then the application.
  await loginAs(page, student(161));
  await page.goto('/user/colglife/psychcnsl/visit/agree');
  const agree = page.getByTestId('agree-form');
  for (const box of await agree.getByRole('checkbox').all()) await box.check();
  await agree.getByRole('button', { name: '동의하고 계속' }).click();
  await expect(page).toHaveURL(/\/visit\/detail\?consent=PSY-2026-09/);
  await page.getByTestId('to-apply').click();
  await expect(page).toHaveURL(/\/visit\/apply\?consent=PSY-2026-09/);
  const form = page.getByTestId('apply-form');
  await untilHydrated(form.getByRole('button', { name: '신청하기' }));
  const topic = `처음 찾는 상담 ${Date.now()}`;
  await form.getByLabel('상담 주제').fill(topic);
  await form.getByLabel('상담을 받고 싶은 이유를 적어 주세요.').fill('새 학기 들어 잠을 잘 못 자고 불안합니다.');
  await form.getByRole('radio', { name: '없음' }).check();
  await form.getByRole('radio', { name: '아니요' }).check();
  await form.getByLabel(/상담 가능한 요일과 시간/).fill('평일 오후 언제든');
  const streamOpened = page.waitForResponse((r) => r.url().includes('/getSseConn') && r.status() === 200);
  await form.getByRole('button', { name: '신청하기' }).click();
  await expect(page).toHaveURL((url) => url.pathname === PSYCH_STATE && url.searchParams.get('tab') === 'visit');
  const applId = new URL(page.url()).searchParams.get('applied')!;
  const mine = page.locator(`#appl-${applId}`);
  await expect(mine.getByTestId('status')).toContainText('신청');
  await streamOpened;

  // The counsellor, in a browser of her own: the application is in the inbox; 접수, then a time.
  const counsellorContext = await browser.newContext({ baseURL });
  const counsellor = await counsellorContext.newPage();
  await loginAs(counsellor, DEMO.cnslr1);
  await counsellor.goto(`/cnslr/applications?keyword=${encodeURIComponent(topic)}`);
  await counsellor.getByTestId('inbox').locator(`tr[data-appl-id="${applId}"]`).getByRole('link').first().click();
  await expect(counsellor).toHaveURL(`/cnslr/applications/${applId}`);
  const accept = counsellor.getByTestId('case-actions').getByRole('button', { name: '접수', exact: true });
  await untilHydrated(accept);
  await accept.click();
  await expect(toastWith(counsellor, '접수했습니다.')).toBeVisible();
  const picker = counsellor.getByTestId('schedule-picker');
  await expect(picker.getByTestId('preferred-times')).toHaveText('평일 오후 언제든');
  const firstTime = picker.locator('.slot-times label').first();
  await untilHydrated(firstTime);
  const time = (await firstTime.textContent())!.slice(0, 5);
  await firstTime.click();
  await counsellor.getByTestId('case-actions').getByRole('button', { name: '일정 확정', exact: true }).click();
  await expect(toastWith(counsellor, '일정을 확정했습니다.')).toBeVisible();

  // The student's page, left open, hears of it through the message stream and shows 일정확정 with the time.
  await expect(mine.getByTestId('status')).toContainText('일정확정', { timeout: 15_000 });
  await expect(mine).toContainText(time);

  // The counsellor records the session and completes it.
  const notes = `수면 위생과 불안 다루기를 안내함 ${Date.now()}`;
  const save = counsellor.getByRole('button', { name: '기록 저장' });
  await untilHydrated(save);
  await counsellor.getByLabel('상담 분류').selectOption('정서');
  await counsellor.getByLabel('상담 내용').fill(notes);
  await save.click();
  await expect(toastWith(counsellor, '상담 기록을 저장했습니다.')).toBeVisible();
  // 완료 waits for the session: the counsellor is told from when.
  await expect(counsellor.getByTestId('finish-later')).toContainText(time);
  await counsellorContext.close();

  // Her messages say only that the centre has news, and link to the application; nothing of the notes anywhere.
  await page.goto('/messages');
  const list = page.getByTestId('message-list');
  await expect(list).toContainText('상담센터에서 알림이 있습니다');
  await expect(list).not.toContainText('방문상담');
  await expect(list).not.toContainText(time);
  await list.getByTestId('message-link').first().click();
  await expect(page).toHaveURL((url) => url.pathname === PSYCH_STATE && url.searchParams.get('applId') === applId);
  await page.goto(`${PSYCH_STATE}?tab=visit`);
  await expect(page.locator('body')).not.toContainText(notes);
  const detail = await page.request.get(`/api/v1/cnsl/applications/${applId}`);
  expect(JSON.stringify(await detail.json())).not.toContain(notes);
  expect((await page.request.get(`/api/v1/cnsl/applications/${applId}/records`)).status()).toBe(403);
});
