// Message text as HTML: everything escaped, and paths of this site (e.g.
// "/user/futuredesign/myecp/class?id=11&tab=report") made into links, so a student can tap through
// from a notice. Nothing else becomes a link: no scheme (https:, javascript:), no other host
// ("//evil.example"), no path glued to a word. Used wherever a message is shown (inbox, my page,
// home pages, live notices), on the server and in the browser.
import { escapeHtml } from '../text/html';

/**
 * A path starts a word (line start, a space, an opening bracket or quote; not "<", so "</b>" stays text), begins with one "/"
 * and a path character, and runs to the next space or character that cannot be in a URL.
 */
const PATH = /(^|[\s([{"'「『“‘])(\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/?#[\]]*)/g;
const BASE = 'http://portal.invalid';

/** Whether a string is a path of this site only: no scheme, no host, no control characters. */
export function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  try {
    return new URL(value, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/** Sentence punctuation right after a path belongs to the sentence; a ")" only when the path opened none. */
function trimPath(path: string) {
  const count = (c: string) => path.split(c).length - 1;
  while (path.length > 1) {
    const last = path[path.length - 1];
    if (last === ')' ? count('(') >= count(')') : !`.,;:!?'"]`.includes(last)) break;
    path = path.slice(0, -1);
  }
  return path;
}

export type MessagePart = { text: string } | { text: string; href: string };

/** The text cut into plain parts and same-site link parts (unescaped; for renderers that build nodes). */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const m of text.matchAll(PATH)) {
    const path = trimPath(m[2]);
    if (path.length < 2 || !isSameSitePath(path)) continue;
    const start = m.index + m[1].length;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: path, href: path });
    last = start + path.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Safe HTML of a message's text: escaped, with same-site paths as links. */
export function messageHtml(text: string | null | undefined): string {
  if (!text) return '';
  return messageParts(text)
    .map((p) => ('href' in p ? `<a href="${escapeHtml(p.href)}" class="message-link">${escapeHtml(p.text)}</a>` : escapeHtml(p.text)))
    .join('');
}
