// The allow-list of stored content HTML: what editors may keep, and XSS payloads that must go.
import { describe, expect, it } from 'vitest';
import { blockText, portalImageIds, sanitizeContentHtml, sanitizeRichText } from '../../src/lib/server/sanitize';

describe('sanitizeContentHtml', () => {
  it('keeps headings, lists, tables, safe links and portal images', () => {
    const html = '<h2>제목</h2><ul><li>하나</li></ul><table><tbody><tr><th rowspan="2">머리</th><td colspan="2">칸</td></tr></tbody></table><p><a href="https://example.org" target="_blank">링크</a> <a href="/guide">안내</a></p><img src="/api/files/download/12?inline=Y" alt="그림">';
    const out = sanitizeContentHtml(html);
    expect(out).toContain('<h2>제목</h2>');
    expect(out).toContain('<th rowspan="2">머리</th>');
    expect(out).toContain('<td colspan="2">칸</td>');
    expect(out).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">링크</a>');
    expect(out).toContain('<a href="/guide" rel="noopener noreferrer">안내</a>');
    expect(out).toContain('<img src="/api/files/download/12?inline=Y" alt="그림" />');
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<script'],
    ['<p onclick="alert(1)">x</p>', 'onclick'],
    ['<img src="/api/files/download/1" onerror="alert(1)">', 'onerror'],
    ['<a href="javascript:alert(1)">x</a>', 'javascript:'],
    ['<a href="JaVaScRiPt&colon;alert(1)">x</a>', 'alert'],
    ['<a href="//evil.example/x">x</a>', 'evil.example'],
    ['<a href="tel:0212345678">x</a>', 'tel:'],
    ['<img src="https://evil.example/p.png">', 'evil.example'],
    ['<img src="data:image/png;base64,AAAA">', 'data:'],
    ['<svg><script>alert(1)</script></svg>', 'alert'],
    ['<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['<p style="background:url(javascript:alert(1))">x</p>', 'style'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'javascript'],
  ])('removes %s', (payload, bad) => {
    expect(sanitizeContentHtml(payload).toLowerCase()).not.toContain(bad.toLowerCase());
  });

  it('lets readers keep telephone links written before (reader list is wider than the stored one)', () => {
    expect(sanitizeRichText('<a href="tel:021234">전화</a>')).toContain('href="tel:021234"');
  });
});

describe('helpers', () => {
  it('finds the portal images of a text', () => {
    expect(portalImageIds('<p><img src="/api/files/download/3?inline=Y"><img src="/api/files/download/3"><img src="/x.png"><img src="/api/files/download/7"></p>').sort()).toEqual([3, 7]);
  });

  it('writes one line per block for comparing', () => {
    expect(blockText('<h2>제목</h2><p>첫 <b>문장</b></p><ul><li>하나</li><li>둘</li></ul><table><tr><td>가</td><td>나</td></tr></table>')).toBe('제목\n첫 문장\n하나\n둘\n가 | 나');
  });
});
