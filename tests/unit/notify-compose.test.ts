// What notification mail says (decision 059): neutral lines for counselling, campus life and staff
// messages whatever the title; titles of other categories on one line, escaped in the HTML; links
// only to the portal's own pages; the unsubscribe link in the text and the List-Unsubscribe header.
import { beforeAll, describe, expect, it } from 'vitest';

let mailContentOf: typeof import('../../src/lib/server/notifications/compose').mailContentOf;
let renderMail: typeof import('../../src/lib/server/notifications/compose').renderMail;

beforeAll(async () => {
  // The links are signed with a key of the test's own (the configuration is read when first imported).
  process.env.NOTIFY_SECRET = 'a key for this test only';
  ({ mailContentOf, renderMail } = await import('../../src/lib/server/notifications/compose'));
});

describe('notification mail content', () => {
  it('keeps counselling, scholarship and staff message titles out of the mail', () => {
    expect(mailContentOf('CNSL', '[심리상담] 우울 상담 일정', '/user/colglife/psychcnsl/applystate?applId=3')).toEqual({
      subject: '[학생지원포털] 학생상담센터에서 새 알림이 있습니다',
      line: '학생상담센터에서 새 알림이 있습니다. 포털에 로그인해 확인해 주세요.',
      href: '/messages',
    });
    expect(mailContentOf('CAMPUS', '[장학] 성적우수 장학금 1,500,000원 선정').subject).not.toMatch(/장학금|1,500,000/);
    expect(mailContentOf('MESSAGE', '학점 경고 안내').line).not.toContain('학점');
  });

  it('gives other categories their title on one line and only portal links', () => {
    const c = mailContentOf('PROGRAM', '  [진로활동]\n글쓰기\t특강  ', 'https://evil.example/x');
    expect(c).toMatchObject({ subject: '[학생지원포털] [진로활동] 글쓰기 특강', href: '/messages' });
    expect(mailContentOf('RECRUIT', '공고', '//evil.example').href).toBe('/messages');
    expect(mailContentOf('RECRUIT', '공고', '/user/careerinfo/job?id=4').href).toBe('/user/careerinfo/job?id=4');
    expect(mailContentOf('NOTICE', 'x'.repeat(300)).line).toHaveLength(120);
  });

  it('escapes the line in the HTML and carries the unsubscribe link', () => {
    const mail = renderMail('student7', '[학생지원포털] 제목', [{ category: 'PROGRAM', line: '<img src=x onerror=alert(1)> & "따옴표"', href: '/messages' }]);
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;따옴표&#34;');
    const unsub = /(http:\/\/\S+\/notify\/unsubscribe\?\S+)/.exec(mail.text)![1];
    expect(unsub).toContain('u=student7');
    expect(unsub).toContain('c=PROGRAM');
    expect(mail.headers['List-Unsubscribe']).toBe(`<${unsub}>`);
  });
});
