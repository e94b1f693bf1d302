import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { recommendations } from '@/lib/server/recruiting/recommend';

/** Postings recommended to the student, each with its reasons, and the ones she hid. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await recommendations(user.userId));
});
