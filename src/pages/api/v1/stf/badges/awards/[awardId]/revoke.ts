import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { AwardIdParam, BadgeRevokeInput } from '@/lib/schemas/badges';
import { revokeBadge } from '@/lib/server/badges/admin';

/** Revokes an issued badge, with a reason. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requirePermission(locals, 'badges', 'manage');
  const { awardId } = parse(AwardIdParam, params);
  const input = await parseJson(BadgeRevokeInput, request);
  return ok(await revokeBadge(user, awardId, input, locals.clientIp), '배지를 취소했습니다.');
});
