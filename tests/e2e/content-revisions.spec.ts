// Comparing revisions on a phone (390 px): a content editor's popup gets an image, is saved again
// unchanged, and then has a paragraph rewritten. On its history page the comparison shows the added
// image as a picture, says 변경 없음 for the two identical revisions, shows the rewritten paragraph
// as the old text removed and the new one added (not interleaved syllable by syllable) and, in the
// edited line under it, only the word that changed, and keeps
// each revision's restore buttons on the screen. The editor is a fresh account; the revisions are
// made through the API the editor's form uses.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, loginAs } from './fixtures';
import { newAccount } from '../support/factories';
import { png } from '../support/images';

test.use({ viewport: { width: 390, height: 844 } });

const OLD = '상담 신청은 매주 월요일 오전 열 시부터 포털에서 받습니다.';
const NEW = '이번 학기부터는 전화 예약만 가능하니 학생지원팀으로 연락해 주세요.';

async function post<T>(request: APIRequestContext, baseURL: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(path, { data, headers: { origin: baseURL, 'x-requested-with': 'XMLHttpRequest' } });
  const body = await res.json();
  expect(res.status(), body.message).toBe(200);
  return body.data as T;
}

test('the revision comparison shows an added image, says 변경 없음 for identical revisions, replaces a rewritten line whole, and keeps restore on screen', async ({ page, baseURL }) => {
  // A fresh editor, an upload and four saves before the history page is read.
  test.setTimeout(120_000);
  const editor = await newAccount(baseURL!, 'stf', { roles: ['CONTENT_EDITOR'] });
  await loginAs(page, { id: editor.userId, div: 'stf' }, { password: editor.password });

  const upload = await page.request.post('/api/files/upload', {
    headers: { origin: baseURL!, 'x-requested-with': 'XMLHttpRequest' },
    multipart: { file: { name: 'poster.png', mimeType: 'image/png', buffer: Buffer.from(png(240, 120)) } },
  });
  const uploaded = await upload.json();
  expect(upload.status(), uploaded.message).toBe(200);
  const fileId: number = uploaded.data.files[0].fileId;

  const title = `상담 신청 안내 ${Date.now().toString(36)}`;
  const base = { title, startDt: '2026-11-20', endDt: '2026-12-31', audienceScope: 'DIVS', audienceDivs: ['std'], action: 'draft' };
  const text = `<p>${OLD}</p><p>상담실은 학생회관 3층에 있습니다.</p>`;
  type View = { popupId: number; version: number };
  const first = await post<View>(page.request, baseURL!, '/api/v1/content/popups', { ...base, bodyHtml: text });
  const withImage = `${text}<p><img src="/api/files/download/${fileId}" alt="상담실 안내 포스터"></p>`;
  const second = await post<View>(page.request, baseURL!, `/api/v1/content/popups/${first.popupId}`, { ...base, bodyHtml: withImage, version: first.version });
  const third = await post<View>(page.request, baseURL!, `/api/v1/content/popups/${first.popupId}`, { ...base, bodyHtml: withImage, version: second.version });
  await post<View>(page.request, baseURL!, `/api/v1/content/popups/${first.popupId}`, { ...base, bodyHtml: withImage.replace(OLD, NEW).replace('3층', '4층'), version: third.version });
  const history = `/stf/content/popups/${first.popupId}/history`;

  // 1 -> 2: the image added is shown as a picture, named by its description.
  await page.goto(`${history}?from=1&to=2`);
  const images = page.getByTestId('diff-images');
  const added = images.locator('[data-image-change="added"]');
  await expect(added).toContainText('상담실 안내 포스터');
  const img = added.getByRole('img', { name: '상담실 안내 포스터' });
  await img.scrollIntoViewIfNeeded();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(240);
  await expect(page.getByTestId('diff-body').locator('ins')).toContainText('[이미지: 상담실 안내 포스터]');

  // 2 -> 3: the same text twice: 변경 없음, not the whole text again.
  await page.goto(`${history}?from=2&to=3`);
  await expect(page.getByTestId('diff-same')).toContainText('변경 없음');
  await expect(page.getByTestId('diff-body')).toHaveText('변경 없음');
  await expect(page.getByTestId('diff-title')).toHaveText('변경 없음');
  await expect(page.getByTestId('diff-body')).not.toContainText(OLD);

  // 3 -> 4: a rewritten sentence is the old one removed and the new one added, each whole; in the
  // line under it, only the word that changed.
  await page.goto(`${history}?from=3&to=4`);
  const body = page.getByTestId('diff-body');
  await expect(body.locator('del')).toHaveText([OLD, '3']);
  await expect(body.locator('ins')).toHaveText([NEW, '4']);
  await expect(page.getByTestId('diff-same')).toHaveCount(0);

  // Every revision's restore buttons are on the phone's screen where the list shows them: no
  // sideways scrolling of the list (scrolling into view would scroll it, so the page only moves down).
  const list = page.getByRole('region', { name: '저장된 판 목록' });
  expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  for (const revNo of [1, 2, 3]) {
    for (const id of [`restore-${revNo}`, `restore-publish-${revNo}`]) {
      const button = page.getByTestId('revisions').getByTestId(id);
      const box = await button.evaluate((el) => {
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 300);
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      });
      expect(box.left, id).toBeGreaterThanOrEqual(0);
      expect(box.right, id).toBeLessThanOrEqual(390);
      expect(box.top, id).toBeGreaterThanOrEqual(0);
      expect(box.bottom, id).toBeLessThanOrEqual(844);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
