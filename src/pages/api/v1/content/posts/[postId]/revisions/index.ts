import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { PostIdParam } from '@/lib/schemas/content';
import { postRevisions } from '@/lib/server/content/posts';

/** The revision history: who saved what and when, newest first. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'read');
  const { postId } = parse(PostIdParam, params);
  return ok(await postRevisions(user, postId));
});
