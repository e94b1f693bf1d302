// Sharing the portfolio over HTTP. A student adds an award and her contact details, makes a parent
// link and a public link; a visitor without login opens them and sees her name, major and what the
// share allows, never her student number, e-mail, phone, address or grades (asserted on the HTML);
// the parent page never shows grades even when asked; pages send noindex and no-store and carry no
// script; each view is counted and listed for her; she revokes a link and it answers 410, another
// student cannot revoke it (404); unknown and malformed tokens answer 404; a link of one page does
// not open the other; bad inputs are refused; a flood of views from one address is stopped (429).
// Students 275-278 belong to this file.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn, unique } from './client';
import { startServer } from '../support/server';

const BASE = '/api/v1/portfolio';

interface Created {
  shareId: number;
  kind: 'PUBLIC' | 'PARENT';
  sections: string[];
  url: string;
  qr: string;
  expiresAt: string;
}
interface ShareRow {
  shareId: number;
  kind: string;
  state: 'ACTIVE' | 'EXPIRED' | 'REVOKED';
  viewCnt: number;
  sections: string[];
  views: { page: string; viewedAt: string }[];
  tokenHash?: string;
}

const clients = new Map<string, Client>();
async function student(n: number) {
  const id = `student${n}`;
  if (!clients.has(id)) clients.set(id, await loggedIn(id, 'std'));
  return clients.get(id)!;
}
async function addAward(c: Client, title = unique('학부모에게 보일 수상')) {
  const res = await c.post(`${BASE}/entries`, { kind: 'AWARD', title, issuer: '학생처', acquiredDt: '2025-06-01' });
  expect(res.status, res.body.message).toBe(200);
  return title;
}
async function share(c: Client, body: Record<string, unknown>) {
  const res = await c.post<Created>(`${BASE}/shares`, { days: 30, ...body });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}
async function myShares(c: Client) {
  const res = await c.get<ShareRow[]>(`${BASE}/shares`);
  expect(res.status).toBe(200);
  return res.body.data;
}
/** The page of a share as an anonymous visitor gets it (the path of the link, on the test server). */
async function visit(url: string) {
  const u = new URL(url);
  return new Client().page(u.pathname + u.search);
}

let parentTitle: string;
let name: string;
const contact = { email: 'share.private.275@example.com', ph: '010-2750-2750', adr: '서울특별시 비공개구 숨김로 275' };

beforeAll(async () => {
  const c = await student(275);
  parentTitle = await addAward(c);
  const saved = await c.post('/api/v1/mypage/contact', contact);
  expect(saved.status, saved.body.message).toBe(200);
  name = (await c.get('/api/v1/headerUserInfo')).body.data.name;
});

describe('a parent link', () => {
  it('opens without login and shows the name, the award and nothing private', async () => {
    const c = await student(275);
    const created = await share(c, { kind: 'PARENT', label: '어머니께', sections: ['AWARDS', 'PROGRAMS', 'SUBJECTS'] });
    // Grades are never on the parent page: the section is dropped even when asked for.
    expect(created.sections).toEqual(['AWARDS', 'PROGRAMS']);
    expect(created.url).toMatch(/\/parent\/portfolio\/info\?token=[A-Za-z0-9_-]{43}$/);
    expect(created.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(created.qr.split(',')[1], 'base64').toString()).toContain('<svg');

    const page = await visit(created.url);
    expect(page.status).toBe(200);
    expect(page.html).toContain(name);
    expect(page.html).toContain(parentTitle);
    for (const secret of ['student275', contact.email, contact.ph, contact.adr, '성적', '학번', 'section-SUBJECTS']) expect(page.html, secret).not.toContain(secret);
    expect(page.html).not.toMatch(/<script/i);
    expect(page.html).toContain('<meta name="robots" content="noindex');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.byteLength(page.html)).toBeLessThan(60 * 1024);
  });

  it('keeps only a hash of the token and counts every view for the student', async () => {
    const c = await student(276);
    await addAward(c);
    const created = await share(c, { kind: 'PARENT', sections: ['AWARDS'] });
    const first = await visit(created.url);
    const second = await visit(created.url);
    // The second view comes from the page cache, and still counts; a revocable page stays out of
    // the browser's and any proxy's storage.
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.html).toBe(first.html);
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(second.headers.get('x-robots-tag')).toContain('noindex');
    const row = (await myShares(c)).find((s) => s.shareId === created.shareId)!;
    expect(row).toMatchObject({ state: 'ACTIVE', viewCnt: 2, sections: ['AWARDS'] });
    expect(row.tokenHash).toBeUndefined();
    expect(row.views).toHaveLength(2);
    expect(row.views[0].page).toBe('PARENT');
    const page = await c.page('/qr/preview');
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-share-id="${created.shareId}"`);
    expect(page.html).not.toContain(new URL(created.url).searchParams.get('token')!);
    // Her next award shows on the page at once (the page's cache is dropped by her change).
    const next = await addAward(c, unique('다음 수상'));
    expect((await visit(created.url)).html).toContain(next);
  });
});

describe('a public link', () => {
  it('shows subject grades only when the student chose them', async () => {
    const c = await student(277);
    const history = (await c.get(`${BASE}/history`, { area: 'SUBJECT' })).body.data.items as { title: string; detail: string }[];
    expect(history.length).toBeGreaterThan(0);
    const withGrades = await visit((await share(c, { kind: 'PUBLIC', sections: ['SUBJECTS', 'AWARDS'] })).url);
    expect(withGrades.status).toBe(200);
    expect(withGrades.html).toContain('data-testid="section-SUBJECTS"');
    expect(withGrades.html).toContain(history[0].title);
    const without = await visit((await share(c, { kind: 'PUBLIC', sections: ['AWARDS'] })).url);
    expect(without.html).not.toContain('section-SUBJECTS');
    expect(without.html).not.toContain('성적');
    expect(without.html).not.toContain('student277');
  });

  it('shows her photo only when she ticks it, through the token and only while the link lives', async () => {
    const c = await student(277);
    const PNG = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex'));
    expect((await c.upload('/api/v1/mypage/photo', [{ name: '증명사진.png', bytes: PNG, type: 'image/png' }])).status).toBe(200);
    const withPhoto = await share(c, { kind: 'PUBLIC', sections: ['AWARDS', 'PHOTO'] });
    const page = await visit(withPhoto.url);
    expect(page.html).toContain('data-testid="student-photo"');
    const src = /src="(\/api\/v1\/portfolio\/shared-photo\?token=[^"]+)"/.exec(page.html)?.[1];
    expect(src).toBeTruthy();
    const img = await new Client().bytes(src!.replace(/&amp;/g, '&'));
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.bytes.equals(Buffer.from(PNG))).toBe(true);

    const without = await share(c, { kind: 'PUBLIC', sections: ['AWARDS'] });
    expect((await visit(without.url)).html).not.toContain('student-photo');
    const token = new URL(without.url).searchParams.get('token');
    expect((await new Client().bytes(`/api/v1/portfolio/shared-photo?token=${token}`)).status).toBe(404);
    expect((await new Client().bytes('/api/v1/portfolio/shared-photo?token=nope')).status).toBe(404);
    await c.post(`${BASE}/shares/${withPhoto.shareId}/revoke`);
    expect((await new Client().bytes(src!.replace(/&amp;/g, '&'))).status).toBe(404);
  });

  it('does not open on the other page', async () => {
    const c = await student(277);
    const pub = await share(c, { kind: 'PUBLIC', sections: ['AWARDS'] });
    const token = new URL(pub.url).searchParams.get('token');
    expect((await new Client().page(`/parent/portfolio/info?token=${token}`)).status).toBe(404);
    expect((await new Client().page(`/portfolio/info?token=${token}`)).status).toBe(200);
  });
});

describe('revoking and unknown links', () => {
  it('stops a revoked link with 410, and another student cannot revoke it', async () => {
    const c = await student(278);
    const created = await share(c, { kind: 'PARENT', sections: ['AWARDS'] });
    expect((await visit(created.url)).status).toBe(200);
    const other = await student(277);
    expect((await other.post(`${BASE}/shares/${created.shareId}/revoke`)).status).toBe(404);
    const stored = await visit(created.url);
    expect([stored.status, stored.headers.get('x-page-cache')]).toEqual([200, 'hit']);
    expect((await c.post(`${BASE}/shares/${created.shareId}/revoke`)).status).toBe(200);
    // The revoke drops the stored page at once.
    const gone = await visit(created.url);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('x-page-cache')).toBeNull();
    expect(gone.html).toContain('공유를 중지한 링크');
    expect(gone.html).not.toContain(name);
    expect(gone.headers.get('x-robots-tag')).toContain('noindex');
    expect((await myShares(c)).find((s) => s.shareId === created.shareId)!.state).toBe('REVOKED');
    // Revoking again changes nothing and still succeeds.
    expect((await c.post(`${BASE}/shares/${created.shareId}/revoke`)).status).toBe(200);
  });

  it('answers 404 for unknown or malformed tokens, saying nothing about students', async () => {
    for (const path of ['/portfolio/info', '/portfolio/info?token=', '/portfolio/info?token=abc', `/parent/portfolio/info?token=${'A'.repeat(43)}`, `/portfolio/info?token=${'%00'.repeat(20)}`]) {
      const page = await new Client().page(path);
      expect(page.status, path).toBe(404);
      expect(page.html).toContain('열 수 없는 링크');
    }
  });
});

describe('creating links', () => {
  it('refuses bad inputs', async () => {
    const c = await student(278);
    for (const body of [{ kind: 'PUBLIC', days: 0, sections: ['AWARDS'] }, { kind: 'PUBLIC', days: 366, sections: ['AWARDS'] }, { kind: 'PUBLIC', days: 'abc', sections: ['AWARDS'] }, { kind: 'FRIEND', days: 10, sections: ['AWARDS'] }, { kind: 'PUBLIC', days: 10, sections: ['NOPE'] }, { kind: 'PUBLIC', days: 10, sections: [] }, { kind: 'PARENT', days: 10, sections: ['SUBJECTS'] }]) {
      const res = await c.post(`${BASE}/shares`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('is for students only', async () => {
    expect((await new Client().post(`${BASE}/shares`, { kind: 'PUBLIC', days: 10, sections: ['AWARDS'] })).status).toBe(401);
    expect((await new Client().get(`${BASE}/shares`)).status).toBe(401);
    const staff = await loggedIn('staff1', 'stf');
    expect((await staff.get(`${BASE}/shares`)).status).toBe(403);
    const anon = await new Client().page('/qr/preview');
    expect(anon.status).toBe(302);
    expect(anon.location).toContain('redirectUrl=%2Fqr%2Fpreview');
  });
});

// On a portal of its own: the flooding address stays limited for a minute, and on the shared portal
// that address is every other test's too.
describe('rate limit', () => {
  it('stops a flood of views from one address with 429', async () => {
    const server = await startServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 35; i++) statuses.push((await fetch(`${server.baseUrl}/parent/portfolio/info?token=${'B'.repeat(43)}`, { redirect: 'manual' })).status);
      expect(statuses).toContain(429);
      expect(statuses.filter((s) => s !== 404 && s !== 429)).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
