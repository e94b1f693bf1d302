import { z } from 'zod';
import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { inbox } from '@/lib/server/messages/service';
import { page, pageSize } from '@/lib/schemas/fields';

const Query = z.object({
  unreadOnly: z.enum(['Y', 'N']).default('N'),
  page: page(),
  size: pageSize(20),
});

export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals);
  const query = parseQuery(Query, url);
  return ok(await inbox(user.userId, { unreadOnly: query.unreadOnly === 'Y', page: query.page, size: query.size }));
});
