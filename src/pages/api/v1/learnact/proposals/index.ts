import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { createDraft, myProposals } from '@/lib/server/learning/proposals';
import { ProposalInput } from '@/lib/learning/major-design';

/** The student's own designed-major proposals. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await myProposals(user.userId));
});

/** A new draft (one open proposal per student). */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await createDraft(user, await parseJson(ProposalInput, request), locals.clientIp), '설계전공을 임시 저장했습니다.');
});
