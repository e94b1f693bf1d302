import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { RestoreInput, RevisionParam } from '@/lib/schemas/content';
import { restorePost } from '@/lib/server/content/post-edits';

/** Restores an old revision as a new revision (a draft, or published at once). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'manage');
  const { postId, revNo } = parse(RevisionParam, params);
  const input = await parseJson(RestoreInput, request);
  const result = await restorePost(user, postId, revNo, input, locals.clientIp);
  return ok(result, result.saved === 'draft' ? `${revNo}판을 새 임시저장으로 복원했습니다.` : `${revNo}판을 복원해 게시했습니다.`);
});
