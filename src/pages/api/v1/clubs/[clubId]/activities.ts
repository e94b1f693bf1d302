import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ActivityInput, ClubIdParam } from '@/lib/schemas/clubs';
import { recordActivity } from '@/lib/server/clubs/activities';

/** An officer of the club (or staff) records an activity; members get it in their history. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std', 'stf', 'adm']);
  const { clubId } = parse(ClubIdParam, params);
  const input = await parseJson(ActivityInput, request);
  return ok(await recordActivity(user, clubId, input, locals.clientIp), '활동을 기록했습니다.');
});
