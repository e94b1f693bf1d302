import { z } from 'zod';
import { endpoint, ok, parseQuery, q } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { reviewList } from '@/lib/server/learning/tracks-admin';
import { page, pageSize } from '@/lib/schemas/fields';

const Query = z.object({
  trackCd: q.optionalText(20),
  status: z.enum(['APPLIED', 'APPROVED', 'RETURNED', 'CANCELLED'], { error: '상태가 올바르지 않습니다.' }).optional(),
  page: page(),
  size: pageSize(20),
});

/** Applications for review, filtered by track and state. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = await requirePermission(locals, 'learning', 'read');
  return ok(await reviewList(user, parseQuery(Query, url)));
});
