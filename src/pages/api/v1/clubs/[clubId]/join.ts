import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ClubIdParam, JoinInput } from '@/lib/schemas/clubs';
import { requestJoin } from '@/lib/server/clubs/members';

/** Asks to join, within the recruiting period; one waiting request per club. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { clubId } = parse(ClubIdParam, params);
  const input = await parseJson(JoinInput, request);
  return ok(await requestJoin(user, clubId, input, locals.clientIp), '가입을 신청했습니다. 임원의 승인을 기다려 주세요.');
});
