// The programme classroom in the browser. A fresh staff member runs a programme with a report
// (set up over the API); a fresh student who takes part opens 나의 비교과, enters the classroom,
// reads the report on the 과제 tab and hands in a file; the staff member opens the submissions from
// her classroom page, sees the file among the submissions, and grades it with feedback (a score over
// the maximum is refused under the field first); the student
// sees the score and the feedback on her 과제 tab. Report times run on the server's clock.
import { test, expect, loginAs, toastWith, untilHydrated } from './fixtures';
import { newAccount, newStudent } from '../support/factories';
import type { APIRequestContext, Page } from '@playwright/test';

const TODAY = '2026-11-22';

/** A Seoul wall-clock time (YYYY-MM-DDTHH:mm) `hours` from now. */
const seoulIn = (hours: number) => new Date(Date.now() + (hours + 9) * 3_600_000).toISOString().slice(0, 16);

async function postJson(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const res = await request.post(path, { data, headers: { origin: baseURL, 'x-requested-with': 'XMLHttpRequest' } });
  const body = await res.json();
  expect(res.status(), JSON.stringify(body)).toBe(200);
  return body.data;
}

test('a student hands in a report in the classroom, staff grade it, and she reads the grade', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const me = await newStudent(baseURL!);
  const staffAccount = await newAccount(baseURL!, 'stf', { roles: ['PROGRAM_MANAGER'] });
  const title = `강의실 과제 실습 ${Date.now().toString(36).slice(-5)}`;

  const staffContext = await browser.newContext({ baseURL });
  const staff: Page = await staffContext.newPage();
  await loginAs(staff, { id: staffAccount.userId, div: 'stf' }, { password: staffAccount.password });
  const { programId } = await postJson(staff.request, baseURL!, '/api/v1/stf/career/programs', {
    title,
    categoryCd: 'CAREER_SKILL',
    summary: '과제를 내고 채점받는 과정',
    description: '강의실에서 과제를 냅니다.',
    competencyCds: [],
    mileage: 5,
    eligibleColgCds: [],
    eligibleDeptCds: [],
    eligibleGrades: [],
    eligibleStatusCds: [],
    capacity: 3,
    waitlistCapacity: 0,
    autoApprove: true,
    applyStartDt: '2026-11-20',
    applyEndDt: TODAY,
    runStartDt: '2026-11-21',
    runEndDt: '2026-11-30',
    minAttendPct: 80,
    sessions: [{ title: '과제 안내', sessionDt: '2026-11-21', startTm: '14:00', endTm: '16:00' }],
  });
  await postJson(staff.request, baseURL!, `/api/v1/stf/career/programs/${programId}/class/reports`, {
    title: '실습 결과 보고서',
    instructions: '실습에서 배운 점을 정리해 올려 주세요.',
    openAt: seoulIn(-24),
    dueAt: seoulIn(48),
    closeAt: seoulIn(72),
    maxScore: 20,
    allowedExts: ['txt', 'pdf'],
  });

  // The student applies, then finds the classroom from 나의 비교과.
  await loginAs(page, { id: me.userId, div: 'std' }, { password: me.password });
  await postJson(page.request, baseURL!, `/api/v1/career/programs/${programId}/apply`, {});
  await page.goto('/user/futuredesign/myecp');
  await page.locator(`[data-testid="class-link"][href*="id=${programId}"]`).click();
  await expect(page.getByTestId('class-title')).toHaveText(title);
  await page.getByTestId('class-tabs').getByRole('link', { name: /과제/ }).click();
  const report = page.getByTestId('report').filter({ hasText: '실습 결과 보고서' });
  await expect(report).toContainText('아직 제출하지 않았습니다.');
  const form = report.getByTestId('submit-form');
  await untilHydrated(form.getByTestId('submit-report'));
  await form.locator('input[type="file"]').setInputFiles({ name: '실습보고서.txt', mimeType: 'text/plain', buffer: Buffer.from('실습에서 고객 인터뷰 방법을 배웠습니다.', 'utf8') });
  await expect(form).toContainText('올린 파일: 실습보고서.txt');
  await form.getByLabel('내용 (선택)').fill('첨부 파일로 제출합니다.');
  await form.getByTestId('submit-report').click();
  await expect(toastWith(page, '과제를 제출했습니다.')).toBeVisible();
  const mine = page.getByTestId('report').filter({ hasText: '실습 결과 보고서' }).getByTestId('my-submission');
  await expect(mine).toContainText('1회 제출');
  await expect(mine).toContainText('실습보고서.txt');
  await expect(mine).toContainText('아직 채점 전입니다.');

  // Staff open the classroom from the programme page and grade the submission.
  await staff.goto(`/stf/career/${programId}`);
  await staff.getByTestId('class-link').click();
  await staff.getByRole('navigation', { name: '강의실 메뉴' }).getByRole('link', { name: /과제/ }).click();
  await staff.getByTestId('staff-reports').getByRole('link', { name: '제출물 보기' }).click();
  const row = staff.locator(`[data-student="${me.userId}"]`);
  await expect(row).toContainText('실습보고서.txt');
  const grade = row.getByTestId('grade-form');
  await untilHydrated(grade.getByTestId('grade-save'));
  await grade.getByLabel('점수').fill('25');
  await grade.getByTestId('grade-save').click();
  await expect(grade).toContainText('0~20점 사이로 입력해 주세요.');
  await grade.getByLabel('점수').fill('18');
  await grade.getByLabel(/피드백/).fill('인터뷰 질문 예시가 좋았습니다.');
  await grade.getByTestId('grade-save').click();
  await expect(toastWith(staff, '채점했습니다.')).toBeVisible();

  // The student sees her grade and the feedback.
  await page.reload();
  const graded = page.getByTestId('report').filter({ hasText: '실습 결과 보고서' });
  await expect(graded.getByTestId('score')).toHaveText('18/20점');
  await expect(graded.getByTestId('feedback')).toHaveText('인터뷰 질문 예시가 좋았습니다.');
  await staffContext.close();
});
