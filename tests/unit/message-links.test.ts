// Message text shown as HTML: everything escaped, and only paths of this site made into links.
import { describe, expect, it } from 'vitest';
import { isSameSitePath, messageHtml } from '../../src/lib/messages/links';

describe('messageHtml', () => {
  it('makes a same-site path with a query into a link, the ampersand escaped in both places', () => {
    expect(messageHtml('보고서는 /user/futuredesign/myecp/class?id=11&tab=report 에서 내 주세요.')).toBe(
      '보고서는 <a href="/user/futuredesign/myecp/class?id=11&amp;tab=report" class="message-link">/user/futuredesign/myecp/class?id=11&amp;tab=report</a> 에서 내 주세요.',
    );
  });

  it('leaves sentence punctuation and a closing bracket the path did not open outside the link', () => {
    expect(messageHtml('여기(/messages?unread=Y)를 보세요: /guide/25.')).toBe(
      '여기(<a href="/messages?unread=Y" class="message-link">/messages?unread=Y</a>)를 보세요: <a href="/guide/25" class="message-link">/guide/25</a>.',
    );
  });

  it('links a path at the very start and on a later line', () => {
    expect(messageHtml('/user/mypage\n/cnslr/applications/12')).toBe('<a href="/user/mypage" class="message-link">/user/mypage</a>\n<a href="/cnslr/applications/12" class="message-link">/cnslr/applications/12</a>');
  });

  it.each([
    ['another host', 'https://evil.example/x', 'https://evil.example/x'],
    ['a protocol-relative host', '누르지 마세요 //evil.example/y', '누르지 마세요 //evil.example/y'],
    ['a backslash host', '누르지 마세요 /\\evil.example', '누르지 마세요 /\\evil.example'],
    ['a script scheme', 'javascript:alert(1)', 'javascript:alert(1)'],
    ['a data scheme', 'data:text/html,<b>x</b>', 'data:text/html,&lt;b&gt;x&lt;/b&gt;'],
    ['a path glued to a word', '2026/11/22 오전/오후 and/or', '2026/11/22 오전/오후 and/or'],
    ['a lone slash', '1 / 2', '1 / 2'],
  ])('links nothing in %s', (_name, text, html) => {
    expect(messageHtml(text)).toBe(html);
  });

  it('escapes markup, quotes and entities instead of rendering them', () => {
    expect(messageHtml('<img src=x onerror=alert(1)> "따옴표" & \'작은\'')).toBe('&lt;img src=x onerror=alert(1)&gt; &quot;따옴표&quot; &amp; &#39;작은&#39;');
    // A quote cannot close the attribute of a link either.
    expect(messageHtml('/a"onmouseover="alert(1)')).toBe('<a href="/a" class="message-link">/a</a>&quot;onmouseover=&quot;alert(1)');
  });

  it('answers an empty string for no text', () => {
    expect(messageHtml(null)).toBe('');
    expect(messageHtml('')).toBe('');
  });
});

describe('isSameSitePath', () => {
  it.each([
    ['/user/main', true],
    ['/a?b=c#d', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/\tevil', false],
    ['https://evil.example', false],
    ['user/main', false],
  ])('%s -> %s', (value, expected) => {
    expect(isSameSitePath(value)).toBe(expected);
  });
});
