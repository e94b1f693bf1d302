import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { BadgeIdParam, BadgeIssueInput } from '@/lib/schemas/badges';
import { issueBadge } from '@/lib/server/badges/admin';

/** Issues the badge by hand to a student, with a reason. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requirePermission(locals, 'badges', 'manage');
  const { badgeId } = parse(BadgeIdParam, params);
  const input = await parseJson(BadgeIssueInput, request);
  return ok(await issueBadge(user, badgeId, input, locals.clientIp), '배지를 수여했습니다.');
});
