import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { AppointInput, ClubIdParam } from '@/lib/schemas/clubs';
import { appoint } from '@/lib/server/clubs/admin';

/** Appoints a student to a role in the club. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'clubs', 'manage');
  const { clubId } = parse(ClubIdParam, params);
  const input = await parseJson(AppointInput, request);
  return ok(await appoint(user.userId, clubId, input, locals.clientIp), '직책을 임명했습니다.');
});
