// A small HTTP client for API tests: keeps the session cookie like a browser and sends the Origin
// header a browser would send.
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export interface Envelope<T = any> {
  code: number;
  message: string;
  data: T;
}

export class Client {
  cookies = new Map<string, string>();
  constructor(public readonly base = baseUrl()) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async raw(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', this.base);
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
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  }

  async post<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await this.raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-requested-with': 'XMLHttpRequest', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  }

  async login(userId: string, userDiv: string, password = 'portal1234!') {
    const res = await this.post('/api/auth/login', { userId, password, userDiv });
    if (res.body.data === false || res.status !== 200) throw new Error(`login failed for ${userId}: ${res.body.message}`);
    return res.body.data;
  }
}

export async function loggedIn(userId: string, userDiv: string) {
  const client = new Client();
  await client.login(userId, userDiv);
  return client;
}
