// Surveys in the browser: staff1 publishes a survey, student225 answers it on a phone (the form
// names the missing required answer under its question first), sees the thank-you, and staff1
// finds the response counted in the results once five have answered (fewer are withheld, so that no
// one's answers can be told apart). Students 211-225 belong to the survey tests.
import { test, expect, loginAs, student, toastWith, untilHydrated } from './fixtures';
import { newStudent } from '../support/factories';
import type { Browser } from '@playwright/test';

/** Fresh students answer the survey over its API, each with the values given by question order. */
async function othersAnswer(browser: Browser, baseURL: string, surveyId: number, count: number, values: (string | string[])[]) {
  for (let i = 0; i < count; i++) {
    const account = await newStudent(baseURL);
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await loginAs(page, { id: account.userId, div: 'std' }, { password: account.password });
    const view = await page.request.get(`/api/v1/diag/surveys/${surveyId}`);
    expect(view.status()).toBe(200);
    const questions = (await view.json()).data.questions as { questionId: number }[];
    const answers = Object.fromEntries(questions.map((q, n) => [`q${q.questionId}`, values[n] ?? '']).filter(([, v]) => v !== ''));
    const res = await page.request.post(`/api/v1/diag/surveys/${surveyId}/answer`, { data: { answers }, headers: { origin: baseURL, 'x-requested-with': 'XMLHttpRequest' } });
    expect(res.status(), await res.text()).toBe(200);
    await context.close();
  }
}

test('a student answers a survey on a phone and staff see it counted in the results', async ({ browser, baseURL }) => {
  const title = `모바일 응답 설문 ${Date.now().toString(36)}`;

  // staff1 creates and publishes the survey through the office's API.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await loginAs(staff, { id: 'staff1', div: 'stf' });
  const headers = { origin: baseURL!, 'x-requested-with': 'XMLHttpRequest' };
  const created = await staff.request.post('/api/v1/stf/surveys', {
    headers,
    data: {
      title,
      description: '휴대전화에서 응답하는 설문입니다.',
      kind: 'GENERAL',
      targetDeptCds: [],
      targetGrades: [],
      openAt: '2026-11-21T09:00',
      closeAt: '2026-11-30T18:00',
      anonymousYn: 'N',
      editableYn: 'N',
      questions: [
        { kind: 'SCALE', title: '학생 지원 서비스에 만족한다.', requiredYn: 'Y', options: [] },
        { kind: 'SINGLE', title: '가장 자주 쓰는 메뉴는?', requiredYn: 'Y', options: ['학습활동', '진로', '대학생활'] },
        { kind: 'SHORT', title: '한 줄 의견', requiredYn: 'N', options: [] },
      ],
    },
  });
  expect(created.status()).toBe(200);
  const surveyId = (await created.json()).data.surveyId as number;
  expect((await staff.request.post(`/api/v1/stf/surveys/${surveyId}/status`, { headers, data: { action: 'PUBLISH' } })).status()).toBe(200);

  // The student, on a 390 px phone.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await loginAs(page, student(225));
  await page.goto('/user/diag/surveyRsch');
  await expect(page.getByRole('heading', { level: 1, name: '설문조사' })).toBeVisible();
  const card = page.getByTestId('survey').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByTestId('state')).toHaveText(/미응답/);
  await card.getByRole('link', { name: /응답하기/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const form = page.getByTestId('survey-form');
  const submit = form.getByTestId('submit-survey');
  await untilHydrated(submit);
  await submit.click();
  await expect(form.getByText('점수를 선택해 주세요.')).toBeVisible();
  await expect(form.getByText('하나를 선택해 주세요.')).toBeVisible();
  // Targets are finger-sized on a phone.
  const box = await submit.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  await form.getByLabel('4 · 그렇다').check();
  await form.getByLabel('진로').check();
  await form.getByLabel(/한 줄 의견/).fill('모바일에서도 편해요');
  await submit.click();
  await expect(toastWith(page, '응답해 주셔서 감사합니다.')).toBeVisible();
  await expect(page.getByTestId('thanks')).toBeVisible();
  await expect(page.getByTestId('state')).toHaveText('응답완료');
  // No horizontal scrolling on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // staff1 sees the response counted, and no answer of a group under five.
  await staff.goto(`/stf/surveys/${surveyId}/results`);
  await expect(staff.getByTestId('response-count')).toHaveText('1명');
  const q1 = staff.getByTestId('question-result').first();
  await expect(q1.getByTestId('withheld')).toHaveText('응답이 5건 미만이라 결과를 보여 드리지 않습니다.');
  await expect(staff.getByText('모바일에서도 편해요')).toHaveCount(0);
  // Four more answer: now the results show, hers among them.
  test.setTimeout(120_000);
  await othersAnswer(browser, baseURL!, surveyId, 4, ['4', '1', '알림이 잘 와요']);
  await staff.reload();
  await expect(staff.getByTestId('response-count')).toHaveText('5명');
  await expect(q1.getByTestId('option-row').nth(3)).toContainText('5');
  await expect(staff.getByText('모바일에서도 편해요')).toBeVisible();

  await phone.close();
  await staffContext.close();
});

test('a student answers a survey in sections with a branch on a phone, saves a draft, resumes it and submits; staff see it counted', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const title = `섹션 설문 ${Date.now().toString(36)}`;
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await loginAs(staff, { id: 'staff1', div: 'stf' });
  const headers = { origin: baseURL!, 'x-requested-with': 'XMLHttpRequest' };
  const created = await staff.request.post('/api/v1/stf/surveys', {
    headers,
    data: {
      title,
      description: '세 단계 설문입니다.',
      kind: 'GENERAL',
      openAt: '2026-11-21T09:00',
      closeAt: '2026-11-30T18:00',
      anonymousYn: 'N',
      editableYn: 'N',
      sections: [{ title: '참여 여부' }, { title: '프로그램 평가', description: '참여한 프로그램을 평가해 주세요.' }, { title: '마무리' }],
      questions: [
        { kind: 'SINGLE', title: '프로그램에 참여했나요?', requiredYn: 'Y', section: 1, options: ['예', '아니오'], jumps: ['', '3'] },
        { kind: 'RATING', title: '프로그램 별점', requiredYn: 'Y', section: 2 },
        { kind: 'MATRIX', title: '항목별 평가', requiredYn: 'Y', section: 2, rows: ['내용', '시간'], options: ['아니다', '보통', '그렇다'] },
        { kind: 'SCALE', title: '학습 공간이 충분하다.', requiredYn: 'Y', section: 3 },
        { kind: 'SHORT', title: '한 줄 의견', requiredYn: 'N', section: 3 },
      ],
    },
  });
  expect(created.status()).toBe(200);
  const surveyId = (await created.json()).data.surveyId as number;
  expect((await staff.request.post(`/api/v1/stf/surveys/${surveyId}/status`, { headers, data: { action: 'PUBLISH' } })).status()).toBe(200);

  const me = await newStudent(baseURL!);
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await loginAs(page, { id: me.userId, div: 'std' }, { password: me.password });
  await page.goto(`/user/diag/surveyRsch/${surveyId}`);
  const form = page.getByTestId('survey-form');
  const next = form.getByTestId('next-section');
  await untilHydrated(next);
  await expect(form.getByTestId('section-title')).toHaveText('참여 여부');
  await expect(form.getByTestId('step')).toHaveText('1 / 3 단계');
  await next.click();
  await expect(form.getByText('하나를 선택해 주세요.')).toBeVisible();
  await form.getByLabel('예').check();
  await next.click();

  // Section 2: a 5-point rating (the default length) and a matrix.
  await expect(form.getByTestId('section-title')).toHaveText('프로그램 평가');
  await expect(form.getByTestId('step')).toHaveText('2 / 3 단계');
  const rating = form.getByRole('group', { name: /프로그램 별점/ });
  await expect(rating.getByRole('radio')).toHaveCount(5);
  await rating.getByLabel('4점').check();
  await form.getByRole('group', { name: '내용' }).getByLabel('그렇다').check();
  await next.click();
  await expect(form.getByText('모든 행에 답해 주세요.')).toBeVisible();
  await form.getByTestId('save-draft').click();
  await expect(toastWith(page, '임시 저장했습니다.')).toBeVisible();

  // She comes back later: the draft resumes at section 2 with her answers.
  await page.reload();
  await expect(page.getByTestId('draft-note')).toBeVisible();
  await untilHydrated(form.getByTestId('prev-section'));
  await expect(form.getByTestId('section-title')).toHaveText('프로그램 평가');
  await expect(form.getByRole('group', { name: /프로그램 별점/ }).getByLabel('4점')).toBeChecked();
  await expect(form.getByRole('group', { name: '내용' }).getByLabel('그렇다')).toBeChecked();

  // She changes her first answer: "아니오" skips section 2.
  await form.getByTestId('prev-section').click();
  await form.getByLabel('아니오').check();
  await expect(form.getByTestId('step')).toHaveText('1 / 2 단계');
  await next.click();
  await expect(form.getByTestId('section-title')).toHaveText('마무리');
  await expect(form.getByTestId('step')).toHaveText('2 / 2 단계');
  const submit = form.getByTestId('submit-survey');
  await submit.click();
  await expect(form.getByText('점수를 선택해 주세요.')).toBeVisible();
  await form.getByLabel('4 · 그렇다').check();
  await form.getByLabel(/한 줄 의견/).fill('단계별이라 편해요');
  const box = await submit.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await submit.click();
  await expect(toastWith(page, '응답해 주셔서 감사합니다.')).toBeVisible();
  await expect(page.getByTestId('thanks')).toBeVisible();
  await expect(page.getByTestId('state')).toHaveText('응답완료');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Four others answer the same way ("아니오", then the last section); staff1 then sees five
  // responses: "아니오" counted, the skipped rating unanswered, the scale answered.
  test.setTimeout(120_000);
  await othersAnswer(browser, baseURL!, surveyId, 4, ['1', '', '', '3', '괜찮아요']);
  await staff.goto(`/stf/surveys/${surveyId}/results`);
  await expect(staff.getByTestId('response-count')).toHaveText('5명');
  const results = staff.getByTestId('question-result');
  await expect(results.nth(0).getByTestId('option-row').nth(1)).toContainText('5');
  await expect(results.nth(1)).toContainText('응답 0명');
  await expect(results.nth(3)).toContainText('응답 5명');
  await expect(staff.getByText('단계별이라 편해요')).toBeVisible();

  await phone.close();
  await staffContext.close();
});

test('staff build a survey in the editor: field errors in Korean, then a saved draft that publishes', async ({ page }) => {
  const title = `편집기 설문 ${Date.now().toString(36)}`;
  await loginAs(page, { id: 'staff1', div: 'stf' });
  await page.goto('/stf/surveys/new');
  const editor = page.getByTestId('survey-editor');
  const save = editor.getByTestId('save-survey');
  await untilHydrated(save);
  await save.click();
  await expect(editor.getByText('설문 제목을 입력해 주세요.')).toBeVisible();
  await expect(editor.getByText('문항을 입력해 주세요.')).toBeVisible();

  await editor.getByLabel('설문 제목').fill(title);
  await editor.getByLabel('1번 문항').fill('상담 예약이 편리했다.');
  await editor.getByTestId('add-question').click();
  await editor.getByLabel('2번 문항').fill('어떤 상담을 받았나요?');
  await editor.getByLabel('유형').nth(1).selectOption('SINGLE');
  await editor.getByLabel('보기 (한 줄에 하나)').fill('학습');
  await save.click();
  await expect(editor.getByText('선택형 문항에는 보기를 2개 이상 넣어 주세요.')).toBeVisible();
  await editor.getByLabel('보기 (한 줄에 하나)').fill('학습\n진로\n심리');
  await editor.getByLabel('3학년').check();
  await save.click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('phase')).toHaveText('작성중');
  page.once('dialog', (d) => d.accept());
  await page.getByTestId('publish').click();
  await expect(toastWith(page, '설문을 게시했습니다.')).toBeVisible();
  await expect(page.getByTestId('phase')).toHaveText(/게시 예정|진행중/);
});

test('staff split a survey into sections with a branch and a rating in the editor', async ({ page }) => {
  const title = `섹션 편집 ${Date.now().toString(36)}`;
  await loginAs(page, { id: 'staff1', div: 'stf' });
  await page.goto('/stf/surveys/new');
  const editor = page.getByTestId('survey-editor');
  const save = editor.getByTestId('save-survey');
  await untilHydrated(save);
  await editor.getByLabel('설문 제목').fill(title);
  await editor.getByTestId('add-section').click();
  await expect(editor.getByTestId('section-editor')).toHaveCount(2);
  await editor.getByLabel('1번 섹션 제목').fill('기본 정보');
  await editor.getByLabel('2번 섹션 제목').fill('프로그램 평가');
  await editor.getByLabel('1번 문항').fill('프로그램에 참여했나요?');
  await editor.getByLabel('유형').first().selectOption('SINGLE');
  await editor.getByLabel('보기 (한 줄에 하나)').fill('예\n아니오');
  await editor.locator('#sv-q0-jump-1').selectOption('END');
  // Saving now is refused: section 2 has no question yet.
  await save.click();
  await expect(editor.getByText('2번 섹션에 문항이 없습니다.')).toBeVisible();
  await editor.getByTestId('add-question').click();
  await editor.getByLabel('2번 문항').fill('별점을 주세요.');
  await editor.getByLabel('유형').nth(1).selectOption('RATING');
  await expect(editor.getByLabel('별점 개수')).toHaveValue('5');
  await editor.locator('#sv-q1-section').selectOption('2');
  // Moving a section takes its questions along.
  await editor.getByRole('button', { name: '위로 (2번 섹션)' }).click();
  await expect(editor.getByLabel('1번 섹션 제목')).toHaveValue('프로그램 평가');
  await expect(editor.locator('#sv-q1-section')).toHaveValue('1');
  await expect(editor.locator('#sv-q0-section')).toHaveValue('2');
  await editor.getByRole('button', { name: '아래로 (1번 섹션)' }).click();
  await expect(editor.locator('#sv-q1-section')).toHaveValue('2');
  await save.click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const surveyId = Number(/\/stf\/surveys\/(\d+)/.exec(page.url())![1]);
  const stored = await page.request.get(`/api/v1/stf/surveys/${surveyId}`);
  const values = (await stored.json()).data.values;
  expect(values.sections.map((s: { title: string }) => s.title)).toEqual(['기본 정보', '프로그램 평가']);
  expect(values.questions.map((q: { kind: string; section: number }) => [q.kind, q.section])).toEqual([
    ['SINGLE', 1],
    ['RATING', 2],
  ]);
  expect(values.questions[0].jumps).toEqual(['', 'END']);
  expect(values.questions[1].scaleMax).toBe(5);
});

test('the survey pages have no serious accessibility violations', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  for (const [account, paths] of [
    [student(1), ['/user/diag/surveyRsch', '/user/diag/surveyRsch/1', '/user/diag/surveyRsch/4', '/user/diag/satisRsch']],
    [{ id: 'staff1', div: 'stf' as const }, ['/stf/surveys', '/stf/surveys/new', '/stf/surveys/3/results', '/stf/surveys/4/results', '/stf/surveys/4']],
  ] as const) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await loginAs(page, account);
    for (const path of paths) {
      await page.goto(path);
      // Check what the user sees once the islands that load at once have hydrated.
      await page.waitForFunction(() => ![...document.querySelectorAll('astro-island[ssr]')].some((el) => el.getAttribute('client') === 'load'));
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
      expect(serious, path).toEqual([]);
    }
    await context.close();
  }
});
