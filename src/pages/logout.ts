import type { APIRoute } from 'astro';
import { clearSessionCookie, deleteSession, SESSION_COOKIE } from '@/lib/server/auth/sessions';
import { audit } from '@/lib/server/audit/log';
import { signOffUrl } from '@/lib/server/auth/sso';

/** The header's logout button posts here (a plain form: works before any script has loaded). */
export const POST: APIRoute = async ({ cookies, locals, redirect, url }) => {
  await deleteSession(cookies.get(SESSION_COOKIE)?.value);
  clearSessionCookie(cookies);
  if (locals.user) await audit({ actorId: locals.user.userId, action: 'logout', ip: locals.clientIp });
  // Signed on through the issuer: end that session too.
  const signOff = await signOffUrl(url, cookies);
  return redirect(signOff ?? '/masterLogin?loggedOut=1', 303);
};
