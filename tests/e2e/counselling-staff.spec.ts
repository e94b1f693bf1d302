// The counselling staff's side: a counsellor takes an application through 접수, 일정 확정, a record
// and 완료; assigns a visit request to a colleague and confirms one of her open slots; rejects with a
// reason; downloads the Excel list (no notes); keeps attendance of a group programme; edits her hours.
// A professor handles a request addressed to her and shares a summary that the student can read.
// Staff see counts only. Students 61-80 are this file's.
import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { request as pwRequest, type APIRequestContext, type Page } from '@playwright/test';
import { test, expect, DEMO, loginAs, toastWith, untilHydrated } from './fixtures';

const prof1 = DEMO.prof1;
const cnslr1 = DEMO.cnslr1;

interface Slot {
  handlerId: string;
  start: string;
  place: string;
}

/** A student at the API, logged in the way the browser does it. */
async function studentApi(baseURL: string, n: number): Promise<APIRequestContext> {
  const api = await pwRequest.newContext({ baseURL, extraHTTPHeaders: { 'X-Requested-With': 'XMLHttpRequest', Origin: baseURL } });
  const res = await api.post('/api/auth/login', { data: { userId: `student${n}`, password: 'portal1234!', userDiv: 'std' } });
  expect(res.status(), `student${n} logs in`).toBe(200);
  return api;
}

/** An open slot of one counsellor or professor, taken from the far end so other tests keep the near ones. */
async function openSlotOf(api: APIRequestContext, cnslKind: string, handlerId: string): Promise<Slot> {
  const res = await api.get('/api/v1/cnsl/slots', { params: { cnslKind, handlerId } });
  expect(res.status()).toBe(200);
  const slots = ((await res.json()).data.slots as Slot[]).filter((s) => s.handlerId === handlerId);
  expect(slots.length, `${handlerId} has open slots`).toBeGreaterThan(0);
  return slots[slots.length - 1];
}

async function apply(api: APIRequestContext, body: Record<string, unknown>): Promise<number> {
  const res = await api.post('/api/v1/cnsl/apply', { data: body });
  const json = await res.json();
  expect(res.status(), JSON.stringify(json)).toBe(200);
  return json.data.applId as number;
}

const psych = (topic: string) => ({ consentVersion: 'PSY-2026-09', consentAgreed: true, topic });

/** The status badge of the application on its detail page. */
const caseStatus = (page: Page) => page.locator('section[aria-labelledby="case-h"] [data-status]');

/** Clicks an action of the case and waits for the reloaded page's notice. */
async function act(page: Page, name: string, notice: string, dialogButton?: string) {
  const button = page.getByTestId('case-actions').getByRole('button', { name, exact: true });
  await untilHydrated(button);
  await button.click();
  if (dialogButton) await page.getByRole('dialog').getByRole('button', { name: dialogButton, exact: true }).click();
  await expect(toastWith(page, notice)).toBeVisible();
}

test.describe('counselling staff', () => {
  test('a counsellor accepts, schedules and records a personal counselling application from the inbox; 완료 waits for the session', async ({ page, baseURL }) => {
    const student = await studentApi(baseURL!, 61);
    const topic = `시험 불안과 수면 문제 ${Date.now()}`;
    const slot = await openSlotOf(student, 'PERSON', 'cnslr1');
    const applId = await apply(student, { cnslKind: 'PERSON', ...psych(topic), intake: { reason: '시험 기간마다 잠을 못 잡니다.', previous: '없음', urgent: '아니요' }, handlerId: 'cnslr1', slotStart: slot.start });

    await loginAs(page, cnslr1);
    await expect(page.getByTestId('waiting-counts')).toContainText('개인상담');
    await page.goto(`/cnslr/applications?keyword=${encodeURIComponent(topic)}`);
    const row = page.getByTestId('inbox').locator(`tr[data-appl-id="${applId}"]`);
    await expect(row).toContainText('개인상담');
    await expect(row).toContainText('student61');
    await expect(row).toContainText('신청');
    await row.getByRole('link', { name: new RegExp(`신청 ${applId} `) }).click();
    await expect(page).toHaveURL(`/cnslr/applications/${applId}`);
    await expect(page.getByTestId('intake')).toContainText('시험 기간마다 잠을 못 잡니다.');
    await expect(page.getByTestId('records')).toContainText('아직 기록이 없습니다.');
    // A booked slot stays with the counsellor the student chose: no assignment at 접수.
    await expect(page.getByLabel('담당 상담사')).toHaveCount(0);

    await act(page, '접수', '접수했습니다.');
    await expect(caseStatus(page)).toHaveText('접수');
    await act(page, '일정 확정', '일정을 확정했습니다.');
    await expect(caseStatus(page)).toHaveText('일정확정');
    await expect(page.getByTestId('history')).toContainText('일정확정');

    // The record form checks its fields, then saves; the record is listed after the reload.
    const save = page.getByRole('button', { name: '기록 저장' });
    await untilHydrated(save);
    await save.click();
    await expect(page.getByText('상담 분류를 선택해 주세요.')).toBeVisible();
    await expect(page.getByLabel('상담 내용')).toHaveAttribute('aria-invalid', 'true');
    const notes = `불안이 커지면 호흡 연습을 하기로 함 ${Date.now()}`;
    await page.getByLabel('상담 분류').selectOption('정서');
    await page.getByLabel('상담 내용').fill(notes);
    await page.getByLabel('후속 조치 (선택)').fill('다음 주 같은 시간 2회기');
    await save.click();
    await expect(toastWith(page, '상담 기록을 저장했습니다.')).toBeVisible();
    await expect(page.getByTestId('records')).toContainText(notes);
    await expect(page.getByTestId('records')).toContainText('다음 주 같은 시간 2회기');
    await expect(page.getByLabel('학생 공개 요약 (선택)')).toHaveCount(0);

    // The session has not taken place yet: 완료 and 불참 are not offered, and the page says from when.
    await expect(page.getByTestId('finish-later')).toContainText('상담이 시작된 뒤');
    await expect(page.getByTestId('case-actions').getByRole('button', { name: '완료' })).toHaveCount(0);

    // The student follows the status but never reads the notes.
    const mine = await (await student.get(`/api/v1/cnsl/applications/${applId}`)).json();
    expect(mine.data.status).toBe('SCHEDULED');
    expect(mine.data.summaries).toEqual([]);
    expect(JSON.stringify(mine)).not.toContain(notes);
    expect((await student.get(`/api/v1/cnsl/applications/${applId}/records`)).status()).toBe(403);
    await student.dispose();
  });

  test('a session that has taken place is completed from its page', async ({ page }) => {
    await loginAs(page, cnslr1);
    await page.goto(`/cnslr/applications?status=SCHEDULED&keyword=${encodeURIComponent('발표할 때 긴장이 심해요')}`);
    await page.getByTestId('inbox').getByRole('link', { name: /발표할 때 긴장이 심해요/ }).first().click();
    await expect(page.getByTestId('finish-later')).toHaveCount(0);
    await act(page, '완료', '완료 처리했습니다.', '완료');
    await expect(caseStatus(page)).toHaveText('완료');
    await expect(page.getByTestId('case-actions')).toContainText('처리가 끝난 신청입니다.');
  });

  test('a visit request is assigned to a colleague at 접수 and confirmed on her open slot; another request is rejected with a reason', async ({ page, baseURL }) => {
    const visitor = await studentApi(baseURL!, 62);
    const screening = await (await visitor.post('/api/v1/cnsl/screenings', { data: { instrument: 'GAD7', answers: [1, 2, 1, 1, 0, 1, 1] } })).json();
    const visitTopic = `처음 상담을 받아 보고 싶어요 ${Date.now()}`;
    const visitId = await apply(visitor, { cnslKind: 'VISIT', ...psych(visitTopic), intake: { reason: '학교 생활 적응이 어렵습니다.', previous: '없음', urgent: '아니요' }, preferredTimes: '화·목 오후', screeningId: screening.data.screeningId });
    const other = await studentApi(baseURL!, 63);
    const slot = await openSlotOf(other, 'PERSON', 'cnslr2');
    const rejectId = await apply(other, { cnslKind: 'PERSON', ...psych(`대인관계 스트레스 ${Date.now()}`), intake: { reason: '친구 관계가 힘듭니다.', previous: '교내 상담', urgent: '아니요' }, handlerId: 'cnslr2', slotStart: slot.start });

    await loginAs(page, cnslr1);
    await page.goto(`/cnslr/applications/${visitId}`);
    await expect(page.getByTestId('screening')).toContainText('불안 자가진단 (GAD-7)');
    await expect(page.getByTestId('screening')).toContainText('점수 7점 / 21점');
    const assign = page.getByLabel('담당 상담사');
    await untilHydrated(assign);
    await assign.selectOption('cnslr3');
    await act(page, '접수', '접수했습니다.');
    await expect(page.getByTestId('case-summary')).toContainText('유하나');

    // No time chosen yet: the student's preferred times come first, then the colleague's open slots by day.
    const picker = page.getByTestId('schedule-picker');
    await expect(picker.getByTestId('preferred-times')).toHaveText('화·목 오후');
    const firstTime = picker.locator('.slot-times label').first();
    await untilHydrated(firstTime);
    await page.getByTestId('case-actions').getByRole('button', { name: '일정 확정' }).click();
    await expect(page.getByText('상담 시간을 선택해 주세요.')).toBeVisible();
    const chosen = (await firstTime.textContent())!.slice(0, 5);
    await firstTime.click();
    await act(page, '일정 확정', '일정을 확정했습니다.');
    await expect(caseStatus(page)).toHaveText('일정확정');
    expect(chosen).toMatch(/^\d\d:\d\d$/);
    await expect(page.getByTestId('case-summary')).toContainText(chosen);

    await page.goto(`/cnslr/applications/${rejectId}`);
    const reject = page.getByTestId('case-actions').getByRole('button', { name: '반려' });
    await untilHydrated(reject);
    await reject.click();
    const reason = '학생 요청으로 진로상담으로 연결합니다.';
    await page.getByRole('dialog').getByRole('textbox').fill(reason);
    await page.getByRole('dialog').getByRole('button', { name: '반려' }).click();
    await expect(toastWith(page, '반려했습니다.')).toBeVisible();
    await expect(caseStatus(page)).toHaveText('반려');
    await expect(page.getByTestId('case-summary')).toContainText(reason);
    const seen = await (await other.get(`/api/v1/cnsl/applications/${rejectId}`)).json();
    expect(seen.data).toMatchObject({ status: 'REJECTED', rejectReason: reason });
    await visitor.dispose();
    await other.dispose();
  });

  test('the inbox exports the applications of a period as an Excel workbook without notes', async ({ page }) => {
    await loginAs(page, cnslr1);
    await page.goto('/cnslr/applications');
    await expect(page.getByText('상담 기록(내용)은 포함되지 않습니다.')).toBeVisible();
    await page.locator('#x-from').fill('2026-10-01');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '엑셀 내려받기' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^상담신청_2026-10-01_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = await fs.readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toEqual(['신청번호', '상담 종류', '상태', '학번', '이름', '담당', '상담 일시', '장소', '신청일시']);
    // The past personal counselling of the demo data (2026-10) is in it; the centre's kinds only.
    const kinds = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) kinds.add(String(row.getCell(2).value));
    });
    expect(kinds.has('개인상담')).toBe(true);
    for (const k of kinds) expect(['대인관계상담', '방문상담', '개인상담', '집단상담']).toContain(k);
  });

  test('a new group programme fills up, puts the next student on the waiting list and keeps attendance', async ({ page, baseURL }) => {
    await loginAs(page, cnslr1);
    await page.goto('/cnslr/groups');
    const title = `관계 회복 집단상담 ${Date.now()}`;
    const create = page.getByRole('button', { name: '프로그램 만들기' });
    await create.scrollIntoViewIfNeeded();
    await untilHydrated(create);
    await create.click();
    await expect(page.getByText('프로그램 이름을 입력해 주세요.')).toBeVisible();
    await page.getByLabel('프로그램 이름').fill(title);
    await page.getByLabel('프로그램 소개').fill('갈등 상황에서 나와 상대의 마음을 살펴보는 3회기 프로그램입니다.');
    await page.getByLabel('정원 (명)').fill('2');
    await page.getByLabel('회차', { exact: true }).fill('3');
    await page.getByLabel('신청 시작일').fill('2026-11-20');
    await page.getByLabel('신청 마감일').fill('2026-12-10');
    await page.getByLabel('장소', { exact: true }).fill('학생회관 403호 집단상담실');
    await page.getByLabel('일정', { exact: true }).fill('2026. 12. 15. ~ 12. 29. 매주 화 14:00-15:30 (3회)');
    await create.click();
    await expect(toastWith(page, '집단상담 프로그램을 만들었습니다.')).toBeVisible();
    const card = page.getByTestId('programs').locator('article').filter({ hasText: title });
    await expect(card).toContainText('0/2명');
    const href = (await card.getByRole('link', { name: '참여자·출석 관리' }).getAttribute('href'))!;
    const programId = Number(href.split('/').pop());

    const names: string[] = [];
    for (const n of [66, 67, 68]) {
      const s = await studentApi(baseURL!, n);
      await apply(s, { cnslKind: 'GROUP', ...psych(title), intake: { reason: '관계를 돌아보고 싶습니다.' }, programId });
      await s.dispose();
    }
    await page.reload();
    await expect(card).toContainText('2/2명 · 대기 1명');

    await page.goto(href);
    await expect(page.getByTestId('seat-summary')).toHaveText('2/2명 · 대기 1명');
    const rows = page.getByTestId('roster').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    for (const r of await rows.all()) names.push((await r.locator('th a').textContent())!.trim());
    await expect(rows.nth(2)).toContainText('대기 1');
    await expect(rows.nth(2)).toContainText('student68');
    await expect(rows.nth(2).getByRole('checkbox')).toHaveCount(0);
    await expect(rows.nth(0).getByRole('checkbox')).toHaveCount(3);

    const tick = page.getByLabel(`${names[0]} 2회차 출석`);
    await untilHydrated(tick);
    await tick.check();
    await expect(toastWith(page, `${names[0]} 2회차 출석으로 기록했습니다.`)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(`${names[0]} 2회차 출석`)).toBeChecked();
    await expect(page.getByLabel(`${names[0]} 1회차 출석`)).not.toBeChecked();
    await expect(rows.nth(0)).toContainText('1/3');
  });

  test('a counsellor sees the server refuse overlapping hours and adds and removes extra hours', async ({ page }) => {
    await loginAs(page, DEMO.cnslr1);
    await page.goto('/cnslr/schedule');
    const add = page.getByRole('button', { name: '시간 추가' });
    await untilHydrated(add);
    // cnslr1 already has Monday 10:00-17:00.
    await page.getByLabel('요일', { exact: true }).selectOption('1');
    await page.locator('#wk-start').fill('11:00');
    await page.locator('#wk-end').fill('12:00');
    await add.click();
    await expect(page.getByTestId('weekly-form').getByText('겹치는 시간대가 있습니다.')).toBeVisible();
    await expect(page.locator('#wk-start')).toHaveAttribute('aria-invalid', 'true');

    // Extra hours on Sunday 2026-12-06 show among the open slots, then go again.
    await page.getByRole('radio', { name: '추가 상담' }).check();
    await page.getByLabel('날짜', { exact: true }).fill('2026-12-06');
    await page.locator('#ex-start').fill('10:00');
    await page.locator('#ex-end').fill('12:00');
    await page.getByLabel('메모 (선택)').fill('일요 특별 상담');
    await page.getByRole('button', { name: '추가 시간 등록' }).click();
    await expect(toastWith(page, '예외 일정을 추가했습니다.')).toBeVisible();
    const item = page.getByTestId('exception-list').getByRole('listitem').filter({ hasText: '2026. 12. 6. (일)' });
    await expect(item).toContainText('10:00~12:00');
    await expect(item).toContainText('일요 특별 상담');
    const remove = item.getByRole('button', { name: /삭제/ });
    await untilHydrated(remove);
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
    await expect(toastWith(page, '삭제했습니다.')).toBeVisible();
    await expect(page.getByTestId('exception-list')).not.toContainText('2026. 12. 6. (일)');
  });

  test('a professor handles a request addressed to her and shares a summary the student can read before the session is closed', async ({ page, baseURL }) => {
    const student = await studentApi(baseURL!, 69);
    const topic = `대학원 진학 상담 ${Date.now()}`;
    const slot = await openSlotOf(student, 'PROF', 'prof1');
    const applId = await apply(student, { cnslKind: 'PROF', consentVersion: 'GEN-2026-09', consentAgreed: true, topic, intake: { reason: '대학원 준비 방법을 여쭙고 싶습니다.', area: '진로' }, handlerId: 'prof1', slotStart: slot.start });

    await loginAs(page, prof1);
    await page.goto('/prof/counselling');
    const row = page.getByTestId('inbox').locator(`tr[data-appl-id="${applId}"]`);
    await expect(row).toContainText(topic);
    await row.getByRole('link', { name: new RegExp(`신청 ${applId} `) }).click();
    await expect(page).toHaveURL(`/prof/counselling/${applId}`);
    await expect(page.getByLabel('담당 상담사')).toHaveCount(0);
    await act(page, '접수', '접수했습니다.');
    await act(page, '일정 확정', '일정을 확정했습니다.');
    await expect(caseStatus(page)).toHaveText('일정확정');

    const notes = `연구실 인턴 경험을 권함 ${Date.now()}`;
    const summary = '다음 학기 연구실 인턴을 알아보고 관심 분야 논문 세 편을 읽어 오기로 했습니다.';
    const save = page.getByRole('button', { name: '기록 저장' });
    await untilHydrated(save);
    await expect(page.getByText('학생은 이 요약만 볼 수 있습니다.')).toBeVisible();
    await page.getByLabel('상담 분류').selectOption('진로');
    await page.getByLabel('상담 내용').fill(notes);
    await page.getByLabel('학생 공개 요약 (선택)').fill(summary);
    await save.click();
    await expect(toastWith(page, '상담 기록을 저장했습니다.')).toBeVisible();
    await expect(page.getByTestId('records')).toContainText(notes);
    await expect(page.getByTestId('records')).toContainText(`학생 공개 요약: ${summary}`);
    await expect(page.getByTestId('finish-later')).toBeVisible();

    const seen = await (await student.get(`/api/v1/cnsl/applications/${applId}`)).json();
    expect(seen.data.status).toBe('SCHEDULED');
    expect(seen.data.summaries.map((s: { summary: string }) => s.summary)).toEqual([summary]);
    expect(JSON.stringify(seen)).not.toContain(notes);
    await student.dispose();

    // Requests addressed to other people stay out of reach.
    expect((await page.goto('/prof/counselling/999999'))?.status()).toBe(404);
  });

  test('a professor invites an advisee to book professor counselling', async ({ page, baseURL }) => {
    await loginAs(page, prof1);
    await page.goto('/prof/advisees?keyword=student65');
    const row = page.getByTestId('advisee-list').locator('tr[data-student-id="student65"]');
    await expect(row).toBeVisible();
    const invite = row.getByRole('button', { name: /면담 요청/ });
    await untilHydrated(invite);
    await invite.click();
    await page.getByRole('dialog').getByRole('button', { name: '보내기' }).click();
    await expect(toastWith(page, '학생에게 면담 요청을 보냈습니다.')).toBeVisible();
    await expect(invite).toHaveText('요청 보냄');

    const s = await studentApi(baseURL!, 65);
    const inbox = await (await s.get('/api/v1/messages/inbox')).json();
    const msg = (inbox.data.list as { msgTitle: string; msgCont: string }[]).find((m) => m.msgTitle === '[교수상담] 지도교수 면담 요청');
    expect(msg?.msgCont).toContain('/user/colglife/generalcnsl/profcnsl');
    await s.dispose();
  });

  test('staff see counselling counts only, and the counsellor pages are not theirs', async ({ page }) => {
    await loginAs(page, DEMO.staff1);
    const counts = page.getByTestId('cnsl-counts');
    await expect(counts).toContainText('개인상담');
    await expect(counts).toContainText('합계');
    await expect(counts).not.toContainText('student');
    await page.goto('/cnslr/applications');
    await expect(page).toHaveURL((url) => url.pathname === '/unauthorized');
  });
});
