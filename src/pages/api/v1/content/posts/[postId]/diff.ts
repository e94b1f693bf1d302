import { endpoint, ok, parse, parseQuery } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { DiffQuery, PostIdParam } from '@/lib/schemas/content';
import { postDiff } from '@/lib/server/content/posts';

/** Words added and removed between two revisions. */
export const GET = endpoint(async ({ params, url, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'read');
  const { postId } = parse(PostIdParam, params);
  const { from, to } = parseQuery(DiffQuery, url);
  return ok(await postDiff(user, postId, from, to));
});
