import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { ClubEditInput, ClubIdParam } from '@/lib/schemas/clubs';
import { staffClub, updateClub } from '@/lib/server/clubs/admin';

/** One club with all its memberships. */
export const GET = endpoint(async ({ params, locals }) => {
  await requireRecordPermission(locals, 'clubs', 'read');
  const { clubId } = parse(ClubIdParam, params);
  return ok(await staffClub(clubId));
});

/** Edits a club's record. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'clubs', 'manage');
  const { clubId } = parse(ClubIdParam, params);
  const input = await parseJson(ClubEditInput, request);
  return ok(await updateClub(user.userId, clubId, input, locals.clientIp), '저장했습니다.');
});
