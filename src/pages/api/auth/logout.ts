import { endpoint, ok } from '@/lib/server/http/respond';
import { clearSessionCookie, deleteSession, SESSION_COOKIE } from '@/lib/server/auth/sessions';
import { audit } from '@/lib/server/audit/log';

export const POST = endpoint(async ({ cookies, locals }) => {
  await deleteSession(cookies.get(SESSION_COOKIE)?.value);
  clearSessionCookie(cookies);
  if (locals.user) await audit({ actorId: locals.user.userId, action: 'logout', ip: locals.clientIp });
  return ok(true, '로그아웃되었습니다.');
});
