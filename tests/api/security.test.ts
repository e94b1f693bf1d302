// Cross-site requests, security headers and CSP, the route guard, redirects and escaping of user text.
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, byTestId, loggedIn, studentClient, unique } from './client';

const FOREIGN = 'https://evil.example';

async function inboxTitles(client: Client) {
  const res = await client.get('/api/v1/messages/inbox', { size: 100 });
  expect(res.status).toBe(200);
  return (res.body.data.list as { msgTitle: string; msgCont: string }[]).map((m) => m.msgTitle);
}

describe('state-changing calls from another site', () => {
  let staff1: Client;
  let student8: Client;
  let student9: Client;

  beforeAll(async () => {
    staff1 = await loggedIn('staff1', 'stf');
    student8 = await loggedIn('student8', 'std');
    student9 = await loggedIn('student9', 'std');
  });

  it('refuses a message sent without an Origin header with 403 and stores nothing', async () => {
    const title = unique('no-origin');
    const res = await staff1.post('/api/v1/cmmn/sendSystemMsg', { msgType: 'MSG_TYPE01', recvIdArr: ['student8'], msgTitle: title, msgCont: '출처 없는 요청' }, {}, { origin: null });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(403);
    expect(await inboxTitles(student8)).not.toContain(title);
  });

  it('refuses a message sent with a foreign Origin with 403 and stores nothing', async () => {
    const title = unique('foreign-origin');
    const res = await staff1.post('/api/v1/cmmn/sendSystemMsg', { msgType: 'MSG_TYPE01', recvIdArr: ['student8'], msgTitle: title, msgCont: '다른 사이트의 요청' }, {}, { origin: FOREIGN });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(403);
    expect(await inboxTitles(student8)).not.toContain(title);
  });

  it('refuses a favourite added from a foreign Origin, and my page does not show it', async () => {
    const res = await student9.post('/api/v1/cmmn/mergeFavoriteItem', { flMenuId: 'STD_BOARD_SEARCH', flType: 'MENU' }, {}, { origin: FOREIGN });
    expect(res.status).toBe(403);
    const page = await student9.page('/user/mypage');
    expect(page.status).toBe(200);
    expect(byTestId(page.html, 'favorite-list')).not.toContain('/user/search');
  });

  it('refuses contact details posted with Origin "null" (a sandboxed frame), and keeps the old ones', async () => {
    const before = (await student9.get('/api/v1/headerUserInfo')).body.data.userDTO.email;
    const res = await student9.post('/api/v1/mypage/contact', { email: 'attacker@evil.example' }, {}, { origin: 'null' });
    expect(res.status).toBe(403);
    expect((await student9.get('/api/v1/headerUserInfo')).body.data.userDTO.email).toBe(before);
  });

  it('refuses a login posted from a foreign Origin and sets no session cookie', async () => {
    const client = new Client();
    const res = await client.post('/api/auth/login', { userId: 'student8', password: 'portal1234!', userDiv: 'std' }, {}, { origin: FOREIGN });
    expect(res.status).toBe(403);
    expect(client.sessionId).toBeUndefined();
  });

  it('refuses the logout form posted from a foreign Origin, and the session stays', async () => {
    const student = await loggedIn('student12', 'std');
    const res = await student.raw('/logout', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: FOREIGN }, body: '' });
    expect(res.status).toBe(403);
    expect((await student.get('/api/v1/headerUserInfo')).status).toBe(200);
  });

  it('logs out through the same-site logout form and sends the browser to the master login', async () => {
    const student = await loggedIn('student12', 'std');
    const res = await student.raw('/logout', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/masterLogin?loggedOut=1');
    expect((await student.get('/api/v1/headerUserInfo')).status).toBe(401);
  });

  it('refuses a multipart upload from a foreign Origin', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('hello')], { type: 'text/plain' }), 'note.txt');
    const res = await student9.raw('/api/files/upload', { method: 'POST', body: form, headers: { origin: FOREIGN } });
    expect(res.status).toBe(403);
  });
});

describe('security headers', () => {
  it.each([
    ['a page', '/user/main'],
    ['an API call', '/api/v1/cmmn/getYearTerm'],
    ['an error answer', '/api/v1/headerUserInfo'],
  ])('are sent on %s (%s)', async (_label, path) => {
    const res = await new Client().raw(path);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  });
});

describe('Content-Security-Policy of an HTML page', () => {
  /** Every script-src source list the browser will apply: from <meta http-equiv> and from the header. */
  function scriptSrcPolicies(html: string, header: string | null) {
    const policies: string[] = [];
    for (const m of html.matchAll(/<meta\s+[^>]*http-equiv="content-security-policy"[^>]*>/gi)) {
      const content = /content="([^"]*)"/i.exec(m[0])?.[1];
      if (content) policies.push(content.replace(/&#39;|&apos;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    }
    if (header) policies.push(header);
    return policies.flatMap((p) => p.split(/[;,]/).map((d) => d.trim()).filter((d) => /^script-src\s/i.test(d)));
  }

  it('lists the sha256 hash of every inline <script> in the script-src of each page (meta element or header)', async () => {
    // Small page scripts are inlined by the build, larger ones are files: whichever pages have inline
    // scripts, each one must be allowed by its hash and nothing by 'unsafe-inline'.
    const student = await loggedIn('student25', 'std');
    const pages: [Client, string][] = [
      [new Client(), '/user/main'],
      [new Client(), '/masterLogin'],
      [new Client(), '/notice'],
      [student, '/user/search'],
      [student, '/user/colglife/psychcnsl/visit/agree'],
    ];
    let inlineSeen = 0;
    for (const [client, path] of pages) {
      const res = await client.raw(path);
      if (res.status !== 200) continue;
      const html = await res.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\bsrc=/i.test(m[1])).map((m) => m[2]);
      const scriptSrc = scriptSrcPolicies(html, res.headers.get('content-security-policy'));
      expect(scriptSrc, `${path}: a script-src directive`).not.toEqual([]);
      expect(scriptSrc.join(' '), path).not.toContain("'unsafe-inline'");
      for (const code of inline) {
        inlineSeen++;
        const hash = `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`;
        for (const directive of scriptSrc) expect(directive, `${path}: hash of inline script ${code.slice(0, 40)}…`).toContain(hash);
      }
    }
    expect(inlineSeen, 'inline scripts on the pages checked').toBeGreaterThan(0);
  });

  it("names only the page's own inline scripts and styles: the parent page, which has no script, lists no script hash", async () => {
    const hashes = (policy: string, name: string) => (policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '').split(/\s+/).filter((s) => s.startsWith("'sha256-"));
    const inlineHashes = (html: string, tag: 'script' | 'style') =>
      [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi'))].filter((m) => !/\bsrc=/i.test(m[1])).map((m) => `'sha256-${crypto.createHash('sha256').update(m[2]).digest('base64')}'`);

    const { client: student } = await studentClient();
    const award = await student.post('/api/v1/portfolio/entries', { kind: 'AWARD', title: unique('정책 확인 수상'), issuer: '학생처', acquiredDt: '2025-06-01' });
    expect(award.status, award.body.message).toBe(200);
    const created = await student.post<{ url: string }>('/api/v1/portfolio/shares', { kind: 'PARENT', sections: ['AWARDS'], days: 7 });
    expect(created.status, created.body.message).toBe(200);
    const link = new URL(created.body.data.url);

    const parent = await new Client().raw(link.pathname + link.search);
    expect(parent.status).toBe(200);
    const parentHtml = await parent.text();
    const parentPolicy = parent.headers.get('content-security-policy') ?? '';
    expect(parentHtml).not.toMatch(/<script\b/i);
    expect(hashes(parentPolicy, 'script-src')).toEqual([]);
    expect(parentPolicy).toMatch(/script-src 'self'/);
    expect(parentPolicy).toContain("frame-ancestors 'none'");
    expect(parentPolicy.length, 'the whole policy of a page without scripts').toBeLessThan(600);

    // A page with islands: exactly the hashes of its inline elements, whose contents are Astro's.
    for (const path of ['/user/main', '/user/mypage']) {
      const res = await (path === '/user/main' ? new Client() : student).raw(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(hashes(policy, 'script-src').sort(), `${path} script-src`).toEqual([...new Set(inlineHashes(html, 'script'))].sort());
      expect(hashes(policy, 'style-src').sort(), `${path} style-src`).toEqual([...new Set(inlineHashes(html, 'style'))].sort());
      expect(hashes(policy, 'script-src').length, `${path}: its island loader is allowed`).toBeGreaterThan(0);
    }
  });
});

describe('route guard', () => {
  let prof1: Client;
  beforeAll(async () => {
    prof1 = await loggedIn('prof1', 'prof');
  });

  it('sends a logged-out visitor of /user/mypage to the master login with the page as redirectUrl', async () => {
    const res = await new Client().page('/user/mypage');
    expect(res.status).toBe(302);
    expect(res.location).toBe('/masterLogin?redirectUrl=%2Fuser%2Fmypage');
  });

  it('sends a professor who opens a student page to /unauthorized', async () => {
    const res = await prof1.page('/user/mypage');
    expect(res.status).toBe(302);
    expect(res.location).toBe('/unauthorized');
  });

  it('lets a professor open /prof', async () => {
    const res = await prof1.page('/prof');
    expect(res.status).toBe(200);
    expect(res.html).toContain('교수 홈');
  });

  it('redirects the legacy /mypage to /user/mypage with 301', async () => {
    const res = await new Client().page('/mypage');
    expect(res.status).toBe(301);
    expect(res.location).toBe('/user/mypage');
  });

  it('redirects the legacy /learnact/hokma to /user/learnact/hokmaIndex with 301', async () => {
    const res = await new Client().page('/learnact/hokma');
    expect(res.status).toBe(301);
    expect(res.location).toBe('/user/learnact/hokmaIndex');
  });

  it('sends the old student paths /user/learnact/majordesign and /user/learnact/hokma to their pages with 301', async () => {
    const design = await new Client().page('/user/learnact/majordesign');
    expect(design.status).toBe(301);
    expect(design.location).toBe('/user/learnact/majorexplore');
    const hokma = await new Client().page('/user/learnact/hokma');
    expect(hokma.status).toBe(301);
    expect(hokma.location).toBe('/user/learnact/hokmaIndex');
  });

  it('keeps the query string on a legacy redirect', async () => {
    const res = await new Client().page('/search?q=%EC%9E%A5%ED%95%99');
    expect(res.status).toBe(301);
    expect(res.location).toBe('/user/search?q=%EC%9E%A5%ED%95%99');
  });

  it('redirects the root to /user/main', async () => {
    const res = await new Client().page('/');
    expect([301, 302, 307, 308]).toContain(res.status);
    expect(res.location).toBe('/user/main');
  });

  it('cannot be walked around with a percent-encoded path: /%61dm/audit sends a professor to /unauthorized', async () => {
    const res = await prof1.page('/%61dm/audit');
    expect(res.status).toBe(302);
    expect(res.location).toBe('/unauthorized');
  });

  it('marks personal pages as not cacheable', async () => {
    const student = await loggedIn('student12', 'std');
    const res = await student.page('/user/mypage');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(res.headers.get('cache-control')).toMatch(/private/);
  });

  it('answers an unknown student page with 404', async () => {
    const student = await loggedIn('student12', 'std');
    const res = await student.page('/user/no-such-page');
    expect(res.status).toBe(404);
  });

  it('shows /user/main to a logged-out visitor', async () => {
    const res = await new Client().page('/user/main');
    expect(res.status).toBe(200);
    expect(res.html).toContain('data-logged-in="false"');
  });
});

describe('redirect target of the master login', () => {
  let student1: Client;
  beforeAll(async () => {
    student1 = await loggedIn('student1', 'std');
  });

  function resolvesToPortal(location: string | null, base: string) {
    // The browser parses Location with the URL parser (which drops tabs and newlines).
    return new URL(location ?? '', base).origin === new URL(base).origin;
  }

  it('does not render //evil.example as the target of the login form', async () => {
    const res = await new Client().page('/masterLogin?redirectUrl=%2F%2Fevil.example');
    expect(res.status).toBe(200);
    expect(res.html).not.toContain('evil.example');
  });

  it('sends a logged-in student to her home page, not to //evil.example', async () => {
    const res = await student1.page('/masterLogin?redirectUrl=%2F%2Fevil.example');
    expect(res.status).toBe(302);
    expect(res.location).toBe('/user/main');
  });

  it('follows a same-site redirectUrl when already logged in', async () => {
    const res = await student1.page('/masterLogin?redirectUrl=%2Fuser%2Fmypage');
    expect(res.status).toBe(302);
    expect(res.location).toBe('/user/mypage');
  });

  it.each([
    ['a backslash', '/%5Cevil.example'],
    ['an absolute URL', 'https%3A%2F%2Fevil.example'],
    ['a tab between the slashes', '/%09/evil.example'],
    ['a newline between the slashes', '/%0A/evil.example'],
  ])('does not leave the portal for a target with %s', async (_label, target) => {
    const res = await student1.page(`/masterLogin?redirectUrl=${target}`);
    expect(res.status).toBe(302);
    expect(resolvesToPortal(res.location, student1.base), `Location ${JSON.stringify(res.location)}`).toBe(true);

    const form = await new Client().page(`/masterLogin?redirectUrl=${target}`);
    expect(form.status).toBe(200);
    expect(form.html, 'the login form must not be handed the foreign target').not.toContain('evil.example');
  });
});

describe('escaping of user-written text', () => {
  it('shows a message containing markup to its recipient as text, not as HTML', async () => {
    const staff1 = await loggedIn('staff1', 'stf');
    const student7 = await loggedIn('student7', 'std');
    const payload = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const title = unique('xss <b>title</b>');
    const sent = await staff1.post('/api/v1/cmmn/sendSystemMsg', { msgType: 'MSG_TYPE01', recvIdArr: ['student7'], msgTitle: title, msgCont: payload });
    expect(sent.status).toBe(200);

    const page = await student7.page('/messages');
    expect(page.status).toBe(200);
    const list = byTestId(page.html, 'message-list')!;
    expect(list).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(list).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(list).not.toContain('<script>alert(1)');
    expect(list).not.toMatch(/<img[^>]*onerror=/i);
    expect(list).not.toContain('<b>title</b>');
    expect(page.html).not.toContain('<script>alert(1)</script>');
  });
});
