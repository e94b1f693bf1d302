// Request bodies read with their size limit enforced while reading: a body over the limit is refused
// with 413 as soon as its length says so, or as soon as that many bytes have arrived, never buffered whole.
import { HttpError } from './errors';

/** The largest JSON body any call accepts. */
export const MAX_JSON_BYTES = 1024 * 1024;

const tooLarge = (limit: number) => new HttpError(413, `요청이 너무 큽니다. ${limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)}MB` : `${Math.round(limit / 1024)}KB`}까지 보낼 수 있습니다.`);

export async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(new ArrayBuffer(total));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The largest plain form (no files) a page accepts: a login or an account form is a few hundred bytes. */
export const MAX_FORM_BYTES = 64 * 1024;

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** The media type of the body, without its parameters (`multipart/form-data; boundary=...`). */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * A form body (urlencoded or multipart) read within the limit. Anything else (JSON, text, no type) is
 * refused with 415 before it is read, and a form that cannot be parsed (a broken multipart boundary)
 * with 400: what a browser's form never sends is the sender's mistake, not the server's.
 */
export async function limitedFormData(request: Request, limit: number, unreadable = '파일 업로드 형식이 올바르지 않습니다.'): Promise<FormData> {
  if (!FORM_TYPES.has(mediaTypeOf(request))) throw new HttpError(415, '양식 형식(multipart/form-data 또는 application/x-www-form-urlencoded)으로 보내 주세요.');
  const bytes = await readLimited(request, limit);
  try {
    return await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new HttpError(400, unreadable);
  }
}

/** The form a page posts to itself (login, password, account forms). */
export function pageForm(request: Request): Promise<FormData> {
  return limitedFormData(request, MAX_FORM_BYTES, '보낸 양식을 읽을 수 없습니다. 페이지를 새로 고친 뒤 다시 보내 주세요.');
}
