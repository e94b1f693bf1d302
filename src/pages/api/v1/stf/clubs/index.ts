import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ClubEditInput } from '@/lib/schemas/clubs';
import { createClub, staffClubList } from '@/lib/server/clubs/admin';

/** Every club with member and request counts. */
export const GET = endpoint(async ({ locals }) => {
  await requirePermission(locals, 'clubs', 'read');
  return ok(await staffClubList());
});

/** Registers a club. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'clubs', 'manage');
  const input = await parseJson(ClubEditInput, request);
  return ok(await createClub(user.userId, input, locals.clientIp), '동아리를 등록했습니다.');
});
