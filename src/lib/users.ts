// Who a user is: the user types (userDiv) and one Actor type for every service, with helpers instead
// of string comparisons. No server imports: islands use it too.
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

/** The user a service acts for: always taken from the session, never from what the browser sends. */
export interface Actor {
  userId: string;
  userDiv: UserDiv;
}

export function isUserDiv(value: unknown): value is UserDiv {
  return typeof value === 'string' && (USER_DIVS as readonly string[]).includes(value);
}

/**
 * A user type read from the database or a request, checked: the one place where a string becomes a
 * UserDiv (an unknown value is refused rather than guessed).
 */
export function toUserDiv(value: string): UserDiv {
  if (!isUserDiv(value)) throw new Error(`Unknown user type: ${value}`);
  return value;
}

/**
 * Is this user type one of these? The types asked for are checked by the compiler, so a misspelt
 * type cannot silently never match (the reason there are no raw comparisons elsewhere).
 */
export function divIs(userDiv: string | null | undefined, ...divs: UserDiv[]): boolean {
  return !!userDiv && (divs as string[]).includes(userDiv);
}

/** Is the user one of these types? A record read from the database may carry its type as text. */
export function isDiv(user: { userDiv: string } | null | undefined, ...divs: UserDiv[]): boolean {
  return divIs(user?.userDiv, ...divs);
}

type Someone = { userDiv: string } | null | undefined;
export const isStudent = (user: Someone) => isDiv(user, 'std');
export const isProfessor = (user: Someone) => isDiv(user, 'prof');
/** Staff of the university's offices (교직원), without admins. */
export const isStaff = (user: Someone) => isDiv(user, 'stf');
export const isAdmin = (user: Someone) => isDiv(user, 'adm');
/** Counselling is handled by counsellors and, for professor counselling, professors. */
export const isCounsellingStaff = (user: Someone) => isDiv(user, 'cnslr', 'prof');
/** The university's office: staff and admins. */
export const isOffice = (user: Someone) => isDiv(user, 'stf', 'adm');
