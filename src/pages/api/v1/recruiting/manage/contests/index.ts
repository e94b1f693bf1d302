import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ContestInput } from '@/lib/schemas/recruiting';
import { createContest, staffContests } from '@/lib/server/recruiting/contests';

/** Every contest, for staff. */
export const GET = endpoint(async ({ locals }) => {
  const user = await requirePermission(locals, 'recruiting', 'read');
  return ok(await staffContests(user));
});

export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'recruiting', 'manage');
  const input = await parseJson(ContestInput, request);
  return ok(await createContest(user, input, locals.clientIp), '공모전을 등록했습니다.');
});
