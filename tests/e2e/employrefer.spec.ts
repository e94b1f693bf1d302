// Employment reference on a phone (390 px): a new student opens 취업 참고자료, takes the
// career interest test (one item left out is pointed out in Korean first), sees the chart of the
// six scores and her code SAE; then writes a cover-letter draft for 지원동기 and watches the counts
// (with and without spaces, bytes) change as she types, saves it and saves a second version.
import { test, expect, loginAs, toastWith, untilHydrated } from './fixtures';
import { newStudent } from '../support/factories';
import { ITEMS } from '../../src/lib/employrefer/riasec';

test.use({ viewport: { width: 390, height: 844 } });

const PICK: Record<string, number> = { R: 2, I: 1, A: 4, S: 5, E: 3, C: 1 };

test('a student takes the career interest test and writes a cover-letter draft with live counts', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const account = await newStudent(baseURL!);
  await loginAs(page, { id: account.userId, div: 'std' }, { password: account.password });
  await page.goto('/user/employrefer');
  await expect(page.getByTestId('home-draft-count')).toHaveText('0');
  await page.getByRole('link', { name: '검사하기', exact: true }).click();

  const form = page.getByTestId('careertest-form');
  await untilHydrated(form.getByTestId('careertest-submit'));
  const last = ITEMS[ITEMS.length - 1];
  for (const item of ITEMS) {
    if (item === last) continue;
    await form.locator(`label[for="ct-${item.id}-${PICK[item.type]}"]`).click();
  }
  await expect(form.getByTestId('answered')).toHaveText(`${ITEMS.length - 1} / ${ITEMS.length} 문항 답함`);
  await form.getByTestId('careertest-submit').click();
  await expect(form.getByTestId('careertest-error')).toContainText('답하지 않은 문항이 1개 있습니다');
  await expect(form.locator(`[data-item="${last.id}"]`)).toContainText(`${ITEMS.length}번 문항에 답해 주세요.`);
  await form.locator(`label[for="ct-${last.id}-${PICK[last.type]}"]`).click();
  await form.getByTestId('careertest-submit').click();

  await page.waitForURL(/\/user\/employrefer\/careertest\?resultId=\d+$/);
  await expect(page.getByTestId('top-code')).toHaveText('SAE');
  const chart = page.getByTestId('riasec-chart');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('score-table').locator('tr[data-type="S"] [data-col="score"]')).toHaveText('40');
  await expect(page.getByTestId('top-types')).toContainText('사회형');
  await expect(page.getByTestId('job-families')).toContainText('예술·디자인·방송·스포츠직');
  await expect(page.getByTestId('careertest-history').locator('tbody tr')).toHaveCount(1);

  // The cover-letter helper: a new draft for 지원동기.
  await page.goto('/user/employrefer/jasoseol');
  await page.locator('[data-question="MOTIVE"]').getByTestId('new-draft').click();
  const editor = page.getByTestId('draft-form');
  await untilHydrated(editor.getByTestId('save-draft'));
  await expect(editor.getByTestId('count-with')).toHaveText('0');
  await editor.getByLabel('제목 (지원 회사·용도)').fill('한울재단 공채');
  await editor.getByLabel('내용').fill('안녕하세요 반갑습니다');
  await expect(editor.getByTestId('count-with')).toHaveText('11');
  await expect(editor.getByTestId('count-without')).toHaveText('10');
  await expect(editor.getByTestId('count-bytes')).toHaveText('31');
  await editor.getByLabel('내용').pressSequentially(' 👍');
  await expect(editor.getByTestId('count-with')).toHaveText('13');
  await expect(editor.getByTestId('count-without')).toHaveText('11');
  await expect(editor.getByTestId('count-bytes')).toHaveText('36');
  await editor.getByTestId('save-draft').click();
  await page.waitForURL(/\/user\/employrefer\/jasoseol\/\d+$/);
  await expect(page.getByTestId('versions').locator('li')).toHaveCount(1);

  const again = page.getByTestId('draft-form');
  await untilHydrated(again.getByTestId('save-draft'));
  await again.getByLabel('내용').fill('교육 봉사를 하며 이 일을 하고 싶어졌습니다.');
  await again.getByTestId('save-draft').click();
  await expect(toastWith(page, '2번째 버전으로 저장했습니다')).toBeVisible();
  await expect(page.getByTestId('versions').locator('li')).toHaveCount(2);
  await page.getByTestId('versions').locator('[data-version-no="1"] summary').click();
  await expect(page.getByTestId('version-content')).toHaveText('안녕하세요 반갑습니다 👍');
});
