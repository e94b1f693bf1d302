import { endpoint, ok, parseJson, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ContentPostQuery, PostCreateInput } from '@/lib/schemas/content';
import { editorPostList } from '@/lib/server/content/posts';
import { createPost } from '@/lib/server/content/post-edits';


/** Guide pages and notices of every board, in every state, for content editors. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = await requirePermission(locals, 'content', 'read');
  return ok(await editorPostList(user, parseQuery(ContentPostQuery, url)));
});

/** A new guide page or notice: kept as a draft, published now, or scheduled. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'content', 'manage');
  const input = await parseJson(PostCreateInput, request);
  const result = await createPost(user, input, locals.clientIp);
  return ok(result, result.saved === 'draft' ? '임시저장했습니다.' : result.saved === 'scheduled' ? '예약 게시로 저장했습니다.' : '게시했습니다.');
});
