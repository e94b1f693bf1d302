// Exploring majors the way a student does: 전공탐색 from the side menu, one department, two side by
// side, designing a major until the rules pass and submitting it; staff return it with a note and
// the student reads it. Then the major map and the professor search. Students 170-173 and staff5.
import { test, expect, openFromMenu, loginAs, student, toastWith, untilHydrated } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { validPick, type CatalogueRow } from '../support/learning-explore';

async function confirmWith(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function asStaff(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginAs(page, { id: 'staff5', div: 'stf' });
  return page;
}

test.describe('major exploration', () => {
  test('the student explores departments, compares two, designs a major, and reads the staff note after a return', async ({ page, browser, baseURL }) => {
    await loginAs(page, student(170));
    await openFromMenu(page, '전공탐색');

    // Real departments from the directory, grouped by college.
    const cse = page.locator('article[data-dept="D4010"]');
    await expect(cse.getByRole('link', { name: '컴퓨터공학과' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '공과대학' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '인문대학' })).toBeVisible();

    // Search by a part of the name.
    await page.getByLabel('학과·전공 이름').fill('통계');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('"통계" 검색 결과');
    await expect(page.locator('article[data-dept="D3040"]')).toBeVisible();
    await expect(cse).toHaveCount(0);

    // One department, then compared with another.
    await page.locator('article[data-dept="D3040"]').getByRole('link', { name: '통계학과' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '통계학과' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '교육목표' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '핵심 교과목 (전공필수)' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('학년');
    await page.getByLabel('두 번째 학과').selectOption({ label: '컴퓨터공학과' });
    await page.getByRole('button', { name: '비교하기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '학과 비교' })).toBeVisible();
    await expect(page.locator('article[data-dept="D3040"] h2')).toHaveText('통계학과');
    await expect(page.locator('article[data-dept="D4010"] h2')).toHaveText('컴퓨터공학과');
    await expect(page.locator('article[data-dept="D4010"]').getByRole('heading', { name: '졸업 후 진로' })).toBeVisible();

    // Design a major.
    await page.getByRole('link', { name: '← 전공탐색 목록' }).click();
    await page.getByRole('link', { name: '전공 설계하기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '나만의 전공 설계' })).toBeVisible();
    const title = `데이터 융합 설계 ${Date.now().toString(36)}`;
    const titleBox = page.getByLabel('전공명');
    await untilHydrated(titleBox);
    await titleBox.fill(title);
    await page.getByLabel('설계 목표').fill('통계와 컴퓨팅을 함께 익혀 사회 데이터를 분석하는 전문가가 되고자 합니다.');

    const rules = page.getByTestId('rules-state');
    await expect(rules).toHaveText('미충족');
    const submit = page.getByRole('button', { name: '제출하기' });
    await expect(submit).toBeDisabled();

    const catalogue = (await (await page.request.get('/api/v1/learnact/majors/subjects')).json()).data as CatalogueRow[];
    const pick = validPick(catalogue);
    const deptFilter = page.getByLabel('학과', { exact: true });
    for (const s of pick) {
      await deptFilter.selectOption(s.deptCd!);
      await page.locator(`[data-sbjt="${s.sbjtKeyId}"]`).getByRole('button', { name: '담기' }).click();
    }
    await expect(page.getByRole('heading', { name: new RegExp(`담은 교과목 ${pick.length}과목`) })).toBeVisible();
    await expect(rules).toHaveText('모두 충족');
    await expect(page.locator('[data-rule][data-ok="N"]')).toHaveCount(0);
    await submit.click();
    await confirmWith(page, '제출');
    await expect(toastWith(page, '설계전공을 제출했습니다')).toBeVisible();
    await expect(page.getByTestId('open-status')).toHaveText('제출');

    // Staff return it with a note.
    const staff = await asStaff(browser, baseURL);
    await openFromMenu(staff, '학생설계전공 심사', { group: '학습활동 관리' });
    const card = staff.locator('article[data-proposal]', { hasText: title });
    await expect(card).toContainText('student170');
    await expect(card.locator('.rule-list .text-danger')).toHaveCount(0);
    const note = '전공 목표에 맞는 캡스톤 교과목을 하나 더 넣어 주세요.';
    const noteBox = card.getByLabel('검토 의견 (반려할 때는 필수)');
    await untilHydrated(noteBox);
    await noteBox.fill(note);
    await card.getByRole('button', { name: '반려' }).click();
    await confirmWith(staff, '반려');
    await expect(staff.getByTestId('decided-notice')).toContainText(`"${title}" 설계를 반려했습니다`);
    await expect(staff.locator('article[data-proposal]', { hasText: title })).toHaveCount(0);
    await staff.context().close();

    // The student sees the return and the note.
    await page.reload();
    const decided = page.locator('li[data-proposal]', { hasText: title });
    await expect(decided.getByTestId('decided-status')).toHaveText('반려');
    await expect(decided.getByTestId('review-note')).toContainText(note);
    await expect(page.getByText('반려된 설계의 내용으로 시작합니다')).toBeVisible();
  });

  test("the major map marks the student's completed subjects and this term's", async ({ page }) => {
    await loginAs(page, student(171));
    await openFromMenu(page, '전공지도');
    const api = (await (await page.request.get('/api/v1/learnact/majors/map')).json()).data;
    await expect(page.getByTestId('map-dept')).toContainText(api.dept.deptNm);
    await expect(page.getByRole('heading', { name: '1학년' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '4학년' })).toBeVisible();
    const done = page.locator('.map-subject[data-status="DONE"]');
    expect(api.totals.doneSubjects).toBeGreaterThan(0);
    await expect(done).toHaveCount(api.totals.doneSubjects);
    await expect(done.first().locator('.badge').first()).toContainText('이수');
    await expect(page.getByTestId('map-totals')).toContainText(`${api.totals.doneSubjects}과목 ${api.totals.doneCredits}학점 이수`);
    await expect(page.locator('.map-subject[data-status="RUNNING"]')).toHaveCount(api.totals.runningSubjects);
    // Prerequisites are written out, and every subject leads to its detail page.
    await expect(page.locator('.prereq li').first()).toContainText('선수:');
    const first = page.locator('.map-subject a').first();
    await expect(first).toHaveAttribute('href', /\/user\/learnact\/learnplan\/currircmd\/SBJ\d+/);
  });

  test('the student searches professors by a research-field fragment and opens a profile', async ({ page }) => {
    await loginAs(page, student(172));
    await openFromMenu(page, '교수 찾기');
    await page.getByLabel('검색어').fill('자연어');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page.getByTestId('prof-count')).toContainText('검색 결과');
    const hit = page.locator('article[data-prof]', { hasText: '이정민' });
    await expect(hit).toContainText('컴퓨터공학과');
    await expect(hit).toContainText('자연어처리');
    await hit.getByRole('link', { name: '이정민' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '이정민 교수' })).toBeVisible();
    await expect(page.getByTestId('research-field')).toContainText('기계학습');
    await expect(page.getByText('면담 시간')).toBeVisible();
    await expect(page.getByRole('heading', { name: '2026학년도 2학기 강의' })).toBeVisible();
  });
});
