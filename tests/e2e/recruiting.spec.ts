// Recruiting on a phone (390 px): a student searches the postings with a Korean word, sees a closed
// posting marked, opens a posting, bookmarks it, finds it under 관심 공고만, sees its deadline in the
// calendar's list, makes a private calendar address, reads the .ics feed back without her session,
// and revokes it. A company posts a job that goes live once staff approve it and then shows up in a
// student's recommendations with its reason. Students 285 and 286 belong to this file (the API tests
// keep 279-284).
import { test, expect, loginAs, student, toastWith, untilHydrated } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

const POSTING = '데이터 엔지니어 인턴 (6개월)';

test('search, detail, bookmark, calendar and the private feed on a phone', async ({ page, baseURL }) => {
  await loginAs(page, student(285));

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
  await loginAs(page, student(286));
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

async function openAs(browser: Browser, baseURL: string | undefined, account: { id: string; div: 'std' | 'stf' | 'otsdr' }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await loginAs(page, account);
  return page;
}

test('a company posts a job, staff approve it, and it is recommended to a student of a fitting major', async ({ page, browser, baseURL }) => {
  // The student's major decides which job family to post in.
  await loginAs(page, student(286));
  const basis = (await (await page.request.get('/api/v1/recruiting/recommendations')).json()).data.basis as { depts: { kind: string; deptNm: string; jobClsCds: string[] }[] };
  const major = basis.depts.find((d) => d.kind === '주전공')!;
  const title = `신입 채용 ${Date.now().toString(36)}`;

  const company = await openAs(browser, baseURL, { id: 'outsider1', div: 'otsdr' });
  await company.goto('/otsdr/recruiting');
  await company.getByTestId('new-posting').click();
  const form = company.getByTestId('posting-form');
  await untilHydrated(form.getByLabel('공고 제목'));
  await form.getByLabel('공고 제목').fill(title);
  await form.getByLabel('직무').selectOption(major.jobClsCds[0]);
  await form.getByLabel('고용 형태').selectOption('FULL');
  await form.getByLabel('근무 지역').selectOption('SEOUL');
  await form.getByLabel('경력 구분').selectOption('NEW');
  await form.getByLabel('마감일').fill('2026-12-20');
  await form.getByLabel('지원 자격').fill('짧음');
  await form.getByLabel('지원 방법').fill('채용 홈페이지에서 온라인으로 지원합니다.');
  await form.getByTestId('posting-save').click();
  // A field error stays by its field, and what was typed stays.
  await expect(form.locator('#posting-requirements-error')).toContainText('10자 이상');
  await expect(form.getByLabel('공고 제목')).toHaveValue(title);
  await form.getByLabel('지원 자격').fill('관련 전공 졸업(예정)자, 성실하게 배우려는 분');
  await form.getByTestId('posting-save').click();
  await expect(company.getByTestId('status')).toHaveText('승인 대기');
  const postingId = Number(/\/otsdr\/recruiting\/(\d+)/.exec(company.url())![1]);

  // Not for students yet.
  expect((await page.request.get(`/api/v1/recruiting/postings/${postingId}`)).status()).toBe(404);

  const staff = await openAs(browser, baseURL, { id: 'staff1', div: 'stf' });
  await staff.goto('/stf/recruiting/postings?status=PENDING');
  await staff.getByRole('link', { name: title }).click();
  const approve = staff.getByTestId('decide-APPROVE');
  await untilHydrated(approve);
  await approve.click();
  await staff.getByRole('dialog').getByRole('button', { name: '승인', exact: true }).click();
  await expect(toastWith(staff, '승인해 게시했습니다.')).toBeVisible();
  await expect(staff.getByTestId('status')).toHaveText('게시 중');

  // Live, and recommended with the reason of her major.
  await page.goto('/user/careerinfo/rcmdrecrt');
  const card = page.getByTestId('recommendations').getByTestId('posting-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('reasons')).toContainText(`주전공 ${major.deptNm}`);
  await company.context().close();
  await staff.context().close();
});
