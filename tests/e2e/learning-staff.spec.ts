// Staff keep the academic data: staff2 opens 교과목 관리, 개설강좌 관리 and 졸업요건 관리 from the side
// menu, searches a real subject, creates subjects with a prerequisite and is stopped by a loop, is
// refused a section in a room already taken at that time, and edits a requirement rule that stays
// stored. Everything this file changes it creates itself (codes, titles and years unique per run).
import type { Page } from '@playwright/test';
import { test, expect, openFromMenu, loginAs, toastWith, untilHydrated } from './fixtures';
import { josa } from '../../src/lib/text/josa';

const staff2 = { id: 'staff2', div: 'stf' as const };
const DAYS = ['', '월', '화', '수', '목', '금', '토'];

/** A subject code nobody else uses: 4 letters and 4 digits. */
function newCode() {
  const letters = Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
  return `${letters}${Math.floor(Math.random() * 9000) + 1000}`;
}

/** Fills the subject form (new or edit page) and picks each prerequisite through the search. */
async function fillSubject(page: Page, s: { code: string; name: string }, prereqs: string[]) {
  const form = page.getByTestId('subject-form');
  await untilHydrated(form);
  await form.getByLabel('과목코드', { exact: true }).fill(s.code);
  await form.getByLabel('교과목명', { exact: true }).fill(s.name);
  await form.getByLabel('개설학과', { exact: true }).selectOption({ label: '컴퓨터공학과' });
  for (const p of prereqs) await pickSubject(page, form.getByTestId('prereq-picker'), p);
}

async function pickSubject(page: Page, picker: ReturnType<Page['getByTestId']>, keyword: string) {
  await picker.getByPlaceholder('교과목명 또는 과목코드').fill(keyword);
  await picker.getByRole('button', { name: '찾기' }).click();
  await picker.getByLabel(/검색 결과/).getByRole('button', { name: new RegExp(keyword) }).first().click();
}

test.describe('staff keep the academic data', () => {
  test('staff2 searches subjects, creates two with a prerequisite and cannot close a loop', async ({ page }) => {
    await loginAs(page, staff2);
    await openFromMenu(page, '교과목 관리', { group: '학습활동 관리', path: '/stf/learning/subjects' });

    // A real seeded subject: the first row of the list, found again by part of its name.
    const table = page.getByTestId('subjects');
    const firstName = (await table.locator('tbody tr').first().locator('td').nth(1).innerText()).trim();
    const firstCode = (await table.locator('tbody tr').first().locator('td').first().innerText()).trim();
    await page.getByLabel('교과목명·코드').fill(firstName.slice(0, Math.min(4, firstName.length)));
    await page.getByRole('button', { name: '조회' }).click();
    await expect(table.locator('tbody tr', { hasText: firstCode })).toBeVisible();

    const a = { code: newCode(), name: `관리시험 선행 ${Date.now().toString(36)}` };
    await page.getByRole('link', { name: '새 교과목 등록' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '새 교과목 등록' })).toBeVisible();
    await fillSubject(page, a, [firstCode]);
    await page.getByRole('button', { name: '교과목 등록' }).click();
    await expect(page.getByRole('status')).toContainText(`교과목 ${a.code}`);
    await expect(table.locator('tbody tr', { hasText: a.code })).toContainText(a.name);

    const b = { code: newCode(), name: `관리시험 후행 ${Date.now().toString(36)}` };
    await page.goto('/stf/learning/subjects/new');
    await fillSubject(page, b, [a.code]);
    await page.getByRole('button', { name: '교과목 등록' }).click();
    await expect(table.locator('tbody tr', { hasText: b.code })).toBeVisible();

    // B requires A; making A require B would be a loop.
    await page.goto(`/stf/learning/subjects?keyword=${a.code}`);
    await table.getByRole('link', { name: a.code }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(a.name);
    const form = page.getByTestId('subject-form');
    await untilHydrated(form);
    await expect(form.getByRole('list', { name: '선택한 선수과목' })).toContainText(firstCode);
    await pickSubject(page, form.getByTestId('prereq-picker'), b.code);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    // Said once, under the field, with a short summary at the top and no toast repeating it.
    await expect(form.getByText(/선수과목이 순환합니다/)).toHaveCount(1);
    await expect(form.getByTestId('error-summary')).toBeVisible();
    await expect(toastWith(page, /순환/)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('list', { name: '선택한 선수과목' })).not.toContainText(b.code);
  });

  test('staff2 is refused a section in a room already taken at the same time', async ({ page }) => {
    await loginAs(page, staff2);
    await openFromMenu(page, '개설강좌 관리', { group: '학습활동 관리', path: '/stf/learning/offerings' });
    await expect(page.getByTestId('offering-filter').getByLabel('학기')).toHaveValue('2027-10');

    // A seeded section of the next term: its room and first weekly time.
    const row = page.getByTestId('offerings').locator('tbody tr').first();
    const room = (await row.locator('td.room').innerText()).trim();
    const time = /([월화수목금토]) (\d{2}:\d{2})-(\d{2}:\d{2})/.exec(await row.locator('td.times').innerText())!;
    expect(time, 'the seeded section has a weekly time').not.toBeNull();

    // A subject of this run to open a section of.
    const code = newCode();
    const res = await page.request.post('/api/v1/stf/learning/subjects', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: new URL(page.url()).origin },
      data: { sbjtCd: code, korNm: `관리시험 개설 ${Date.now().toString(36)}`, credits: 3, category: 'MAJOR_ELEC', deptCd: 'D4010', stdYear: 2, stdTermCd: '10', description: '', prereqs: [], competencies: [] },
    });
    expect(res.status()).toBe(200);

    await page.getByRole('link', { name: '분반 추가' }).click();
    const form = page.getByTestId('offering-form');
    await untilHydrated(form);
    await expect(form).toContainText('2027학년도');
    await pickSubject(page, form.getByTestId('offering-subject'), code);
    await form.getByLabel('담당교수').selectOption({ index: 1 });
    await form.getByLabel('강의실').fill(room);
    await form.getByLabel('1번째 시간 요일').selectOption(String(DAYS.indexOf(time[1])));
    await form.getByLabel('1번째 시간 시작').fill(time[2]);
    await form.getByLabel('1번째 시간 끝').fill(time[3]);
    await form.getByRole('button', { name: '분반 추가' }).click();
    await expect(page.getByTestId('offering-error')).toContainText(`강의실 ${josa(room, '은/는')} 겹치는 시간`);

    // Nothing was stored.
    await page.goto(`/stf/learning/offerings?term=2027-10&keyword=${code}`);
    await expect(page.getByTestId('offerings')).toContainText('조건에 맞는 개설강좌가 없습니다.');
  });

  test('staff2 creates a requirement set, edits a rule’s credits and finds them stored after a reload', async ({ page }) => {
    await loginAs(page, staff2);
    await openFromMenu(page, '졸업요건 관리', { group: '학습활동 관리', path: '/stf/learning/requirements' });
    await expect(page.getByTestId('sets')).toContainText('공통');

    const title = `부전공 시험 요건 ${Date.now().toString(36)}`;
    // Seeded sets cover admission years 2000-2099; this one goes before them.
    const year = String(1990 + Math.floor(Math.random() * 10));
    const setForm = page.getByTestId('set-form');
    // The form sits below the list and hydrates once it is scrolled into view.
    await setForm.scrollIntoViewIfNeeded();
    await untilHydrated(setForm);
    await setForm.getByLabel('구분').selectOption('MINOR');
    await setForm.getByLabel('학과').selectOption({ label: '컴퓨터공학과' });
    await setForm.getByLabel('입학연도 부터').fill(year);
    await setForm.getByLabel('입학연도 까지').fill(year);
    await setForm.getByLabel('요건 이름').fill(title);
    await setForm.getByRole('button', { name: '졸업요건 만들기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('student-count')).toContainText('0명');

    const rules = page.getByTestId('rules');
    await untilHydrated(rules);
    await rules.getByRole('button', { name: '항목 추가' }).click();
    const adding = rules.getByTestId('rule-form-new');
    await adding.getByLabel('항목 이름').fill('부전공 이수학점');
    await adding.getByLabel('종류').selectOption('CATEGORY_CREDITS');
    await adding.getByLabel('기준 학점').fill('21');
    await adding.getByRole('button', { name: '항목 추가' }).click();
    await expect(toastWith(page, '요건 항목을 추가했습니다.')).toBeVisible();

    const rule = page.getByTestId('rules').locator('[data-rule-id]').filter({ has: page.locator('input[value="부전공 이수학점"]') });
    await untilHydrated(rule);
    await expect(rule.getByLabel('기준 학점')).toHaveValue('21');
    await expect(rule.getByLabel('전공필수')).toBeChecked();
    await rule.getByLabel('기준 학점').fill('24');
    await rule.getByRole('button', { name: '항목 저장' }).click();
    await expect(toastWith(page, '요건 항목을 저장했습니다.')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('rules').locator('[data-rule-id]').first().getByLabel('기준 학점')).toHaveValue('24');

    // A bad value is refused with a Korean message and not stored.
    const again = page.getByTestId('rules').locator('[data-rule-id]').first();
    await untilHydrated(again);
    await again.getByLabel('기준 학점').fill('500');
    await again.getByRole('button', { name: '항목 저장' }).click();
    await expect(again).toContainText('학점 기준은 1~200 사이 정수입니다.');
    await page.reload();
    await expect(page.getByTestId('rules').locator('[data-rule-id]').first().getByLabel('기준 학점')).toHaveValue('24');
  });
});
