import { endpoint, errorResponse } from '@/lib/server/http/respond';
import { config } from '@/lib/server/config';
import { feedIcs } from '@/lib/server/mypage/calendar-feed';

const HEADERS = { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, no-store', 'Content-Disposition': 'inline; filename="my-calendar.ics"', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' };

/**
 * Her personal calendar: calendar apps fetch it without a session, so the secret address is the only
 * key. A malformed, unknown, replaced or revoked token is simply not found.
 */
export const GET = endpoint(async ({ params, url }) => {
  const body = await feedIcs(params.token ?? '', config.publicOrigin ?? url.origin);
  if (body === null) return errorResponse(404, '캘린더를 찾을 수 없습니다.', null, { 'Cache-Control': 'private, no-store' });
  return new Response(body, { status: 200, headers: HEADERS });
});
