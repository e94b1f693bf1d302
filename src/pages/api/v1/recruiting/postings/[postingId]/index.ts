import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { PostingIdParam } from '@/lib/schemas/recruiting';
import { postingDetail } from '@/lib/server/recruiting/postings';

/** One published posting with its company, contact and attachments (students only). */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { postingId } = parse(PostingIdParam, params);
  return ok(await postingDetail(user, postingId));
});
