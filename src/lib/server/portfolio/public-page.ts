// What the two public pages (/portfolio/info, /parent/portfolio/info) do before rendering: rate
// limit by client address, read the token through its schema, open the share, and set the headers
// every public page sends (noindex, no caching of a page that can be revoked at any moment). A page
// that opened is kept by the portal's own page cache, which drops it with the share (revoke, expiry,
// her edits) and counts each view it answers. The limiter counts only addresses that do not open a
// share: a whole office behind one address opening a valid link is never refused, a script walking
// tokens is.
import * as z from 'zod/mini';
import { createLimiter } from '../http/rate-limit';
import { declarePageCache } from '../page-cache';
import { openShare, type OpenResult } from './shares';
import { ShareToken } from '../../schemas/portfolio';
import type { ShareKind } from '../../portfolio/history';

/** Unknown tokens per address and minute: a mistyped link is fine, a script walking tokens is not. */
const limiter = createLimiter(30, 60_000);

export type PublicResult = (OpenResult & { photoUrl?: string }) | { status: 429; reason: string };

export async function publicPortfolio(url: URL, locals: App.Locals, kind: ShareKind, headers: Headers): Promise<PublicResult> {
  headers.set('X-Robots-Tag', 'noindex, nofollow, noarchive');
  headers.set('Cache-Control', 'no-store');
  const key = `${kind}:${locals.clientIp ?? '-'}`;
  if (limiter.over(key)) {
    headers.set('Retry-After', '60');
    return { status: 429, reason: '잠시 후 다시 열어 주세요. 짧은 시간에 없는 링크가 너무 많이 요청되었습니다.' };
  }
  const token = z.safeParse(ShareToken, url.searchParams.get('token') ?? '');
  const notFound = { status: 404, reason: '주소가 올바르지 않거나 없는 링크입니다.' } as const;
  if (!token.success) {
    limiter.record(key);
    return notFound;
  }
  const result = await openShare(token.data, kind);
  if (result.status === 404) limiter.record(key);
  if (result.status === 200) declarePageCache(locals, result.page);
  return result.status === 200 && result.portfolio.photo ? { ...result, photoUrl: `/api/v1/portfolio/shared-photo?token=${token.data}` } : result;
}
