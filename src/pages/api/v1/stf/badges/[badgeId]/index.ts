import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { BadgeEditInput, BadgeIdParam } from '@/lib/schemas/badges';
import { staffBadge, updateBadge } from '@/lib/server/badges/admin';

/** One badge with everyone it was issued to. */
export const GET = endpoint(async ({ params, locals }) => {
  await requirePermission(locals, 'badges', 'read');
  const { badgeId } = parse(BadgeIdParam, params);
  return ok(await staffBadge(badgeId));
});

/** Edits a badge. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requirePermission(locals, 'badges', 'manage');
  const { badgeId } = parse(BadgeIdParam, params);
  const input = await parseJson(BadgeEditInput, request);
  return ok(await updateBadge(user, badgeId, input, locals.clientIp), '저장했습니다.');
});
