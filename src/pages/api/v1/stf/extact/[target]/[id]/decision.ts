import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { DecisionInput, ReviewParams } from '@/lib/schemas/extact';
import { decide } from '@/lib/server/extact/review';

/** Approve, or return with a reason; the student gets a message either way. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requirePermission(locals, 'extact', 'decide');
  const p = parse(ReviewParams, params);
  const input = await parseJson(DecisionInput, request);
  const res = await decide(user, p.target, p.id, input, locals.clientIp);
  return ok(res, res.status === 'APPROVED' ? '승인했습니다.' : '반려했습니다.');
});
