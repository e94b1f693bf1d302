import { z } from 'zod';
import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { markRead, unreadCount } from '@/lib/server/messages/service';
import { optionalId } from '@/lib/schemas/fields';

const Input = z.object({ msgId: optionalId('메시지 번호') });

/** Marks one of the user's messages (or all of them, without msgId) as read. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals);
  const { msgId } = await parseJson(Input, request);
  const marked = await markRead(user.userId, msgId);
  return ok({ marked, unread: await unreadCount(user.userId) });
});
