// System popups edited over HTTP: who may edit, readers by user type, period, drafts hidden, the
// public popup cache dropped at once on every change, hostile input, stale versions, turning off and
// the audit trail. Editors and readers are fresh accounts; seeded popups are never changed.
// The server's date is pinned to 2026-11-22 (tests/support/server.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { accountClient, Client, studentClient, unique } from './client';

const BASE = '/api/v1/content/popups';

interface View {
  popupId: number;
  version: number;
  state: string;
  saved?: string;
  live: { useYn: string; startDt: string; endDt: string; targetDivs: string | null };
  latest: { revNo: number; title: string; bodyHtml: string; meta: Record<string, unknown>; authorNm: string | null };
  revisions: { revNo: number; state: string }[];
}

let editor: Client;
let editorId: string;
let admin: Client;
let student: Client;
let prof: Client;
const anonymous = new Client();

function popupBody(change: Record<string, unknown> = {}) {
  return {
    title: unique('팝업'),
    bodyHtml: `<p>${unique('팝업 본문')}</p>`,
    startDt: '2026-11-20',
    endDt: '2026-12-31',
    audienceScope: 'DIVS',
    audienceDivs: ['std'],
    action: 'publish',
    ...change,
  };
}

async function create(change: Record<string, unknown> = {}) {
  const body = popupBody(change);
  const res = await editor.post<View>(BASE, body);
  expect(res.status, res.body.message).toBe(200);
  return { view: res.body.data, body };
}

function save(view: View, change: Record<string, unknown>) {
  const meta = view.latest.meta as { startDt: string; endDt: string };
  return editor.post<View>(`${BASE}/${view.popupId}`, { ...popupBody({ title: view.latest.title, bodyHtml: view.latest.bodyHtml, startDt: meta.startDt, endDt: meta.endDt }), version: view.version, ...change });
}

/** The popup ids on the main page as this reader gets it. */
async function mainPopups(reader: Client) {
  const page = await reader.page('/user/main');
  expect(page.status).toBe(200);
  return { ids: [...page.html.matchAll(/data-popup-id="(\d+)"/g)].map((m) => Number(m[1])), html: page.html };
}

async function auditRows(action: string) {
  const page = await admin.page(`/adm/audit?action=${encodeURIComponent(action)}`);
  expect(page.status).toBe(200);
  const table = /data-testid="audit-log"[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(page.html)?.[1] ?? '';
  return table.split(/<tr[^>]*>/).slice(1).map((row) => row.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}

beforeAll(async () => {
  [{ client: editor, account: { userId: editorId } }, { client: admin }, { client: student }, { client: prof }] = await Promise.all([
    accountClient('stf', { roles: ['CONTENT_EDITOR'] }),
    accountClient('adm'),
    studentClient(),
    accountClient('prof'),
  ]);
});

describe('who may edit popups', () => {
  it('refuses students, staff without the editor role and visitors', async () => {
    const { client: staff } = await accountClient('stf');
    for (const c of [student, staff]) {
      expect((await c.get(BASE)).status).toBe(403);
      const refused = await c.post(BASE, popupBody());
      expect(refused.status).toBe(403);
    }
    expect((await anonymous.get(BASE)).status).toBe(401);
    expect((await anonymous.post(BASE, popupBody())).status).toBe(401);
    expect((await staff.page('/stf/content/popups')).status).toBe(302);
    expect((await staff.page('/stf/content/popups/new')).status).toBe(302);
    expect((await student.page('/stf/content/popups')).status).toBe(302);
  });

  it('an admin edits popups too, under the admin portal', async () => {
    const res = await admin.post<View>(BASE, popupBody({ action: 'draft' }));
    expect(res.status).toBe(200);
    expect((await admin.page(`/adm/content/popups/${res.body.data.popupId}`)).status).toBe(200);
    expect((await admin.page('/adm/content/popups')).status).toBe(200);
  });
});

describe('readers', () => {
  it('a popup for students is shown to students at once, not to professors or visitors', async () => {
    // Fill the cached popup lists first: publishing must drop them.
    await Promise.all([mainPopups(student), mainPopups(prof), mainPopups(anonymous)]);
    const { view, body } = await create();
    expect(view.state).toBe('PUBLISHED');
    expect(view.live).toMatchObject({ useYn: 'Y', startDt: '2026-11-20', endDt: '2026-12-31', targetDivs: 'std' });
    const seen = await mainPopups(student);
    expect(seen.ids).toContain(view.popupId);
    expect(seen.html).toContain(body.title);
    expect((await mainPopups(prof)).ids).not.toContain(view.popupId);
    expect((await mainPopups(anonymous)).ids).not.toContain(view.popupId);
    // Its own page (the "새 창" link) follows the same rule.
    expect((await student.page(`/popup/user/sysPopup/${view.popupId}`)).status).toBe(200);
    expect((await anonymous.page(`/popup/user/sysPopup/${view.popupId}`)).status).toBe(404);
    expect((await prof.page(`/popup/user/sysPopup/${view.popupId}`)).status).toBe(404);
  });

  it('a popup for everyone reaches visitors; one for logged-in users reaches professors but not visitors', async () => {
    const all = (await create({ audienceScope: 'ALL', audienceDivs: [] })).view;
    const login = (await create({ audienceScope: 'LOGIN', audienceDivs: [] })).view;
    expect(all.live.targetDivs).toBeNull();
    const anon = await mainPopups(anonymous);
    expect(anon.ids).toContain(all.popupId);
    expect(anon.ids).not.toContain(login.popupId);
    const p = await mainPopups(prof);
    expect(p.ids).toEqual(expect.arrayContaining([all.popupId, login.popupId]));
  });

  it('a draft is never shown, and publishing it later shows it', async () => {
    const { view } = await create({ action: 'draft' });
    expect(view.state).toBe('DRAFT');
    expect(view.live.useYn).toBe('N');
    expect((await mainPopups(student)).ids).not.toContain(view.popupId);
    const published = await save(view, { action: 'publish' });
    expect(published.status).toBe(200);
    expect(published.body.data.state).toBe('PUBLISHED');
    expect((await mainPopups(student)).ids).toContain(view.popupId);
  });

  it('a popup whose period has not begun is not shown yet; moving the period shows it at once', async () => {
    const { view } = await create({ startDt: '2026-12-01', endDt: '2026-12-10' });
    expect(view.state).toBe('PUBLISHED');
    expect((await mainPopups(student)).ids).not.toContain(view.popupId);
    const moved = await save(view, { startDt: '2026-11-22', endDt: '2026-11-22' });
    expect(moved.status).toBe(200);
    expect((await mainPopups(student)).ids).toContain(view.popupId);
  });

  it('an edit of a live popup shows the new text at once; turning it off hides it at once', async () => {
    const { view } = await create();
    await mainPopups(student);
    const newTitle = unique('고친 팝업');
    const edited = await save(view, { title: newTitle });
    expect(edited.status).toBe(200);
    expect((await mainPopups(student)).html).toContain(newTitle);
    const off = await editor.post<View>(`${BASE}/${view.popupId}/off`, { version: edited.body.data.version });
    expect(off.status).toBe(200);
    expect(off.body.data.state).toBe('UNPUBLISHED');
    expect(off.body.data.live.useYn).toBe('N');
    expect((await mainPopups(student)).ids).not.toContain(view.popupId);
    expect((await student.page(`/popup/user/sysPopup/${view.popupId}`)).status).toBe(404);
    // Turning off twice is refused, not an error.
    const again = await editor.post(`${BASE}/${view.popupId}/off`, { version: off.body.data.version });
    expect(again.status).toBe(409);
  });
});

describe('hostile and wrong input', () => {
  it('strips scripts and handlers from the body and escapes the title', async () => {
    const title = `<img src=x onerror=alert(1)>${unique('제목')}`;
    const { view } = await create({ title, bodyHtml: '<p onclick="alert(1)">안내<script>alert(1)</script><img src="https://evil.example/x.png" onerror="alert(2)"></p><a href="javascript:alert(3)">링크</a>' });
    expect(view.latest.bodyHtml).not.toMatch(/script|onclick|onerror|javascript:|evil\.example/);
    const { html } = await mainPopups(student);
    const dialog = new RegExp(`<dialog[^>]*data-popup-id="${view.popupId}"[\\s\\S]*?</dialog>`).exec(html)?.[0] ?? '';
    expect(dialog).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(dialog).not.toMatch(/<script|<[^>]+\son\w+=|javascript:/);
  });

  it('accepts only same-site paths and https links', async () => {
    for (const linkUrl of ['javascript:alert(1)', '//evil.example/x', 'http://evil.example', 'data:text/html,hi', '/\\evil.example', 'https://']) {
      const res = await editor.post(BASE, popupBody({ linkUrl }));
      expect(res.status, linkUrl).toBe(400);
      expect(res.body.data.linkUrl, linkUrl).toContain('https://');
    }
    const path = await create({ linkUrl: '/notice/1' });
    expect(path.view.latest.meta.linkUrl).toBe('/notice/1');
    const https = await create({ linkUrl: 'https://www.example.ac.kr/info?a=1' });
    expect(https.view.latest.meta.linkUrl).toBe('https://www.example.ac.kr/info?a=1');
    expect((await mainPopups(student)).html).toContain('href="/notice/1"');
  });

  it('refuses dates that do not exist, periods ending before they start, and periods already over', async () => {
    const bad = await editor.post(BASE, popupBody({ startDt: '2026-02-30' }));
    expect(bad.status).toBe(400);
    expect(bad.body.data.startDt).toContain('올바른 날짜가 아닙니다');
    expect((await editor.post(BASE, popupBody({ endDt: '2026/12/31' }))).status).toBe(400);
    const reversed = await editor.post(BASE, popupBody({ startDt: '2026-12-10', endDt: '2026-12-01' }));
    expect(reversed.status).toBe(400);
    expect(reversed.body.data.endDt).toBeTruthy();
    const over = await editor.post(BASE, popupBody({ startDt: '2026-11-01', endDt: '2026-11-10' }));
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('지났습니다');
    // As a draft an old period may be kept (to be fixed later).
    expect((await editor.post(BASE, popupBody({ startDt: '2026-11-01', endDt: '2026-11-10', action: 'draft' }))).status).toBe(200);
  });

  it('answers 400, never 500, to wrong types, control characters, unknown readers and oversized fields', async () => {
    const cases: Record<string, unknown>[] = [
      { title: '' },
      { title: 'a'.repeat(101) },
      { title: '제목\u0000' },
      { title: ['배열'] },
      { bodyHtml: '<p></p>' },
      { bodyHtml: 'x'.repeat(20_001) },
      { audienceScope: 'DIVS', audienceDivs: [] },
      { audienceScope: 'DIVS', audienceDivs: ['root'] },
      { audienceScope: 'EVERYONE' },
      { sortOrd: -1 },
      { width: 5000 },
      { startDt: null },
      { action: 'delete' },
    ];
    for (const change of cases) {
      const res = await editor.post(BASE, popupBody(change));
      expect(res.status, JSON.stringify(change).slice(0, 60)).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    expect((await editor.post(BASE, '{not json')).status).toBe(400);
    expect((await editor.get(`${BASE}/abc`)).status).toBe(400);
    expect((await editor.get(`${BASE}/99999999`)).status).toBe(404);
    expect((await editor.post(`${BASE}/99999999`, { ...popupBody(), version: 1 })).status).toBe(404);
    expect((await editor.page('/stf/content/popups/99999999')).status).toBe(404);
  });
});

describe('two editors and the history', () => {
  it('a save naming an old version is refused with the other text, and both texts stay as revisions', async () => {
    const { view } = await create({ action: 'draft' });
    const first = await save(view, { title: unique('먼저 저장'), action: 'draft' });
    expect(first.status).toBe(200);
    const late = (await save(view, { title: unique('나중 저장'), action: 'draft' })) as unknown as { status: number; body: { data: { version: number; current: { title: string } } } };
    expect(late.status).toBe(409);
    expect(late.body.data.version).toBe(first.body.data.version);
    expect(late.body.data.current.title).toBe(first.body.data.latest.title);
    const onTop = await save(first.body.data, { title: unique('이어 저장'), action: 'draft' });
    expect(onTop.status).toBe(200);
    expect(onTop.body.data.revisions.map((r) => r.revNo)).toEqual([3, 2, 1]);
  });

  it('a seeded popup opens in the editor with its live text as the first revision', async () => {
    const list = await editor.get<{ list: { popupId: number; title: string; state: string }[]; totalCnt: number }>(BASE, { keyword: '휴·복학' });
    expect(list.status).toBe(200);
    const seeded = list.body.data.list[0];
    expect(seeded).toBeTruthy();
    const view = await editor.get<View>(`${BASE}/${seeded.popupId}`);
    expect(view.status).toBe(200);
    expect(view.body.data.latest.title).toBe(seeded.title);
    expect(view.body.data.revisions).toHaveLength(1);
  });

  it('every change is in the audit log', async () => {
    const { view } = await create({ action: 'draft' });
    const published = await save(view, { action: 'publish' });
    await editor.post(`${BASE}/${view.popupId}/off`, { version: published.body.data.version });
    for (const action of ['content.create', 'content.publish', 'content.unpublish']) {
      const rows = await auditRows(action);
      expect(rows.some((r) => r.includes(`popup:${view.popupId}`) && r.includes(editorId)), action).toBe(true);
    }
  });
});
