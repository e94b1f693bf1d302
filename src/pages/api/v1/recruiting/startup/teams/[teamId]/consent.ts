import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { TeamAnswerInput, TeamIdParam } from '@/lib/schemas/recruiting-startup';
import { answerTeam } from '@/lib/server/recruiting/startup-teams';

/** A member confirms or declines her place in a team. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { teamId } = parse(TeamIdParam, params);
  const { agree } = await parseJson(TeamAnswerInput, request);
  return ok(await answerTeam(user.userId, teamId, agree, locals.clientIp), agree ? '팀 참여를 확인했습니다.' : '팀 참여를 거절했습니다.');
});
