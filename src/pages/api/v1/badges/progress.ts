import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { myProgress } from '@/lib/server/badges/awards';

/** Badges I can still earn by a rule, with what I have done towards each. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await myProgress(user.userId));
});
