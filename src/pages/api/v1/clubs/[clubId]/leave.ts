import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ClubIdParam } from '@/lib/schemas/clubs';
import { leaveClub } from '@/lib/server/clubs/members';

/** Leaves the club, or withdraws a waiting request. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { clubId } = parse(ClubIdParam, params);
  const result = await leaveClub(user, clubId, locals.clientIp);
  return ok(result, '처리했습니다.');
});
