// The portal on a 390 px phone: targets a finger can hit (44 px), the timetable planner's conflicts
// readable and marked for what they are. Students 184-186 belong to this file.
import { test, expect, loginAs, student, untilHydrated } from './fixtures';
import type { Page } from '@playwright/test';
import { findConflicts, type SectionInfo } from '../../src/lib/learning/timetable';

test.use({ viewport: { width: 390, height: 844 } });

const API = '/api/v1/learnact/timetable';
const headers = (page: Page) => ({ Origin: new URL(page.url()).origin, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' });

async function minHeight(page: Page, selector: string) {
  const boxes = await page.locator(selector).evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.getBoundingClientRect()));
  expect(boxes.length, selector).toBeGreaterThan(0);
  return { height: Math.min(...boxes.map((b) => b.height)), width: Math.min(...boxes.map((b) => b.width)) };
}

test('menu button, favourite star, pager arrows and footer links are at least 44 px', async ({ page }) => {
  await loginAs(page, student(184));
  await page.goto('/user/learnact/majormap');
  for (const selector of ['.menu-toggle-btn', '[data-testid="favorite-toggle"]', '.portal-footer a']) {
    const box = await minHeight(page, selector);
    expect(box.height, selector).toBeGreaterThanOrEqual(44);
  }
  expect((await minHeight(page, '.menu-toggle-btn')).width).toBeGreaterThanOrEqual(44);
  await page.goto('/notice');
  const arrows = await minHeight(page, '.pagination .page-link');
  expect(arrows.height).toBeGreaterThanOrEqual(44);
  expect(arrows.width).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});

async function clearPlans(page: Page) {
  const res = await page.request.get(`${API}/plans`, { headers: headers(page) });
  for (const p of (await res.json()).data.plans as { planId: number }[]) await page.request.post(`${API}/plans/${p.planId}/delete`, { headers: headers(page) });
}

async function addToPlan(page: Page, s: SectionInfo) {
  const planner = page.getByTestId('planner-section');
  const search = planner.getByPlaceholder('과목명, 과목코드, 교수명');
  await untilHydrated(search);
  await search.fill(s.sbjtCd);
  await planner.getByRole('button', { name: `${s.korNm} ${s.section}분반 담기` }).click();
}

test('a time conflict in the planner is one readable block naming both subjects', async ({ page }) => {
  await loginAs(page, student(185));
  await clearPlans(page);
  await page.goto('/user/learnact/mytimetbl');
  const offerings = (await (await page.request.get(`${API}/offerings`, { headers: headers(page) })).json()).data.offerings as SectionInfo[];
  let pair: [SectionInfo, SectionInfo] | undefined;
  for (const a of offerings) for (const b of offerings) if (!pair && a.sbjtKeyId !== b.sbjtKeyId && findConflicts([a, b]).length) pair = [a, b];
  for (const s of pair!) await addToPlan(page, s);
  const merged = page.getByTestId('plan-grid').locator('.tt-merged').first();
  await expect(merged).toBeVisible();
  await expect(merged).toContainText(pair![0].korNm);
  await expect(merged).toContainText(pair![1].korNm);
  await expect(merged).toContainText('시간 겹침');
  // Not a sliver: the block spans its day's column.
  expect((await merged.boundingBox())!.width).toBeGreaterThan(40);
});

test('two sections of the same subject are marked as the same subject twice, not as a time conflict', async ({ page }) => {
  await loginAs(page, student(186));
  await clearPlans(page);
  await page.goto('/user/learnact/mytimetbl');
  const offerings = (await (await page.request.get(`${API}/offerings`, { headers: headers(page) })).json()).data.offerings as SectionInfo[];
  let pair: [SectionInfo, SectionInfo] | undefined;
  for (const a of offerings) for (const b of offerings) if (!pair && a !== b && a.sbjtKeyId === b.sbjtKeyId && a.offeringId !== b.offeringId && !findConflicts([a, b]).length) pair = [a, b];
  test.skip(!pair, 'no subject with two sections at different times in the demo term');
  for (const s of pair!) await addToPlan(page, s);
  const grid = page.getByTestId('plan-grid');
  for (const s of pair!) {
    const block = grid.locator(`.tt-block[data-offering-id="${s.offeringId}"]`).first();
    await expect(block).toHaveAttribute('data-mark', 'DUPLICATE');
    await expect(block).toContainText('같은 과목 중복');
    await expect(block).not.toContainText('시간 겹침');
  }
  await expect(page.getByTestId('plan-issues')).toContainText('두 번 이상 담겨 있습니다');
});

test('the staff subject form fits a phone and says each error once, under its field, until it is fixed', async ({ page }) => {
  await loginAs(page, { id: 'staff2', div: 'stf' });
  await page.goto('/stf/learning/subjects/new');
  const form = page.getByTestId('subject-form');
  await untilHydrated(form);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  // Each competency label sits beside its select without overlapping it.
  const group = form.locator('.comp-weight').first();
  const label = (await group.locator('label').boundingBox())!;
  const select = (await group.locator('select').boundingBox())!;
  expect(label.x + label.width).toBeLessThanOrEqual(select.x + 1);

  await form.getByRole('button', { name: '교과목 등록' }).click();
  await expect(form.getByTestId('error-summary')).toBeVisible();
  await expect(form.getByText('교과목명을 입력해 주세요.')).toHaveCount(1);
  await form.getByLabel('교과목명', { exact: true }).fill('모바일 시험 과목');
  await expect(form.getByText('교과목명을 입력해 주세요.')).toHaveCount(0);
});

test('the counselling consent asks in Korean under each box, whatever the browser language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  await loginAs(page, student(187));
  await page.goto('/user/colglife/psychcnsl/visit/agree');
  const agree = page.getByTestId('agree-form');
  await agree.getByRole('button', { name: '동의하고 계속' }).click();
  // Not sent: each unticked box says why, in Korean, under the box.
  await expect(page).toHaveURL(/\/visit\/agree/);
  await expect(agree.getByText('개인정보 수집·이용에 동의해야 신청할 수 있습니다.')).toBeVisible();
  await expect(agree.getByText('민감정보 수집·이용에 동의해야 신청할 수 있습니다.')).toBeVisible();
  const first = agree.getByRole('checkbox').first();
  await first.check();
  await expect(agree.getByText('개인정보 수집·이용에 동의해야 신청할 수 있습니다.')).toHaveCount(0);
  await context.close();
});
