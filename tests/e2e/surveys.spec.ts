// Surveys in the browser: staff1 publishes a survey, student225 answers it on a phone (the form
// names the missing required answer under its question first), sees the thank-you, and staff1
// finds the response counted in the results. Students 211-225 belong to the survey tests.
import { test, expect, loginAs, student, toastWith, untilHydrated } from './fixtures';

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

  // staff1 sees the response in the results.
  await staff.goto(`/stf/surveys/${surveyId}/results`);
  await expect(staff.getByTestId('response-count')).toHaveText('1명');
  const q1 = staff.getByTestId('question-result').first();
  await expect(q1.getByTestId('option-row').nth(3)).toContainText('1');
  await expect(staff.getByText('모바일에서도 편해요')).toBeVisible();

  await phone.close();
  await staffContext.close();
});
