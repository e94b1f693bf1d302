import * as z from 'zod/mini';
import { endpoint, errorResponse } from '@/lib/server/http/respond';
import { createLimiter } from '@/lib/server/http/rate-limit';
import { ShareToken } from '@/lib/schemas/portfolio';
import { sharedPhoto } from '@/lib/server/portfolio/shares';
import { readFileStream } from '@/lib/server/files/storage';
import { toWebStream } from '@/lib/server/files/service';

const limiter = createLimiter(60, 60_000);

/** The student's photo on her shared page (no login): only for a live share that shows it. */
export const GET = endpoint(async ({ url, locals }) => {
  // Only failed lookups count, so many viewers of one valid link behind one address are never refused.
  const key = locals.clientIp ?? '-';
  if (limiter.over(key)) return errorResponse(429, '잠시 후 다시 시도해 주세요.', null, { 'Retry-After': '60' });
  const token = z.safeParse(ShareToken, url.searchParams.get('token') ?? '');
  const file = token.success ? await sharedPhoto(token.data) : null;
  if (!file) {
    limiter.record(key);
    return errorResponse(404, '사진을 찾을 수 없습니다.', null, { 'X-Robots-Tag': 'noindex' });
  }
  return new Response(toWebStream(readFileStream(file.saveFileNm)), {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(file.fileSize),
      'Content-Disposition': 'inline',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
