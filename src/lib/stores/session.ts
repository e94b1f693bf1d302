// Client-side login state shared by islands.
// The server renders from its own session, never from this store: an island that shows these
// values must do so after mount, or hydration would mismatch (the server sees the default).
import { computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';

export type UserDiv = 'std' | 'prof' | 'stf' | 'cnslr' | 'otsdr' | 'adm';

export interface LoginInfo {
  id: string;
  name: string;
  userDiv: UserDiv | (string & {});
  /** Photo URL, or '-' when the user has none. */
  photo: string;
  mainPage: string;
  userDetail: Record<string, unknown>;
}

export const LOGIN_INFO_KEY = 'loginInfo';
export const REDIRECT_URL_KEY = 'redirectUrl';
export const SESSION_COUNTER_KEYS = ['gradChkCnt', 'loginChkCnt'] as const;

/** Photo placeholder the rest of the product expects when a user has no photo. */
export const NO_PHOTO = '-';
const DEFAULT_MAIN_PAGE = '/main';

export const loginInfo = persistentAtom<LoginInfo | null>(LOGIN_INFO_KEY, null, {
  // Returning undefined makes the library delete the key, so logging out leaves no stale JSON.
  encode: (value) => (value == null ? undefined : JSON.stringify(value)),
  decode: (text) => {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed !== null && typeof parsed === 'object' ? (parsed as LoginInfo) : null;
    } catch {
      // A corrupt entry (edited by hand, older format) must not break every island.
      return null;
    }
  },
});

/** Logged in means the login info is non-empty. */
export const isLoggedIn = computed(
  loginInfo,
  (info) => info !== null && typeof info === 'object' && Object.keys(info).length > 0,
);

export function setLoginInfo(info: Partial<LoginInfo> & Pick<LoginInfo, 'id'>): void {
  loginInfo.set({
    id: info.id,
    name: info.name ?? '',
    userDiv: info.userDiv ?? '',
    photo: info.photo ? info.photo : NO_PHOTO,
    mainPage: info.mainPage || DEFAULT_MAIN_PAGE,
    userDetail: info.userDetail ?? {},
  });
}

export function clearLoginInfo(): void {
  // Clearing deletes the storage key; some Storage implementations (simulated DOMs) throw when
  // that key is already gone, so make sure there is something to delete. Callers such as the
  // expired-session handler run whether or not anyone was logged in.
  const local = storage('localStorage');
  if (local && local.getItem(LOGIN_INFO_KEY) === null) local.setItem(LOGIN_INFO_KEY, 'null');
  loginInfo.set(null);
}

/** Landing path per user type (section 2 of the specification). */
export function mainPathFor(userDiv: string | null | undefined): string {
  switch (userDiv) {
    case 'std':
      return '/user';
    case 'prof':
      return '/prof';
    case 'stf':
      return '/stf';
    case 'cnslr':
      return '/cnslr';
    case 'otsdr':
      return '/otsdr';
    default:
      return '/';
  }
}

// Storage access throws in some privacy modes and does not exist on the server; callers must
// never fail because of it.
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof globalThis[kind] === 'undefined' ? null : globalThis[kind];
  } catch {
    return null;
  }
}

export function clearSessionCounters(): void {
  const session = storage('sessionStorage');
  for (const key of SESSION_COUNTER_KEYS) session?.removeItem(key);
}

/**
 * Only same-site paths are accepted as a redirect target: the value is later used for
 * navigation after login, and an absolute or protocol-relative URL would make it an open redirect.
 */
export function isSafeRedirectPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !/[\u0000-\u001f]/.test(path)
  );
}

export function saveRedirectUrl(path: string): void {
  if (!isSafeRedirectPath(path)) return;
  storage('localStorage')?.setItem(REDIRECT_URL_KEY, path);
}

/** Returns the saved target (or the default) and forgets it, so it is used only once. */
export function takeRedirectUrl(defaultPath = '/user'): string {
  const local = storage('localStorage');
  const saved = local?.getItem(REDIRECT_URL_KEY) ?? null;
  local?.removeItem(REDIRECT_URL_KEY);
  return isSafeRedirectPath(saved) ? saved : defaultPath;
}
