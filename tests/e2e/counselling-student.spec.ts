// A student's counselling: professor counselling with the advisor suggested, personal counselling
// through the consent pages, visit counselling with preferred times, group programmes (the last seat,
// then the waiting list), the state pages with time change and cancel, a status change arriving live,
// the self-check with the crisis lines, and the centre's notices. Students 40-60 belong to this file.
import { test, expect, loginAs, student, toastWith, untilHydrated, type UserDiv } from './fixtures';
import type { Browser, Locator, Page } from '@playwright/test';

const GENERAL_STATE = '/user/colglife/generalcnsl/state';
/** A 1x1 PNG: a real image, as the upload checks the content. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PSYCH_STATE = '/user/colglife/psychcnsl/applystate';

/** Another person in a browser of their own (for the professor's side of a change). */
async function openAs(browser: Browser, baseURL: string | undefined, account: { id: string; div: UserDiv }): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginAs(page, account);
  return page;
}

function apiHeaders(page: Page) {
  return { Origin: new URL(page.url()).origin, 'X-Requested-With': 'XMLHttpRequest' };
}

/** Picks the date chip at `dateIndex` and the first time of that date; returns the chosen time text. */
async function pickSlot(scope: Locator, dateIndex: number): Promise<{ date: string; time: string }> {
  const date = scope.locator('.slot-dates label').nth(dateIndex);
  const dateText = (await date.textContent())!.replace(/,.*$/, '').trim();
  await date.click();
  const time = scope.locator('.slot-times label').first();
  const timeText = (await time.textContent())!.slice(0, 5);
  await time.click();
  return { date: dateText, time: timeText };
}

/** The card of an application on a state page. */
function card(page: Page, applId: string | number): Locator {
  return page.locator(`#appl-${applId}`);
}

function appliedId(page: Page): string {
  return new URL(page.url()).searchParams.get('applied')!;
}

test.describe('general counselling', () => {
  test('professor counselling suggests the advisor; the booked time moves to another slot and is then cancelled', async ({ page }) => {
    await loginAs(page, student(41));
    await page.goto('/user/colglife/generalcnsl/profcnsl');
    await expect(page.getByRole('heading', { level: 1, name: '교수상담' })).toBeVisible();
    await expect(page.getByTestId('consent-text')).toContainText('GEN-2026-09');
    await expect(page.getByTestId('consent-text')).toContainText('동의를 거부할 권리');

    const form = page.getByTestId('apply-form');
    const prof = form.getByLabel('상담할 교수');
    await untilHydrated(prof);
    // The advisor comes first and is chosen; the open times of the advisor are listed.
    await expect(prof.locator('option:checked')).toContainText('(지도교수)');
    await expect(form.locator('.slot-dates label').first()).toBeVisible();

    // Without consent nothing is sent: the error sits next to the box.
    await form.getByRole('button', { name: '신청하기' }).click();
    await expect(form.getByText('개인정보 수집·이용에 동의해야 신청할 수 있습니다.')).toBeVisible();
    await expect(form.getByText('상담 주제를 입력해 주세요.')).toBeVisible();

    await form.getByRole('checkbox', { name: /위 개인정보 수집·이용에 동의합니다/ }).check();
    await form.getByLabel('상담 주제').fill('전공 심화 과목 선택');
    await form.getByLabel('면담하고 싶은 내용을 적어 주세요.').fill('다음 학기 전공 심화 과목을 어떻게 고를지 여쭙고 싶습니다.');
    await form.getByRole('radio', { name: '학업' }).check();
    // A week ahead: far from the 24-hour cut-off.
    const booked = await pickSlot(form, 1);
    await expect(form.getByText('선택한 시간:')).toContainText(booked.time);
    await form.getByRole('button', { name: '신청하기' }).click();

    await expect(page).toHaveURL((url) => url.pathname === GENERAL_STATE && url.searchParams.has('applied'));
    const applId = appliedId(page);
    await expect(page.getByTestId('applied-notice')).toContainText('전공 심화 과목 선택');
    const mine = card(page, applId);
    await expect(mine.getByTestId('status')).toContainText('신청');
    await expect(mine).toContainText(booked.time);

    // 시간 변경: another open slot of the same professor.
    const move = mine.getByRole('button', { name: '시간 변경' });
    await untilHydrated(move);
    await move.click();
    const dialog = page.getByRole('dialog', { name: '상담 시간 변경' });
    await expect(dialog.locator('.slot-dates label').first()).toBeVisible();
    const moved = await pickSlot(dialog, 1);
    await dialog.getByRole('button', { name: '이 시간으로 변경' }).click();
    await expect(page.getByRole('dialog', { name: '상담 시간 변경' })).toBeHidden();
    await expect(card(page, applId).locator('details')).toContainText('진행 기록 2건');
    await expect(card(page, applId)).toContainText(moved.time);

    // 취소 with a reason, after a confirmation.
    const again = card(page, applId);
    const cancel = again.getByRole('button', { name: '취소', exact: true });
    await untilHydrated(cancel);
    await cancel.click();
    await again.getByLabel('취소 사유 (선택)').fill('수강 신청 뒤에 다시 신청하겠습니다.');
    await again.getByRole('button', { name: '신청 취소' }).click();
    const confirm = page.getByRole('dialog', { name: '신청 취소' });
    await confirm.getByRole('button', { name: '신청 취소' }).click();
    await expect(card(page, applId).getByTestId('status')).toContainText('취소');
    await card(page, applId).locator('summary').click();
    await expect(card(page, applId).locator('.history')).toContainText('수강 신청 뒤에 다시 신청하겠습니다.');
    await expect(card(page, applId).getByRole('button', { name: '시간 변경' })).toHaveCount(0);
  });

  test('a time someone else has just taken is refused next to the time picker, and the picker reloads', async ({ page, browser, baseURL }) => {
    await loginAs(page, student(47));
    await page.goto('/user/colglife/generalcnsl/careercnsl');
    const form = page.getByTestId('apply-form');
    await untilHydrated(form.getByRole('button', { name: '신청하기' }));
    await expect(form.locator('.slot-dates label').first()).toBeVisible();
    await form.getByRole('checkbox', { name: /위 개인정보 수집·이용에 동의합니다/ }).check();
    await form.getByLabel('상담 주제').fill('공기업 자기소개서');
    await form.getByLabel('상담을 받고 싶은 이유를 적어 주세요.').fill('자기소개서 방향을 잡고 싶습니다.');
    await form.getByRole('radio', { name: '없음' }).check();
    await form.getByRole('radio', { name: '취업 준비' }).check();
    await pickSlot(form, 2);
    const handlerId = await form.locator('.handler-list input:checked').getAttribute('id');
    const slotId = await form.locator('.slot-times input:checked').getAttribute('id');
    const slotStart = slotId!.slice(slotId!.indexOf('-time-') + '-time-'.length);

    // Another student books the very same time first.
    const other = await openAs(browser, baseURL, student(48));
    const taken = await other.request.post('/api/v1/cnsl/apply', {
      headers: apiHeaders(other),
      data: {
        cnslKind: 'CAREER',
        consentVersion: 'GEN-2026-09',
        consentAgreed: true,
        topic: '면접 준비',
        intake: { reason: '면접 연습', previous: '없음', stage: '취업 준비' },
        handlerId: handlerId!.replace('apply-career-handler-', ''),
        slotStart,
      },
    });
    expect(taken.status()).toBe(200);
    await other.context().close();

    await form.getByRole('button', { name: '신청하기' }).click();
    await expect(form.locator('.slot-picker .invalid-feedback')).toHaveText(/예약된 시간|열려 있지 않은 시간/);
    await expect(toastWith(page, '다른 시간을 선택해 주세요')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/user/colglife/generalcnsl/careercnsl');
    // The taken time is gone from the list.
    await expect(form.locator(`[id="${slotId}"]`)).toHaveCount(0);
  });

  test('a status change the professor makes shows on the open state page without a reload', async ({ page, browser, baseURL }) => {
    await loginAs(page, student(42));
    await page.goto('/user/colglife/generalcnsl/profcnsl');
    const form = page.getByTestId('apply-form');
    const prof = form.getByLabel('상담할 교수');
    await untilHydrated(prof);
    await expect(form.locator('.slot-dates label').first()).toBeVisible();
    const profId = await prof.inputValue();
    await form.getByRole('checkbox', { name: /위 개인정보 수집·이용에 동의합니다/ }).check();
    await form.getByLabel('상담 주제').fill('대학원 진학');
    await form.getByLabel('면담하고 싶은 내용을 적어 주세요.').fill('대학원 진학과 연구실 선택을 여쭙고 싶습니다.');
    await form.getByRole('radio', { name: '진로' }).check();
    await pickSlot(form, 1);
    // The state page opens the live stream once it is idle: the professor acts after that.
    const streamOpened = page.waitForResponse((r) => r.url().includes('/getSseConn') && r.status() === 200);
    await form.getByRole('button', { name: '신청하기' }).click();
    await expect(page).toHaveURL((url) => url.pathname === GENERAL_STATE);
    const applId = appliedId(page);
    await expect(card(page, applId).getByTestId('status')).toContainText('신청');
    await streamOpened;

    const professor = await openAs(browser, baseURL, { id: profId, div: 'prof' });
    const accepted = await professor.request.post(`/api/v1/cnsl/applications/${applId}/accept`, { headers: apiHeaders(professor), data: {} });
    expect(accepted.status()).toBe(200);
    await professor.context().close();

    await expect(card(page, applId).getByTestId('status')).toContainText('접수', { timeout: 15_000 });
    await expect(card(page, applId).locator('details')).toContainText('진행 기록 2건');
  });
});

test.describe('psychological counselling', () => {
  test('personal counselling needs both consents; then a counsellor and a time are chosen', async ({ page }) => {
    await loginAs(page, student(43));
    // The form without the agreed consent sends the student back to the consent.
    await page.goto('/user/colglife/psychcnsl/person/apply');
    await expect(page).toHaveURL((url) => url.pathname === '/user/colglife/psychcnsl/person/agree');

    const consent = page.getByTestId('consent-text');
    await expect(consent).toContainText('PSY-2026-09');
    await expect(consent).toContainText('수집하는 민감정보 항목');
    await expect(consent).toContainText('동의를 거부할 권리');
    const agree = page.getByTestId('agree-form');
    await agree.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
    await agree.getByRole('button', { name: '동의하고 계속' }).click();
    // One box is not enough.
    await expect(page).toHaveURL((url) => url.pathname.endsWith('/person/agree'));
    await agree.getByRole('checkbox', { name: /민감정보/ }).check();
    await agree.getByRole('button', { name: '동의하고 계속' }).click();
    await expect(page).toHaveURL((url) => url.pathname.endsWith('/person/detail') && url.searchParams.get('consent') === 'PSY-2026-09');
    await expect(page.getByRole('heading', { name: '비밀보장' })).toBeVisible();
    await page.getByTestId('to-apply').click();
    await expect(page).toHaveURL((url) => url.pathname.endsWith('/person/apply') && url.searchParams.get('consent') === 'PSY-2026-09');

    const form = page.getByTestId('apply-form');
    await untilHydrated(form.getByRole('button', { name: '신청하기' }));
    await expect(form.getByRole('checkbox', { name: /민감정보\(정신건강 정보\)의 수집·이용에 동의합니다/ })).toBeChecked();
    await expect(form.getByText('나만 볼 수 있습니다')).toBeVisible();
    await form.getByLabel('상담 주제').fill('시험 기간의 불안');
    await form.getByLabel('상담을 받고 싶은 이유를 적어 주세요.').fill('시험이 다가오면 잠을 잘 못 잡니다.');
    await form.getByRole('radio', { name: '없음' }).check();
    await form.getByRole('radio', { name: '아니요' }).check();
    // The second counsellor of the centre.
    await form.locator('.handler-list input').nth(1).check();
    const booked = await pickSlot(form, 2);
    await form.getByRole('button', { name: '신청하기' }).click();

    await expect(page).toHaveURL((url) => url.pathname === PSYCH_STATE && url.searchParams.get('tab') === 'person');
    await expect(page.getByRole('navigation', { name: '상담 종류' }).getByRole('link', { name: '개인상담' })).toHaveAttribute('aria-current', 'page');
    const mine = card(page, appliedId(page));
    await expect(mine).toContainText('시험 기간의 불안');
    await expect(mine).toContainText(booked.time);
    await expect(mine.getByTestId('status')).toContainText('신청');
    await expect(mine.getByRole('button', { name: '시간 변경' })).toBeVisible();
  });

  test('visit counselling takes preferred times; answering that it is urgent shows the crisis lines', async ({ page }) => {
    await loginAs(page, student(44));
    await page.goto('/user/colglife/psychcnsl/visit/apply?consent=PSY-2026-09');
    const form = page.getByTestId('apply-form');
    await untilHydrated(form.getByRole('button', { name: '신청하기' }));
    await form.getByLabel('상담 주제').fill('무기력함');
    await form.getByLabel('상담을 받고 싶은 이유를 적어 주세요.').fill('요즘 아무것도 하기 싫고 무기력합니다.');
    await form.getByRole('radio', { name: '교내 상담' }).check();
    await form.getByRole('radio', { name: '예', exact: true }).check();
    await expect(form.getByRole('link', { name: /자살예방상담전화 109/ })).toHaveAttribute('href', 'tel:109');
    await form.getByRole('radio', { name: '아니요' }).check();
    // An attachment: only PDF, JPG and PNG are taken; the file is uploaded at once.
    const file = form.getByLabel('첨부파일');
    await file.setInputFiles({ name: 'memo.txt', mimeType: 'text/plain', buffer: Buffer.from('메모') });
    await expect(form.getByText('PDF, JPG, PNG 파일만 올릴 수 있습니다.')).toBeVisible();
    await file.setInputFiles({ name: '검사결과.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
    await expect(form.getByRole('button', { name: '검사결과.png 첨부 취소' })).toBeVisible();
    await form.getByRole('button', { name: '신청하기' }).click();
    await expect(form.getByText('가능한 요일과 시간을 적어 주세요.')).toBeVisible();
    await form.getByLabel(/상담 가능한 요일과 시간/).fill('월·수 오후 2시 이후, 금요일 오전');
    await form.getByRole('button', { name: '신청하기' }).click();

    await expect(page).toHaveURL((url) => url.pathname === PSYCH_STATE && url.searchParams.get('tab') === 'visit');
    const mine = card(page, appliedId(page));
    await expect(mine).toContainText('월·수 오후 2시 이후');
    const detail = await page.request.get(`/api/v1/cnsl/applications/${appliedId(page)}`);
    expect((await detail.json()).data).toMatchObject({ cnslKind: 'VISIT', fileGroupId: expect.any(Number), screeningId: null });
    await expect(mine.getByTestId('why-not')).toContainText('상담사가 정해');
    await expect(mine.getByRole('button', { name: '취소', exact: true })).toBeVisible();
    await expect(mine.getByRole('button', { name: '시간 변경' })).toHaveCount(0);
  });

  test('group counselling: a programme with a seat left registers, a full one puts the student on the waiting list', async ({ page }) => {
    await loginAs(page, student(45));
    await page.goto('/user/colglife/psychcnsl/group');
    const list = page.getByTestId('program-list');
    const almost = list.locator('[data-program-id="2"]');
    const full = list.locator('[data-program-id="1"]');
    await expect(almost.getByTestId('program-status')).toHaveText('신청 중');
    await expect(full.getByTestId('program-status')).toHaveText('정원 마감 · 대기 신청 중');

    await almost.getByRole('link', { name: /^신청하기/ }).click();
    await expect(page).toHaveURL((url) => url.pathname.endsWith('/group/agree') && url.searchParams.get('id') === '2');
    await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
    await page.getByRole('checkbox', { name: /민감정보/ }).check();
    await page.getByRole('button', { name: '동의하고 계속' }).click();
    await expect(page).toHaveURL((url) => url.pathname.endsWith('/group/detail') && url.searchParams.get('id') === '2');
    await page.getByTestId('to-apply').click();
    const form = page.getByTestId('apply-form');
    await untilHydrated(form.getByRole('button', { name: '신청하기' }));
    await expect(form.getByTestId('seats-left')).toContainText('남은 자리');
    await form.getByLabel('참여하려는 이유를 적어 주세요.').fill('시험 때마다 긴장을 많이 합니다.');
    await form.getByRole('button', { name: '신청하기' }).click();
    await expect(page).toHaveURL((url) => url.pathname === PSYCH_STATE && url.searchParams.get('tab') === 'group');
    await expect(card(page, appliedId(page)).getByTestId('status')).toContainText('신청');

    await page.goto('/user/colglife/psychcnsl/group/apply?id=1&consent=PSY-2026-09');
    const waitForm = page.getByTestId('apply-form');
    await untilHydrated(waitForm.getByRole('button', { name: '대기자로 신청하기' }));
    await expect(waitForm.getByTestId('waiting-notice')).toContainText('대기자');
    await waitForm.getByLabel('참여하려는 이유를 적어 주세요.').fill('스트레스를 다루는 방법을 배우고 싶습니다.');
    await waitForm.getByRole('button', { name: '대기자로 신청하기' }).click();
    await expect(page).toHaveURL((url) => url.pathname === PSYCH_STATE && url.searchParams.get('tab') === 'group');
    await expect(page.getByTestId('applied-notice')).toContainText('대기자로 신청되었습니다');
    const waiting = card(page, appliedId(page));
    await expect(waiting.getByTestId('status')).toContainText('대기');
    await expect(waiting).toContainText('취소하면 대기 순서대로');

    // Applying twice is not offered.
    await page.goto('/user/colglife/psychcnsl/group/apply?id=1&consent=PSY-2026-09');
    await expect(page.getByTestId('already-registered')).toContainText('대기');
  });
});

test.describe('self-check', () => {
  test('PHQ-9 needs every answer; high answers show the crisis lines and the result is kept privately', async ({ page }) => {
    await loginAs(page, student(46));
    await page.goto('/user/colglife/psychcnsl/emhs');
    const check = page.getByTestId('self-check');
    const submit = check.getByRole('button', { name: '결과 보기' });
    await untilHydrated(submit);
    await expect(page.getByText('나만 볼 수 있습니다').first()).toBeVisible();
    await submit.click();
    await expect(check.getByText(/답하지 않은 문항이 있습니다: 1번/)).toBeVisible();

    const items = check.locator('.screening-item');
    await expect(items).toHaveCount(9);
    for (let i = 0; i < 9; i++) await items.nth(i).getByText('거의 매일').click();
    await submit.click();

    const result = page.getByTestId('screening-result');
    await expect(result).toContainText('27점');
    await expect(result).toContainText('심한 우울');
    const crisis = page.getByTestId('crisis-contacts');
    await expect(crisis.getByRole('link', { name: /자살예방상담전화 109/ })).toHaveAttribute('href', 'tel:109');
    await expect(crisis.getByRole('link', { name: /정신건강위기상담 1577-0199/ })).toHaveAttribute('href', 'tel:15770199');
    await expect(crisis.getByRole('link', { name: '방문상담 신청하기' })).toHaveAttribute('href', '/user/colglife/psychcnsl/visit/agree');
    await expect(page.getByTestId('screening-history')).toContainText('27 / 27');

    // GAD-7 with low answers: no crisis lines; both results are listed after a reload.
    await page.getByRole('link', { name: /불안 자가진단/ }).click();
    const gad = page.getByTestId('self-check');
    await untilHydrated(gad.getByRole('button', { name: '결과 보기' }));
    const gadItems = gad.locator('.screening-item');
    await expect(gadItems).toHaveCount(7);
    for (let i = 0; i < 7; i++) await gadItems.nth(i).getByText('전혀 없음').click();
    await gad.getByRole('button', { name: '결과 보기' }).click();
    await expect(page.getByTestId('screening-result')).toContainText('정상 범위');
    await expect(page.getByTestId('crisis-contacts')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('screening-history').locator('tbody tr')).toHaveCount(2);

    // The result can be shared with a psychological counselling application, unticked by default.
    await page.goto('/user/colglife/psychcnsl/person/apply?consent=PSY-2026-09');
    const form = page.getByTestId('apply-form');
    const share = form.getByRole('checkbox', { name: '자가진단 결과를 상담사와 공유합니다.' });
    await untilHydrated(share);
    await expect(share).not.toBeChecked();
    // A render that lands as the click does may undo it once; tick again until it holds.
    await expect(async () => share.check()).toPass({ timeout: 10_000 });
    await expect(form.getByLabel('공유할 결과')).toContainText('정상 범위');
    await form.getByLabel('공유할 결과').selectOption({ label: (await form.getByLabel('공유할 결과').locator('option', { hasText: '심한 우울' }).textContent())! });
    await form.getByLabel('상담 주제').fill('우울감');
    await form.getByLabel('상담을 받고 싶은 이유를 적어 주세요.').fill('자가진단 점수가 높게 나와서 상담을 받고 싶습니다.');
    await form.getByRole('radio', { name: '없음' }).check();
    await form.getByRole('radio', { name: '아니요' }).check();
    await pickSlot(form, 3);
    await form.getByRole('button', { name: '신청하기' }).click();
    await expect(page).toHaveURL((url) => url.pathname === PSYCH_STATE && url.searchParams.get('tab') === 'person');
    const detail = await page.request.get(`/api/v1/cnsl/applications/${appliedId(page)}`);
    expect((await detail.json()).data.screeningId).toEqual(expect.any(Number));
  });
});

test.describe('menus and notices', () => {
  test('the 대학생활 menu lists the counselling pages, and the centre notices can be searched and read', async ({ page }) => {
    await loginAs(page, student(49));
    await page.goto('/user/colglife/psychcnsl/notice');
    const menu = page.getByRole('navigation', { name: '주 메뉴' });
    for (const name of ['학습상담', '교수상담', '진로상담', '대인관계상담', '일반상담 신청현황', '방문상담', '집단상담', '개인상담', '심리상담 신청현황', '마음건강 자가진단', '상담센터 공지']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: '동아리', exact: true })).toHaveAttribute('href', '/user/colglife/club');

    const items = page.locator('main .list-group-item');
    await expect(items.first()).toContainText('중요');
    await page.getByLabel('상담센터 공지 검색어').fill('집단상담');
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === '집단상담');
    await page.getByRole('link', { name: '마음 챙김 집단상담 참여자 모집' }).click();
    await expect(page).toHaveURL(/\/user\/colglife\/psychcnsl\/notice\/\d+$/);
    await expect(page.getByRole('heading', { name: '마음 챙김 집단상담 참여자 모집' })).toBeVisible();
    await page.getByRole('link', { name: '목록' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/user/colglife/psychcnsl/notice');
  });
});
