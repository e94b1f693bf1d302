import { z } from 'zod';
import { endpoint, ok, parse, parseJson, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { proposalDetail, updateDraft } from '@/lib/server/learning/proposals';
import { ProposalInput } from '@/lib/learning/major-design';

const Params = z.object({ id: q.positiveInt('신청 번호') });

/** One of the student's proposals (403 for someone else's). */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await proposalDetail(user, parse(Params, params).id));
});

/** Saves changes to a draft. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { id } = parse(Params, params);
  return ok(await updateDraft(user, id, await parseJson(ProposalInput, request), locals.clientIp), '설계전공을 저장했습니다.');
});
