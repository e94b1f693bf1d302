// A career programme test in the browser, against the clock. A fresh staff member writes a test
// in the staff form (a wrong answer number is refused next to its field first); a fresh student on
// her phone reads the intro, starts, sees the server's clock run, answers (autosaved), submits and
// sees her mark with the answers still hidden; staff grade her short answer and release the
// answers; her mark then shows the score, 합격, and the right answers.
import { test, expect, loginAs, untilHydrated } from './fixtures';
import { newAccount, newStudent } from '../support/factories';
import type { Browser, Page } from '@playwright/test';

const TODAY = '2026-11-22';
const seoulLocal = (offsetMs: number) => new Date(Date.now() + offsetMs + 9 * 3600_000).toISOString().slice(0, 16);

async function openAs(browser: Browser, baseURL: string | undefined, account: { userId: string; password: string }, div: 'std' | 'stf', viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await loginAs(page, { id: account.userId, div }, { password: account.password });
  return page;
}

async function confirm(page: Page, name: string) {
  await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
}

test('a student answers a test against the clock, submits, and sees her mark once staff release the answers', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const staffAccount = await newAccount(baseURL!, 'stf', { roles: ['PROGRAM_MANAGER'] });
  const studentAccount = await newStudent(baseURL!);
  const staff = await openAs(browser, baseURL, staffAccount, 'stf');
  const headers = { origin: baseURL!, 'x-requested-with': 'XMLHttpRequest' };
  const created = await staff.request.post('/api/v1/stf/career/programs', {
    headers,
    data: {
      title: `면접 역량 특강 ${Date.now().toString(36)}`, categoryCd: 'CAREER_JOB', summary: '시험이 있는 특강', description: '특강 뒤 이해도 평가를 봅니다.',
      competencyCds: [], mileage: 5, eligibleColgCds: [], eligibleDeptCds: [], eligibleGrades: [], eligibleStatusCds: [],
      capacity: 5, waitlistCapacity: 0, autoApprove: true, applyStartDt: '2026-11-20', applyEndDt: TODAY, runStartDt: TODAY, runEndDt: TODAY,
      minAttendPct: 0, sessions: [{ title: '특강', sessionDt: TODAY, startTm: '10:00', endTm: '12:00' }],
    },
  });
  expect(created.ok()).toBe(true);
  const programId = (await created.json()).data.programId as number;
  const phone = await openAs(browser, baseURL, studentAccount, 'std', { width: 390, height: 844 });
  expect((await phone.request.post(`/api/v1/career/programs/${programId}/apply`, { headers, data: {} })).ok()).toBe(true);

  // Staff write the test from the programme page, with the pass mark of the programme.
  await staff.goto(`/stf/career/${programId}`);
  await staff.getByTestId('tests-link').click();
  const passMark = staff.getByTestId('pass-mark-form');
  await untilHydrated(passMark.getByLabel('합격 점수'));
  await passMark.getByLabel('합격 점수').fill('60');
  await passMark.getByRole('button', { name: '저장' }).click();
  await expect(staff.getByText('시험 합격 기준을 60점으로 정했습니다.')).toBeVisible();
  await staff.getByTestId('new-test').click();
  const form = staff.getByTestId('test-form');
  await untilHydrated(form.getByLabel('시험명'));
  await form.getByLabel('시험명').fill('면접 이해도 평가');
  await form.getByLabel('응시 시작 일시').fill(seoulLocal(-120_000));
  await form.getByLabel('응시 마감 일시').fill(seoulLocal(86_400_000));
  await form.getByLabel('제한 시간(분)').fill('10');
  await form.getByLabel('문항', { exact: true }).first().fill('면접 답변 구조로 알맞은 것은?');
  await form.getByLabel('보기 (한 줄에 하나)').fill('결론 먼저, 근거 다음\n근거 없이 길게\n질문과 무관한 답');
  await form.getByLabel(/정답 번호/).fill('4');
  await form.getByLabel('배점').fill('50');
  await form.getByTestId('save-test').click();
  await expect(form.locator('#tf-q0-correct-error')).toHaveText('정답은 보기 중에서 골라 주세요.');
  await expect(form.getByLabel('시험명')).toHaveValue('면접 이해도 평가');
  await form.getByLabel(/정답 번호/).fill('1');
  await form.getByTestId('add-question').click();
  await form.getByLabel('2번 유형').selectOption('SHORT');
  await form.getByLabel('문항', { exact: true }).nth(1).fill('자신의 강점을 한 단어로 쓰세요.');
  await form.getByLabel('배점').nth(1).fill('50');
  await form.getByTestId('save-test').click();
  await staff.waitForURL((url) => /\/tests\/\d+$/.test(url.pathname));
  const testUrl = staff.url();
  const testId = Number(new URL(testUrl).pathname.split('/').pop());

  // The student finds the test on her classroom's 시험 tab, reads the intro and starts; the clock of
  // the server runs.
  await phone.goto(`/user/futuredesign/myecp/class?id=${programId}`);
  await phone.getByTestId('class-tabs').getByRole('link', { name: '시험' }).click();
  const item = phone.locator(`[data-testid="test-item"][data-test-id="${testId}"]`);
  await expect(item.getByTestId('test-item-state')).toHaveText('시작 전');
  await item.getByRole('link', { name: '응시하기' }).click();
  await phone.waitForURL(/\/class\/test\/intro\?/);
  await expect(phone.getByTestId('test-state')).toHaveText('시작 전');
  await expect(phone.getByTestId('duration')).toContainText('10분');
  const start = phone.getByTestId('start-test');
  await untilHydrated(start);
  await start.click();
  await confirm(phone, '시작');
  await phone.waitForURL(/\/class\/test\/do\?/);
  const timer = phone.getByTestId('time-left');
  await expect(timer).toHaveText(/^(10:00|09:[0-5]\d)$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!, { timeout: 5_000 });
  await untilHydrated(phone.getByTestId('submit-test'));
  await phone.getByLabel('1. 결론 먼저, 근거 다음').check();
  await phone.getByLabel('2번 답').fill('끈기');
  await expect(phone.getByTestId('save-status')).toHaveText('자동 저장됨', { timeout: 10_000 });
  // What was saved is on the server: a reload keeps the answers.
  await phone.reload();
  await expect(phone.getByLabel('2번 답')).toHaveValue('끈기');
  await expect(phone.getByLabel('1. 결론 먼저, 근거 다음')).toBeChecked();
  await untilHydrated(phone.getByTestId('submit-test'));
  await phone.getByTestId('submit-test').click();
  await confirm(phone, '제출');
  await phone.waitForURL(/\/class\/test\/mark\?/);
  await expect(phone.getByTestId('test-state')).toHaveText('제출');
  await expect(phone.getByTestId('pending-grade')).toBeVisible();
  await expect(phone.getByTestId('answers-hidden')).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Staff grade the short answer and release the answers.
  await staff.reload();
  const answer = staff.getByTestId('short-answer').filter({ hasText: '끈기' });
  await untilHydrated(answer.getByRole('textbox'));
  await answer.getByRole('textbox').fill('40');
  await answer.getByRole('button', { name: '채점' }).click();
  await expect(staff.getByTestId('attempt-score')).toHaveText('90/100');
  const release = staff.getByTestId('release-answers');
  await untilHydrated(release);
  await release.click();
  await confirm(staff, '공개');
  await expect(staff.getByTestId('release-state')).toContainText('정답 공개됨');

  await phone.reload();
  await expect(phone.getByTestId('test-state')).toHaveText('채점 완료');
  await expect(phone.getByTestId('score')).toContainText('90');
  await expect(phone.getByTestId('pass')).toHaveText('합격');
  await expect(phone.locator('[data-correct="Y"]')).toContainText('결론 먼저, 근거 다음');
  await expect(phone.getByTestId('answers-hidden')).toHaveCount(0);
});
