import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { revokeFeed } from '@/lib/server/mypage/calendar-feed';

/** Revokes her personal calendar address: calendar apps that use it get nothing more. */
export const POST = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await revokeFeed(user.userId, locals.clientIp), '구독 주소를 해지했습니다.');
});
