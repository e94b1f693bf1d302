import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { PostIdParam, VersionInput } from '@/lib/schemas/content';
import { unpublishPost } from '@/lib/server/content/post-edits';

/** Takes the post away from readers (and cancels a waiting schedule). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'manage');
  const { postId } = parse(PostIdParam, params);
  const input = await parseJson(VersionInput, request);
  return ok(await unpublishPost(user, postId, input, locals.clientIp), '게시를 중지했습니다.');
});
