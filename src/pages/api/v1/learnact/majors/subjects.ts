import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { designCatalogue } from '@/lib/server/learning/majors';

/** The major subjects a student may put in a designed major. */
export const GET = endpoint(async ({ locals }) => {
  requireUser(locals, ['std']);
  return ok(await designCatalogue());
});
