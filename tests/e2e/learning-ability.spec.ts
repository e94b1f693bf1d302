// A student's competency pages, opened from the side menu: the self-diagnosis answered and scored
// (radar chart and score table equal to what the server stored), a missing answer refused, the
// competency model, the curriculum by competency, the certificate and the general-education
// completion. Students 21-24 and staff6 belong to this file.
import { test, expect, openFromMenu, loginAs, sideMenu, student, untilHydrated } from './fixtures';
import type { Page } from '@playwright/test';

const DIAG_API = '/api/v1/learnact/ability/diagnosis';

async function storedView(page: Page) {
  const res = await page.request.get(DIAG_API, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

test.describe('competency self-diagnosis', () => {
  test('a student answers every question, submits, and sees the chart and the table the server stored', async ({ page }) => {
    await loginAs(page, student(21));
    await openFromMenu(page, '역량 진단');
    const form = page.getByTestId('diagnosis-form');
    await untilHydrated(form);
    const items = form.locator('.dq-item');
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(6);
    // A varied pattern: question i gets (i % 5) + 1.
    for (let i = 0; i < count; i++) await items.nth(i).locator('label').nth(i % 5).click();
    await expect(page.getByText(`${count} / ${count} 문항 답함`)).toBeVisible();
    await page.getByRole('button', { name: '진단 결과 보기' }).click();

    const result = page.getByTestId('diagnosis-result');
    await expect(result).toBeVisible();
    await expect(result.getByTestId('radar-chart')).toHaveAttribute('data-ready', 'true');
    const box = await result.getByTestId('radar-chart').boundingBox();
    expect(box!.width).toBeGreaterThan(150);

    const view = await storedView(page);
    expect(view.current).not.toBeNull();
    const table = page.getByTestId('score-table');
    for (const c of view.competencies) {
      const row = table.locator(`tr[data-competency="${c.competencyCd}"]`);
      await expect(row.locator('th')).toHaveText(c.korNm);
      await expect(row.locator('[data-col="me"]')).toHaveText(String(view.current.scores[c.competencyCd]));
      const dept = view.averages[0].scores[c.competencyCd];
      await expect(row.locator('[data-col="dept"]')).toHaveText(dept === undefined ? '-' : String(dept));
      const grade = view.averages[1].scores[c.competencyCd];
      await expect(row.locator('[data-col="grade"]')).toHaveText(grade === undefined ? '-' : String(grade));
    }
    // Which term the averages come from is stated.
    await expect(page.getByTestId('average-basis')).toContainText('본인 제외');
    // History: this term's row, and recommendations for the two weakest competencies.
    await expect(page.getByTestId('diagnosis-history').locator('tr[data-term="2026-20"]')).toHaveCount(1);
    await expect(page.getByTestId('weakest').locator('article')).toHaveCount(2);
    const weakestNames = view.weakest.map((w: { korNm: string }) => w.korNm);
    for (const n of weakestNames) await expect(page.getByTestId('weakest')).toContainText(n);
  });

  test('a missing answer shows a Korean message and stores nothing', async ({ page }) => {
    await loginAs(page, student(22));
    await openFromMenu(page, '역량 진단');
    const form = page.getByTestId('diagnosis-form');
    await untilHydrated(form);
    const items = form.locator('.dq-item');
    const count = await items.count();
    // Everything but the third question.
    for (let i = 0; i < count; i++) if (i !== 2) await items.nth(i).locator('label').nth(3).click();
    await page.getByRole('button', { name: '진단 결과 보기' }).click();
    await expect(page.getByTestId('diagnosis-error')).toContainText('답하지 않은 문항이 1개 있습니다');
    await expect(items.nth(2)).toContainText('이 문항에 답해 주세요.');
    await expect(items.nth(2).locator('input').first()).toBeFocused();
    await expect(page.getByTestId('diagnosis-result')).toHaveCount(0);
    expect((await storedView(page)).current).toBeNull();
  });

  test('taking it again in the same term asks first and replaces the result', async ({ page }) => {
    await loginAs(page, student(23));
    await openFromMenu(page, '역량 진단');
    const form = page.getByTestId('diagnosis-form');
    await untilHydrated(form);
    const answerAll = async (nth: number) => {
      const items = page.getByTestId('diagnosis-form').locator('.dq-item');
      const n = await items.count();
      for (let i = 0; i < n; i++) await items.nth(i).locator('label').nth(nth).click();
      await page.getByRole('button', { name: '진단 결과 보기' }).click();
    };
    await answerAll(1);
    await expect(page.getByTestId('score-table').locator('[data-col="me"]').first()).toHaveText('25');
    // A click that lands as the result renders may be lost once: press again until the form is back.
    await expect(async () => {
      await page.getByTestId('diagnosis-again').click({ timeout: 2_000 });
      await expect(page.getByTestId('diagnosis-form')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await answerAll(4);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('이전 결과는 남지 않습니다');
    await dialog.getByRole('button', { name: '새 결과로 바꾸기' }).click();
    await expect(page.getByTestId('score-table').locator('[data-col="me"]').first()).toHaveText('100');
    const view = await storedView(page);
    expect(Object.values(view.current.scores).every((v) => v === 100)).toBe(true);
    expect(view.history.filter((h: { year: number; termCd: string }) => h.year === 2026 && h.termCd === '20')).toHaveLength(1);
  });
});

test.describe('competency information pages', () => {
  test('핵심역량 소개, 역량별 교육과정, 역량인증 and 교양교육과정 show real data', async ({ page }) => {
    await loginAs(page, student(24));

    await openFromMenu(page, '핵심역량 소개');
    const list = page.getByTestId('competency-list');
    await expect(list.locator('article')).toHaveCount(6);
    const competencies = (await (await page.request.get('/api/v1/learnact/ability/competencies')).json()).data;
    for (const c of competencies) await expect(list.locator(`[data-competency="${c.competencyCd}"]`)).toContainText(c.summary);

    await openFromMenu(page, '역량별 교육과정');
    const first = competencies[0];
    const curri = (await (await page.request.get(`/api/v1/learnact/ability/educurri?competencyCd=${first.competencyCd}`)).json()).data;
    // 20 subjects a page.
    await expect(page.getByTestId('subject-count')).toContainText(`${curri.subjects.length}과목`);
    await expect(page.getByTestId('competency-subjects').locator('tbody tr')).toHaveCount(Math.min(20, curri.subjects.length));
    const subject = curri.subjects[0];
    await expect(page.getByRole('link', { name: subject.korNm, exact: true }).first()).toHaveAttribute('href', `/user/learnact/learnplan/currircmd/${subject.sbjtKeyId}`);
    await expect(page.getByTestId('competency-programs')).toContainText(curri.programs[0].title);
    // Filter by category: only 교양선택 subjects remain.
    await page.getByLabel('이수구분').selectOption({ label: '교양선택' });
    await page.getByRole('button', { name: '조회' }).click();
    const ge = curri.subjects.filter((s: { category: string }) => s.category === 'GE_ELEC').length;
    await expect(page.getByTestId('subject-count')).toContainText(`${ge}과목`);
    await expect(page.getByTestId('competency-subjects').locator('tbody tr')).toHaveCount(Math.min(20, ge));
    await expect(page.getByTestId('competency-subjects').locator('tbody tr').first()).toContainText('교양선택');

    await openFromMenu(page, '역량인증');
    const cert = (await (await page.request.get('/api/v1/learnact/hcerti/state')).json()).data;
    await expect(page.getByTestId('hcerti-summary')).toContainText(cert.earned ? `${cert.earned.korNm} 등급을 취득했습니다` : '아직 취득한 등급이 없습니다');
    await expect(page.getByTestId('hcerti-levels').locator('[data-level]')).toHaveCount(3);
    await expect(page.getByTestId('fact-diagnoses')).toHaveText(`${cert.facts.diagnoses}회`);
    for (const c of cert.competencies) await expect(page.getByTestId('hcerti-points').locator(`[data-competency="${c.competencyCd}"]`)).toHaveText(`${cert.facts.competencyPoints[c.competencyCd] ?? 0}점`);
    if (cert.next) await expect(page.getByTestId('hcerti-next')).toContainText(cert.next.level.korNm);

    await openFromMenu(page, '교양교육과정');
    const mine = (await (await page.request.get('/api/v1/learnact/hokma/completion')).json()).data;
    await expect(page.getByTestId('ge-total-earned')).toHaveText(String(mine.totalEarned));
    const table = page.getByTestId('ge-completion');
    for (const a of mine.areas) await expect(table.locator(`tr[data-area="${a.areaCd}"] td`).first()).toHaveText(`${a.earned} / ${a.required}학점`);
    await expect(page.getByTestId('ge-area-GE1')).toBeVisible();
  });
});

test.describe('staff: competency questions', () => {
  test('staff add a question, see a refused short text, and take the question out of use', async ({ page }) => {
    await loginAs(page, { id: 'staff6', div: 'stf' });
    const menu = sideMenu(page);
    const link = menu.getByRole('link', { name: '역량진단 문항', exact: true });
    if (!(await link.isVisible())) await menu.getByText('학습활동 관리', { exact: true }).click();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: '역량진단 문항' })).toBeVisible();
    const form = page.getByTestId('q-new-form');
    await untilHydrated(form);
    await form.getByLabel('역량').selectOption({ label: '협력' });
    await form.getByLabel('문항 (5~200자)').fill('짧다');
    await form.getByRole('button', { name: '문항 추가' }).click();
    await expect(form).toContainText('문항은 5자 이상 입력해 주세요.');

    const text = `나는 팀의 갈등을 대화로 푼다 ${Date.now().toString(36)}`;
    await form.getByLabel('문항 (5~200자)').fill(text);
    await form.getByRole('button', { name: '문항 추가' }).click();
    const item = page.locator('li[data-question]').filter({ hasText: text });
    await expect(item).toHaveAttribute('data-use', 'Y');
    await expect(page.locator('section[data-competency="CLLB"]')).toContainText(text);

    await item.getByRole('button', { name: /사용 중지/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '사용 중지' }).click();
    await expect(item).toHaveAttribute('data-use', 'N');
    await page.reload();
    await expect(page.locator('li[data-question]').filter({ hasText: text })).toHaveAttribute('data-use', 'N');
  });
});
