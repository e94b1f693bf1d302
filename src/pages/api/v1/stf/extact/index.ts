import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ReviewQuery } from '@/lib/schemas/extact';
import { reviewList } from '@/lib/server/extact/review';

/** Activities or service hours to review, with filters (programme admins and admins). */
export const GET = endpoint(async ({ url, locals }) => {
  const user = await requirePermission(locals, 'extact', 'read');
  return ok(await reviewList(user, parseQuery(ReviewQuery, url)));
});
