import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { PostingIdParam, PostingInput } from '@/lib/schemas/recruiting';
import { editablePosting, mayManagePosting, updatePosting } from '@/lib/server/recruiting/manage';

const MANAGERS = ['stf', 'adm', 'otsdr'] as const;

/** A posting as its editor sees it; another company's posting is not found. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, MANAGERS);
  const { postingId } = parse(PostingIdParam, params);
  return ok(await editablePosting(user, postingId));
});

/** Saves changes; an outside user's change is reviewed again. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, MANAGERS);
  const { postingId } = parse(PostingIdParam, params);
  await mayManagePosting(user, postingId);
  const input = await parseJson(PostingInput, request);
  const saved = await updatePosting(user, postingId, input, locals.clientIp);
  return ok(saved, saved.status === 'PENDING' ? '수정했습니다. 담당 교직원이 승인하면 다시 게시됩니다.' : '수정했습니다.');
});
