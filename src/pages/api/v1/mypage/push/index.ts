import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { PushSubscriptionInput } from '@/lib/schemas/notifications';
import { subscribeDevice } from '@/lib/server/notifications/push';

/** Turns push on in this browser: keeps its subscription (decision 060). */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals);
  const input = await parseJson(PushSubscriptionInput, request);
  return ok(await subscribeDevice(user.userId, input, request.headers.get('user-agent'), locals.clientIp), '이 기기에서 알림을 받습니다.');
});
