// Each page's Content-Security-Policy names only the inline scripts and styles it carries. Astro
// writes one policy for the whole build: its script-src and style-src list the hash of every inline
// <script> and <style> of every page (about 4 KB), sent with each answer, a page without any script
// too. Here that list is narrowed to the hashes of the inline elements in this page's HTML: a hash is
// kept only if Astro listed it and the page holds an element with that content, so nothing is allowed
// that the build's policy did not allow. Scripts and styles from the site's own files stay allowed by
// 'self' as before.
import { createHash } from 'node:crypto';

/** `<script>` elements without a src (inline) and `<style>` elements, with their content. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/;

type Algorithm = 'sha256' | 'sha384' | 'sha512';

function hashesOf(html: string, pattern: RegExp, algorithms: Set<Algorithm>): Set<string> {
  const found = new Set<string>();
  for (const m of html.matchAll(pattern)) {
    for (const algorithm of algorithms) found.add(`'${algorithm}-${createHash(algorithm).update(m[1]).digest('base64')}'`);
  }
  return found;
}

/** The algorithms the hash sources of a source list use ('sha256-…' -> sha256). */
function algorithmsOf(sources: string[]): Set<Algorithm> {
  return new Set(sources.filter((s) => HASH_SOURCE.test(s)).map((s) => s.slice(1, s.indexOf('-')) as Algorithm));
}

/**
 * The build's policy with its script-src and style-src hash lists narrowed to what `html` carries
 * inline. Other directives, and the non-hash sources of these two ('self', …), stay as they are.
 */
export function policyForPage(policy: string, html: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      const kind = name?.toLowerCase();
      if (kind !== 'script-src' && kind !== 'style-src') return directive.trim();
      const algorithms = algorithmsOf(sources);
      if (algorithms.size === 0) return directive.trim();
      const onPage = hashesOf(html, kind === 'script-src' ? INLINE_SCRIPT : INLINE_STYLE, algorithms);
      return [name, ...sources.filter((s) => !HASH_SOURCE.test(s) || onPage.has(s))].join(' ');
    })
    .filter(Boolean)
    .join('; ');
}

/**
 * An HTML response with the policy narrowed to its own inline elements. The body is read whole (a
 * page is rendered before its first byte goes out anyway: its data loads in the frontmatter) and
 * sent on as it was.
 */
export async function withPagePolicy(response: Response): Promise<Response> {
  const policy = response.headers.get('Content-Security-Policy');
  if (!policy || !response.body || !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return response;
  // A rewrite (to the not-found page) passes here twice: the second time its body is compressed
  // already, and its policy was narrowed on the first pass.
  if (response.headers.has('Content-Encoding')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set('Content-Security-Policy', policyForPage(policy, html));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
