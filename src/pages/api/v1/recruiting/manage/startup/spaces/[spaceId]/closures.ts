import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { SpaceClosureInput, SpaceIdParam } from '@/lib/schemas/recruiting-startup';
import { addSpaceClosure, spaceClosures } from '@/lib/server/recruiting/startup-spaces';

/** The space's closed days. */
export const GET = endpoint(async ({ params, locals }) => {
  await requireRecordPermission(locals, 'startup', 'read');
  const { spaceId } = parse(SpaceIdParam, params);
  return ok(await spaceClosures([spaceId]));
});

/** Closes the space on every given weekday or on one date, cancelling the bookings it covers. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'startup', 'manage');
  const { spaceId } = parse(SpaceIdParam, params);
  const added = await addSpaceClosure(user, spaceId, await parseJson(SpaceClosureInput, request), locals.clientIp);
  return ok(added, `휴무일을 등록했습니다: ${added.label}${added.cancelled ? `. 예약 ${added.cancelled}건을 취소하고 예약자에게 알렸습니다.` : ''}`);
});
