// The one API client for islands. Error handling follows section 8 of the specification:
// 403 -> permission alert (route check: toast + /error), 404 -> /error, 401 or "access denied"
// -> session cleared and back to login, anything else -> rejected for the caller.
import { clearLoginInfo, clearSessionCounters, saveRedirectUrl } from '@/lib/stores/session';
import { resetMenu } from '@/lib/stores/menu';
import { alertDialog } from '@/lib/ui/dialog';
import { toast } from '@/lib/ui/toast';
import { withLoading } from '@/lib/ui/loading';

export interface ApiEnvelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export class ApiError<D = unknown> extends Error {
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** The envelope's code (equal to the status for errors the server reports). */
  readonly code: number;
  /** The envelope's data, e.g. field errors for a 400. */
  readonly data: D;
  readonly path: string;

  constructor(init: { status: number; code: number; message: string; data?: D; path: string; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.data = init.data as D;
    this.path = init.path;
  }
}

export interface RequestOptions {
  /** No loading overlay (background calls such as view counts). */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** Navigation goes through here so tests (and a future client router) can replace it. */
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

export const ROUTE_CHECK_PATH = '/api/v1/verify/router/check.do';
export const PERMISSION_DENIED_MESSAGE = '권한이 불충분합니다.';
const SESSION_EXPIRED_MESSAGE = '로그인이 필요합니다.';
const NETWORK_ERROR_MESSAGE = '서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.';
const DEFAULT_ERROR_MESSAGE = '요청을 처리하지 못했습니다.';

const BASE_HEADERS = {
  Accept: 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
} as const;
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    const key = (index < 0 ? part : part.slice(0, index)).trim();
    if (key !== name) continue;
    const raw = index < 0 ? '' : part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      // Missing values are left out rather than sent as the strings 'null' / 'undefined'.
      if (v === null || v === undefined) continue;
      search.append(key, String(v));
    }
  }
  const query = search.toString();
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** Where a user whose session is gone must log in again. */
export function loginUrl(): string {
  if (getCookie('isSso') === 'N') return '/masterLogin';
  const hostname = typeof location === 'undefined' ? '' : location.hostname;
  return hostname.includes('dev') ? '/login?env=dev' : '/login';
}

const LOGIN_PATHS = ['/login', '/masterLogin', '/error', '/unauthorized'];

/** Clears every trace of the old session and sends the user to log in again. */
export function handleSessionExpired(): void {
  if (typeof location !== 'undefined') {
    const here = `${location.pathname}${location.search}${location.hash}`;
    // Coming back to a login or error page after logging in would be a dead end.
    if (!LOGIN_PATHS.some((p) => location.pathname === p || location.pathname.startsWith(`${p}/`))) {
      saveRedirectUrl(here);
    }
  }
  clearLoginInfo();
  resetMenu();
  clearSessionCounters();
  navigation.go(loginUrl());
}

const ACCESS_DENIED = /access denied|접근이 거부/i;

function isEnvelope(body: unknown): body is Partial<ApiEnvelope> & Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body);
}

function numericCode(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d{3}$/.test(value.trim())) return Number(value);
  return null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: some error pages answer with plain text (even just "401").
    return text;
  }
}

interface Outcome {
  status: number;
  code: number;
  message: string;
  data: unknown;
  body: unknown;
}

/** A short plain-text answer (e.g. "Access Denied") is a message; an HTML error page is not. */
function isPlainMessage(body: unknown): body is string {
  return typeof body === 'string' && numericCode(body) === null && body.length <= 300 && !body.trimStart().startsWith('<');
}

function outcomeOf(response: Response, body: unknown): Outcome {
  const envelope = isEnvelope(body) ? body : null;
  const bodyCode = envelope ? numericCode(envelope.code) : numericCode(body);
  const statusCode = response.ok ? null : response.status;
  // An error status wins; otherwise a failure reported only in the body (HTTP 200) still counts.
  const code = statusCode ?? bodyCode ?? response.status;
  const message =
    envelope && typeof envelope.message === 'string'
      ? envelope.message
      : isPlainMessage(body)
        ? body.trim()
        : '';
  return { status: response.status, code, message, data: envelope ? envelope.data : body, body };
}

function fail(path: string, o: Outcome, fallback: string): never {
  throw new ApiError({ status: o.status, code: o.code, message: o.message || fallback, data: o.data, path });
}

/**
 * Applies the error catalogue to a finished response. Returns normally only for success.
 * 403 is checked before "access denied": a refused permission means the session is still
 * valid, and logging the user out for it would lose their work.
 */
function handleFailure(path: string, o: Outcome): void {
  const success = o.status >= 200 && o.status < 300 && o.code >= 200 && o.code < 300;
  const deniedByMessage = o.message !== '' && ACCESS_DENIED.test(o.message);

  if (o.code === 403) {
    if (path.includes(ROUTE_CHECK_PATH)) {
      toast.error(o.message || PERMISSION_DENIED_MESSAGE);
      navigation.go('/error');
    } else {
      // Not awaited: the caller learns about the failure now, the alert closes on its own time.
      void alertDialog(PERMISSION_DENIED_MESSAGE);
    }
    fail(path, o, PERMISSION_DENIED_MESSAGE);
  }
  if (o.code === 404) {
    navigation.go('/error');
    fail(path, o, '요청한 정보를 찾을 수 없습니다.');
  }
  if (o.code === 401 || o.status === 401 || deniedByMessage) {
    handleSessionExpired();
    fail(path, { ...o, code: 401 }, SESSION_EXPIRED_MESSAGE);
  }
  if (!success) fail(path, o, DEFAULT_ERROR_MESSAGE);
}

async function send(path: string, init: RequestInit, options: RequestOptions): Promise<Response> {
  try {
    return await fetch(path, {
      ...init,
      credentials: 'include',
      signal: options.signal,
      headers: { ...BASE_HEADERS, ...(init.headers as Record<string, string> | undefined), ...options.headers },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: 0, message: NETWORK_ERROR_MESSAGE, path, cause: error });
  }
}

async function requestJson<T>(path: string, init: RequestInit, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const run = async () => {
    const response = await send(path, init, options);
    const body = await readBody(response);
    const outcome = outcomeOf(response, body);
    handleFailure(path, outcome);
    if (isEnvelope(body) && 'data' in body) {
      return {
        code: numericCode(body.code) ?? response.status,
        message: typeof body.message === 'string' ? body.message : '',
        data: body.data as T,
      };
    }
    // A bare payload (not wrapped by the server) is wrapped here so callers always read `.data`.
    return { code: response.status, message: '', data: body as T };
  };
  return options.silent ? run() : withLoading(run);
}

async function requestBlob(path: string, params: QueryParams | undefined, options: RequestOptions = {}): Promise<Blob> {
  const url = buildUrl(path, params);
  const run = async () => {
    const response = await send(url, { method: 'GET' }, { ...options, headers: { Accept: '*/*', ...options.headers } });
    if (!response.ok) {
      // Error answers of file endpoints are envelopes too: run them through the same catalogue.
      handleFailure(url, outcomeOf(response, await readBody(response)));
    }
    return response.blob();
  };
  return options.silent ? run() : withLoading(run);
}

export const api = {
  get<T = unknown>(path: string, params?: QueryParams, options?: RequestOptions): Promise<ApiEnvelope<T>> {
    // The JSON content type goes on every JSON call, GET included, as the server contract says.
    return requestJson<T>(buildUrl(path, params), { method: 'GET', headers: { 'Content-Type': JSON_CONTENT_TYPE } }, options);
  },
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiEnvelope<T>> {
    return requestJson<T>(
      path,
      {
        method: 'POST',
        headers: { 'Content-Type': JSON_CONTENT_TYPE },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      options,
    );
  },
  /** Multipart upload: the browser sets the Content-Type with its boundary. */
  postForm<T = unknown>(path: string, formData: FormData, options?: RequestOptions): Promise<ApiEnvelope<T>> {
    return requestJson<T>(path, { method: 'POST', body: formData }, options);
  },
  /** Binary download (files, zip bundles), with the same error handling as JSON calls. */
  getBlob(path: string, params?: QueryParams, options?: RequestOptions): Promise<Blob> {
    return requestBlob(path, params, options);
  },
};
