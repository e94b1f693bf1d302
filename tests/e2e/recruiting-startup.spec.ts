// Startup support in the browser. On a phone (390 px) a fresh student opens 창업지원, books a
// startup space for an hour on a day of the coming week and finds it under her bookings, then applies
// to the open winter camp and sees her seat counted. On a desktop (1280 px) a fresh student
// registers a team on her own, and a fresh staff member approves it on the review page; the leader
// then sees it approved.
import { test, expect, loginAs, toastWith, untilHydrated } from './fixtures';
import { newAccount, newStudent } from '../support/factories';

const CAMP = '2026 겨울 창업 아이디어 캠프';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a student books a startup space and applies to a camp', async ({ page, baseURL }) => {
    const account = await newStudent(baseURL!);
    await loginAs(page, { id: account.userId, div: 'std' }, { password: account.password });

    await page.goto('/user/careerinfo/startupsupp');
    await expect(page).toHaveURL(/\/startupsupp\/tab01$/);
    await expect(page.getByTestId('centre-team')).toContainText('창업 매니저');
    await page.getByRole('navigation', { name: '창업지원 메뉴' }).getByRole('link', { name: '창업공간 예약' }).click();

    const form = page.getByTestId('space-form');
    await untilHydrated(form.getByRole('button', { name: '예약하기' }));
    await form.getByLabel('공간').selectOption({ label: '창업카페 회의실 B · 회의실 (09:00~18:00)' });
    await form.getByLabel('이용일').selectOption('2026-11-27');
    await form.getByLabel('시작 시각').selectOption('10:00');
    await form.getByLabel('종료 시각').selectOption('11:00');
    await form.getByLabel('이용 목적').fill('고객 인터뷰 정리');
    await form.getByRole('button', { name: '예약하기' }).click();
    await expect(toastWith(page, '예약했습니다.')).toBeVisible();
    const mine = page.getByTestId('my-space-bookings').getByTestId('my-booking');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('2026-11-27(금) 10:00~11:00');
    await expect(mine).toContainText('창업카페 회의실 B');

    // The same hour again is refused with the reason, and what she typed stays.
    await untilHydrated(form.getByRole('button', { name: '예약하기' }));
    await form.getByLabel('공간').selectOption({ label: '창업카페 회의실 B · 회의실 (09:00~18:00)' });
    await form.getByLabel('이용일').selectOption('2026-11-27');
    await form.getByLabel('시작 시각').selectOption('10:30');
    await form.getByLabel('종료 시각').selectOption('11:30');
    await form.getByLabel('이용 목적').fill('두 번째 회의');
    await form.getByRole('button', { name: '예약하기' }).click();
    await expect(toastWith(page, /같은 시간에 예약한 공간이 있습니다|이미 예약된 시간과 겹칩니다/)).toBeVisible();
    await expect(form.getByLabel('이용 목적')).toHaveValue('두 번째 회의');

    await page.getByRole('link', { name: '창업 프로그램·캠프' }).click();
    const card = page.getByTestId('program-card').filter({ hasText: CAMP });
    await expect(card.getByTestId('program-phase')).toHaveText('모집중');
    const before = await card.getByTestId('seats').innerText();
    const apply = card.getByRole('button', { name: `${CAMP} 신청하기` });
    await untilHydrated(apply);
    expect((await apply.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await apply.click();
    await expect(toastWith(page, '신청했습니다.')).toBeVisible();
    await expect(card.getByTestId('applied')).toBeVisible();
    const n = Number(before.split('/')[0].trim());
    await expect(card.getByTestId('seats')).toHaveText(`${n + 1} / 30명`);
    await expect(card.getByRole('button', { name: `${CAMP} 신청 취소` })).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a student registers a team and staff approve it', async ({ page, baseURL }) => {
    const leader = await newStudent(baseURL!);
    const staff = await newAccount(baseURL!, 'stf', { roles: ['STARTUP_MANAGER'] });
    const teamNm = `햇살팀${Date.now() % 100000}`;

    await loginAs(page, { id: leader.userId, div: 'std' }, { password: leader.password });
    await page.goto('/user/careerinfo/startupsupp/tab04');
    const form = page.getByTestId('team-form');
    await untilHydrated(form.getByRole('button', { name: '팀 등록' }));
    await form.getByLabel('팀 이름').fill(teamNm);
    await form.getByLabel('창업 아이템').fill('자취생 반찬 나눔 플랫폼');
    await form.getByLabel('팀 소개').fill('혼자 사는 학생들이 만든 반찬을 서로 나누는 서비스를 만듭니다.');
    await form.getByRole('button', { name: '1번째 팀원 빼기' }).click();
    await form.getByRole('button', { name: '팀 등록' }).click();
    await expect(toastWith(page, /팀을 등록했습니다/)).toBeVisible();
    const mine = page.getByTestId('team-card').filter({ hasText: teamNm });
    await expect(mine.getByTestId('team-status')).toHaveText('승인 대기');

    await page.context().clearCookies();
    await loginAs(page, { id: staff.userId, div: 'stf' }, { password: staff.password });
    await page.goto('/stf/recruiting/startup/teams');
    const card = page.getByTestId('staff-team').filter({ hasText: teamNm });
    await expect(card).toContainText('승인 대기');
    const approve = card.getByRole('button', { name: '승인' });
    await untilHydrated(approve);
    await approve.click();
    await page.getByRole('dialog', { name: '승인' }).getByRole('button', { name: '승인', exact: true }).click();
    await expect(toastWith(page, '팀을 승인했습니다.')).toBeVisible();
    await expect(page.getByTestId('staff-team').filter({ hasText: teamNm })).toContainText('승인');
    await expect(page.getByTestId('staff-team').filter({ hasText: teamNm }).getByRole('button', { name: '승인' })).toHaveCount(0);

    await page.context().clearCookies();
    await loginAs(page, { id: leader.userId, div: 'std' }, { password: leader.password });
    await page.goto('/user/careerinfo/startupsupp/tab04');
    await expect(page.getByTestId('team-card').filter({ hasText: teamNm }).getByTestId('team-status')).toHaveText('승인');
  });
});
