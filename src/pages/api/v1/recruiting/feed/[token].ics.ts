import { endpoint, errorResponse } from '@/lib/server/http/respond';
import { feedIcs } from '@/lib/server/recruiting/calendar';

/**
 * The private calendar feed: phone calendars fetch it without a session, so the secret address is
 * the only key. A wrong, revoked or malformed token is simply not found.
 */
export const GET = endpoint(async ({ params, url }) => {
  const body = await feedIcs(params.token ?? '', url.origin);
  if (body === null) return errorResponse(404, '캘린더를 찾을 수 없습니다.');
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, no-store', 'Content-Disposition': 'inline; filename="recruiting.ics"', 'Referrer-Policy': 'no-referrer' },
  });
});
