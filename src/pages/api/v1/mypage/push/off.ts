import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { PushEndpointInput } from '@/lib/schemas/notifications';
import { removeDevice } from '@/lib/server/notifications/push';

/** Turns push off in this browser: its subscription is forgotten (decision 060). */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals);
  const input = await parseJson(PushEndpointInput, request);
  return ok(await removeDevice(user.userId, { endpoint: input.endpoint }, locals.clientIp), '이 기기에서 알림을 끕니다.');
});
