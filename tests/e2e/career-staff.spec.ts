// A career programme from start to certificate in the browser: staff1 registers it in the form
// (a wrong period is refused next to its field first), a student applies on her phone, staff1
// approves her, ticks her attendance and closes the programme; the student finds the certificate
// under 진로활동 이수증 and its verification page says it is valid. Students 297-300 belong to this file.
import { test, expect, openFromMenu, loginAs, student, toastWith, untilHydrated, DEMO, type UserDiv } from './fixtures';
import type { Browser, Page } from '@playwright/test';

const TODAY = '2026-11-22';

async function openAs(browser: Browser, baseURL: string | undefined, account: { id: string; div: UserDiv }, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await loginAs(page, account);
  return page;
}

async function confirm(page: Page, name: string) {
  await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
}

test('staff run a programme to completion and the student verifies her certificate', async ({ page, browser, baseURL }) => {
  const title = `포트폴리오 리뷰 데이 ${Date.now().toString(36)}`;
  await loginAs(page, DEMO.staff1);
  await openFromMenu(page, '비교과 프로그램', { group: '진로활동 관리', path: '/stf/career' });
  await page.getByTestId('new-program').click();
  const form = page.getByTestId('program-form');
  await untilHydrated(form.getByLabel('프로그램명'));
  await form.getByLabel('프로그램명').fill(title);
  await form.getByLabel('분류').selectOption({ label: '직무역량' });
  await form.getByLabel('요약 (목록에 보이는 한 줄)').fill('현직 디자이너가 포트폴리오를 한 명씩 리뷰합니다.');
  await form.getByLabel('소개').fill('사전 제출한 포트폴리오를 두 번에 걸쳐 리뷰합니다.');
  await form.getByLabel('정원 (명)').fill('1');
  await form.getByLabel('담당자 심사 후 승인').check();
  await form.getByLabel('이수 출석률 (%)').fill('100');
  await form.getByLabel('신청 시작일').fill('2026-11-20');
  await form.getByLabel('신청 마감일').fill(TODAY);
  // A run that ends before it starts is refused next to the field, and nothing is stored.
  await form.getByLabel('운영 시작일').fill('2026-11-21');
  await form.getByLabel('운영 종료일').fill('2026-11-20');
  await form.getByLabel('1회차 제목').fill('1차 리뷰');
  await form.getByLabel('날짜').first().fill('2026-11-21');
  await form.getByRole('button', { name: '회차 추가' }).click();
  await form.getByLabel('2회차 제목').fill('2차 리뷰');
  await form.getByLabel('날짜').nth(1).fill(TODAY);
  await form.getByTestId('program-save').click();
  await expect(form.locator('#pf-runEndDt-error')).toHaveText('운영 종료일은 운영 시작일 이후여야 합니다.');
  await expect(form.getByLabel('프로그램명')).toHaveValue(title);
  await form.getByLabel('운영 종료일').fill(TODAY);
  await form.getByTestId('program-save').click();
  await page.waitForURL((url) => /^\/stf\/career\/\d+$/.test(url.pathname));
  const programId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The student applies on her phone.
  const phone = await openAs(browser, baseURL, student(297), { width: 390, height: 844 });
  await phone.goto(`/user/futuredesign/careerAct/detail/${programId}`);
  const apply = phone.getByTestId('apply');
  await untilHydrated(apply);
  await apply.click();
  await confirm(phone, '신청');
  await expect(toastWith(phone, '신청했습니다.')).toBeVisible();

  // staff1 approves, ticks both sessions and closes.
  await page.reload();
  const pending = page.getByTestId('pending');
  await expect(pending).toContainText('student297');
  const approve = pending.getByRole('button', { name: '승인' });
  await untilHydrated(approve);
  await approve.click();
  await confirm(page, '승인');
  await expect(toastWith(page, '승인으로 처리했습니다.')).toBeVisible();
  const grid = page.getByTestId('attendance');
  for (const n of [1, 2]) {
    const box = grid.getByRole('checkbox', { name: new RegExp(`${n}회차 출석`) });
    await untilHydrated(box);
    await box.check();
    await expect(toastWith(page, '출석으로 기록했습니다.').first()).toBeVisible();
  }
  await page.reload();
  await expect(page.getByTestId('attend-pct')).toHaveText('출석률 100%');
  const close = page.getByTestId('close-program');
  await untilHydrated(close);
  await close.click();
  await confirm(page, '마감');
  await expect(toastWith(page, '이수 1명, 미이수 0명')).toBeVisible();
  await expect(page.getByTestId('closed-badge')).toBeVisible();
  await expect(page.getByTestId('participants')).toContainText('이수증 ECP-2026-');

  // The student finds the certificate and its verification page.
  await phone.goto('/user/futuredesign/crrcerti');
  const cert = phone.getByTestId('cert').filter({ hasText: title });
  await expect(cert).toBeVisible();
  const download = phone.waitForEvent('download');
  await cert.getByTestId('cert-pdf').click();
  expect((await download).suggestedFilename()).toMatch(/^이수증_ECP-2026-\d{6}\.pdf$/);
  await cert.getByRole('link', { name: '진위 확인 화면' }).click();
  await expect(phone.getByTestId('verdict')).toHaveText('유효한 이수증입니다.');
  await expect(phone.getByTestId('verify-result')).toContainText(title);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('QR attendance: a fresh code checks the student in from her phone, an old code is refused', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await loginAs(page, DEMO.staff1);
  // The programme is set up through the same calls the staff pages make.
  const headers = { origin: baseURL!, 'x-requested-with': 'XMLHttpRequest' };
  const created = await page.request.post('/api/v1/stf/career/programs', {
    headers,
    data: {
      title: `QR 출석 특강 ${Date.now().toString(36)}`, categoryCd: 'CAREER_JOB', summary: '출석 QR 시험', description: '당일 특강입니다.',
      competencyCds: [], mileage: 5, eligibleColgCds: [], eligibleDeptCds: [], eligibleGrades: [], eligibleStatusCds: [],
      capacity: 5, waitlistCapacity: 0, autoApprove: true, applyStartDt: '2026-11-20', applyEndDt: TODAY, runStartDt: TODAY, runEndDt: TODAY,
      minAttendPct: 100, sessions: [{ title: '특강', sessionDt: TODAY, startTm: '10:00', endTm: '12:00' }],
    },
  });
  expect(created.ok()).toBe(true);
  const programId = (await created.json()).data.programId as number;
  const phone = await openAs(browser, baseURL, student(298), { width: 390, height: 844 });
  expect((await phone.request.post(`/api/v1/career/programs/${programId}/apply`, { headers, data: {} })).ok()).toBe(true);

  // The staff screen shows the code; the phone follows it (as the camera app would) and is marked present.
  await page.goto(`/stf/career/${programId}`);
  await page.getByTestId('qr-links').getByRole('link', { name: '1회차 QR 출석 화면' }).click();
  const qr = page.getByTestId('qr-code');
  await expect(qr.locator('svg')).toBeVisible();
  const first = (await qr.getAttribute('data-url'))!;
  await phone.goto(first);
  // The link alone is not enough: she types the number shown beside the code.
  const number = phone.getByLabel('출석 번호 4자리');
  await expect(number).toBeVisible();
  await expect(page.getByTestId('qr-number')).toHaveText(/^\d{4}$/);
  await number.fill((await page.getByTestId('qr-number').textContent())!);
  await phone.getByRole('button', { name: '출석하기' }).click();
  await expect(phone.getByTestId('checkin-result')).toContainText('출석이 기록되었습니다.');
  await expect(page.getByTestId('qr-present')).toHaveText('1', { timeout: 40_000 });

  // The screen moves on every 30 seconds; two codes later the first one is refused.
  const second = await expect.poll(async () => qr.getAttribute('data-url'), { timeout: 40_000 }).not.toBe(first).then(() => qr.getAttribute('data-url'));
  await expect.poll(async () => qr.getAttribute('data-url'), { timeout: 40_000 }).not.toBe(second);
  const other = await openAs(browser, baseURL, student(299), { width: 390, height: 844 });
  expect((await other.request.post(`/api/v1/career/programs/${programId}/apply`, { headers, data: {} })).ok()).toBe(true);
  await other.goto(first);
  await expect(other.getByTestId('checkin-refusal')).toContainText('지난 출석 코드입니다.');
  // A fresh code still works for her, with the number on the screen.
  await other.goto((await qr.getAttribute('data-url'))!);
  await other.getByLabel('출석 번호 4자리').fill((await page.getByTestId('qr-number').textContent())!);
  await other.getByRole('button', { name: '출석하기' }).click();
  await expect(other.getByTestId('checkin-result')).toContainText('출석이 기록되었습니다.');
});
