// A student looks for next term's subjects: opens 교과목 추천 from the side menu, reads the
// recommendations with their reasons (none of them a subject the student already passed), narrows
// them with the filters, and opens a subject to see its 2027-1 sections and prerequisite status.
// Read-only: student1 and this area's students (240-245) are only looked at.
import { test, expect, loginAs, sideMenu, untilHydrated, DEMO } from './fixtures';
import type { Page } from '@playwright/test';

const REC_API = '/api/v1/learnact/currircmd';

async function api(page: Page, path: string) {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

test('a student reads next term’s recommendations and a subject’s detail', async ({ page }) => {
  await loginAs(page, DEMO.student1);
  const menu = sideMenu(page);
  await menu.getByText('학습활동', { exact: true }).click();
  await menu.getByRole('link', { name: '교과목 추천', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/learnact\/learnplan\/currircmd$/);
  await expect(page.getByRole('heading', { level: 1, name: '교과목 추천' })).toBeVisible();
  await expect(page.getByTestId('rec-term')).toHaveText('2027학년도 1학기');

  // What the page shows is what the API computed for this student.
  const view = await api(page, REC_API);
  const items = page.getByTestId('rec-item');
  await expect(items).toHaveCount(view.recommended.length + view.needsPrereq.length);
  await expect(page.getByTestId('rec-depts')).toContainText(view.departments[0].deptNm);

  // None of the recommended subjects is one the student passed or is taking now.
  const shownIds = await items.evaluateAll((els) => els.map((el) => el.getAttribute('data-sbjt')!));
  for (const id of shownIds) {
    const d = await api(page, `${REC_API}/${id}`);
    expect(['PASSED', 'IN_PROGRESS'], `${d.korNm}: ${d.student.statusNm}`).not.toContain(d.student.status);
  }

  // The best recommendation comes first in its group, with its reasons as the API gave them.
  const best = view.recommended[0];
  const bestCard = page.locator(`[data-testid="rec-item"][data-sbjt="${best.sbjtKeyId}"]`);
  for (const r of best.reasons) await expect(bestCard.getByRole('list', { name: '추천 이유' })).toContainText(r.text);
  await expect(page.getByTestId(`rec-group-${best.kind}`).getByTestId('rec-item').first()).toHaveAttribute('data-sbjt', best.sbjtKeyId);

  // Weakest competency or the prompt to take a diagnosis.
  if (view.diagnosis) await expect(page.getByTestId('rec-weakest')).toContainText(`${view.weakest[0].korNm}(${view.weakest[0].score}점)`);
  else await expect(page.getByTestId('rec-diagnosis-prompt')).toBeVisible();

  // Filters: hide the best one's group, then find it by name.
  const groupToggle = page.locator(`label[for="rec-kind-${best.kind}"]`);
  await untilHydrated(groupToggle);
  await groupToggle.click();
  await expect(bestCard).toHaveCount(0);
  await groupToggle.click();
  await page.getByLabel('교과목명·코드').fill(best.korNm);
  await expect(bestCard).toBeVisible();
  await page.getByLabel('교과목명·코드').fill('');

  // The detail of a subject with a prerequisite if there is one, else the best one.
  const withPrereq = [...view.recommended, ...view.needsPrereq].find((r: any) => r.reasons.some((x: any) => x.code.startsWith('PREREQ_'))) ?? best;
  await page.locator(`[data-testid="rec-item"][data-sbjt="${withPrereq.sbjtKeyId}"]`).getByRole('link', { name: withPrereq.korNm }).click();
  await expect(page).toHaveURL(new RegExp(`/currircmd/${withPrereq.sbjtKeyId}$`));
  await expect(page.getByRole('heading', { level: 1, name: withPrereq.korNm })).toBeVisible();
  const d = await api(page, `${REC_API}/${withPrereq.sbjtKeyId}`);

  const next = page.getByTestId('sections-next');
  await expect(next.getByRole('heading')).toHaveText('2027학년도 1학기 개설 분반');
  await expect(next.getByTestId('section-row')).toHaveCount(d.next.sections.length);
  expect(d.next.sections.length).toBeGreaterThan(0);
  const firstRow = next.getByTestId('section-row').first();
  const first = d.next.sections[0];
  for (const m of first.times) await expect(firstRow).toContainText(`${'일월화수목금토'[m.day]} ${m.start}-${m.end}`);
  await expect(firstRow).toContainText(first.profNm);
  await expect(firstRow).toContainText(first.room);

  const prereqs = page.getByTestId('prereqs');
  if (d.student.prereqs.length) {
    await expect(prereqs.getByTestId('prereq-summary')).toHaveText(d.student.prereqsMet ? '선수과목 충족' : '선수과목 미충족');
    for (const p of d.student.prereqs) await expect(prereqs.getByTestId('prereq-item').filter({ hasText: p.korNm })).toContainText(p.statusNm);
  } else {
    await expect(prereqs.getByTestId('prereq-summary')).toContainText('선수과목이 없습니다');
  }
  await expect(page.getByTestId('fills')).toContainText('졸업 총 이수학점');

  // Back to the list.
  await page.getByRole('link', { name: '추천 목록' }).click();
  await expect(page).toHaveURL(/\/currircmd$/);
});

test('an unknown subject shows the site’s 404 page', async ({ page }) => {
  await loginAs(page, { id: 'student240', div: 'std' });
  const res = await page.goto('/user/learnact/learnplan/currircmd/SBJ99999');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('요청하신 페이지가 없거나 주소가 바뀌었습니다.')).toBeVisible();
});
