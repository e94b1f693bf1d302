import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { FundingInput } from '@/lib/schemas/recruiting-startup';
import { applyFunding, myFunding } from '@/lib/server/recruiting/startup-funding';

/** The student's funding and mentoring applications with their history. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await myFunding(user.userId));
});

export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(FundingInput, request);
  return ok(await applyFunding(user.userId, input, locals.clientIp), '신청했습니다.');
});
