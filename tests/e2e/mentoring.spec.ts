// Mentoring in the browser. An outside user registers her mentor profile on 멘토링; a programme admin
// approves it on 멘토링 관리; a student (on a phone) finds her on 멘토 찾기, opens her profile and
// sends a question; the mentor accepts with a message and answers in the thread, where she sees the
// student's name but not her student number; the student reads the answer on 나의 멘토링. All three
// are fresh accounts from the factories.
import { test, expect, loginAs, openFromMenu, toastWith, untilHydrated, menuButton } from './fixtures';
import { newAccount, newStudent, type NewAccount } from '../support/factories';
import type { Browser, Page } from '@playwright/test';

async function openAs(browser: Browser, baseURL: string | undefined, account: NewAccount, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 500 ? 844 : 900 } });
  const page = await context.newPage();
  await loginAs(page, { id: account.userId, div: account.userDiv }, { password: account.password });
  return page;
}

test('a student asks an outside mentor, the mentor answers, the student reads the answer', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const [mentorAccount, adminAccount, studentAccount] = await Promise.all([
    newAccount(baseURL!, 'otsdr'),
    newAccount(baseURL!, 'stf', { roles: ['PROGRAM_ADMIN'] }),
    newStudent(baseURL!, { gradeCd: '2' }),
  ]);
  const company = `누리랩 ${Date.now().toString(36).slice(-5)}`;

  // The mentor registers her profile.
  const mentor = await openAs(browser, baseURL, mentorAccount);
  await openFromMenu(mentor, '멘토링', { path: '/otsdr/mentoring' });
  const profile = mentor.getByTestId('profile-form');
  await untilHydrated(profile.getByLabel('회사(기관)'));
  await profile.getByLabel('직무', { exact: true }).selectOption({ label: '연구직 및 공학기술직' });
  await profile.getByLabel('회사(기관)').fill(company);
  await profile.getByLabel('직무·직함').fill('데이터 엔지니어');
  await profile.getByLabel('경력(년)').fill('6');
  await profile.getByLabel('직무 이해').check();
  await profile.getByLabel('면접', { exact: true }).check();
  await profile.getByLabel('소개', { exact: true }).fill('짧음');
  await profile.getByTestId('save-profile').click();
  await expect(profile.getByText('소개는 10자 이상 입력해 주세요.')).toBeVisible();
  await profile.getByLabel('소개', { exact: true }).fill('데이터 플랫폼을 만드는 6년 차 엔지니어입니다. 직무 이야기를 나눕니다.');
  await profile.getByTestId('save-profile').click();
  await expect(toastWith(mentor, '멘토 프로필을 저장했습니다')).toBeVisible();
  await expect(mentor.getByTestId('profile-status')).toHaveText('승인 대기');

  // A programme admin approves it.
  const admin = await openAs(browser, baseURL, adminAccount);
  await admin.goto('/stf/mentoring');
  const row = admin.getByTestId('mentor-profiles').locator('li', { hasText: company });
  await untilHydrated(row.getByTestId('approve-mentor'));
  await row.getByTestId('approve-mentor').click();
  await expect(toastWith(admin, '멘토 프로필을 승인했습니다.')).toBeVisible();
  await expect(admin.getByTestId('mentor-profiles').locator('li', { hasText: company }).getByTestId('profile-status')).toHaveText('승인');

  // The student, on a phone, finds her and asks.
  const student = await openAs(browser, baseURL, studentAccount, 390);
  await menuButton(student).click();
  await openFromMenu(student, '멘토 찾기', { group: '진로·취업', path: '/user/mentoring/senior' });
  await student.getByLabel('직무', { exact: true }).selectOption({ label: '연구직 및 공학기술직' });
  await student.getByRole('button', { name: '찾기', exact: true }).click();
  await student.getByTestId('mentor-list').locator('article', { hasText: company }).getByRole('link').click();
  await expect(student).toHaveURL(/\/user\/mentoring\/senior\/detail\?id=\d+/);
  const form = student.getByTestId('request-form');
  await untilHydrated(form.getByLabel('질문', { exact: true }));
  await form.getByLabel('상담 주제').selectOption({ label: '면접' });
  const question = '데이터 엔지니어 신입 면접에서는 어떤 질문을 많이 받나요? 준비 방법이 궁금합니다.';
  await form.getByLabel('질문', { exact: true }).fill(question);
  await form.getByLabel('온라인 Q&A').check();
  await form.getByTestId('send-request').click();
  await expect(toastWith(student, '멘토링을 신청했습니다.')).toBeVisible();
  await expect(student.getByTestId('open-request-note')).toBeVisible();
  await expect(student.getByTestId('mentoring-request').getByTestId('request-status')).toHaveText(/신청/);

  // The mentor sees the request (name, no student number), accepts and answers.
  await mentor.reload();
  const card = mentor.getByTestId('mentor-inbox').getByTestId('mentoring-request').filter({ hasText: question });
  await expect(card).toContainText(studentAccount.korNm);
  await expect(card).toContainText('2학년');
  await expect(card).not.toContainText(studentAccount.userId);
  await untilHydrated(card.getByTestId('accept-request'));
  await card.getByLabel('학생에게 보낼 메시지').fill('반가워요. 대화창에 답변 드릴게요.');
  await card.getByTestId('accept-request').click();
  await expect(toastWith(mentor, '멘토링을 수락했습니다.')).toBeVisible();
  const accepted = mentor.getByTestId('mentor-inbox').getByTestId('mentoring-request').filter({ hasText: question });
  await untilHydrated(accepted.getByTestId('send-message'));
  const answer = 'SQL과 데이터 모델링 질문이 가장 많습니다. 직접 만든 파이프라인을 설명할 수 있게 준비하세요.';
  await accepted.getByLabel('답변').fill(answer);
  await accepted.getByTestId('send-message').click();
  await expect(toastWith(mentor, '글을 남겼습니다.')).toBeVisible();
  await expect(mentor.getByTestId('mentor-inbox').getByTestId('thread-message').filter({ hasText: answer })).toBeVisible();

  // The student reads the answer on 나의 멘토링.
  await student.goto('/user/mentoring/junior');
  const mine = student.getByTestId('my-requests').getByTestId('mentoring-request').filter({ hasText: question });
  await expect(mine.getByTestId('request-status')).toHaveText(/진행중/);
  await expect(mine.getByTestId('request-response')).toContainText('반가워요. 대화창에 답변 드릴게요.');
  await expect(mine.getByTestId('thread-message').filter({ hasText: answer })).toBeVisible();
});
