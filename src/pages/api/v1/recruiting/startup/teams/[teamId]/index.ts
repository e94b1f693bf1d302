import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { TeamIdParam, TeamInput } from '@/lib/schemas/recruiting-startup';
import { resubmitTeam } from '@/lib/server/recruiting/startup-teams';

/** The leader edits her returned team and sends it again (members confirm again if the list changed). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { teamId } = parse(TeamIdParam, params);
  const input = await parseJson(TeamInput, request);
  const done = await resubmitTeam(user.userId, teamId, input, locals.clientIp);
  return ok(done, done.reconfirm ? '팀을 다시 제출했습니다. 팀원이 바뀌어 모든 팀원이 참여를 다시 확인하면 승인 심사가 시작됩니다.' : '팀을 다시 제출했습니다. 담당 교직원이 다시 심사합니다.');
});
