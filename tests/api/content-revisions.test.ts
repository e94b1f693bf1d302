// History, comparison and restore of system popups and main page banners over HTTP: a diff of two
// revisions names every field (title, body or summary, link, period, readers, order), a restore is a
// new revision (history is never rewritten) that passes today's rules, readers see a published
// restore at once (the main page's cache is dropped), a revision of another item is not found, a
// stale restore is refused with the other editor's text and both texts stay, and every restore is
// audited. Editors and readers are fresh accounts; seeded popups and banners are never changed.
// The server's date is pinned to 2026-11-22 (tests/support/server.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { accountClient, Client, studentClient, unique } from './client';

const POPUPS = '/api/v1/content/popups';
const BANNERS = '/api/v1/content/banners';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

interface Rev {
  revNo: number;
  title: string;
  state: string;
  restoredFrom: number | null;
  authorNm: string | null;
}
interface View {
  popupId: number;
  bannerId: number;
  version: number;
  state: string;
  saved?: string;
  live: { useYn: string; startDt?: string; endDt?: string; targetDivs?: string | null };
  latest: { revNo: number; title: string; bodyHtml: string; meta: Record<string, unknown> };
  revisions: Rev[];
}
type Part = { value: string; added: boolean; removed: boolean };
interface Diff {
  from: { revNo: number };
  to: { revNo: number };
  title: Part[];
  body: Part[];
  fields: { key: string; label: string; from: string; to: string; changed: boolean }[];
}

let editor: Client;
let editorId: string;
let other: Client;
let admin: Client;
let student: Client;
const anonymous = new Client();

const oldText = (parts: Part[]) => parts.filter((p) => !p.added).map((p) => p.value).join('');
const newText = (parts: Part[]) => parts.filter((p) => !p.removed).map((p) => p.value).join('');

function popupBody(change: Record<string, unknown> = {}) {
  return { title: unique('팝업'), bodyHtml: `<p>${unique('팝업 본문')}</p><p>공통 문장</p>`, startDt: '2026-11-20', endDt: '2026-12-31', audienceScope: 'DIVS', audienceDivs: ['std'], action: 'publish', ...change };
}

async function createPopup(change: Record<string, unknown> = {}) {
  const res = await editor.post<View>(POPUPS, popupBody(change));
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}

async function savePopup(by: Client, view: View, change: Record<string, unknown>) {
  const res = await by.post<View>(`${POPUPS}/${view.popupId}`, { ...popupBody(), version: view.version, ...change });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}

function bannerBody(change: Record<string, unknown> = {}) {
  return { placement: 'HIGHLIGHT', title: unique('하이라이트'), summary: '겨울방학 진로 캠프 안내', linkUrl: '/user/futuredesign/careerAct', startDt: '2026-11-20', endDt: '2026-12-31', sortOrd: 0, action: 'publish', ...change };
}

async function createBanner(change: Record<string, unknown> = {}) {
  const res = await editor.post<View>(BANNERS, bannerBody(change));
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}

async function saveBanner(view: View, change: Record<string, unknown>) {
  const res = await editor.post<View>(`${BANNERS}/${view.bannerId}`, { ...bannerBody(), version: view.version, ...change });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}

async function mainPage(reader: Client) {
  const page = await reader.page('/user/main');
  expect(page.status).toBe(200);
  return page.html;
}

async function auditRows(action: string) {
  const page = await admin.page(`/adm/audit?action=${encodeURIComponent(action)}`);
  expect(page.status).toBe(200);
  const table = /data-testid="audit-log"[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(page.html)?.[1] ?? '';
  return table.split(/<tr[^>]*>/).slice(1).map((row) => row.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}

beforeAll(async () => {
  [{ client: editor, account: { userId: editorId } }, { client: other }, { client: admin }, { client: student }] = await Promise.all([
    accountClient('stf', { roles: ['CONTENT_EDITOR'] }),
    accountClient('stf', { roles: ['CONTENT_EDITOR'] }),
    accountClient('adm'),
    studentClient(),
  ]);
});

describe('popups: compare two revisions', () => {
  it('shows words added and removed in title and body, and each field before and after', async () => {
    const first = await createPopup({ linkUrl: '/notice/1', sortOrd: 3 });
    const changedBody = unique('고친 문장');
    const second = await savePopup(editor, first, {
      title: `${first.latest.title} 수정`,
      bodyHtml: `<p>${changedBody}</p><p>공통 문장</p>`,
      startDt: '2026-11-22',
      endDt: '2026-12-24',
      audienceScope: 'LOGIN',
      audienceDivs: [],
      linkUrl: 'https://www.example.ac.kr/info',
      sortOrd: 1,
    });
    const diff = await editor.get<Diff>(`${POPUPS}/${first.popupId}/diff`, { from: 2, to: 3 });
    expect(diff.status, diff.body.message).toBe(200);
    const d = diff.body.data;
    expect(d.from.revNo).toBe(2);
    expect(d.to.revNo).toBe(3);
    expect(newText(d.title)).toBe(second.latest.title);
    expect(d.title.some((p) => p.added && p.value.includes('수정'))).toBe(true);
    expect(oldText(d.body)).toContain('팝업 본문');
    expect(newText(d.body)).toContain(changedBody);
    expect(d.body.some((p) => !p.added && !p.removed && p.value.includes('공통 문장'))).toBe(true);
    const field = (key: string) => d.fields.find((f) => f.key === key)!;
    expect(field('period')).toMatchObject({ label: '게시 기간', from: '2026.11.20 ~ 2026.12.31', to: '2026.11.22 ~ 2026.12.24', changed: true });
    expect(field('audience')).toMatchObject({ from: '학생', to: '로그인 사용자', changed: true });
    expect(field('linkUrl')).toMatchObject({ from: '/notice/1', to: 'https://www.example.ac.kr/info', changed: true });
    expect(field('sortOrd')).toMatchObject({ from: '3', to: '1', changed: true });
    expect(field('width')).toMatchObject({ from: '420', to: '420', changed: false });

    // The history page renders the same comparison for the editor (staff and admin portals).
    const page = await editor.page(`/stf/content/popups/${first.popupId}/history?from=2&to=3`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="diff-fields"');
    expect(page.html).toMatch(/<ins class="diff-ins"[^>]*>로그인 사용자<\/ins>/);
    expect((await admin.page(`/adm/content/popups/${first.popupId}/history`)).status).toBe(200);
  });

  it('a revision number of another popup, or of none, is not found; bad numbers are 400', async () => {
    const many = await createPopup();
    await savePopup(editor, many, { action: 'draft' });
    const few = await createPopup({ action: 'draft' });
    // `many` has revisions 1-3; `few` only 1.
    expect((await editor.get(`${POPUPS}/${few.popupId}/diff`, { from: 1, to: 3 })).status).toBe(404);
    expect((await editor.get(`${POPUPS}/${few.popupId}/diff`, { from: 'x', to: 1 })).status).toBe(400);
    expect((await editor.get(`${POPUPS}/99999999/diff`, { from: 1, to: 2 })).status).toBe(404);
    expect((await editor.get(`${POPUPS}/${few.popupId}/diff`, { from: 1, to: 99999999999 })).status).toBe(400);
    expect((await editor.page(`/stf/content/popups/99999999/history`)).status).toBe(404);
  });

  it('only editors see the history and the comparison', async () => {
    const p = await createPopup({ action: 'draft' });
    const { client: staff } = await accountClient('stf');
    // A student is refused as such; a staff member without the editor role learns nothing of the
    // popup, as for one that does not exist (decision 046).
    for (const [c, status] of [[student, 403], [staff, 404]] as const) {
      expect((await c.get(`${POPUPS}/${p.popupId}/revisions`)).status).toBe(status);
      expect((await c.get(`${POPUPS}/${p.popupId}/diff`, { from: 1, to: 1 })).status).toBe(status);
      expect((await c.post(`${POPUPS}/${p.popupId}/revisions/1/restore`, { version: 1 })).status).toBe(status);
    }
    expect((await anonymous.post(`${POPUPS}/${p.popupId}/revisions/1/restore`, { version: 1 })).status).toBe(401);
    expect((await staff.page(`/stf/content/popups/${p.popupId}/history`)).status).toBe(302);
  });
});

describe('popups: restore', () => {
  it('restores an old revision as a new published one; students see it at once and history keeps every revision', async () => {
    const first = await createPopup();
    const oldTitle = first.latest.title;
    const second = await savePopup(editor, first, { title: unique('바뀐 제목'), startDt: '2026-11-21' });
    // Fill the cached main page first: the restore must drop it.
    expect(await mainPage(student)).toContain(second.latest.title);

    const restored = await editor.post<View>(`${POPUPS}/${first.popupId}/revisions/2/restore`, { version: second.version, action: 'publish' });
    expect(restored.status, restored.body.message).toBe(200);
    expect(restored.body.message).toBe('2판을 복원해 게시했습니다.');
    const view = restored.body.data;
    expect(view.version).toBe(4);
    expect(view.state).toBe('PUBLISHED');
    expect(view.latest.title).toBe(oldTitle);
    expect(view.live).toMatchObject({ useYn: 'Y', startDt: '2026-11-20' });
    expect(view.revisions.map((r) => [r.revNo, r.restoredFrom])).toEqual([[4, 2], [3, null], [2, null], [1, null]]);
    // The replaced revision is still there, unchanged.
    expect(view.revisions.find((r) => r.revNo === 3)!.title).toBe(second.latest.title);

    const html = await mainPage(student);
    expect(html).toContain(oldTitle);
    expect(html).not.toContain(second.latest.title);
  });

  it('a restore as a draft leaves what readers see alone', async () => {
    const first = await createPopup();
    const second = await savePopup(editor, first, { title: unique('지금 보이는 제목') });
    const restored = await editor.post<View>(`${POPUPS}/${first.popupId}/revisions/1/restore`, { version: second.version });
    expect(restored.status).toBe(200);
    expect(restored.body.data.saved).toBe('draft');
    expect(restored.body.data.latest.title).toBe(first.latest.title);
    const html = await mainPage(student);
    expect(html).toContain(second.latest.title);
    expect(html).not.toContain(first.latest.title);
  });

  it('a revision of another popup cannot be restored through this one (404), nor one of a missing popup', async () => {
    const many = await createPopup();
    await savePopup(editor, many, { title: unique('다른 팝업') });
    const few = await createPopup({ action: 'draft' });
    const res = await editor.post(`${POPUPS}/${few.popupId}/revisions/3/restore`, { version: 1 });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/[가-힣]/);
    expect((await editor.post(`${POPUPS}/99999999/revisions/1/restore`, { version: 1 })).status).toBe(404);
    expect((await editor.post(`${POPUPS}/${few.popupId}/revisions/0/restore`, { version: 1 })).status).toBe(400);
    expect((await editor.post(`${POPUPS}/${few.popupId}/revisions/1/restore`, { version: 'x' })).status).toBe(400);
    expect((await editor.post(`${POPUPS}/${few.popupId}/revisions/1/restore`, { version: 1, action: 'delete' })).status).toBe(400);
    // Nothing was written to the popup that was asked.
    const after = await editor.get<View>(`${POPUPS}/${few.popupId}`);
    expect(after.body.data.revisions).toHaveLength(1);
  });

  it('a restore naming an old version is refused with the other editor’s text, and both texts are kept', async () => {
    const first = await createPopup();
    // Another editor saves while this one has the history open at version 2.
    const theirs = await savePopup(other, first, { title: unique('다른 편집자의 제목') });
    const late = await editor.post<{ version: number; current: { title: string; authorNm: string } }>(`${POPUPS}/${first.popupId}/revisions/1/restore`, { version: first.version, action: 'publish' });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('먼저 저장한');
    expect(late.body.data.version).toBe(theirs.version);
    expect(late.body.data.current.title).toBe(theirs.latest.title);
    // Restoring on top of the newest version keeps the other editor's revision in the history.
    const onTop = await editor.post<View>(`${POPUPS}/${first.popupId}/revisions/1/restore`, { version: late.body.data.version, action: 'publish' });
    expect(onTop.status).toBe(200);
    const titles = onTop.body.data.revisions.map((r) => r.title);
    expect(titles).toContain(theirs.latest.title);
    expect(onTop.body.data.latest.title).toBe(first.latest.title);
    expect(onTop.body.data.revisions.map((r) => r.revNo)).toEqual([4, 3, 2, 1]);
  });

  it('a restored body is sanitised and escaped for readers like any save', async () => {
    const hostileTitle = `<img src=x onerror=alert(1)>${unique('복원 제목')}`;
    const first = await createPopup({ title: hostileTitle, bodyHtml: '<p onclick="alert(1)">안내<script>alert(1)</script></p><a href="javascript:alert(3)">링크</a><img src="https://evil.example/x.png" onerror="alert(2)">' });
    const second = await savePopup(editor, first, { title: unique('평범한 제목') });
    const restored = await editor.post<View>(`${POPUPS}/${first.popupId}/revisions/2/restore`, { version: second.version, action: 'publish' });
    expect(restored.status).toBe(200);
    expect(restored.body.data.latest.title).toBe(hostileTitle);
    expect(restored.body.data.latest.bodyHtml).toContain('안내');
    expect(restored.body.data.latest.bodyHtml).not.toMatch(/script|onclick|onerror|javascript:|evil\.example/);
    const html = await mainPage(student);
    const dialog = new RegExp(`<dialog[^>]*data-popup-id="${first.popupId}"[\\s\\S]*?</dialog>`).exec(html)?.[0] ?? '';
    expect(dialog).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(dialog).not.toMatch(/<script|<[^>]+\son\w+=|javascript:/);
  });

  it('a revision whose period is over is restored as a draft only', async () => {
    const first = await createPopup({ startDt: '2026-11-01', endDt: '2026-11-10', action: 'draft' });
    const second = await savePopup(editor, first, { action: 'publish' });
    const refused = await editor.post<Record<string, string>>(`${POPUPS}/${first.popupId}/revisions/1/restore`, { version: second.version, action: 'publish' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.endDt).toContain('지났습니다');
    const draft = await editor.post<View>(`${POPUPS}/${first.popupId}/revisions/1/restore`, { version: second.version, action: 'draft' });
    expect(draft.status).toBe(200);
    expect(draft.body.data.version).toBe(3);
  });

  it('every restore is in the audit log', async () => {
    const first = await createPopup();
    const second = await savePopup(editor, first, { title: unique('감사 기록') });
    expect((await editor.post(`${POPUPS}/${first.popupId}/revisions/2/restore`, { version: second.version })).status).toBe(200);
    const rows = await auditRows('content.restore');
    expect(rows.some((r) => r.includes(`popup:${first.popupId}`) && r.includes(editorId))).toBe(true);
  });
});

describe('banners: compare and restore', () => {
  it('compares title, summary, link, period, order and image, and restores an old revision for the main page at once', async () => {
    const first = await createBanner({ sortOrd: 0, summary: '처음 요약 문장' });
    const second = await saveBanner(first, { title: unique('바뀐 하이라이트'), summary: '고친 요약 문장', linkUrl: '/notice/2', startDt: '2026-11-21', endDt: '2026-12-20', sortOrd: 5 });
    const diff = await editor.get<Diff>(`${BANNERS}/${first.bannerId}/diff`, { from: 2, to: 3 });
    expect(diff.status, diff.body.message).toBe(200);
    const d = diff.body.data;
    expect(oldText(d.body)).toBe('처음 요약 문장');
    expect(newText(d.body)).toBe('고친 요약 문장');
    expect(newText(d.title)).toBe(second.latest.title);
    const field = (key: string) => d.fields.find((f) => f.key === key)!;
    expect(field('linkUrl')).toMatchObject({ from: '/user/futuredesign/careerAct', to: '/notice/2', changed: true });
    expect(field('period')).toMatchObject({ from: '2026.11.20 ~ 2026.12.31', to: '2026.11.21 ~ 2026.12.20', changed: true });
    expect(field('sortOrd')).toMatchObject({ from: '0', to: '5', changed: true });
    expect(field('placement')).toMatchObject({ from: '프로그램 하이라이트', changed: false });
    expect(field('image')).toMatchObject({ from: '', to: '', changed: false });

    expect(await mainPage(anonymous)).toContain(second.latest.title);
    const restored = await editor.post<View>(`${BANNERS}/${first.bannerId}/revisions/2/restore`, { version: second.version, action: 'publish' });
    expect(restored.status, restored.body.message).toBe(200);
    expect(restored.body.data.latest).toMatchObject({ title: first.latest.title });
    expect(restored.body.data.latest.meta).toMatchObject({ summary: '처음 요약 문장', sortOrd: 0, startDt: '2026-11-20' });
    expect(restored.body.data.revisions[0]).toMatchObject({ revNo: 4, restoredFrom: 2 });
    const html = await mainPage(anonymous);
    expect(html).toContain(first.latest.title);
    expect(html).not.toContain(second.latest.title);
    const page = await editor.page(`/stf/content/banners/${first.bannerId}/history?from=3&to=4`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('2판에서 복원');
    expect((await admin.page(`/adm/content/banners/${first.bannerId}/history`)).status).toBe(200);
  });

  it('a restored banner passes today’s rules: a main banner without an image is restored as a draft only', async () => {
    const up = await editor.upload<{ files: { fileId: number }[] }>('/api/files/upload', [{ name: 'banner.png', bytes: PNG, type: 'image/png' }]);
    expect(up.status).toBe(200);
    const fileId = up.body.data.files[0].fileId;
    const first = await createBanner({ placement: 'BANNER', action: 'draft' });
    const second = await saveBanner(first, { placement: 'BANNER', imageFileId: fileId, imageAlt: '캠프 포스터' });
    const refused = await editor.post<Record<string, string>>(`${BANNERS}/${first.bannerId}/revisions/1/restore`, { version: second.version, action: 'publish' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.imageFileId).toBeTruthy();
    const diff = await editor.get<Diff>(`${BANNERS}/${first.bannerId}/diff`, { from: 1, to: 2 });
    expect(diff.body.data.fields.find((f) => f.key === 'image')).toMatchObject({ from: '', to: `파일 ${fileId}`, changed: true });
    const draft = await editor.post<View>(`${BANNERS}/${first.bannerId}/revisions/1/restore`, { version: second.version });
    expect(draft.status).toBe(200);
    expect(draft.body.data.live.useYn).toBe('Y');
  });

  it('another banner’s revision is not found, a stale restore is refused with both texts kept, titles stay escaped, and restores are audited', async () => {
    const hostile = `<script>alert(1)</script>${unique('배너')}`;
    const first = await createBanner({ title: hostile });
    const lone = await createBanner({ action: 'draft' });
    const theirs = await saveBanner(first, { title: unique('다른 편집자') });
    expect((await editor.post(`${BANNERS}/${lone.bannerId}/revisions/3/restore`, { version: 1 })).status).toBe(404);
    expect((await editor.get(`${BANNERS}/${lone.bannerId}/diff`, { from: 1, to: 3 })).status).toBe(404);
    const stale = await editor.post<{ current: { title: string } }>(`${BANNERS}/${first.bannerId}/revisions/2/restore`, { version: first.version, action: 'publish' });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current.title).toBe(theirs.latest.title);
    const ok = await editor.post<View>(`${BANNERS}/${first.bannerId}/revisions/2/restore`, { version: theirs.version, action: 'publish' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.revisions.map((r) => r.title)).toEqual([hostile, theirs.latest.title, hostile, hostile]);
    const html = await mainPage(anonymous);
    expect(html).toContain(`&lt;script&gt;alert(1)&lt;/script&gt;${hostile.replace('<script>alert(1)</script>', '')}`);
    expect(html).not.toContain(hostile);
    const rows = await auditRows('content.restore');
    expect(rows.some((r) => r.includes(`banner:${first.bannerId}`) && r.includes(editorId))).toBe(true);
  });
});
