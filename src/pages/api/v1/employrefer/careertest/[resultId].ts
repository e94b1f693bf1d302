import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ResultIdParam } from '@/lib/schemas/employrefer';
import { myResult } from '@/lib/server/employrefer/careertest';

/** One of my results with the change since the one before it. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { resultId } = parse(ResultIdParam, params);
  return ok(await myResult(user.userId, resultId));
});
