import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { whatIf } from '@/lib/server/learning/graduation/service';
import { WhatIfInput } from '@/lib/schemas/learning-grad';

/** Runs a what-if (nothing is stored) and returns it with the difference from the current state. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await whatIf(user.userId, await parseJson(WhatIfInput, request)));
});
