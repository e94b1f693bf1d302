import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { TeamDecisionInput, TeamIdParam } from '@/lib/schemas/recruiting-startup';
import { decideTeam } from '@/lib/server/recruiting/startup-teams';

/** Approves a team or returns it with a reason. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'startup', 'decide');
  const { teamId } = parse(TeamIdParam, params);
  const input = await parseJson(TeamDecisionInput, request);
  return ok(await decideTeam(user, teamId, input, locals.clientIp), input.action === 'APPROVE' ? '팀을 승인했습니다.' : '팀을 반려했습니다.');
});
