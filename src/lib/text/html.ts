// Text and HTML: escaping, and notices written as plain text paragraphs (a blank line starts a
// paragraph, a single line break stays a line break), shared by editors (text -> HTML), pages
// (HTML -> text) and the server's HTML strings.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Plain text to paragraphs of escaped HTML. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** Stored (sanitised) HTML back to editable plain text; lists become "• " lines. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<\/(li)>/gi, '\n')
    .replace(/<\/(p|h[1-6]|blockquote|ul|ol|table|tr)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whether the HTML has formatting that plain text cannot keep (lists, bold, links, headings). */
export function hasRichFormatting(html: string): boolean {
  return /<(ul|ol|strong|b|em|i|u|a|h[1-6]|table|blockquote)\b/i.test(html);
}
