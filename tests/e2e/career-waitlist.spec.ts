// The waiting list in the browser. A programme has one seat and a waiting list; one student holds the
// seat. A second student, on her phone, opens the programme, sees it full, applies for the waiting
// list and is told her position; when the first student cancels, the second is moved up at once: her
// page says 승인, 나의 비교과 shows the move in the history, and she gets a portal message.
import { test, expect, loginAs, untilHydrated } from './fixtures';
import { newAccount, newStudent } from '../support/factories';
import type { Browser, Page } from '@playwright/test';

async function openAs(browser: Browser, baseURL: string | undefined, account: { id: string; div: 'std' | 'stf' }, password: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 500 ? 844 : 900 } });
  const page = await context.newPage();
  await loginAs(page, account, { password });
  return page;
}

test('a student joins the waiting list of a full programme and moves up when the seat holder cancels', async ({ browser, baseURL }) => {
  const staffAccount = await newAccount(baseURL!, 'stf', { roles: ['PROGRAM_ADMIN'] });
  const holder = await newStudent(baseURL!);
  const waiter = await newStudent(baseURL!);
  const title = `면접 코칭 1:1 ${Date.now() % 100000}`;

  // Staff register a one-seat programme that approves on application (through the API: the form has its own test).
  const staff = await openAs(browser, baseURL, { id: staffAccount.userId, div: 'stf' }, staffAccount.password);
  const created = await staff.request.post('/api/v1/stf/career/programs', {
    headers: { origin: baseURL! },
    data: {
      title,
      categoryCd: 'CAREER_SKILL',
      summary: '현직자와 1:1 모의 면접',
      description: '지원 직무에 맞춘 모의 면접과 피드백을 받습니다.',
      competencyCds: ['COMM'],
      mileage: 10,
      eligibleColgCds: [],
      eligibleDeptCds: [],
      eligibleGrades: [],
      eligibleStatusCds: [],
      capacity: 1,
      waitlistCapacity: 3,
      autoApprove: true,
      applyStartDt: '2026-11-20',
      applyEndDt: '2026-11-30',
      runStartDt: '2026-12-01',
      runEndDt: '2026-12-01',
      place: '취업지원센터 상담실',
      minAttendPct: 100,
      sessions: [{ title: '모의 면접', sessionDt: '2026-12-01', startTm: '14:00', endTm: '15:00' }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const programId = (await created.json()).data.programId as number;

  // The first student takes the only seat.
  const first = await openAs(browser, baseURL, { id: holder.userId, div: 'std' }, holder.password);
  const took = await first.request.post(`/api/v1/career/programs/${programId}/apply`, { headers: { origin: baseURL! }, data: {} });
  expect(took.status(), await took.text()).toBe(200);
  const firstApplId = (await took.json()).data.applId as number;

  // The second student, on her phone, finds it full and joins the waiting list.
  const phone = await openAs(browser, baseURL, { id: waiter.userId, div: 'std' }, waiter.password, 390);
  await phone.goto(`/user/futuredesign/careerAct/detail/${programId}`);
  const apply = phone.getByTestId('apply');
  await untilHydrated(apply);
  await expect(apply).toHaveText('대기 신청');
  await apply.click();
  await phone.getByRole('dialog').getByRole('button', { name: '대기 신청', exact: true }).click();
  await expect(phone.getByTestId('my-application')).toContainText('대기 1번');

  // The seat holder cancels: the waiting student is approved at once.
  const cancelled = await first.request.post(`/api/v1/career/applications/${firstApplId}/cancel`, { headers: { origin: baseURL! }, data: {} });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await phone.reload();
  await expect(phone.getByTestId('my-application')).toContainText('승인');
  await phone.goto('/user/futuredesign/myecp');
  const mine = phone.getByTestId('my-appl').filter({ hasText: title });
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId('history')).toContainText('대기');
  await expect(mine.getByTestId('history')).toContainText('승인');
  const inbox = await phone.request.get('/api/v1/messages/inbox?size=20');
  const list = (await inbox.json()).data.list as { msgTitle: string }[];
  expect(list.some((m) => m.msgTitle.includes(title))).toBe(true);
  // Nothing runs off the side of the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
