// Recruiting leftovers in the browser. On a desktop a fresh programme admin records a year's
// minimum wage on the staff page and finds it listed with her name; the part-time job form then
// refuses a pay under that figure as she types it. A fresh student registers a team on her own, a
// fresh staff member returns it with a reason, and the leader edits it and sends it again: it waits
// for staff once more and its history shows the return and the resubmission. On a phone a fresh
// student finds the desks closed on Sundays, greyed out with the reason in the booking form. Staff
// close a space on a day a student has booked: the form says first that one booking will be
// cancelled, the page then says it was, and the student finds it cancelled and the day greyed out.
import { test, expect, loginAs, toastWith, untilHydrated } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { newAccount, newStudent } from '../support/factories';

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a programme admin records a minimum wage and the job form checks against it', async ({ page, baseURL }) => {
    const admin = await newAccount(baseURL!, 'stf', { roles: ['RECRUITING_MANAGER'] });
    await loginAs(page, { id: admin.userId, div: 'stf' }, { password: admin.password });
    await page.goto('/stf/recruiting/wages');
    await expect(page.getByTestId('wage-list')).toContainText('10,320원');
    const form = page.getByTestId('wage-form');
    await untilHydrated(form.getByRole('button', { name: '저장' }));
    await form.getByLabel('연도').fill('2033');
    await form.getByLabel('시간급 (원)').fill('11500');
    await form.getByLabel('시행일').fill('2033-01-01');
    await form.getByRole('button', { name: '저장' }).click();
    await expect(toastWith(page, /2033년 최저임금을 (등록|수정)했습니다/)).toBeVisible();
    const row = page.getByTestId('wage-row').filter({ hasText: '2033년' });
    await expect(row).toContainText('11,500원');
    await expect(row).toContainText(admin.korNm);

    await page.goto('/stf/recruiting/parttime');
    const job = page.getByTestId('job-form');
    await untilHydrated(job.getByRole('button', { name: '등록' }));
    await job.getByLabel('제목').fill('2033 도서관 근로학생');
    await job.getByLabel('근무처').fill('중앙도서관');
    await job.getByLabel('근무 장소').fill('중앙도서관 2층');
    await job.getByLabel('근무 시간대').fill('평일 14:00~18:00');
    await job.getByLabel('주당 근무 시간').fill('10');
    await job.getByLabel('시급 (원)').fill('11000');
    await job.getByLabel('근무 시작일').fill('2033-03-02');
    await job.getByLabel('근무 종료일').fill('2033-06-30');
    await job.getByLabel('모집 마감일').fill('2033-02-20');
    await job.getByLabel('업무 내용').fill('도서 정리와 대출 반납 업무를 돕습니다.');
    await job.getByLabel('지원 방법').fill('포털에서 지원합니다.');
    await job.getByRole('button', { name: '등록' }).click();
    await expect(job).toContainText('시급은 2033년 최저임금 11,500원 이상이어야 합니다.');
    await expect(job.getByLabel('제목')).toHaveValue('2033 도서관 근로학생');
  });

  test('a returned team is edited and sent again, with its history', async ({ page, baseURL }) => {
    const leader = await newStudent(baseURL!);
    const staff = await newAccount(baseURL!, 'stf', { roles: ['STARTUP_MANAGER'] });
    const teamNm = `다시팀${Date.now() % 100000}`;

    await loginAs(page, { id: leader.userId, div: 'std' }, { password: leader.password });
    await page.goto('/user/careerinfo/startupsupp/tab04');
    const form = page.getByTestId('team-form');
    await untilHydrated(form.getByRole('button', { name: '팀 등록' }));
    await form.getByLabel('팀 이름').fill(teamNm);
    await form.getByLabel('창업 아이템').fill('캠퍼스 분실물 찾기');
    await form.getByLabel('팀 소개').fill('분실물 사진을 올리면 비슷한 습득물을 찾아 알려 줍니다.');
    await form.getByRole('button', { name: '1번째 팀원 빼기' }).click();
    await form.getByRole('button', { name: '팀 등록' }).click();
    await expect(toastWith(page, /팀을 등록했습니다/)).toBeVisible();

    await page.context().clearCookies();
    await loginAs(page, { id: staff.userId, div: 'stf' }, { password: staff.password });
    await page.goto('/stf/recruiting/startup/teams');
    const card = page.getByTestId('staff-team').filter({ hasText: teamNm });
    const ret = card.getByRole('button', { name: '반려' });
    await untilHydrated(ret);
    await card.getByLabel('반려 사유').fill('아이템의 차별점을 적어 주세요.');
    await ret.click();
    await page.getByRole('dialog', { name: '반려' }).getByRole('button', { name: '반려', exact: true }).click();
    await expect(toastWith(page, /반려/)).toBeVisible();

    await page.context().clearCookies();
    await loginAs(page, { id: leader.userId, div: 'std' }, { password: leader.password });
    await page.goto('/user/careerinfo/startupsupp/tab04');
    const mine = page.getByTestId('team-card').filter({ hasText: teamNm });
    await expect(mine.getByTestId('team-return-reason')).toContainText('아이템의 차별점을 적어 주세요.');
    await mine.getByText('수정해 다시 제출', { exact: true }).first().click();
    const edit = mine.getByTestId(/^team-edit-form-/);
    await untilHydrated(edit.getByRole('button', { name: '수정해 다시 제출' }));
    await expect(edit.getByLabel('팀 이름')).toHaveValue(teamNm);
    await edit.getByLabel('창업 아이템').fill('사진 비교로 찾는 캠퍼스 분실물 서비스');
    await edit.getByRole('button', { name: '수정해 다시 제출' }).click();
    await expect(toastWith(page, /팀을 다시 제출했습니다/)).toBeVisible();
    const again = page.getByTestId('team-card').filter({ hasText: teamNm });
    await expect(again.getByTestId('team-status')).toHaveText('승인 대기');
    await expect(again).toContainText('사진 비교로 찾는 캠퍼스 분실물 서비스');
    await again.getByText(/처리 이력/).click();
    await expect(again).toContainText('승인 대기 → 반려');
    await expect(again).toContainText('반려 → 승인 대기');
    await expect(again).toContainText('수정 후 다시 제출');
  });
});

test('staff close a booked day: told the count first, the booking is cancelled and the day greyed out', async ({ page, browser, baseURL }) => {
  const staffAccount = await newAccount(baseURL!, 'stf', { roles: ['STARTUP_MANAGER'] });
  const booker = await newStudent(baseURL!);
  const spaceNm = `점검 회의실 ${Date.now().toString(36).slice(-5)}`;
  const DAY = '2026-11-26'; // a Thursday in the coming week
  const post = async (request: APIRequestContext, path: string, data: unknown) => {
    const res = await request.post(path, { data, headers: { origin: baseURL!, 'x-requested-with': 'XMLHttpRequest' } });
    const body = await res.json();
    expect(res.status(), JSON.stringify(body)).toBe(200);
    return body.data;
  };

  await loginAs(page, { id: staffAccount.userId, div: 'stf' }, { password: staffAccount.password });
  const { spaceId } = await post(page.request, '/api/v1/recruiting/manage/startup/spaces', { kindCd: 'ROOM', spaceNm, location: '학생회관 3층', seats: 4, openTm: '09:00', closeTm: '18:00' });
  const studentContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const student = await studentContext.newPage();
  await loginAs(student, { id: booker.userId, div: 'std' }, { password: booker.password });
  await post(student.request, '/api/v1/recruiting/startup/spaces/bookings', { spaceId, useDt: DAY, start: '10:00', end: '11:00', purpose: '팀 회의' });

  await page.goto('/stf/recruiting/startup/spaces');
  const card = page.getByTestId('staff-space').filter({ hasText: spaceNm });
  await card.locator('summary').click();
  const form = card.getByTestId(`closure-form-${spaceId}`);
  await untilHydrated(form.getByRole('button', { name: '휴무일 추가' }));
  await form.getByLabel('휴무 구분').selectOption('DATE');
  await form.getByLabel('날짜 (특정 날짜)').fill(DAY);
  await form.getByLabel('사유').fill('냉방기 교체');
  // The portal's dialog asks first, naming what the closure cancels.
  await form.getByRole('button', { name: '휴무일 추가' }).click();
  const ask = page.getByRole('dialog', { name: '확인' });
  await expect(ask).toContainText(`${DAY}(목) 냉방기 교체: 이미 예약된 1건이 취소되고 예약자에게 메시지가 보내집니다. 휴무일을 추가할까요?`);
  await ask.getByRole('button', { name: '확인', exact: true }).click();
  await expect(toastWith(page, `휴무일을 등록했습니다: ${DAY}(목) 냉방기 교체. 예약 1건을 취소하고 예약자에게 알렸습니다.`)).toBeVisible();
  await expect(page.getByTestId(`space-closures-${spaceId}`)).toContainText(`${DAY}(목) 냉방기 교체`);

  await student.goto('/user/careerinfo/startupsupp/tab03');
  await expect(student.getByTestId('my-space-bookings').getByTestId('my-booking')).toHaveCount(0);
  await student.getByText('지난 예약과 취소한 예약').click();
  await expect(student.getByTestId('my-space-bookings')).toContainText(`${spaceNm} · 휴무로 취소 (${DAY}(목) 냉방기 교체)`);
  const booking = student.getByTestId('space-form');
  await untilHydrated(booking.getByRole('button', { name: '예약하기' }));
  await booking.getByLabel('공간').selectOption({ label: `${spaceNm} · 회의실 (09:00~18:00)` });
  await expect(booking.getByLabel('이용일').locator(`option[value="${DAY}"]`)).toBeDisabled();
  await expect(booking.getByLabel('이용일').locator(`option[value="${DAY}"]`)).toContainText('휴무 (2026-11-26(목) 냉방기 교체)');
  await studentContext.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a student sees the closed days of a space and cannot book one', async ({ page, baseURL }) => {
    const account = await newStudent(baseURL!);
    await loginAs(page, { id: account.userId, div: 'std' }, { password: account.password });
    await page.goto('/user/careerinfo/startupsupp/tab03?useDt=2026-11-29');
    const desk = page.getByTestId('space-card').filter({ hasText: '코워킹 좌석 1' });
    await expect(desk.getByTestId('space-closures')).toContainText('매주 일요일 정기 휴무');
    await expect(desk.getByTestId('space-closed')).toContainText('2026-11-29 휴무');

    // In the booking form the desk's Sundays are greyed out with the reason; the other days are not.
    const form = page.getByTestId('space-form');
    await untilHydrated(form.getByRole('button', { name: '예약하기' }));
    await form.getByLabel('공간').selectOption({ label: '코워킹 좌석 1 · 개인 좌석 (08:00~22:00)' });
    const sunday = form.getByLabel('이용일').locator('option[value="2026-11-29"]');
    await expect(sunday).toBeDisabled();
    await expect(sunday).toHaveText('2026-11-29 (일) · 휴무 (매주 일요일 정기 휴무)');
    await expect(form.getByLabel('이용일').locator('option[value="2026-11-30"]')).toBeEnabled();
    await expect(page.getByTestId('my-space-bookings').getByTestId('my-booking')).toHaveCount(0);
  });
});
