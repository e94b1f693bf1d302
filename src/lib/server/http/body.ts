// Request bodies read with their size limit enforced while reading: a body over the limit is refused
// with 413 as soon as its length says so, or as soon as that many bytes have arrived, never buffered whole.
import { HttpError } from './respond';

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

/** A multipart form read within the limit. */
export async function limitedFormData(request: Request, limit: number): Promise<FormData> {
  const bytes = await readLimited(request, limit);
  try {
    return await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new HttpError(400, '파일 업로드 형식이 올바르지 않습니다.');
  }
}
