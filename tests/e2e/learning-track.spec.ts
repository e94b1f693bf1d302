// Tracks in the browser: a student reads 트랙 안내, applies from 트랙 신청 and sees 신청; a fresh
// staff member of the academic office (LEARNING_MANAGER) approves it on 트랙 관리; the student sees 승인 and the track with its progress in 나의 트랙;
// another student cancels an application before the deadline. Students 25-29 belong to this file.
import { test, expect, openFromMenu, loginAs, student, toastWith, untilHydrated, type UserDiv } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { newAccount } from '../support/factories';
import type { TrackInfo } from '../../src/lib/server/learning/tracks';

const TODAY = '2026-11-22';

async function catalogue(page: Page): Promise<TrackInfo[]> {
  const res = await page.request.get('/api/v1/learnact/track/tracks');
  expect(res.ok()).toBe(true);
  return (await res.json()).data as TrackInfo[];
}

async function openAs(browser: Browser, baseURL: string | undefined, account: { id: string; div: UserDiv }, password?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginAs(page, account, password ? { password } : undefined);
  return page;
}

/** Fills the apply form for a track and sends it; returns the new application's card. */
async function apply(page: Page, track: TrackInfo, motivation: string) {
  const form = page.getByTestId('apply-form');
  const select = form.getByLabel('신청할 트랙');
  await untilHydrated(select);
  await select.selectOption(track.trackCd);
  await form.getByLabel('신청 동기').fill(motivation);
  await form.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByTestId('applied-notice')).toContainText(track.korNm);
  const applId = new URL(page.url()).searchParams.get('applied')!;
  return page.locator(`#appl-${applId}`);
}

test('a student reads the tracks, applies, staff approve, and the student sees 승인 and the progress', async ({ page, browser, baseURL }) => {
  await loginAs(page, student(25));
  await openFromMenu(page, '트랙 안내');
  const tracks = await catalogue(page);
  const list = page.getByTestId('track-list');
  for (const t of tracks) {
    const card = list.locator(`[data-track="${t.trackCd}"]`);
    await expect(card.getByRole('heading', { name: t.korNm })).toBeVisible();
    await expect(card).toContainText(t.summary);
  }
  const open = tracks.find((t) => t.applyStartDt <= TODAY && TODAY <= t.applyEndDt)!;
  const closed = tracks.find((t) => t.applyEndDt < TODAY)!;
  await expect(list.locator(`[data-track="${open.trackCd}"]`).getByTestId('window')).toHaveText('신청 중');
  await expect(list.locator(`[data-track="${closed.trackCd}"]`).getByTestId('window')).toHaveText('신청 마감');

  // 트랙 신청: a short motivation is refused next to the box; then the application goes in as 신청.
  await openFromMenu(page, '트랙 신청');
  await expect(page.getByTestId('no-applications')).toBeVisible();
  const form = page.getByTestId('apply-form');
  await untilHydrated(form.getByLabel('신청할 트랙'));
  // A closed track cannot be chosen.
  await expect(form.locator(`option[value="${closed.trackCd}"]`)).toBeDisabled();
  await form.getByLabel('신청할 트랙').selectOption(open.trackCd);
  await form.getByLabel('신청 동기').fill('짧은 동기');
  await form.getByRole('button', { name: '신청하기' }).click();
  await expect(form.getByText('신청 동기는 20자 이상 입력해 주세요.')).toBeVisible();
  const card = await apply(page, open, '전공 수업에서 배운 내용을 넓혀 이 분야를 체계적으로 공부하고 싶어 신청합니다.');
  await expect(card.getByTestId('appl-status')).toHaveText(/신청$/);
  await expect(card).toContainText(open.korNm);

  // The academic office approves it from 트랙 관리.
  const office = await newAccount(baseURL!, 'stf', { roles: ['LEARNING_MANAGER'] });
  const staff = await openAs(browser, baseURL, { id: office.userId, div: 'stf' }, office.password);
  await openFromMenu(staff, '트랙 관리', { group: '학습활동 관리' });
  await staff.getByLabel('트랙', { exact: true }).selectOption(open.trackCd);
  await staff.getByRole('button', { name: '조회' }).click();
  const review = staff.locator('[data-student="student25"]');
  await expect(review).toContainText(open.korNm);
  await review.getByLabel('심사 의견 (반려 시 필수)').fill('이수 계획이 좋습니다.');
  const approve = review.getByRole('button', { name: /^승인/ });
  await untilHydrated(approve);
  await approve.click();
  await expect(toastWith(staff, '승인했습니다')).toBeVisible();
  await staff.getByLabel('상태').selectOption('APPROVED');
  await staff.getByRole('button', { name: '조회' }).click();
  await expect(staff.locator('[data-student="student25"]').getByTestId('appl-status')).toHaveText(/승인$/);
  await staff.context().close();

  // The student sees 승인 with the note, and the track first in 나의 트랙 with its progress.
  await page.reload();
  await expect(card.getByTestId('appl-status')).toHaveText(/승인$/);
  await card.getByRole('link', { name: open.korNm, exact: true }).click();
  await expect(page.getByTestId('review-note')).toContainText('이수 계획이 좋습니다.');
  await expect(page.getByTestId('history')).toContainText('승인');
  await openFromMenu(page, '나의 트랙');
  const first = page.getByTestId('my-tracks').locator('article').first();
  await expect(first).toHaveAttribute('data-track', open.trackCd);
  await expect(first.getByTestId('appl-status')).toHaveText(/승인$/);
  await expect(first.getByTestId('credits')).toContainText(/\d+ \/ \d+학점/);
  await expect(first.getByTestId('required')).toContainText('필수 교과목');
  await first.locator('summary', { hasText: '교과목별 이수 현황' }).click();
  await expect(first.locator('table tbody tr').first()).toBeVisible();
});

test('a student cancels an application before the deadline', async ({ page }) => {
  await loginAs(page, student(26));
  await openFromMenu(page, '트랙 신청');
  const tracks = await catalogue(page);
  const open = tracks.filter((t) => t.applyStartDt <= TODAY && TODAY <= t.applyEndDt).at(-1)!;
  const card = await apply(page, open, '관심 분야를 넓히기 위해 이 트랙의 교과목을 차례로 들으려고 합니다.');
  const cancel = card.getByRole('button', { name: /신청 취소/ });
  await untilHydrated(cancel);
  await cancel.click();
  const confirm = page.getByRole('dialog', { name: '트랙 신청 취소' });
  await confirm.getByRole('button', { name: '신청 취소' }).click();
  await expect(toastWith(page, '트랙 신청을 취소했습니다')).toBeVisible();
  await expect(card.getByTestId('appl-status')).toHaveText(/취소$/);
  await expect(card.getByRole('button', { name: /신청 취소/ })).toHaveCount(0);
  // The track can be chosen again.
  await expect(page.getByTestId('apply-form').locator(`option[value="${open.trackCd}"]`)).toBeEnabled();
});
