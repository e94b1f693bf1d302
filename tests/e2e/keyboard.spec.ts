// Keyboard-only use of an island and of the layout's dialog (issue 10): a student bookmarks a
// programme and takes it off again without a pointer, and the confirm dialog of a draft opens with
// Enter, keeps the page behind it out of reach of Tab, closes with Escape, gives the focus back to its
// button and deletes nothing.
import { test, expect, loginAs, untilHydrated, toastWith } from './fixtures';
import { newStudent } from '../support/factories';

test('an island button works from the keyboard: bookmarking a programme with Enter and Space', async ({ page, baseURL }) => {
  const account = await newStudent(baseURL!);
  await loginAs(page, { id: account.userId, div: 'std' }, { password: account.password });
  await page.goto('/user/futuredesign/careerAct/detail/1');
  const bookmark = page.getByTestId('bookmark');
  await untilHydrated(bookmark);
  await bookmark.focus();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(toastWith(page, '관심 프로그램에 담았습니다.')).toBeVisible();
  await expect(page.getByTestId('bookmark')).toHaveAttribute('aria-pressed', 'true');
  // Stored: her bookmarked list shows it after a reload.
  await page.goto('/user/futuredesign/careerAct?bookmarked=Y');
  await expect(page.getByText('★ 관심')).toHaveCount(1);
  await page.goto('/user/futuredesign/careerAct/detail/1');
  const again = page.getByTestId('bookmark');
  await untilHydrated(again);
  await again.focus();
  await page.keyboard.press('Space');
  await expect(toastWith(page, '관심 프로그램에서 뺐습니다.')).toBeVisible();
  await expect(page.getByTestId('bookmark')).toHaveAttribute('aria-pressed', 'false');
});

test('a confirm dialog is used by keyboard alone: focus inside, Escape cancels, focus returns, nothing deleted', async ({ page, baseURL }) => {
  const account = await newStudent(baseURL!);
  await loginAs(page, { id: account.userId, div: 'std' }, { password: account.password });
  await page.goto('/user/employrefer/jasoseol/new?question=MOTIVE');
  const form = page.getByTestId('draft-form');
  await untilHydrated(form);
  await form.getByLabel('제목').fill('키보드로 쓰는 초안');
  await form.getByLabel('내용', { exact: true }).fill('키보드만으로 초안을 저장하고 삭제 창을 열었다 닫습니다.');
  await page.getByTestId('save-draft').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/employrefer\/jasoseol\/\d+/);
  const remove = page.getByTestId('delete-draft');
  await untilHydrated(remove);
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('초안 삭제');
  const focusInside = () => dialog.evaluate((d) => d.contains(document.activeElement));
  await expect.poll(focusInside).toBe(true);
  // A modal <dialog> makes the page behind it inert: Tab moves between its buttons (and out to the
  // browser's own controls after the last one), never to the page's links and fields.
  const reached = new Set<string>();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((d) => {
      const a = document.activeElement;
      if (!a || a === document.body) return 'browser';
      return d.contains(a) ? `dialog:${a.textContent?.trim()}` : `page:${a.tagName}`;
    });
    expect(where).not.toMatch(/^page:/);
    reached.add(where);
  }
  expect([...reached]).toEqual(expect.arrayContaining(['dialog:취소', 'dialog:삭제']));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('delete-draft')).toBeFocused();
  await page.reload();
  await expect(page.getByTestId('draft-form')).toBeVisible();
  await expect(page.getByTestId('draft-form').getByLabel('제목')).toHaveValue('키보드로 쓰는 초안');
});
