// Clubs and exchange in the browser. Staff register a club on 동아리 관리 and appoint a student as
// its president; another student finds the club on 동아리, asks to join, and waits; the president
// approves the request on the club's page, and the student sees herself as 회원 with the member
// count grown. A student reads the partner universities on 교환학생 and applies on the second tab
// with two universities in order; told that the second asks for a JLPT score, she adds it
// with the TOEFL score and their evidence file. Each result is picked from its test's own list
// (TOEFL 95점, JLPT N2), and stored and shown as picked.
// Students 292-296 belong to this file.
import { test, expect, openFromMenu, loginAs, student, toastWith, untilHydrated, type UserDiv } from './fixtures';
import type { Browser, Page } from '@playwright/test';

async function openAs(browser: Browser, baseURL: string | undefined, account: { id: string; div: UserDiv }): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginAs(page, account);
  return page;
}

test('staff register a club, a student asks to join, and the club president approves', async ({ page, browser, baseURL }) => {
  const clubNm = `퍼즐클럽${Date.now().toString(36).slice(-5)}`;

  // 동아리 관리: register a club recruiting now and appoint student296 as its president.
  const staff = await openAs(browser, baseURL, { id: 'staff1', div: 'stf' });
  await openFromMenu(staff, '동아리 관리', { group: '대학생활 관리', path: '/stf/clubs' });
  const form = staff.getByTestId('club-form');
  await untilHydrated(form.getByLabel('분류'));
  await form.getByLabel('분류').selectOption({ label: '취미·교양' });
  await form.getByLabel('동아리명').fill(clubNm);
  await form.getByLabel('한 줄 소개').fill('매주 금요일에 모여 퍼즐을 푸는 동아리');
  await form.getByLabel('소개', { exact: true }).fill('스도쿠부터 방탈출 퍼즐까지 함께 풉니다.');
  await form.getByLabel('모집 시작일').fill('2026-11-16');
  await form.getByLabel('모집 마감일').fill('2026-12-04');
  await form.getByRole('button', { name: '동아리 등록' }).click();
  await staff.waitForURL(/\/stf\/clubs\/\d+$/);
  const clubId = staff.url().split('/').pop()!;
  const appoint = staff.getByTestId('appoint-form');
  await untilHydrated(appoint.getByLabel('학생 아이디(학번)'));
  await appoint.getByLabel('학생 아이디(학번)').fill('student296');
  await appoint.getByLabel('직책').selectOption({ label: '회장' });
  await appoint.getByRole('button', { name: '임명' }).click();
  await expect(toastWith(staff, '임명했습니다')).toBeVisible();
  await expect(staff.getByTestId('staff-members')).toContainText('회장');

  // A student finds it by name in 동아리 and asks to join.
  await loginAs(page, student(294));
  await openFromMenu(page, '동아리', { group: '대학생활', path: '/user/colglife/club' });
  await page.getByLabel('검색어').fill(clubNm);
  await page.getByTestId('filters').getByRole('button', { name: '검색' }).click();
  await expect(page.getByTestId('total')).toHaveText('1');
  await page.getByRole('link', { name: clubNm }).click();
  await expect(page.getByTestId('member-count')).toHaveText('1명');
  await expect(page.getByTestId('officers')).toContainText('회장');
  const join = page.getByTestId('join-form');
  await untilHydrated(join.getByRole('button', { name: '가입 신청' }));
  await join.getByLabel('가입 동기 (선택)').fill('퍼즐을 좋아해서 함께 풀고 싶습니다.');
  await join.getByRole('button', { name: '가입 신청' }).click();
  await expect(toastWith(page, '가입을 신청했습니다')).toBeVisible();
  await expect(page.getByTestId('my-status')).toHaveText('신청');

  // The president sees the request on the club's page and approves it.
  const president = await openAs(browser, baseURL, student(296));
  await president.goto(`/user/colglife/club/${clubId}`);
  const request = president.getByTestId('pending-request');
  await expect(request).toContainText('퍼즐을 좋아해서');
  await untilHydrated(request.getByRole('button', { name: '승인' }));
  await request.getByRole('button', { name: '승인' }).click();
  await expect(toastWith(president, '가입을 승인했습니다')).toBeVisible();
  await expect(president.getByTestId('member-count')).toHaveText('2명');

  // The student is now a member, and the club is among her clubs.
  await page.reload();
  await expect(page.getByTestId('my-status')).toHaveText('회원');
  await page.goto('/user/colglife/club');
  await expect(page.getByTestId('my-clubs')).toContainText(clubNm);
});

test('a student reads the partner universities and applies for an exchange semester', async ({ page }) => {
  await loginAs(page, student(293));
  await openFromMenu(page, '교환학생', { group: '대학생활', path: '/user/colglife/exchgStd' });
  await page.getByLabel('국가').selectOption({ label: '일본' });
  await page.getByTestId('filters').getByRole('button', { name: '검색' }).click();
  const cards = page.getByTestId('univ-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('JLPT');

  await page.getByRole('link', { name: '지원하기 · 나의 신청' }).click();
  await expect(page.getByTestId('gpa')).toHaveText(/^\d\.\d\d$/);
  const form = page.getByTestId('apply-form');
  await untilHydrated(form.getByLabel('1지망'));
  await form.getByLabel('1지망').selectOption({ label: '캘리포니아주립대학교 롱비치 (미국)' });
  await form.getByLabel('2지망 (선택)').selectOption({ label: '간사이대학교 (일본)' });
  await expect(form.getByTestId('test-0')).toHaveValue('TOEFL');
  await expect(form.getByLabel('점수', { exact: true })).toBeVisible();
  await form.getByTestId('level-0').selectOption({ label: '95점' });
  await form.getByLabel('응시일').fill('2026-10-10');
  await form.getByRole('button', { name: '지원하기' }).click();
  // The evidence is asked for and the typed values stay.
  await expect(form.getByText('어학 성적 증빙 파일을 올려 주세요.')).toBeVisible();
  await expect(form.getByTestId('level-0')).toHaveValue('95');
  await form.getByLabel('어학 성적 증빙 (PDF, 이미지)').setInputFiles({
    name: 'toefl.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await expect(form.getByTestId('evidence-ok')).toContainText('toefl.pdf');
  await form.getByLabel('수학 계획 (20자 이상)').fill('경영학 전공 과목을 현지에서 듣고 국제 마케팅 현장을 경험한 뒤 돌아와 졸업 프로젝트로 연결하겠습니다.');
  await form.getByRole('button', { name: '지원하기' }).click();
  // The second choice teaches in Japanese: the server asks for a JLPT score and says so.
  await expect(form.getByTestId('refusals')).toContainText('2지망 간사이대학교: JLPT N3 이상의 어학 성적이 필요합니다.');
  await form.getByRole('button', { name: '어학 성적 추가' }).click();
  await form.getByLabel('시험').nth(1).selectOption({ label: 'JLPT' });
  // JLPT's own levels, best first: N1 ... N5, not numeric codes.
  await expect(form.getByTestId('level-1').locator('option')).toHaveText(['선택하세요', 'N1', 'N2', 'N3', 'N4', 'N5']);
  await expect(form.getByLabel('급수', { exact: true })).toBeVisible();
  await form.getByTestId('level-1').selectOption({ label: 'N2' });
  await form.getByLabel('응시일').nth(1).fill('2026-07-05');
  await form.getByRole('button', { name: '지원하기' }).click();
  await expect(toastWith(page, '교환학생에 지원했습니다')).toBeVisible();
  const mine = page.getByTestId('my-application');
  await expect(mine.getByTestId('appl-status')).toHaveText('신청');
  await expect(mine.getByTestId('choices').locator('li')).toHaveText(['캘리포니아주립대학교 롱비치 (미국)', '간사이대학교 (일본)']);
  await expect(mine).toContainText('JLPT N2, TOEFL iBT 95점');
});
