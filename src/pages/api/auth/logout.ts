import { endpoint, ok } from '@/lib/server/http/respond';
import { clearSessionCookie, deleteSession, SESSION_COOKIE } from '@/lib/server/auth/sessions';
import { audit } from '@/lib/server/audit/log';
import { signOffUrl } from '@/lib/server/auth/sso';

export const POST = endpoint(async ({ cookies, locals, url }) => {
  await deleteSession(cookies.get(SESSION_COOKIE)?.value);
  clearSessionCookie(cookies);
  if (locals.user) await audit({ actorId: locals.user.userId, action: 'logout', ip: locals.clientIp });
  // Signed on through the issuer: the client goes there next to end that session too.
  return ok({ signOffUrl: await signOffUrl(url, cookies) }, '로그아웃되었습니다.');
});
