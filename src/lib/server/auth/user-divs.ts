// Where each user type lands. The types themselves live in src/lib/users.ts (shared with islands).
import { divIs } from '../../users';
export { USER_DIVS, USER_DIV_NAMES, type UserDiv } from '../../users';

/** Spec section 2: std /user, prof /prof, stf /stf, cnslr /cnslr, otsdr /otsdr, any other type /. */
export function mainPageOf(userDiv: string): string {
  switch (userDiv) {
    case 'std':
      return '/user';
    case 'prof':
    case 'stf':
    case 'cnslr':
    case 'otsdr':
      return `/${userDiv}`;
    default:
      return '/';
  }
}

/** The home page a user is actually sent to (the /user prefix itself redirects to /user/main). */
export function homePageOf(userDiv: string): string {
  if (divIs(userDiv, 'std')) return '/user/main';
  if (divIs(userDiv, 'adm')) return '/adm';
  return mainPageOf(userDiv) === '/' ? '/user/main' : mainPageOf(userDiv);
}

/** Only same-site absolute paths are accepted as a redirect target (no open redirects). */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines from URLs, so "/\t/evil.example" would become "//evil.example".
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'http://portal.invalid';
  if (new URL(value, base).origin !== base) return null;
  return value;
}
