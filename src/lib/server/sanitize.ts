// Everything a user wrote that is shown as HTML passes through here first.
import sanitizeHtml from 'sanitize-html';

/** Images may only come from the portal's own file service (uploaded through it, access-checked there). */
export const PORTAL_IMAGE_SRC = /^\/api\/files\/download\/(\d{1,10})(\?inline=Y)?$/;

const TABLE_TAGS = ['table', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'span', 'img', ...TABLE_TAGS],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'], col: ['span'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  // An image from anywhere else (another site, a data: URL, a tracking pixel) is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !PORTAL_IMAGE_SRC.test(frame.attribs.src ?? ''),
};

/**
 * The allow-list for what content editors store (guides, notices, popups): the reader allow-list
 * with links limited to http, https and mailto. Stored HTML is sanitised again when shown, so a
 * later tightening of the lists also applies to what is already stored.
 */
const CONTENT_OPTIONS: sanitizeHtml.IOptions = { ...OPTIONS, allowedSchemes: ['http', 'https', 'mailto'] };

export function sanitizeRichText(html: string) {
  return sanitizeHtml(html, OPTIONS);
}

export function sanitizeContentHtml(html: string) {
  return sanitizeHtml(html, CONTENT_OPTIONS);
}

/** The file ids of the portal images an HTML text shows. */
export function portalImageIds(html: string): number[] {
  const ids = new Set<number>();
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    exclusiveFilter: (frame) => {
      const m = frame.tag === 'img' ? PORTAL_IMAGE_SRC.exec(frame.attribs.src ?? '') : null;
      if (m) ids.add(Number(m[1]));
      return false;
    },
  });
  return [...ids];
}

export function plainText(html: string) {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/** Text of HTML with one line per block, for comparing two revisions line by line. */
export function blockText(html: string) {
  const marked = html.replace(/<\/(p|h[1-6]|li|tr|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi, (m) => `${m}\n`).replace(/<\/t[dh]>/gi, (m) => `${m} | `);
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return text
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').replace(/\s*\|\s*$/, '').trim())
    .filter(Boolean)
    .join('\n');
}
