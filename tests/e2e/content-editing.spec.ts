// Content editing in the browser: staff1 (content editor) writes a guide page in the rich-text
// editor, publishes it, edits it again with a heading from the toolbar, previews and publishes; an
// anonymous reader sees the new text on the next request. The guide is created here, so no seeded
// page other tests read is changed.
import { test, expect, loginAs, openFromMenu, toastWith, untilHydrated, DEMO } from './fixtures';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('staff1 writes and edits a guide page, and an anonymous reader sees the published text', async ({ page, browser, baseURL }) => {
  await loginAs(page, DEMO.staff1);
  await openFromMenu(page, '콘텐츠 관리', { path: '/stf/content' });
  await page.getByRole('link', { name: '새 이용안내 작성' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '새 이용안내 작성' })).toBeVisible();

  const title = `편집기 안내 ${stamp()}`;
  const first = `처음 쓴 문장 ${stamp()}`;
  const form = page.getByTestId('content-editor');
  const body = form.getByTestId('rich-text');
  await untilHydrated(form.getByLabel('제목', { exact: true }));
  await form.getByLabel('제목', { exact: true }).fill(title);
  await body.click();
  await page.keyboard.type(first);
  await form.getByTestId('publish').click();
  await expect(page).toHaveURL(/\/stf\/content\/posts\/\d+\?saved=published/);
  const postId = Number(/posts\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByTestId('doc-state')).toHaveText('게시 중');

  // Second revision: a heading typed with the toolbar (reached with the keyboard), then a sentence.
  const added = `고친 문장 ${stamp()}`;
  await untilHydrated(page.getByTestId('rich-text'));
  const editor = page.getByTestId('rich-text');
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const toolbar = page.getByRole('toolbar', { name: '본문 서식' });
  await toolbar.getByRole('button', { name: '굵게' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: '제목 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The button hands the focus back to the text, now a heading.
  await expect(toolbar.getByRole('button', { name: '제목 2' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(added);
  await page.getByTestId('save-draft').click();
  await expect(toastWith(page, '임시저장했습니다.')).toBeVisible();

  // The draft is not what readers see yet.
  const reader = await (await browser.newContext({ baseURL })).newPage();
  await reader.goto(`/guide/${postId}`);
  await expect(reader.locator('.post-content')).toContainText(first);
  await expect(reader.locator('.post-content')).not.toContainText(added);

  // The preview shows the draft through the readers' component.
  await page.getByRole('link', { name: '미리보기 (마지막 저장본)' }).click();
  await expect(page.getByTestId('preview-banner')).toContainText('3판');
  await expect(page.locator('.post-content h2')).toHaveText(added);
  await page.getByRole('link', { name: '편집으로 돌아가기' }).click();

  await untilHydrated(page.getByTestId('publish'));
  await page.getByTestId('publish').click();
  await expect(toastWith(page, '게시했습니다.')).toBeVisible();

  await reader.reload();
  await expect(reader.getByRole('heading', { level: 2, name: added })).toBeVisible();
  await expect(reader.locator('.post-content')).toContainText(first);

  // History: four revisions by staff1, and a comparison of the last two.
  await page.getByRole('link', { name: '변경 이력' }).click();
  await expect(page.getByTestId('revisions').locator('tbody tr')).toHaveCount(4);
  await expect(page.getByTestId('revisions')).toContainText(DEMO.staff1.name);
  await page.getByLabel('이전 판').selectOption('2');
  await page.getByLabel('비교할 판').selectOption('4');
  await page.getByRole('button', { name: '비교' }).click();
  await expect(page.getByTestId('diff').locator('ins').filter({ hasText: added.split(' ')[0] }).first()).toBeVisible();
});

test('a save after another editor saved is refused with the other text, and nothing typed is lost', async ({ page, browser, baseURL }) => {
  const headers = { origin: baseURL!, 'x-requested-with': 'XMLHttpRequest' };
  await loginAs(page, DEMO.staff1);
  const created = await page.request.post('/api/v1/content/posts', { headers, data: { boardCd: 'GUIDE', title: `충돌 안내 ${stamp()}`, bodyHtml: '<p>처음 내용</p>', action: 'publish' } });
  expect(created.ok()).toBe(true);
  const { postId, version } = (await created.json()).data as { postId: number; version: number };

  await page.goto(`/stf/content/posts/${postId}`);
  const editor = page.getByTestId('rich-text');
  await untilHydrated(page.getByTestId('publish'));
  await editor.click();
  await page.keyboard.press('End');
  const mine = ` 내가 쓴 문장 ${stamp()}`;
  await page.keyboard.type(mine);

  // Meanwhile admin1 saves the same page.
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await loginAs(admin, DEMO.admin1);
  const theirs = `관리자가 먼저 쓴 문장 ${stamp()}`;
  const other = await admin.request.post(`/api/v1/content/posts/${postId}`, { headers, data: { version, title: '충돌 안내 (관리자)', bodyHtml: `<p>${theirs}</p>`, action: 'publish' } });
  expect(other.ok()).toBe(true);

  await page.getByTestId('publish').click();
  const conflict = page.getByTestId('conflict');
  await expect(conflict).toContainText(theirs);
  await expect(conflict).toContainText('시스템관리자');
  await expect(editor).toContainText(mine.trim());

  await conflict.getByRole('button', { name: '최신 판에 이어 저장' }).click();
  await page.getByTestId('publish').click();
  await expect(toastWith(page, '게시했습니다.')).toBeVisible();
  const reader = await (await browser.newContext({ baseURL })).newPage();
  await reader.goto(`/guide/${postId}`);
  await expect(reader.locator('.post-content')).toContainText(mine.trim());
});

test('until the editor is ready the text stands read-only, and a tap on it then puts the caret in the editor with nothing typed lost', async ({ page, baseURL }) => {
  const headers = { origin: baseURL!, 'x-requested-with': 'XMLHttpRequest' };
  await loginAs(page, DEMO.staff1);
  const created = await page.request.post('/api/v1/content/posts', { headers, data: { boardCd: 'GUIDE', title: `불러오기 안내 ${stamp()}`, bodyHtml: '<p>처음 내용</p>', action: 'publish' } });
  expect(created.ok()).toBe(true);
  const { postId } = (await created.json()).data as { postId: number };

  // The editor's code arrives late, as on a slow phone connection.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/RichTextEditor\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/stf/content/posts/${postId}`);
  const loading = page.getByTestId('rich-text-loading');
  await expect(loading).toHaveText('처음 내용');
  await expect(loading).toHaveAttribute('aria-readonly', 'true');
  await expect(loading).not.toHaveAttribute('contenteditable', /.*/);
  await loading.click();
  // Typed before the editor is ready: not taken (there is no caret to put it at), so not lost in the swap.
  await page.keyboard.type('가');
  await expect(loading).toHaveText('처음 내용');

  release();
  const editor = page.getByTestId('rich-text');
  await expect(editor).toBeFocused();
  await page.keyboard.type(' 이어 쓴 문장');
  await expect(editor).toHaveText('처음 내용 이어 쓴 문장');
  await expect(loading).toHaveCount(0);
});
