import { endpoint } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { openStream } from '@/lib/server/events/hub';

export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals);
  return new Response(await openStream(user.userId), {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' },
  });
});
