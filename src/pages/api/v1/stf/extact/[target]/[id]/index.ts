import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ReviewParams } from '@/lib/schemas/extact';
import { reviewDetail } from '@/lib/server/extact/review';

/** One record with the student, its evidence files and history. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = await requirePermission(locals, 'extact', 'read');
  const p = parse(ReviewParams, params);
  return ok(await reviewDetail(user, p.target, p.id));
});
