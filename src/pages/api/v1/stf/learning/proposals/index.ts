import { z } from 'zod';
import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { proposalsForReview } from '@/lib/server/learning/proposals';

const Query = z.object({ status: z.enum(['SUBMITTED', 'APPROVED', 'RETURNED', 'ALL'], { error: '상태가 올바르지 않습니다.' }).optional() });

/** Designed-major proposals for review (submitted ones by default). */
export const GET = endpoint(async ({ url, locals }) => {
  await requirePermission(locals, 'learning', 'read');
  return ok(await proposalsForReview(parseQuery(Query, url).status));
});
