// Job fairs on a phone (390 px): a fresh student opens 채용박람회, sees the upcoming
// campus fair with its dates and place, opens it, books a consultation slot at a booth, finds it
// under her bookings and marked on the booth, and cancels it again (well before the cut-off).
import { test, expect, loginAs, toastWith, untilHydrated } from './fixtures';
import { newStudent } from '../support/factories';

test.use({ viewport: { width: 390, height: 844 } });

const FAIR = '2026 한울 겨울 채용박람회';
const COMPANY = '한빛전자(주)';

test('a student books a consultation slot at a job fair and cancels it on a phone', async ({ page, baseURL }) => {
  const account = await newStudent(baseURL!);
  await loginAs(page, { id: account.userId, div: 'std' }, { password: account.password });

  await page.goto('/user/careerinfo/recrtfair');
  await expect(page.getByRole('heading', { level: 1, name: '채용박람회' })).toBeVisible();
  await expect(page.getByTestId('my-booking-count')).toHaveText('0');
  const card = page.getByTestId('fair-card').filter({ hasText: FAIR });
  await expect(card).toContainText('2026-12-03(목) ~ 2026-12-04(금)');
  await expect(card).toContainText('학생회관 2층 대강당');
  await expect(page.getByTestId('fair-card').filter({ hasText: '온라인' }).first()).toBeVisible();
  await card.getByRole('link', { name: FAIR }).click();

  await expect(page.getByTestId('fair-detail').getByRole('heading', { name: FAIR })).toBeVisible();
  const booth = page.getByTestId('booth').filter({ hasText: COMPANY });
  const slot = booth.getByRole('button', { name: `${COMPANY} 2026-12-04 10:20~10:40 상담 예약` });
  await untilHydrated(slot);
  const box = await slot.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await slot.click();
  await expect(toastWith(page, '상담을 예약했습니다.')).toBeVisible();

  const mine = page.getByTestId('my-bookings');
  await expect(mine.getByTestId('my-booking-count')).toHaveText('1');
  await expect(mine.getByTestId('my-booking')).toContainText(COMPANY);
  await expect(mine.getByTestId('my-booking')).toContainText('2026-12-04(금) 10:20~10:40');
  await expect(booth.getByTestId('slot-state').filter({ hasText: '10:20~10:40 내 예약' })).toBeVisible();

  // Cancel, confirming in the portal's own dialog (not the browser's confirm()).
  let nativeDialog = false;
  page.once('dialog', (d) => {
    nativeDialog = true;
    void d.dismiss();
  });
  const cancel = mine.getByRole('button', { name: /예약 취소/ });
  await untilHydrated(cancel);
  await cancel.click();
  const ask = page.getByRole('dialog', { name: '상담 예약 취소' });
  await expect(ask).toContainText('상담 예약을 취소할까요?');
  await ask.getByRole('button', { name: '예약 취소', exact: true }).click();
  expect(nativeDialog).toBe(false);
  await expect(toastWith(page, '예약을 취소했습니다.')).toBeVisible();
  await expect(page.getByTestId('my-bookings').getByTestId('my-booking-count')).toHaveText('0');
  await expect(page.getByTestId('booth').filter({ hasText: COMPANY }).getByRole('button', { name: `${COMPANY} 2026-12-04 10:20~10:40 상담 예약` })).toBeVisible();
});
