import { z } from 'zod';
import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { inbox } from '@/lib/server/messages/service';

const Query = z.object({
  unreadOnly: z.enum(['Y', 'N']).default('N'),
  page: z.coerce.number({ error: '페이지는 숫자여야 합니다.' }).int().min(1).default(1),
  size: z.coerce.number({ error: '페이지 크기는 숫자여야 합니다.' }).int().min(1).max(100).default(20),
});

export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals);
  const query = parseQuery(Query, url);
  return ok(await inbox(user.userId, { unreadOnly: query.unreadOnly === 'Y', page: query.page, size: query.size }));
});
