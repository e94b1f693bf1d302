// Recruiting on a phone (390 px): a student searches the postings with a Korean word, sees a closed
// posting marked, opens a posting, bookmarks it, finds it under 관심 공고만, sees its deadline in the
// calendar's list, makes a private calendar address, reads the .ics feed back without her session,
// and revokes it. Students 279 and 280 belong to this file.
import { test, expect, loginAs, student, toastWith, untilHydrated } from './fixtures';
import { request as playwrightRequest } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

const POSTING = '데이터 엔지니어 인턴 (6개월)';

test('search, detail, bookmark, calendar and the private feed on a phone', async ({ page, baseURL }) => {
  await loginAs(page, student(279));

  // Search with a Korean substring.
  await page.goto('/user/careerinfo/cmmnrecrt');
  await expect(page.getByRole('heading', { level: 1, name: '채용정보' })).toBeVisible();
  await page.getByLabel('검색어').fill('엔지니어');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/keyword=/);
  const list = page.getByTestId('posting-list');
  const card = list.getByTestId('posting-card').filter({ hasText: POSTING });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('dday')).toHaveText('D-5');
  await expect(list.getByTestId('posting-card').filter({ hasText: '설비 엔지니어 신입' })).toBeVisible();

  // A posting past its deadline is marked closed.
  await page.getByLabel('검색어').fill('생산관리');
  await page.getByRole('button', { name: '검색' }).click();
  const closed = page.getByTestId('posting-card').filter({ hasText: '생산관리 계약직' });
  await expect(closed.getByTestId('closed-badge')).toHaveText('마감된 공고');
  await expect(closed.getByTestId('dday')).toHaveText('마감');

  // Open the posting, read it, bookmark it.
  await page.getByLabel('검색어').fill('엔지니어 인턴');
  await page.getByRole('button', { name: '검색' }).click();
  await page.getByRole('link', { name: POSTING }).click();
  const detail = page.getByTestId('posting-detail');
  await expect(detail.getByRole('heading', { name: POSTING })).toBeVisible();
  await expect(page.getByTestId('company-name')).toHaveText('(주)누리데이터웍스');
  await expect(page.getByTestId('requirements')).toContainText('지원 자격');
  await expect(page.getByTestId('contact')).toContainText('인사팀');
  const bookmark = detail.getByTestId('bookmark');
  await untilHydrated(bookmark);
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  const box = await bookmark.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await bookmark.click();
  await expect(toastWith(page, '관심 공고에 담았습니다.')).toBeVisible();
  await expect(page.getByTestId('posting-detail').getByTestId('bookmark')).toHaveAttribute('aria-pressed', 'true');

  // Only her bookmarks.
  await page.goto('/user/careerinfo/cmmnrecrt?bookmarked=Y');
  await expect(page.getByTestId('total')).toHaveText('1');
  await expect(page.getByTestId('posting-card').filter({ hasText: POSTING })).toBeVisible();

  // The calendar: a phone opens the list; the deadline is there, also with 관심 공고만.
  await page.goto('/user/careerinfo/recrtcalendar');
  const calendar = page.getByTestId('calendar');
  await expect(calendar.getByText(`[마감] (주)누리데이터웍스 ${POSTING}`)).toBeVisible();
  await calendar.getByLabel('관심 공고만').check();
  await expect(page.getByTestId('calendar-count')).toHaveText('이 기간 일정 2건');
  await expect(calendar.getByText(`[마감] (주)누리데이터웍스 ${POSTING}`)).toBeVisible();
  await expect(calendar.getByText('[시작] (주)누리데이터웍스 데이터 엔지니어 인턴 (6개월)')).toBeVisible();

  // A private address for the phone's calendar, read back without her session.
  const feed = page.getByTestId('feed');
  await untilHydrated(feed.getByTestId('feed-issue'));
  await feed.getByTestId('feed-issue').click();
  const url = await feed.getByTestId('feed-url').inputValue();
  expect(url).toMatch(/\/api\/v1\/recruiting\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const res = await anonymous.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/calendar');
  const ics = (await res.text()).replace(/\r\n[ \t]/g, '');
  const events = ics.split('BEGIN:VEVENT').slice(1);
  const deadline = events.find((e) => e.includes('-deadline@student-portal') && e.includes(POSTING));
  expect(deadline, 'the bookmarked deadline is in the feed').toBeTruthy();
  expect(deadline).toContain('DTSTART;VALUE=DATE:20261127');
  expect(events.every((e) => e.includes('누리데이터웍스'))).toBe(true);

  // Revoked: the address stops answering.
  await feed.getByTestId('feed-revoke').click();
  await page.getByRole('dialog').getByRole('button', { name: '해지' }).click();
  await expect(toastWith(page, '구독 주소를 해지했습니다.')).toBeVisible();
  await expect(feed.getByTestId('feed-status')).toHaveText('사용 중인 구독 주소가 없습니다.');
  expect((await anonymous.get(url)).status()).toBe(404);
  await anonymous.dispose();
});

test('recommendations show their reasons and a posting can be hidden', async ({ page }) => {
  await loginAs(page, student(280));
  await page.goto('/user/careerinfo/rcmdrecrt');
  await expect(page.getByRole('heading', { level: 1, name: '추천 채용정보' })).toBeVisible();
  await expect(page.getByTestId('basis')).toContainText('주전공');
  const first = page.getByTestId('recommendations').getByTestId('posting-card').first();
  await expect(first.getByTestId('reasons')).toContainText('졸업생이 많이 진출하는');
  const title = (await first.locator('h2').textContent())!.trim();
  const hide = first.getByTestId('hide');
  await untilHydrated(hide);
  await hide.click();
  await expect(toastWith(page, '추천에서 숨겼습니다.')).toBeVisible();
  await expect(page.getByTestId('hidden-list')).toContainText(title);
  await expect(page.getByTestId('recommendations').getByRole('heading', { name: title })).toHaveCount(0);
});
