// Recruiting leftovers in the browser. On a desktop a fresh programme admin records a year's
// minimum wage on the staff page and finds it listed with her name; the part-time job form then
// refuses a pay under that figure as she types it. A fresh student registers a team on her own, a
// fresh staff member returns it with a reason, and the leader edits it and sends it again: it waits
// for staff once more and its history shows the return and the resubmission. On a phone a fresh
// student finds the desks closed on Sundays and is refused a Sunday booking with the reason.
import { test, expect, loginAs, toastWith, untilHydrated } from './fixtures';
import { newAccount, newStudent } from '../support/factories';

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a programme admin records a minimum wage and the job form checks against it', async ({ page, baseURL }) => {
    const admin = await newAccount(baseURL!, 'stf', { roles: ['PROGRAM_ADMIN'] });
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
    const staff = await newAccount(baseURL!, 'stf');
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
    page.once('dialog', (d) => void d.accept());
    await ret.click();
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a student sees the closed days of a space and cannot book one', async ({ page, baseURL }) => {
    const account = await newStudent(baseURL!);
    await loginAs(page, { id: account.userId, div: 'std' }, { password: account.password });
    await page.goto('/user/careerinfo/startupsupp/tab03?useDt=2026-11-29');
    const desk = page.getByTestId('space-card').filter({ hasText: '코워킹 좌석 1' });
    await expect(desk.getByTestId('space-closures')).toContainText('매주 일요일 정기 휴무');
    await expect(desk.getByTestId('space-closed')).toContainText('2026-11-29 휴무');

    const form = page.getByTestId('space-form');
    await untilHydrated(form.getByRole('button', { name: '예약하기' }));
    await form.getByLabel('공간').selectOption({ label: '코워킹 좌석 1 · 개인 좌석 (08:00~22:00)' });
    await form.getByLabel('이용일').selectOption('2026-11-29');
    await form.getByLabel('시작 시각').selectOption('10:00');
    await form.getByLabel('종료 시각').selectOption('11:00');
    await form.getByLabel('이용 목적').fill('시제품 코딩');
    await form.getByRole('button', { name: '예약하기' }).click();
    await expect(page.getByText(/코워킹 좌석 1: 2026-11-29\(일\)에는 이용할 수 없습니다/).first()).toBeVisible();
    await expect(page.getByTestId('my-space-bookings').getByTestId('my-booking')).toHaveCount(0);
  });
});
