// Where a visitor who must log in is sent, with the page kept as the target after login.
import type { AstroCookies } from 'astro';
import { config } from '../config';

/** The sign-on entry when single sign-on is configured (unless this browser used the master login), else the master login. */
export function loginPage(cookies: AstroCookies) {
  if (cookies.get('isSso')?.value === 'N') return '/masterLogin';
  return config.ssoIssuer ? '/login' : '/masterLogin';
}

export function loginPathFor(cookies: AstroCookies, target: string) {
  return `${loginPage(cookies)}?redirectUrl=${encodeURIComponent(target)}`;
}
