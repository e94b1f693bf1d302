import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { PostIdParam, PostSaveInput } from '@/lib/schemas/content';
import { editorView } from '@/lib/server/content/posts';
import { savePost } from '@/lib/server/content/post-edits';

/** The post as its editor sees it: newest revision, version, publishing state. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'read');
  const { postId } = parse(PostIdParam, params);
  return ok(await editorView(user, postId));
});

/** Saves a revision (draft, publish now, or scheduled); an old version answers 409 with the current text. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'manage');
  const { postId } = parse(PostIdParam, params);
  const input = await parseJson(PostSaveInput, request);
  const result = await savePost(user, postId, input, locals.clientIp);
  return ok(result, result.saved === 'draft' ? '임시저장했습니다.' : result.saved === 'scheduled' ? '예약 게시로 저장했습니다.' : '게시했습니다.');
});
