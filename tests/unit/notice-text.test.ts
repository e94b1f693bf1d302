import { describe, expect, it } from 'vitest';
import { hasRichFormatting, htmlToText, textToHtml } from '@/lib/text/html';

describe('centre notice text', () => {
  it('turns plain text into escaped paragraphs with line breaks', () => {
    expect(textToHtml('첫 줄\n둘째 줄\n\n\n점수 <10 & "예외"\r\n')).toBe('<p>첫 줄<br>둘째 줄</p><p>점수 &lt;10 &amp; &quot;예외&quot;</p>');
    expect(textToHtml('  \n\n ')).toBe('');
  });

  it('reads stored HTML back as editable text, lists as bullet lines', () => {
    const html = '<p>지금 연락해 주세요.</p><ul><li>109 (24시간)</li><li>1577-0199</li></ul><p>a &lt; b &amp; c<br>끝</p>';
    expect(htmlToText(html)).toBe('지금 연락해 주세요.\n\n• 109 (24시간)\n• 1577-0199\n\na < b & c\n끝');
    expect(hasRichFormatting(html)).toBe(true);
    expect(hasRichFormatting(textToHtml(htmlToText('<p>그냥 문단</p>')))).toBe(false);
  });

  it('round-trips plain paragraphs', () => {
    const text = '12월 24일은 쉽니다.\n급하면 연락 주세요.\n\n감사합니다.';
    expect(htmlToText(textToHtml(text))).toBe(text);
  });
});
