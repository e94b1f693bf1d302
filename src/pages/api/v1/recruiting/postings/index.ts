import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { PostingQuery } from '@/lib/schemas/recruiting';
import { listPostings } from '@/lib/server/recruiting/postings';

/** Published postings: search, filters, sort and paging, with the student's bookmarks. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await listPostings(user.userId, parseQuery(PostingQuery, url)));
});
