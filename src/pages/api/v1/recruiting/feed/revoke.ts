import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { revokeFeedToken } from '@/lib/server/recruiting/calendar';

/** Revokes the private calendar address: phone calendars that use it get nothing more. */
export const POST = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await revokeFeedToken(user.userId, locals.clientIp), '구독 주소를 해지했습니다.');
});
