import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { AwardIdParam, BadgeVisibilityInput } from '@/lib/schemas/badges';
import { setHidden } from '@/lib/server/badges/awards';

/** Hide or show one of my badges; someone else's is not found. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { awardId } = parse(AwardIdParam, params);
  const { hidden } = await parseJson(BadgeVisibilityInput, request);
  return ok(await setHidden(user.userId, awardId, hidden), hidden ? '배지를 숨겼습니다.' : '배지를 공개했습니다.');
});
