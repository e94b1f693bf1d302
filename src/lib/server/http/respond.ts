// One error type and one serialiser for every /api call: the envelope { code, message, data }.
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { DB_RETRY_AFTER_SECONDS, DB_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import type { $ZodType, $ZodError, output } from 'zod/v4/core';
import { HttpError, isInputError, logError } from './errors';
import * as fields from '../../schemas/fields';
import { josa } from '../../text/josa';
import { queryOf } from '../../page/params';

export { HttpError };

export const messages = {
  unauthorized: 'Access Denied',
  forbidden: '권한이 불충분합니다.',
  notFound: '요청한 정보를 찾을 수 없습니다.',
  invalid: '입력값을 확인해 주세요.',
  server: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

export function ok(data: unknown, message = '정상 처리되었습니다.') {
  return json({ code: 200, message, data });
}

export function errorResponse(status: number, message: string, data: unknown = null, headers: Record<string, string> = {}) {
  return json({ code: status, message, data }, status, headers);
}

/** Turns zod issues into { field: message } for the client's form. */
export function fieldErrors(error: $ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** Works for full zod and zod/mini schemas alike (the shared browser schemas use zod/mini). */
export function parse<S extends $ZodType>(schema: S, input: unknown): output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw new HttpError(400, messages.invalid, fieldErrors(result.error));
  return result.data;
}

/** A query string through its schema; empty values (a filter left at 전체) count as missing. */
export function parseQuery<S extends $ZodType>(schema: S, url: URL): output<S> {
  return parse(schema, queryOf(url));
}

export async function parseJson<S extends $ZodType>(schema: S, request: Request): Promise<output<S>> {
  let body: unknown;
  const { readLimited, MAX_JSON_BYTES } = await import('./body');
  const bytes = await readLimited(request, MAX_JSON_BYTES);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new HttpError(400, '요청 본문이 올바른 JSON 형식이 아닙니다.');
  }
  return parse(schema, body);
}

/** Wraps an endpoint so that any thrown error becomes an envelope, never an unhandled 500. */
export function endpoint(fn: (ctx: APIContext) => Promise<Response> | Response): APIRoute {
  return async (ctx) => {
    try {
      return await fn(ctx);
    } catch (err) {
      if (err instanceof HttpError) return errorResponse(err.status, err.message, err.data);
      if (isDatabaseUnavailable(err)) return errorResponse(503, DB_UNAVAILABLE_MESSAGE, null, { 'Retry-After': String(DB_RETRY_AFTER_SECONDS) });
      if (isInputError(err)) return errorResponse(400, messages.invalid);
      const requestId = ctx.locals.requestId ?? '-';
      logError(requestId, ctx.request.method, ctx.routePattern, err);
      return errorResponse(500, `${messages.server} (요청 번호 ${requestId})`, { requestId });
    }
  };
}

/** Query-string helpers of the endpoint schemas (full zod), with the checks of the shared building blocks. */
export const q = {
  optionalText: (max = 100, label = '입력값') =>
    z
      .string()
      .trim()
      .max(max, `${josa(label, '은/는')} ${max}자 이내로 입력해 주세요.`)
      .refine((v) => !fields.CONTROL_SINGLE_LINE.test(v), `${label}에 쓸 수 없는 문자가 있습니다.`)
      .optional()
      .transform((v) => (v ? v : undefined)),
  yn: () => z.enum(['Y', 'N'], { error: 'Y 또는 N이어야 합니다.' }),
  positiveInt: (label: string) => {
    const bad = `${josa(label, '이/가')} 올바르지 않습니다.`;
    return z.coerce.number({ error: bad }).int(bad).positive(bad).max(fields.MAX_ID, bad);
  },
};
