import { endpoint } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { openStream } from '@/lib/server/events/hub';
import { SESSION_COOKIE, sessionHashOf } from '@/lib/server/auth/sessions';

export const GET = endpoint(async ({ locals, cookies }) => {
  const user = requireUser(locals);
  const stream = await openStream(user.userId, sessionHashOf(cookies.get(SESSION_COOKIE)!.value));
  return new Response(stream, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' },
  });
});
