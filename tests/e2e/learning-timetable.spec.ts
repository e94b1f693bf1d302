// 나의 시간표 as a student uses it: opened from the side menu, this term's real subjects on the grid
// (the same the API reports), a plan for next term with two overlapping sections and the conflict
// named, one removed, saved and still there after a reload, and the plan as a calendar file.
// Students 180-183 belong to this file.
import fs from 'node:fs';
import { test, expect, loginAs, sideMenu, student, toastWith, untilHydrated } from './fixtures';
import type { Page } from '@playwright/test';
import { findConflicts, formatMeeting, type SectionInfo } from '../../src/lib/learning/timetable';
import { particle } from '../../src/lib/text/josa';

const API = '/api/v1/learnact/timetable';

function apiHeaders(page: Page) {
  return { Origin: new URL(page.url()).origin, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: apiHeaders(page) });
  expect(res.status()).toBe(200);
  return (await res.json()).data as T;
}

/** Two sections of different subjects that meet at the same time, the earlier-listed first. */
function overlappingPair(offerings: SectionInfo[]): [SectionInfo, SectionInfo] {
  for (const a of offerings)
    for (const b of offerings) if (a.sbjtKeyId !== b.sbjtKeyId && a.korNm !== b.korNm && findConflicts([a, b]).length) return [a, b];
  throw new Error('no overlapping pair');
}

test('a student sees this term, plans the next with a conflict warning, saves the plan and exports it', async ({ page }) => {
  await loginAs(page, student(180));
  // Start from no saved plans (an earlier run may have left one).
  for (const p of (await apiGet<{ plans: { planId: number }[] }>(page, `${API}/plans`)).plans) {
    expect((await page.request.post(`${API}/plans/${p.planId}/delete`, { headers: apiHeaders(page) })).status()).toBe(200);
  }

  const menu = sideMenu(page);
  await menu.getByText('학습활동', { exact: true }).click();
  await menu.getByRole('link', { name: '나의 시간표', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/user/learnact/mytimetbl');
  await expect(page.getByRole('heading', { level: 1, name: '나의 시간표' })).toBeVisible();

  // This term: every subject the API reports is on the grid, with its room; the credit total matches.
  const current = await apiGet<{ sections: SectionInfo[]; credits: number }>(page, `${API}/current`);
  expect(current.sections.length).toBeGreaterThan(0);
  const grid = page.getByTestId('current-grid');
  await expect(page.getByTestId('current-section')).toContainText('2026학년도 2학기 시간표');
  for (const s of current.sections) {
    await expect(grid.locator('.tt-block', { hasText: s.korNm }).first()).toBeVisible();
    if (s.room) await expect(grid.locator('.tt-block', { hasText: s.korNm }).first()).toContainText(s.room);
    await expect(page.getByTestId('current-list')).toContainText(s.korNm);
  }
  await expect(page.getByTestId('current-credits')).toContainText(`총 ${current.credits}학점`);

  // Next term: two sections that overlap; the warning names both subjects and the shared time.
  const planner = page.getByTestId('planner-section');
  await expect(planner).toContainText('최대 21학점');
  const { offerings } = await apiGet<{ offerings: SectionInfo[] }>(page, `${API}/offerings`);
  const [a, b] = overlappingPair(offerings);
  const search = planner.getByPlaceholder('과목명, 과목코드, 교수명');
  await untilHydrated(search);
  for (const s of [a, b]) {
    await search.fill(s.sbjtCd);
    await planner.getByRole('button', { name: `${s.korNm} ${s.section}분반 담기` }).click();
  }
  const issues = planner.getByTestId('plan-issues');
  const conflict = findConflicts([a, b])[0];
  await expect(issues).toContainText(`'${a.korNm}'${particle(a.korNm, '와/과')} '${b.korNm}'의 수업 시간이 겹칩니다`);
  await expect(issues).toContainText(formatMeeting({ day: conflict.day, start: conflict.start, end: conflict.end }));
  await expect(planner.getByTestId('plan-grid').locator('.tt-conflict')).not.toHaveCount(0);

  // Saving is refused while the conflict is there.
  await planner.getByRole('button', { name: '계획 저장' }).click();
  await expect(toastWith(page, '저장할 수 없습니다')).toBeVisible();

  // Remove one: the warning goes, the plan is saved and is still there after a reload.
  await planner.getByRole('button', { name: `${b.korNm} ${b.section}분반 빼기` }).click();
  await expect(issues).not.toContainText('겹칩니다');
  // The refusal goes with the conflict, at once.
  await expect(toastWith(page, '저장할 수 없습니다')).toHaveCount(0, { timeout: 1000 });
  await expect(planner.getByTestId('plan-credits')).toHaveText(`${a.credits} / 21학점`);
  await planner.getByRole('button', { name: '계획 저장' }).click();
  await expect(toastWith(page, "'1안' 계획을 저장했습니다.")).toBeVisible();
  await expect(planner.getByRole('button', { name: '저장됨' })).toBeVisible();

  await page.reload();
  const list = page.getByTestId('planner-section').getByTestId('plan-list');
  await untilHydrated(list);
  await expect(list).toContainText(a.korNm);
  await expect(list).not.toContainText(b.korNm);
  await expect(page.getByTestId('planner-section').getByRole('button', { name: '1안', exact: true })).toHaveAttribute('aria-current', 'true');
  const saved = await apiGet<{ plans: { name: string; offeringIds: number[] }[] }>(page, `${API}/plans`);
  expect(saved.plans.map((p) => [p.name, p.offeringIds])).toEqual([['1안', [a.offeringId]]]);

  // The plan as a calendar file: the subject, weekly until the term's end.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('planner-section').getByRole('button', { name: '캘린더(.ics)' }).click()]);
  expect(download.suggestedFilename()).toBe('2027학년도 1학기 1안.ics');
  const ics = fs.readFileSync((await download.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
  expect(ics).toContain(`SUMMARY:${a.korNm}`);
  expect(ics).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=20270620T145959Z/);
  expect(ics).toContain('X-WR-TIMEZONE:Asia/Seoul');
});

test('the running term exports as a calendar file and an image', async ({ page }) => {
  await loginAs(page, student(181));
  await page.goto('/user/learnact/mytimetbl');
  const section = page.getByTestId('current-section');
  const current = await apiGet<{ sections: SectionInfo[] }>(page, `${API}/current`);
  const button = section.getByRole('button', { name: '캘린더(.ics)' });
  await untilHydrated(button);
  const [ics] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = fs.readFileSync((await ics.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
  for (const s of current.sections) expect(text).toContain(`SUMMARY:${s.korNm}`);
  expect(text).toContain('RRULE:FREQ=WEEKLY');

  const [png] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), section.getByRole('button', { name: '이미지 저장' }).click()]);
  expect(png.suggestedFilename()).toBe('2026학년도 2학기 시간표.png');
  const bytes = fs.readFileSync((await png.path())!);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the week fits the screen: every day visible, blocks readable, nothing scrolls sideways', async ({ page }) => {
    await loginAs(page, student(182));
    await page.goto('/user/learnact/mytimetbl');
    const current = await apiGet<{ sections: SectionInfo[] }>(page, `${API}/current`);
    const grid = page.getByTestId('current-grid');
    await untilHydrated(grid);
    for (const day of ['월', '화', '수', '목', '금']) await expect(grid.getByText(day, { exact: true })).toBeVisible();
    const first = grid.locator('.tt-block', { hasText: current.sections[0].korNm }).first();
    await expect(first).toBeVisible();
    // A block is as wide as its day column and tall enough for the name and the room.
    const box = (await first.boundingBox())!;
    expect(box.width).toBeGreaterThan(55);
    expect(box.height).toBeGreaterThan(55);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
