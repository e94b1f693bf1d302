// A scripted fetch for client tests: answers in order and records every request.
import { vi } from 'vitest';

export interface Answer {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
  blob?: Blob;
}

export function json(status: number, body: unknown): Answer {
  return { status, body };
}

export function mockFetch(...answers: (Answer | Error)[]) {
  const queue = [...answers];
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const next = queue.shift();
    if (!next) throw new Error('unexpected fetch');
    if (next instanceof Error) throw next;
    const status = next.status ?? 200;
    if (next.blob) return new Response(next.blob, { status });
    if (next.text !== undefined) return new Response(next.text, { status, headers: { 'Content-Type': 'text/plain' } });
    return new Response(JSON.stringify(next.body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function requestOf(fn: ReturnType<typeof mockFetch>, index = 0) {
  const [input, init] = fn.mock.calls[index]!;
  return { url: String(input), init: init ?? {}, headers: new Headers(init?.headers) };
}

export function clearCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
