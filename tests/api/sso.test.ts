// Single sign-on against a real OpenID Connect provider started by this test (oidc-provider, with its
// development login and consent screens): the portal's /login sends the browser there with PKCE, the
// callback creates the portal session for the matching user and marks it isSso=Y, logout goes on to
// the provider. Refused: a tampered state, a nonce that does not match, an account the portal does
// not know, and a code used twice. Runs a portal server of its own configured for the provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import Provider from 'oidc-provider';
import { freePort, startServer, type RunningServer } from '../support/server';

let portal: RunningServer;
let idp: http.Server;
let issuer: string;

/** A browser: cookies for every host it talks to, redirects followed by hand. */
class Browser {
  jar = new Map<string, Map<string, string>>();
  cookiesFor(url: URL) {
    return [...(this.jar.get(url.host) ?? new Map())].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  store(url: URL, res: Response) {
    const cookies = this.jar.get(url.host) ?? new Map<string, string>();
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1);
      if (value === '' || attrs.some((a) => /max-age=0|expires=Thu, 01 Jan 1970/i.test(a))) cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(url.host, cookies);
  }
  async go(href: string, init: RequestInit = {}) {
    const url = new URL(href);
    const headers = new Headers(init.headers);
    const cookie = this.cookiesFor(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(url, res);
    return { res, url, location: res.headers.get('location') ? new URL(res.headers.get('location')!, url).href : null };
  }
  /** Follows redirects until one leaves for `stopAt` (not followed) or a page answers. */
  async follow(href: string, stopAt?: string) {
    let step = await this.go(href);
    for (let i = 0; i < 15 && step.location; i++) {
      if (stopAt && step.location.startsWith(stopAt)) return step;
      step = await this.go(step.location);
    }
    return step;
  }
  /** Submits the provider's interaction form (login or consent) found in `html`. */
  async submit(pageUrl: URL, html: string, fields: Record<string, string>) {
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1];
    const hidden = Object.fromEntries([...html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    return this.go(new URL(action, pageUrl).href, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...hidden, ...fields }).toString() });
  }
}

/**
 * Runs the provider's side for `login` and returns the callback URL the provider sends the browser
 * to (not yet opened), from a /login on the portal.
 */
async function signInAt(browser: Browser, login: string, target = '/user/mypage') {
  const start = await browser.go(`${portal.baseUrl}/login?redirectUrl=${encodeURIComponent(target)}`);
  expect(start.res.status).toBe(302);
  expect(start.location!.startsWith(issuer)).toBe(true);
  const authorize = new URL(start.location!);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
  let step = await browser.follow(start.location!, `${portal.baseUrl}/login/callback`);
  for (let i = 0; i < 4 && !step.location?.startsWith(`${portal.baseUrl}/login/callback`); i++) {
    const html = await step.res.text();
    const fields: Record<string, string> = /name="login"/.test(html) ? { login, password: 'any' } : {};
    const posted = await browser.submit(step.url, html, fields);
    step = posted.location ? await browser.follow(posted.location, `${portal.baseUrl}/login/callback`) : posted;
  }
  expect(step.location).toContain('/login/callback?');
  return step.location!;
}

beforeAll(async () => {
  const [idpPort, portalPort] = [await freePort(), await freePort()];
  issuer = `http://127.0.0.1:${idpPort}`;
  const portalBase = `http://127.0.0.1:${portalPort}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: 'portal', client_secret: 'portal-secret', redirect_uris: [`${portalBase}/login/callback`], post_logout_redirect_uris: [`${portalBase}/user/main`], grant_types: ['authorization_code'], response_types: ['code'] }],
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'] },
    findAccount: async (_ctx: unknown, id: string) => ({ accountId: id, claims: async () => ({ sub: id, preferred_username: id, name: id }) }),
    cookies: { keys: ['a-test-signing-key'] },
  });
  idp = http.createServer(provider.callback());
  await new Promise<void>((r) => idp.listen(idpPort, '127.0.0.1', () => r()));
  portal = await startServer({ PORT: String(portalPort), SSO_ISSUER: issuer, SSO_CLIENT_ID: 'portal', SSO_CLIENT_SECRET: 'portal-secret' });
}, 180_000);

afterAll(async () => {
  await portal?.stop();
  await new Promise((r) => idp?.close(r));
});

describe('single sign-on', () => {
  it('signs a known user in: portal session, isSso=Y, back to the page she asked for', async () => {
    const browser = new Browser();
    const callback = await signInAt(browser, 'student30', '/user/mypage');
    const back = await browser.go(callback);
    expect(back.res.status).toBe(303);
    expect(back.location).toBe(`${portal.baseUrl}/user/mypage`);
    const cookies = browser.jar.get(new URL(portal.baseUrl).host)!;
    expect(cookies.get('portal_sid')).toBeTruthy();
    expect(cookies.get('isSso')).toBe('Y');
    const info = await browser.go(`${portal.baseUrl}/api/v1/headerUserInfo`);
    expect((await info.res.json()).data.id).toBe('student30');
    // A page that needs a login now sends such a browser to the sign-on entry.
    const fresh = new Browser();
    fresh.jar.set(new URL(portal.baseUrl).host, new Map([['isSso', 'Y']]));
    expect((await fresh.go(`${portal.baseUrl}/user/mypage`)).location).toContain('/login?redirectUrl=');
  });

  it('ends the provider session too at logout', async () => {
    const browser = new Browser();
    await browser.go(await signInAt(browser, 'student31'));
    const out = await browser.go(`${portal.baseUrl}/logout`, { method: 'POST', headers: { origin: portal.baseUrl, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(out.res.status).toBe(303);
    expect(out.location!.startsWith(issuer)).toBe(true);
    expect(browser.jar.get(new URL(portal.baseUrl).host)!.get('portal_sid')).toBeUndefined();
  });

  it('refuses a callback whose state was tampered with, and starts no session', async () => {
    const browser = new Browser();
    const callback = new URL(await signInAt(browser, 'student32'));
    callback.searchParams.set('state', 'someone-elses-state');
    const res = await browser.go(callback.href);
    expect(res.res.status).toBe(400);
    expect(await res.res.text()).toContain('통합 로그인을 확인하지 못했습니다');
    expect(browser.jar.get(new URL(portal.baseUrl).host)?.get('portal_sid')).toBeUndefined();
  });

  it('refuses an ID token whose nonce is not the one this browser sent', async () => {
    const browser = new Browser();
    const callback = await signInAt(browser, 'student33');
    const host = new URL(portal.baseUrl).host;
    const tx = JSON.parse(Buffer.from(browser.jar.get(host)!.get('portal_sso_tx')!, 'base64url').toString());
    browser.jar.get(host)!.set('portal_sso_tx', Buffer.from(JSON.stringify({ ...tx, nonce: 'another-nonce' })).toString('base64url'));
    const res = await browser.go(callback);
    expect(res.res.status).toBe(400);
    expect(browser.jar.get(host)?.get('portal_sid')).toBeUndefined();
  });

  it('refuses an account the portal does not know, in Korean', async () => {
    const browser = new Browser();
    const res = await browser.go(await signInAt(browser, 'nobody-here'));
    expect(res.res.status).toBe(400);
    expect(await res.res.text()).toContain('연결된 포털 사용자가 없습니다');
    expect(browser.jar.get(new URL(portal.baseUrl).host)?.get('portal_sid')).toBeUndefined();
  });

  it('refuses a code used a second time', async () => {
    const browser = new Browser();
    const callback = await signInAt(browser, 'student34');
    const host = new URL(portal.baseUrl).host;
    const tx = browser.jar.get(host)!.get('portal_sso_tx')!;
    expect((await browser.go(callback)).res.status).toBe(303);
    // The same code again, with the same transaction as an attacker replaying it would need.
    const replay = new Browser();
    replay.jar.set(host, new Map([['portal_sso_tx', tx]]));
    const res = await replay.go(callback);
    expect(res.res.status).toBe(400);
    expect(replay.jar.get(host)?.get('portal_sid')).toBeUndefined();
  });
});
