// Which user types may open which pages: the route sets of spec section 2, enforced on the server.
import type { SessionUser } from './sessions';

/** Pages anyone may open, logged in or not (spec section 6, plus the site guide and error pages). */
const PUBLIC_EXACT = new Set(['/', '/user', '/user/main', '/user/search', '/login', '/login/callback', '/masterLogin', '/account/set-password', '/unauthorized', '/error', '/404', '/guide', '/notice', '/qr/preview', '/portfolio/info', '/parent/portfolio/info']);
const PUBLIC_PREFIXES = ['/popup/user/sysPopup/', '/guide/', '/notice/', '/verify/', '/notify/'];

/** Route sets by prefix: the user types that own them. */
const ROUTE_SETS: { prefix: string; divs: string[] }[] = [
  { prefix: '/user', divs: ['std'] },
  { prefix: '/prof', divs: ['prof'] },
  // Admins hold every office right (decision 046), so the staff areas' pages are theirs too.
  { prefix: '/stf', divs: ['stf', 'adm'] },
  { prefix: '/cnslr', divs: ['cnslr'] },
  { prefix: '/otsdr', divs: ['otsdr'] },
  { prefix: '/adm', divs: ['adm'] },
];

export type Access = 'public' | 'allowed' | 'login-required' | 'forbidden';

function inPrefix(path: string, prefix: string) {
  return path === prefix || path.startsWith(prefix + '/');
}

export function normalisePath(path: string) {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function accessOf(rawPath: string, user: SessionUser | null): Access {
  const path = normalisePath(rawPath);
  if (PUBLIC_EXACT.has(path) || PUBLIC_PREFIXES.some((p) => path.startsWith(p))) return 'public';
  const set = ROUTE_SETS.find((s) => inPrefix(path, s.prefix));
  if (!user) return 'login-required';
  if (set && !set.divs.includes(user.userDiv)) return 'forbidden';
  return 'allowed';
}

/** Spec section 2: route names are the path segments, first letter upper-cased, joined. */
export function routeNameOf(path: string) {
  return normalisePath(path)
    .split('/')
    .filter(Boolean)
    .map((seg) => seg.charAt(0).toUpperCase() + seg.slice(1))
    .join('');
}

/** Staff and admin pages, whose areas ask for a right beyond the user type (decision 046). */
export function isOfficePage(path: string) {
  return inPrefix(path, '/stf') || inPrefix(path, '/adm');
}
