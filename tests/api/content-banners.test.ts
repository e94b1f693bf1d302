// Main page banners and programme highlights over HTTP: editors only; a banner needs an image from
// the file service (the editor's own, made public when published; someone else's private file is
// refused); links only same-site or https; period and order on the main page; drafts hidden; the
// main page's cache dropped at once; stale versions refused; turning off; audit.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountClient, Client, studentClient, unique } from './client';

const BASE = '/api/v1/content/banners';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

interface View {
  bannerId: number;
  version: number;
  state: string;
  live: { useYn: string; placement: string };
  latest: { title: string; meta: Record<string, unknown> };
  revisions: { revNo: number }[];
}

let editor: Client;
let editorId: string;
let admin: Client;
let student: Client;
const anonymous = new Client();

async function image(owner: Client) {
  const up = await owner.upload<{ files: { fileId: number }[] }>('/api/files/upload', [{ name: 'banner.png', bytes: PNG, type: 'image/png' }]);
  expect(up.status).toBe(200);
  return up.body.data.files[0].fileId;
}

function bannerBody(change: Record<string, unknown> = {}) {
  return { placement: 'HIGHLIGHT', title: unique('하이라이트'), summary: '요약 문장', linkUrl: '/user/futuredesign/careerAct', startDt: '2026-11-20', endDt: '2026-12-31', sortOrd: 0, action: 'publish', ...change };
}

async function create(change: Record<string, unknown> = {}) {
  const res = await editor.post<View>(BASE, bannerBody(change));
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}

async function mainPage(reader = anonymous) {
  const page = await reader.page('/user/main');
  expect(page.status).toBe(200);
  return page.html;
}

beforeAll(async () => {
  [{ client: editor, account: { userId: editorId } }, { client: admin }, { client: student }] = await Promise.all([
    accountClient('stf', { roles: ['CONTENT_EDITOR'] }),
    accountClient('adm'),
    studentClient(),
  ]);
});

describe('banners and highlights', () => {
  it('only editors manage them', async () => {
    const { client: staff } = await accountClient('stf');
    for (const c of [student, staff]) {
      expect((await c.get(BASE)).status).toBe(403);
      expect((await c.post(BASE, bannerBody())).status).toBe(403);
    }
    expect((await anonymous.post(BASE, bannerBody())).status).toBe(401);
    expect((await staff.page('/stf/content/banners')).status).toBe(302);
    expect((await editor.page('/stf/content/banners')).status).toBe(200);
    expect((await admin.page('/adm/content/banners/new')).status).toBe(200);
  });

  it('the seeded programme highlights are on the main page', async () => {
    const html = await mainPage();
    expect(html).toContain('프로그램 하이라이트');
    expect(html).toContain('직무탐색 캠프: AI 시대의 일과 직업');
  });

  it('a published highlight shows at once in its order; a draft never does; turning it off removes it', async () => {
    await mainPage();
    const first = await create({ sortOrd: 0 });
    const draft = await create({ action: 'draft' });
    let html = await mainPage();
    expect(html).toContain(first.latest.title);
    expect(html).not.toContain(draft.latest.title);
    // Order 0 comes before the seeded highlights (order 1-3).
    expect(html.indexOf(first.latest.title)).toBeLessThan(html.indexOf('직무탐색 캠프'));
    const off = await editor.post<View>(`${BASE}/${first.bannerId}/off`, { version: first.version });
    expect(off.status).toBe(200);
    expect(off.body.data.live.useYn).toBe('N');
    html = await mainPage();
    expect(html).not.toContain(first.latest.title);
  });

  it('a highlight outside its period is not shown', async () => {
    const later = await create({ startDt: '2026-12-01', endDt: '2026-12-31' });
    expect(later.state).toBe('PUBLISHED');
    expect(await mainPage()).not.toContain(later.latest.title);
  });

  it('an image banner uses the editor’s upload, which becomes public when published', async () => {
    const fileId = await image(editor);
    expect((await anonymous.bytes(`/api/files/download/${fileId}`)).status).not.toBe(200);
    // A banner is published only with an image, and an image only with its description.
    const noImage = await editor.post(BASE, bannerBody({ placement: 'BANNER' }));
    expect(noImage.status).toBe(400);
    expect(noImage.body.data.imageFileId).toBeTruthy();
    const noAlt = await editor.post(BASE, bannerBody({ placement: 'BANNER', imageFileId: fileId }));
    expect(noAlt.status).toBe(400);
    const banner = await create({ placement: 'BANNER', imageFileId: fileId, imageAlt: '겨울 캠프 포스터' });
    const html = await mainPage(student);
    const strip = /data-testid="main-banners"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(strip).toContain(banner.latest.title);
    expect(strip).toContain(`src="/api/files/download/${fileId}"`);
    expect(strip).toContain('alt="겨울 캠프 포스터"');
    expect((await anonymous.bytes(`/api/files/download/${fileId}`)).status).toBe(200);
  });

  it('refuses someone else’s private file, a file that is not an image, and bad links', async () => {
    const { client: other } = await studentClient();
    const privateId = await image(other);
    const refused = await editor.post(BASE, bannerBody({ placement: 'BANNER', imageFileId: privateId, imageAlt: '남의 사진' }));
    expect(refused.status).toBe(400);
    expect(refused.body.data.imageFileId).toBeTruthy();
    expect((await anonymous.bytes(`/api/files/download/${privateId}`)).status).not.toBe(200);
    const pdf = await editor.upload<{ files: { fileId: number }[] }>('/api/files/upload', [{ name: 'doc.txt', bytes: Buffer.from('hello text'), type: 'text/plain' }]);
    if (pdf.status === 200) {
      const notImage = await editor.post(BASE, bannerBody({ placement: 'BANNER', imageFileId: pdf.body.data.files[0].fileId, imageAlt: '글' }));
      expect(notImage.status).toBe(400);
    }
    expect((await editor.post(BASE, bannerBody({ imageFileId: 2_000_000_000, imageAlt: 'x' }))).status).toBe(400);
    for (const linkUrl of ['javascript:alert(1)', '//evil.example', 'http://evil.example']) expect((await editor.post(BASE, bannerBody({ linkUrl }))).status, linkUrl).toBe(400);
  });

  it('escapes titles and summaries, checks dates, and never answers 500 to hostile input', async () => {
    const b = await create({ title: '<script>alert(1)</script>하이', summary: '<img src=x onerror=alert(1)>' });
    const html = await mainPage();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;하이');
    expect(html).not.toContain('<img src=x onerror');
    expect(b.state).toBe('PUBLISHED');
    for (const change of [{ startDt: '2026-02-30' }, { startDt: '2026-12-10', endDt: '2026-12-01' }, { placement: 'SIDEBAR' }, { title: 'a'.repeat(61) }, { sortOrd: 'x' }, { title: '\u0007' }, { imageFileId: -1 }]) {
      const res = await editor.post(BASE, bannerBody(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
    }
    expect((await editor.get(`${BASE}/99999999`)).status).toBe(404);
    expect((await editor.get(`${BASE}/x`)).status).toBe(400);
  });

  it('a stale version is refused, and every change is audited', async () => {
    const b = await create({ action: 'draft' });
    const saved = await editor.post<View>(`${BASE}/${b.bannerId}`, { ...bannerBody({ action: 'draft' }), version: b.version });
    expect(saved.status).toBe(200);
    const stale = await editor.post(`${BASE}/${b.bannerId}`, { ...bannerBody({ action: 'draft' }), version: b.version });
    expect(stale.status).toBe(409);
    const page = await admin.page('/adm/audit?action=content.create');
    expect(page.html).toContain(`banner:${b.bannerId}`);
    expect(page.html).toContain(editorId);
  });
});
