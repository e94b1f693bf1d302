// The graduation simulation in the browser: a student opens it from the side menu and reads figures
// computed from their transcript, tries a minor in the what-if, saves the scenario; a professor opens
// an advisee's simulation from the advisee list. Students 190-193 belong to this file.
import { test, expect, DEMO, loginAs, sideMenu, student, toastWith, untilHydrated } from './fixtures';
import type { Page } from '@playwright/test';
import type { SimulationView } from '../../src/lib/learning/grad-types';

const API = '/api/v1/learnact/grdtsmlt';

type View = SimulationView;

const headers = (page: Page) => ({ Origin: new URL(page.url()).origin, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' });

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: headers(page) });
  expect(res.status()).toBe(200);
  return (await res.json()).data as T;
}

/** Removes the scenarios an earlier run left, through the same calls the page makes. */
async function clearScenarios(page: Page) {
  for (const s of await apiGet<{ scenarioId: number }[]>(page, `${API}/scenarios`)) {
    await page.request.post(`${API}/scenarios/${s.scenarioId}/delete`, { headers: headers(page) });
  }
}

const amount = (n: number, unit: string) => (unit === '평점' ? n.toFixed(2) : `${n}${unit}`);

test.describe('graduation simulation', () => {
  test('a student reads the requirements, adds a minor in the what-if and saves it as a scenario', async ({ page }) => {
    await loginAs(page, student(190));
    await clearScenarios(page);
    const menu = sideMenu(page);
    await menu.getByText('학습활동', { exact: true }).click();
    await menu.getByRole('link', { name: '졸업 시뮬레이션', exact: true }).click();
    await page.waitForURL('**/user/learnact/grdtsmlt');
    await expect(page.getByRole('heading', { level: 1, name: '졸업 시뮬레이션' })).toBeVisible();

    // The figures on the page are the ones the server computes from the transcript.
    const view = await apiGet<View>(page, API);
    const summary = page.getByTestId('grad-summary');
    await expect(summary.getByTestId('grad-earned')).toContainText(String(view.simulation.summary.earnedCredits));
    await expect(summary.getByTestId('grad-badge')).toHaveText(view.simulation.summary.graduatable ? '졸업 가능' : `미충족 ${view.simulation.summary.unmetCount}개`);
    await expect(page.getByTestId('grad-set')).toHaveCount(view.simulation.sets.length);
    const total = view.simulation.sets.flatMap((s) => s.rules).find((r) => r.kind === 'TOTAL_CREDITS')!;
    const totalRow = page.locator(`[data-testid="grad-rule"][data-rule-id="${total.ruleId}"]`);
    await expect(totalRow.getByTestId('rule-required')).toHaveText(amount(total.required, total.unit));
    await expect(totalRow.getByTestId('rule-completed')).toHaveText(amount(total.completed, total.unit));
    await expect(totalRow.getByTestId('rule-remaining')).toHaveText(amount(total.remaining, total.unit));
    // What fills it opens on demand.
    await totalRow.locator('summary').click();
    await expect(totalRow.locator('.grad-fills li').first()).toBeVisible();

    // What-if: a minor in a department that is none of the student's.
    const depts = await apiGet<{ deptCd: string; deptNm: string }[]>(page, '/api/v1/cmmn/getDeptList?deptDiv=HAKGUA');
    const minor = depts.find((d) => ![view.selection.primaryDeptCd, view.selection.doubleDeptCd, view.selection.minorDeptCd].includes(d.deptCd))!;
    const minorSelect = page.getByLabel('부전공', { exact: true });
    await untilHydrated(minorSelect);
    await minorSelect.selectOption(minor.deptCd);
    // An empty search is refused next to the box; then a subject not yet passed joins the plan.
    await page.getByRole('search', { name: '수강 예정 과목 검색' }).getByRole('button', { name: '검색' }).click();
    await expect(page.locator('#wi-keyword-error')).toHaveText('검색어를 입력해 주세요.');
    const hits = await apiGet<{ korNm: string; passed: boolean }[]>(page, `${API}/subjects?keyword=${encodeURIComponent('학')}`);
    const plan = hits.find((h) => !h.passed)!;
    await page.getByLabel('수강 예정 과목 (과목명 또는 과목코드)').fill('학');
    await page.getByRole('search', { name: '수강 예정 과목 검색' }).getByRole('button', { name: '검색' }).click();
    await page.getByTestId('subject-hits').getByRole('button', { name: `${plan.korNm} 수강 예정에 추가` }).first().click();
    await expect(page.getByTestId('planned-list')).toContainText(plan.korNm);
    await page.getByRole('button', { name: '시뮬레이션 실행' }).click();
    const result = page.getByTestId('whatif-result');
    await expect(result.getByTestId('whatif-summary')).toContainText('수강 예정 1과목');
    await expect(result).toBeVisible();
    await expect(result.getByTestId('sets-added')).toContainText('부전공');
    const minorSet = result.locator('[data-testid="whatif-set"][data-role="MINOR"]');
    await expect(minorSet).toBeVisible();
    await expect(minorSet.getByTestId('set-new')).toHaveText('새로 추가');
    await expect(minorSet.getByTestId('whatif-rule').first()).toBeVisible();
    await expect(result).toContainText(`미충족 요건 ${view.simulation.summary.unmetCount}개 →`);
    await expect(result.getByTestId('whatif-summary')).toContainText(`부전공 ${minor.deptNm}`);

    // Saved as a scenario, it is listed with the minor.
    const name = `부전공 ${minor.deptNm}`.slice(0, 30);
    await page.getByPlaceholder(/시나리오 이름/).fill(name);
    await page.getByRole('button', { name: '시나리오 저장' }).click();
    await expect(toastWith(page, '저장했습니다')).toBeVisible();
    const card = page.getByTestId('scenario-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(`부전공 ${minor.deptNm}`);
    // Still there after a reload (stored on the server).
    await page.reload();
    await expect(page.getByTestId('scenario-card').filter({ hasText: name })).toBeVisible();
  });

  test('two saved scenarios are compared side by side and one is deleted', async ({ page }) => {
    await loginAs(page, student(191));
    await clearScenarios(page);
    const view = await apiGet<View>(page, API);
    const depts = await apiGet<{ deptCd: string; deptNm: string }[]>(page, '/api/v1/cmmn/getDeptList?deptDiv=HAKGUA');
    const others = depts.filter((d) => ![view.selection.primaryDeptCd, view.selection.doubleDeptCd, view.selection.minorDeptCd].includes(d.deptCd));
    for (const [i, d] of others.slice(0, 2).entries()) {
      const res = await page.request.post(`${API}/scenarios`, { headers: headers(page), data: { name: `비교안 ${i + 1}`, minorDeptCd: d.deptCd, plannedSbjtKeyIds: [] } });
      expect(res.status()).toBe(200);
    }
    await page.goto('/user/learnact/grdtsmlt');
    const cards = page.getByTestId('scenario-card');
    await expect(cards).toHaveCount(2);
    await untilHydrated(cards.first());
    await cards.nth(0).getByLabel('비교').check();
    await cards.nth(1).getByLabel('비교').check();
    const compare = page.getByTestId('scenario-compare');
    await expect(compare).toContainText('비교안 1');
    await expect(compare).toContainText('비교안 2');
    await expect(compare).toContainText('해당 없음');

    await cards.filter({ hasText: '비교안 2' }).getByRole('button', { name: '삭제' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
    await expect(toastWith(page, '삭제했습니다')).toBeVisible();
    await expect(cards).toHaveCount(1);
  });

  test('on a phone the page fits the screen', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await loginAs(page, student(192));
    await page.goto('/user/learnact/grdtsmlt');
    await expect(page.getByTestId('grad-set').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The what-if result reads without sideways scrolling: every 잔여 is inside the screen, next to its 필요.
    const minorSelect = page.getByLabel('부전공', { exact: true });
    await untilHydrated(minorSelect);
    await minorSelect.selectOption({ index: 2 });
    await page.getByRole('button', { name: '시뮬레이션 실행' }).click();
    const rules = page.getByTestId('whatif-result').getByTestId('whatif-rule');
    await expect(rules.first()).toBeVisible();
    for (const rule of (await rules.all()).slice(0, 12)) {
      const remaining = await rule.getByTestId('whatif-remaining').boundingBox();
      expect(remaining!.x + remaining!.width).toBeLessThanOrEqual(390);
      await expect(rule.getByTestId('whatif-remaining')).toContainText('잔여');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });

  test('a professor opens an advisee’s simulation from the advisee list, read only', async ({ page }) => {
    await loginAs(page, DEMO.prof1);
    await sideMenu(page).getByRole('link', { name: '지도학생', exact: true }).click();
    await page.waitForURL('**/prof/advisees**');
    await page.getByLabel('이름 또는 학번').fill('student1');
    await page.getByRole('button', { name: '조회' }).click();
    const row = page.locator('tr[data-student-id="student1"]');
    await row.getByRole('link', { name: /졸업 시뮬레이션/ }).click();
    await page.waitForURL('**/prof/advisees/student1/grdtsmlt');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO.student1.name);
    await expect(page.getByTestId('grad-student')).toContainText(DEMO.student1.name);

    const view = await apiGet<View>(page, `${API}/advisees/student1`);
    await expect(page.getByTestId('grad-set')).toHaveCount(view.simulation.sets.length);
    await expect(page.getByTestId('grad-summary').getByTestId('grad-earned')).toContainText(String(view.simulation.summary.earnedCredits));
    // Read only: no what-if, no scenarios.
    await expect(page.getByRole('button', { name: '시뮬레이션 실행' })).toHaveCount(0);
    await expect(page.getByTestId('scenario-list')).toHaveCount(0);

    // Someone else's student: the unauthorized page.
    await page.goto('/prof/advisees/student193/grdtsmlt');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});
