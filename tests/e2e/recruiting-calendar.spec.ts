// The recruiting calendar on a phone (390 px), with the demo postings of November 2026. The legend
// names the grey of closed entries. In the month view no entry is a title cut to a few letters: each
// is a dot in its kind's colour that a screen reader names in full, and tapping one opens that day's
// list with the whole titles. On a desktop the month view keeps its titles. The student is a fresh
// account.
import { test, expect, loginAs } from './fixtures';
import { newStudent } from '../support/factories';

test('on a phone the month view shows dots named in full, a tap opens the day with whole titles, and the legend names closed entries', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const student = await newStudent(baseURL!);
  await loginAs(page, { id: student.userId, div: 'std' }, { password: student.password });
  await page.goto('/user/careerinfo/recrtcalendar');
  const calendar = page.getByTestId('calendar');
  await expect(calendar.getByTestId('legend-closed')).toContainText('마감된 일정');
  await expect(page.getByTestId('calendar-count')).toHaveText(/이 기간 일정 \d+건/);

  await calendar.getByRole('button', { name: '월', exact: true }).click();
  const entries = calendar.locator('.fc-daygrid-event');
  await expect(entries.first()).toBeAttached();
  const shown = await entries.evaluateAll((els) =>
    els.map((el) => {
      const title = el.querySelector<HTMLElement>('.fc-event-title, .fc-event-time');
      return { label: el.getAttribute('aria-label') ?? '', cut: !!title && title.scrollWidth > title.clientWidth + 1, text: (el.textContent ?? '').trim() };
    }),
  );
  expect(shown.length).toBeGreaterThan(3);
  for (const e of shown) {
    expect(e.cut, `${e.label || e.text} is not cut short`).toBe(false);
    expect(e.label, 'each entry is named in full').toMatch(/^\[.+\] .+ \(.+\)$/);
  }

  // A tap on an entry opens that day's list, where the whole title is read.
  const first = entries.first();
  const label = (await first.getAttribute('aria-label'))!;
  const fullTitle = label.slice(0, label.lastIndexOf(' ('));
  await first.click();
  await expect(calendar.locator('.fc-list')).toBeVisible();
  await expect(calendar.getByText(fullTitle, { exact: true }).first()).toBeVisible();
  expect(page.url()).toContain('/user/careerinfo/recrtcalendar');
});

test('on a desktop the month view keeps the titles of its entries', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const student = await newStudent(baseURL!);
  await loginAs(page, { id: student.userId, div: 'std' }, { password: student.password });
  await page.goto('/user/careerinfo/recrtcalendar');
  const calendar = page.getByTestId('calendar');
  await expect(calendar.getByTestId('legend-closed')).toBeVisible();
  await expect(calendar.locator('.fc-daygrid-event .fc-event-title').first()).toHaveText(/^\[.+\] /);
});
