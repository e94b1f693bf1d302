import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ApplIdParam } from '@/lib/schemas/exchange';
import { myApplication } from '@/lib/server/exchange/exchange';

/** One of my applications with its history; anyone else's is not found. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { applId } = parse(ApplIdParam, params);
  return ok(await myApplication(user.userId, applId));
});
