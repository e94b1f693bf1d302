// A small HTTP client for API tests: keeps the session cookie like a browser and sends the Origin
// header a browser would send.
import { inject } from 'vitest';
import { newAccount, newStudent, type AccountOptions, type FactoryUserDiv, type StudentOptions } from '../support/factories';

export const baseUrl = () => inject('baseUrl');

export interface Envelope<T = any> {
  code: number;
  message: string;
  data: T;
}

export interface RawOptions {
  /** The Origin header of a state-changing call: the portal's own by default, null to send none. */
  origin?: string | null;
}

export class Client {
  cookies = new Map<string, string>();
  constructor(public readonly base = baseUrl()) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** The current value of the session cookie (undefined when logged out). */
  get sessionId() {
    return this.cookies.get('portal_sid');
  }

  async raw(path: string, init: RequestInit = {}, opts: RawOptions = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    if (init.method && init.method !== 'GET' && !headers.has('origin')) {
      const origin = opts.origin === undefined ? this.base : opts.origin;
      if (origin !== null) headers.set('origin', origin);
    }
    const res = await fetch(this.base + path, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '' || attrs.some((a) => /max-age=0/i.test(a));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return res;
  }

  async get<T = any>(path: string, query?: Record<string, string | number | undefined>) {
    const qs = query ? '?' + new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString() : '';
    const res = await this.raw(path + qs);
    return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope<T> };
  }

  async post<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}, opts: RawOptions = {}) {
    const res = await this.raw(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-requested-with': 'XMLHttpRequest', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      },
      opts,
    );
    return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope<T> };
  }

  /** A multipart upload, as a browser form would send it. */
  async upload<T = any>(path: string, files: { field?: string; name: string; bytes: Uint8Array; type?: string }[], fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const f of files) form.append(f.field ?? 'file', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await this.raw(path, { method: 'POST', body: form });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope<T> };
  }

  /** A page as the browser gets it (redirects are not followed). */
  async page(path: string) {
    const res = await this.raw(path);
    return { status: res.status, headers: res.headers, location: res.headers.get('location'), html: await res.text() };
  }

  async bytes(path: string) {
    const res = await this.raw(path);
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  async login(userId: string, userDiv: string, password = 'portal1234!') {
    const res = await this.post('/api/auth/login', { userId, password, userDiv });
    if (res.body.data === false || res.status !== 200) throw new Error(`login failed for ${userId}: ${res.body.message}`);
    return res.body.data;
  }

  async logout() {
    return this.post('/api/auth/logout');
  }
}

export async function loggedIn(userId: string, userDiv: string) {
  const client = new Client();
  await client.login(userId, userDiv);
  return client;
}

/** A client that only knows a given session cookie value (e.g. one replayed after logout). */
export function withSession(sessionId: string) {
  const client = new Client();
  client.cookies.set('portal_sid', sessionId);
  return client;
}

/** The inner HTML of the element that carries data-testid="{id}" (first one; elements of that tag may not nest). */
export function byTestId(html: string, id: string): string | null {
  const m = new RegExp(`<(\\w+)[^>]*data-testid="${id}"[^>]*>`).exec(html);
  if (!m) return null;
  const tag = m[1];
  const start = m.index + m[0].length;
  const end = html.indexOf(`</${tag}>`, start);
  return end < 0 ? null : html.slice(start, end);
}

/** A unique text for this run, so that a stored value can be told apart from earlier ones. */
export function unique(label: string) {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

// ---------------------------------------------------------------------------------------------
// Counselling: the consent versions and intake answers a student's form sends, and Seoul times.

/** The consent versions the portal shows today (general and psychological counselling). */
export const CONSENT_VERSION = { general: 'GEN-2026-09', psych: 'PSY-2026-09' } as const;

type CnslKind = 'LEARN' | 'PROF' | 'CAREER' | 'HUMAN' | 'VISIT' | 'PERSON' | 'GROUP';

/** Answers to every required intake question of a kind. */
export const INTAKE: Record<CnslKind, Record<string, string>> = {
  LEARN: { reason: '시험 기간마다 계획이 무너집니다.', previous: '없음', area: '시간 관리' },
  PROF: { reason: '전공 심화 과목을 어떻게 고를지 여쭙고 싶습니다.', area: '학업' },
  CAREER: { reason: '진로를 정하지 못했습니다.', previous: '없음', stage: '탐색 중' },
  HUMAN: { reason: '룸메이트와 자주 다툽니다.', previous: '없음', relation: '친구' },
  VISIT: { reason: '요즘 잠을 잘 못 자고 불안합니다.', previous: '없음', urgent: '아니요' },
  PERSON: { reason: '요즘 잠을 잘 못 자고 불안합니다.', previous: '교내 상담', urgent: '아니요' },
  GROUP: { reason: '비슷한 고민을 가진 친구들과 이야기해 보고 싶습니다.' },
};

const PSYCH_KINDS: CnslKind[] = ['VISIT', 'PERSON', 'GROUP'];

/** The body of POST /api/v1/cnsl/apply as the application form sends it, with consent given. */
export function cnslApplication(kind: CnslKind, fields: Record<string, unknown> = {}) {
  return {
    cnslKind: kind,
    consentVersion: PSYCH_KINDS.includes(kind) ? CONSENT_VERSION.psych : CONSENT_VERSION.general,
    consentAgreed: true,
    topic: unique(`${kind} 상담`),
    intake: { ...INTAKE[kind] },
    ...fields,
  };
}

export interface CnslSlot {
  handlerId: string;
  start: string;
  end: string;
  place: string;
}

/** The same instant, whatever the notation (+09:00 or Z). */
export function sameInstant(a: string | Date | null | undefined, b: string | Date | null | undefined) {
  return a != null && b != null && new Date(a).getTime() === new Date(b).getTime();
}

/** Seoul wall-clock parts of an instant: date YYYY-MM-DD, time HH:mm, ISO weekday 1-7. */
export function inSeoul(at: string | Date) {
  const local = new Date(new Date(at).getTime() + 9 * 3600_000);
  const iso = local.toISOString();
  const day = local.getUTCDay();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), hour: local.getUTCHours(), minute: local.getUTCMinutes(), weekday: day === 0 ? 7 : day };
}

/** A Seoul wall-clock date and time as an ISO instant with +09:00. */
export function seoulIso(date: string, time: string) {
  return `${date}T${time}:00+09:00`;
}

// ---------------------------------------------------------------------------------------------
// Fresh accounts from the factories, already logged in.

/** `base`: a portal of the test's own instead of the shared one. */
export async function studentClient(opts: StudentOptions = {}, base = baseUrl()) {
  const account = await newStudent(base, opts);
  const client = new Client(base);
  await client.login(account.userId, 'std', account.password);
  return { client, account };
}

export async function accountClient(userDiv: Exclude<FactoryUserDiv, 'std'>, opts: AccountOptions = {}, base = baseUrl()) {
  const account = await newAccount(base, userDiv, opts);
  const client = new Client(base);
  await client.login(account.userId, userDiv, account.password);
  return { client, account };
}
