import { z } from 'zod';
import { endpoint, ok, parse, parseJson, q, HttpError } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { decideProposal } from '@/lib/server/learning/proposals';
import { ProposalDecisionInput } from '@/lib/learning/major-design';

const Params = z.object({ id: q.positiveInt('신청 번호'), action: z.string() });
const DECISIONS = { approve: 'APPROVED', return: 'RETURNED' } as const;

/** Staff approve or return a submitted proposal (a return needs a note). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'learning', 'decide');
  const { id, action } = parse(Params, params);
  const decision = DECISIONS[action as keyof typeof DECISIONS];
  if (!decision) throw new HttpError(404, '알 수 없는 처리입니다.');
  const { note } = await parseJson(ProposalDecisionInput, request);
  return ok(await decideProposal(user, id, decision, note || undefined, locals.clientIp), decision === 'APPROVED' ? '승인했습니다.' : '반려했습니다.');
});
