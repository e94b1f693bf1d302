import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { BadgeIdParam, BadgeIssueInput } from '@/lib/schemas/badges';
import { issueBadge, requireBadgeAdmin } from '@/lib/server/badges/admin';

/** Issues the badge by hand to a student, with a reason. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['stf', 'adm']);
  await requireBadgeAdmin(user);
  const { badgeId } = parse(BadgeIdParam, params);
  const input = await parseJson(BadgeIssueInput, request);
  return ok(await issueBadge(user, badgeId, input, locals.clientIp), '배지를 수여했습니다.');
});
