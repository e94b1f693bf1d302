// What a notification mail says (decision 059). Decided when the portal message is written, so the
// outbox holds only what may leave the portal: for counselling, scholarships and campus life, and
// staff messages a neutral line (never content, grades or amounts); for programmes, recruiting and
// notices the message's title. Every mail links to the portal and carries the unsubscribe link of
// each category it speaks for.
import { NOTIFY_CATEGORIES, type NotifyCategory } from '../../notifications/categories';
import { portalOrigin, unsubscribeUrl } from './links';

const PORTAL_NAME = '한울여자대학교 학생지원포털';
const INBOX = '/messages';

const NEUTRAL: Partial<Record<NotifyCategory, string>> = {
  CNSL: '학생상담센터에서 새 알림이 있습니다',
  CAMPUS: '장학·학생생활 관련 새 알림이 있습니다',
  MESSAGE: '교수·교직원이 보낸 새 메시지가 있습니다',
};

/** One line of text: control characters and runs of spaces folded, at most `max` characters. */
function oneLine(text: string, max = 120) {
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A page of the portal to link to: the message's own page when it names one, else the inbox. */
function safePath(href: string | null | undefined) {
  return href && /^\/[A-Za-z0-9/_\-.?=&%]*$/.test(href) && !href.startsWith('//') ? href : INBOX;
}

/** The subject, line and link an outbox row keeps for a portal message. */
export function mailContentOf(category: NotifyCategory, title: string, href?: string | null) {
  const neutral = NEUTRAL[category];
  if (neutral) return { subject: `[학생지원포털] ${neutral}`, line: `${neutral}. 포털에 로그인해 확인해 주세요.`, href: INBOX };
  const line = oneLine(title) || `${NOTIFY_CATEGORIES[category].name} 새 알림이 있습니다`;
  return { subject: `[학생지원포털] ${line}`, line, href: safePath(href) };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MailItem {
  category: NotifyCategory;
  line: string;
  href: string;
}

export interface Mail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The mail for one or more items (a digest holds several) to one user. */
export function renderMail(userId: string, subject: string, items: MailItem[], digest = false): Mail {
  const origin = portalOrigin();
  const categories = [...new Set(items.map((i) => i.category))];
  const unsubs = categories.map((c) => ({ name: NOTIFY_CATEGORIES[c].name, url: unsubscribeUrl(userId, c) }));
  const settings = `${origin}/user/mypage/notifications`;
  const intro = digest ? `어제 아침 이후 포털에 도착한 알림 ${items.length}건입니다.` : '포털에 새 알림이 도착했습니다.';
  const text = [
    intro,
    '',
    ...items.flatMap((i) => [`- [${NOTIFY_CATEGORIES[i.category].name}] ${i.line}`, `  ${origin}${i.href}`]),
    '',
    '이 메일은 발신 전용입니다. 자세한 내용은 포털에 로그인해 확인해 주세요.',
    `알림 설정: ${settings}`,
    ...unsubs.map((u) => `${u.name} 알림 메일 그만 받기: ${u.url}`),
  ].join('\n');
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1f2328">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#6b2a7a">${PORTAL_NAME}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<ul style="padding-left:20px;margin:0 0 20px">
${items.map((i) => `<li style="margin-bottom:10px"><span style="color:#57606a">[${escapeHtml(NOTIFY_CATEGORIES[i.category].name)}]</span> ${escapeHtml(i.line)}<br><a href="${escapeHtml(origin + i.href)}" style="color:#0b5cad">포털에서 확인하기</a></li>`).join('\n')}
</ul>
<p style="margin:0 0 8px;font-size:13px;color:#57606a">이 메일은 발신 전용입니다. 자세한 내용은 포털에 로그인해 확인해 주세요.</p>
<p style="margin:0;font-size:13px;color:#57606a"><a href="${escapeHtml(settings)}" style="color:#0b5cad">알림 설정</a>${unsubs.map((u) => ` · <a href="${escapeHtml(u.url)}" style="color:#0b5cad">${escapeHtml(u.name)} 알림 메일 그만 받기</a>`).join('')}</p>
</div></body></html>`;
  return { subject, text, html, headers: { 'List-Unsubscribe': unsubs.map((u) => `<${u.url}>`).join(', ') } };
}

/** The confirmation mail of a new address. */
export function confirmationMail(link: string): Omit<Mail, 'headers'> {
  const subject = '[학생지원포털] 알림 받을 이메일 주소를 확인해 주세요';
  const text = `포털 알림을 이 주소로 받으려면 아래 링크를 열어 주세요. 링크는 24시간 동안 한 번만 쓸 수 있습니다.\n${link}\n\n직접 요청하지 않았다면 이 메일을 무시해 주세요. 확인하지 않은 주소로는 알림을 보내지 않습니다.`;
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1f2328">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#6b2a7a">${PORTAL_NAME}</p>
<p style="margin:0 0 16px">포털 알림을 이 주소로 받으려면 아래 버튼을 눌러 주세요. 링크는 24시간 동안 한 번만 쓸 수 있습니다.</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b5cad;color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px">이메일 주소 확인</a></p>
<p style="margin:0;font-size:13px;color:#57606a">직접 요청하지 않았다면 이 메일을 무시해 주세요. 확인하지 않은 주소로는 알림을 보내지 않습니다.</p>
</div></body></html>`;
  return { subject, text, html };
}
