// A page's policy names only the inline scripts and styles it carries (src/lib/server/http/csp.ts).
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { policyForPage, withPagePolicy } from '../../src/lib/server/http/csp';

const sha = (text: string, algorithm = 'sha256') => `'${algorithm}-${crypto.createHash(algorithm).update(text).digest('base64')}'`;
const ISLAND = 'customElements.define("astro-island",class{})';
const OTHER_PAGE_SCRIPT = 'console.log("another page")';
const STYLE = 'astro-island{display:contents}';
const OTHER_STYLE = '.other{color:red}';
const BUILD_POLICY = `default-src 'self'; img-src 'self' data: blob:; script-src 'self' ${sha(ISLAND)} ${sha(OTHER_PAGE_SCRIPT)}; style-src 'self' ${sha(STYLE)} ${sha(OTHER_STYLE)}; frame-ancestors 'none'`;

const directive = (policy: string, name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('policyForPage', () => {
  it('keeps no script or style hash on a page without inline elements, and every other directive as it was', () => {
    const policy = policyForPage(BUILD_POLICY, '<!doctype html><html><head><link rel="stylesheet" href="/_astro/a.css"><script type="module" src="/_astro/b.js"></script></head><body>안녕</body></html>');
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'style-src')).toBe("style-src 'self'");
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('keeps the hashes of the inline scripts and styles the page holds, and only those', () => {
    const html = `<html><head><style>${STYLE}</style></head><body><script>${ISLAND}</script><astro-island></astro-island></body></html>`;
    const policy = policyForPage(BUILD_POLICY, html);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${sha(ISLAND)}`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${sha(STYLE)}`);
  });

  it('allows nothing the build did not: an inline script whose hash Astro never listed gets no hash', () => {
    const policy = policyForPage(BUILD_POLICY, '<script>alert(1)</script><script type="module">import("/x.js")</script>');
    expect(policy).not.toContain(sha('alert(1)'));
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });

  it('counts a script with a src as a file, not as inline content', () => {
    const policy = policyForPage(BUILD_POLICY, `<script type="module" src="/_astro/island.js">${ISLAND}</script>`);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });

  it('works with the other hash algorithms', () => {
    const build = `script-src 'self' ${sha(ISLAND, 'sha384')} ${sha(OTHER_PAGE_SCRIPT, 'sha384')}`;
    expect(policyForPage(build, `<script>${ISLAND}</script>`)).toBe(`script-src 'self' ${sha(ISLAND, 'sha384')}`);
  });
});

describe('withPagePolicy', () => {
  it('narrows the header of an HTML answer and sends the same body, status and other headers', async () => {
    const html = `<p>본문</p><script>${ISLAND}</script>`;
    const response = await withPagePolicy(new Response(html, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': BUILD_POLICY, 'X-Kept': '1' } }));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(html);
    expect(response.headers.get('X-Kept')).toBe('1');
    expect(response.headers.get('Content-Security-Policy')).not.toContain(sha(OTHER_PAGE_SCRIPT));
    expect(response.headers.get('Content-Security-Policy')).toContain(sha(ISLAND));
  });

  it('leaves answers that are not HTML, or carry no policy, as they are', async () => {
    const json = new Response('{"a":1}', { headers: { 'Content-Type': 'application/json', 'Content-Security-Policy': BUILD_POLICY } });
    expect(await withPagePolicy(json)).toBe(json);
    const plain = new Response('<script>x</script>', { headers: { 'Content-Type': 'text/html' } });
    expect(await withPagePolicy(plain)).toBe(plain);
  });
});

describe('withPagePolicy on a compressed answer', () => {
  it('leaves a body that is compressed already (a rewrite passing a second time) as it is', async () => {
    const gz = new Response(new Uint8Array([0x1f, 0x8b, 0x08]), { headers: { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip', 'Content-Security-Policy': BUILD_POLICY } });
    expect(await withPagePolicy(gz)).toBe(gz);
  });
});
