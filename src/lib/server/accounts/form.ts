// Plain form posts of the admin account pages: parsed with the shared schemas, errors as Korean text.
import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { HttpError } from '../http/respond';

export type FormResult<T> = { ok: true; data: T } | { ok: false; error: string };

export async function runForm<S extends $ZodType, T>(schema: S, form: FormData, fn: (input: output<S>) => Promise<T>): Promise<FormResult<T>> {
  const r = z.safeParse(schema, Object.fromEntries([...form].map(([k, v]) => [k, String(v)])));
  if (!r.success) return { ok: false, error: r.error.issues[0]?.message ?? '입력값을 확인해 주세요.' };
  try {
    return { ok: true, data: await fn(r.data) };
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) return { ok: false, error: err.message };
    throw err;
  }
}
