// Test data factories: each call makes a fresh account the way an admin would (the admin account
// API, then the one-time password link), so a test owns its data instead of borrowing a demo
// account by number. Works for API tests (over HTTP) and browser tests (with Playwright's baseURL).

export type FactoryUserDiv = 'std' | 'prof' | 'stf' | 'cnslr' | 'otsdr' | 'adm';

export interface NewAccount {
  userId: string;
  korNm: string;
  userDiv: FactoryUserDiv;
  password: string;
}

export interface StudentOptions {
  korNm?: string;
  /** Department (학과) code; the default is a department every demo world has. */
  hakguaCd?: string;
  majorCd?: string;
  gradeCd?: '1' | '2' | '3' | '4';
  /** Enrolment status code (SHREG_ST): 10 재학, 20 휴학, 30 졸업, 40 수료. */
  shregSt?: string;
}

export interface AccountOptions {
  korNm?: string;
  /** Roles granted after creation, e.g. PROGRAM_ADMIN, CONTENT_EDITOR, CNSL_HEAD. */
  roles?: string[];
  /** Counsellors: PSY, CAREER or LEARN. */
  cnslrDiv?: 'PSY' | 'CAREER' | 'LEARN';
}

/** The department of student1 in the demo world (컴퓨터공학과) and its software major. */
export const DEFAULT_STUDENT = { hakguaCd: 'D4010', majorCd: 'M401010', gradeCd: '3' } as const;

const PASSWORD = 'Factory-pw-2026!';
const ADMIN = { userId: 'admin1', password: 'portal1234!' };
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN = ['서연', '지우', '하은', '민서', '수아', '지민', '예린', '채원', '다인', '소율'];

let counter = 0;
/** An id no earlier run or parallel test file has used: letters and digits, at most 30 characters. */
function freshId(prefix: string) {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 5)}`.slice(0, 30);
}

function freshName() {
  const n = counter + Math.floor(Math.random() * 100);
  return SURNAMES[n % SURNAMES.length] + GIVEN[Math.floor(n / SURNAMES.length) % GIVEN.length];
}

/** A minimal cookie-keeping session for the admin calls. */
class Session {
  cookie = '';
  constructor(readonly base: string) {}
  async call(path: string, body?: unknown) {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: this.base };
    if (this.cookie) headers.cookie = this.cookie;
    const res = await fetch(this.base + path, { method: 'POST', headers, body: JSON.stringify(body ?? {}), redirect: 'manual' });
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('portal_sid='));
    if (sid) this.cookie = sid.split(';')[0];
    const json = (await res.json()) as { code: number; message: string; data: any };
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${json.message} ${JSON.stringify(json.data)}`);
    return json.data;
  }
}

const admins = new Map<string, Promise<Session>>();
function adminSession(base: string) {
  let s = admins.get(base);
  if (!s) {
    s = (async () => {
      const session = new Session(base);
      const ok = await session.call('/api/auth/login', { userId: ADMIN.userId, password: ADMIN.password, userDiv: 'adm' });
      if (ok === false) throw new Error('factory: the admin could not log in');
      return session;
    })();
    s.catch(() => admins.delete(base));
    admins.set(base, s);
  }
  return s;
}

async function create(base: string, body: Record<string, unknown>, roles: string[] = []): Promise<NewAccount> {
  const admin = await adminSession(base);
  const created = await admin.call('/api/v1/adm/accounts', { reason: '자동 시험 계정', ...body });
  const userId = created.account.userId as string;
  await new Session(base).call('/api/v1/account/set-password', { token: created.link.token, password: PASSWORD });
  for (const roleCd of roles) await admin.call(`/api/v1/adm/accounts/${encodeURIComponent(userId)}/roles`, { roleCd, reason: '자동 시험 계정의 역할' });
  return { userId, korNm: created.account.korNm, userDiv: body.userDiv as FactoryUserDiv, password: PASSWORD };
}

/** A fresh student with a department, major, grade and enrolment status (no transcript). */
export function newStudent(base: string, opts: StudentOptions = {}): Promise<NewAccount> {
  const hakguaCd = opts.hakguaCd ?? DEFAULT_STUDENT.hakguaCd;
  const majorCd = opts.majorCd ?? (hakguaCd === DEFAULT_STUDENT.hakguaCd ? DEFAULT_STUDENT.majorCd : '');
  return create(base, {
    userId: freshId('s'),
    korNm: opts.korNm ?? freshName(),
    userDiv: 'std',
    hakguaCd,
    majorCd,
    gradeCd: opts.gradeCd ?? DEFAULT_STUDENT.gradeCd,
    shregSt: opts.shregSt ?? '10',
  });
}

/** A fresh account of another user type (staff, professor, counsellor, outside user, admin), with roles. */
export function newAccount(base: string, userDiv: Exclude<FactoryUserDiv, 'std'>, opts: AccountOptions = {}): Promise<NewAccount> {
  return create(base, { userId: freshId(userDiv[0]), korNm: opts.korNm ?? freshName(), userDiv, cnslrDiv: opts.cnslrDiv ?? '' }, opts.roles);
}
