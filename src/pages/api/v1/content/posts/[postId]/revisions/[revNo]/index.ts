import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { RevisionParam } from '@/lib/schemas/content';
import { postRevision } from '@/lib/server/content/posts';

/** One revision with its full text. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'read');
  const { postId, revNo } = parse(RevisionParam, params);
  const { rev, attachments } = await postRevision(user, postId, revNo);
  return ok({ ...rev, attachments });
});
