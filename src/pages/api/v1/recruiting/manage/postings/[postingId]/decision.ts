import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { PostingDecisionInput, PostingIdParam } from '@/lib/schemas/recruiting';
import { decidePosting, mayManagePosting } from '@/lib/server/recruiting/manage';

const DONE: Record<string, string> = { APPROVE: '승인해 게시했습니다.', REJECT: '반려했습니다.', CLOSE: '공고를 마감했습니다.', REOPEN: '공고를 다시 게시했습니다.' };

/** Approve, reject, close early or reopen (outside users: close their own only). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['stf', 'adm', 'otsdr']);
  const { postingId } = parse(PostingIdParam, params);
  await mayManagePosting(user, postingId);
  const input = await parseJson(PostingDecisionInput, request);
  return ok(await decidePosting(user, postingId, input, locals.clientIp), DONE[input.action]);
});
