import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { counts } from '@/lib/server/counselling/applications';

/** Staff and admins see how many applications there are, never their content. */
export const GET = endpoint(async ({ locals }) => {
  requireUser(locals, ['stf', 'adm']);
  return ok(await counts());
});
