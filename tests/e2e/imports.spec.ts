// An admin brings a term of the academic system's data in through the browser: she opens 학사 데이터
// 가져오기 from the side menu, uploads a zip of CSV files, reads the dry-run report (counts per kind,
// a refused row with its line and column), confirms, and finds the import in the history.
import { test, expect, DEMO, loginAs, sideMenu, untilHydrated } from './fixtures';
import { smallUniversity, uniqueTag, zipOf } from '../support/imports';

test('admin uploads an import file, reads the dry-run report and confirms it', async ({ page }) => {
  const u = smallUniversity(uniqueTag());
  u.files['students.csv'].push(['12ab', '형식오류', u.dept, '', '1', '재학', '', '', '']);
  const zip = await zipOf(u.files);

  await loginAs(page, DEMO.admin1);
  await sideMenu(page).getByRole('link', { name: '학사 데이터 가져오기', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/adm/imports');

  // The form is an island: a file chosen before its code runs would be lost, as for a user.
  await untilHydrated(page.getByTestId('import-submit'));
  await page.getByLabel('파일 (zip, xlsx)').setInputFiles({ name: '2027-1학기.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByTestId('import-submit').click();

  const report = page.getByTestId('import-report');
  await expect(report.getByTestId('import-status')).toHaveText('검토 완료(반영 전)');
  const students = report.getByTestId('import-counts').locator('tr[data-kind="students"]');
  await expect(students.locator('[data-col="create"]')).toHaveText('5');
  await expect(students.locator('[data-col="refused"]')).toHaveText('1');
  const rejects = report.getByTestId('import-rejects');
  await expect(rejects).toContainText('students.csv');
  await expect(rejects).toContainText('학번 형식이 올바르지 않습니다');
  await expect(rejects.getByRole('row').nth(1)).toContainText('7');

  page.once('dialog', (d) => d.accept());
  await report.getByTestId('import-confirm').click();
  await expect(report.getByTestId('import-status')).toHaveText('반영됨');
  await expect(report).toContainText('같은 파일을 다시 가져와도 바뀌는 것은 없습니다');

  await page.reload();
  await expect(page.getByTestId('import-history').getByRole('row').nth(1)).toContainText('2027-1학기.zip');
  await expect(page.getByTestId('import-history').getByRole('row').nth(1)).toContainText('반영됨');
});
