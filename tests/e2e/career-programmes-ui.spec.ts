// Career programmes as students and staff meet them in the browser, where issue 28 found them
// wanting: a search with 상태 전체 finds the programme and keeps the word; a session date outside the
// run is refused at its own field; closing names every rule and the student a still-open report
// would cut short, and waits for her to be confirmed; the waiting list lines names up with their
// numbers; a correction of completion asks for a reason and refuses none; on a phone every classroom
// tab and every attendance badge can be seen; a file handed in by mistake can be taken off; and the
// first tap on 공유 중지 after scrolling opens its dialog. Accounts and programmes are this file's own.
import { test, expect, loginAs, toastWith, untilHydrated } from './fixtures';
import { newAccount, newStudent, type NewAccount } from '../support/factories';
import type { APIRequestContext, Browser, Page } from '@playwright/test';

const TODAY = '2026-11-22';

// Each test makes its own accounts (password hashing) and several logged-in pages.
test.describe.configure({ timeout: 180_000 });
const seoulIn = (hours: number) => new Date(Date.now() + (hours + 9) * 3_600_000).toISOString().slice(0, 16);

async function postJson(request: APIRequestContext, baseURL: string, path: string, data: unknown = {}) {
  const res = await request.post(path, { data, headers: { origin: baseURL, 'x-requested-with': 'XMLHttpRequest' } });
  const body = await res.json();
  expect(res.status(), JSON.stringify(body)).toBe(200);
  return body.data;
}

async function as(browser: Browser, baseURL: string, account: NewAccount, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await loginAs(page, { id: account.userId, div: account.userDiv }, { password: account.password });
  return page;
}

function programBody(title: string, over: Record<string, unknown> = {}) {
  return {
    title,
    categoryCd: 'CAREER_SKILL',
    summary: '화면 확인용 프로그램',
    description: '진로 프로그램 화면을 확인합니다.',
    competencyCds: [],
    mileage: 5,
    eligibleColgCds: [],
    eligibleDeptCds: [],
    eligibleGrades: [],
    eligibleStatusCds: [],
    capacity: 5,
    waitlistCapacity: 0,
    autoApprove: true,
    applyStartDt: '2026-11-20',
    applyEndDt: TODAY,
    runStartDt: '2026-11-21',
    runEndDt: '2026-11-30',
    minAttendPct: 0,
    sessions: [
      { title: '직무 지형의 변화와 나의 자리 찾기', sessionDt: '2026-11-21', startTm: '14:00', endTm: '16:00' },
      { title: '현직자 직무 인터뷰와 질의응답', sessionDt: TODAY, startTm: '14:00', endTm: '16:00' },
      { title: '커리어 맵 작성', sessionDt: '2026-11-25', startTm: '14:00', endTm: '16:00' },
    ],
    ...over,
  };
}

test('a search with 상태 전체 finds the programme by its word and keeps the word, for students and staff', async ({ browser, baseURL }) => {
  const staffAccount = await newAccount(baseURL!, 'stf', { roles: ['PROGRAM_MANAGER'] });
  const me = await newStudent(baseURL!);
  const staff = await as(browser, baseURL!, staffAccount);
  const title = `검색어유지${Date.now().toString(36)}`;
  const { programId } = await postJson(staff.request, baseURL!, '/api/v1/stf/career/programs', programBody(title, { applyEndDt: '2026-11-25' }));

  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    const page = await as(browser, baseURL!, me, viewport);
    await page.goto('/user/futuredesign/careerAct');
    const filters = page.getByTestId('filters');
    await filters.getByLabel('검색어').fill(title);
    await expect(filters.getByLabel('상태')).toHaveValue('');
    await filters.getByRole('button', { name: '검색' }).click();
    await page.waitForURL(/keyword=/);
    await expect(page.getByTestId('filter-errors')).toHaveCount(0);
    await expect(page.getByTestId('program-card')).toHaveCount(1);
    await expect(page.getByTestId('program-card').first()).toHaveAttribute('data-program-id', String(programId));
    // Still taking applications though its run has begun: 모집중.
    await expect(page.getByTestId('program-card').first()).toContainText('모집중');
    await expect(filters.getByLabel('검색어')).toHaveValue(title);
    await page.context().close();
  }

  await staff.goto('/stf/career');
  await staff.getByLabel('프로그램명').fill(title);
  await staff.getByRole('button', { name: '조회' }).click();
  await staff.waitForURL(/keyword=/);
  await expect(staff.getByTestId('staff-programs').locator('> li')).toHaveCount(1);
  await expect(staff.getByLabel('프로그램명')).toHaveValue(title);
});

test('프로그램 등록 with a session outside the run period says so at that session and sends nothing', async ({ browser, baseURL }) => {
  const staff = await as(browser, baseURL!, await newAccount(baseURL!, 'stf', { roles: ['PROGRAM_MANAGER'] }));
  await staff.goto('/stf/career/new');
  const form = staff.getByTestId('program-form');
  await untilHydrated(form.getByLabel('프로그램명'));
  await form.getByLabel('프로그램명').fill('회차 날짜 확인');
  await form.getByLabel('분류').selectOption({ label: '직무역량' });
  await form.getByLabel('요약 (목록에 보이는 한 줄)').fill('회차 날짜가 운영 기간 밖입니다.');
  await form.getByLabel('소개').fill('운영 기간 밖의 회차는 등록되지 않아야 합니다.');
  await form.getByLabel('정원 (명)').fill('5');
  await form.getByLabel('이수 출석률 (%)').fill('80');
  await form.getByLabel('신청 시작일').fill('2026-11-20');
  await form.getByLabel('신청 마감일').fill('2026-11-25');
  await form.getByLabel('운영 시작일').fill('2026-12-01');
  await form.getByLabel('운영 종료일').fill('2026-12-05');
  await form.getByLabel('1회차 제목').fill('오리엔테이션');
  await form.getByLabel('날짜').first().fill('2026-12-10');
  let sent = 0;
  staff.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/v1/stf/career/programs') && sent++);
  await form.getByTestId('program-save').click();
  await expect(form.locator('#pf-s0-sessionDt-error')).toHaveText('회차 날짜는 운영 기간(2026-12-01 ~ 2026-12-05) 안이어야 합니다.');
  await expect(form.locator('#pf-s0-sessionDt')).toBeFocused();
  expect(sent).toBe(0);
  await expect(staff).toHaveURL(/\/stf\/career\/new$/);
});

test('closing names every rule and the student a still-open report would cut short, and waits for her to be confirmed', async ({ browser, baseURL }) => {
  const staffAccount = await newAccount(baseURL!, 'stf', { roles: ['PROGRAM_MANAGER'] });
  const [done, late] = await Promise.all([newStudent(baseURL!), newStudent(baseURL!)]);
  const staff = await as(browser, baseURL!, staffAccount);
  const title = `마감 안내 확인 ${Date.now().toString(36)}`;
  const { programId } = await postJson(staff.request, baseURL!, '/api/v1/stf/career/programs', programBody(title, { runEndDt: TODAY, reportsRequired: 1, sessions: [{ title: '1회', sessionDt: '2026-11-21', startTm: '14:00', endTm: '16:00' }] }));
  const { reportId } = await postJson(staff.request, baseURL!, `/api/v1/stf/career/programs/${programId}/class/reports`, {
    title: '활동 보고서', instructions: '정리해 올려 주세요.', openAt: seoulIn(-24), dueAt: seoulIn(24), closeAt: seoulIn(48), maxScore: 10, allowedExts: ['txt'],
  });
  const donePage = await as(browser, baseURL!, done);
  await postJson(donePage.request, baseURL!, `/api/v1/career/programs/${programId}/apply`);
  await postJson(donePage.request, baseURL!, `/api/v1/career/class/${programId}/reports/${reportId}/submit`, { body: '보고서입니다.' });
  const latePage = await as(browser, baseURL!, late, { width: 390, height: 844 });
  await postJson(latePage.request, baseURL!, `/api/v1/career/programs/${programId}/apply`);

  await staff.goto(`/stf/career/${programId}`);
  const open = staff.getByTestId('close-program');
  await untilHydrated(open);
  await open.click();
  const dialog = staff.getByTestId('close-dialog');
  await expect(dialog.getByTestId('close-rules')).toContainText('출석률 0% 이상');
  await expect(dialog.getByTestId('close-rules')).toContainText('과제 1건 이상 제출 (지각 제출 포함)');
  await expect(dialog.getByTestId('close-affected')).toContainText(late.korNm);
  await expect(dialog.getByTestId('close-affected')).not.toContainText(done.korNm);
  await expect(dialog.getByTestId('close-survey')).toContainText('기본 양식');
  const confirm = staff.getByTestId('close-confirm');
  await expect(confirm).toBeDisabled();
  await staff.getByLabel(/이수 여부가 정해지는 것을 확인했습니다/).check();
  await confirm.click();
  await expect(toastWith(staff, /이수 1명, 미이수 1명.*만족도 조사/)).toBeVisible();

  // Her report tab no longer says 제출 중.
  await latePage.goto(`/user/futuredesign/myecp/class?id=${programId}&tab=report`);
  await expect(latePage.getByTestId('report').first()).toContainText('마감');
  await expect(latePage.getByTestId('report').first()).not.toContainText('제출 중');

  // A correction asks for its reason and refuses none.
  await staff.reload();
  const row = staff.getByTestId('participants').locator(`li`).filter({ hasText: late.korNm });
  const fix = row.getByRole('button', { name: '이수 처리' });
  await untilHydrated(fix);
  await fix.click();
  const prompt = staff.getByRole('dialog');
  await prompt.getByRole('button', { name: '이수 처리', exact: true }).click();
  await expect(prompt).toContainText('필수 입력 항목입니다.');
  await expect(prompt).toBeVisible();
});

test('the waiting list puts each name next to its number', async ({ browser, baseURL }) => {
  const staffAccount = await newAccount(baseURL!, 'stf', { roles: ['PROGRAM_MANAGER'] });
  const students = await Promise.all([newStudent(baseURL!), newStudent(baseURL!), newStudent(baseURL!)]);
  const staff = await as(browser, baseURL!, staffAccount);
  const { programId } = await postJson(staff.request, baseURL!, '/api/v1/stf/career/programs', programBody(`대기자 줄 맞춤 ${Date.now().toString(36)}`, { capacity: 1, waitlistCapacity: 5 }));
  for (const s of students) {
    const p = await as(browser, baseURL!, s);
    await postJson(p.request, baseURL!, `/api/v1/career/programs/${programId}/apply`);
    await p.context().close();
  }
  await staff.goto(`/stf/career/${programId}`);
  const rows = staff.getByTestId('waiting').locator('> li');
  await expect(rows).toHaveCount(2);
  for (const i of [0, 1]) {
    const li = (await rows.nth(i).boundingBox())!;
    const name = (await rows.nth(i).getByTestId('waiting-name').boundingBox())!;
    // The name starts right after the number, not in the middle of the row.
    expect(name.x - li.x).toBeLessThan(80);
  }
});

test('on a phone every classroom tab and every attendance badge can be seen, and a wrong file can be taken off before handing in', async ({ browser, baseURL }) => {
  const staffAccount = await newAccount(baseURL!, 'stf', { roles: ['PROGRAM_MANAGER'] });
  const me = await newStudent(baseURL!);
  const staff = await as(browser, baseURL!, staffAccount);
  const { programId } = await postJson(staff.request, baseURL!, '/api/v1/stf/career/programs', programBody(`강의실 탭 확인 ${Date.now().toString(36)}`));
  await postJson(staff.request, baseURL!, `/api/v1/stf/career/programs/${programId}/class/reports`, {
    title: '실습 보고서', instructions: '정리해 올려 주세요.', openAt: seoulIn(-24), dueAt: seoulIn(24), closeAt: seoulIn(48), maxScore: 10, allowedExts: ['txt'],
  });
  const phone = await as(browser, baseURL!, me, { width: 390, height: 844 });
  await postJson(phone.request, baseURL!, `/api/v1/career/programs/${programId}/apply`);
  await phone.goto(`/user/futuredesign/myecp/class?id=${programId}&tab=attend`);
  const tabs = phone.getByTestId('class-tabs').getByRole('link');
  await expect(tabs).toHaveCount(6);
  for (let i = 0; i < 6; i++) {
    const box = (await tabs.nth(i).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  const badges = phone.getByTestId('attendance').locator('.badge');
  await expect(badges).toHaveCount(3);
  const region = (await phone.getByRole('region', { name: '회차별 출석' }).boundingBox())!;
  for (let i = 0; i < 3; i++) {
    const b = (await badges.nth(i).boundingBox())!;
    expect(b.x + b.width).toBeLessThanOrEqual(region.x + region.width);
  }

  // A file chosen by mistake comes off the list; only the right one is handed in.
  await phone.getByTestId('class-tabs').getByRole('link', { name: /과제/ }).click();
  const form = phone.getByTestId('report').first().getByTestId('submit-form');
  await untilHydrated(form.getByTestId('submit-report'));
  const input = form.locator('input[type="file"]');
  await input.setInputFiles({ name: '다른과목숙제.txt', mimeType: 'text/plain', buffer: Buffer.from('잘못 고른 파일', 'utf8') });
  await expect(form).toContainText('올린 파일: 다른과목숙제.txt');
  await form.getByRole('button', { name: '다른과목숙제.txt 빼기' }).click();
  await expect(form).not.toContainText('다른과목숙제.txt');
  await input.setInputFiles({ name: '실습보고서.txt', mimeType: 'text/plain', buffer: Buffer.from('실습 내용을 정리했습니다.', 'utf8') });
  await form.getByTestId('submit-report').click();
  await expect(toastWith(phone, '과제를 제출했습니다.')).toBeVisible();
  const mine = phone.getByTestId('report').first().getByTestId('my-submission');
  await expect(mine).toContainText('실습보고서.txt');
  await expect(mine).not.toContainText('다른과목숙제.txt');
});

test('the first tap on 공유 중지 after scrolling opens its dialog', async ({ browser, baseURL }) => {
  const me = await newStudent(baseURL!);
  const phone = await as(browser, baseURL!, me, { width: 390, height: 844 });
  for (const label of ['첫째 링크', '둘째 링크', '셋째 링크']) await postJson(phone.request, baseURL!, '/api/v1/portfolio/shares', { kind: 'PUBLIC', days: 30, sections: ['PROGRAMS'], label });
  await phone.goto('/qr/preview');
  const revoke = phone.getByTestId('revoke-share').last();
  await revoke.scrollIntoViewIfNeeded();
  await revoke.click();
  await expect(phone.getByRole('dialog')).toContainText('링크를 중지할까요?');
});
