// User types (userDiv) and where each one lands.
export const USER_DIVS = ['std', 'prof', 'stf', 'cnslr', 'otsdr', 'adm'] as const;
export type UserDiv = (typeof USER_DIVS)[number];

export const USER_DIV_NAMES: Record<UserDiv, string> = {
  std: '학생',
  prof: '교수',
  stf: '교직원',
  cnslr: '상담사',
  otsdr: '외부 사용자',
  adm: '관리자',
};

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
  if (userDiv === 'std') return '/user/main';
  if (userDiv === 'adm') return '/adm';
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
