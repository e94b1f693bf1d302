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

/** The portal images an HTML text shows, in order, each once, with its description. */
export function portalImages(html: string): { fileId: number; src: string; alt: string }[] {
  const found = new Map<number, { fileId: number; src: string; alt: string }>();
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src', 'alt'] },
    exclusiveFilter: (frame) => {
      const m = frame.tag === 'img' ? PORTAL_IMAGE_SRC.exec(frame.attribs.src ?? '') : null;
      if (m && !found.has(Number(m[1]))) found.set(Number(m[1]), { fileId: Number(m[1]), src: frame.attribs.src, alt: (frame.attribs.alt ?? '').trim() });
      return false;
    },
  });
  return [...found.values()];
}

/** The file ids of the portal images an HTML text shows. */
export function portalImageIds(html: string): number[] {
  return portalImages(html).map((i) => i.fileId);
}

export function plainText(html: string) {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/** Text of HTML with one line per block, for comparing two revisions line by line. */
export function blockText(html: string) {
  // An image is a line of its own (its description), so adding or removing one shows as a change.
  const withImages = html.replace(/<img\b[^>]*>/gi, (tag) => {
    const alt = /\salt="([^"]*)"/i.exec(tag)?.[1]?.trim();
    return `<br>[이미지: ${alt || '설명 없음'}]<br>`;
  });
  const marked = withImages.replace(/<\/(p|h[1-6]|li|tr|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi, (m) => `${m}\n`).replace(/<\/t[dh]>/gi, (m) => `${m} | `);
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return text
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').replace(/\s*\|\s*$/, '').trim())
    .filter(Boolean)
    .join('\n');
}
