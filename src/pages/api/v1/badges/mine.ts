import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { myBadges } from '@/lib/server/badges/awards';

/** My badges with their evidence, issued date, verification link and whether they are hidden. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await myBadges(user.userId));
});
