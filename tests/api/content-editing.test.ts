// Content editing over HTTP: who may edit, drafts hidden from readers, publishing seen by an
// anonymous reader at once, XSS payloads stripped before storing, a stale version refused with the
// other editor's text, scheduled publishing, history, diff and restore, and the audit trail.
// staff1 (content editor) and admin1 edit; staff2 (no editor role) and student300 are only refused.
// Every post is created here through the editor API; seeded posts are never changed.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn, unique } from './client';

const BASE = '/api/v1/content/posts';

let staff1: Client;
let admin1: Client;
const anonymous = new Client();

interface View {
  postId: number;
  boardCd: string;
  version: number;
  state: string;
  saved?: string;
  publishedRevNo: number | null;
  scheduledRevNo: number | null;
  readerPath: string;
  serverNow: string;
  latest: { revNo: number; title: string; bodyHtml: string; meta: Record<string, unknown>; authorNm: string | null };
}

function postBody(change: Record<string, unknown> = {}) {
  return { title: unique('안내'), bodyHtml: `<h2>소제목</h2><p>${unique('본문')}</p>`, action: 'draft', ...change };
}

/** A new post through the editor API (a draft unless the change says otherwise). */
async function createPost(editor: Client, boardCd: 'GUIDE' | 'NOTICE', change: Record<string, unknown> = {}) {
  const body = postBody({ boardCd, ...change });
  const res = await editor.post<View>(BASE, body);
  expect(res.status, res.body.message).toBe(200);
  return { view: res.body.data, body };
}

async function save(editor: Client, view: View, change: Record<string, unknown>) {
  return editor.post<View>(`${BASE}/${view.postId}`, {
    title: view.latest.title,
    bodyHtml: view.latest.bodyHtml,
    version: view.version,
    action: 'draft',
    ...change,
  });
}

/** The reader's page text (tags removed), or null when the reader gets no page. */
async function readerText(path: string) {
  const page = await anonymous.page(path);
  return page.status === 200 ? page.html : null;
}

async function auditRows(action: string) {
  const page = await admin1.page(`/adm/audit?action=${encodeURIComponent(action)}`);
  expect(page.status).toBe(200);
  const table = /data-testid="audit-log"[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(page.html)?.[1] ?? '';
  return table.split(/<tr[^>]*>/).slice(1).map((row) => row.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}

beforeAll(async () => {
  [staff1, admin1] = await Promise.all([loggedIn('staff1', 'stf'), loggedIn('admin1', 'adm')]);
});

describe('who may edit', () => {
  it('refuses a student, a staff member without the editor role, and visitors', async () => {
    const student = await loggedIn('student300', 'std');
    const staff2 = await loggedIn('staff2', 'stf');
    expect((await student.get(BASE)).status).toBe(403);
    expect((await student.post(BASE, postBody({ boardCd: 'GUIDE' }))).status).toBe(403);
    const refused = await staff2.post(BASE, postBody({ boardCd: 'GUIDE' }));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('콘텐츠 편집자 권한이 필요합니다');
    expect((await staff2.get(BASE)).status).toBe(403);
    expect((await anonymous.get(BASE)).status).toBe(401);
    // The editor pages: other user types are sent away, staff without the role too.
    expect((await student.page('/stf/content')).status).toBe(302);
    expect((await staff2.page('/stf/content')).status).toBe(302);
    expect((await staff1.page('/stf/content')).status).toBe(200);
    expect((await admin1.page('/adm/content')).status).toBe(200);
  });

  it('lets an admin edit too', async () => {
    const { view } = await createPost(admin1, 'NOTICE');
    expect(view.state).toBe('DRAFT');
    const list = await admin1.get(BASE, { boardCd: 'NOTICE', keyword: view.latest.title });
    expect(list.body.data.list.map((p: { postId: number }) => p.postId)).toContain(view.postId);
  });
});

describe('drafts and publishing', () => {
  it('keeps a draft from readers and shows the published text at once', async () => {
    const { view, body } = await createPost(staff1, 'GUIDE');
    expect(view.state).toBe('DRAFT');
    expect(view.readerPath).toBe(`/guide/${view.postId}`);
    expect(await readerText(view.readerPath)).toBeNull();
    const guideList = await anonymous.page('/guide');
    expect(guideList.html).not.toContain(body.title);

    const text = unique('게시된 문장');
    const published = await save(staff1, view, { bodyHtml: `<p>${text}</p>`, action: 'publish' });
    expect(published.status, published.body.message).toBe(200);
    expect(published.body.data.state).toBe('PUBLISHED');
    expect(published.body.data.version).toBe(2);
    expect(await readerText(view.readerPath)).toContain(text);
    expect((await anonymous.page('/guide')).html).toContain(body.title);

    // A later draft does not change what readers see.
    const draftText = unique('초안 문장');
    const draft = await save(staff1, published.body.data, { bodyHtml: `<p>${draftText}</p>` });
    expect(draft.status).toBe(200);
    const reader = await readerText(view.readerPath);
    expect(reader).toContain(text);
    expect(reader).not.toContain(draftText);
  });

  it('publishes a notice for some readers only, with its board fields', async () => {
    const { view } = await createPost(staff1, 'NOTICE', { action: 'publish', category: '학사', pinYn: 'Y', audienceScope: 'DIVS', audienceDivs: ['std'] });
    expect(view.state).toBe('PUBLISHED');
    expect(view.latest.meta).toMatchObject({ category: '학사', pinYn: 'Y', audience: 'std' });
    // An anonymous reader is sent to log in; the post is not in the public list.
    expect((await anonymous.page(view.readerPath)).status).toBe(302);
    const wrong = await save(staff1, view, { category: '없는분류' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toHaveProperty('category');
  });

  it('unpublishes: readers no longer find it', async () => {
    const { view } = await createPost(staff1, 'NOTICE', { action: 'publish' });
    expect(await readerText(view.readerPath)).toContain(view.latest.title);
    const res = await staff1.post<View>(`${BASE}/${view.postId}/unpublish`, { version: view.version });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.state).toBe('UNPUBLISHED');
    expect(await readerText(view.readerPath)).toBeNull();
    // Unpublishing twice is refused with a reason.
    expect((await staff1.post(`${BASE}/${view.postId}/unpublish`, { version: view.version })).status).toBe(409);
  });
});

describe('cached public lists', () => {
  it('shows a published notice on the anonymous main page at once, and drops it when unpublished', async () => {
    // The main page's notice list is cached for every visitor: load it first so the cache is warm.
    const warm = await anonymous.page('/user/main');
    expect(warm.status).toBe(200);
    const { view } = await createPost(staff1, 'NOTICE', { pinYn: 'Y' });
    expect((await anonymous.page('/user/main')).html).not.toContain(view.latest.title);
    const published = await save(staff1, view, { action: 'publish', pinYn: 'Y' });
    expect(published.status).toBe(200);
    expect((await anonymous.page('/user/main')).html).toContain(view.latest.title);
    const res = await staff1.post(`${BASE}/${view.postId}/unpublish`, { version: published.body.data.version });
    expect(res.status).toBe(200);
    expect((await anonymous.page('/user/main')).html).not.toContain(view.latest.title);
  });
});

describe('sanitising before storing', () => {
  it('strips scripts, event handlers, javascript: links and foreign images', async () => {
    const payload = [
      '<h2 onclick="alert(1)">제목</h2>',
      '<p>안전한 문장<script>alert("xss")</script></p>',
      '<img src="x" onerror="alert(2)">',
      '<img src="https://evil.example/track.png">',
      '<p><a href="javascript:alert(3)">나쁜 링크</a> <a href="https://example.org/doc">좋은 링크</a> <a href="mailto:help@example.ac.kr">메일</a></p>',
      '<iframe src="https://evil.example"></iframe><svg onload="alert(4)"></svg>',
      '<table><tbody><tr><td colspan="2" style="color:red">칸</td></tr></tbody></table>',
    ].join('');
    const { view } = await createPost(staff1, 'NOTICE', { bodyHtml: payload, action: 'publish' });
    const stored = view.latest.bodyHtml;
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', 'evil.example', '<iframe', '<svg', 'onload', 'style=']) expect(stored).not.toContain(bad);
    expect(stored).toContain('<h2>제목</h2>');
    expect(stored).toContain('href="https://example.org/doc"');
    expect(stored).toContain('rel="noopener noreferrer"');
    expect(stored).toContain('href="mailto:help@example.ac.kr"');
    expect(stored).toContain('<td colspan="2">칸</td>');
    const html = (await readerText(view.readerPath))!;
    expect(html).toContain('안전한 문장');
    expect(html).not.toContain('alert(');
  });

  it('keeps images uploaded through the file service and refuses someone else\'s private file', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const up = await staff1.upload('/api/files/upload', [{ name: 'banner.png', bytes: png, type: 'image/png' }]);
    expect(up.status, up.body.message).toBe(200);
    const fileId = up.body.data.files[0].fileId as number;
    const { view } = await createPost(staff1, 'GUIDE', { bodyHtml: `<p>그림</p><img src="/api/files/download/${fileId}?inline=Y" alt="배너">`, action: 'publish' });
    expect(view.latest.bodyHtml).toContain(`src="/api/files/download/${fileId}?inline=Y"`);
    // Published with the post: an anonymous reader can load the image.
    expect((await anonymous.bytes(`/api/files/download/${fileId}?inline=Y`)).status).toBe(200);

    // admin1's private upload is not staff1's to publish.
    const other = await admin1.upload('/api/files/upload', [{ name: 'private.png', bytes: png, type: 'image/png' }]);
    const otherId = other.body.data.files[0].fileId as number;
    const refused = await save(staff1, view, { bodyHtml: `<img src="/api/files/download/${otherId}?inline=Y" alt="남의 파일">` });
    expect(refused.status).toBe(400);
    expect((await anonymous.bytes(`/api/files/download/${otherId}`)).status).toBe(404);
  });
});

describe('two editors on one page', () => {
  it('refuses the stale save with 409 and the other editor\'s text', async () => {
    const { view } = await createPost(staff1, 'GUIDE', { action: 'publish' });
    const first = unique('먼저 저장한 문장');
    const a = await save(staff1, view, { bodyHtml: `<p>${first}</p>`, action: 'publish' });
    expect(a.status).toBe(200);
    const mine = unique('늦게 저장한 문장');
    const b = await save(admin1, view, { bodyHtml: `<p>${mine}</p>`, action: 'publish' });
    expect(b.status).toBe(409);
    expect(b.body.message).toContain('먼저 저장한 내용');
    const other = b.body.data as unknown as { version: number; current: { bodyHtml: string; authorNm: string } };
    expect(other.version).toBe(a.body.data.version);
    expect(other.current.bodyHtml).toContain(first);
    expect(other.current.authorNm).toBeTruthy();
    // Nothing lost: the first text is live, the second can be saved on the current version.
    expect(await readerText(view.readerPath)).toContain(first);
    const retry = await save(admin1, { ...view, version: other.version }, { bodyHtml: `<p>${first}</p><p>${mine}</p>`, action: 'publish' });
    expect(retry.status).toBe(200);
    const html = await readerText(view.readerPath);
    expect(html).toContain(first);
    expect(html).toContain(mine);
  });
});

describe('scheduled publishing', () => {
  it('shows a scheduled notice only from its time', async () => {
    const { view } = await createPost(staff1, 'NOTICE');
    // datetime-local in Seoul time, a few seconds ahead of the server's clock.
    const at = new Date(new Date(view.serverNow).getTime() + 4000);
    const seoul = new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 19);
    const text = unique('예약 공지 문장');
    const res = await save(staff1, view, { bodyHtml: `<p>${text}</p>`, action: 'publish', publishAt: seoul });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.saved).toBe('scheduled');
    expect(res.body.data.state).toBe('SCHEDULED');
    expect(await readerText(view.readerPath)).toBeNull();
    const before = await anonymous.page('/notice');
    expect(before.html).not.toContain(view.latest.title);
    await new Promise((r) => setTimeout(r, Math.max(0, at.getTime() - Date.now()) + 1500));
    expect(await readerText(view.readerPath)).toContain(text);
    expect((await anonymous.page('/notice')).html).toContain(view.latest.title);
    const after = (await staff1.get<View>(`${BASE}/${view.postId}`)).body.data;
    expect(after.state).toBe('PUBLISHED');
    expect(after.scheduledRevNo).toBeNull();
  });

  it('refuses an end time before the start', async () => {
    const { view } = await createPost(staff1, 'NOTICE');
    const res = await save(staff1, view, { action: 'publish', publishAt: '2030-01-02T10:00', unpublishAt: '2030-01-01T10:00' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('unpublishAt');
  });
});

describe('history, diff and restore', () => {
  it('lists revisions with author, compares two and restores an old one as a new revision', async () => {
    const v1 = unique('첫 판 문장');
    const { view } = await createPost(staff1, 'GUIDE', { bodyHtml: `<p>${v1}</p><p>공통 문장</p>`, action: 'publish' });
    const v3 = unique('고친 문장');
    const edited = await save(staff1, view, { bodyHtml: `<p>${v3}</p><p>공통 문장</p>`, action: 'publish' });
    expect(edited.status).toBe(200);

    const history = await staff1.get(`${BASE}/${view.postId}/revisions`);
    expect(history.status).toBe(200);
    const revs = history.body.data.list as { revNo: number; state: string; authorNm: string; createdAt: string }[];
    expect(revs.map((r) => r.revNo)).toEqual([3, 2, 1]);
    expect(revs[0]).toMatchObject({ state: 'published' });
    expect(revs[0].authorNm).toBeTruthy();

    const diff = await staff1.get(`${BASE}/${view.postId}/diff`, { from: 2, to: 3 });
    expect(diff.status).toBe(200);
    type Part = { value: string; added: boolean; removed: boolean };
    const parts = diff.body.data.body as Part[];
    // The parts rebuild both texts: unchanged + removed is the old one, unchanged + added the new one.
    const oldText = parts.filter((p) => !p.added).map((p) => p.value).join('');
    const newText = parts.filter((p) => !p.removed).map((p) => p.value).join('');
    expect(oldText).toContain(v1);
    expect(oldText).not.toContain(v3);
    expect(newText).toContain(v3);
    expect(newText).not.toContain(v1);
    expect(parts.some((p) => p.removed)).toBe(true);
    expect(parts.some((p) => p.added)).toBe(true);
    expect(parts.some((p) => !p.added && !p.removed && p.value.includes('공통 문장'))).toBe(true);
    expect((await staff1.get(`${BASE}/${view.postId}/diff`, { from: 2, to: 99 })).status).toBe(404);

    const restored = await staff1.post<View>(`${BASE}/${view.postId}/revisions/2/restore`, { version: edited.body.data.version, action: 'publish' });
    expect(restored.status, restored.body.message).toBe(200);
    expect(restored.body.data.version).toBe(4);
    expect(restored.body.data.latest.bodyHtml).toContain(v1);
    const html = await readerText(view.readerPath);
    expect(html).toContain(v1);
    expect(html).not.toContain(v3);
    const after = (await staff1.get(`${BASE}/${view.postId}/revisions`)).body.data.list;
    expect(after[0]).toMatchObject({ revNo: 4, restoredFrom: 2 });

    // A stale restore is refused like a stale save.
    expect((await staff1.post(`${BASE}/${view.postId}/revisions/1/restore`, { version: 3 })).status).toBe(409);
  });

  it('writes every change to the audit log', async () => {
    const { view } = await createPost(staff1, 'NOTICE');
    await save(staff1, view, { action: 'publish' });
    const created = await auditRows('content.create');
    expect(created.some((r) => r.includes(String(view.postId)) && r.includes('staff1'))).toBe(true);
    const published = await auditRows('content.publish');
    expect(published.some((r) => r.includes(String(view.postId)))).toBe(true);
    expect((await auditRows('content.restore')).length).toBeGreaterThan(0);
    expect((await auditRows('content.unpublish')).length).toBeGreaterThan(0);
  });
});

describe('bad input', () => {
  it('answers 400 or 404, never 500', async () => {
    expect((await staff1.get(`${BASE}/99999999`)).status).toBe(404);
    expect((await staff1.get(`${BASE}/abc`)).status).toBe(400);
    expect((await staff1.post(BASE, { boardCd: 'NOPE', title: 'x', bodyHtml: '<p>x</p>', action: 'draft' })).status).toBe(400);
    expect((await staff1.post(BASE, { boardCd: 'GUIDE', title: '', bodyHtml: '', action: 'draft' })).status).toBe(400);
    expect((await staff1.post(BASE, { boardCd: 'GUIDE', title: '제목', bodyHtml: '<script>x</script>', action: 'draft' })).status).toBe(400);
    expect((await staff1.post(BASE, { boardCd: 'GUIDE', title: '제목', bodyHtml: '<p>x</p>', action: 'publish', publishAt: '2026-02-30T10:00' })).status).toBe(400);
    expect((await staff1.get(`${BASE}/1/diff`, { from: 'x', to: 1 })).status).toBe(400);
  });
});
