import type { APIRoute } from 'astro';
import { clearSessionCookie, deleteSession, SESSION_COOKIE } from '@/lib/server/auth/sessions';
import { audit } from '@/lib/server/audit/log';

/** The header's logout button posts here (a plain form: works before any script has loaded). */
export const POST: APIRoute = async ({ cookies, locals, redirect }) => {
  await deleteSession(cookies.get(SESSION_COOKIE)?.value);
  clearSessionCookie(cookies);
  if (locals.user) await audit({ actorId: locals.user.userId, action: 'logout', ip: locals.clientIp });
  return redirect('/masterLogin?loggedOut=1', 303);
};
