import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { MemberDecisionInput, MemberIdParam } from '@/lib/schemas/clubs';
import { decideRequest } from '@/lib/server/clubs/members';

/** An officer of the club (or staff) approves or rejects a join request; others get 404. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std', 'stf', 'adm']);
  const { memberId } = parse(MemberIdParam, params);
  const input = await parseJson(MemberDecisionInput, request);
  const result = await decideRequest(user, memberId, input, locals.clientIp);
  return ok(result, result.status === 'APPROVED' ? '가입을 승인했습니다.' : '가입 신청을 반려했습니다.');
});
