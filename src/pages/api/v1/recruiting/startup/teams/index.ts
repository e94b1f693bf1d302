import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { TeamInput } from '@/lib/schemas/recruiting-startup';
import { myTeams, registerTeam } from '@/lib/server/recruiting/startup-teams';

/** The teams the student leads or belongs to. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await myTeams(user.userId));
});

/** Registers a team led by the student; its members are asked to confirm. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(TeamInput, request);
  return ok(await registerTeam(user.userId, input, locals.clientIp), '팀을 등록했습니다. 팀원이 모두 참여를 확인하면 승인 심사가 시작됩니다.');
});
