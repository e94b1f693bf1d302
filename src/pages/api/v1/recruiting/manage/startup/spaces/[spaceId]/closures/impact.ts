import { endpoint, ok, parse, parseQuery } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { SpaceClosureInput, SpaceIdParam } from '@/lib/schemas/recruiting-startup';
import { closureImpact } from '@/lib/server/recruiting/startup-spaces';

/** How many bookings the closure in the query would cancel, asked before it is saved. */
export const GET = endpoint(async ({ params, url, locals }) => {
  const user = await requireRecordPermission(locals, 'startup', 'read');
  const { spaceId } = parse(SpaceIdParam, params);
  return ok(await closureImpact(user, spaceId, parseQuery(SpaceClosureInput, url)));
});
