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
  userDiv: UserDiv | string;
}

export function isUserDiv(value: unknown): value is UserDiv {
  return typeof value === 'string' && (USER_DIVS as readonly string[]).includes(value);
}

/** Is the user one of these types? */
export function isDiv(user: Pick<Actor, 'userDiv'> | null | undefined, ...divs: UserDiv[]): boolean {
  return !!user && (divs as string[]).includes(user.userDiv);
}

export const isStudent = (user: Pick<Actor, 'userDiv'> | null | undefined) => isDiv(user, 'std');
/** Counselling is handled by counsellors and, for professor counselling, professors. */
export const isCounsellingStaff = (user: Pick<Actor, 'userDiv'> | null | undefined) => isDiv(user, 'cnslr', 'prof');
/** The university's office: staff and admins. */
export const isOffice = (user: Pick<Actor, 'userDiv'> | null | undefined) => isDiv(user, 'stf', 'adm');
