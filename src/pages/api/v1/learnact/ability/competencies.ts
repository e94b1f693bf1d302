import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { competencyModel } from '@/lib/server/learning/competencies';

/** The six core competencies with their summary, description and elements (the same for everyone). */
export const GET = endpoint(async ({ locals }) => {
  requireUser(locals);
  return ok(await competencyModel());
});
